//! The actions of Backgammon and their notation, and how a finished game is recorded.

use crate::Play;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use tabula_core::{ParseActionError, Seat};

/// What a resignation gives up: a single game, a gammon or a backgammon (times the cube).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResignLevel {
    Single,
    Gammon,
    Backgammon,
}

impl ResignLevel {
    /// The three levels, smallest first.
    pub const ALL: [ResignLevel; 3] = [
        ResignLevel::Single,
        ResignLevel::Gammon,
        ResignLevel::Backgammon,
    ];

    /// 1, 2 or 3 (before the cube and the Jacoby rule).
    pub fn multiplier(self) -> u8 {
        match self {
            ResignLevel::Single => 1,
            ResignLevel::Gammon => 2,
            ResignLevel::Backgammon => 3,
        }
    }

    /// `single`, `gammon` or `backgammon`.
    pub fn name(self) -> &'static str {
        match self {
            ResignLevel::Single => "single",
            ResignLevel::Gammon => "gammon",
            ResignLevel::Backgammon => "backgammon",
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// The winner bore off all 15 checkers: a single game, a gammon or a backgammon (as the
    /// board shows, before the `gammons` and `jacoby` options).
    BorneOff(ResignLevel),
    /// The loser passed a double.
    Passed,
    /// The loser resigned at this level and the winner accepted.
    Resigned(ResignLevel),
}

/// One finished game of a match (or the money game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Seat,
    /// Points scored: the cube's value times 1, 2 or 3.
    pub points: u16,
    pub end: GameEnd,
    /// The cube's value when the game ended (before a passed double).
    pub cube: u8,
    /// The match score before this game, by seat.
    pub score_before: [u16; 2],
}

/// A decision: a roll of chance, a seat's whole play, or a decision about the cube or a
/// resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Two dice. In the opening roll the first is seat 0's die and the second seat 1's;
    /// later rolls are listed larger die first. Written `roll 6-4`.
    Roll(u8, u8),
    /// A whole play, in GNU Backgammon notation.
    Play(Play),
    /// Before rolling, the seat that may double rolls instead. Written `roll`.
    RollDice,
    /// Before rolling, offer the cube at twice its value. Written `double`.
    Double,
    /// Accept a double: the cube is turned and given to the taker. Written `take`.
    Take,
    /// Refuse a double: lose the cube's current value. Written `pass`.
    Pass,
    /// Take and at once redouble, keeping the cube (money play, option `beaver`).
    /// Written `beaver`.
    Beaver,
    /// Offer to resign a single game, a gammon or a backgammon. Written
    /// `resign single|gammon|backgammon`.
    Resign(ResignLevel),
    /// Accept the offered resignation. Written `accept`.
    Accept,
    /// Decline the offered resignation; play goes on. Written `reject`.
    Reject,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(a, b) => write!(f, "roll {a}-{b}"),
            Action::Play(p) => p.fmt(f),
            Action::RollDice => f.write_str("roll"),
            Action::Double => f.write_str("double"),
            Action::Take => f.write_str("take"),
            Action::Pass => f.write_str("pass"),
            Action::Beaver => f.write_str("beaver"),
            Action::Resign(level) => write!(f, "resign {}", level.name()),
            Action::Accept => f.write_str("accept"),
            Action::Reject => f.write_str("reject"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let text = text.trim();
        match text {
            "roll" => return Ok(Action::RollDice),
            "double" => return Ok(Action::Double),
            "take" => return Ok(Action::Take),
            "pass" => return Ok(Action::Pass),
            "beaver" => return Ok(Action::Beaver),
            "accept" => return Ok(Action::Accept),
            "reject" => return Ok(Action::Reject),
            _ => {}
        }
        if let Some(level) = text.strip_prefix("resign ") {
            return ResignLevel::ALL
                .into_iter()
                .find(|l| l.name() == level.trim())
                .map(Action::Resign)
                .ok_or_else(|| {
                    ParseActionError(format!(
                        "cannot read {text:?}: write resign single, resign gammon or resign backgammon"
                    ))
                });
        }
        let Some(dice) = text.strip_prefix("roll ") else {
            return text.parse().map(Action::Play);
        };
        let die = |d: &str| d.trim().parse::<u8>().ok().filter(|d| (1..=6).contains(d));
        match dice.split_once('-').map(|(a, b)| (die(a), die(b))) {
            Some((Some(a), Some(b))) => Ok(Action::Roll(a, b)),
            _ => Err(ParseActionError(format!(
                "cannot read {text:?}: a roll is written like roll 6-4"
            ))),
        }
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
