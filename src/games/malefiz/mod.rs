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
use crate::theme::{SpriteRole, Theme, Tint};
use bevy::prelude::*;
use tabula_core::SpaceId;
use tabula_malefiz::{Field, Malefiz};

mod components;
pub use components::{AREA_MAX, AREA_MIN, BarricadeBlock, BoardPad, Pawn};
use components::{BOARD_CENTRE, PAWN_SIZE, Pick};
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
        Scene::new(
            "malefiz-in-play",
            "encyclopedia",
            &[
                "first:0", "roll:6", "home-h1", "roll:5", "home-c1", "roll:4", "home-n1", "roll:3",
                "home-q1", "roll:6",
            ],
        ),
        Scene::new(
            "malefiz-hint",
            "encyclopedia",
            &["first:0", "roll:6", "home-h1", "roll:5"],
        )
        .hinted(),
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

/// The pictures a theme gives this board, with their built-in stand-ins.
pub const SPRITES: &[SpriteRole] = &[
    SpriteRole::square("malefiz.board", (100, 75), Tint::Rgb(0.93, 0.88, 0.76)),
    SpriteRole::disc("malefiz.field", (64, 64), Tint::Rgb(0.45, 0.33, 0.22)),
    SpriteRole::square("malefiz.barricade", (64, 64), Tint::Rgb(0.98, 0.98, 0.96)),
    SpriteRole::disc("malefiz.goal", (64, 64), Tint::Rgb(0.95, 0.75, 0.2)),
    SpriteRole::square("malefiz.house.0", (80, 55), Tint::PaleSide(0)),
    SpriteRole::square("malefiz.house.1", (80, 55), Tint::PaleSide(1)),
    SpriteRole::square("malefiz.house.2", (80, 55), Tint::PaleSide(2)),
    SpriteRole::square("malefiz.house.3", (80, 55), Tint::PaleSide(3)),
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
