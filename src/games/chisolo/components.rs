//! The view's components, resources and data, and the sizes it draws at: a leaf the
//! view's other files read, which reads none of them (no import circles in a view).

use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, Hole, Phase};
use tabula_core::{Game, RuleEvent, Seat};

/// The HUD's two direction buttons on a player's second move.
pub(super) const CLOCKWISE: HudCommand = HudCommand::Choose(0);
pub(super) const ANTICLOCKWISE: HudCommand = HudCommand::Choose(1);

/// The middle of the board area (the world left of the HUD: x -640..340).
pub(super) const CENTRE_X: f32 = -150.0;
/// The widest the rows may be, and the widest pitch between columns.
pub(super) const MAX_ROWS_WIDTH: f32 = 860.0;
pub(super) const MAX_PITCH_X: f32 = 96.0;
/// The pitch between rows (the plank's layout gives the margins and the groove's gap in
/// proportion).
pub(super) const PITCH_Y: f32 = 88.0;
/// A seed's size, and how much bigger one is while lifted in the hand.
pub(super) const SEED: f32 = 21.0;
pub(super) const LIFT_SCALE: f32 = 1.25;
/// The stores' centres above and below the board, their height, and the seeds' pitch there.
pub(super) const STORE_Y: f32 = 292.0;
pub(super) const STORE_HEIGHT: f32 = 74.0;
pub(super) const STORE_PITCH: f32 = 19.0;
/// Room for the store's label ("Orange captured  66") at its left end.
pub(super) const STORE_LABEL_WIDTH: f32 = 250.0;
/// Seeds lie this many to a layer in a pit before the next layer starts on top.
pub(super) const LAYER: usize = 12;
pub(super) const REST_Z: f32 = 10.0;
pub(super) const HAND_Z: f32 = 60.0;
/// Counters under this height lie in their pit (higher ones are in the hand or flying).
pub(super) const LYING_Z: f32 = 40.0;
pub(super) const SOW_SECONDS: f32 = 0.2;
pub(super) const LIFT_SECONDS: f32 = 0.3;
pub(super) const CAPTURE_SECONDS: f32 = 0.55;

/// What a sowing would do, found by playing it on a copy of the state.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    /// Where the last counter falls.
    pub end: Hole,
    /// Counters dropped in all, and the relays on the way.
    pub sown: usize,
    pub relays: usize,
    /// Counters captured at once, and the holes they came from.
    pub captured: usize,
    pub from: Vec<Hole>,
    /// True if the player then takes one more hole.
    pub takes_more: bool,
}

/// The board's geometry for a number of columns on the theme's plank: pits, stores and
/// where seeds lie.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub columns: u8,
    /// The plank's margins round the pits (sideways, up and down) and the gap between the
    /// halves, in the world.
    pub(super) margin: Vec2,
    pub(super) groove: f32,
    /// The carved border, this far inside the plank's edges.
    pub(super) border: Vec2,
}

/// Which counters (by id) lie in each pit and in each store, ids ascending.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    pub pits: Vec<Vec<u16>>,
    pub stores: [Vec<u16>; 2],
}

/// A counter, by its id in the rules.
#[derive(Component, Debug)]
pub struct Seed {
    pub id: u16,
}

/// A pit's clickable area.
#[derive(Component)]
pub(super) struct PitArea(pub(super) Hole);

/// A pit's count, on its plate.
#[derive(Component)]
pub(super) struct CountBadge(pub(super) Hole);

/// A store's label.
#[derive(Component)]
pub(super) struct StoreLabel(pub(super) Seat);

/// A direction arrow to click on a player's second move.
#[derive(Component)]
pub(super) struct DirectionArrow(pub(super) ChisoloAction);

/// Everything this view spawns for a match, replaced on a rematch.
#[derive(Component, Clone, Copy)]
pub(super) struct PiecesLayer;

/// The picture the seeds are animating towards, and each counter's entity.
#[derive(Resource, Default)]
pub(super) struct Shown {
    pub(super) picture: Picture,
    pub(super) layout: Option<Layout>,
    pub(super) seeds: Vec<Entity>,
}

impl Shown {
    pub(super) fn seed(&self, id: u16) -> Option<Entity> {
        self.seeds.get(usize::from(id)).copied()
    }
}

/// A person's decision in the making.
#[derive(Resource, Default)]
pub(super) struct Pick {
    /// The pit picked (an own pit to sow, or an opponent's to take).
    pub(super) from: Option<Hole>,
    /// The keyboard cursor into the legal actions.
    pub(super) cursor: Option<usize>,
    /// Set once an action is sent, until its rule messages arrive.
    pub(super) sent: bool,
    /// The highlights are to be drawn again.
    pub(super) redraw: bool,
}

/// The pit under the pointer.
#[derive(Resource, Default)]
pub(super) struct Hovered(pub(super) Option<Hole>);

/// What a sowing action would do, or `None` if it is not legal (or not a sowing).
pub fn preview(g: &Chisolo, action: &ChisoloAction) -> Option<Preview> {
    if !matches!(action, ChisoloAction::Sow { .. }) {
        return None;
    }
    let mut after = g.clone();
    let mut events = Vec::new();
    after.apply(action, &mut events).ok()?;
    let mut p = Preview {
        end: Hole { row: 0, column: 0 },
        sown: 0,
        relays: 0,
        captured: 0,
        from: Vec::new(),
        takes_more: after.phase() == Phase::Take,
    };
    for e in &events {
        match e {
            RuleEvent::Sown { to, .. } => {
                p.sown += 1;
                p.end = Hole::from_slot(usize::from(to.0));
            }
            RuleEvent::Relay { .. } => p.relays += 1,
            RuleEvent::Captured { pieces, at, .. } => {
                p.captured += pieces.len();
                p.from.push(Hole::from_slot(usize::from(at.0)));
            }
            _ => {}
        }
    }
    (p.sown > 0).then_some(p)
}
