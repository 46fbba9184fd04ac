//! What a client asks and what the server tells.

use crate::codes::{RoomCode, SeatToken};
use serde::{Deserialize, Serialize};
use tabula_core::Outcome;
use tabula_table::{Level, MatchSetup, Refusal};

/// A seat as the room's creator plans it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatPlan {
    /// A person, who joins with the room's code.
    Person,
    /// The computer, playing on the server at this level.
    Computer(Level),
}

/// A room as its creator asks for it: the game and its rules, and who sits where.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomSetup {
    /// The game's name, e.g. `"backgammon"`.
    pub game: String,
    pub preset: String,
    /// Options set on top of the preset, by their saved-game names.
    #[serde(default)]
    pub options: Vec<(String, String)>,
    pub seats: Vec<SeatPlan>,
    /// A take-back may be asked for (the opponent must agree).
    #[serde(default)]
    pub take_backs: bool,
}

/// Who made an accepted action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Actor {
    /// A seat's decision.
    Seat(usize),
    /// Chance, drawn by the server.
    Chance,
}

/// A seat as everyone in the room sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub plan: SeatPlan,
    /// The name of the person holding it; `None` while it is free.
    pub name: Option<String>,
    /// Whether its holder is connected now (a computer always is).
    pub online: bool,
}

/// A room, whole: what a client needs to show the match from its start or to catch up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomView {
    pub code: RoomCode,
    /// The match's setup as a player elsewhere holds it: no seed, chance from the server.
    pub setup: MatchSetup,
    pub seats: Vec<SeatView>,
    /// Every action so far, in the game's notation, chance's included.
    pub actions: Vec<String>,
    /// The room's version: one more with every change to the match (an action, a
    /// take-back). A client tells it back with each request, so a request made on a board
    /// that has since changed is refused, not misapplied.
    pub version: u64,
    /// The seat this client holds, if any.
    pub you: Option<usize>,
}

/// A client's message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message of a connection: who is calling (the program and its version).
    Hello {
        client: String,
    },
    CreateRoom {
        room: RoomSetup,
    },
    /// Take a free seat (the first free one when `seat` is `None`).
    Join {
        code: RoomCode,
        seat: Option<usize>,
        name: String,
    },
    Watch {
        code: RoomCode,
    },
    /// Come back to a seat held before: the actions after `seen` follow.
    Return {
        code: RoomCode,
        token: SeatToken,
        seen: u64,
    },
    /// A decision of the client's seat, in the game's notation, made on version `seen`.
    Act {
        action: String,
        seen: u64,
    },
    /// Let chance act now: the client's seat is to throw.
    Throw {
        seen: u64,
    },
    AskTakeBack,
    AnswerTakeBack {
        agree: bool,
    },
    Chat {
        text: String,
    },
    Leave,
    Ping {
        nonce: u64,
    },
}

/// Why the server did not do what a client asked; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum RequestError {
    #[error("say hello first")]
    HelloFirst,
    #[error("no room has that code")]
    UnknownRoom,
    #[error("the room cannot be made: {0}")]
    BadRoom(String),
    #[error("that seat is taken")]
    SeatTaken,
    #[error("no seat is free")]
    NoFreeSeat,
    #[error("the room has no such seat")]
    NoSuchSeat,
    #[error("the token does not hold that seat")]
    WrongToken,
    #[error("a name has 1 to {} characters", crate::MAX_NAME_CHARS)]
    BadName,
    #[error("only a seated player may do that")]
    NotSeated,
    #[error("it is not this seat's turn")]
    NotYourTurn,
    #[error("the board has changed since (it is at version {now})")]
    Stale { now: u64 },
    #[error("{0:?} is not an action of this game's notation")]
    Notation(String),
    #[error("a chat line has 1 to {} characters", crate::MAX_CHAT_CHARS)]
    BadChat,
    #[error("too many messages: slow down")]
    TooFast,
    #[error("no take-back is asked for")]
    NoTakeBackAsked,
    #[error("the match is over")]
    MatchOver,
    #[error("{0}")]
    Unreadable(String),
}

/// The server's message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    Welcome {
        server: String,
    },
    Created {
        code: RoomCode,
    },
    /// The whole room: on joining, watching, returning far behind, and after a rematch.
    Room(RoomView),
    /// The seat taken, and its token: what the client keeps to come back.
    Seated {
        seat: usize,
        token: SeatToken,
    },
    /// An action the referee accepted, written down before anyone was told.
    Accepted {
        version: u64,
        action: String,
        by: Actor,
    },
    /// The referee refused the request.
    Refused {
        refusal: Refusal,
    },
    /// The server refused the request before the referee saw it.
    Rejected {
        error: RequestError,
    },
    TakeBackAsked {
        by: usize,
    },
    /// The match went back to `actions` actions (asked for and agreed).
    TakenBack {
        version: u64,
        actions: usize,
    },
    TakeBackDeclined {
        by: usize,
    },
    Chat {
        from: String,
        seat: Option<usize>,
        text: String,
    },
    Presence {
        seat: usize,
        online: bool,
    },
    /// The match ended.
    Ended {
        outcome: Outcome,
    },
    Pong {
        nonce: u64,
    },
    /// The connection is being closed, and why (another protocol version, a frame too
    /// large, a client that does not read).
    Goodbye {
        reason: String,
    },
}
