//! Board geometry shared by the art generator and the game: where a board image's spaces
//! are, in the image's own pixels. Each board's defaults are a data file in
//! `assets/layouts/` (compiled in here); a theme may give its own in `theme.ron`, for a
//! board image of another size or drawn otherwise, and the game places pieces by it.
//!
//! Chisolo's plank and Malefiz's board carry no geometry: they are plain surfaces the game
//! lays its pits and fields on, so only their proportions matter (the theme checker holds
//! every picture to its role's).

use serde::Deserialize;

/// The Yut board.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct YutLayout {
    /// The board image's size in pixels.
    pub image: (u32, u32),
    /// From the image's centre to the ring of stations, in pixels.
    pub ring_radius: f32,
}

/// The backgammon board, in pixels from the image's top left.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct BackgammonLayout {
    pub image: (u32, u32),
    /// The left and right fields' x ranges, six point columns each.
    pub left_field_x: (f32, f32),
    pub right_field_x: (f32, f32),
    /// The fields' y range: the top row's bases on the first, the bottom row's on the second.
    pub field_y: (f32, f32),
    pub bar_x: (f32, f32),
    pub tray_x: (f32, f32),
    /// From a point's base to its apex.
    pub point_length: f32,
}

impl BackgammonLayout {
    /// The width of one point's column.
    pub fn column(&self) -> f32 {
        (self.left_field_x.1 - self.left_field_x.0) / 6.0
    }

    /// Where the layout does not hold together, in words (empty when it does).
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let (w, h) = (self.image.0 as f32, self.image.1 as f32);
        let ranges = [
            ("left_field_x", self.left_field_x, w),
            ("right_field_x", self.right_field_x, w),
            ("bar_x", self.bar_x, w),
            ("tray_x", self.tray_x, w),
            ("field_y", self.field_y, h),
        ];
        for (name, (a, b), limit) in ranges {
            if !(0.0 <= a && a < b && b <= limit) {
                problems.push(format!(
                    "backgammon {name} ({a}, {b}) must rise within the image (0 to {limit})"
                ));
            }
        }
        let widths = (
            self.left_field_x.1 - self.left_field_x.0,
            self.right_field_x.1 - self.right_field_x.0,
        );
        if (widths.0 - widths.1).abs() > 1.0 {
            problems.push(format!(
                "backgammon fields are {} and {} pixels wide: both must hold six equal columns",
                widths.0, widths.1
            ));
        }
        if !(self.left_field_x.1 <= self.bar_x.0 + 1.0
            && self.bar_x.1 <= self.right_field_x.0 + 1.0)
        {
            problems.push("the backgammon bar must lie between the two fields".into());
        }
        let half = (self.field_y.1 - self.field_y.0) / 2.0;
        if !(self.point_length > 0.0 && self.point_length < half) {
            problems.push(format!(
                "backgammon point_length {} must be more than 0 and less than half the \
                 field's height ({half})",
                self.point_length
            ));
        }
        problems
    }
}

impl YutLayout {
    /// Where the layout does not hold together, in words (empty when it does).
    pub fn problems(&self) -> Vec<String> {
        let (w, h) = self.image;
        // The outer stations, about a tenth of the ring's radius wide, stay on the board.
        if self.ring_radius > 0.0 && self.ring_radius * 1.1 <= w.min(h) as f32 / 2.0 {
            Vec::new()
        } else {
            vec![format!(
                "the Yut ring_radius {} must fit inside the {w}×{h} board with room for its \
                 stations",
                self.ring_radius
            )]
        }
    }
}

impl Default for YutLayout {
    fn default() -> Self {
        ron::from_str(include_str!("../../../assets/layouts/yut.ron"))
            .expect("assets/layouts/yut.ron is a Yut layout")
    }
}

impl Default for BackgammonLayout {
    fn default() -> Self {
        ron::from_str(include_str!("../../../assets/layouts/backgammon.ron"))
            .expect("assets/layouts/backgammon.ron is a backgammon layout")
    }
}

/// The boards' layouts a theme may give (each replaces the default whole).
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Layouts {
    pub yut: Option<YutLayout>,
    pub backgammon: Option<BackgammonLayout>,
}

impl Layouts {
    /// The Yut board's layout: the theme's if it holds together, else the default.
    pub fn yut(&self) -> YutLayout {
        self.yut
            .clone()
            .filter(|l| l.problems().is_empty())
            .unwrap_or_default()
    }

    /// The backgammon board's layout: the theme's if it holds together, else the default.
    pub fn backgammon(&self) -> BackgammonLayout {
        self.backgammon
            .clone()
            .filter(|l| l.problems().is_empty())
            .unwrap_or_default()
    }

    /// Where the theme's layouts do not hold together (the defaults stand in for them).
    pub fn problems(&self) -> Vec<String> {
        let mut problems = self
            .yut
            .as_ref()
            .map(YutLayout::problems)
            .unwrap_or_default();
        if let Some(bg) = &self.backgammon {
            problems.extend(bg.problems());
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_read_and_hold_together() {
        let yut = YutLayout::default();
        assert_eq!(yut.image, (1024, 1024));
        assert_eq!(yut.problems(), Vec::<String>::new());
        let bg = BackgammonLayout::default();
        assert_eq!(bg.column(), 112.0);
        assert_eq!(bg.problems(), Vec::<String>::new());
        assert_eq!(Layouts::default().problems(), Vec::<String>::new());
    }

    #[test]
    fn a_layout_that_does_not_fit_is_told() {
        let yut = YutLayout {
            image: (512, 512),
            ring_radius: 400.0,
        };
        assert!(yut.problems()[0].contains("ring_radius 400"));
        let bg = BackgammonLayout {
            right_field_x: (812.0, 1400.0),
            point_length: 700.0,
            ..Default::default()
        };
        let problems = bg.problems();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].contains("six equal columns"));
        assert!(problems[1].contains("point_length 700"));
    }

    #[test]
    fn a_theme_gives_one_board_and_keeps_the_other() {
        let layouts: Layouts =
            ron::from_str("(yut: Some((image: (2048, 2048), ring_radius: 800.0)))").unwrap();
        assert_eq!(layouts.yut().ring_radius, 800.0);
        assert_eq!(layouts.backgammon(), BackgammonLayout::default());
        assert!(ron::from_str::<Layouts>("(chess: None)").is_err());
        // A layout that does not hold together is told, and the default stands in.
        let broken = Layouts {
            yut: Some(YutLayout {
                image: (100, 100),
                ring_radius: 400.0,
            }),
            backgammon: None,
        };
        assert_eq!(broken.problems().len(), 1);
        assert_eq!(broken.yut(), YutLayout::default());
    }
}
