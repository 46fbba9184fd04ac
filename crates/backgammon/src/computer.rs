//! Backgammon's own computer player at each level: the trained net, wherever a computer
//! seat plays (one screen, a hint, the game server).

use crate::nn::{NeuralAgent, NeuralSearch, NeuralSearchAgent};
use crate::{Action, Backgammon, WithCube};
use tabula_ai::{Chooser, Level, Stepped};
use tabula_core::Rng64;

/// The trained net: its best play at once (medium), or its two-ply search made in steps
/// (hard; about 20–40 ms a decision on the desktop, spread over frames on the web).
pub fn own_computer(level: Level, state: &Backgammon, legal: &[Action]) -> Chooser<Backgammon> {
    match level {
        // Random plays, but the net's cube and resignation decisions: a random double or
        // resignation is no game.
        Level::Easy => Chooser::Whole(Box::new(WithCube {
            checkers: tabula_core::RandomAgent,
        })),
        Level::Medium => Chooser::Whole(Box::new(NeuralAgent::default())),
        Level::Hard => Chooser::Stepped(Box::new(NeuralSearch::new(
            &NeuralSearchAgent::default(),
            state,
            legal,
        ))),
    }
}

impl Stepped for NeuralSearch {
    fn step(&mut self, _rng: &mut Rng64) -> Option<usize> {
        NeuralSearch::step(self)
    }
}
