//! The "Ink on paper" theme: every sprite role and sound role of the classic theme, at
//! the same sizes and paths and on the same board geometry, drawn as black ink on
//! off-white paper with flat, colour-blind-safe fills, and its own synthesised sounds.
//!
//! The sprite and sound lists follow the classic theme's ([`crate::sprites`],
//! [`crate::sounds`]) role by role, so a role the classic theme gains and this one does
//! not draw fails loudly (see [`svg`] and [`synth`]).

pub mod backgammon;
pub mod chisolo;
pub mod draw;
pub mod malefiz;
pub mod sound;
pub mod theme;
pub mod yut;

use crate::palette::Rgb;
use crate::{SoundSpec, Sprite};

/// The theme's name in `theme.ron`.
pub const NAME: &str = "Ink on paper";

/// The paper of the boards, dice and light pieces: a warm off-white.
pub const PAPER: Rgb = Rgb::hex("#FAF7EF");
/// The table under the boards: a greyer, slightly darker paper.
pub const TABLE: Rgb = Rgb::hex("#E6E0D2");
/// The ink: near-black.
pub const INK: Rgb = Rgb::hex("#161616");
/// A grey ink wash, for hollows (pits, trays, fields).
pub const WASH: Rgb = Rgb::hex("#CFC9BC");
/// Okabe–Ito yellow, for the highlight ring and the Malefiz goal (never a side colour).
pub const YELLOW: Rgb = Rgb::hex("#F0E442");

/// The side colours, from the Okabe–Ito set: vermilion, blue, bluish green and reddish
/// purple. Each side's pieces also carry their own large mark (dot, ring, cross, bar).
pub const SIDES: [Rgb; 4] = [
    Rgb::hex("#D55E00"),
    Rgb::hex("#0072B2"),
    Rgb::hex("#009E73"),
    Rgb::hex("#CC79A7"),
];

/// The side colours as the manifest writes them.
pub const SIDE_HEX: [&str; 4] = ["#D55E00", "#0072B2", "#009E73", "#CC79A7"];

/// What players call the side colours, by language: the colour as it looks (the reddish
/// purple looks pink).
pub const SIDE_NAMES: [[(&str, &str); 3]; 4] = [
    [("en", "Orange"), ("ru", "Оранжевый"), ("ko", "주황")],
    [("en", "Blue"), ("ru", "Синий"), ("ko", "파랑")],
    [("en", "Green"), ("ru", "Зелёный"), ("ko", "초록")],
    [("en", "Pink"), ("ru", "Розовый"), ("ko", "분홍")],
];

/// The ink theme's SVG for a sprite role, or `None` for a role it does not know.
pub fn svg(role: &str) -> Option<String> {
    use crate::art::chisolo::SEEDS;
    let index = |prefix: &str, count: usize| -> Option<usize> {
        let k: usize = role.strip_prefix(prefix)?.parse().ok()?;
        (k < count).then_some(k)
    };
    Some(match role {
        "table" => yut::table(),
        "yut.board" => yut::board(),
        "yut.station" => yut::station(),
        "yut.station_big" => yut::station_big(),
        "stick.flat" => yut::stick(false, false),
        "stick.round" => yut::stick(true, false),
        "stick.flat_marked" => yut::stick(false, true),
        "stick.round_marked" => yut::stick(true, true),
        "highlight" => yut::highlight(),
        "selected" => yut::selected(),
        "icon" => yut::icon(),
        "backgammon.board" => backgammon::board(),
        "backgammon.checker.light" => backgammon::checker(true),
        "backgammon.checker.dark" => backgammon::checker(false),
        "backgammon.checker_edge.light" => backgammon::checker_edge(true),
        "backgammon.checker_edge.dark" => backgammon::checker_edge(false),
        "backgammon.cube" => backgammon::cube(),
        "chisolo.board" => chisolo::board(),
        "chisolo.pit" => chisolo::pit(),
        "malefiz.board" => malefiz::board(),
        "malefiz.field" => malefiz::field(),
        "malefiz.barricade" => malefiz::barricade(),
        "malefiz.goal" => malefiz::goal(),
        _ => {
            if let Some(side) = index("piece.", 4) {
                yut::piece(side)
            } else if let Some(face) = index("die.", 7).filter(|&f| f >= 1) {
                yut::die(face as u8)
            } else if let Some(k) = index("chisolo.seed.", SEEDS) {
                chisolo::seed(k)
            } else if let Some(side) = index("malefiz.house.", 4) {
                malefiz::house(side)
            } else {
                return None;
            }
        }
    })
}

/// Every sprite of the ink theme: the classic theme's roles, paths and sizes, in its
/// order, drawn in ink (all encoded with the compact encoder).
///
/// # Panics
/// If the classic theme has a role this theme does not draw.
pub fn sprites() -> Vec<Sprite> {
    crate::sprites()
        .into_iter()
        .map(|s| {
            let svg = svg(&s.role)
                .unwrap_or_else(|| panic!("the ink theme does not draw the role {}", s.role));
            Sprite {
                svg,
                compact: true,
                ..s
            }
        })
        .collect()
}

/// The ink theme's synthesiser for a sound role, or `None` for a role it does not know.
pub fn synth(role: &str) -> Option<fn() -> crate::synth::Pcm> {
    Some(match role {
        "throw" => sound::throw,
        "hop" => sound::hop,
        "land" => sound::land,
        "capture" => sound::capture,
        "stack" => sound::stack,
        "exit" => sound::exit,
        "win" => sound::win,
        "click" => sound::click,
        "extra" => sound::extra,
        "music" => sound::music,
        "checker" => sound::checker,
        "dice" => sound::dice,
        "seed" => sound::seed,
        "relay" => sound::relay,
        "barricade" => sound::barricade,
        "step" => sound::step,
        _ => return None,
    })
}

/// Every sound of the ink theme: the classic theme's roles and paths, in its order.
///
/// # Panics
/// If the classic theme has a sound role this theme does not make.
pub fn sounds() -> Vec<SoundSpec> {
    crate::sounds()
        .into_iter()
        .map(|(role, path, _)| {
            let make = synth(role)
                .unwrap_or_else(|| panic!("the ink theme has no sound for the role {role}"));
            (role, path, make)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_colours_match_their_hex() {
        for (c, s) in SIDES.iter().zip(SIDE_HEX) {
            assert_eq!(c.to_string(), s);
        }
    }

    #[test]
    fn every_classic_role_is_drawn_and_unknown_ones_are_not() {
        for s in crate::sprites() {
            assert!(svg(&s.role).is_some(), "{}", s.role);
        }
        for (role, _, _) in crate::sounds() {
            assert!(synth(role).is_some(), "{role}");
        }
        for role in [
            "piece.4",
            "die.0",
            "die.7",
            "chisolo.seed.4",
            "nothing",
            "piece.x",
        ] {
            assert!(svg(role).is_none(), "{role}");
        }
    }
}
