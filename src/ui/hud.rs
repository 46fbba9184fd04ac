//! The in-game HUD (egui): whose turn, pending throws, each side's pieces, the move log in
//! words, the throw button, banners, rules help. It shows what the game's view put in
//! [`HudInfo`] (`ui/panel.rs`) and knows nothing of any game.

use crate::app::layout::{PanelPlace, ScreenLayout};
use crate::app::screens::Screen;
use crate::board::animation::BannerMessage;
use crate::locale::Texts;
use crate::online::{Online, OnlineRequest};
use crate::session::match_flow::ThrowPressed;
use crate::theme::SeatNames;
use crate::ui::online_panel::online_section;
use crate::ui::palette;
use crate::ui::panel::{AnalysisPanel, HudCommand, HudInfo, LessonCard};
use crate::ui::rules_book::RulesBook;
use crate::ui::settings::OpenWindows;
use crate::ui::style::{
    StyledSystems, advice_box, big_button, egui_colour, finger_wide, notice_box,
};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};
use tabula_table::MatchSetup;

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
                keep_keys_for_the_board
                    .after(EguiPreUpdateSet::ProcessInput)
                    .before(EguiPreUpdateSet::BeginPass)
                    .run_if(in_state(Screen::Playing)),
                typing_takes_the_keys
                    .after(bevy::input::InputSystems)
                    .run_if(in_state(Screen::Playing)),
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            hud.run_if(in_state(Screen::Playing)).in_set(StyledSystems),
        );
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

fn hud(
    mut contexts: EguiContexts,
    info: Res<HudInfo>,
    banner: Res<Banner>,
    time: Res<Time>,
    layout: Res<ScreenLayout>,
    keys: Res<ButtonInput<KeyCode>>,
    mut throw: MessageWriter<ThrowPressed>,
    mut commands: MessageWriter<HudCommand>,
    mut open: ResMut<OpenWindows>,
    mut next: ResMut<NextState<Screen>>,
    texts: Res<Texts>,
    (setup, mut book): (Res<MatchSetup>, ResMut<RulesBook>),
    (mut online, names, mut online_requests, real): (
        ResMut<Online>,
        Res<SeatNames>,
        MessageWriter<OnlineRequest>,
        Res<Time<Real>>,
    ),
) -> Result {
    // The online clocks run on real time, as the online side keeps them.
    let now = real.elapsed_secs_f64();
    let ctx = contexts.ctx_mut()?;
    if keys.just_pressed(KeyCode::Escape) {
        // Esc closes what is open, else opens the pause menu.
        if open.settings || book.is_open() {
            open.settings = false;
            book.close();
        } else {
            open.pause = !open.pause;
        }
    }
    // An area, not a panel over a full-window Ui: egui must claim the pointer only where the
    // HUD is, or clicks on the board never reach the pieces.
    let panel = layout.panel_points();
    let sheet = layout.panel == PanelPlace::Bottom;
    let panel_rect = egui::Rect::from_min_max(
        egui::pos2(panel.min.x, panel.min.y),
        egui::pos2(panel.max.x, panel.max.y),
    );
    egui::Area::new(egui::Id::new("hud"))
        .fixed_pos(panel_rect.min)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(palette::PANEL)
                .inner_margin(egui::Margin::symmetric(10, 6))
                .show(ui, |ui| {
                    let inner = panel_rect.size() - egui::vec2(20.0, 12.0);
                    ui.set_min_size(inner);
                    ui.set_max_size(inner);
                    if sheet {
                        // A short sheet scrolls as a whole; the log shows its last lines.
                        egui::ScrollArea::vertical()
                            .id_salt("sheet")
                            .show(ui, |ui| {
                                panel_contents(
                                    ui,
                                    &info,
                                    true,
                                    &mut throw,
                                    &mut commands,
                                    &mut open,
                                    &texts,
                                    (&mut online, (&names, now), &mut online_requests),
                                );
                            });
                    } else {
                        panel_contents(
                            ui,
                            &info,
                            false,
                            &mut throw,
                            &mut commands,
                            &mut open,
                            &texts,
                            (&mut online, (&names, now), &mut online_requests),
                        );
                    }
                });
        });
    // The banner stands over the foot of the panel, where the move log is (the same news
    // is written there): never over the board, the title or the buttons.
    if time.elapsed_secs_f64() < banner.until {
        egui::Area::new(egui::Id::new("banner"))
            .pivot(egui::Align2::LEFT_BOTTOM)
            .fixed_pos(panel_rect.left_bottom() + egui::vec2(6.0, -6.0 - MENU_ROW))
            .order(egui::Order::Foreground)
            .interactable(false)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(palette::BANNER)
                    .corner_radius(8.0)
                    .inner_margin(egui::Margin::symmetric(12, 8))
                    .show(ui, |ui| {
                        ui.set_width(panel_rect.width() - 36.0);
                        ui.label(
                            egui::RichText::new(&banner.text)
                                .size(24.0)
                                .color(palette::BANNER_TEXT),
                        );
                    });
            });
    }
    if open.pause {
        let mut keep = true;
        egui::Window::new(texts.get("paused"))
            .id(egui::Id::new("paused"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    if big_button(ui, &texts.get("resume")).clicked() {
                        keep = false;
                    }
                    if big_button(ui, &texts.get("settings")).clicked() {
                        open.settings = true;
                        keep = false;
                    }
                    if big_button(ui, &texts.get("rules")).clicked() {
                        open.rules = true;
                        keep = false;
                    }
                    if big_button(ui, &texts.get("leave-saved")).clicked() {
                        keep = false;
                        next.set(Screen::Title);
                    }
                });
            });
        open.pause &= keep;
    }
    // The panel's and the pause menu's Rules open (or close) the rules book on this match.
    if open.rules {
        open.rules = false;
        if book.is_open() {
            book.close();
        } else {
            book.open(setup.clone());
        }
    }
    Ok(())
}

