//! Backgammon described as data ([`tabula_core::Game::INFO`]): its presets and its one
//! option, `gammons`.

use crate::{BackgammonOptions, PRESETS};
use tabula_core::{GameInfo, OptionKind, OptionSpec, PresetInfo, Search};

pub(crate) const INFO: GameInfo = GameInfo {
    name: "backgammon",
    title: "Backgammon",
    seats: 2..=2,
    presets: &[
        PresetInfo {
            name: PRESETS[0],
            label: "Standard (gammons count)",
            summary: "A gammon scores 2 points and a backgammon 3.",
        },
        PresetInfo {
            name: PRESETS[1],
            label: "Single points (no gammons)",
            summary: "Every win scores 1 point.",
        },
    ],
    options: &[OptionSpec {
        key: "gammons",
        label: "Gammons and backgammons score 2 and 3",
        kind: OptionKind::Switch {
            off: "off",
            on: "on",
        },
    }],
    strongest: Search::Expectimax,
};

/// The text of option `key`'s value, as `set_option` takes it.
pub(crate) fn option_value(options: &BackgammonOptions, key: &str) -> Option<String> {
    match key {
        "gammons" => Some(if options.gammons { "on" } else { "off" }.into()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::Backgammon;

    /// Every option key `Backgammon::set_option` accepts.
    const KEYS: &[&str] = &["gammons"];

    #[test]
    fn the_description_matches_the_rules() {
        if let Err(problems) = tabula_core::check_info::<Backgammon>(KEYS) {
            panic!("{problems}");
        }
    }
}
