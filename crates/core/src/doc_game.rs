//! A tiny game for examples and the core's own tests: a lot decides who starts, then the
//! seats take 1 to 3 stones from a pile in turn; whoever takes the last stone wins.

use crate::{
    Game, GameInfo, Illegal, OptionKind, OptionSpec, Outcome, ParseActionError, PresetInfo,
    RuleEvent, Search, Seat, SeatSet, SetupError, Side, ToMove,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The options of [`Nim`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NimOptions {
    /// Stones in the pile at the start.
    pub stones: u8,
}

impl Default for NimOptions {
    fn default() -> Self {
        NimOptions { stones: 10 }
    }
}

/// The fewest and most stones option `stones` takes.
pub const STONES: std::ops::RangeInclusive<u8> = 1..=30;

/// An action of [`Nim`]: the lot (chance) or taking stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NimAction {
    /// Chance picks the first seat.
    First(u8),
    /// Take this many stones.
    Take(u8),
}

impl fmt::Display for NimAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimAction::First(s) => write!(f, "first{s}"),
            NimAction::Take(n) => write!(f, "take{n}"),
        }
    }
}

impl FromStr for NimAction {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseActionError(format!("not a nim action: {s:?}"));
        if let Some(n) = s.strip_prefix("take") {
            n.parse().map(NimAction::Take).map_err(|_| bad())
        } else if let Some(n) = s.strip_prefix("first") {
            n.parse().map(NimAction::First).map_err(|_| bad())
        } else {
            Err(bad())
        }
    }
}

/// The state of a game of Nim.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Nim {
    options: NimOptions,
    seats: u8,
    pile: u8,
    turn: Option<Seat>,
    winner: Option<Seat>,
}

impl Game for Nim {
    type Action = NimAction;
    type Options = NimOptions;
    const INFO: GameInfo = GameInfo {
        name: "nim",
        title: "Nim",
        seats: 2..=4,
        presets: &[PresetInfo {
            name: "standard",
            label: "Standard",
            summary: "Ten stones; whoever takes the last one wins.",
        }],
        options: &[OptionSpec {
            key: "stones",
            label: "Stones",
            kind: OptionKind::Number {
                min: *STONES.start() as f64,
                max: *STONES.end() as f64,
                step: 1.0,
            },
        }],
        strongest: Search::AlphaBeta,
    };

    fn presets() -> &'static [&'static str] {
        &["standard"]
    }
    fn preset(name: &str) -> Result<NimOptions, SetupError> {
        match name {
            "standard" => Ok(NimOptions::default()),
            _ => Err(SetupError(format!("unknown preset {name:?}"))),
        }
    }
    fn set_option(options: &mut NimOptions, key: &str, value: &str) -> Result<(), SetupError> {
        match key {
            "stones" => {
                options.stones = value
                    .parse()
                    .ok()
                    .filter(|n| STONES.contains(n))
                    .ok_or_else(|| SetupError(format!("stones takes 1 to 30, not {value:?}")))?;
                Ok(())
            }
            _ => Err(SetupError(format!("unknown option {key:?}"))),
        }
    }
    fn option_value(options: &NimOptions, key: &str) -> Option<String> {
        match key {
            "stones" => Some(options.stones.to_string()),
            _ => None,
        }
    }
    fn new(options: &NimOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::seat_range().contains(&seats) {
            return Err(SetupError(format!("nim takes 2 to 4 seats, not {seats}")));
        }
        Ok(Nim {
            options: options.clone(),
            seats: seats as u8,
            pile: options.stones,
            turn: None,
            winner: None,
        })
    }
    fn options(&self) -> &NimOptions {
        &self.options
    }
    fn seats(&self) -> usize {
        self.seats as usize
    }
    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0)
    }
    fn to_move(&self) -> ToMove {
        match (self.winner, self.turn) {
            (Some(w), _) => ToMove::Over(Outcome::win(SeatSet::single(w), 1)),
            (None, None) => ToMove::Chance,
            (None, Some(s)) => ToMove::Seat(s),
        }
    }
    fn legal_actions(&self, out: &mut Vec<NimAction>) {
        if let ToMove::Seat(_) = self.to_move() {
            out.extend((1..=3.min(self.pile)).map(NimAction::Take));
        }
    }
    fn chance_outcomes(&self, out: &mut Vec<(NimAction, f64)>) {
        if self.to_move() == ToMove::Chance {
            let p = 1.0 / f64::from(self.seats);
            out.extend((0..self.seats).map(|s| (NimAction::First(s), p)));
        }
    }
    fn apply(&mut self, action: &NimAction, events: &mut Vec<RuleEvent>) -> Result<(), Illegal> {
        match (self.to_move(), *action) {
            (ToMove::Chance, NimAction::First(s)) if s < self.seats => {
                self.turn = Some(Seat(s));
                events.push(RuleEvent::FirstPlayer { seat: Seat(s) });
            }
            (ToMove::Seat(seat), NimAction::Take(n)) if (1..=3).contains(&n) && n <= self.pile => {
                self.pile -= n;
                if self.pile == 0 {
                    self.winner = Some(seat);
                    events.push(RuleEvent::GameOver {
                        outcome: Outcome::win(SeatSet::single(seat), 1),
                    });
                } else {
                    let next = Seat((seat.0 + 1) % self.seats);
                    self.turn = Some(next);
                    events.push(RuleEvent::TurnPassed {
                        from: seat,
                        to: next,
                    });
                }
            }
            _ => return Err(Illegal::new("not a legal nim action now")),
        }
        Ok(())
    }
}
