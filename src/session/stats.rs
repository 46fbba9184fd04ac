//! The player's statistics: matches played and won, per game, preset and computer level,
//! kept beside the settings (`stats.json`) and counted once, when a match ends (a replay
//! watched to its end counts nothing).

use crate::app::storage::{DataDir, read_json, write_json};
use crate::session::match_flow::{FinishedMatch, MatchOver};
use crate::session::saves::AutosaveSystems;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabula_core::{Outcome, Seat};
use tabula_table::{Level, MatchSetup, SeatKind};

const STATS: &str = "stats.json";

/// Every tally kept, one per game, preset and computer level.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Statistics {
    pub tallies: Vec<Tally>,
}

/// Matches of one game and preset against one computer level.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Tally {
    pub game: String,
    pub preset: String,
    /// The strongest computer at the table; none when only people played.
    pub level: Option<Level>,
    pub played: u32,
    /// Matches a person won against the computer (people among themselves count none).
    pub won: u32,
}

/// One game's matches in all: played, and won against the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameTotals {
    pub played: u32,
    pub won: u32,
    /// Of those played, the ones against the computer.
    pub against_computer: u32,
}

impl Statistics {
    /// Counts a finished match of `setup` that ended in `outcome`. A guided first game counts nothing: its first moves were the script's.
    pub fn count(&mut self, setup: &MatchSetup, outcome: &Outcome) {
        if setup.lesson {
            return;
        }
        let level = strongest_computer(&setup.seats);
        let person_won = setup
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| *s == SeatKind::Person && outcome.winners.contains(Seat(i as u8)));
        let won = u32::from(level.is_some() && person_won);
        let at = self
            .tallies
            .iter()
            .position(|t| t.game == setup.game && t.preset == setup.preset && t.level == level);
        match at {
            Some(i) => {
                self.tallies[i].played += 1;
                self.tallies[i].won += won;
            }
            None => self.tallies.push(Tally {
                game: setup.game.clone(),
                preset: setup.preset.clone(),
                level,
                played: 1,
                won,
            }),
        }
    }

    /// A game's matches in all its presets and levels.
    pub fn of_game(&self, game: &str) -> GameTotals {
        self.tallies
            .iter()
            .filter(|t| t.game == game)
            .fold(GameTotals::default(), |sum, t| GameTotals {
                played: sum.played + t.played,
                won: sum.won + t.won,
                against_computer: sum.against_computer
                    + if t.level.is_some() { t.played } else { 0 },
            })
    }
}

/// The strongest computer among the seats, if any sits there.
fn strongest_computer(seats: &[SeatKind]) -> Option<Level> {
    let rank = |l: &Level| match l {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
    };
    seats
        .iter()
        .filter_map(|s| match s {
            SeatKind::Computer(l) => Some(*l),
            SeatKind::Person | SeatKind::Remote => None,
        })
        .max_by_key(rank)
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, load_statistics)
        // In the frame the match ends, after it is kept as finished.
        .add_systems(Update, count_finished_matches.after(AutosaveSystems));
}

/// Reads the kept statistics (none yet, or a damaged file: start from nothing and say so
/// in the log; the damaged file is overwritten only when the next match is counted).
fn load_statistics(mut commands: Commands, data: Res<DataDir>) {
    let stats = match read_json::<Statistics>(&data, STATS) {
        Ok(s) => s.unwrap_or_default(),
        Err(e) => {
            warn!("the statistics were not read: {e}");
            Statistics::default()
        }
    };
    commands.insert_resource(stats);
}

fn count_finished_matches(
    mut over: MessageReader<MatchOver>,
    finished: Res<FinishedMatch>,
    stats: Option<ResMut<Statistics>>,
    data: Res<DataDir>,
) {
    let Some(mut stats) = stats else { return };
    for o in over.read() {
        let Some(saved) = &finished.0 else { continue };
        stats.count(&saved.setup, &o.0);
        if let Err(e) = write_json(&data, STATS, &*stats) {
            warn!("the statistics were not kept: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_core::SeatSet;

    fn setup(seats: Vec<SeatKind>) -> MatchSetup {
        MatchSetup {
            game: "yut".into(),
            preset: "encyclopedia".into(),
            options: Default::default(),
            seats,
            seed: 1,
            ..MatchSetup::default()
        }
    }

    fn won_by(seat: u8) -> Outcome {
        Outcome::win(SeatSet::single(Seat(seat)), 1)
    }

    #[test]
    fn matches_are_tallied_by_game_preset_and_level() {
        let mut stats = Statistics::default();
        let hard = setup(vec![SeatKind::Person, SeatKind::Computer(Level::Hard)]);
        stats.count(&hard, &won_by(0));
        stats.count(&hard, &won_by(1));
        let easy = setup(vec![SeatKind::Computer(Level::Easy), SeatKind::Person]);
        stats.count(&easy, &won_by(1));
        let people = setup(vec![SeatKind::Person, SeatKind::Person]);
        stats.count(&people, &won_by(0));
        assert_eq!(stats.tallies.len(), 3);
        assert_eq!(
            (
                stats.tallies[0].level,
                stats.tallies[0].played,
                stats.tallies[0].won
            ),
            (Some(Level::Hard), 2, 1)
        );
        assert_eq!((stats.tallies[1].played, stats.tallies[1].won), (1, 1));
        // Between people nobody "wins against the computer".
        assert_eq!((stats.tallies[2].level, stats.tallies[2].won), (None, 0));
        assert_eq!(
            stats.of_game("yut"),
            GameTotals {
                played: 4,
                won: 2,
                against_computer: 3
            }
        );
        assert_eq!(stats.of_game("chisolo"), GameTotals::default());
        // A mixed table is tallied under its strongest computer.
        let mixed = setup(vec![
            SeatKind::Person,
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Medium),
        ]);
        stats.count(&mixed, &won_by(2));
        assert_eq!(stats.tallies[3].level, Some(Level::Medium));
        assert_eq!(stats.tallies[3].won, 0);
    }
}
