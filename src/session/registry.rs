//! The games the app offers, as a table the menus, saves and demo read, so none of them
//! needs to know any one game.

use crate::session::match_flow::{Match, TableGame};
use crate::session::saves::SavedMatch;
use crate::session::setup::MatchSetup;
use std::ops::RangeInclusive;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_malefiz::Malefiz;
use tabula_yut::Yut;

/// One playable game.
pub struct GameEntry {
    /// `Game::NAME`, as saves and setups name it.
    pub name: &'static str,
    /// The name players see.
    pub title: &'static str,
    /// The rule presets, the default first.
    pub presets: &'static [&'static str],
    pub seats: RangeInclusive<usize>,
    /// Checks that a setup starts a game of this kind.
    pub check: fn(&MatchSetup) -> Result<(), String>,
    /// Checks that a save replays.
    pub replays: fn(&SavedMatch) -> Result<(), String>,
}

fn entry<G: TableGame>() -> GameEntry {
    GameEntry {
        name: G::NAME,
        title: G::TITLE,
        presets: G::presets(),
        seats: G::seat_range(),
        check: |setup| {
            let options = setup.game_options::<G>()?;
            G::new(&options, setup.seats.len())
                .map(|_| ())
                .map_err(|e| e.0)
        },
        replays: |saved| Match::<G>::resume(saved).map(|_| ()),
    }
}

/// Every playable game, in menu order.
pub fn all() -> Vec<GameEntry> {
    vec![
        entry::<Yut>(),
        entry::<Chisolo>(),
        entry::<Backgammon>(),
        entry::<Malefiz>(),
    ]
}

/// The game of this name.
pub fn find(name: &str) -> Result<GameEntry, String> {
    let games = all();
    let known: Vec<&str> = games.iter().map(|g| g.name).collect();
    let known = known.join(", ");
    games
        .into_iter()
        .find(|g| g.name == name)
        .ok_or_else(|| format!("unknown game {name:?} (known: {known})"))
}

/// Games still to come, shown greyed out in the setup.
pub const COMING: &[&str] = &[];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_default_preset_that_starts() {
        for g in all() {
            let setup = MatchSetup {
                game: g.name.into(),
                preset: g.presets[0].into(),
                seats: vec![crate::session::setup::SeatKind::Human; *g.seats.start()],
                ..MatchSetup::default()
            };
            assert_eq!((g.check)(&setup), Ok(()), "{}", g.name);
        }
        assert!(find("chess").err().unwrap().contains("backgammon"));
    }
}
