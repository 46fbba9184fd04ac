//! The two secrets-and-names of online play: a room's invite code, short and easy to read
//! out, and a seat's token, the only thing that acts for a seat.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The letters of an invite code: no 0 and O, no 1, I and L, no U and V, so a code read
/// aloud or from a phone's screen is not mistyped.
pub const ROOM_CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTWXYZ";

/// How many letters an invite code has (29^6, about 600 million codes).
pub const ROOM_CODE_LEN: usize = 6;

/// A code or token that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("an invite code has {ROOM_CODE_LEN} letters, not {0}")]
    CodeLength(usize),
    #[error("{0:?} is not a letter of an invite code")]
    CodeLetter(char),
    #[error("a seat token is 32 hexadecimal digits")]
    Token,
    #[error("a dice secret is 64 hexadecimal digits")]
    Secret,
}

/// Bytes as lower-case hexadecimal digits.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `N` bytes from `2 * N` hexadecimal digits.
pub(crate) fn parse_hex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.as_bytes();
    if text.len() != 2 * N {
        return None;
    }
    let mut bytes = [0; N];
    for (byte, pair) in bytes.iter_mut().zip(text.chunks(2)) {
        *byte = u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()?;
    }
    Some(bytes)
}

/// A room's invite code, as people type it (in capitals; lower case is read too).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RoomCode([u8; ROOM_CODE_LEN]);

impl RoomCode {
    /// The code `n` names (taken modulo the number of codes): the server draws `n` at
    /// random.
    pub fn from_number(mut n: u64) -> RoomCode {
        let base = ROOM_CODE_ALPHABET.len() as u64;
        let mut letters = [0; ROOM_CODE_LEN];
        for letter in &mut letters {
            *letter = ROOM_CODE_ALPHABET[(n % base) as usize];
            n /= base;
        }
        RoomCode(letters)
    }

    /// Reads a code as typed: surrounding spaces and lower case are forgiven.
    pub fn parse(text: &str) -> Result<RoomCode, CodeError> {
        let text = text.trim();
        let count = text.chars().count();
        if count != ROOM_CODE_LEN {
            return Err(CodeError::CodeLength(count));
        }
        let mut letters = [0; ROOM_CODE_LEN];
        for (letter, c) in letters.iter_mut().zip(text.chars()) {
            let upper = c.to_ascii_uppercase();
            if !upper.is_ascii() || !ROOM_CODE_ALPHABET.contains(&(upper as u8)) {
                return Err(CodeError::CodeLetter(c));
            }
            *letter = upper as u8;
        }
        Ok(RoomCode(letters))
    }

    pub fn as_str(&self) -> &str {
        // Only letters of the ASCII alphabet are ever stored.
        std::str::from_utf8(&self.0).expect("ASCII")
    }

    /// The link that opens the game at `base` (the server's address) and joins this room.
    pub fn link(&self, base: &str) -> String {
        format!("{}/?join={}", base.trim_end_matches('/'), self.as_str())
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RoomCode({})", self.as_str())
    }
}

impl TryFrom<String> for RoomCode {
    type Error = CodeError;
    fn try_from(text: String) -> Result<Self, CodeError> {
        RoomCode::parse(&text)
    }
}

impl From<RoomCode> for String {
    fn from(code: RoomCode) -> String {
        code.as_str().to_string()
    }
}

/// A seat's token: 128 random bits, handed to whoever takes the seat and needed for every
/// request made for it. The server keeps only its hash. Its `Debug` hides it, so it never
/// lands in a log.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct SeatToken([u8; 16]);

impl SeatToken {
    pub fn from_bytes(bytes: [u8; 16]) -> SeatToken {
        SeatToken(bytes)
    }

    pub fn bytes(&self) -> [u8; 16] {
        self.0
    }

    pub fn parse(text: &str) -> Result<SeatToken, CodeError> {
        parse_hex(text).map(SeatToken).ok_or(CodeError::Token)
    }
}

impl fmt::Display for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex(&self.0))
    }
}

impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(…)")
    }
}

impl TryFrom<String> for SeatToken {
    type Error = CodeError;
    fn try_from(text: String) -> Result<Self, CodeError> {
        SeatToken::parse(&text)
    }
}

impl From<SeatToken> for String {
    fn from(token: SeatToken) -> String {
        token.to_string()
    }
}
