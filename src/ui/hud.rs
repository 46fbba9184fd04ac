//! The in-game HUD (egui): whose turn, pending throws, each side's pieces, the move log in
//! words, the throw button, banners, rules help. It shows what the game's view put in
//! [`HudInfo`] and knows nothing of any game.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::board::animation::BannerMessage;
use crate::session::match_flow::ThrowPressed;
use crate::session::setup::{MatchSetup, SeatKind};
use crate::ui::menus::{MenuState, settings_window};
use bevy::prelude::*;
use bevy_egui::{
    EguiContext, EguiContexts, EguiInput, EguiPreUpdateSet, EguiPrimaryContextPass, egui,
};
use std::sync::Arc;
use tabula_core::Seat;

/// The HUD's width in logical pixels (the board view leaves this strip free).
pub const HUD_WIDTH: f32 = 300.0;

/// The colour names of the seats, matching the theme's side colours.
pub const SEAT_NAMES: [&str; 4] = ["Red", "Blue", "Green", "Orange"];

/// A seat's name as players see it.
pub fn seat_colour_name(seat: Seat) -> String {
    SEAT_NAMES[seat.index() % 4].to_string()
}

/// One side's line in the HUD.
#[derive(Clone, Debug)]
pub struct SideLine {
    pub name: String,
    pub colour: Color,
    pub detail: String,
    pub to_move: bool,
}

/// A button a game's view asks for (undo, confirm), reported as a [`HudCommand`].
#[derive(Clone, Debug)]
pub struct HudButton {
    pub id: &'static str,
    pub label: String,
    pub enabled: bool,
}

/// A view's HUD button was pressed.
#[derive(Message, Clone, Copy, Debug)]
pub struct HudCommand(pub &'static str);

/// What the HUD shows, filled by the game's view.
#[derive(Resource, Default, Debug)]
pub struct HudInfo {
    pub title: String,
    pub turn_line: String,
    pub turn_colour: Option<Color>,
    pub pending: Vec<String>,
    /// What the pending items are ("Dice to play:"); "Throws to spend:" when empty.
    pub pending_label: String,
    pub can_throw: bool,
    /// The throw button's label; empty for a game without throws (no button, no throws).
    pub throw_label: String,
    /// The view's own buttons, under the throw button.
    pub buttons: Vec<HudButton>,
    pub sides: Vec<SideLine>,
    pub hint: String,
    pub log: Vec<String>,
    pub rules: String,
    /// How the match ended, in the game's terms (a gammon), for the results screen.
    pub result: String,
}

/// The banner on show and until when.
#[derive(Resource, Default)]
struct Banner {
    text: String,
    until: f64,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<HudInfo>()
        .init_resource::<Banner>()
        // A new match starts from a blank HUD, whichever game the last one was.
        .add_systems(OnEnter(Screen::Playing), |mut info: ResMut<HudInfo>| {
            *info = HudInfo::default();
        })
        .add_systems(Update, take_banners)
        .add_systems(
            PreUpdate,
            (
                text_fonts
                    .after(EguiPreUpdateSet::InitContexts)
                    .before(EguiPreUpdateSet::BeginPass),
                keep_keys_for_the_board
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass)
                    .run_if(in_state(Screen::Playing)),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (warm_style, hud.run_if(in_state(Screen::Playing))).chain(),
        );
}

/// In play, Tab, arrows, Enter and Space belong to the board (choose, play, throw), so
/// egui never sees them: it would move its focus with Tab and arrows and press the focused
/// button with Enter or Space. On the computer's turn every HUD button before "Rules" is
/// disabled, so a slow frame that took Tab and Enter together opened the rules (seen in the
/// browser test).
fn keep_keys_for_the_board(mut inputs: Query<&mut EguiInput>) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| !is_board_key(event));
    }
}

fn is_board_key(event: &egui::Event) -> bool {
    use egui::Key;
    matches!(
        event,
        egui::Event::Key {
            key: Key::Tab
                | Key::Enter
                | Key::Space
                | Key::ArrowLeft
                | Key::ArrowRight
                | Key::ArrowUp
                | Key::ArrowDown,
            ..
        }
    )
}

/// egui's Ubuntu Light for all text, without its monospace and two emoji fonts: 1 MB the
/// web build would download for glyphs the game never shows (a test below checks Ubuntu
/// Light has every letter the game writes). Installed before a context's first pass, which
/// on the web would otherwise have no font at all.
fn text_fonts(mut added: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut added {
        ctx.get_mut().set_fonts(text_font_definitions());
    }
}

fn text_font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        TEXT_FONT.to_owned(),
        Arc::new(egui::FontData::from_static(
            epaint_default_fonts::UBUNTU_LIGHT,
        )),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec![TEXT_FONT.to_owned()]);
    }
    fonts
}

