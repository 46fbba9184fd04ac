//! Being online, as data: the connection's state, the room the player is in as the server
//! tells it, and what waits to be said (the systems that keep it are in `pump.rs`). Knows no game: each
//! game's feed (`feed.rs`) keeps its match in step with [`Room::view`].

use crate::app::settings::Settings;
use crate::online::error::OnlineError;
use crate::online::kept::KeptSeat;
use crate::online::link::{Link, socket_url};
use bevy::prelude::*;
use std::collections::VecDeque;
use std::sync::Arc;
use tabula_protocol::{ClientMessage, RoomCode, RoomSetup, RoomView, SeatToken};
use tabula_table::{Level, MatchSetup, SavedMatch, SeatKind};

/// What the player asks of the online side: the menus' and the panel's buttons (and the
/// tests) send these.
#[derive(Message, Clone, Debug)]
pub enum OnlineRequest {
    /// Make a room and take its first free seat.
    Create(RoomSetup),
    /// Take a free seat in the room of this code.
    Join(RoomCode),
    Watch(RoomCode),
    /// Come back to a seat held before.
    Return(KeptSeat),
    Chat(String),
    AskTakeBack,
    AnswerTakeBack(bool),
    Resign,
    Rematch,
    /// End the match over players away too long.
    Claim,
    /// Leave the room; a seat stays the player's, to come back to from Continue.
    Leave,
}

/// The state of the connection.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Connection {
    /// None wanted.
    #[default]
    Closed,
    /// Connecting, or waiting for the server's welcome.
    Opening,
    Open,
    /// Lost while in a room: the next attempt at `at` (the app's elapsed seconds).
    Reconnecting {
        attempt: u32,
        at: f64,
    },
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    pub from: String,
    pub seat: Option<usize>,
    pub text: String,
}

/// The room the player is in, as the server last told it.
#[derive(Clone, Debug)]
pub struct Room {
    /// The room whole, kept up to date: every accepted action appended to its `actions`,
    /// its `version`, who is online, the end.
    pub view: RoomView,
    pub token: Option<SeatToken>,
    /// The player's own decisions played on the board and sent, not yet accepted.
    pub sent: VecDeque<String>,
    /// The board must be built afresh from `view` (the server's state differs from it).
    pub whole: bool,
    /// A throw asked for at this version (a second press waits for its answer).
    pub throw_sent: Option<u64>,
    /// How many actions the board had when it was last handed one of the server's (it
    /// refused it if it still has as many).
    pub fed_at: Option<usize>,
    /// The round whose match the app started.
    pub started: Option<u32>,
    /// The end of a resigned or claimed match was told to the app.
    pub end_told: bool,
    /// Seats away longer than the server waits.
    pub away: Vec<usize>,
    /// Since when (the app's elapsed seconds) each seat's person has been gone.
    pub gone_since: Vec<Option<f64>>,
    /// Who asks to take back, while they wait for the answer.
    pub take_back_asked: Option<usize>,
    pub rematch_asked: Vec<usize>,
    /// Who plays the player's seat here: the person, or (a windowless client) the computer.
    pub own: SeatKind,
}

impl Room {
    /// A room as the server shows it, entered now (`now`, the app's elapsed seconds: the
    /// people gone are counted gone from then).
    pub fn new(view: RoomView, token: Option<SeatToken>, now: f64) -> Room {
        Room {
            gone_since: view
                .seats
                .iter()
                .map(|s| (!s.online).then_some(now))
                .collect(),
            view,
            token,
            sent: VecDeque::new(),
            whole: true,
            throw_sent: None,
            fed_at: None,
            started: None,
            end_told: false,
            away: Vec::new(),
            take_back_asked: None,
            rematch_asked: Vec::new(),
            own: SeatKind::Person,
        }
    }

    /// Every seat is taken: the match is on (or over).
    pub fn is_full(&self) -> bool {
        self.view
            .seats
            .iter()
            .all(|s| s.name.is_some() || s.plan != tabula_protocol::SeatPlan::Person)
    }

    /// The match as this screen holds it: the player's seat played here (by the person,
    /// as a rule), every other a person elsewhere (the server plays its computers), chance
    /// from the server.
    pub fn local_setup(&self) -> MatchSetup {
        let mut setup = self.view.setup.clone();
        setup.seats = (0..setup.seats.len())
            .map(|i| {
                if self.view.you == Some(i) {
                    self.own
                } else {
                    SeatKind::Remote
                }
            })
            .collect();
        // Online, a take-back is asked of the opponent through the server.
        setup.take_backs = false;
        setup
    }

    /// The match so far, as the server accepted it.
    pub fn saved(&self) -> SavedMatch {
        SavedMatch::new(self.local_setup(), self.view.actions.clone())
    }
}

/// A room the player was invited to by a link (`/?join=CODE` on the web): the online
/// screen opens with its code.
#[derive(Resource, Default)]
pub struct Invitation(pub Option<RoomCode>);

