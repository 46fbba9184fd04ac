//! What a client asks and what the server tells.

use crate::codes::{RoomCode, SeatToken};
use crate::dice::{DiceProof, OnlineRecord};
use serde::{Deserialize, Serialize};
use tabula_core::Outcome;
use tabula_table::{Level, MatchSetup, Refusal, SavedMatch};

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
    /// Dice anyone can check after the match (`None`: the game's default, on for
    /// backgammon).
    #[serde(default)]
    pub verifiable: Option<bool>,
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

/// How a match ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Ending {
    /// By the rules.
    Played,
    /// A seat resigned: every other seat wins.
    Resigned { seat: usize },
    /// These seats were away too long, and a player present claimed the match: the seats
    /// not away win.
    Claimed { away: Vec<usize> },
}

/// The end of a match: its outcome, and how it came.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchEnd {
    pub outcome: Outcome,
    pub ending: Ending,
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
    /// The match's end, once over.
    pub end: Option<MatchEnd>,
    /// The dice's commitment (and, once over, the secret) when they are verifiable.
    pub dice: Option<DiceProof>,
    /// The room's matches so far, this one included (a rematch is the next).
    pub round: u32,
}

impl RoomView {
    /// The match as a player keeps it, for `tabula-cli verify`.
    pub fn record(&self) -> OnlineRecord {
        OnlineRecord {
            saved: SavedMatch::new(self.setup.clone(), self.actions.clone()),
            end: self.end.clone(),
            dice: self.dice.clone(),
        }
    }
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
    /// Take a free seat (the first free one when `seat` is `None`), contributing `seed`
    /// (any number the client picks at random) to the throws of verifiable dice. The
    /// match starts when every seat is taken.
    Join {
        code: RoomCode,
        seat: Option<usize>,
        name: String,
        #[serde(default)]
        seed: u64,
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
    /// Give up the match: every other seat wins.
    Resign,
    /// Once the match is over: play another in the room, every seat moved one place on
    /// (in a match of two, the seats swapped), with a new contribution to the dice. It
    /// starts when every person seated has asked.
    Rematch {
        #[serde(default)]
        seed: u64,
    },
    /// End the match in favour of the seats present: others have been away longer than
    /// the server waits (see [`ServerMessage::Away`]).
    Claim,
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
    #[error("the match starts when every seat is taken")]
    NotStarted,
    #[error("the match is not over")]
    NotOver,
    #[error("nobody has been away long enough to claim the match")]
    NobodyAway,
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
    Room(Box<RoomView>),
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
    /// The match ended; with verifiable dice, the proof with its secret revealed.
    Ended {
        end: MatchEnd,
        dice: Option<DiceProof>,
    },
    /// A seat asked for a rematch.
    RematchAsked {
        by: usize,
    },
    /// These seats have been away longer than the server waits: a player present may
    /// claim the match, or keep waiting.
    Away {
        seats: Vec<usize>,
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
