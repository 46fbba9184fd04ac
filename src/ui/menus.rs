//! Menus (egui): loading progress, title, setup, results, settings.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::session::match_flow::{MatchOver, ResumeRequest};
use crate::session::saves::{self, SavedMatch};
use crate::session::setup::{Level, MatchSetup, SeatKind};
use crate::theme::{Theme, ThemeLoading};
use crate::ui::hud::{SEAT_NAMES, egui_colour};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_chisolo::{CaptureRule, Chisolo, SetupRule};
use tabula_core::{Game, Outcome};
use tabula_malefiz::Malefiz;
use tabula_yut::Yut;

/// Which windows are open, and the messages to show.
#[derive(Resource, Default)]
pub struct MenuState {
    pub settings_open: bool,
    pub rules_open: bool,
    /// A save found at start, offered for resuming.
    pub resumable: Option<SavedMatch>,
    /// Something to tell the player (a damaged save set aside, a match that would not start).
    pub notice: Option<String>,
    /// The last match's end, for the results screen.
    pub last_outcome: Option<(Outcome, usize)>,
    checked_save: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<MenuState>()
        .add_systems(OnEnter(Screen::Title), (look_for_save, spawn_backdrop))
        .add_systems(OnEnter(Screen::Setup), spawn_backdrop)
        .add_systems(OnEnter(Screen::Playing), despawn_backdrop)
        .add_systems(Update, (remember_outcome, show_refusals))
        .add_systems(
            EguiPrimaryContextPass,
            (
                loading.run_if(in_state(Screen::Loading)),
                title.run_if(in_state(Screen::Title)),
                setup.run_if(in_state(Screen::Setup)),
                results.run_if(in_state(Screen::Results)),
            ),
        );
}

/// The table and an empty board behind the menus.
#[derive(Component)]
struct Backdrop;

fn spawn_backdrop(
    mut commands: Commands,
    theme: Option<Res<Theme>>,
    existing: Query<(), With<Backdrop>>,
) {
    let Some(theme) = theme else { return };
    if !existing.is_empty() {
        return;
    }
    commands.spawn((Backdrop, theme.table()));
    commands.spawn((
        Backdrop,
        Sprite {
            image: theme.image("yut.board"),
            custom_size: Some(Vec2::splat(760.0)),
            color: Color::srgba(1.0, 1.0, 1.0, 0.55),
            ..default()
        },
        Transform::from_xyz(0.0, -40.0, -5.0),
    ));
}

fn despawn_backdrop(mut commands: Commands, backdrop: Query<Entity, With<Backdrop>>) {
    for e in &backdrop {
        commands.entity(e).despawn();
    }
}

fn look_for_save(data: Res<DataDir>, mut menu: ResMut<MenuState>, time: Res<Time<Real>>) {
    if !menu.checked_save {
        info!("title screen after {:.2} s", time.elapsed_secs());
    }
    menu.resumable = None;
    match saves::read_autosave(&data) {
        Ok(found) => {
            // Offer only saves that replay; set aside one that does not.
            if let Some(saved) = found {
                let replay = crate::session::registry::find(&saved.setup.game)
                    .and_then(|game| (game.replays)(&saved));
                match replay {
                    Ok(_) => menu.resumable = Some(saved),
                    Err(e) => {
                        menu.notice = Some(saves::set_aside_autosave(
                            &data,
                            &format!("the saved match could not be replayed ({e})"),
                        ))
                    }
                }
            }
        }
        Err(e) => menu.notice = Some(e),
    }
    menu.checked_save = true;
}

fn remember_outcome(
    mut applied: MessageReader<crate::session::match_flow::ActionApplied>,
    mut over: MessageReader<MatchOver>,
    mut menu: ResMut<MenuState>,
    mut actions: Local<usize>,
) {
    if let Some(a) = applied.read().last() {
        *actions = a.actions_so_far;
    }
    for o in over.read() {
        menu.last_outcome = Some((o.0, *actions));
    }
}

