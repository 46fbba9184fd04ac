//! The Malefiz (Barricade) board view: the board drawn from the rules crate's graph (fields
//! as holes joined by lines, the four houses below, the star goal on top), twenty pawns and
//! eleven barricades as entities, one die. A person rolls, clicks a pawn to see where it
//! can go (the way there is dotted on hover), clicks a glowing field to move; after landing
//! on a barricade, the barricade follows the pointer until it is put on a glowing field.
//! Everything Malefiz-specific in the app lives here.

use crate::app::screens::Screen;
use crate::board::last_move::Spots;
use crate::board::view::{BoardView, OnBoard, in_play, spawn_board};
use crate::session::match_flow::{GameView, MatchRewound, MatchSystems};
use crate::session::registry::Scene;
use crate::theme::contrast::Written;
use crate::theme::{Shape, SpriteRole, Theme, Tint};
use bevy::prelude::*;
use tabula_core::{PieceId, SpaceId};
use tabula_malefiz::{Field, Malefiz, MalefizAction, Place};

mod animate;
use animate::animate_rule_messages;
mod highlight;
use highlight::{die_caption, refresh_highlights, refresh_path_dots};
mod hud;
use hud::update_hud;
mod input;
use input::{barricade_follows_pointer, keyboard_input};
mod layout;
pub use layout::{Geometry, barricade_places, move_path, resting_places};
mod spawn;
pub use spawn::written;
use spawn::{spawn_fields, spawn_pieces};
mod text;

/// The world area the board may use: left of the HUD.
pub const AREA_MIN: Vec2 = Vec2::new(-640.0, -360.0);
pub const AREA_MAX: Vec2 = Vec2::new(340.0, 360.0);
/// The board picture's centre and height in the world (its layout gives the rest).
const BOARD_CENTRE: Vec2 = Vec2::new(-150.0, 0.0);
const BOARD_HEIGHT: f32 = 716.0;
const FIELD_SIZE: f32 = 28.0;
const GOAL_SIZE: f32 = 50.0;
const PAWN_SIZE: f32 = 32.0;
const BARRICADE_SIZE: f32 = 30.0;
const HOUSE_SIZE: Vec2 = Vec2::new(92.0, 62.0);
/// Pawns waiting in their house are drawn smaller.
const HOME_SCALE: f32 = 0.72;
const LINE_WIDTH: f32 = 4.0;
const DIE_SIZE: f32 = 46.0;
const HOP_SECONDS: f32 = 0.16;

impl Spots for Malefiz {
    const HALO: f32 = PAWN_SIZE * 1.5;

    fn spot(&self, space: SpaceId, theme: &Theme) -> Option<Vec2> {
        let field = Field::from_id(u8::try_from(space.0).ok()?)?;
        Some(Geometry::of(theme).field(field))
    }
}

impl GameView for Malefiz {
    const BOARD_ROLE: &'static str = "malefiz.board";
    const SPRITES: &'static [SpriteRole] = SPRITES;
    const LEARN: &'static str = include_str!("learn.ron");
    /// Four sides out of their houses, the first about to hit the second's pawn; and a hint.
    const SCENES: &'static [Scene] = &[
        Scene {
            name: "malefiz-in-play",
            preset: "encyclopedia",
            options: &[],
            actions: &[
                "first:0", "roll:6", "home-h1", "roll:5", "home-c1", "roll:4", "home-n1", "roll:3",
                "home-q1", "roll:6",
            ],
            hint: false,
            watch: false,
        },
        Scene {
            name: "malefiz-hint",
            preset: "encyclopedia",
            options: &[],
            actions: &["first:0", "roll:6", "home-h1", "roll:5"],
            hint: true,
            watch: false,
        },
    ];

    const ADD_VIEW: fn(&mut App) = plugin;
    const WRITTEN: fn(&tabula_layout::Layouts) -> Vec<Written> = written;
    const DEMO_SEATS: usize = 4;
}

impl BoardView for Malefiz {
    const PERSON_THROWS: bool = true;

    fn board(theme: &Theme, _: &Malefiz) -> Rect {
        Rect::from_center_size(BOARD_CENTRE, Geometry::of(theme).board_size)
    }
}

/// A pawn.
#[derive(Component, Debug)]
pub struct Pawn(pub PieceId);

/// A barricade block, by barricade index (0..10).
#[derive(Component, Debug)]
pub struct BarricadeBlock(pub usize);

#[derive(Component)]
struct DieSprite;

#[derive(Component)]
struct DieLabel;

#[derive(Component)]
struct HouseSprite(usize);

/// The board's invisible pad under the fields: it takes the taps that miss every pawn and
/// glowing field.
#[derive(Component, Debug)]
pub struct BoardPad;

/// The dots along a move's path.
#[derive(Component)]
struct PathDot;

/// Everything a match spawns over the board, replaced on a rematch.
#[derive(Component)]
struct PiecesLayer;

/// A person's decision in the making.
#[derive(Resource, Default)]
struct Pick {
    /// The pawn (or the house) picked to move.
    from: Option<Place>,
    /// The keyboard cursor into the legal actions.
    cursor: Option<usize>,
    /// The glowing field under the pointer.
    hover: Option<MalefizAction>,
    /// A message id: why the last click did nothing.
    notice: Option<&'static str>,
    /// The highlights are to be drawn again.
    redraw: bool,
    /// The path dots are to be drawn again.
    redraw_dots: bool,
}

/// The pictures a theme gives this board, with their built-in stand-ins.
pub const SPRITES: &[SpriteRole] = &[
    SpriteRole::new(
        "malefiz.board",
        (100, 75),
        Tint::Rgb(0.93, 0.88, 0.76),
        Shape::Square,
    ),
    SpriteRole::new(
        "malefiz.field",
        (64, 64),
        Tint::Rgb(0.45, 0.33, 0.22),
        Shape::Disc,
    ),
    SpriteRole::new(
        "malefiz.barricade",
        (64, 64),
        Tint::Rgb(0.98, 0.98, 0.96),
        Shape::Square,
    ),
    SpriteRole::new(
        "malefiz.goal",
        (64, 64),
        Tint::Rgb(0.95, 0.75, 0.2),
        Shape::Disc,
    ),
    SpriteRole::new(
        "malefiz.house.0",
        (80, 55),
        Tint::PaleSide(0),
        Shape::Square,
    ),
    SpriteRole::new(
        "malefiz.house.1",
        (80, 55),
        Tint::PaleSide(1),
        Shape::Square,
    ),
    SpriteRole::new(
        "malefiz.house.2",
        (80, 55),
        Tint::PaleSide(2),
        Shape::Square,
    ),
    SpriteRole::new(
        "malefiz.house.3",
        (80, 55),
        Tint::PaleSide(3),
        Shape::Square,
    ),
];

pub fn plugin(app: &mut App) {
    app.init_resource::<Pick>()
        .add_systems(
            OnEnter(Screen::Playing),
            (spawn_fields, spawn_pieces)
                .chain()
                .after(spawn_board::<Malefiz>)
                .in_set(OnBoard::<Malefiz>::new()),
        )
        .add_systems(
            Update,
            in_play::<Malefiz, _>((
                animate_rule_messages.in_set(MatchSystems::React),
                spawn_pieces
                    .run_if(on_message::<MatchRewound>)
                    .in_set(MatchSystems::React),
                (
                    keyboard_input,
                    refresh_highlights,
                    die_caption,
                    refresh_path_dots,
                    barricade_follows_pointer,
                    update_hud,
                )
                    .chain()
                    .in_set(MatchSystems::Decide),
            )),
        );
}

#[cfg(test)]
mod tests;
