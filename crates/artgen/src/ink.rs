//! The "Ink on paper" theme: every sprite role and sound role of the classic theme, at
//! the same sizes and paths and on the same board geometry, drawn as black ink on
//! off-white paper with flat, colour-blind-safe fills, and its own synthesised sounds.
//!
//! The sprite and sound lists follow the classic theme's ([`crate::sprites`],
//! [`crate::sounds`]) role by role. The table and the boards are drawn here (see [`svg`]);
//! every other sprite is an editable SVG source in `assets/themes/ink/svg/`. A sound
//! role the classic theme gains and this one does not make fails loudly (see [`synth`]).

pub mod backgammon;
pub mod chisolo;
pub mod draw;
pub mod malefiz;
pub mod sound;
pub mod theme;
pub mod yut;

use crate::palette::Rgb;
use crate::{Encoding, SoundSpec, Sprite};

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

/// The words on the boards: ink straight on the paper and as the plates under counts and
/// captions, paper on the plates, and each side's words in its colour lightened to read on
/// the ink (the blue would not).
pub fn labels() -> crate::theme::Labels {
    crate::theme::Labels {
        ink: INK,
        plate: INK,
        plate_ink: PAPER,
        side_inks: SIDES.map(|c| c.lighten(0.3)),
    }
}

/// What players call the side colours, by language: the colour as it looks (the reddish
/// purple looks pink).
pub const SIDE_NAMES: [[(&str, &str); 3]; 4] = [
    [("en", "Orange"), ("ru", "Оранжевый"), ("ko", "주황")],
    [("en", "Blue"), ("ru", "Синий"), ("ko", "파랑")],
    [("en", "Green"), ("ru", "Зелёный"), ("ko", "초록")],
    [("en", "Pink"), ("ru", "Розовый"), ("ko", "분홍")],
];

/// The SVG the ink theme's code draws for a sprite role: the table and the boards (the
/// [`crate::DRAWN_ROLES`]); `None` for every other role, whose SVG is an editable source
/// in `assets/themes/ink/svg/`.
pub fn svg(role: &str) -> Option<String> {
    Some(match role {
        "table" => yut::table(),
        "yut.board" => yut::board(),
        "backgammon.board" => backgammon::board(),
        "chisolo.board" => chisolo::board(),
        "malefiz.board" => malefiz::board(),
        _ => return None,
    })
}

/// Every sprite of the ink theme: the classic theme's roles, paths and sizes, in its
/// order (all with the compact encoder but those the classic theme palettes).
pub fn sprites() -> Vec<Sprite> {
    crate::sprites()
        .into_iter()
        .map(|s| match s.encoding {
            Encoding::TinySkia => Sprite {
                encoding: Encoding::Compact,
                ..s
            },
            _ => s,
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
    fn the_boards_and_the_table_are_drawn_and_nothing_else() {
        for s in crate::sprites() {
            let drawn = crate::DRAWN_ROLES.contains(&s.role.as_str());
            assert_eq!(svg(&s.role).is_some(), drawn, "{}", s.role);
            assert_eq!(crate::art::svg(&s.role).is_some(), drawn, "{}", s.role);
        }
        for (role, _, _) in crate::sounds() {
            assert!(synth(role).is_some(), "{role}");
        }
        for role in ["piece.0", "nothing"] {
            assert!(svg(role).is_none(), "{role}");
        }
    }
}
