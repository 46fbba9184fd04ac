//! The Chisolo board view: a carved plank with four rows of pits (seven to ten a row), each
//! player's two rows banded in the side's colour, every counter a seed entity lying in its
//! pit, and each side's store of captured counters beside the board. A person picks a pit
//! to see where its sowing ends and picks it again (or presses Enter) to sow; on the second
//! move two arrows choose the direction for good; after a capture a glowing opponent pit is
//! taken. Sowings play counter by counter. Everything Chisolo-specific in the app lives here.

use crate::app::layout::{Arrangement, BoardArea};
use crate::app::screens::Screen;
use crate::board::last_move::Spots;
use crate::board::view::{BoardView, OnBoard, in_play, spawn_board};
use crate::session::match_flow::{GameView, Match, MatchRewound, MatchSystems};
use crate::session::registry::Scene;
use crate::theme::contrast::Written;
use crate::theme::{Shape, SpriteRole, Theme, Tint};
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, HOLE_SLOTS, Hole};
use tabula_core::{Seat, SpaceId};

mod animate;
use animate::animate_rule_messages;
mod highlight;
pub use highlight::preview;
use highlight::{refresh_highlights, update_counts};
mod hud;
use hud::update_hud;
mod input;
use input::{hud_commands, keyboard_input};
mod layout;
pub use layout::resting_places;
mod spawn;
use spawn::spawn_pits;
pub use spawn::written;
mod text;

/// The HUD's two direction buttons on a player's second move.
const CLOCKWISE: HudCommand = HudCommand::Choose(0);
const ANTICLOCKWISE: HudCommand = HudCommand::Choose(1);

/// The middle of the board area (the world left of the HUD: x -640..340).
const CENTRE_X: f32 = -150.0;
/// The widest the rows may be, and the widest pitch between columns.
const MAX_ROWS_WIDTH: f32 = 860.0;
const MAX_PITCH_X: f32 = 96.0;
/// The pitch between rows (the plank's layout gives the margins and the groove's gap in
/// proportion).
const PITCH_Y: f32 = 88.0;
/// A seed's size, and how much bigger one is while lifted in the hand.
const SEED: f32 = 21.0;
const LIFT_SCALE: f32 = 1.25;
/// The stores' centres above and below the board, their height, and the seeds' pitch there.
const STORE_Y: f32 = 292.0;
const STORE_HEIGHT: f32 = 74.0;
const STORE_PITCH: f32 = 19.0;
/// Room for the store's label ("Orange captured  66") at its left end.
const STORE_LABEL_WIDTH: f32 = 250.0;
/// Seeds lie this many to a layer in a pit before the next layer starts on top.
const LAYER: usize = 12;
const REST_Z: f32 = 10.0;
const HAND_Z: f32 = 60.0;
/// Counters under this height lie in their pit (higher ones are in the hand or flying).
const LYING_Z: f32 = 40.0;
const SOW_SECONDS: f32 = 0.2;
const LIFT_SECONDS: f32 = 0.3;
const CAPTURE_SECONDS: f32 = 0.55;

impl Spots for Chisolo {
    const HALO: f32 = 84.0;

    fn spot(&self, space: SpaceId, theme: &Theme) -> Option<Vec2> {
        let slot = usize::from(space.0);
        (slot < HOLE_SLOTS)
            .then(|| Layout::of(theme, self.columns()).pit_centre(Hole::from_slot(slot)))
    }
}

impl GameView for Chisolo {
    const BOARD_ROLE: &'static str = "chisolo.board";
    const SPRITES: &'static [SpriteRole] = SPRITES;
    const LEARN: &'static str = include_str!("learn.ron");
    /// A capture and the reply (the stores and the log have something to say), and a hint.
    const SCENES: &'static [Scene] = &[
        Scene {
            name: "chisolo-in-play",
            preset: "natatu",
            options: &[],
            actions: &["first:0", "a2", "take f3", "e3"],
            hint: false,
            watch: false,
        },
        Scene {
            name: "chisolo-hint",
            preset: "natatu",
            options: &[],
            actions: &["first:0"],
            hint: true,
            watch: false,
        },
    ];

    const ADD_VIEW: fn(&mut App) = plugin;
    const WRITTEN: fn(&tabula_layout::Layouts) -> Vec<Written> = written;
}