fn show_refusals(
    mut refused: MessageReader<crate::session::match_flow::RequestRefused>,
    mut menu: ResMut<MenuState>,
) {
    for r in refused.read() {
        debug!("refused: {}", r.0);
        if r.0.starts_with("cannot start") {
            menu.notice = Some(r.0.clone());
        }
    }
}

/// A menu card: a dark wooden panel without a title bar, anchored where it is given.
fn menu_card(
    id: &'static str,
    anchor: egui::Align2,
    offset: egui::Vec2,
    opacity: u8,
) -> egui::Window<'static> {
    egui::Window::new(id)
        .title_bar(false)
        .resizable(false)
        .anchor(anchor, offset)
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(36, 24, 14, opacity))
                .corner_radius(14.0)
                .inner_margin(egui::Margin::symmetric(40, 28)),
        )
}

/// A framed column in the middle of the window, over the backdrop.
fn centred(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    menu_card("menu", egui::Align2::CENTER_CENTER, egui::Vec2::ZERO, 225).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            add(ui);
        });
    });
}

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add(
        egui::Button::new(egui::RichText::new(text).size(22.0)).min_size(egui::vec2(260.0, 44.0)),
    )
}

fn loading(mut contexts: EguiContexts, progress: Res<ThemeLoading>) -> Result {
    centred(contexts.ctx_mut()?, |ui| {
        ui.heading(egui::RichText::new("Tabula").size(48.0));
        ui.add_space(20.0);
        let fraction = if progress.total == 0 {
            0.0
        } else {
            progress.done as f32 / progress.total as f32
        };
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(320.0)
                .show_percentage(),
        );
        ui.label("Loading the board, the pieces and the sounds…");
    });
    Ok(())
}

fn title(
    mut contexts: EguiContexts,
    mut menu: ResMut<MenuState>,
    mut settings: ResMut<Settings>,
    data: Res<DataDir>,
    mut resume: ResMut<ResumeRequest>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred(ctx, |ui| {
        ui.heading(
            egui::RichText::new("Tabula")
                .size(64.0)
                .color(egui::Color32::from_rgb(245, 222, 179)),
        );
        ui.label(
            egui::RichText::new("Traditional board games")
                .size(20.0)
                .italics(),
        );
        ui.add_space(36.0);
        if let Some(saved) = menu.resumable.clone() {
            let label = format!("Resume ({} moves in)", saved.actions.len());
            if big_button(ui, &label).clicked() {
                *setup = saved.setup.clone();
                resume.0 = Some(saved);
                next.set(Screen::Playing);
            }
            ui.add_space(8.0);
        }
        if big_button(ui, "New game").clicked() {
            next.set(Screen::Setup);
        }
        ui.add_space(8.0);
        if big_button(ui, "Settings").clicked() {
            menu.settings_open = true;
        }
        // A page cannot close its tab: on the web, leaving is the browser's business.
        if cfg!(not(target_arch = "wasm32")) {
            ui.add_space(8.0);
            if big_button(ui, "Quit").clicked() {
                exit.write(AppExit::Success);
            }
        }
        if let Some(notice) = menu.notice.clone() {
            ui.add_space(24.0);
            ui.colored_label(egui::Color32::from_rgb(255, 190, 120), notice);
            if ui.button("OK").clicked() {
                menu.notice = None;
            }
        }
    });
    settings_window(ctx, &mut menu, &mut settings, &data);
    Ok(())
}

