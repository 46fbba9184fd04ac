//! Agents for Tabula's games, over the rules API of `tabula-core`.
//!
//! - `random`: uniform among legal actions ([`tabula_core::RandomAgent`]).
//! - `greedy`: one ply; plays the action whose resulting position evaluates best for the
//!   side to move ([`GreedyAgent`]).
//! - `expectimax`: searches own decisions and chance (throws, rolls) to a depth, averaging
//!   over chance by its probabilities ([`ExpectimaxAgent`]).
//! - `maxn`: the same search for games of more than two sides, where every seat plays for
//!   itself instead of against the searcher ([`MaxnAgent`]).
//! - `alphabeta`: iterative-deepening alpha-beta under a node budget, for games without
//!   dice (Chisolo); chance, where a game has it, is averaged ([`AlphaBetaAgent`]).
//!
//! Evaluations are game-specific: a game opts in by implementing
//! [`tabula_core::Evaluate`] in its own crate (`src/eval.rs`), so this crate depends on no
//! game.

use tabula_core::{Agent, Evaluate, RandomAgent, Rng64, ToMove, value};

mod alphabeta;
mod expectimax;
mod levels;
mod maxn;

pub use alphabeta::AlphaBetaAgent;
pub use expectimax::{ExpectimaxAgent, ExpectimaxSearch};
pub use levels::{Choice, Chooser, Level, OwnChooser, Stepped, UnknownLevel};
pub use maxn::MaxnAgent;
/// Lists every level ([`Level::VARIANTS`](VariantArray::VARIANTS)).
pub use strum::VariantArray;

/// Plays the action that leads to the best evaluated position, one ply deep. Ties are
/// broken at random so games vary.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyAgent;

impl<G: Evaluate> Agent<G> for GreedyAgent {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, state: &G, legal: &[G::Action], rng: &mut Rng64) -> usize {
        let ToMove::Seat(seat) = state.to_move() else {
            return 0;
        };
        let mut events = Vec::new();
        let mut best = Vec::new();
        let mut best_value = f64::NEG_INFINITY;
        for (i, action) in legal.iter().enumerate() {
            let mut next = state.clone();
            events.clear();
            if next.apply(action, &mut events).is_err() {
                continue;
            }
            let v = value(&next, seat);
            if v > best_value + 1e-9 {
                best_value = v;
                best.clear();
                best.push(i);
            } else if (v - best_value).abs() <= 1e-9 {
                best.push(i);
            }
        }
        match best.len() {
            0 => 0,
            n => best[rng.below(n as u64) as usize],
        }
    }
}

/// The names [`agent_by_name`] knows, weakest first.
pub const AGENT_NAMES: &[&str] = &["random", "greedy", "expectimax", "maxn", "alphabeta"];

/// An agent by its name in [`AGENT_NAMES`].
pub fn agent_by_name<G: Evaluate>(name: &str) -> Result<Box<dyn Agent<G>>, String> {
    match name {
        "random" => Ok(Box::new(RandomAgent)),
        "greedy" => Ok(Box::new(GreedyAgent)),
        "expectimax" => Ok(Box::new(ExpectimaxAgent::default())),
        "alphabeta" => Ok(Box::new(AlphaBetaAgent::default())),
        "maxn" => Ok(Box::new(MaxnAgent::default())),
        _ => Err(format!(
            "unknown agent {name:?} (known: {})",
            AGENT_NAMES.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_core::doc_game::Nim;

    #[test]
    fn agents_by_name() {
        for name in AGENT_NAMES {
            assert_eq!(agent_by_name::<Nim>(name).unwrap().name(), *name);
        }
        assert!(agent_by_name::<Nim>("oracle").is_err());
    }
}
