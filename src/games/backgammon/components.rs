//! The view's components, resources and data, and the sizes it draws at: a leaf the
//! view's other files read, which reads none of them (no import circles in a view).

use bevy::prelude::*;
use tabula_backgammon::analysis::{Decision, Report};
use tabula_backgammon::{Action, Step};

/// Board spaces as the rules crate numbers them (from White's side): 1..=24 points, 25
/// White's bar, 0 Black's bar, 26 and 27 the trays of White and Black.
pub(super) const SPACES: usize = 28;
pub(super) const WHITE_BAR: usize = 25;
pub(super) const BLACK_BAR: usize = 0;
pub(super) const WHITE_TRAY: usize = 26;
pub(super) const BLACK_TRAY: usize = 27;

/// The board picture is drawn this wide round this centre; its layout says the rest
/// (`Geometry`).
pub(super) const BOARD_CENTRE: Vec2 = Vec2::new(-150.0, 0.0);
pub(super) const BOARD_WIDTH: f32 = 850.0;
pub(super) const CHECKER: f32 = 52.0;
/// A borne-off checker seen from the side, and how far apart they stack in the tray.
pub(super) const EDGE_SIZE: Vec2 = Vec2::new(60.0, 13.0);
pub(super) const TRAY_PITCH: f32 = 15.0;
pub(super) const DIE: f32 = 40.0;
pub(super) const MOVE_SECONDS: f32 = 0.32;

/// How many checkers of which colour stand on each space.
pub(super) type Counts = [(usize, u8); SPACES];

/// A checker: colour 0 White (light), 1 Black (dark).
#[derive(Component, Debug)]
pub struct Checker {
    pub colour: usize,
}

#[derive(Component)]
pub(super) struct Die(pub(super) usize);

/// The faces the dice show, in their order on the board.
#[derive(Resource, Default)]
pub(super) struct DiceFaces(pub(super) Vec<u8>);

/// A space's clickable area.
#[derive(Component)]
pub struct SpaceArea(pub usize);

/// Everything a match spawns over the board, replaced on a rematch.
#[derive(Component)]
pub(super) struct PiecesLayer;

/// Which checker entities stand on each space, bottom first.
#[derive(Resource, Default)]
pub(super) struct Stacks(pub(super) [Vec<Entity>; SPACES]);

/// The checker a person is dragging, and the space it was lifted from.
#[derive(Resource, Default)]
pub(super) struct Dragging(pub(super) Option<(Entity, usize)>);

/// A person's play in the making.
#[derive(Resource, Default)]
pub(super) struct Pick {
    /// The single-die steps made so far (shown on the board, not yet played).
    pub(super) steps: Vec<Step>,
    /// The point picked to move from (the mover's numbering, 25 the bar).
    pub(super) from: Option<u8>,
    /// The keyboard cursor into the possible next steps.
    pub(super) cursor: Option<usize>,
    /// Set once a play is sent, until its rule messages arrive.
    pub(super) sent: bool,
    /// The highlights are to be drawn again.
    pub(super) redraw: bool,
}

/// A person's decision on its way to the match (by way of the tutor), or a puzzle's answer
/// on its way to the review.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PersonChose(pub Action);

/// The finished analysis of the match watched, once there is one.
#[derive(Resource, Default)]
pub(super) struct Analysed(pub Option<Box<Report>>);

impl Analysed {
    /// The decision made at the position after `shown` actions.
    pub(super) fn decision_at(&self, shown: usize) -> Option<&Decision> {
        self.0
            .as_ref()?
            .decisions
            .iter()
            .find(|d| d.history_index == shown)
    }
}

/// The resignation levels on show, and the hint on show (for the position after `at`
/// actions).
#[derive(Resource, Default)]
pub(super) struct Deciding {
    pub resign_menu: bool,
    pub hint: Option<(usize, Hint)>,
}

/// What the hint says: its lines, and the decision it advises (the best play, shown on the
/// board, or the cube action).
#[derive(Clone, Debug, Default)]
pub(super) struct Hint {
    pub lines: Vec<String>,
    pub advised: Option<Action>,
}
