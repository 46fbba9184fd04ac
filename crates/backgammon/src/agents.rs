//! The agents for Backgammon: the generic ones of `tabula-ai` and the neural ones of
//! [`crate::nn`].

use crate::{Action, Backgammon, nn};

/// The agents [`agent_by_name`] knows for backgammon, weakest first: the generic ones of
/// `tabula-ai` (over the hand-made evaluation) and the neural ones.
pub const AGENT_NAMES: &[&str] = &[
    "random",
    "greedy",
    "expectimax",
    "maxn",
    "alphabeta",
    "neural",
    "neural-search",
];

/// A backgammon agent by its name in [`AGENT_NAMES`]: `neural` ([`nn::NeuralAgent`], 0-ply)
/// and `neural-search` ([`nn::NeuralSearchAgent`], 2-ply with move filters) with the
/// bundled weights, or one of `tabula_ai::agent_by_name`'s.
///
/// The generic agents other than `random` know nothing of the cube: they play the checkers
/// and leave cube and resignation decisions to the net's ([`nn::cube::choose`]).
pub fn agent_by_name(name: &str) -> Result<Box<dyn tabula_core::Agent<Backgammon>>, String> {
    match name {
        "neural" => Ok(Box::new(nn::NeuralAgent::default())),
        "neural-search" => Ok(Box::new(nn::NeuralSearchAgent::default())),
        "random" => tabula_ai::agent_by_name::<Backgammon>(name),
        _ => tabula_ai::agent_by_name::<Backgammon>(name)
            .map(|checkers| Box::new(WithCube { checkers }) as Box<_>)
            .map_err(|_| format!("unknown agent {name:?} (known: {})", AGENT_NAMES.join(", "))),
    }
}

/// A checker-playing agent with the net's cube and resignation decisions
/// ([`nn::cube::choose`]): the generic agents know nothing of the cube.
pub struct WithCube<A> {
    pub checkers: A,
}

impl<A: tabula_core::Agent<Backgammon>> tabula_core::Agent<Backgammon> for WithCube<A> {
    fn name(&self) -> &str {
        self.checkers.name()
    }

    fn choose(
        &mut self,
        state: &Backgammon,
        legal: &[Action],
        rng: &mut tabula_core::Rng64,
    ) -> usize {
        if let Some(i) = nn::cube::choose(&nn::NeuralEval::bundled(), state, legal) {
            return i;
        }
        // Only the plays, which come first (a resignation may follow them).
        let plays = legal
            .iter()
            .take_while(|a| matches!(a, Action::Play(_)))
            .count();
        self.checkers.choose(state, &legal[..plays.max(1)], rng)
    }
}
