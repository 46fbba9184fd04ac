//! The results, in the panel beside the final board: who won, and what next.

use super::flow::{MenuState, fresh_seed};
use super::setup::joined;
use crate::app::layout::ScreenLayout;
use crate::app::screens::Screen;
use crate::app::storage::DataDir;
use crate::locale::Texts;
use crate::online::{Online, OnlineRequest};
use crate::session::match_flow::{AnalyseWhenWatched, FinishedMatch, ReplayRequest};
use crate::session::records::keep_record;
use crate::session::registry::Games;
use crate::theme::SeatNames;
use crate::ui::palette;
use crate::ui::panel::HudInfo;
use crate::ui::style::big_button;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use tabula_table::{MatchSetup, SavedMatch};

pub fn results(
    mut contexts: EguiContexts,
    menu: Res<MenuState>,
    hud: Res<HudInfo>,
    names: Res<SeatNames>,
    mut setup: ResMut<MatchSetup>,
    layout: Res<ScreenLayout>,
    mut next: ResMut<NextState<Screen>>,
    texts: Res<Texts>,
    finished: Res<FinishedMatch>,
    games: Res<Games>,
    data: Res<DataDir>,
    (mut watch, mut analyse): (ResMut<ReplayRequest>, ResMut<AnalyseWhenWatched>),
    mut kept: Local<Option<String>>,
    (online, mut online_requests): (Res<Online>, MessageWriter<OnlineRequest>),
) -> Result {
    if finished.is_changed() {
        *kept = None;
    }
    // In the panel's place, so the final board stays in view whole.
    let ctx = contexts.ctx_mut()?;
    let panel = layout.panel_points();
    egui::Area::new(egui::Id::new("results"))
        .fixed_pos(egui::pos2(panel.min.x, panel.min.y))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(palette::RESULTS_CARD)
                .inner_margin(egui::Margin::symmetric(12, 20))
                .show(ui, |ui| {
                    let inner = egui::vec2(panel.width() - 24.0, panel.height() - 40.0);
                    ui.set_min_size(inner);
                    ui.set_max_size(inner);
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        ui.vertical_centered(|ui| {
                            ui.heading(egui::RichText::new(texts.get("game-over")).size(36.0));
                            ui.add_space(16.0);
                            if let Some(outcome) = menu.last_outcome {
                                let names: Vec<&str> =
                                    outcome.winners.iter().map(|s| names.of(s)).collect();
                                let who = if outcome.is_draw() {
                                    texts.get("draw")
                                } else {
                                    let count = names.len() as i64;
                                    let names =
                                        joined(&texts, "partners-and", &names).unwrap_or_default();
                                    texts.with(
                                        "wins",
                                        &[("names", names.into()), ("count", count.into())],
                                    )
                                };
                                ui.label(
                                    egui::RichText::new(who).size(28.0).color(palette::WINNER),
                                );
                                if !hud.result.is_empty() {
                                    ui.label(egui::RichText::new(&hud.result).size(22.0));
                                }
                            }
                            ui.add_space(30.0);
                            // Online, a rematch is asked of the room: it starts when every
                            // player has asked, with the seats moved one place on.
                            if let Some(room) = &online.room {
                                for by in &room.rematch_asked {
                                    let name =
                                        room.view.seats[*by].name.clone().unwrap_or_default();
                                    ui.label(
                                        texts
                                            .with("online-rematch-asked", &[("name", name.into())]),
                                    );
                                }
                                let asked = room
                                    .view
                                    .you
                                    .is_some_and(|you| room.rematch_asked.contains(&you));
                                if room.view.you.is_some()
                                    && ui
                                        .add_enabled(
                                            !asked,
                                            egui::Button::new(
                                                egui::RichText::new(texts.get("rematch"))
                                                    .size(22.0),
                                            )
                                            .min_size(egui::vec2(260.0, 44.0)),
                                        )
                                        .clicked()
                                {
                                    online_requests.write(OnlineRequest::Rematch);
                                }
                            } else if big_button(ui, &texts.get("rematch")).clicked() {
                                setup.seed = fresh_seed();
                                next.set(Screen::Playing);
                            }
                            ui.add_space(8.0);
                            if big_button(ui, &texts.get("new-game")).clicked() {
                                next.set(Screen::Setup);
                            }
                            ui.add_space(8.0);
                            if big_button(ui, &texts.get("title-screen")).clicked() {
                                next.set(Screen::Title);
                            }
                            if let Some(saved) = &finished.0 {
                                ui.add_space(16.0);
                                if ui.button(texts.get("watch-again")).clicked() {
                                    watch.0 = Some(saved.clone());
                                    next.set(Screen::Playing);
                                }
                                let analyses = games
                                    .find(&saved.setup.game)
                                    .is_ok_and(|g| g.can_analyse(saved));
                                if analyses && ui.button(texts.get("analyse-match")).clicked() {
                                    watch.0 = Some(saved.clone());
                                    analyse.0 = true;
                                    next.set(Screen::Playing);
                                }
                                if let Some(message) =
                                    record_button(ui, saved, &games, &names, &data, &texts)
                                {
                                    *kept = Some(message);
                                }
                                if let Some(message) = &*kept {
                                    ui.weak(message);
                                }
                            }
                        })
                    });
                });
        });
    Ok(())
}

/// "Save the game record" for a match whose game keeps records; what became of it, once
/// pressed.
pub(super) fn record_button(
    ui: &mut egui::Ui,
    saved: &SavedMatch,
    games: &Games,
    names: &SeatNames,
    data: &DataDir,
    texts: &Texts,
) -> Option<String> {
    let game = games.find(&saved.setup.game).ok()?;
    let seat_names: Vec<&str> = (0..saved.setup.seats.len())
        .map(|i| names.of(tabula_core::Seat(i as u8)))
        .collect();
    let record = game.record(saved, &seat_names)?;
    let label = texts.with(
        "keep-record",
        &[("ext", record.as_ref().map_or("", |r| r.extension).into())],
    );
    if !ui.button(label).clicked() {
        return None;
    }
    Some(
        match record.and_then(|r| keep_record(data, &saved.setup.game, &r)) {
            Ok(place) => texts.with("record-kept", &[("where", place.into())]),
            Err(why) => texts.with("record-failed", &[("why", why.to_string().into())]),
        },
    )
}
