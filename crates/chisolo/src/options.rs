//! Options and presets of Chisolo (RULES.md §2.1, §2.2, §2.4).

use serde::{Deserialize, Serialize};
use tabula_core::{Choice, GameInfo, OptionKind, OptionSpec, PresetInfo, Search, SetupError};

/// How the front rows are filled at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupRule {
    /// Each front row, seen from its owner's seat, left to right: `3 3 3 2 1 0 0`, extra
    /// columns holding 3 at the owner's left end.
    Standard,
    /// The mirror image: `0 0 1 2 3 3 3`, extra columns at the owner's right end.
    Mirrored,
}

/// When a move ending in the front row captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaptureRule {
    /// Unless both opponent holes of the column are empty (the seed).
    Seed,
    /// Only when the opponent's front hole of the column is non-empty.
    FrontRequired,
}

/// The rule variants of Chisolo. Defaults are RULES.md's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ChisoloOptions {
    /// `columns`: holes per row, 7 to 10.
    pub columns: u8,
    /// `setup`: standard or mirrored front rows.
    pub setup: SetupRule,
    /// `capture`: seed or front_required.
    pub capture: CaptureRule,
}

impl Default for ChisoloOptions {
    fn default() -> Self {
        ChisoloOptions {
            columns: 7,
            setup: SetupRule::Standard,
            capture: CaptureRule::Seed,
        }
    }
}

/// The fewest and most columns.
pub const COLUMNS: std::ops::RangeInclusive<u8> = 7..=10;

/// The preset names, the default first.
pub const PRESETS: &[&str] = &["natatu"];

/// Chisolo described as data ([`tabula_core::Game::INFO`]).
pub(crate) const INFO: GameInfo = GameInfo {
    name: "chisolo",
    title: "Chisolo",
    seats: 2..=2,
    presets: &[PresetInfo {
        name: PRESETS[0],
        label: "Natatu (Ila, Northern Rhodesia)",
        summary: "Seven holes a row; a move ending in the front row captures unless both \
                  opponent holes of its column are empty.",
    }],
    options: &[
        OptionSpec {
            key: "columns",
            label: "Holes per row",
            kind: OptionKind::Choice(&[
                Choice {
                    value: "7",
                    label: "7",
                },
                Choice {
                    value: "8",
                    label: "8",
                },
                Choice {
                    value: "9",
                    label: "9",
                },
                Choice {
                    value: "10",
                    label: "10",
                },
            ]),
        },
        OptionSpec {
            key: "setup",
            label: "Mirrored setup (front row 0 0 1 2 3 3 3)",
            kind: OptionKind::Switch {
                off: "standard",
                on: "mirrored",
            },
        },
        OptionSpec {
            key: "capture",
            label: "Capture only when the opponent's front hole holds counters",
            kind: OptionKind::Switch {
                off: "seed",
                on: "front_required",
            },
        },
    ],
    strongest: Search::AlphaBeta,
};

impl ChisoloOptions {
    /// The options of a named preset.
    pub fn preset(name: &str) -> Result<ChisoloOptions, SetupError> {
        match name {
            "natatu" => Ok(ChisoloOptions::default()),
            _ => Err(SetupError(format!(
                "unknown chisolo preset {name:?} (known: {})",
                PRESETS.join(", ")
            ))),
        }
    }

    /// Sets one option by its saved-game name.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SetupError> {
        let bad =
            |expected: &str| SetupError(format!("option {key} takes {expected}, not {value:?}"));
        match key {
            "columns" => {
                let n: u8 = value.parse().map_err(|_| bad("a number from 7 to 10"))?;
                if !COLUMNS.contains(&n) {
                    return Err(bad("a number from 7 to 10"));
                }
                self.columns = n;
            }
            "setup" => {
                self.setup = match value {
                    "standard" => SetupRule::Standard,
                    "mirrored" => SetupRule::Mirrored,
                    _ => return Err(bad("standard or mirrored")),
                }
            }
            "capture" => {
                self.capture = match value {
                    "seed" => CaptureRule::Seed,
                    "front_required" => CaptureRule::FrontRequired,
                    _ => return Err(bad("seed or front_required")),
                }
            }
            _ => {
                return Err(SetupError(format!(
                    "unknown chisolo option {key:?} (known: columns, setup, capture)"
                )));
            }
        }
        Ok(())
    }

    /// The text of option `key`'s value, as [`ChisoloOptions::set`] takes it.
    pub fn value(&self, key: &str) -> Option<String> {
        Some(match key {
            "columns" => self.columns.to_string(),
            "setup" => match self.setup {
                SetupRule::Standard => "standard",
                SetupRule::Mirrored => "mirrored",
            }
            .into(),
            "capture" => match self.capture {
                CaptureRule::Seed => "seed",
                CaptureRule::FrontRequired => "front_required",
            }
            .into(),
            _ => return None,
        })
    }

    /// Checks values that serde alone cannot (a hand-edited save).
    pub fn validate(&self) -> Result<(), SetupError> {
        if !COLUMNS.contains(&self.columns) {
            return Err(SetupError(format!(
                "columns must be from 7 to 10, not {}",
                self.columns
            )));
        }
        Ok(())
    }

    /// The counters in one front-row hole at the start, `from_left` places from its owner's
    /// left.
    pub fn front_start(&self, from_left: usize) -> u8 {
        const TAIL: [u8; 4] = [2, 1, 0, 0];
        let columns = usize::from(self.columns);
        let from_left = match self.setup {
            SetupRule::Standard => from_left,
            SetupRule::Mirrored => columns - 1 - from_left,
        };
        let extra = columns - TAIL.len();
        if from_left < extra {
            3
        } else {
            TAIL[from_left - extra]
        }
    }

    /// Counters each player starts with (33 on seven columns).
    pub fn counters_per_seat(&self) -> u8 {
        // Two rows of 3 a hole, less the 1 + 2 + 3 + 3 missing from the front row.
        6 * self.columns - 9
    }
}

#[cfg(test)]
mod tests {
    use crate::Chisolo;

    /// Every option key [`super::ChisoloOptions::set`] accepts.
    const KEYS: &[&str] = &["columns", "setup", "capture"];

    #[test]
    fn the_description_matches_the_rules() {
        if let Err(problems) = tabula_core::check_info::<Chisolo>(KEYS) {
            panic!("{problems}");
        }
    }
}