/// The settings window, shared by every screen.
pub fn settings_window(
    ctx: &egui::Context,
    menu: &mut MenuState,
    settings: &mut Settings,
    data: &DataDir,
) {
    if !menu.settings_open {
        return;
    }
    let before = settings.clone();
    egui::Window::new("Settings")
        .open(&mut menu.settings_open)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.add(
                egui::Slider::new(&mut settings.animation_speed, 0.0..=4.0)
                    .text("Animation speed (0 = instant)"),
            );
            ui.add(
                egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).text("Effects volume"),
            );
            ui.add(egui::Slider::new(&mut settings.music_volume, 0.0..=1.0).text("Music volume"));
            ui.checkbox(
                &mut settings.auto_forced_moves,
                "Play forced moves automatically (Backgammon)",
            );
            ui.checkbox(
                &mut settings.pit_counts_always,
                "Show every pit's count (Chisolo; off: on hover)",
            );
        });
    if *settings != before
        && let Err(e) = crate::app::settings::save_settings(data, settings)
    {
        warn!("settings not saved: {e}");
    }
}

/// The seeds for new matches: different each time, unless a demo fixes them.
fn fresh_seed() -> u64 {
    // The system's random source works on the web too, where the clock of `std` does not.
    getrandom::u64().unwrap_or_else(|_| {
        let now = bevy::platform::time::Instant::now();
        now.elapsed().as_nanos() as u64 ^ 0x5DEE_CE66_D1CE_B00C
    })
}

fn setup(
    mut contexts: EguiContexts,
    mut setup: ResMut<MatchSetup>,
    theme: Res<Theme>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    menu_card("setup", egui::Align2::CENTER_CENTER, egui::Vec2::ZERO, 246)
        .fixed_size(egui::vec2(980.0, 520.0))
        .show(ctx, |ui| {
            ui.heading(egui::RichText::new("New game").size(34.0));
            ui.add_space(10.0);
            ui.columns(2, |cols| {
                let ui = &mut cols[0];
                ui.label(egui::RichText::new("Game").strong().size(18.0));
                let games = crate::session::registry::all();
                for g in &games {
                    if ui.radio(setup.game == g.name, g.title).clicked() && setup.game != g.name {
                        setup.game = g.name.to_string();
                        setup.preset = g.presets[0].to_string();
                        setup.options.clear();
                        let n = setup.seats.len().clamp(*g.seats.start(), *g.seats.end());
                        setup.seats.resize(n, SeatKind::Computer(Level::Medium));
                    }
                }
                for coming in crate::session::registry::COMING {
                    ui.add_enabled(false, egui::RadioButton::new(false, format!("{coming} (coming)")));
                }
                let game = crate::session::registry::find(&setup.game).unwrap_or_else(|_| crate::session::registry::all().remove(0));
                ui.add_space(12.0);
                ui.label(egui::RichText::new("Rules").strong().size(18.0));
                egui::ComboBox::from_label("Preset")
                    .selected_text(preset_label(&setup.preset))
                    .show_ui(ui, |ui| {
                        for p in game.presets {
                            if ui.selectable_label(setup.preset == *p, preset_label(p)).clicked() {
                                setup.preset = p.to_string();
                                setup.options.clear();
                            }
                        }
                    });
                if setup.game == Yut::NAME {
                    yut_options(ui, &mut setup);
                }
                if setup.game == Chisolo::NAME {
                    chisolo_options(ui, &mut setup);
                }
                if setup.game == Malefiz::NAME {
                    malefiz_options(ui, &mut setup);
                }

                let ui = &mut cols[1];
                ui.label(egui::RichText::new("Players").strong().size(18.0));
                let mut count = setup.seats.len();
                ui.horizontal(|ui| {
                    for n in game.seats.clone() {
                        ui.radio_value(&mut count, n, format!("{n}"));
                    }
                });
                setup.seats.resize(count, SeatKind::Computer(Level::Medium));
                // Partners are a Yut rule; in the other games everyone plays alone.
                let setup_is_yut = setup.game == Yut::NAME;
                for (i, seat) in setup.seats.iter_mut().enumerate() {
                    ui.horizontal(|ui| {
                        let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                        ui.painter().circle_filled(rect.center(), 8.0, egui_colour(theme.side_colour(i)));
                        let team = if count == 4 && setup_is_yut {
                            if i % 2 == 0 { " (team A)" } else { " (team B)" }
                        } else {
                            ""
                        };
                        ui.label(format!("{}{team}", SEAT_NAMES[i]));
                        ui.radio_value(seat, SeatKind::Human, "Person");
                        for level in Level::ALL {
                            ui.radio_value(seat, SeatKind::Computer(level), level.label());
                        }
                    });
                }
                if count == 4 && setup_is_yut {
                    ui.weak("With four, partners sit opposite: Red & Green against Blue & Orange. A player may move the partner's pieces.");
                }
            });
            ui.add_space(20.0);
            ui.horizontal(|ui| {
                if big_button(ui, "Back").clicked() {
                    next.set(Screen::Title);
                }
                let check = crate::session::registry::find(&setup.game).and_then(|g| (g.check)(&setup));
                match check {
                    Ok(_) => {
                        if big_button(ui, "Start").clicked() {
                            setup.seed = fresh_seed();
                            next.set(Screen::Playing);
                        }
                    }
                    Err(e) => {
                        ui.colored_label(egui::Color32::LIGHT_RED, e);
                    }
                }
            });
        });
    Ok(())
}

