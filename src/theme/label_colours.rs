//! The colours of the words the game writes on the boards (`labels` in `theme.ron`): the
//! coordinates straight on the boards' pictures in the theme's ink, everything else on a
//! plate of its own, so that it reads whatever lies under it.

use bevy::prelude::*;
use serde::Deserialize;

/// How a board label is written; the theme gives the colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabelStyle {
    /// Straight on a board's picture, in the theme's `ink`: the coordinates, the Yut
    /// stations' letters, the doubling cube's value.
    Ink,
    /// The ink faded (still readable): a cube nobody may turn.
    FadedInk,
    /// The theme's `plate_ink` on its `plate`: counts, previews, captions and choices.
    Plate,
    /// The plate's colours swapped: the choice the keyboard is on.
    Lit,
    /// A side's name or caption: its `side_inks` colour on the plate.
    Side(usize),
}

impl LabelStyle {
    /// Every style written on a plate (its colours are the plate's and the text's alone).
    pub const PLATED: [LabelStyle; 6] = [
        LabelStyle::Plate,
        LabelStyle::Lit,
        LabelStyle::Side(0),
        LabelStyle::Side(1),
        LabelStyle::Side(2),
        LabelStyle::Side(3),
    ];
}

/// How much of the ink a faded label keeps.
const FADED: f32 = 0.7;

/// `labels` as `theme.ron` writes it: colours as `#RRGGBB`, each with a default (the
/// classic theme's; a side's ink is its side colour).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct LabelInks {
    /// Words written straight on the boards' pictures.
    pub ink: String,
    /// The plate under every other label, and the words on it.
    pub plate: String,
    pub plate_ink: String,
    /// Each side's name and captions on the plate: a shade of its side colour that reads
    /// there. None: the side colours themselves.
    pub side_inks: Vec<String>,
}

impl Default for LabelInks {
    fn default() -> Self {
        LabelInks {
            ink: "#1E140E".into(),
            plate: "#1E140E".into(),
            plate_ink: "#EFDDB7".into(),
            side_inks: Vec::new(),
        }
    }
}

/// The label colours of a loaded theme (plates are opaque).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelColours {
    pub ink: Srgba,
    pub plate: Srgba,
    pub plate_ink: Srgba,
    pub side_inks: [Srgba; 4],
}

impl LabelColours {
    /// The colours `inks` names, its sides' inks falling back to `sides`; with each hex
    /// that is not a colour (the default stands in for it).
    pub fn parse(inks: &LabelInks, sides: &[Color; 4]) -> (LabelColours, Vec<String>) {
        let mut bad = Vec::new();
        let mut colour = |hex: &str, default: Srgba| {
            Srgba::hex(hex.trim_start_matches('#')).map_or_else(
                |_| {
                    bad.push(hex.to_string());
                    default
                },
                |c| c.with_alpha(1.0),
            )
        };
        let defaults = LabelInks::default();
        let hex = |s: &str| Srgba::hex(s.trim_start_matches('#')).expect("a default colour");
        let mut colours = LabelColours {
            ink: colour(&inks.ink, hex(&defaults.ink)),
            plate: colour(&inks.plate, hex(&defaults.plate)),
            plate_ink: colour(&inks.plate_ink, hex(&defaults.plate_ink)),
            side_inks: sides.map(|c| c.to_srgba()),
        };
        for (ink, given) in colours.side_inks.iter_mut().zip(&inks.side_inks) {
            *ink = colour(given, *ink);
        }
        (colours, bad)
    }

    /// A style's text colour, and the plate under it if it has one.
    pub fn of(&self, style: LabelStyle) -> (Srgba, Option<Srgba>) {
        match style {
            LabelStyle::Ink => (self.ink, None),
            LabelStyle::FadedInk => (self.ink.with_alpha(FADED), None),
            LabelStyle::Plate => (self.plate_ink, Some(self.plate)),
            LabelStyle::Lit => (self.plate, Some(self.plate_ink)),
            LabelStyle::Side(i) => (self.side_inks[i % 4], Some(self.plate)),
        }
    }
}

impl Default for LabelColours {
    fn default() -> Self {
        LabelColours::parse(&LabelInks::default(), &default_colours()).0
    }
}

/// The side colours of a theme that names none.
pub(super) fn default_colours() -> [Color; 4] {
    ["#C8202F", "#0072B2", "#009E73", "#E69F00"].map(|c| Srgba::hex(c).unwrap().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_gives_the_colours_and_the_sides_default_to_their_own() {
        let inks: LabelInks =
            ron::from_str(r##"(plate: "#102030", side_inks: ["#FF0000", "inky"])"##).unwrap();
        let sides = [Color::srgb(0.0, 0.0, 1.0); 4];
        let (colours, bad) = LabelColours::parse(&inks, &sides);
        assert_eq!(bad, ["inky"]);
        assert_eq!(colours.plate, Srgba::hex("102030").unwrap());
        assert_eq!(colours.ink, LabelColours::default().ink);
        assert_eq!(colours.side_inks[0], Srgba::RED);
        assert_eq!(colours.side_inks[1], Srgba::BLUE);
        assert_eq!(colours.side_inks[3], Srgba::BLUE);
        assert_eq!(
            colours.of(LabelStyle::Lit),
            (colours.plate, Some(colours.plate_ink))
        );
        assert_eq!(colours.of(LabelStyle::Side(5)).0, Srgba::BLUE);
        assert!(ron::from_str::<LabelInks>("(paper: \"#FFFFFF\")").is_err());
    }
}