/// What the panel holds, top to bottom. As a short sheet (`sheet`) its menu buttons come
/// first, where no scrolling hides them, and the log shows its last few lines.
fn panel_contents(
    ui: &mut egui::Ui,
    info: &HudInfo,
    sheet: bool,
    throw: &mut MessageWriter<ThrowPressed>,
    commands: &mut MessageWriter<HudCommand>,
    open: &mut OpenWindows,
    texts: &Texts,
    (online, (names, now), online_requests): (
        &mut Online,
        (&SeatNames, f64),
        &mut MessageWriter<OnlineRequest>,
    ),
) {
    let width = ui.available_width();
    if sheet {
        menu_buttons(ui, open, texts);
    }
    ui.add_space(6.0);
    ui.heading(&info.title);
    if !info.status.is_empty() {
        ui.label(egui::RichText::new(&info.status).strong());
    }
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
    if let Some(why) = &info.why_not {
        notice_box(ui, width, egui::RichText::new(&why.text));
    }
    if let Some(card) = &info.lesson {
        lesson_card(ui, card, width, commands, texts);
    }
    if let Some((shown, total)) = info.replay {
        replay_controls(ui, shown, total, width, commands, texts);
    }
    if let Some(analysis) = &info.analysis {
        analysis_status(ui, analysis, width, commands, texts);
    }
    // A game without throws (Chisolo) leaves the throw label empty; a replay has none.
    let throws = !info.throw_label.is_empty() && info.replay.is_none();
    ui.add_space(4.0);
    if throws {
        ui.horizontal_wrapped(|ui| {
            ui.label(if info.pending_label.is_empty() {
                texts.get("throws-to-spend")
            } else {
                info.pending_label.clone()
            });
            if info.pending.is_empty() {
                ui.weak(texts.get("none"));
            }
            for p in &info.pending {
                ui.label(
                    egui::RichText::new(p)
                        .strong()
                        .background_color(palette::PENDING),
                );
            }
        });
        ui.add_space(4.0);
        let button = egui::Button::new(egui::RichText::new(&info.throw_label).size(18.0))
            .min_size(egui::vec2(width, 36.0));
        if ui.add_enabled(info.can_throw, button).clicked() {
            throw.write(ThrowPressed);
        }
    }
    if !info.buttons.is_empty() {
        ui.horizontal_wrapped(|ui| {
            let each =
                (width - 8.0 * (info.buttons.len() as f32 - 1.0)) / info.buttons.len() as f32;
            for b in &info.buttons {
                let button = egui::Button::new(&b.label).min_size(egui::vec2(each, 28.0));
                if ui.add_enabled(b.enabled, button).clicked() {
                    commands.write(b.command);
                }
            }
        });
    }
    if info.can_take_back {
        let button = egui::Button::new(texts.get("take-back")).min_size(egui::vec2(width, 28.0));
        if ui.add(button).clicked() {
            commands.write(HudCommand::TakeBack);
        }
    }
    if info.can_hint {
        let button = egui::Button::new(texts.get("hint-button")).min_size(egui::vec2(width, 28.0));
        if ui.add(button).clicked() {
            commands.write(HudCommand::Hint);
        }
    }
    if !info.hint.is_empty() {
        ui.weak(&info.hint);
    }
    if !info.advice.is_empty() {
        advice_box(ui, width, &info.advice);
    }
    ui.separator();
    // An analysis names the players over its figures: the sides give it their room.
    let analysed = matches!(info.analysis, Some(AnalysisPanel::Ready(_)));
    for side in info.sides.iter().filter(|_| sheet || !analysed) {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 7.0, egui_colour(side.colour));
            let name = egui::RichText::new(&side.name);
            ui.label(if side.to_move { name.strong() } else { name });
        });
        ui.weak(format!("    {}", side.detail));
    }
    if online.in_room() {
        ui.separator();
        online_section(ui, online, (names, now), texts, online_requests);
    }
    ui.separator();
    let row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let log_height = if sheet { 5.0 * row } else { f32::INFINITY };
    // The log takes what is left above the menu's buttons (a sheet scrolls instead): no
    // room for its heading and a line, no log; the lesson's card comes first.
    let heading = row + 2.0;
    let room = if sheet {
        log_height
    } else {
        (ui.available_height() - MENU_ROW - heading).min(log_height)
    };
    if room < row {
        menu_buttons(ui, open, texts);
        return;
    }
    // An analysed match shows its analysis where the log was.
    let in_view = egui::Id::new("analysis-brought-into-view");
    if let Some(AnalysisPanel::Ready(shown)) = &info.analysis {
        // In a sheet, the analysis fills the sheet once scrolled to: a nested scroll area
        // is otherwise squeezed into what is left of the sheet's view below the rest. The
        // sheet scrolls to it once, when it is done: it comes below what the person sees.
        let room = if sheet {
            ui.clip_rect().height()
        } else {
            ui.available_height() - MENU_ROW
        };
        if sheet && !ui.ctx().data_mut(|d| d.get_temp(in_view).unwrap_or(false)) {
            ui.ctx().data_mut(|d| d.insert_temp(in_view, true));
            ui.scroll_to_cursor_animation(
                Some(egui::Align::TOP),
                egui::style::ScrollAnimation::none(),
            );
        }
        analysis_view(ui, shown, width, room, commands, texts);
        if !sheet {
            menu_buttons(ui, open, texts);
        }
        return;
    }
    ui.ctx().data_mut(|d| d.remove::<bool>(in_view));
    ui.label(egui::RichText::new(texts.get("moves")).strong());
    // Whole entries only: the log is as high as the last entries that fit, so once it is
    // scrolled to the bottom no half line shows at its top.
    let lines: Vec<String> = info
        .log
        .iter()
        .enumerate()
        .map(|(i, line)| format!("{:>3}. {line}", i + 1))
        .collect();
    let font = egui::TextStyle::Body.resolve(ui.style());
    let mut fit = 0.0;
    for line in lines.iter().rev() {
        let height = ui.ctx().fonts_mut(|f| {
            f.layout(line.clone(), font.clone(), egui::Color32::WHITE, width)
                .size()
                .y
        }) + ui.spacing().item_spacing.y;
        if fit + height > room {
            break;
        }
        fit += height;
    }
    egui::ScrollArea::vertical()
        .max_height(fit.max(row))
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.set_width(width);
            for line in lines {
                ui.label(line);
            }
        });
    if !sheet {
        menu_buttons(ui, open, texts);
    }
}

