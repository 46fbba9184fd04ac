//! Board geometry shared by the art generator and the game: where a board image's spaces
//! are, in the image's own pixels. Each board's defaults are a data file in
//! `assets/layouts/` (compiled in here); a theme may give its own in `theme.ron`, for a
//! board image of another size or drawn otherwise, and the game places pieces by it.
//!
//! Chisolo's plank and Malefiz's board are plain surfaces the game lays its pits and fields
//! on: their layouts say where on the picture those go, clear of the border the art draws.

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

/// Chisolo's plank, in pixels of its image. The plank stretches along its length with the
/// number of columns, so its art must bear being stretched sideways.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ChisoloLayout {
    pub image: (u32, u32),
    /// The carved border, this far inside the plank's edge.
    pub border: f32,
    /// The pits keep this far from the plank's edge on every side.
    pub margin: f32,
    /// The gap between the two sides' halves (rows 2 and 3), across the middle.
    pub groove: f32,
}

impl ChisoloLayout {
    /// The height of one row of pits.
    pub fn row_pitch(&self) -> f32 {
        (self.image.1 as f32 - 2.0 * self.margin - self.groove) / 4.0
    }

    /// Where the layout does not hold together, in words (empty when it does).
    pub fn problems(&self) -> Vec<String> {
        let (w, h) = (self.image.0 as f32, self.image.1 as f32);
        let mut problems = Vec::new();
        if !(0.0 <= self.border && self.border < self.margin) {
            problems.push(format!(
                "the Chisolo border {} must be at least 0 and less than the margin {}",
                self.border, self.margin
            ));
        }
        if !(self.groove >= 0.0 && self.row_pitch() >= h / 10.0 && 2.0 * self.margin < w / 2.0) {
            problems.push(format!(
                "the Chisolo margin {} and groove {} leave no room for four rows of pits on \
                 the {}×{} plank",
                self.margin, self.groove, self.image.0, self.image.1
            ));
        }
        problems
    }
}

/// The Malefiz board, in pixels of its image from the top left. The fields stand on a grid
/// of 17 columns and 14 rows, row 1 at the bottom; the houses hang below row 1.
#[derive(Deserialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct MalefizLayout {
    pub image: (u32, u32),
    /// The painted border band, this far inside the board's edge.
    pub border: f32,
    /// The centre of column 1 on row 1 (the grid's bottom left).
    pub first_field: (f32, f32),
    /// From one column to the next (rightwards) and one row to the next (upwards).
    pub pitch: (f32, f32),
    /// From row 1 down to the houses' centres.
    pub house_drop: f32,
}

impl MalefizLayout {
    pub const COLUMNS: u8 = 17;
    pub const ROWS: u8 = 14;

    /// A grid point's pixel (column 1..17 from the left, row 1..14 from the bottom).
    pub fn grid(&self, column: f32, row: f32) -> (f32, f32) {
        (
            self.first_field.0 + (column - 1.0) * self.pitch.0,
            self.first_field.1 - (row - 1.0) * self.pitch.1,
        )
    }

