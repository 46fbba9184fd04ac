//! One folder per game: its board view (layout, pieces, animation, input, HUD text) and
//! its [`GameView`](crate::session::game_view::GameView), [`BoardView`], [`Describe`] and
//! [`Spots`] impls. This module is the one place in the app that lists the games: nothing
//! outside `games/` and `crates/` names one.

use crate::board::last_move::{LastMovePlugin, Spots};
use crate::board::sketch::Sketch;
use crate::board::view::{BoardView, add_board_view};
use crate::locale::TextAreas;
use crate::online::OnlinePlugin;
use crate::session::computer::AiPlugin;
use crate::session::match_flow::MatchPlugin;
use crate::session::registry::{Entry, Games};
use crate::session::saves::AutosavePlugin;
use crate::ui::describe::Describe;
use crate::ui::hint::HintPlugin;
use crate::ui::lesson::LessonPlugin;
use crate::ui::move_log::MoveLogPlugin;
use crate::ui::replay::ReplayPlugin;
use crate::ui::take_back::TakeBackPlugin;
use bevy::prelude::*;
use std::sync::Arc;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_malefiz::Malefiz;
use tabula_yut::Yut;

pub mod backgammon;
pub mod chisolo;
pub mod malefiz;
pub mod yut;

/// Every playable game, in menu order: the one list the menus, saves, demos, the theme
/// checker and the tests read.
pub fn all() -> Games {
    Games(vec![
        Arc::new(Entry::<Yut>::new(add_game::<Yut>)),
        Arc::new(Entry::<Chisolo>::new(add_game::<Chisolo>)),
        Arc::new(
            Entry::<Backgammon>::new(add_game::<Backgammon>)
                .with_records()
                .with_analysis(backgammon::can_analyse),
        ),
        Arc::new(Entry::<Malefiz>::new(add_game::<Malefiz>)),
    ])
}

/// Every picture a theme fills: the shared roles and each game's (what the views register,
/// for the theme checker, which runs without them).
pub fn sprite_roles() -> crate::theme::SpriteRoles {
    let mut roles = crate::theme::SpriteRoles::default();
    for game in all().0 {
        roles.0.extend_from_slice(game.sprites());
    }
    roles
}

/// Every kind of words the boards write straight on a theme's picture, and where, on the
/// pictures of a theme's `layouts` (for the theme checker's contrast check).
pub fn words_on_pictures(layouts: &tabula_layout::Layouts) -> Vec<crate::theme::contrast::Written> {
    all()
        .0
        .iter()
        .flat_map(|game| game.written(layouts))
        .collect()
}

/// Adds game `G`: what every game has (its match, its autosave, computer seats, move log, last-move
/// halo, take-back, replays, hints and its lesson, the board view's skeleton), then its
/// own board view.
fn add_game<G: BoardView + Describe + Spots + Sketch>(app: &mut App) {
    app.add_plugins((
        MatchPlugin::<G>::default(),
        AiPlugin::<G>::default(),
        AutosavePlugin::<G>::default(),
        MoveLogPlugin::<G>::default(),
        LastMovePlugin::<G>::default(),
        TakeBackPlugin::<G>::default(),
        ReplayPlugin::<G>::default(),
        HintPlugin::<G>::default(),
        LessonPlugin::<G>::default(),
        OnlinePlugin::<G>::default(),
    ));
    add_board_view::<G>(app);
    (G::ADD_VIEW)(app);
    app.world_mut()
        .get_resource_or_init::<crate::ui::gallery::GalleryPages>()
        .add::<G>();
}

/// Every game's view and match, and the list the menus read.
pub fn plugin(app: &mut App) {
    let games = all();
    for game in &games.0 {
        game.add_to(app);
    }
    // Each game's words are a Fluent file of its own (`assets/locales/<code>/<game>.ftl`).
    let mut areas = app.world_mut().get_resource_or_init::<TextAreas>();
    for game in &games.0 {
        areas.0.push(game.name().to_string());
    }
    app.insert_resource(games);
}

#[cfg(test)]
mod tests;
