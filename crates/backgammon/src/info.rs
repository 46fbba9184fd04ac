//! Backgammon described as data ([`tabula_core::Game::INFO`]): its presets and options
//! (`gammons`, `cube`, `jacoby`, `beaver`, `match`).

use crate::PRESETS;
use tabula_core::{GameInfo, OptionKind, OptionSpec, PresetInfo, Search};

pub(crate) const INFO: GameInfo = GameInfo {
    name: "backgammon",
    title: "Backgammon",
    seats: 2..=2,
    presets: &[
        PresetInfo {
            name: PRESETS[0],
            label: "Money game with the cube",
            summary: "One game for points with the doubling cube; the Jacoby rule: gammons count once the cube is turned.",
        },
        PresetInfo {
            name: PRESETS[1],
            label: "7-point match",
            summary: "Games until a side has 7 points, with the cube; the Crawford rule (always on in a match): no doubling in the game after a side first reaches 6.",
        },
        PresetInfo {
            name: PRESETS[2],
            label: "Without the cube (gammons count)",
            summary: "One game without the doubling cube: a gammon scores 2 points and a backgammon 3.",
        },
        PresetInfo {
            name: PRESETS[3],
            label: "Single points (no cube, no gammons)",
            summary: "Every win scores 1 point.",
        },
    ],
    options: &[
        OptionSpec {
            key: "gammons",
            label: "Gammons and backgammons score 2 and 3",
            kind: OptionKind::Switch {
                off: "off",
                on: "on",
            },
        },
        OptionSpec {
            key: "cube",
            label: "Doubling cube",
            kind: OptionKind::Switch {
                off: "off",
                on: "on",
            },
        },
        OptionSpec {
            key: "jacoby",
            label: "Jacoby rule: gammons count only after a double (money play)",
            kind: OptionKind::Switch {
                off: "off",
                on: "on",
            },
        },
        OptionSpec {
            key: "beaver",
            label: "Beavers: the doubled player may redouble at once (money play)",
            kind: OptionKind::Switch {
                off: "off",
                on: "on",
            },
        },
        OptionSpec {
            key: "match",
            label: "Match length in points (0: money play; the Crawford rule holds in a match)",
            kind: OptionKind::Number {
                min: 0.0,
                max: 25.0,
                step: 1.0,
            },
        },
    ],
    strongest: Search::Expectimax,
};

#[cfg(test)]
mod tests {
    use crate::Backgammon;

    /// Every option key `Backgammon::set_option` accepts.
    const KEYS: &[&str] = &["gammons", "cube", "jacoby", "beaver", "match"];

    #[test]
    fn the_description_matches_the_rules() {
        if let Err(problems) = tabula_core::check_info::<Backgammon>(KEYS) {
            panic!("{problems}");
        }
    }
}