fn preset_label(p: &str) -> &str {
    match p {
        "encyclopedia-sticks" => "Encyclopedia (sticks)",
        "encyclopedia-dice" => "Encyclopedia (dice)",
        "modern" => "Modern",
        "standard" => "Standard (gammons count)",
        "single-points" => "Single points (no gammons)",
        "natatu" => "Natatu (Ila, Northern Rhodesia)",
        "encyclopedia" => "Encyclopedia",
        "guarded-start" => "Guarded start (rows 1 and 3 kept free)",
        other => other,
    }
}

/// The Yut options on top of the preset.
fn yut_options(ui: &mut egui::Ui, setup: &mut MatchSetup) {
    let Ok(current) = setup.game_options::<Yut>() else {
        return;
    };
    let mut set = |key: &str, value: String| {
        setup.options.retain(|(k, _)| k != key);
        setup.options.push((key.to_string(), value));
    };
    let mut throw = current.throw;
    ui.horizontal(|ui| {
        ui.label("Throw:");
        ui.radio_value(&mut throw, tabula_yut::ThrowModel::Sticks, "sticks");
        ui.radio_value(&mut throw, tabula_yut::ThrowModel::Dice, "dice");
    });
    if throw != current.throw {
        set(
            "throw",
            if throw == tabula_yut::ThrowModel::Dice {
                "dice"
            } else {
                "sticks"
            }
            .into(),
        );
    }
    let mut back_do = current.back_do;
    if ui
        .checkbox(&mut back_do, "Back-do (marked stick alone steps back)")
        .changed()
    {
        set("back_do", if back_do { "on" } else { "off" }.into());
    }
    let mut optional = current.shortcut == tabula_yut::Shortcut::Optional;
    if ui
        .checkbox(&mut optional, "Shortcut at corners is optional")
        .changed()
    {
        set(
            "shortcut",
            if optional { "optional" } else { "forced" }.into(),
        );
    }
    let mut modern = current.centre_rule == tabula_yut::CentreRule::Modern;
    if ui.checkbox(&mut modern, "Modern centre rule").changed() {
        set(
            "centre_rule",
            if modern { "modern" } else { "encyclopedia" }.into(),
        );
    }
    let mut pieces = current.pieces.unwrap_or(0);
    ui.horizontal(|ui| {
        ui.label("Pieces per side:");
        ui.radio_value(&mut pieces, 0, "usual");
        for n in 1..=5u8 {
            ui.radio_value(&mut pieces, n, format!("{n}"));
        }
    });
    if Some(pieces) != current.pieces && !(pieces == 0 && current.pieces.is_none()) {
        if pieces == 0 {
            setup.options.retain(|(k, _)| k != "pieces");
        } else {
            setup.options.retain(|(k, _)| k != "pieces");
            setup.options.push(("pieces".into(), pieces.to_string()));
        }
    }
}

