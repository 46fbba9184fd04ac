//! The menus, the panel and the pause menu (in lessons and matches) laid out by egui at a
//! phone's, a small, a middling and two large
//! windows, headless: the real screens' systems run in an egui pass of their own (no
//! renderer), and every widget they place is checked against the window. Nothing may reach
//! past the window's edges, no two controls may overlap, and on a phone every control is
//! at least a finger wide (44 logical pixels high) and every text at least 12 pixels.

use crate::common;
use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPrimaryContextPass, EguiUserTextures, PrimaryEguiContext, egui};
use tabula::app::layout::{PanelPlace, ScreenLayout, layout_for};
use tabula::app::screens::Screen;
use tabula::app::settings::Settings;
use tabula::locale::Texts;
use tabula::ui::menus::flow;
use tabula::ui::panel::{AnalysisPanel, AnalysisShown, HudInfo, MarkedError, PlayerFigures};
use tabula::ui::settings::OpenWindows;
use tabula_table::MatchSetup;

/// The window sizes every screen is laid out at (logical pixels).
const SIZES: [(f32, f32); 5] = [
    (360.0, 640.0),
    (390.0, 844.0),
    (800.0, 600.0),
    (1280.0, 720.0),
    (1920.0, 1080.0),
];

/// Sizes at which a finger, not a mouse, presses.
fn is_phone(window: Vec2) -> bool {
    window.x < 500.0
}

/// An app with the menus, the settings window and the panel, and an egui context of its
/// own that the test drives.
fn ui_app(name: &str, settings: Settings) -> App {
    let mut app = common::headless_app(name, settings, MatchSetup::default());
    app.init_resource::<EguiUserTextures>();
    app.add_plugins((
        tabula::ui::style::plugin,
        tabula::ui::settings::plugin,
        tabula::ui::hud::plugin,
        tabula::ui::menus::plugin,
        tabula::ui::rules_book::plugin,
    ));
    app.world_mut().spawn(PrimaryEguiContext);
    app.update();
    app
}

fn context(app: &mut App) -> egui::Context {
    app.world_mut()
        .run_system_once(|mut q: Query<&mut EguiContext>| q.single_mut().unwrap().get_mut().clone())
        .unwrap()
}

/// What one widget showed: where, in window pixels, and whether it can be pressed.
#[derive(Debug, Clone, Copy)]
struct Placed {
    /// What shows (a widget partly scrolled out is cut at its scroll area's edge).
    rect: egui::Rect,
    /// The whole widget.
    full: egui::Rect,
    clickable: bool,
    layer: egui::LayerId,
    /// For the messages: which widget.
    id: egui::Id,
}

/// Lays the screen out at `window` and returns the widgets egui placed, in window pixels
/// (those scrolled out of view left out).
fn lay_out(app: &mut App, window: Vec2) -> (Vec<Placed>, f32) {
    lay_out_scrolled(app, window, None)
}

/// [`lay_out`], with the mouse's wheel turned all the way down at `wheel` (egui's points)
/// first, and the passes it takes to scroll there.
fn lay_out_scrolled(app: &mut App, window: Vec2, wheel: Option<egui::Pos2>) -> (Vec<Placed>, f32) {
    let scale = app.world().resource::<Settings>().ui_scale;
    let layout: ScreenLayout = layout_for(window, scale);
    app.world_mut().insert_resource(layout);
    let ctx = context(app);
    let mut placed = Vec::new();
    // The first pass sets the zoom and the style, the second is the one checked (egui
    // itself lays a window out over two passes); a scroll glides over many.
    let passes = if wheel.is_some() { 60 } else { 3 };
    for pass in 0..passes {
        let zoom = ctx.zoom_factor();
        let mut events = Vec::new();
        if let Some(at) = wheel {
            events.push(egui::Event::PointerMoved(at));
            if pass == 1 {
                events.push(egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: egui::vec2(0.0, -20_000.0),
                    phase: egui::TouchPhase::Move,
                    modifiers: egui::Modifiers::NONE,
                });
            }
        }
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(window.x, window.y) / zoom,
            )),
            events,
            ..default()
        };
        ctx.begin_pass(input);
        app.world_mut().run_schedule(EguiPrimaryContextPass);
        if pass == passes - 1 {
            placed = ctx.viewport(|v| {
                let widgets = &v.this_pass.widgets;
                widgets
                    .layer_ids()
                    .flat_map(|layer| widgets.get_layer(layer))
                    .filter(|w| w.interact_rect.is_positive())
                    .map(|w| Placed {
                        rect: w.interact_rect * zoom,
                        full: w.rect * zoom,
                        clickable: w.sense.senses_click(),
                        layer: w.layer_id,
                        id: w.id,
                    })
                    .collect()
            });
        }
        // No renderer takes the fonts' textures: let them go.
        ctx.end_pass().textures_delta.clear();
    }
    let smallest = ctx
        .style_of(ctx.theme())
        .text_styles
        .values()
        .map(|font| font.size)
        .fold(f32::INFINITY, f32::min);
    (placed, smallest * ctx.zoom_factor())
}

