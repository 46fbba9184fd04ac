//! The in-game HUD (egui): whose turn, pending throws, each side's pieces, the move log in
//! words, the throw button, banners, rules help. It shows what the game's view put in
//! [`HudInfo`] and knows nothing of any game.

use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::board::animation::BannerMessage;
use crate::session::match_flow::ThrowPressed;
use crate::session::setup::{MatchSetup, SeatKind};
use crate::ui::settings::{OpenWindows, settings_window};
use crate::ui::style::{StyledSystems, egui_colour};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet, EguiPrimaryContextPass, egui};
use tabula_core::Seat;

/// The HUD's width in logical pixels (the board view leaves this strip free).
pub const HUD_WIDTH: f32 = 300.0;

/// One side's line in the HUD.
#[derive(Clone, Debug)]
pub struct SideLine {
    pub name: String,
    pub colour: Color,
    pub detail: String,
    pub to_move: bool,
}

/// A button a game's view asks for (undo, confirm, a choice), reported as its command.
#[derive(Clone, Debug)]
pub struct HudButton {
    pub command: HudCommand,
    pub label: String,
    pub enabled: bool,
}

/// A view's HUD button was pressed: what it asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudCommand {
    /// Play what the person has chosen.
    Confirm,
    /// Take back the last step of a turn still being built.
    Undo,
    /// Pick the n-th of the ways the view offers (e.g. a sowing direction).
    Choose(u8),
}

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
            (keep_keys_for_the_board
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass)
                .run_if(in_state(Screen::Playing)),),
        )
        .add_systems(
            EguiPrimaryContextPass,
            hud.run_if(in_state(Screen::Playing)).in_set(StyledSystems),
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

fn hud(
    mut contexts: EguiContexts,
    info: Res<HudInfo>,
    banner: Res<Banner>,
    time: Res<Time>,
    mut throw: MessageWriter<ThrowPressed>,
    mut commands: MessageWriter<HudCommand>,
    mut open: ResMut<OpenWindows>,
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
                                    commands.write(b.command);
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
                            open.rules = !open.rules;
                        }
                        if ui.button("Settings").clicked() {
                            open.settings = !open.settings;
                        }
                        if ui.button("Leave (saved)").clicked() {
                            next.set(Screen::Title);
                        }
                    });
                });
        });
    if open.rules {
        egui::Window::new("Rules")
            .open(&mut open.rules)
            .default_width(420.0)
            .show(ctx, |ui| {
                ui.label(&info.rules);
            });
    }
    settings_window(ctx, &mut open, &mut settings, &data);
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
    use crate::ui::style::text_font_definitions;

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
}