    /// Where the layout does not hold together, in words (empty when it does).
    pub fn problems(&self) -> Vec<String> {
        let (w, h) = (self.image.0 as f32, self.image.1 as f32);
        let inside = |(x, y): (f32, f32)| {
            self.border < x && x < w - self.border && self.border < y && y < h - self.border
        };
        let top_right = self.grid(f32::from(Self::COLUMNS), f32::from(Self::ROWS));
        let houses = (self.first_field.0, self.first_field.1 + self.house_drop);
        let mut problems = Vec::new();
        if !(self.pitch.0 > 0.0 && self.pitch.1 > 0.0 && self.house_drop > 0.0) {
            problems.push(format!(
                "the Malefiz pitch ({}, {}) and house_drop {} must be more than 0",
                self.pitch.0, self.pitch.1, self.house_drop
            ));
        } else if !(inside(self.first_field) && inside(top_right) && inside(houses)) {
            problems.push(format!(
                "the Malefiz grid (from ({}, {}) to ({}, {})) and its houses must lie inside \
                 the {}×{} board's border",
                self.first_field.0, self.first_field.1, top_right.0, top_right.1, w, h
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

impl Default for ChisoloLayout {
    fn default() -> Self {
        ron::from_str(include_str!("../../../assets/layouts/chisolo.ron"))
            .expect("assets/layouts/chisolo.ron is a Chisolo layout")
    }
}

impl Default for MalefizLayout {
    fn default() -> Self {
        ron::from_str(include_str!("../../../assets/layouts/malefiz.ron"))
            .expect("assets/layouts/malefiz.ron is a Malefiz layout")
    }
}

/// The boards' layouts a theme may give (each replaces the default whole).
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Layouts {
    pub yut: Option<YutLayout>,
    pub backgammon: Option<BackgammonLayout>,
    pub chisolo: Option<ChisoloLayout>,
    pub malefiz: Option<MalefizLayout>,
}

impl Layouts {
    /// The Yut board's layout: the theme's if it holds together, else the default.
    pub fn yut(&self) -> YutLayout {
        holding(&self.yut, YutLayout::problems)
    }

    /// The backgammon board's layout: the theme's if it holds together, else the default.
    pub fn backgammon(&self) -> BackgammonLayout {
        holding(&self.backgammon, BackgammonLayout::problems)
    }

    /// Chisolo's plank's layout: the theme's if it holds together, else the default.
    pub fn chisolo(&self) -> ChisoloLayout {
        holding(&self.chisolo, ChisoloLayout::problems)
    }

    /// The Malefiz board's layout: the theme's if it holds together, else the default.
    pub fn malefiz(&self) -> MalefizLayout {
        holding(&self.malefiz, MalefizLayout::problems)
    }

    /// Where the theme's layouts do not hold together (the defaults stand in for them).
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        problems.extend(self.yut.iter().flat_map(YutLayout::problems));
        problems.extend(self.backgammon.iter().flat_map(BackgammonLayout::problems));
        problems.extend(self.chisolo.iter().flat_map(ChisoloLayout::problems));
        problems.extend(self.malefiz.iter().flat_map(MalefizLayout::problems));
        problems
    }
}

/// A theme's layout if it gives one that holds together, else the default.
fn holding<L: Clone + Default>(given: &Option<L>, problems: fn(&L) -> Vec<String>) -> L {
    given
        .clone()
        .filter(|l| problems(l).is_empty())
        .unwrap_or_default()
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
        assert_eq!(ChisoloLayout::default().problems(), Vec::<String>::new());
        assert_eq!(MalefizLayout::default().problems(), Vec::<String>::new());
        assert_eq!(Layouts::default().problems(), Vec::<String>::new());
    }

    #[test]
    fn the_plank_and_the_malefiz_grid_must_fit() {
        let plank = ChisoloLayout {
            margin: 280.0,
            ..Default::default()
        };
        assert!(
            plank.problems()[0].contains("no room for four rows"),
            "{:?}",
            plank.problems()
        );
        let bordered = ChisoloLayout {
            border: 60.0,
            ..Default::default()
        };
        assert!(bordered.problems()[0].contains("border 60"));
        let m = MalefizLayout::default();
        // Column 1 row 1 and column 17 row 14 are the grid's corners.
        assert_eq!(m.grid(1.0, 1.0), m.first_field);
        let (x, y) = m.grid(17.0, 14.0);
        assert!(x > m.first_field.0 && y < m.first_field.1);
        let wide = MalefizLayout {
            pitch: (80.0, 43.0),
            ..Default::default()
        };
        assert!(
            wide.problems()[0].contains("inside"),
            "{:?}",
            wide.problems()
        );
        let flat = MalefizLayout {
            pitch: (54.0, 0.0),
            ..Default::default()
        };
        assert!(flat.problems()[0].contains("more than 0"));
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
            ..Default::default()
        };
        assert_eq!(broken.problems().len(), 1);
        assert_eq!(broken.yut(), YutLayout::default());
    }
}