/// The height the panel keeps at its foot for the menu's buttons.
const MENU_ROW: f32 = 40.0;

/// The lesson's card: paper-coloured, above the turn's controls, so it is read first.
fn lesson_card(
    ui: &mut egui::Ui,
    card: &LessonCard,
    width: f32,
    commands: &mut MessageWriter<HudCommand>,
    texts: &Texts,
) {
    let ink = palette::LESSON_INK;
    egui::Frame::new()
        .fill(palette::LESSON_CARD)
        .stroke(egui::Stroke::new(2.0, palette::LESSON_EDGE))
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(8, 6))
        .show(ui, |ui| {
            ui.set_width(width - 16.0);
            if !card.step.is_empty() {
                ui.label(
                    egui::RichText::new(&card.step)
                        .size(13.0)
                        .color(ink)
                        .italics(),
                );
            }
            if !card.done.is_empty() {
                ui.label(egui::RichText::new(&card.done).size(16.0).color(ink));
            }
            if !card.refused.is_empty() {
                ui.label(
                    egui::RichText::new(&card.refused)
                        .size(16.0)
                        .strong()
                        .color(palette::REFUSED),
                );
            }
            if !card.next.is_empty() {
                ui.label(
                    egui::RichText::new(&card.next)
                        .size(17.0)
                        .strong()
                        .color(ink),
                );
            }
            if card.closable && ui.button(texts.get("lesson-close")).clicked() {
                commands.write(HudCommand::CloseLesson);
            }
        });
    ui.add_space(4.0);
}

/// The rules, the settings and the pause menu: each at least as wide as it is high (a
/// finger's width on a phone, where "Rules" alone was narrower).
fn menu_buttons(ui: &mut egui::Ui, open: &mut OpenWindows, texts: &Texts) {
    ui.horizontal(|ui| {
        let at_least = finger_wide(ui);
        let mut button = |id: &str| ui.add(egui::Button::new(texts.get(id)).min_size(at_least));
        if button("rules").clicked() {
            open.rules = !open.rules;
        }
        if button("settings").clicked() {
            open.settings = !open.settings;
        }
        if button("menu-esc").clicked() {
            open.pause = true;
        }
    });
}

mod analysis;
use analysis::{analysis_status, analysis_view};
mod replay;
use replay::replay_controls;
mod keys;
use keys::{keep_keys_for_the_board, typing_takes_the_keys};

#[cfg(test)]
mod tests;
