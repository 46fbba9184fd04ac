//! The messages between a Tabula client and the game server, as JSON text frames of a
//! WebSocket. Every frame is an envelope that names the protocol's version, so a client of
//! another version gets [`DecodeError::OtherVersion`] (and the server says so in words)
//! instead of a misread message. No Bevy and no async runtime: the app, the server and the
//! command line all read the same types.
//!
//! A match travels as the referee keeps it (`tabula-table`): its setup, and each action in
//! the game's notation. The server is the referee and the chance authority of every online
//! match; a client's [`ClientMessage::Act`] is a request it may refuse with the referee's own
//! [`Refusal`](tabula_table::Refusal).

mod codes;
mod dice;
mod messages;

pub use codes::{CodeError, ROOM_CODE_ALPHABET, ROOM_CODE_LEN, RoomCode, SeatToken};
pub use dice::{DiceProof, DiceSecret, OnlineRecord, VerifyError, verify};
pub use messages::{
    Actor, ClientMessage, Ending, MatchEnd, RequestError, RoomSetup, RoomView, SeatPlan, SeatView,
    ServerMessage,
};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The version of this protocol; both sides put it on every frame.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest frame the server reads from a client (a request is a few hundred bytes).
pub const MAX_FRAME_BYTES: usize = 64 * 1024;

/// The largest frame a client reads from the server (a room whole, with every action of
/// a long match, is a few hundred kilobytes).
pub const MAX_SERVER_FRAME_BYTES: usize = 16 * 1024 * 1024;

/// The longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 300;

/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Why a frame could not be read; the reader changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("the frame is {size} bytes, over the limit of {limit}")]
    TooLarge { size: usize, limit: usize },
    #[error("the frame speaks protocol version {theirs}; this side speaks {PROTOCOL_VERSION}")]
    OtherVersion { theirs: u32 },
    #[error("not a frame of Tabula's protocol: {0}")]
    Malformed(String),
}

#[derive(Serialize)]
struct Sent<'a, T> {
    v: u32,
    msg: &'a T,
}

#[derive(Deserialize)]
struct Received<T> {
    msg: T,
}

/// Only the version, read before anything else of a frame.
#[derive(Deserialize)]
struct Version {
    v: u32,
}

/// A message as the text of one frame.
pub fn encode<T: Serialize>(message: &T) -> String {
    let sent = Sent {
        v: PROTOCOL_VERSION,
        msg: message,
    };
    // The messages hold strings, numbers, lists and maps with string keys: JSON takes
    // every one of them.
    serde_json::to_string(&sent).expect("protocol messages are plain data")
}

/// Reads a frame a client sent.
pub fn decode_client(text: &str) -> Result<ClientMessage, DecodeError> {
    decode(text, MAX_FRAME_BYTES)
}

/// Reads a frame the server sent.
pub fn decode_server(text: &str) -> Result<ServerMessage, DecodeError> {
    decode(text, MAX_SERVER_FRAME_BYTES)
}

fn decode<T: DeserializeOwned>(text: &str, limit: usize) -> Result<T, DecodeError> {
    if text.len() > limit {
        return Err(DecodeError::TooLarge {
            size: text.len(),
            limit,
        });
    }
    let version: Version = serde_json::from_str(text)
        .map_err(|e| DecodeError::Malformed(format!("no protocol version ({e})")))?;
    if version.v != PROTOCOL_VERSION {
        return Err(DecodeError::OtherVersion { theirs: version.v });
    }
    let received: Received<T> =
        serde_json::from_str(text).map_err(|e| DecodeError::Malformed(e.to_string()))?;
    Ok(received.msg)
}

#[cfg(test)]
mod tests;
