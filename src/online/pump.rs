//! The online side's systems: the player's requests handed to the server, what the server
//! says read into [`Online`], a lost connection tried again, and the match started once a
//! room is full.

use crate::app::idle::StayAwake;
use crate::app::screens::Screen;
use crate::app::settings::Settings;
use crate::app::storage::DataDir;
use crate::online::error::OnlineError;
use crate::online::kept::{self, KeptSeat};
use crate::online::link::{Link, LinkEvent};
use crate::online::session::{
    ChatLine, Connection, Entering, Online, OnlineRequest, Room, Socket, Waker,
};
use crate::session::match_flow::{MatchOver, ResumeRequest};
use bevy::prelude::*;
use tabula_protocol::{
    Actor, ClientMessage, DecodeError, Ending, RequestError, RoomCode, RoomView, ServerMessage,
};
use tabula_table::{MatchSetup, SeatKind};

/// A contribution to the dice of a verifiable room: any number of the player's.
fn contribution() -> u64 {
    getrandom::u64().unwrap_or(0x7ab_u64)
}

/// Hands the player's requests to the server, reads what the server says into
/// [`Online`], reconnects a lost connection, and starts the match once a room is full.
pub fn pump(
    mut socket: NonSendMut<Socket>,
    mut online: ResMut<Online>,
    mut requests: MessageReader<OnlineRequest>,
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    data: Res<DataDir>,
    waker: Option<Res<Waker>>,
    mut setup: ResMut<MatchSetup>,
    mut resume: ResMut<ResumeRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut over: MessageWriter<MatchOver>,
    mut awake: ResMut<StayAwake>,
) {
    let now = time.elapsed_secs_f64();
    let name = settings.online_name.trim().to_string();
    for request in requests.read() {
        ask(&mut online, &mut socket, request.clone(), &name);
    }
    if socket.0.is_none() {
        let due = match online.connection {
            Connection::Reconnecting { at, .. } => now >= at,
            _ => !online.outbox.is_empty(),
        };
        if due {
            online.open(&mut socket, waker.as_deref(), now);
        }
    }
    let mut heard = false;
    while let Some(event) = socket.0.as_ref().and_then(Link::next) {
        heard = true;
        match event {
            LinkEvent::Opened => {
                let hello = ClientMessage::Hello {
                    client: format!("tabula {}", env!("CARGO_PKG_VERSION")),
                };
                if let Some(link) = &mut socket.0 {
                    link.send(&hello);
                }
            }
            LinkEvent::Message(message) => hear(&mut online, message, &name, &data, now),
            LinkEvent::Unreadable(DecodeError::OtherVersion { .. }) => {
                online.error = Some(OnlineError::OtherVersion);
                online.close();
            }
            LinkEvent::Unreadable(e) => warn!("the server sent what is not read: {e}"),
            LinkEvent::Closed(why) => online.lost(&mut socket, why, now),
        }
        if online.connection == Connection::Closed {
            socket.0 = None;
        }
    }
    if matches!(online.connection, Connection::Reconnecting { .. }) {
        // The next attempt is due on a timer, not on an event.
        heard = true;
    }
    start_when_full(&mut online, &mut setup, &mut resume, &mut next);
    end_when_ended(&mut online, &mut over, &mut next);
    if heard {
        awake.0 = true;
    }
}

/// Sends what the frame had to say, once the connection is open; closes a connection no
/// longer wanted.
pub fn flush(mut socket: NonSendMut<Socket>, mut online: ResMut<Online>) {
    if online.connection == Connection::Open
        && let Some(link) = &mut socket.0
    {
        for message in std::mem::take(&mut online.outbox) {
            link.send(&message);
        }
    }
    if online.connection == Connection::Closed && online.outbox.is_empty() {
        socket.0 = None;
    }
}

