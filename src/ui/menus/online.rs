//! The online screen: the player's name and the server, a room to create from the setup
//! (the game and rules chosen there, each seat a friend or the computer) or to join by its
//! code; then the waiting room, with the code, the link to send and who has come. The
//! match starts by itself when every seat is taken (`online::session`).

use crate::app::screens::Screen;
use crate::app::settings::{Settings, save_settings};
use crate::app::storage::DataDir;
use crate::locale::Texts;
use crate::online::{Invitation, Online, OnlineRequest, Room};
use crate::session::registry::Games;
use crate::theme::SeatNames;
use crate::ui::online_panel::error_line;
use crate::ui::palette;
use crate::ui::style::{big_button, menu_card};
use crate::ui::words::level_id;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use tabula_core::Seat;
use tabula_protocol::{RoomCode, RoomSetup, SeatPlan};
use tabula_table::{Level, MatchSetup, SeatKind, VariantArray};

/// What the form holds between frames.
#[derive(Default)]
pub struct OnlineForm {
    code: String,
    copied: Option<String>,
}

/// A room's code as a web address of the server: the page's own on the web.
pub fn join_link(server: &str, code: RoomCode) -> String {
    let server = server.trim().trim_end_matches('/');
    let base = match server.split_once("://") {
        Some(("wss", rest)) => format!("https://{}", rest.trim_end_matches("/ws")),
        Some(("ws", rest)) => format!("http://{}", rest.trim_end_matches("/ws")),
        Some(_) => server.to_string(),
        None => format!("http://{server}"),
    };
    code.link(&base)
}

/// The room the setup describes, its seats as the player set them.
pub fn room_setup(setup: &MatchSetup) -> RoomSetup {
    RoomSetup {
        game: setup.game.clone(),
        preset: setup.preset.clone(),
        options: setup.options.clone(),
        seats: setup
            .seats
            .iter()
            .map(|s| match s {
                SeatKind::Computer(level) => SeatPlan::Computer(*level),
                SeatKind::Person | SeatKind::Remote => SeatPlan::Person,
            })
            .collect(),
        take_backs: setup.take_backs,
        verifiable: None,
    }
}

pub fn online_screen(
    mut contexts: EguiContexts,
    online: Res<Online>,
    mut requests: MessageWriter<OnlineRequest>,
    mut settings: ResMut<Settings>,
    mut setup: ResMut<MatchSetup>,
    games: Res<Games>,
    names: Res<SeatNames>,
    data: Res<DataDir>,
    texts: Res<Texts>,
    mut next: ResMut<NextState<Screen>>,
    mut form: Local<OnlineForm>,
    mut invitation: ResMut<Invitation>,
) -> Result {
    // A link's room, for a player still to give a name (`online::answer_invitation`
    // took it otherwise).
    if let Some(code) = invitation.0.take() {
        form.code = code.to_string();
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect().size();
    let size = egui::vec2((screen.x - 60.0).min(560.0), (screen.y - 60.0).min(640.0));
    menu_card("online", egui::Align2::CENTER_CENTER, egui::Vec2::ZERO, 240)
        .fixed_size(size)
        .show(ctx, |ui| {
            ui.set_max_width(size.x);
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(room) = &online.room {
                        waiting_room(ui, room, &online, &names, &texts, &mut form, &mut requests);
                        return;
                    }
                    ui.heading(egui::RichText::new(texts.get("online-title")).size(30.0));
                    ui.add_space(8.0);
                    if let Some(error) = &online.error {
                        error_line(ui, error, &online.server, &texts);
                    }
                    if online.connection != crate::online::session::Connection::Closed {
                        ui.label(texts.get("online-connecting"));
                    }
                    ui.label(egui::RichText::new(texts.get("online-name")).strong());
                    let name = ui.text_edit_singleline(&mut settings.online_name);
                    ui.weak(texts.get("online-name-explain"));
                    if name.lost_focus()
                        && let Err(e) = save_settings(&data, &settings)
                    {
                        warn!("the name was not kept: {e}");
                    }
                    ui.add_space(10.0);
                    ui.separator();
                    create_form(ui, &mut setup, &games, &names, &texts);
                    let has_name = !settings.online_name.trim().is_empty();
                    if ui
                        .add_enabled(
                            has_name,
                            egui::Button::new(
                                egui::RichText::new(texts.get("online-create")).size(20.0),
                            ),
                        )
                        .clicked()
                    {
                        requests.write(OnlineRequest::Create(room_setup(&setup)));
                    }
                    ui.add_space(10.0);
                    ui.separator();
                    ui.label(egui::RichText::new(texts.get("online-join-code")).strong());
                    ui.horizontal(|ui| {
                        ui.add(egui::TextEdit::singleline(&mut form.code).desired_width(120.0));
                        let code = RoomCode::parse(&form.code).ok();
                        if ui
                            .add_enabled(
                                has_name && code.is_some(),
                                egui::Button::new(texts.get("online-join")),
                            )
                            .clicked()
                            && let Some(code) = code
                        {
                            requests.write(OnlineRequest::Join(code));
                        }
                        if ui
                            .add_enabled(
                                code.is_some(),
                                egui::Button::new(texts.get("online-watch")),
                            )
                            .clicked()
                            && let Some(code) = code
                        {
                            requests.write(OnlineRequest::Watch(code));
                        }
                    });
                    ui.add_space(10.0);
                    ui.separator();
                    ui.label(egui::RichText::new(texts.get("online-server")).strong());
                    let mut server = online.server.clone();
                    if ui.text_edit_singleline(&mut server).lost_focus() {
                        settings.server = Some(server.clone());
                        if let Err(e) = save_settings(&data, &settings) {
                            warn!("the server was not kept: {e}");
                        }
                    }
                    ui.add_space(16.0);
                    if big_button(ui, &texts.get("back")).clicked() {
                        next.set(Screen::Title);
                    }
                });
        });
    Ok(())
}