/// Every check of one screen at one size (`letters`: the smallest text style, in pixels);
/// the problems found, in words.
fn problems(placed: &[Placed], letters: f32, window: Vec2, screen: &str) -> Vec<String> {
    let bounds =
        egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(window.x, window.y)).expand(0.5);
    let mut found = Vec::new();
    if is_phone(window) && letters < 11.5 {
        found.push(format!(
            "{screen} {window}: the smallest text is {letters:.1} px (12 at least)"
        ));
    }
    for p in placed {
        if !bounds.contains_rect(p.rect) {
            found.push(format!(
                "{screen} {window}: {:?} reaches past the window",
                p.rect
            ));
        }
        // A scroll bar (a thin strip along what it scrolls) is dragged, not pressed.
        let bar = |a: f32, b: f32| a < 20.0 && b >= 3.0 * a;
        let scroll_bar =
            bar(p.full.width(), p.full.height()) || bar(p.full.height(), p.full.width());
        if is_phone(window) && p.clickable && !scroll_bar && p.full.size().min_elem() < 43.5 {
            found.push(format!(
                "{screen} {window}: a control {:?} ({:?}) is {:.0}×{:.0} px (a finger needs 44 each way)",
                p.full,
                p.id,
                p.full.width(),
                p.full.height()
            ));
        }
    }
    let clickable: Vec<&Placed> = placed.iter().filter(|p| p.clickable).collect();
    for (i, a) in clickable.iter().enumerate() {
        for b in &clickable[i + 1..] {
            let both = a.rect.intersect(b.rect);
            // One inside the other is a control within a control (a scroll area's bar).
            let nested = a.rect.contains_rect(b.rect) || b.rect.contains_rect(a.rect);
            // A window over the card covers it: only controls of one layer may not overlap.
            // Edges may touch, and a scroll bar's grip reaches a few pixels into what it
            // scrolls (6 points, 9 pixels at the largest size): an overlap is more than 10
            // pixels each way.
            let overlaps = both.width() > 10.0 && both.height() > 10.0;
            if a.layer == b.layer && overlaps && !nested {
                found.push(format!(
                    "{screen} {window}: {:?} overlaps {:?}",
                    a.rect, b.rect
                ));
            }
        }
    }
    found
}

fn no_problems(all: &[String]) {
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
}

fn check_at_every_size(app: &mut App, screen: &str, all: &mut Vec<String>) {
    for (w, h) in SIZES {
        let window = Vec2::new(w, h);
        let (placed, letters) = lay_out(app, window);
        if std::env::var_os("TABULA_LAYOUT_DUMP").is_some() {
            for p in &placed {
                eprintln!("{screen} {window}: {p:?}");
            }
        }
        assert!(!placed.is_empty(), "{screen} {window}: nothing was drawn");
        all.extend(problems(&placed, letters, window, screen));
    }
}

/// The theme and the texts load side by side, either first: frames drawn with the theme in
/// and the texts still loading draw without failing (the rules book once stopped the web
/// page there, now and then), and the title comes once the texts do.
#[test]
fn the_menus_draw_while_the_texts_load() {
    let mut app = ui_app("layout-texts-late", common::instant());
    let texts = app.world_mut().remove_resource::<Texts>().expect("texts");
    app.init_resource::<tabula::theme::ThemeLoading>();
    common::go(&mut app, Screen::Loading);
    for _ in 0..3 {
        lay_out(&mut app, Vec2::new(1280.0, 720.0));
        app.update();
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Loading
    );
    app.world_mut().insert_resource(texts);
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    let (placed, _) = lay_out(&mut app, Vec2::new(1280.0, 720.0));
    assert!(!placed.is_empty(), "the title drew nothing");
}

#[test]
fn the_menus_fit_every_window() {
    let mut app = ui_app("layout-menus", common::instant());
    let mut all = Vec::new();
    for language in ["en", "ru", "ko"] {
        assert!(
            app.world_mut()
                .resource_mut::<Texts>()
                .set_language(language)
        );
        common::go(&mut app, Screen::Title);
        check_at_every_size(&mut app, &format!("title ({language})"), &mut all);
        for game in ["yut", "chisolo", "malefiz", "backgammon"] {
            common::menu_action(&mut app, |setup, games, _| {
                flow::choose_game(setup, games.find(game).unwrap());
            });
            common::go(&mut app, Screen::Setup);
            check_at_every_size(&mut app, &format!("setup of {game} ({language})"), &mut all);
        }
        common::go(&mut app, Screen::Title);
    }
    no_problems(&all);
}

#[test]
fn the_title_with_unfinished_matches_fits_every_window() {
    let mut app = ui_app("layout-continue", common::instant());
    // An unfinished match of every game, as a player who tried them all leaves them.
    for game in ["yut", "chisolo", "malefiz", "backgammon"] {
        common::menu_action(&mut app, |setup, games, data| {
            flow::choose_game(setup, games.find(game).unwrap());
            flow::start_new(setup, data);
        });
        common::go(&mut app, Screen::Playing);
        for _ in 0..20 {
            app.update();
        }
    }
    common::go(&mut app, Screen::Title);
    let offered = app
        .world()
        .resource::<tabula::ui::menus::MenuState>()
        .saves
        .len();
    assert!(offered >= 3, "{offered} matches on offer");
    let mut all = Vec::new();
    check_at_every_size(&mut app, "title with Continue", &mut all);
    no_problems(&all);
}