fn ask(online: &mut Online, socket: &mut Socket, request: OnlineRequest, name: &str) {
    let in_room = online.room.is_some();
    match request {
        OnlineRequest::Create(room) => {
            online.close();
            socket.0 = None;
            online.error = None;
            online.entering = Some(Entering::Creating);
            online.send(ClientMessage::CreateRoom { room });
        }
        OnlineRequest::Join(code) => {
            online.close();
            socket.0 = None;
            online.error = None;
            online.entering = Some(Entering::Joining);
            online.send(join(code, name));
        }
        OnlineRequest::Watch(code) => {
            online.close();
            socket.0 = None;
            online.error = None;
            online.entering = Some(Entering::Watching);
            online.send(ClientMessage::Watch { code });
        }
        OnlineRequest::Return(kept) => {
            online.close();
            socket.0 = None;
            online.error = None;
            online.server = kept.server.clone();
            online.send(ClientMessage::Return {
                code: kept.code,
                token: kept.token,
                // No version of the room: the room comes whole.
                seen: u64::MAX,
            });
            online.entering = Some(Entering::Returning(kept));
        }
        OnlineRequest::Leave => {
            if in_room
                && online.connection == Connection::Open
                && let Some(link) = &mut socket.0
            {
                link.send(&ClientMessage::Leave);
            }
            online.close();
            socket.0 = None;
        }
        _ if !in_room => {}
        OnlineRequest::Chat(text) => online.send(ClientMessage::Chat { text }),
        OnlineRequest::AskTakeBack => online.send(ClientMessage::AskTakeBack),
        OnlineRequest::AnswerTakeBack(agree) => {
            online.send(ClientMessage::AnswerTakeBack { agree });
        }
        OnlineRequest::Resign => online.send(ClientMessage::Resign),
        OnlineRequest::Rematch => online.send(ClientMessage::Rematch {
            seed: contribution(),
        }),
        OnlineRequest::Claim => online.send(ClientMessage::Claim),
    }
}

fn join(code: RoomCode, name: &str) -> ClientMessage {
    ClientMessage::Join {
        code,
        seat: None,
        name: name.to_string(),
        seed: contribution(),
    }
}

/// What the server said, into [`Online`].
fn hear(online: &mut Online, message: ServerMessage, name: &str, data: &DataDir, now: f64) {
    match message {
        ServerMessage::Welcome { .. } => {
            online.connection = Connection::Open;
            online.attempts = 0;
            // Back after a lost connection: the seat (or the watching) again, and what
            // was missed, before anything else.
            if let Some(room) = &online.room {
                let code = room.view.code;
                let again = match room.token {
                    Some(token) => ClientMessage::Return {
                        code,
                        token,
                        seen: room.view.version,
                    },
                    None => ClientMessage::Watch { code },
                };
                online.outbox.insert(0, again);
            }
        }
        ServerMessage::Created { code } => {
            online.entering = Some(Entering::Joining);
            online.send(join(code, name));
        }
        ServerMessage::Seated { token, .. } => {
            if let Some(Entering::Joining) = online.entering {
                online.entering = Some(Entering::Seated(token));
            }
        }
        ServerMessage::Room(view) => enter_room(online, *view, data, now),
        ServerMessage::Accepted {
            version,
            action,
            by,
        } => {
            // The match goes on: what was refused before is no longer news.
            online.error = None;
            let Some(room) = &mut online.room else { return };
            let own = room.view.you.is_some() && by == Actor::Seat(room.view.you.unwrap_or(0));
            if own && room.sent.front() == Some(&action) {
                room.sent.pop_front();
            } else if !room.sent.is_empty() {
                // Something came before the player's own move: the board goes back to
                // the server's.
                room.sent.clear();
                room.whole = true;
            }
            room.view.actions.push(action);
            room.view.version = version;
            room.throw_sent = None;
            room.take_back_asked = None;
        }
        ServerMessage::Refused { refusal } => {
            info!("the referee refused a move: {refusal}");
            if let Some(room) = &mut online.room {
                room.sent.clear();
                room.whole = true;
                room.throw_sent = None;
            }
            online.error = Some(OnlineError::MoveRefused(refusal.to_string()));
        }
        ServerMessage::Rejected { error } => rejected(online, error, data),
        ServerMessage::TakeBackAsked { by } => {
            if let Some(room) = &mut online.room {
                room.take_back_asked = Some(by);
            }
        }
        ServerMessage::TakenBack { version, actions } => {
            if let Some(room) = &mut online.room {
                room.view.actions.truncate(actions);
                room.view.version = version;
                room.sent.clear();
                room.whole = true;
                room.take_back_asked = None;
            }
        }
        ServerMessage::TakeBackDeclined { .. } => {
            if let Some(room) = &mut online.room {
                room.take_back_asked = None;
            }
        }
        ServerMessage::Chat { from, seat, text } => online.chat.push(ChatLine { from, seat, text }),
        ServerMessage::Presence { seat, online: on } => {
            if let Some(room) = &mut online.room
                && let Some(s) = room.view.seats.get_mut(seat)
            {
                s.online = on;
                room.gone_since[seat] = (!on).then_some(now);
                if on {
                    room.away.retain(|a| *a != seat);
                }
            }
        }
        ServerMessage::Ended { end, dice } => {
            if let Some(room) = &mut online.room {
                room.view.end = Some(end);
                room.view.dice = dice;
                room.rematch_asked.clear();
                room.away.clear();
                let code = room.view.code;
                kept::forget(data, &online.server, code);
            }
        }
        ServerMessage::RematchAsked { by } => {
            if let Some(room) = &mut online.room
                && !room.rematch_asked.contains(&by)
            {
                room.rematch_asked.push(by);
            }
        }
        ServerMessage::Away { seats } => {
            if let Some(room) = &mut online.room {
                room.away = seats;
            }
        }
        ServerMessage::Pong { .. } => {}
        ServerMessage::Goodbye { reason } => {
            online.error = Some(OnlineError::SentAway(reason));
            online.close();
        }
    }
}