const TEXT_FONT: &str = "Ubuntu-Light";

/// Ink on wood: egui's dark look, tinted warm, with light text and larger type.
fn warm_style(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut visuals = egui::Visuals::dark();
    visuals.override_text_color = Some(egui::Color32::from_rgb(240, 226, 200));
    visuals.panel_fill = egui::Color32::from_rgb(44, 31, 21);
    visuals.window_fill = egui::Color32::from_rgb(52, 37, 25);
    visuals.extreme_bg_color = egui::Color32::from_rgb(30, 21, 14);
    visuals.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(96, 66, 40);
    visuals.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(128, 88, 52);
    visuals.widgets.active.weak_bg_fill = egui::Color32::from_rgb(150, 104, 60);
    visuals.selection.bg_fill = egui::Color32::from_rgb(170, 110, 50);
    ctx.set_visuals(visuals);
    ctx.global_style_mut(|style| {
        for (text_style, font) in style.text_styles.iter_mut() {
            font.size = match text_style {
                egui::TextStyle::Heading => 24.0,
                egui::TextStyle::Small => 12.0,
                _ => 15.0,
            };
        }
    });
    *done = true;
    Ok(())
}

fn take_banners(
    mut messages: MessageReader<BannerMessage>,
    mut banner: ResMut<Banner>,
    time: Res<Time>,
) {
    for m in messages.read() {
        banner.text = m.0.clone();
        banner.until = time.elapsed_secs_f64() + 1.4;
    }
}

/// Who sits in a seat, as the panel says it: "player" or "computer, hard".
pub fn seat_who(setup: &MatchSetup, s: Seat) -> String {
    match setup.seats[s.index()] {
        SeatKind::Human => "player".to_string(),
        SeatKind::Computer(l) => format!("computer, {}", l.label().to_lowercase()),
    }
}

pub fn egui_colour(c: Color) -> egui::Color32 {
    let [r, g, b, _] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgb(r, g, b)
}

