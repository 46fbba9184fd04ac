//! The classic theme's palette: warm wood, paper and ink, and the four side colours.

use std::fmt;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Parses `#RRGGBB`.
    pub const fn hex(s: &str) -> Rgb {
        let b = s.as_bytes();
        assert!(b.len() == 7 && b[0] == b'#');
        Rgb(
            hex_byte(b[1], b[2]),
            hex_byte(b[3], b[4]),
            hex_byte(b[5], b[6]),
        )
    }

    /// `self` moved towards `other` by `t` (0 = self, 1 = other).
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }

    /// Towards white.
    pub fn lighten(self, t: f32) -> Rgb {
        self.mix(Rgb(255, 255, 255), t)
    }

    /// Towards a warm near-black (shadows in this theme are brown, never grey).
    pub fn darken(self, t: f32) -> Rgb {
        self.mix(INK_DEEP, t)
    }
}

const fn hex_digit(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        b'A'..=b'F' => c - b'A' + 10,
        _ => panic!("not a hex digit"),
    }
}

const fn hex_byte(hi: u8, lo: u8) -> u8 {
    hex_digit(hi) * 16 + hex_digit(lo)
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02X}{:02X}{:02X}", self.0, self.1, self.2)
    }
}

/// The side colours: a true red (so the side called Red looks red; the marks on the pieces
/// tell it from green for colour-blind players), then Okabe–Ito blue, bluish green and orange.
pub const SIDES: [Rgb; 4] = [
    Rgb::hex("#C8202F"),
    Rgb::hex("#0072B2"),
    Rgb::hex("#009E73"),
    Rgb::hex("#E69F00"),
];

/// The side colours as the manifest writes them.
pub const SIDE_HEX: [&str; 4] = ["#C8202F", "#0072B2", "#009E73", "#E69F00"];

/// What players call the side colours, in the same order, by language.
pub const SIDE_NAMES: [[(&str, &str); 3]; 4] = [
    [("en", "Red"), ("ru", "Красный"), ("ko", "빨강")],
    [("en", "Blue"), ("ru", "Синий"), ("ko", "파랑")],
    [("en", "Green"), ("ru", "Зелёный"), ("ko", "초록")],
    [("en", "Orange"), ("ru", "Оранжевый"), ("ko", "주황")],
];

/// The words on the boards: the deep ink straight on the pictures and as the plates under
/// counts and captions, paper on the plates, and each side's words in its colour lightened
/// to read on the plate (the true red and the blue would not).
pub fn labels() -> crate::theme::Labels {
    crate::theme::Labels {
        ink: INK_DEEP,
        plate: INK_DEEP,
        plate_ink: PAPER,
        side_inks: SIDES.map(|c| c.lighten(0.3)),
    }
}

/// Ink for lines and marks.
pub const INK: Rgb = Rgb::hex("#33231A");
/// The darkest brown, for shadows.
pub const INK_DEEP: Rgb = Rgb::hex("#1E140E");
/// Cinnabar seal ink: the start corner and the marked stick.
pub const SEAL: Rgb = Rgb::hex("#B3332B");
/// Paper of the board's face.
pub const PAPER: Rgb = Rgb::hex("#EFDDB7");
/// Honey wood: the board's rim.
pub const WOOD_HONEY: Rgb = Rgb::hex("#B07A45");
/// Dark wood: the round side of a stick.
pub const WOOD_DARK: Rgb = Rgb::hex("#8C5A2F");
/// Walnut: the table.
pub const WALNUT: Rgb = Rgb::hex("#5E3D26");
/// Brass inlay on the board's rim.
pub const BRASS: Rgb = Rgb::hex("#D9B56A");
/// Dark polished walnut: the backgammon board's frame.
pub const FRAME_WALNUT: Rgb = Rgb::hex("#4A2F1E");
/// Tan leather: the backgammon board's playing fields.
pub const LEATHER: Rgb = Rgb::hex("#AE8455");
/// Cream of the light backgammon points.
pub const POINT_CREAM: Rgb = Rgb::hex("#EBDAB4");
/// Terracotta of the dark backgammon points.
pub const TERRACOTTA: Rgb = Rgb::hex("#8E3D25");
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips() {
        for (c, s) in SIDES.iter().zip(SIDE_HEX) {
            assert_eq!(c.to_string(), s);
        }
        assert_eq!(Rgb(0, 0, 0).mix(Rgb(200, 100, 50), 0.5), Rgb(100, 50, 25));
    }
}