fn enter_room(online: &mut Online, view: RoomView, data: &DataDir, now: f64) {
    let token = match (&online.entering, &online.room) {
        (Some(Entering::Returning(kept)), _) => Some(kept.token),
        (Some(Entering::Seated(token)), _) => Some(*token),
        (_, Some(room)) if room.view.code == view.code => room.token,
        _ => None,
    };
    if view.end.is_some() {
        kept::forget(data, &online.server, view.code);
    } else if let (Some(token), Some(seat)) = (token, view.you) {
        kept::keep(
            data,
            &KeptSeat {
                server: online.server.clone(),
                code: view.code,
                seat,
                token,
                game: view.setup.game.clone(),
            },
        );
    }
    online.entering = None;
    let earlier = online.room.as_ref().filter(|r| r.view.code == view.code);
    let earlier_gone = earlier.map(|r| r.gone_since.clone());
    let started = earlier.and_then(|r| r.started);
    let end_told = earlier.is_some_and(|r| r.end_told && r.view.round == view.round);
    let mut room = Room::new(view, token, now);
    room.own = online
        .computer_plays
        .map_or(SeatKind::Person, SeatKind::Computer);
    room.started = started;
    room.end_told = end_told;
    // A room seen before keeps since when its people are gone.
    if let Some(before) = earlier_gone {
        for (gone, was) in room.gone_since.iter_mut().zip(before) {
            if gone.is_some() && was.is_some() {
                *gone = was;
            }
        }
    }
    online.room = Some(room);
}

fn rejected(online: &mut Online, error: RequestError, data: &DataDir) {
    info!("the server refused a request: {error}");
    match error {
        // The board changed under a request: it is put back as the server has it.
        RequestError::Stale { .. } | RequestError::NotYourTurn => {
            if let Some(room) = &mut online.room {
                room.sent.clear();
                room.whole = true;
                room.throw_sent = None;
            }
            return;
        }
        RequestError::WrongToken => {
            if let Some(Entering::Returning(kept)) = &online.entering {
                kept::forget(data, &kept.server, kept.code);
            }
            online.close();
        }
        RequestError::UnknownRoom
        | RequestError::NoFreeSeat
        | RequestError::SeatTaken
        | RequestError::BadName
        | RequestError::BadRoom(_)
            if online.room.is_none() =>
        {
            online.close();
        }
        _ => {}
    }
    online.error = Some(OnlineError::Refused(error));
}

/// A room whose every seat is taken starts its match (a rematch, the next one).
fn start_when_full(
    online: &mut Online,
    setup: &mut MatchSetup,
    resume: &mut ResumeRequest,
    next: &mut NextState<Screen>,
) {
    let Some(room) = &mut online.room else { return };
    if !room.is_full() || room.started == Some(room.view.round) {
        return;
    }
    room.started = Some(room.view.round);
    room.whole = false;
    room.sent.clear();
    *setup = room.local_setup();
    resume.0 = Some(room.saved());
    next.set(Screen::Playing);
}

/// A match ended by a resignation or a claim (no rule ends it on the board) goes to the
/// results; one ended by the rules gets there as every match does.
fn end_when_ended(
    online: &mut Online,
    over: &mut MessageWriter<MatchOver>,
    next: &mut NextState<Screen>,
) {
    let Some(room) = &mut online.room else { return };
    let Some(end) = &room.view.end else { return };
    if end.ending != Ending::Played && room.started == Some(room.view.round) && !room.end_told {
        room.end_told = true;
        over.write(MatchOver(end.outcome));
        next.set(Screen::Results);
    }
}
