//! The Yut Nori board view: builds the round board from the rules crate's layout, one
//! entity per piece and per stick or die, turns clicks and keys into requests, turns rule
//! messages into animation steps, and fills the HUD's summary. Everything Yut-specific in
//! the app lives here.

use crate::app::layout::{Arrangement, BoardArea};
use crate::app::screens::Screen;
use crate::board::last_move::Spots;
use crate::board::view::{BoardView, OnBoard, in_play, spawn_board};
use crate::locale::Texts;
use crate::session::match_flow::{GameView, MatchRewound, MatchSystems};
use crate::session::registry::Scene;
use crate::theme::contrast::Written;
use crate::theme::{SpriteRole, Theme, Tint};
use bevy::prelude::*;
use tabula_core::{Game, SpaceId};
use tabula_yut::{Station, Yut};

mod components;
pub use components::PieceSprite;
use components::{BOARD_CENTRE, PIECE_SIZE, Pick};
mod animate;
use animate::animate_rule_messages;
mod highlight;
use highlight::refresh_highlights;
mod hud;
use hud::update_hud;
mod input;
use input::keyboard_input;
mod layout;
pub use layout::resting_places;
use layout::{area_of, station_pos};
mod spawn;
pub use spawn::written;
use spawn::{board_size, retell_station_letters, spawn_pieces, spawn_stations};
mod text;
#[cfg(test)]
pub(crate) use text::{station_letter, station_words};

impl Spots for Yut {
    const HALO: f32 = PIECE_SIZE * 1.45;

    fn spot(&self, space: SpaceId, _theme: &Theme) -> Option<Vec2> {
        let station = Station::from_id(u8::try_from(space.0).ok()?)?;
        Some(station_pos(station))
    }
}

impl GameView for Yut {
    const BOARD_ROLE: &'static str = "yut.board";
    const SPRITES: &'static [SpriteRole] = SPRITES;
    const LEARN: &'static str = include_str!("learn.ron");
    /// A game under way (a piece moved on, the other side's pieces entered), and a hint on
    /// the board.
    const SCENES: &'static [Scene] = &[
        Scene::new(
            "yut-in-play",
            "encyclopedia-sticks",
            &[
                "first:0",
                "throw:yut",
                "throw:geol",
                "yut new",
                "geol O4",
                "throw:mo",
                "throw:do",
                "mo new",
                "do new",
            ],
        ),
        Scene::new(
            "yut-hint",
            "encyclopedia-sticks",
            &["first:0", "throw:yut", "throw:geol"],
        )
        .hinted(),
    ];

    const ADD_VIEW: fn(&mut App) = plugin;
    const WRITTEN: fn(&tabula_layout::Layouts) -> Vec<Written> = written;
}

impl BoardView for Yut {
    const PERSON_THROWS: bool = true;

    fn board(theme: &Theme, _: &Yut) -> Rect {
        Rect::from_center_size(BOARD_CENTRE, board_size(&theme.layouts))
    }

    /// The board with the trays and throws beside or above it.
    fn framed(_: &Theme, game: &Yut, arrangement: Arrangement) -> BoardArea {
        BoardArea(area_of(game.seats(), arrangement))
    }
}

/// The pictures a theme gives this board, with their built-in stand-ins.
pub const SPRITES: &[SpriteRole] = &[
    SpriteRole::disc("yut.board", (128, 128), Tint::Rgb(0.93, 0.86, 0.7)),
    SpriteRole::disc("yut.station", (64, 64), Tint::Rgb(0.55, 0.4, 0.25)),
    SpriteRole::disc("yut.station_big", (64, 64), Tint::Rgb(0.55, 0.4, 0.25)),
];

pub fn plugin(app: &mut App) {
    app.init_resource::<Pick>()
        .add_systems(
            OnEnter(Screen::Playing),
            (spawn_stations, spawn_pieces)
                .chain()
                .after(spawn_board::<Yut>)
                .in_set(OnBoard::<Yut>::new()),
        )
        .add_systems(
            Update,
            in_play::<Yut, _>((
                animate_rule_messages.in_set(MatchSystems::React),
                // Afresh after a take-back, in a new language (the trays' words), and when the
                // window turns upright or back.
                spawn_pieces
                    .run_if(
                        on_message::<MatchRewound>
                            .or_eager(texts_changed)
                            .or_eager(resource_changed::<Arrangement>),
                    )
                    .in_set(MatchSystems::React),
                retell_station_letters.run_if(texts_changed),
                (keyboard_input, refresh_highlights, update_hud)
                    .chain()
                    .in_set(MatchSystems::Decide),
            )),
        );
}

/// The language changed (the texts are there once loaded; the conditions run before).
fn texts_changed(texts: Option<Res<Texts>>) -> bool {
    texts.is_some_and(|t| t.is_changed() && !t.is_added())
}
