//! A game's description as data, in the manner of OpenSpiel's `GameType` and its parameter
//! specification: names, seats, presets and every option with the values it takes, so a
//! setup form, the command line's help or a test can be written once for every game.
//!
//! Each game writes one `const` [`GameInfo`] as [`Game::INFO`](crate::Game::INFO), next to its
//! options. [`check_info`] proves that a description says what the rules accept. Labels and
//! summaries are short plain English; a text layer may translate them later, keyed by the
//! game's name and the preset name or option key and value.

use crate::Game;
use std::ops::RangeInclusive;

/// What a game says about itself.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInfo {
    /// The name in saves and on the command line, e.g. `"yut"` ([`Game::NAME`]).
    pub name: &'static str,
    /// The name players read, e.g. `"Yut Nori"`.
    pub title: &'static str,
    /// The seat counts the game supports ([`Game::seat_range`]).
    pub seats: RangeInclusive<usize>,
    /// The presets, the default first, in the order of [`Game::presets`].
    pub presets: &'static [PresetInfo],
    /// Every option [`Game::set_option`] accepts, in the order a form shows them.
    pub options: &'static [OptionSpec],
    /// The generic search that plays the game best (the app's hardest level).
    pub strongest: Search,
}

impl GameInfo {
    /// The default preset (the first).
    ///
    /// # Panics
    /// If the description has no preset (every game has one; [`check_info`] checks it).
    pub fn default_preset(&self) -> &'static PresetInfo {
        &self.presets[0]
    }

    /// The preset named `name`.
    pub fn preset(&self, name: &str) -> Option<&'static PresetInfo> {
        self.presets.iter().find(|p| p.name == name)
    }

    /// The option with saved-game name `key`.
    pub fn option(&self, key: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.key == key)
    }
}

/// A named set of options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PresetInfo {
    /// The name in saves and on the command line, e.g. `"encyclopedia-sticks"`.
    pub name: &'static str,
    /// What players read, e.g. `"Encyclopedia (sticks)"`.
    pub label: &'static str,
    /// One plain line on what the preset means.
    pub summary: &'static str,
}

/// One option of [`Game::set_option`] and how to offer it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OptionSpec {
    /// The saved-game name, e.g. `"throw"`.
    pub key: &'static str,
    /// What players read next to the control, e.g. `"Throw"`.
    pub label: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
}

/// The values an option takes, and so the control that offers it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OptionKind {
    /// One of a few values (radio buttons).
    Choice(&'static [Choice]),
    /// Two values, offered as one check box labelled with the option's label: checked is
    /// `on`, unchecked `off`.
    Switch {
        /// The value text when unchecked, e.g. `"forced"`.
        off: &'static str,
        /// The value text when checked, e.g. `"optional"`.
        on: &'static str,
    },
    /// A number from `min` to `max` (both allowed), written as Rust writes an `f64`; `step`
    /// is a useful increment for a slider.
    Number {
        /// The smallest value.
        min: f64,
        /// The largest value.
        max: f64,
        /// A step for a slider; any value in the range is accepted.
        step: f64,
    },
}

impl OptionKind {
    /// The value texts a form offers, in order: every choice, `off` then `on`, or the
    /// ends of a number's range.
    pub fn value_texts(&self) -> Vec<String> {
        match self {
            OptionKind::Choice(choices) => choices.iter().map(|c| c.value.to_string()).collect(),
            OptionKind::Switch { off, on } => vec![off.to_string(), on.to_string()],
            OptionKind::Number { min, max, .. } => vec![min.to_string(), max.to_string()],
        }
    }

    /// True if `value` is one of the values this kind describes.
    pub fn allows(&self, value: &str) -> bool {
        match self {
            OptionKind::Choice(choices) => choices.iter().any(|c| c.value == value),
            OptionKind::Switch { off, on } => value == *off || value == *on,
            OptionKind::Number { min, max, .. } => value
                .parse::<f64>()
                .is_ok_and(|v| (*min..=*max).contains(&v)),
        }
    }
}

/// One value of an [`OptionKind::Choice`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value text [`Game::set_option`] accepts, e.g. `"dice"`.
    pub value: &'static str,
    /// What players read, e.g. `"Dice"`.
    pub label: &'static str,
}

/// A generic search, by name: the one that plays a game best. The searches themselves live
/// in `tabula-ai`; this names one for the app and the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Search {
    /// Expectimax over chance nodes, for two-sided games with dice or sticks.
    Expectimax,
    /// Max-n, for games of three or more sides.
    Maxn,
    /// Alpha-beta, for two-sided games without chance.
    AlphaBeta,
}

impl Search {
    /// The agent's name in `tabula-ai`'s `AGENT_NAMES` and on the command line.
    pub fn agent_name(self) -> &'static str {
        match self {
            Search::Expectimax => "expectimax",
            Search::Maxn => "maxn",
            Search::AlphaBeta => "alphabeta",
        }
    }
}

