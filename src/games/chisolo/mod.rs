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
use crate::theme::{SpriteRole, Theme, Tint};
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, HOLE_SLOTS, Hole};
use tabula_core::SpaceId;

mod components;
use components::{CENTRE_X, Hovered, Pick, STORE_HEIGHT, STORE_Y, Shown};
pub use components::{Layout, Picture, Preview, Seed};
mod animate;
use animate::animate_rule_messages;
mod highlight;
pub use components::preview;
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
        Scene::new(
            "chisolo-in-play",
            "natatu",
            &["first:0", "a2", "take f3", "e3"],
        ),
        Scene::new("chisolo-hint", "natatu", &["first:0"]).hinted(),
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

/// The pictures a theme gives this board, with their built-in stand-ins.
pub const SPRITES: &[SpriteRole] = &[
    SpriteRole::square("chisolo.board", (100, 60), Tint::Rgb(0.66, 0.45, 0.26)),
    SpriteRole::disc("chisolo.pit", (64, 64), Tint::Rgb(0.42, 0.27, 0.14)),
    SpriteRole::disc("chisolo.seed.0", (20, 20), Tint::Rgb(0.82, 0.8, 0.74)),
    SpriteRole::disc("chisolo.seed.1", (20, 20), Tint::Rgb(0.45, 0.28, 0.15)),
    SpriteRole::disc("chisolo.seed.2", (20, 20), Tint::Rgb(0.88, 0.78, 0.56)),
    SpriteRole::disc("chisolo.seed.3", (20, 20), Tint::Rgb(0.35, 0.37, 0.4)),
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
