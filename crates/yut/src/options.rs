//! Options, presets and throws of Yut Nori (RULES.md §1.2, §1.7).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::{
    Choice, GameInfo, OptionKind, OptionSpec, PresetInfo, Search, SetupError, parse_bool_option,
};

/// What is thrown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThrowModel {
    /// Four sticks, flat side or round side up (seed 001).
    Sticks,
    /// Four dice, counting the even faces (seed 000).
    Dice,
}

/// Whether a move starting on Б or В must take the diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shortcut {
    /// The player must turn (seed 001).
    Forced,
    /// The player may turn or stay on the ring (seed 000).
    Optional,
}

/// How pieces go through the centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CentreRule {
    /// Both seeds: a piece that entered straight onto Б with a mo crosses the whole diameter
    /// Б → Г → Д; every other piece turned at Б or В goes to the centre and down to А.
    Encyclopedia,
    /// A move that starts on the centre goes down to А; a piece passing through keeps
    /// straight on.
    Modern,
}

/// The rule variants of Yut Nori. Defaults are RULES.md's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct YutOptions {
    /// `throw`: sticks or dice.
    pub throw: ThrowModel,
    /// `stick_flat_probability`: the chance a stick lands flat side up (0.1 to 0.9).
    pub stick_flat_probability: f64,
    /// `back_do`: one marked stick (die 1) alone flat (even) moves a piece one step back.
    pub back_do: bool,
    /// `shortcut`: forced or optional turn at Б and В.
    pub shortcut: Shortcut,
    /// `centre_rule`: encyclopedia or modern.
    pub centre_rule: CentreRule,
    /// `pieces`: pieces per side (1 to 5); `None` (`usual`) gives 4 with two players, 3
    /// with three, 4 per team (2 each) with four.
    pub pieces: Option<u8>,
}

impl Default for YutOptions {
    fn default() -> Self {
        YutOptions {
            throw: ThrowModel::Sticks,
            stick_flat_probability: 0.6,
            back_do: false,
            shortcut: Shortcut::Forced,
            centre_rule: CentreRule::Encyclopedia,
            pieces: None,
        }
    }
}

/// The preset names, the default first.
pub const PRESETS: &[&str] = &["encyclopedia-sticks", "encyclopedia-dice", "modern"];

/// The fewest and most values of option `stick_flat_probability`.
const FLAT: (f64, f64) = (0.1, 0.9);

/// Yut Nori described as data ([`tabula_core::Game::INFO`]).
pub(crate) const INFO: GameInfo = GameInfo {
    name: "yut",
    title: "Yut Nori",
    seats: 2..=4,
    presets: &[
        PresetInfo {
            name: PRESETS[0],
            label: "Encyclopedia (sticks)",
            summary: "Four sticks, shortcuts forced, the encyclopedia's way through the centre.",
        },
        PresetInfo {
            name: PRESETS[1],
            label: "Encyclopedia (dice)",
            summary: "As with sticks, but four dice are thrown and even faces count.",
        },
        PresetInfo {
            name: PRESETS[2],
            label: "Modern",
            summary: "Back-do, the modern centre rule and four pieces a side.",
        },
    ],
    options: &[
        OptionSpec {
            key: "throw",
            label: "Throw",
            kind: OptionKind::Choice(&[
                Choice {
                    value: "sticks",
                    label: "Sticks",
                },
                Choice {
                    value: "dice",
                    label: "Dice",
                },
            ]),
        },
        OptionSpec {
            key: "back_do",
            label: "Back-do (marked stick alone steps back)",
            kind: OptionKind::Switch {
                off: "off",
                on: "on",
            },
        },
        OptionSpec {
            key: "shortcut",
            label: "Shortcut at corners is optional",
            kind: OptionKind::Switch {
                off: "forced",
                on: "optional",
            },
        },
        OptionSpec {
            key: "centre_rule",
            label: "Modern centre rule",
            kind: OptionKind::Switch {
                off: "encyclopedia",
                on: "modern",
            },
        },
        OptionSpec {
            key: "pieces",
            label: "Pieces per side",
            kind: OptionKind::Choice(&[
                Choice {
                    value: "usual",
                    label: "Usual",
                },
                Choice {
                    value: "1",
                    label: "1",
                },
                Choice {
                    value: "2",
                    label: "2",
                },
                Choice {
                    value: "3",
                    label: "3",
                },
                Choice {
                    value: "4",
                    label: "4",
                },
                Choice {
                    value: "5",
                    label: "5",
                },
            ]),
        },
        OptionSpec {
            key: "stick_flat_probability",
            label: "Chance a stick lands flat side up",
            kind: OptionKind::Number {
                min: FLAT.0,
                max: FLAT.1,
                step: 0.05,
            },
        },
    ],
    strongest: Search::Expectimax,
};