/// The Chisolo options on top of the preset.
fn chisolo_options(ui: &mut egui::Ui, setup: &mut MatchSetup) {
    let Ok(current) = setup.game_options::<Chisolo>() else {
        return;
    };
    let mut set = |key: &str, value: String| {
        setup.options.retain(|(k, _)| k != key);
        setup.options.push((key.to_string(), value));
    };
    let mut columns = current.columns;
    ui.horizontal(|ui| {
        ui.label("Holes per row:");
        for n in tabula_chisolo::COLUMNS {
            ui.radio_value(&mut columns, n, format!("{n}"));
        }
    });
    if columns != current.columns {
        set("columns", columns.to_string());
    }
    let mut mirrored = current.setup == SetupRule::Mirrored;
    if ui
        .checkbox(&mut mirrored, "Mirrored setup (front row 0 0 1 2 3 3 3)")
        .changed()
    {
        set(
            "setup",
            if mirrored { "mirrored" } else { "standard" }.into(),
        );
    }
    let mut front = current.capture == CaptureRule::FrontRequired;
    if ui
        .checkbox(
            &mut front,
            "Capture only when the opponent's front hole holds counters",
        )
        .changed()
    {
        set(
            "capture",
            if front { "front_required" } else { "seed" }.into(),
        );
    }
}

/// The Malefiz option on top of the preset: where a moved barricade may not go.
fn malefiz_options(ui: &mut egui::Ui, setup: &mut MatchSetup) {
    let Ok(current) = setup.game_options::<Malefiz>() else {
        return;
    };
    let mut rows = current.barricade_rows;
    ui.label("A moved barricade may not go to:");
    ui.horizontal(|ui| {
        ui.radio_value(&mut rows, 1, "row 1");
        ui.radio_value(&mut rows, 2, "rows 1 and 3");
    });
    if rows != current.barricade_rows {
        setup.options.retain(|(k, _)| k != "barricade_rows");
        setup
            .options
            .push(("barricade_rows".into(), rows.to_string()));
    }
}

fn results(
    mut contexts: EguiContexts,
    menu: Res<MenuState>,
    hud: Res<crate::ui::hud::HudInfo>,
    mut setup: ResMut<MatchSetup>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    // A window over the final board, so the end position stays in view.
    let ctx = contexts.ctx_mut()?;
    menu_card(
        "results",
        egui::Align2::RIGHT_CENTER,
        egui::vec2(-30.0, 0.0),
        235,
    )
    .show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading(egui::RichText::new("Game over").size(44.0));
            ui.add_space(16.0);
            if let Some((outcome, moves)) = menu.last_outcome {
                let names: Vec<&str> = outcome
                    .winners
                    .iter()
                    .map(|s| SEAT_NAMES[s.index() % 4])
                    .collect();
                let who = if outcome.is_draw() {
                    "A draw".to_string()
                } else {
                    format!(
                        "{} {}",
                        names.join(" & "),
                        if names.len() > 1 { "win" } else { "wins" }
                    )
                };
                ui.label(
                    egui::RichText::new(who)
                        .size(32.0)
                        .color(egui::Color32::from_rgb(255, 220, 150)),
                );
                if !hud.result.is_empty() {
                    ui.label(egui::RichText::new(&hud.result).size(22.0));
                }
                ui.label(format!("{moves} actions played"));
            }
            ui.add_space(30.0);
            if big_button(ui, "Rematch").clicked() {
                setup.seed = fresh_seed();
                next.set(Screen::Playing);
            }
            ui.add_space(8.0);
            if big_button(ui, "New game").clicked() {
                next.set(Screen::Setup);
            }
            ui.add_space(8.0);
            if big_button(ui, "Title").clicked() {
                next.set(Screen::Title);
            }
        })
    });
    Ok(())
}