/// The game and rules from the setup, and each seat a friend or the computer.
fn create_form(
    ui: &mut egui::Ui,
    setup: &mut MatchSetup,
    games: &Games,
    names: &SeatNames,
    texts: &Texts,
) {
    let Ok(game) = games.find(&setup.game) else {
        return;
    };
    let info = game.info();
    let preset = info.preset(&setup.preset).unwrap_or(info.default_preset());
    ui.label(
        egui::RichText::new(format!(
            "{} · {}",
            texts.game_title(info),
            texts.preset_label(info, preset)
        ))
        .strong(),
    );
    ui.weak(texts.get("online-create-explain"));
    for i in 0..setup.seats.len() {
        let seat = &mut setup.seats[i];
        let words = |kind: &SeatKind| match kind {
            SeatKind::Computer(level) => texts.with(
                "online-seat-computer",
                &[("level", texts.get(level_id(*level, true)).into())],
            ),
            SeatKind::Person | SeatKind::Remote => texts.get("online-seat-friend"),
        };
        ui.horizontal(|ui| {
            ui.label(names.of(Seat(i as u8)));
            egui::ComboBox::from_id_salt(("online-seat", i))
                .selected_text(words(seat))
                .show_ui(ui, |ui| {
                    let mut kinds = vec![SeatKind::Person];
                    kinds.extend(Level::VARIANTS.iter().map(|l| SeatKind::Computer(*l)));
                    for kind in kinds {
                        let text = words(&kind);
                        ui.selectable_value(seat, kind, text);
                    }
                });
        });
    }
}

fn waiting_room(
    ui: &mut egui::Ui,
    room: &Room,
    online: &Online,
    names: &SeatNames,
    texts: &Texts,
    form: &mut OnlineForm,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    ui.heading(egui::RichText::new(texts.get("online-waiting-title")).size(30.0));
    ui.add_space(8.0);
    if let Some(error) = &online.error {
        error_line(ui, error, &online.server, texts);
    }
    let code = room.view.code;
    ui.label(
        egui::RichText::new(texts.with("online-code", &[("code", code.to_string().into())]))
            .size(34.0)
            .strong()
            .color(palette::TITLE),
    );
    let link = join_link(&online.server, code);
    ui.monospace(&link);
    if ui.button(texts.get("online-copy-link")).clicked() {
        ui.ctx().copy_text(link.clone());
        form.copied = Some(link);
    }
    if let Some(copied) = &form.copied {
        ui.weak(texts.with("online-link-copied", &[("link", copied.clone().into())]));
    }
    ui.add_space(10.0);
    for (i, seat) in room.view.seats.iter().enumerate() {
        let who = match (&seat.name, seat.plan) {
            (_, SeatPlan::Computer(level)) => texts.with(
                "online-seat-computer",
                &[("level", texts.get(level_id(level, true)).into())],
            ),
            (Some(name), _) if room.view.you == Some(i) => {
                format!("{name} ({})", texts.get("online-you"))
            }
            (Some(name), _) => name.clone(),
            (None, _) => texts.get("online-seat-free"),
        };
        ui.label(format!("{}: {who}", names.of(Seat(i as u8))));
    }
    ui.add_space(8.0);
    ui.weak(texts.get("online-starts-when-full"));
    ui.add_space(16.0);
    if big_button(ui, &texts.get("online-leave")).clicked() {
        requests.write(OnlineRequest::Leave);
    }
}