impl BoardView for Chisolo {
    /// The plank, as wide as the match's columns.
    fn board(theme: &Theme, game: &Chisolo) -> Rect {
        let board = Layout::of(theme, game.columns()).board_size();
        Rect::from_center_size(Vec2::new(CENTRE_X, 0.0), board)
    }

    /// The plank with the stores above and below it.
    fn framed(theme: &Theme, game: &Chisolo, arrangement: Arrangement) -> BoardArea {
        let board = Self::board(theme, game);
        let tall = board.height().max(2.0 * STORE_Y + STORE_HEIGHT);
        let drawn = Rect::from_center_size(board.center(), Vec2::new(board.width(), tall));
        BoardArea::framing(arrangement, drawn)
    }
}

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
    margin: Vec2,
    groove: f32,
    /// The carved border, this far inside the plank's edges.
    border: Vec2,
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
struct PitArea(Hole);

/// A pit's count, on its plate.
#[derive(Component)]
struct CountBadge(Hole);

/// A store's label.
#[derive(Component)]
struct StoreLabel(Seat);

/// A direction arrow to click on a player's second move.
#[derive(Component)]
struct DirectionArrow(ChisoloAction);

/// Everything this view spawns for a match, replaced on a rematch.
#[derive(Component, Clone, Copy)]
struct PiecesLayer;

/// The picture the seeds are animating towards, and each counter's entity.
#[derive(Resource, Default)]
struct Shown {
    picture: Picture,
    layout: Option<Layout>,
    seeds: Vec<Entity>,
}

impl Shown {
    fn seed(&self, id: u16) -> Option<Entity> {
        self.seeds.get(usize::from(id)).copied()
    }
}

/// A person's decision in the making.
#[derive(Resource, Default)]
struct Pick {
    /// The pit picked (an own pit to sow, or an opponent's to take).
    from: Option<Hole>,
    /// The keyboard cursor into the legal actions.
    cursor: Option<usize>,
    /// Set once an action is sent, until its rule messages arrive.
    sent: bool,
    /// The highlights are to be drawn again.
    redraw: bool,
}

/// The pit under the pointer.
#[derive(Resource, Default)]
struct Hovered(Option<Hole>);

/// The pictures a theme gives this board, with their built-in stand-ins.
pub const SPRITES: &[SpriteRole] = &[
    SpriteRole::new(
        "chisolo.board",
        (100, 60),
        Tint::Rgb(0.66, 0.45, 0.26),
        Shape::Square,
    ),
    SpriteRole::new(
        "chisolo.pit",
        (64, 64),
        Tint::Rgb(0.42, 0.27, 0.14),
        Shape::Disc,
    ),
    SpriteRole::new(
        "chisolo.seed.0",
        (20, 20),
        Tint::Rgb(0.82, 0.8, 0.74),
        Shape::Disc,
    ),
    SpriteRole::new(
        "chisolo.seed.1",
        (20, 20),
        Tint::Rgb(0.45, 0.28, 0.15),
        Shape::Disc,
    ),
    SpriteRole::new(
        "chisolo.seed.2",
        (20, 20),
        Tint::Rgb(0.88, 0.78, 0.56),
        Shape::Disc,
    ),
    SpriteRole::new(
        "chisolo.seed.3",
        (20, 20),
        Tint::Rgb(0.35, 0.37, 0.4),
        Shape::Disc,
    ),
];

pub fn plugin(app: &mut App) {
    app.init_resource::<Pick>()
        .init_resource::<Shown>()
        .init_resource::<Hovered>()
        .add_systems(
            OnEnter(Screen::Playing),
            spawn_pits
                .after(spawn_board::<Chisolo>)
                .in_set(OnBoard::<Chisolo>::new()),
        )
        .add_systems(
            Update,
            in_play::<Chisolo, _>((
                animate_rule_messages.in_set(MatchSystems::React),
                spawn_pits
                    .run_if(on_message::<MatchRewound>)
                    .in_set(MatchSystems::React),
                (
                    keyboard_input,
                    hud_commands,
                    refresh_highlights,
                    update_counts,
                    update_hud,
                )
                    .chain()
                    .in_set(MatchSystems::Decide),
            )),
        )
        .add_systems(
            Update,
            update_counts
                .run_if(in_state(Screen::Results).and_then(resource_exists::<Match<Chisolo>>)),
        );
}

#[cfg(test)]
mod tests;