impl YutOptions {
    /// The options of a named preset.
    pub fn preset(name: &str) -> Result<YutOptions, SetupError> {
        let base = YutOptions::default();
        match name {
            "encyclopedia-sticks" => Ok(base),
            "encyclopedia-dice" => Ok(YutOptions {
                throw: ThrowModel::Dice,
                ..base
            }),
            "modern" => Ok(YutOptions {
                centre_rule: CentreRule::Modern,
                back_do: true,
                pieces: Some(4),
                ..base
            }),
            _ => Err(SetupError(format!(
                "unknown yut preset {name:?} (known: {})",
                PRESETS.join(", ")
            ))),
        }
    }

    /// Sets one option by its saved-game name.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), SetupError> {
        let bad =
            |expected: &str| SetupError(format!("option {key} takes {expected}, not {value:?}"));
        match key {
            "throw" => {
                self.throw = match value {
                    "sticks" => ThrowModel::Sticks,
                    "dice" => ThrowModel::Dice,
                    _ => return Err(bad("sticks or dice")),
                }
            }
            "stick_flat_probability" => {
                let p: f64 = value.parse().map_err(|_| bad("a number from 0.1 to 0.9"))?;
                if !(FLAT.0..=FLAT.1).contains(&p) {
                    return Err(bad("a number from 0.1 to 0.9"));
                }
                self.stick_flat_probability = p;
            }
            "back_do" => self.back_do = parse_bool_option(key, value)?,
            "shortcut" => {
                self.shortcut = match value {
                    "forced" => Shortcut::Forced,
                    "optional" => Shortcut::Optional,
                    _ => return Err(bad("forced or optional")),
                }
            }
            "centre_rule" => {
                self.centre_rule = match value {
                    "encyclopedia" => CentreRule::Encyclopedia,
                    "modern" => CentreRule::Modern,
                    _ => return Err(bad("encyclopedia or modern")),
                }
            }
            "pieces" if value == "usual" => self.pieces = None,
            "pieces" => {
                let n: u8 = value
                    .parse()
                    .map_err(|_| bad("usual or a number from 1 to 5"))?;
                if !(1..=5).contains(&n) {
                    return Err(bad("usual or a number from 1 to 5"));
                }
                self.pieces = Some(n);
            }
            _ => {
                return Err(SetupError(format!(
                    "unknown yut option {key:?} (known: throw, stick_flat_probability, back_do, shortcut, centre_rule, pieces)"
                )));
            }
        }
        Ok(())
    }

    /// The text of option `key`'s value, as [`YutOptions::set`] takes it.
    pub fn value(&self, key: &str) -> Option<String> {
        Some(match key {
            "throw" => match self.throw {
                ThrowModel::Sticks => "sticks",
                ThrowModel::Dice => "dice",
            }
            .into(),
            "stick_flat_probability" => self.stick_flat_probability.to_string(),
            "back_do" => if self.back_do { "on" } else { "off" }.into(),
            "shortcut" => match self.shortcut {
                Shortcut::Forced => "forced",
                Shortcut::Optional => "optional",
            }
            .into(),
            "centre_rule" => match self.centre_rule {
                CentreRule::Encyclopedia => "encyclopedia",
                CentreRule::Modern => "modern",
            }
            .into(),
            "pieces" => self
                .pieces
                .map_or_else(|| "usual".into(), |n| n.to_string()),
            _ => return None,
        })
    }

    /// Checks values that serde alone cannot (a hand-edited save).
    pub fn validate(&self) -> Result<(), SetupError> {
        if !(0.1..=0.9).contains(&self.stick_flat_probability) {
            return Err(SetupError(format!(
                "stick_flat_probability must be from 0.1 to 0.9, not {}",
                self.stick_flat_probability
            )));
        }
        if let Some(n) = self.pieces
            && !(1..=5).contains(&n)
        {
            return Err(SetupError(format!("pieces must be from 1 to 5, not {n}")));
        }
        Ok(())
    }

    /// Pieces per side with `seats` players.
    pub fn pieces_per_side(&self, seats: usize) -> u8 {
        self.pieces.unwrap_or(match seats {
            3 => 3,
            _ => 4,
        })
    }

    /// The throws chance can produce, with their exact probabilities.
    pub fn throw_distribution(&self) -> [(Throw, f64); 6] {
        let p = match self.throw {
            ThrowModel::Dice => 0.5,
            ThrowModel::Sticks => self.stick_flat_probability,
        };
        let q = 1.0 - p;
        // k flat sides (even dice) up: C(4,k) p^k q^(4-k).
        let k = |n: i32, c: f64| c * p.powi(n) * q.powi(4 - n);
        let one = k(1, 4.0);
        let back = if self.back_do { one / 4.0 } else { 0.0 };
        [
            (Throw::Do, one - back),
            (Throw::Gae, k(2, 6.0)),
            (Throw::Geol, k(3, 4.0)),
            (Throw::Yut, k(4, 1.0)),
            (Throw::Mo, k(0, 1.0)),
            (Throw::BackDo, back),
        ]
    }
}

