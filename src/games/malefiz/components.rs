//! The view's components, resources and data, and the sizes it draws at: a leaf the
//! view's other files read, which reads none of them (no import circles in a view).

use bevy::prelude::*;
use tabula_core::PieceId;
use tabula_malefiz::{MalefizAction, Place};

/// The world area the board may use: left of the HUD.
pub const AREA_MIN: Vec2 = Vec2::new(-640.0, -360.0);
pub const AREA_MAX: Vec2 = Vec2::new(340.0, 360.0);
/// The board picture's centre and height in the world (its layout gives the rest).
pub(super) const BOARD_CENTRE: Vec2 = Vec2::new(-150.0, 0.0);
pub(super) const BOARD_HEIGHT: f32 = 716.0;
pub(super) const FIELD_SIZE: f32 = 28.0;
pub(super) const GOAL_SIZE: f32 = 50.0;
pub(super) const PAWN_SIZE: f32 = 32.0;
pub(super) const BARRICADE_SIZE: f32 = 30.0;
pub(super) const HOUSE_SIZE: Vec2 = Vec2::new(92.0, 62.0);
/// Pawns waiting in their house are drawn smaller.
pub(super) const HOME_SCALE: f32 = 0.72;
pub(super) const LINE_WIDTH: f32 = 4.0;
pub(super) const DIE_SIZE: f32 = 46.0;
pub(super) const HOP_SECONDS: f32 = 0.16;

/// A pawn.
#[derive(Component, Debug)]
pub struct Pawn(pub PieceId);

/// A barricade block, by barricade index (0..10).
#[derive(Component, Debug)]
pub struct BarricadeBlock(pub usize);

#[derive(Component)]
pub(super) struct DieSprite;

#[derive(Component)]
pub(super) struct DieLabel;

#[derive(Component)]
pub(super) struct HouseSprite(pub(super) usize);

/// The board's invisible pad under the fields: it takes the taps that miss every pawn and
/// glowing field.
#[derive(Component, Debug)]
pub struct BoardPad;

/// The dots along a move's path.
#[derive(Component)]
pub(super) struct PathDot;

/// Everything a match spawns over the board, replaced on a rematch.
#[derive(Component)]
pub(super) struct PiecesLayer;

/// A person's decision in the making.
#[derive(Resource, Default)]
pub(super) struct Pick {
    /// The pawn (or the house) picked to move.
    pub(super) from: Option<Place>,
    /// The keyboard cursor into the legal actions.
    pub(super) cursor: Option<usize>,
    /// The glowing field under the pointer.
    pub(super) hover: Option<MalefizAction>,
    /// A message id: why the last click did nothing.
    pub(super) notice: Option<&'static str>,
    /// The highlights are to be drawn again.
    pub(super) redraw: bool,
    /// The path dots are to be drawn again.
    pub(super) redraw_dots: bool,
}
