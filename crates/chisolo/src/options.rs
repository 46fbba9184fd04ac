//! Options and presets of Chisolo (RULES.md §2.1, §2.2, §2.4).

use serde::{Deserialize, Serialize};
use tabula_core::SetupError;

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