/// A throw's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Throw {
    /// One flat side (pig): 1 step.
    Do,
    /// Two (dog): 2 steps.
    Gae,
    /// Three (sheep): 3 steps.
    Geol,
    /// Four (cow): 4 steps and another throw.
    Yut,
    /// None (horse): 5 steps and another throw.
    Mo,
    /// Only the marked stick flat (option `back_do`): one step back.
    BackDo,
}

impl Throw {
    /// All throws, in the order of pending-throw counts.
    pub const ALL: [Throw; 6] = [
        Throw::Do,
        Throw::Gae,
        Throw::Geol,
        Throw::Yut,
        Throw::Mo,
        Throw::BackDo,
    ];

    /// Steps moved: 1..5, or −1 for back-do.
    pub fn steps(self) -> i8 {
        match self {
            Throw::Do => 1,
            Throw::Gae => 2,
            Throw::Geol => 3,
            Throw::Yut => 4,
            Throw::Mo => 5,
            Throw::BackDo => -1,
        }
    }

    /// True for yut and mo, which give another throw.
    pub fn gives_extra_throw(self) -> bool {
        matches!(self, Throw::Yut | Throw::Mo)
    }

    /// The throw's name in the notation.
    pub fn name(self) -> &'static str {
        match self {
            Throw::Do => "do",
            Throw::Gae => "gae",
            Throw::Geol => "geol",
            Throw::Yut => "yut",
            Throw::Mo => "mo",
            Throw::BackDo => "back-do",
        }
    }

    /// The animal the seed names the throw after.
    pub fn animal(self) -> &'static str {
        match self {
            Throw::Do => "pig",
            Throw::Gae => "dog",
            Throw::Geol => "sheep",
            Throw::Yut => "cow",
            Throw::Mo => "horse",
            Throw::BackDo => "pig, backwards",
        }
    }

    /// The index into pending-throw counts.
    pub fn index(self) -> usize {
        self as usize
    }

    /// A face pattern that shows this throw: one entry per stick or die, 1 for a flat side
    /// (an even die) up, 0 for a round side (odd die). Stick or die 0 is the marked one, so
    /// it is flat alone only for back-do. Views may shuffle sticks 1 to 3 freely.
    pub fn faces(self) -> [u8; 4] {
        match self {
            Throw::Do => [0, 1, 0, 0],
            Throw::Gae => [0, 1, 1, 0],
            Throw::Geol => [0, 1, 1, 1],
            Throw::Yut => [1, 1, 1, 1],
            Throw::Mo => [0, 0, 0, 0],
            Throw::BackDo => [1, 0, 0, 0],
        }
    }
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Throw {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Throw::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("not a throw: {s:?} (do, gae, geol, yut, mo, back-do)"))
    }
}

#[cfg(test)]
mod tests {
    use crate::Yut;

    /// Every option key [`super::YutOptions::set`] accepts.
    const KEYS: &[&str] = &[
        "throw",
        "stick_flat_probability",
        "back_do",
        "shortcut",
        "centre_rule",
        "pieces",
    ];

    #[test]
    fn the_description_matches_the_rules() {
        if let Err(problems) = tabula_core::check_info::<Yut>(KEYS) {
            panic!("{problems}");
        }
    }
}
