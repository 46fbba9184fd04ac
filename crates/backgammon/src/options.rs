//! Options and presets of Backgammon: the rule variants, their limits and how a setup
//! names them (described as data in `info`).

use serde::{Deserialize, Serialize};
use tabula_core::{SetupError, parse_bool_option};

/// The rule variants of Backgammon. `Default` is the cubeless money game (the `standard`
/// preset, which playouts and training use); the default preset, `money-cube`, and
/// `match-7` turn the cube on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BackgammonOptions {
    /// `gammons`: a gammon scores 2 and a backgammon 3 (rule 7); off, every win scores 1.
    pub gammons: bool,
    /// `cube`: the doubling cube is in play.
    pub cube: bool,
    /// `jacoby` (money play only): gammons and backgammons count only once the cube has
    /// been turned.
    pub jacoby: bool,
    /// `beaver` (money play only): a player who is doubled may take and at once redouble,
    /// keeping the cube.
    pub beaver: bool,
    /// `match`: the match length in points, 1 to 25; 0 is money play (one game).
    #[serde(rename = "match")]
    pub match_length: u8,
}

impl Default for BackgammonOptions {
    fn default() -> Self {
        BackgammonOptions {
            gammons: true,
            cube: false,
            jacoby: false,
            beaver: false,
            match_length: 0,
        }
    }
}

impl BackgammonOptions {
    /// True when the state keeps the match's record (its actions and finished games): with
    /// the cube or in a match. The cubeless money game keeps none, so its playouts stay
    /// free of allocation.
    pub fn recorded(&self) -> bool {
        self.cube || self.match_length > 0
    }
}

/// The longest match.
pub const MAX_MATCH: u8 = 25;

/// The highest cube value.
pub const MAX_CUBE: u8 = 64;

/// The preset names, the default first: the money game with the cube, as the game is
/// played; `standard` is the cubeless game (today's [`BackgammonOptions::default`]).
pub const PRESETS: &[&str] = &["money-cube", "match-7", "standard", "single-points"];

/// Refuses options out of range (a match longer than 25 points).
pub(crate) fn check_options(options: &BackgammonOptions) -> Result<(), SetupError> {
    if options.match_length > MAX_MATCH {
        return Err(SetupError(format!(
            "a match is 1 to {MAX_MATCH} points (0: money play), not {}",
            options.match_length
        )));
    }
    Ok(())
}

/// The options of a named preset (see [`PRESETS`]).
pub(crate) fn preset(name: &str) -> Result<BackgammonOptions, SetupError> {
    let standard = BackgammonOptions::default();
    match name {
        "standard" => Ok(standard),
        "single-points" => Ok(BackgammonOptions {
            gammons: false,
            ..standard
        }),
        "money-cube" => Ok(BackgammonOptions {
            cube: true,
            jacoby: true,
            ..standard
        }),
        "match-7" => Ok(BackgammonOptions {
            cube: true,
            match_length: 7,
            ..standard
        }),
        _ => Err(SetupError(format!(
            "unknown backgammon preset {name:?} ({})",
            PRESETS.join(", ")
        ))),
    }
}

/// Sets option `key` from its text `value`.
pub(crate) fn set_option(
    options: &mut BackgammonOptions,
    key: &str,
    value: &str,
) -> Result<(), SetupError> {
    match key {
        "gammons" => options.gammons = parse_bool_option(key, value)?,
        "cube" => options.cube = parse_bool_option(key, value)?,
        "jacoby" => options.jacoby = parse_bool_option(key, value)?,
        "beaver" => options.beaver = parse_bool_option(key, value)?,
        "match" => {
            let n = value
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|n| *n <= MAX_MATCH)
                .ok_or_else(|| {
                    SetupError(format!(
                        "match is 0 (money play) or 1 to {MAX_MATCH} points, not {value:?}"
                    ))
                })?;
            options.match_length = n;
        }
        _ => {
            return Err(SetupError(format!(
                "unknown backgammon option {key:?} (gammons, cube, jacoby, beaver, match)"
            )));
        }
    }
    Ok(())
}

/// The text of option `key`'s value, as `set_option` takes it.
pub(crate) fn option_value(options: &BackgammonOptions, key: &str) -> Option<String> {
    match key {
        "gammons" => Some(switch(options.gammons)),
        "cube" => Some(switch(options.cube)),
        "jacoby" => Some(switch(options.jacoby)),
        "beaver" => Some(switch(options.beaver)),
        "match" => Some(options.match_length.to_string()),
        _ => None,
    }
}

fn switch(on: bool) -> String {
    if on { "on" } else { "off" }.into()
}