#[test]
fn the_settings_fit_every_window_at_every_text_size() {
    let mut all = Vec::new();
    for (_, scale) in tabula::app::settings::UI_SCALES {
        let settings = Settings {
            ui_scale: scale,
            ..common::instant()
        };
        let mut app = ui_app(&format!("layout-settings-{scale}"), settings);
        common::go(&mut app, Screen::Title);
        app.world_mut().resource_mut::<OpenWindows>().settings = true;
        check_at_every_size(&mut app, &format!("settings at {scale}"), &mut all);
    }
    no_problems(&all);
}

#[test]
fn the_panel_and_the_pause_menu_fit_every_window_in_lessons_and_matches() {
    let mut app = ui_app("layout-play", common::instant());
    let mut all = Vec::new();
    for game in ["yut", "chisolo", "malefiz", "backgammon"] {
        for lesson in [true, false] {
            common::menu_action(&mut app, |setup, games, data| {
                let entry = games.find(game).unwrap();
                if lesson {
                    assert!(flow::learn(setup, entry));
                } else {
                    flow::choose_game(setup, entry);
                    flow::start_new(setup, data);
                }
            });
            common::go(&mut app, Screen::Playing);
            for _ in 0..10 {
                app.update();
            }
            assert_eq!(
                *app.world().resource::<State<Screen>>().get(),
                Screen::Playing
            );
            let what = format!("{} {game}", if lesson { "lesson of" } else { "match of" });
            check_at_every_size(&mut app, &format!("the panel in a {what}"), &mut all);
            app.world_mut().resource_mut::<OpenWindows>().pause = true;
            check_at_every_size(&mut app, &format!("the pause menu in a {what}"), &mut all);
            app.world_mut().resource_mut::<OpenWindows>().pause = false;
            common::go(&mut app, Screen::Title);
        }
    }
    no_problems(&all);
}

/// On a phone the panel is a sheet that scrolls as a whole. A finished analysis comes
/// below what the person sees, so the sheet scrolls to it once; and scrolled on to the
/// sheet's foot, it fills the sheet's view and shows its graph whole (its scroll area,
/// nested in the sheet's, was once squeezed into the sliver left below the rest).
#[test]
fn a_finished_analysis_fills_a_phones_sheet() {
    let mut app = ui_app("layout-analysis", common::instant());
    common::menu_action(&mut app, |setup, games, data| {
        flow::choose_game(setup, games.find("backgammon").unwrap());
        flow::start_new(setup, data);
    });
    common::go(&mut app, Screen::Playing);
    for _ in 0..10 {
        app.update();
    }
    let errors = (0..30)
        .map(|k| MarkedError {
            at: 10 * k,
            seat: k % 2,
            blunder: k % 3 == 0,
            text: format!("{k}.1 Player 64: 24/18 13/9 −0.0{k}"),
        })
        .collect();
    let players = (0..2)
        .map(|seat| PlayerFigures {
            name: format!("Player {}", seat + 1),
            colour: Color::WHITE,
            lines: vec![
                "PR 4.0 · 8.0 mp".into(),
                "luck +1.0%".into(),
                "doubtful 1".into(),
            ],
        })
        .collect();
    // The panel's systems (not run by a layout pass) would overwrite it.
    app.world_mut().resource_mut::<HudInfo>().analysis =
        Some(AnalysisPanel::Ready(AnalysisShown {
            chances: (0..300).map(|at| (at, 0.5)).collect(),
            errors,
            total: 300,
            shown: 0,
            players,
            here: Vec::new(),
            refining: None,
        }));
    for (w, h) in SIZES
        .into_iter()
        .filter(|&(w, h)| is_phone(Vec2::new(w, h)))
    {
        let window = Vec2::new(w, h);
        let sheet = layout_for(window, app.world().resource::<Settings>().ui_scale);
        assert_eq!(sheet.panel, PanelPlace::Bottom, "{window}");
        // The wheel over the sheet's own scroll bar, by its right edge: no nested area is
        // under it, so it is the sheet that scrolls.
        let panel = sheet.panel_points();
        let at = egui::pos2(panel.max.x - 13.0, panel.center().y);
        for (wheel, scrolled) in [(None, "by itself"), (Some(at), "to its foot")] {
            let (placed, _) = lay_out_scrolled(&mut app, window, wheel);
            let zoom = context(&mut app).zoom_factor();
            // The graph: the one control as wide as the analysis and 96 points high.
            let graph = placed
                .iter()
                .find(|p| p.clickable && (p.full.height() - 96.0 * zoom).abs() < 0.5)
                .unwrap_or_else(|| panic!("{window}: no graph shows, scrolled {scrolled}"));
            assert_eq!(
                graph.rect, graph.full,
                "{window}: scrolled {scrolled}, the graph shows cut, {:?} of {:?}",
                graph.rect, graph.full
            );
        }
    }
}
