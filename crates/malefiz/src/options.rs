//! Options and presets of Malefiz (RULES.md §3.2).

use serde::{Deserialize, Serialize};
use tabula_core::{Choice, GameInfo, OptionKind, OptionSpec, PresetInfo, Search, SetupError};

/// The rule variants of Malefiz. Defaults are RULES.md's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MalefizOptions {
    /// `barricade_rows`: how many of the lowest full rows a barricade may not be moved to:
    /// 1 keeps row 1 free (the seed), 2 keeps rows 1 and 3 free.
    pub barricade_rows: u8,
}

impl Default for MalefizOptions {
    fn default() -> Self {
        MalefizOptions { barricade_rows: 1 }
    }
}

/// The preset names, the default first.
pub const PRESETS: &[&str] = &["encyclopedia", "guarded-start"];

/// Malefiz described as data ([`tabula_core::Game::INFO`]).
pub(crate) const INFO: GameInfo = GameInfo {
    name: "malefiz",
    title: "Malefiz",
    seats: 2..=4,
    presets: &[
        PresetInfo {
            name: PRESETS[0],
            label: "Encyclopedia",
            summary: "A moved barricade may go anywhere but row 1.",
        },
        PresetInfo {
            name: PRESETS[1],
            label: "Guarded start (rows 1 and 3 kept free)",
            summary: "A moved barricade may go neither to row 1 nor to row 3.",
        },
    ],
    options: &[OptionSpec {
        key: "barricade_rows",
        label: "A moved barricade may not go to",
        kind: OptionKind::Choice(&[
            Choice {
                value: "1",
                label: "row 1",
            },
            Choice {
                value: "2",
                label: "rows 1 and 3",
            },
        ]),
    }],
    strongest: Search::Maxn,
};

impl MalefizOptions {
    /// The options of a named preset.
    pub fn preset(name: &str) -> Result<MalefizOptions, SetupError> {
        match name {
            "encyclopedia" => Ok(MalefizOptions::default()),
            "guarded-start" => Ok(MalefizOptions { barricade_rows: 2 }),
            _ => Err(SetupError(format!(
                "unknown malefiz preset {name:?} (known: {})",
                PRESETS.join(", ")
            ))),
        }
    }

    /// Sets one option by its saved-game name.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SetupError> {
        match key {
            "barricade_rows" => {
                self.barricade_rows = match value {
                    "1" => 1,
                    "2" => 2,
                    _ => {
                        return Err(SetupError(format!(
                            "option barricade_rows takes 1 or 2, not {value:?}"
                        )));
                    }
                }
            }
            _ => {
                return Err(SetupError(format!(
                    "unknown malefiz option {key:?} (known: barricade_rows)"
                )));
            }
        }
        Ok(())
    }

    /// The text of option `key`'s value, as [`MalefizOptions::set`] takes it.
    pub fn value(&self, key: &str) -> Option<String> {
        match key {
            "barricade_rows" => Some(self.barricade_rows.to_string()),
            _ => None,
        }
    }

    /// Refuses options a loaded file may carry but `set` would not give.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(1..=2).contains(&self.barricade_rows) {
            return Err(SetupError(format!(
                "option barricade_rows takes 1 or 2, not {}",
                self.barricade_rows
            )));
        }
        Ok(())
    }

    /// True if a barricade may be moved to a field of row `y` (the goal is refused apart).
    pub fn may_hold_barricade(&self, y: u8) -> bool {
        match self.barricade_rows {
            1 => y != 1,
            _ => y != 1 && y != 3,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Malefiz;

    /// Every option key [`super::MalefizOptions::set`] accepts.
    const KEYS: &[&str] = &["barricade_rows"];

    #[test]
    fn the_description_matches_the_rules() {
        if let Err(problems) = tabula_core::check_info::<Malefiz>(KEYS) {
            panic!("{problems}");
        }
    }
}
