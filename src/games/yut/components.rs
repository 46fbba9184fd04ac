//! The view's components, resources and data, and the sizes it draws at: a leaf the
//! view's other files read, which reads none of them (no import circles in a view).

use bevy::prelude::*;
use tabula_core::PieceId;
use tabula_yut::{Start, Station};

/// Where the board's centre is, and the ring's radius, in world units.
pub(super) const BOARD_CENTRE: Vec2 = Vec2::new(-120.0, 0.0);
pub(super) const RING_RADIUS: f32 = 262.0;
pub(super) const PIECE_SIZE: f32 = 44.0;
pub(super) const STATION_SIZE: f32 = 40.0;
pub(super) const BIG_STATION_SIZE: f32 = 58.0;
pub(super) const HOP_SECONDS: f32 = 0.2;
/// The place to tap a piece or a target by on an upright board (a phone's): 44 pixels at
/// the scale a phone shows the board at.
pub(super) const TOUCH_PAD: f32 = 88.0;

/// A piece on the board (its click picks it).
#[derive(Component)]
pub struct PieceSprite(pub PieceId);

#[derive(Component)]
pub(super) struct ThrowSprite(pub(super) usize);

/// A person's decision in the making.
#[derive(Resource, Default)]
pub(super) struct Pick {
    /// The piece or stack picked (or a waiting piece), if any.
    pub(super) from: Option<Start>,
    /// The keyboard cursor into the legal actions.
    pub(super) cursor: Option<usize>,
    /// The highlights are to be drawn again.
    pub(super) redraw: bool,
}

/// A station's picture (spawned once with the board).
#[derive(Component)]
pub(super) struct StationSprite;

/// The letter beside a big station, told again when the language changes.
#[derive(Component)]
pub(super) struct StationLetter(pub(super) Station);

/// Everything a match spawns over the board (trays, pieces, throws), replaced on a rematch.
#[derive(Component)]
pub(super) struct PiecesLayer;