fn hud(
    mut contexts: EguiContexts,
    info: Res<HudInfo>,
    banner: Res<Banner>,
    time: Res<Time>,
    mut throw: MessageWriter<ThrowPressed>,
    mut commands: MessageWriter<HudCommand>,
    mut menu: ResMut<MenuState>,
    mut settings: ResMut<Settings>,
    data: Res<DataDir>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // An area, not a panel over a full-window Ui: egui must claim the pointer only where the
    // HUD is, or clicks on the board never reach the pieces.
    let screen = ctx.viewport_rect();
    let size = egui::vec2(HUD_WIDTH, screen.height());
    egui::Area::new(egui::Id::new("hud"))
        .fixed_pos(egui::pos2(screen.max.x - HUD_WIDTH, screen.min.y))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(44, 31, 21))
                .inner_margin(egui::Margin::symmetric(10, 6))
                .show(ui, |ui| {
                    ui.set_min_size(size - egui::vec2(20.0, 12.0));
                    ui.set_max_width(HUD_WIDTH - 20.0);
                    ui.add_space(6.0);
                    ui.heading(&info.title);
                    ui.separator();
                    let colour = info
                        .turn_colour
                        .map(egui_colour)
                        .unwrap_or(egui::Color32::WHITE);
                    ui.label(
                        egui::RichText::new(&info.turn_line)
                            .strong()
                            .size(17.0)
                            .color(colour),
                    );
                    // A game without throws (Chisolo) leaves the throw label empty.
                    let throws = !info.throw_label.is_empty();
                    ui.add_space(4.0);
                    if throws {
                        ui.horizontal_wrapped(|ui| {
                            ui.label(if info.pending_label.is_empty() {
                                "Throws to spend:"
                            } else {
                                &info.pending_label
                            });
                            if info.pending.is_empty() {
                                ui.weak("none");
                            }
                            for p in &info.pending {
                                ui.label(
                                    egui::RichText::new(p)
                                        .strong()
                                        .background_color(egui::Color32::from_rgb(90, 64, 40)),
                                );
                            }
                        });
                        ui.add_space(4.0);
                        let button =
                            egui::Button::new(egui::RichText::new(&info.throw_label).size(18.0))
                                .min_size(egui::vec2(280.0, 36.0));
                        if ui.add_enabled(info.can_throw, button).clicked() {
                            throw.write(ThrowPressed);
                        }
                    }
                    if !info.buttons.is_empty() {
                        ui.horizontal(|ui| {
                            for b in &info.buttons {
                                let button =
                                    egui::Button::new(&b.label).min_size(egui::vec2(136.0, 28.0));
                                if ui.add_enabled(b.enabled, button).clicked() {
                                    commands.write(HudCommand(b.id));
                                }
                            }
                        });
                    }
                    if !info.hint.is_empty() {
                        ui.weak(&info.hint);
                    }
                    ui.separator();
                    for side in &info.sides {
                        ui.horizontal(|ui| {
                            let (rect, _) = ui
                                .allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter().circle_filled(
                                rect.center(),
                                7.0,
                                egui_colour(side.colour),
                            );
                            let name = egui::RichText::new(&side.name);
                            ui.label(if side.to_move { name.strong() } else { name });
                        });
                        ui.weak(format!("    {}", side.detail));
                    }
                    ui.separator();
                    ui.label(egui::RichText::new("Moves").strong());
                    egui::ScrollArea::vertical()
                        .max_height((ui.available_height() - 40.0).max(80.0))
                        .stick_to_bottom(true)
                        .show(ui, |ui| {
                            for (i, line) in info.log.iter().enumerate() {
                                ui.label(format!("{:>3}. {line}", i + 1));
                            }
                        });
                    ui.horizontal(|ui| {
                        if ui.button("Rules").clicked() {
                            menu.rules_open = !menu.rules_open;
                        }
                        if ui.button("Settings").clicked() {
                            menu.settings_open = !menu.settings_open;
                        }
                        if ui.button("Leave (saved)").clicked() {
                            next.set(Screen::Title);
                        }
                    });
                });
        });
    if menu.rules_open {
        egui::Window::new("Rules")
            .open(&mut menu.rules_open)
            .default_width(420.0)
            .show(ctx, |ui| {
                ui.label(&info.rules);
            });
    }
    settings_window(ctx, &mut menu, &mut settings, &data);
    if time.elapsed_secs_f64() < banner.until {
        egui::Area::new(egui::Id::new("banner"))
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(-150.0, 24.0))
            .interactable(false)
            .show(ctx, |ui| {
                // The area remembers its last width; a banner must never wrap to fit it.
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                egui::Frame::new()
                    .fill(egui::Color32::from_rgba_unmultiplied(40, 26, 14, 220))
                    .corner_radius(10.0)
                    .inner_margin(egui::Margin::symmetric(22, 10))
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new(&banner.text)
                                .size(28.0)
                                .color(egui::Color32::from_rgb(255, 236, 200)),
                        );
                    });
            });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skrifa::MetadataProvider;

    /// A HUD like the one on the computer's turn: a disabled button, then "Rules". One frame
    /// that holds Tab and Enter (a slow frame in the browser) opens the rules when egui sees
    /// the keys, and does not once the board keeps them.
    #[test]
    fn board_keys_never_press_a_hud_button() {
        let rules_opened = |keep_keys_for_the_board: bool| {
            let ctx = egui::Context::default();
            ctx.set_fonts(text_font_definitions());
            let key = |key| egui::Event::Key {
                key,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers: egui::Modifiers::NONE,
            };
            let mut opened = false;
            for keys in [vec![], vec![key(egui::Key::Tab), key(egui::Key::Enter)]] {
                let mut input = egui::RawInput {
                    events: keys,
                    ..Default::default()
                };
                if keep_keys_for_the_board {
                    input.events.retain(|event| !is_board_key(event));
                }
                let mut output = ctx.run_ui(input, |ui| {
                    ui.add_enabled(false, egui::Button::new("Throw"));
                    opened |= ui.button("Rules").clicked();
                });
                // Nothing draws here; egui checks that its texture updates were taken.
                output.textures_delta.clear();
            }
            opened
        };
        assert!(rules_opened(false), "egui presses Rules with Tab and Enter");
        assert!(!rules_opened(true), "the board's keys pressed Rules");
    }

    /// Every letter in the app's strings is in Ubuntu Light, the font the game writes with:
    /// egui would draw a box for one that is not, and the emoji fonts that covered more are
    /// left out.
    #[test]
    fn the_text_font_has_every_letter_the_game_writes() {
        let mut folders = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        let mut files = Vec::new();
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("a folder of src/") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    folders.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        let mut letters = std::collections::BTreeSet::new();
        for file in files {
            let text = std::fs::read_to_string(file).expect("text");
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                // What stands between quotes.
                letters.extend(line.split('"').skip(1).step_by(2).flat_map(str::chars));
            }
        }
        assert!(
            letters.contains(&'\u{b7}') && letters.contains(&'\u{411}'),
            "the scan reads the strings"
        );
        let fonts = text_font_definitions();
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            assert_eq!(fonts.families[&family], [TEXT_FONT], "{family:?}");
        }
        let ubuntu = skrifa::FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).expect("a font");
        let map = ubuntu.charmap();
        let missing: String = letters
            .into_iter()
            .filter(|c| map.map(*c).is_none())
            .collect();
        assert!(
            missing.is_empty(),
            "Ubuntu Light has no glyph for {missing:?}"
        );
    }
}