/// Wakes the app when the connection brings something (the window's event loop; nothing
/// in the headless tests, which update all the time).
#[derive(Resource, Clone)]
pub struct Waker(pub Arc<dyn Fn() + Send + Sync>);

/// The connection itself: not a resource other threads may touch (the browser's
/// WebSocket lives on the page's thread), so the systems that use it run on the main one.
#[derive(Default)]
pub struct Socket(pub(super) Option<Link>);

/// The online side: the connection's state, the room, what is waiting to be said.
#[derive(Resource, Default)]
pub struct Online {
    /// The server, as the settings name it.
    pub server: String,
    pub connection: Connection,
    /// Attempts to reconnect since the connection was last open.
    pub(super) attempts: u32,
    pub room: Option<Room>,
    /// Waiting for the connection to open.
    pub(super) outbox: Vec<ClientMessage>,
    /// A room asked for and not yet entered: its code once known.
    pub(super) entering: Option<Entering>,
    pub chat: Vec<ChatLine>,
    /// The chat line being written, and whether the player is writing it (the board then
    /// hears no keys).
    pub draft: String,
    pub typing: bool,
    /// The last thing that went wrong, until the player moves on.
    pub error: Option<OnlineError>,
    /// The computer plays the player's seat (`tabula --online-computer`), at this level.
    pub computer_plays: Option<Level>,
}

#[derive(Clone, Debug)]
pub(super) enum Entering {
    Creating,
    Joining,
    /// Seated, with the seat's token; the room follows.
    Seated(SeatToken),
    Watching,
    Returning(KeptSeat),
}

/// The longest wait between two attempts to reconnect, in seconds.
const MOST_BACKOFF: f64 = 8.0;

impl Online {
    /// Sends `message` at the end of the frame, or once the connection opens.
    pub fn send(&mut self, message: ClientMessage) {
        self.outbox.push(message);
    }

    /// Whether the player is in a room (waiting for it to fill, playing or watching).
    pub fn in_room(&self) -> bool {
        self.room.is_some()
    }

    /// The room of game `game`, if the player is in one.
    pub fn room_of(&self, game: &str) -> Option<&Room> {
        self.room.as_ref().filter(|r| r.view.setup.game == game)
    }

    pub fn room_of_mut(&mut self, game: &str) -> Option<&mut Room> {
        self.room.as_mut().filter(|r| r.view.setup.game == game)
    }

    pub(super) fn open(&mut self, socket: &mut Socket, waker: Option<&Waker>, now: f64) {
        let wake = waker.cloned();
        let url = socket_url(&self.server);
        match Link::open(&url, move || {
            if let Some(w) = &wake {
                (w.0)();
            }
        }) {
            Ok(link) => {
                socket.0 = Some(link);
                self.connection = Connection::Opening;
            }
            Err(why) => self.lost(socket, why, now),
        }
    }

    /// The connection is gone: in a room, try again later; else say so.
    pub(super) fn lost(&mut self, socket: &mut Socket, why: String, now: f64) {
        socket.0 = None;
        let attempt = self.attempts;
        self.attempts += 1;
        // In a room, always try again: what went wrong before (a refused move, too many
        // messages) is no reason to stay away; what is (another protocol, the server
        // sending the player away, a seat no longer theirs) has already left the room.
        if self.room.is_some() {
            let wait = (0.5 * 2f64.powi(attempt as i32)).min(MOST_BACKOFF);
            info!("connection lost ({why}); again in {wait} s");
            self.connection = Connection::Reconnecting {
                attempt: attempt + 1,
                at: now + wait,
            };
        } else {
            self.attempts = 0;
            self.connection = Connection::Closed;
            if self.error.is_none() {
                self.error = Some(OnlineError::Unreachable(why));
            }
            self.entering = None;
        }
    }

    /// Forgets the room (its seat stays kept); the connection closes at the end of the
    /// frame, once what was said has left.
    pub fn close(&mut self) {
        self.connection = Connection::Closed;
        self.room = None;
        self.entering = None;
        self.outbox.clear();
        self.chat.clear();
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .init_resource::<Invitation>()
        .init_non_send::<Socket>()
        .add_message::<OnlineRequest>()
        .add_systems(Startup, find_server);
}

/// The server the settings name, else `TABULA_SERVER`, else the page's own server on the
/// web and `localhost:8080` on the desktop.
pub fn server_address(settings: &Settings) -> String {
    if let Some(server) = settings.server.as_ref().filter(|s| !s.trim().is_empty()) {
        return server.clone();
    }
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(server) = std::env::var("TABULA_SERVER") {
        return server;
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(origin) = web_sys::window().and_then(|w| w.location().origin().ok()) {
        return origin;
    }
    "localhost:8080".to_string()
}

fn find_server(mut online: ResMut<Online>, settings: Res<Settings>) {
    if online.server.is_empty() {
        online.server = server_address(&settings);
    }
}
