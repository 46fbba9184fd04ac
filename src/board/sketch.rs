//! A board as the gallery shows it small: its picture with the theme's pictures of its
//! places and starting pieces stamped on it, and the lines between places the game draws.
//! Each game sketches itself (`Sketch` in its folder) from the layout its view uses, so
//! the card looks like the board in play.

use crate::theme::Theme;
use bevy::prelude::*;

/// A board in its starting position, in the world units of its view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BoardSketch {
    /// The board picture's role, centre and size.
    pub board_role: &'static str,
    pub centre: Vec2,
    pub size: Vec2,
    /// Lines drawn between places, under the stamps.
    pub lines: Vec<(Vec2, Vec2)>,
    /// Pictures stamped on the board, bottom first.
    pub stamps: Vec<Stamp>,
}

/// One picture of a role, centred at a place, of a size (width and height).
#[derive(Clone, Debug, PartialEq)]
pub struct Stamp {
    pub role: String,
    pub at: Vec2,
    pub size: Vec2,
}

impl Stamp {
    pub fn new(role: impl Into<String>, at: Vec2, size: Vec2) -> Stamp {
        Stamp {
            role: role.into(),
            at,
            size,
        }
    }
}

/// A game's board in its starting position, as its view lays it out in the theme.
pub trait Sketch {
    fn sketch(&self, theme: &Theme) -> BoardSketch;
}