/// Checks that `G::INFO` says what `G`'s rules accept; see [`check_info_of`].
pub fn check_info<G: Game>(option_keys: &[&str]) -> Result<(), String> {
    check_info_of::<G>(&G::INFO, option_keys)
}

/// Checks that `info` describes `G`'s rules; `option_keys` are all the keys
/// [`Game::set_option`] accepts (a game's test lists those of its options). Returns every
/// mismatch found, one a line:
/// - the name and seats are [`Game::NAME`] and [`Game::seat_range`], the presets those of
///   [`Game::presets`] in order, and each parses with [`Game::preset`];
/// - names, labels and summaries are set, and preset names, keys and values are unique;
/// - every value of every option is accepted by `set_option` on the default preset, and
///   [`Game::option_value`] then gives it back; a value not described is refused;
/// - under every preset, `option_value` gives a described value for every key and `None`
///   for an unknown key;
/// - the option keys are exactly `option_keys`, and an unknown key is refused.
pub fn check_info_of<G: Game>(info: &GameInfo, option_keys: &[&str]) -> Result<(), String> {
    let mut problems = Vec::new();
    let mut fail = |p: String| problems.push(p);
    let name = info.name;
    if name != G::NAME {
        fail(format!("name {name:?} is not Game::NAME {:?}", G::NAME));
    }
    if info.title.is_empty() {
        fail(format!("{name}: empty title"));
    }
    if info.seats != G::seat_range() || info.seats.is_empty() {
        fail(format!(
            "{name}: seats {:?} differ from seat_range {:?}",
            info.seats,
            G::seat_range()
        ));
    }
    let described: Vec<&str> = info.presets.iter().map(|p| p.name).collect();
    if described != G::presets() {
        fail(format!(
            "{name}: presets {described:?} differ from Game::presets {:?}",
            G::presets()
        ));
    }
    let mut presets = Vec::new();
    for (i, p) in info.presets.iter().enumerate() {
        if p.name.is_empty() || p.label.is_empty() || p.summary.is_empty() {
            fail(format!(
                "{name}: preset {:?} lacks a name, label or summary",
                p.name
            ));
        }
        if info.presets[..i].iter().any(|q| q.name == p.name) {
            fail(format!("{name}: preset {:?} twice", p.name));
        }
        match G::preset(p.name) {
            Ok(options) => presets.push((p.name, options)),
            Err(e) => fail(format!("{name}: preset {:?} refused: {e}", p.name)),
        }
    }
    if G::preset("no-such-preset").is_ok() {
        fail(format!("{name}: an unknown preset is accepted"));
    }
    let base = G::preset(G::presets().first().copied().unwrap_or_default())
        .map_err(|e| format!("{name}: no default preset: {e}"))?;

    for (i, spec) in info.options.iter().enumerate() {
        let key = spec.key;
        if key.is_empty() || spec.label.is_empty() {
            fail(format!("{name}: option {key:?} lacks a key or label"));
        }
        if info.options[..i].iter().any(|o| o.key == key) {
            fail(format!("{name}: option {key:?} twice"));
        }
        if !option_keys.contains(&key) {
            fail(format!(
                "{name}: option {key:?} is not among the keys {option_keys:?}"
            ));
        }
        let texts = spec.kind.value_texts();
        for (j, text) in texts.iter().enumerate() {
            if texts[..j].contains(text) {
                fail(format!("{name}: option {key} lists {text:?} twice"));
            }
        }
        if let OptionKind::Choice(choices) = spec.kind {
            if choices.len() < 2 {
                fail(format!(
                    "{name}: option {key} offers fewer than two choices"
                ));
            }
            for c in choices.iter().filter(|c| c.label.is_empty()) {
                fail(format!(
                    "{name}: option {key} value {:?} has no label",
                    c.value
                ));
            }
        }
        for text in &texts {
            let mut options = base.clone();
            match G::set_option(&mut options, key, text) {
                Err(e) => fail(format!("{name}: option {key}={text} refused: {e}")),
                Ok(()) => {
                    let back = G::option_value(&options, key);
                    let same = match (spec.kind, &back) {
                        (OptionKind::Number { .. }, Some(b)) => {
                            b.parse::<f64>().ok() == text.parse::<f64>().ok()
                        }
                        _ => back.as_deref() == Some(text.as_str()),
                    };
                    if !same {
                        fail(format!(
                            "{name}: option {key}={text} reads back as {back:?}"
                        ));
                    }
                }
            }
        }
        let mut refused = vec!["no-such-value".to_string()];
        if let OptionKind::Number { min, max, step } = spec.kind {
            refused.push((min - step).to_string());
            refused.push((max + step).to_string());
        }
        for text in refused {
            let mut options = base.clone();
            if G::set_option(&mut options, key, &text).is_ok() {
                fail(format!(
                    "{name}: option {key} accepts {text:?}, not described"
                ));
            }
        }
    }
    for key in option_keys {
        if info.option(key).is_none() {
            fail(format!(
                "{name}: option {key:?} is accepted but not described"
            ));
        }
    }
    let mut options = base.clone();
    if G::set_option(&mut options, "no-such-key", "on").is_ok() {
        fail(format!("{name}: an unknown option key is accepted"));
    }
    for (preset, options) in &presets {
        for spec in info.options {
            match G::option_value(options, spec.key) {
                Some(v) if spec.kind.allows(&v) => {}
                other => fail(format!(
                    "{name}: under preset {preset}, option {} reads {other:?}, not a described value",
                    spec.key
                )),
            }
        }
        if G::option_value(options, "no-such-key").is_some() {
            fail(format!("{name}: option_value answers an unknown key"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc_game::Nim;

    #[test]
    fn nim_describes_itself() {
        check_info::<Nim>(&["stones"]).unwrap();
        assert_eq!(Nim::NAME, "nim");
        assert_eq!(Nim::seat_range(), 2..=4);
        assert_eq!(Nim::INFO.default_preset().name, "standard");
        assert_eq!(Nim::INFO.option("stones").unwrap().label, "Stones");
        assert!(Nim::INFO.option("pile").is_none());
    }

    /// Every kind of mismatch is caught: the check can fail.
    #[test]
    fn a_wrong_description_is_refused() {
        let wrong = |info: GameInfo, keys: &[&str], expect: &str| {
            let err = check_info_of::<Nim>(&info, keys).unwrap_err();
            assert!(err.contains(expect), "{expect:?} not in {err}");
        };
        let good = Nim::INFO;
        wrong(
            good.clone(),
            &["stones", "pile"],
            "\"pile\" is accepted but not described",
        );
        wrong(
            GameInfo {
                name: "mim",
                ..good.clone()
            },
            &["stones"],
            "is not Game::NAME",
        );
        wrong(
            GameInfo {
                seats: 2..=5,
                ..good.clone()
            },
            &["stones"],
            "differ from seat_range",
        );
        const NO_SUCH_PRESET: &[PresetInfo] = &[PresetInfo {
            name: "big",
            label: "Big",
            summary: "More stones.",
        }];
        wrong(
            GameInfo {
                presets: NO_SUCH_PRESET,
                ..good.clone()
            },
            &["stones"],
            "preset \"big\" refused",
        );
        const WIDE: &[OptionSpec] = &[OptionSpec {
            key: "stones",
            label: "Stones",
            kind: OptionKind::Number {
                min: 0.0,
                max: 30.0,
                step: 1.0,
            },
        }];
        wrong(
            GameInfo {
                options: WIDE,
                ..good.clone()
            },
            &["stones"],
            "option stones=0 refused",
        );
        const NARROW: &[OptionSpec] = &[OptionSpec {
            key: "stones",
            label: "Stones",
            kind: OptionKind::Number {
                min: 2.0,
                max: 30.0,
                step: 1.0,
            },
        }];
        wrong(
            GameInfo {
                options: NARROW,
                ..good.clone()
            },
            &["stones"],
            "accepts \"1\", not described",
        );
        const CHOICE: &[OptionSpec] = &[OptionSpec {
            key: "stones",
            label: "Stones",
            kind: OptionKind::Choice(&[
                Choice {
                    value: "5",
                    label: "Five",
                },
                Choice {
                    value: "10",
                    label: "Ten",
                },
                Choice {
                    value: "ten",
                    label: "Ten",
                },
            ]),
        }];
        wrong(
            GameInfo {
                options: CHOICE,
                ..good.clone()
            },
            &["stones"],
            "option stones=ten refused",
        );
        const OTHER_KEY: &[OptionSpec] = &[OptionSpec {
            key: "pile",
            label: "Pile",
            kind: OptionKind::Switch {
                off: "off",
                on: "on",
            },
        }];
        wrong(
            GameInfo {
                options: OTHER_KEY,
                ..good
            },
            &["stones"],
            "\"pile\" is not among the keys",
        );
    }

    #[test]
    fn kinds_list_and_allow_their_values() {
        let switch = OptionKind::Switch {
            off: "forced",
            on: "optional",
        };
        assert_eq!(switch.value_texts(), ["forced", "optional"]);
        assert!(switch.allows("optional") && !switch.allows("on"));
        let number = OptionKind::Number {
            min: 0.1,
            max: 0.9,
            step: 0.05,
        };
        assert_eq!(number.value_texts(), ["0.1", "0.9"]);
        assert!(number.allows("0.6") && !number.allows("1") && !number.allows("x"));
        assert_eq!(Search::AlphaBeta.agent_name(), "alphabeta");
    }
}
