//! One folder per game: its board view (layout, pieces, animation, input, HUD text) and
//! its [`TableGame`] impl. This module is the one
//! place in the app that lists the games: nothing outside `games/` and `crates/` names one.

use crate::session::computer::AiPlugin;
use crate::session::match_flow::{MatchPlugin, TableGame};
use crate::session::registry::{GameEntry, Games};
use crate::ui::move_log::MoveLogPlugin;
use bevy::prelude::*;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_malefiz::Malefiz;
use tabula_yut::Yut;

pub mod backgammon;
pub mod chisolo;
pub mod malefiz;
pub mod yut;

/// Every playable game, in menu order.
pub fn all() -> Games {
    Games(vec![
        GameEntry::of::<Yut>(add_game::<Yut>),
        GameEntry::of::<Chisolo>(add_game::<Chisolo>),
        GameEntry::of::<Backgammon>(add_game::<Backgammon>),
        GameEntry::of::<Malefiz>(add_game::<Malefiz>),
    ])
}

/// Adds game `G`: what every game has (its match, computer seats and move log), then its
/// own board view.
fn add_game<G: TableGame>(app: &mut App) {
    app.add_plugins((
        MatchPlugin::<G>::default(),
        AiPlugin::<G>::default(),
        MoveLogPlugin::<G>::default(),
    ));
    G::add_view(app);
}

/// Every game's view and match, and the list the menus read.
pub fn plugin(app: &mut App) {
    let games = all();
    for game in &games.0 {
        (game.plugin)(app);
    }
    app.insert_resource(games);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::setup::{MatchSetup, SeatKind};

    #[test]
    fn every_game_has_a_default_preset_that_starts() {
        let games = all();
        for g in &games.0 {
            let setup = MatchSetup {
                game: g.name().into(),
                preset: g.info.default_preset().name.into(),
                seats: vec![SeatKind::Human; *g.info.seats.start()],
                ..MatchSetup::default()
            };
            assert_eq!((g.check)(&setup), Ok(()), "{}", g.name());
        }
        assert!(games.find("chess").err().unwrap().contains("backgammon"));
    }

    #[test]
    fn the_classic_theme_fills_every_role_of_every_game() {
        let mut roles = crate::theme::SpriteRoles::default();
        for sprites in [
            yut::SPRITES,
            chisolo::SPRITES,
            backgammon::SPRITES,
            malefiz::SPRITES,
        ] {
            roles.0.extend_from_slice(sprites);
        }
        let (m, dir) = crate::theme::classic_manifest();
        assert_eq!(
            crate::theme::manifest_problems(&m, &dir, &roles),
            Vec::<String>::new()
        );
    }
}
