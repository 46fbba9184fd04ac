//! The computer's levels, and the choice each makes: the same for a computer seat at one
//! screen, a hint, and a computer seat on the game server.

use crate::{AlphaBetaAgent, ExpectimaxAgent, ExpectimaxSearch, GreedyAgent, MaxnAgent};
use serde::{Deserialize, Serialize};
use tabula_core::{Agent, Evaluate, RandomAgent, Rng64, Search};

/// How strong a computer seat plays: `easy`, `medium` or `hard` in saves, on command
/// lines and in [`Display`](std::fmt::Display) and [`FromStr`](std::str::FromStr); every
/// level in [`Level::VARIANTS`](strum::VariantArray).
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    strum::Display,
    strum::EnumString,
    strum::VariantArray,
)]
#[serde(rename_all = "snake_case")]
#[strum(
    serialize_all = "snake_case",
    parse_err_ty = UnknownLevel,
    parse_err_fn = UnknownLevel::named
)]
pub enum Level {
    /// Picks at random among legal moves.
    Easy,
    /// Looks one move ahead (Backgammon: the trained net's best play).
    Medium,
    /// Searches with the game's strongest search (its description names it: expectimax
    /// over the throws to come, max-n for many sides, alpha-beta without dice), or plays
    /// the game's own trained player (Backgammon: the net's two-ply search).
    Hard,
}

/// A level's name that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (easy, medium, hard)")]
pub struct UnknownLevel(pub String);

impl UnknownLevel {
    fn named(name: &str) -> Self {
        UnknownLevel(name.to_string())
    }
}

/// The expectimax searcher of the hard level.
fn hard_expectimax() -> ExpectimaxAgent {
    ExpectimaxAgent::new(8, 100_000)
}

/// A search made a step at a time (so the web's frames keep drawing): each call does a
/// little work and, once done, gives the index of the legal action chosen.
pub trait Stepped: Send + Sync {
    fn step(&mut self, rng: &mut Rng64) -> Option<usize>;
}

impl<G: Evaluate + Send + Sync> Stepped for ExpectimaxSearch<G>
where
    G::Action: Send + Sync,
{
    fn step(&mut self, rng: &mut Rng64) -> Option<usize> {
        ExpectimaxSearch::step(self, rng)
    }
}

/// How a level chooses: at once, or by a search made in steps.
pub enum Chooser<G: Evaluate> {
    Random,
    Greedy,
    /// A search a step at a time.
    Stepped(Box<dyn Stepped>),
    /// A search small enough to run whole (its node budget bounds it).
    Whole(Box<dyn Agent<G> + Send + Sync>),
}

/// A game's own computer player at a level (a trained evaluation), for the games with one;
/// the others get [`Choice`]'s generic agents.
pub type OwnChooser<G> = fn(Level, &G, &[<G as tabula_core::Game>::Action]) -> Chooser<G>;

/// A computer's choice for one position, made in steps.
pub struct Choice<G: Evaluate> {
    state: G,
    legal: Vec<G::Action>,
    rng: Rng64,
    chooser: Chooser<G>,
}

impl<G: Evaluate + Send + Sync> Choice<G>
where
    G::Action: Send + Sync,
{
    /// The choice of `level` in `state`, with its own random stream: the game's `own`
    /// player where it has one.
    pub fn new(state: G, level: Level, seed: u64, own: Option<OwnChooser<G>>) -> Self {
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        let chooser = match own {
            Some(own) => own(level, &state, &legal),
            None => Self::generic(level, &state, &legal),
        };
        Choice {
            state,
            legal,
            rng: Rng64::new(seed),
            chooser,
        }
    }

    /// The level's agent of this crate.
    fn generic(level: Level, state: &G, legal: &[G::Action]) -> Chooser<G> {
        match level {
            Level::Easy => Chooser::Random,
            Level::Medium => Chooser::Greedy,
            // The game's description names the search that plays it best.
            Level::Hard => match G::INFO.strongest {
                Search::Expectimax => Chooser::Stepped(Box::new(ExpectimaxSearch::new(
                    &hard_expectimax(),
                    state,
                    legal,
                ))),
                Search::Maxn => Chooser::Whole(Box::new(MaxnAgent::default())),
                Search::AlphaBeta => Chooser::Whole(Box::new(AlphaBetaAgent::default())),
            },
        }
    }

    /// Does a little more work; the action once chosen (`None` also when there is no legal
    /// action, which a caller asks only at a seat's turn).
    pub fn step(&mut self) -> Option<G::Action> {
        let index = match &mut self.chooser {
            Chooser::Random => RandomAgent.choose(&self.state, &self.legal, &mut self.rng),
            Chooser::Greedy => GreedyAgent.choose(&self.state, &self.legal, &mut self.rng),
            Chooser::Stepped(search) => search.step(&mut self.rng)?,
            Chooser::Whole(agent) => agent.choose(&self.state, &self.legal, &mut self.rng),
        };
        self.legal.get(index).cloned()
    }

    /// The choice, made whole (on a thread that may wait for it); `None` if there is no
    /// legal action.
    pub fn run(mut self) -> Option<G::Action> {
        if self.legal.is_empty() {
            return None;
        }
        loop {
            if let Some(action) = self.step() {
                return Some(action);
            }
        }
    }
}
