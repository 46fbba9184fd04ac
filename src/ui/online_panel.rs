//! The panel's part for an online match: who holds each seat and whether they are
//! connected, the player's own connection coming back, a player away too long (and the
//! claim the server then offers), a take-back to answer, resigning. The panel draws it
//! under the sides. Its plugin names the seats' holders for every game's lines and keeps
//! the away clock ticking.

use crate::app::idle::TickEvery;
use crate::app::screens::Screen;
use crate::locale::Texts;
use crate::online::session::Connection;
use crate::online::{Online, OnlineError, OnlineRequest, OnlineSystems};
use crate::theme::{Holder, SeatNames};
use crate::ui::palette;
use crate::ui::style::{finger_wide, notice_box};
use bevy::prelude::*;
use bevy_egui::egui;
use tabula_core::Seat;
use tabula_protocol::SeatPlan;

pub fn online_section(
    ui: &mut egui::Ui,
    online: &mut Online,
    (names, now): (&SeatNames, f64),
    texts: &Texts,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    room_lines(ui, online, (names, now), texts, requests);
    chat(ui, online, texts, requests);
}

/// The people in the room, the connection, and what the player may do about the match.
fn room_lines(
    ui: &mut egui::Ui,
    online: &Online,
    (names, now): (&SeatNames, f64),
    texts: &Texts,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let Some(room) = &online.room else { return };
    let width = ui.available_width();
    if let Connection::Reconnecting { .. } | Connection::Opening = online.connection {
        notice_box(
            ui,
            width,
            egui::RichText::new(texts.get("online-reconnecting")).strong(),
        );
    }
    if let Some(error) = &online.error {
        error_line(ui, error, &online.server, texts);
    }
    for (i, seat) in room.view.seats.iter().enumerate() {
        if seat.plan != SeatPlan::Person {
            continue;
        }
        let name = seat.name.clone().unwrap_or_default();
        let state = if room.view.you == Some(i) {
            texts.get("online-you")
        } else if seat.online {
            texts.get("online-connected")
        } else {
            texts.get("online-disconnected")
        };
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(10.0, 10.0), egui::Sense::hover());
            let dot = if seat.online {
                palette::ONLINE
            } else {
                palette::OFFLINE
            };
            ui.painter().circle_filled(rect.center(), 5.0, dot);
            ui.label(format!("{}: {name} · {state}", names.of(Seat(i as u8))));
        });
        if let (Some(since), None) = (room.gone_since[i], &room.view.end) {
            let gone = (now - since).max(0.0) as u64;
            let clock = format!("{}:{:02}", gone / 60, gone % 60);
            ui.weak(texts.with(
                "online-away",
                &[("name", name.into()), ("time", clock.into())],
            ));
        }
    }
    let seated = room.view.you.is_some();
    if !seated || room.view.end.is_some() {
        return;
    }
    if !room.away.is_empty() && ui.button(texts.get("online-claim")).clicked() {
        requests.write(OnlineRequest::Claim);
    }
    if let Some(by) = room.take_back_asked
        && Some(by) != room.view.you
    {
        let who = names.of(Seat(by as u8)).to_string();
        ui.label(texts.with("online-take-back-asked", &[("name", who.into())]));
        ui.horizontal(|ui| {
            if ui.button(texts.get("online-accept")).clicked() {
                requests.write(OnlineRequest::AnswerTakeBack(true));
            }
            if ui.button(texts.get("online-decline")).clicked() {
                requests.write(OnlineRequest::AnswerTakeBack(false));
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        if room.view.setup.take_backs
            && room.take_back_asked.is_none()
            && ui.button(texts.get("online-ask-take-back")).clicked()
        {
            requests.write(OnlineRequest::AskTakeBack);
        }
        if ui.button(texts.get("online-resign")).clicked() {
            requests.write(OnlineRequest::Resign);
        }
    });
}

/// What went wrong online, in a sentence.
pub fn error_line(ui: &mut egui::Ui, error: &OnlineError, server: &str, texts: &Texts) {
    let text = texts.with(
        error.message_id(),
        &[
            ("server", server.to_string().into()),
            ("detail", error.detail().into()),
        ],
    );
    notice_box(ui, ui.available_width(), egui::RichText::new(text));
}

/// The key under which egui keeps where the chat's line was last drawn.
pub fn chat_field_id() -> egui::Id {
    egui::Id::new("tabula-chat-field")
}

/// The key under which egui keeps where the chat's Send button was last drawn.
pub fn chat_send_id() -> egui::Id {
    egui::Id::new("tabula-chat-send")
}

/// How many chat lines the panel shows (the latest).
const CHAT_LINES: usize = 6;

/// The latest chat lines and a line to write: Enter or its Send button sends it.
fn chat(
    ui: &mut egui::Ui,
    online: &mut Online,
    texts: &Texts,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    for line in online.chat.iter().rev().take(CHAT_LINES).rev() {
        ui.label(egui::RichText::new(format!("{}: {}", line.from, line.text)).color(palette::CHAT));
    }
    // A phone's keyboard sends no Enter to the page: the button sends the line there.
    let (response, send) = ui
        .allocate_ui_with_layout(
            egui::vec2(ui.available_width(), ui.spacing().interact_size.y),
            egui::Layout::right_to_left(egui::Align::Center),
            |ui| {
                let send = ui.add(
                    egui::Button::new(texts.get("online-chat-send")).min_size(finger_wide(ui)),
                );
                let field = egui::TextEdit::singleline(&mut online.draft)
                    .hint_text(texts.get("online-chat-hint"))
                    .char_limit(tabula_protocol::MAX_CHAT_CHARS)
                    .desired_width(ui.available_width());
                (ui.add(field), send)
            },
        )
        .inner;
    // Where the line and its button are, for the page's test to write and send.
    ui.ctx().data_mut(|d| {
        d.insert_temp(chat_field_id(), response.rect);
        d.insert_temp(chat_send_id(), send.rect);
    });
    let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    if entered || send.clicked() {
        let text = std::mem::take(&mut online.draft);
        if !text.trim().is_empty() {
            requests.write(OnlineRequest::Chat(text));
        }
        response.request_focus();
    }
    online.typing = response.has_focus();
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            name_the_holders.after(OnlineSystems::Hear),
            tick_while_someone_is_away.run_if(in_state(Screen::Playing)),
        ),
    );
}

/// The seats' holders as the room names them (the panel's lines say "Blue (Bo)"); none
/// outside a room.
fn name_the_holders(online: Res<Online>, mut names: ResMut<SeatNames>) {
    if !online.is_changed() {
        return;
    }
    let mut holders: [Holder; 4] = Default::default();
    if let Some(room) = &online.room {
        for (holder, seat) in holders.iter_mut().zip(&room.view.seats) {
            *holder = match (&seat.plan, &seat.name) {
                (SeatPlan::Computer(level), _) => Holder::Computer(*level),
                (SeatPlan::Person, Some(name)) => Holder::Person(name.clone()),
                (SeatPlan::Person, None) => Holder::Unknown,
            };
        }
    }
    if names.holders != holders {
        names.holders = holders;
    }
}

/// While a player is away the panel counts how long, so a waiting game ticks each second.
fn tick_while_someone_is_away(online: Res<Online>, tick: Option<ResMut<TickEvery>>) {
    let counting = online
        .room
        .as_ref()
        .is_some_and(|room| room.view.end.is_none() && room.gone_since.iter().any(Option::is_some));
    if counting && let Some(mut tick) = tick {
        tick.0 = Some(std::time::Duration::from_secs(1));
    }
}
