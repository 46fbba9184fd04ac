//! Max-n expectimax for games of more than two sides: every seat picks the move best for
//! itself (not the worst for the searcher, as the paranoid [`crate::ExpectimaxAgent`]
//! assumes), chance averages its outcomes by probability. A node's value is one number per
//! seat. With four players the paranoid assumption has three opponents ganging up on the
//! searcher, which in a race game makes it flee from threats that are not real; max-n
//! expects each opponent to chase its own win instead.
//!
//! Depth counts plies of decisions and chance alike; iterative deepening under a node
//! budget keeps the cost bounded and deterministic.

use tabula_core::{Agent, Rng64, RuleEvent, Seat, ToMove};
use tabula_core::{Evaluate, value};

/// The most seats a value vector holds.
const MAX_SEATS: usize = 8;

type Values = [f64; MAX_SEATS];

/// A depth-limited max-n expectimax searcher.
#[derive(Clone, Debug)]
pub struct MaxnAgent {
    /// The deepest search, in plies (decisions and chance events alike).
    pub max_depth: u32,
    /// Positions it may visit for one choice; deepening stops before it would exceed this.
    pub node_budget: u64,
    /// The depth the last choice was searched to (for reports).
    pub last_depth: u32,
}

impl Default for MaxnAgent {
    fn default() -> Self {
        MaxnAgent::new(3, 4_000)
    }
}

impl MaxnAgent {
    /// A searcher with the given limits.
    pub fn new(max_depth: u32, node_budget: u64) -> Self {
        MaxnAgent {
            max_depth,
            node_budget,
            last_depth: 0,
        }
    }
}

struct Search<'a, G: Evaluate> {
    nodes: u64,
    budget: u64,
    events: &'a mut Vec<RuleEvent>,
    /// Reused action lists, one per recursion level, so search does not allocate per node.
    legal: Vec<Vec<G::Action>>,
    chance: Vec<Vec<(G::Action, f64)>>,
}

impl<G: Evaluate> Search<'_, G> {
    fn leaf(state: &G) -> Values {
        let mut v = [0.0; MAX_SEATS];
        for (s, slot) in v.iter_mut().enumerate().take(state.seats().min(MAX_SEATS)) {
            *slot = value(state, Seat(s as u8));
        }
        v
    }

    /// The values of `state` for every seat, or `None` when the budget ran out.
    fn values(&mut self, state: &G, depth: u32, level: usize) -> Option<Values> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        match state.to_move() {
            ToMove::Over(_) => Some(Self::leaf(state)),
            _ if depth == 0 => Some(Self::leaf(state)),
            ToMove::Chance => {
                let outcomes = take(&mut self.chance, level);
                let mut outcomes = outcomes;
                state.chance_outcomes(&mut outcomes);
                let mut total = [0.0; MAX_SEATS];
                let mut complete = true;
                for (action, p) in &outcomes {
                    let mut next = state.clone();
                    self.events.clear();
                    let Some(v) = next
                        .apply(action, self.events)
                        .ok()
                        .and_then(|_| self.values(&next, depth - 1, level + 1))
                    else {
                        complete = false;
                        break;
                    };
                    for (t, x) in total.iter_mut().zip(v) {
                        *t += p * x;
                    }
                }
                self.chance[level] = outcomes;
                complete.then_some(total)
            }
            ToMove::Seat(seat) => {
                let mut legal = take(&mut self.legal, level);
                state.legal_actions(&mut legal);
                let mut best: Option<Values> = None;
                let mut complete = true;
                for action in &legal {
                    let mut next = state.clone();
                    self.events.clear();
                    let Some(v) = next
                        .apply(action, self.events)
                        .ok()
                        .and_then(|_| self.values(&next, depth - 1, level + 1))
                    else {
                        complete = false;
                        break;
                    };
                    if best.is_none_or(|b| v[seat.index()] > b[seat.index()]) {
                        best = Some(v);
                    }
                }
                self.legal[level] = legal;
                if !complete {
                    return None;
                }
                Some(best.unwrap_or_else(|| Self::leaf(state)))
            }
        }
    }
}

/// The reused list of one level, emptied.
fn take<T>(lists: &mut Vec<Vec<T>>, level: usize) -> Vec<T> {
    if lists.len() <= level {
        lists.resize_with(level + 1, Vec::new);
    }
    let mut v = std::mem::take(&mut lists[level]);
    v.clear();
    v
}

impl<G: Evaluate> Agent<G> for MaxnAgent {
    fn name(&self) -> &str {
        "maxn"
    }

    fn choose(&mut self, state: &G, legal: &[G::Action], rng: &mut Rng64) -> usize {
        let ToMove::Seat(root) = state.to_move() else {
            return 0;
        };
        if legal.len() == 1 {
            return 0;
        }
        let mut events = Vec::new();
        let mut chosen = 0;
        self.last_depth = 0;
        let mut search = Search::<G> {
            nodes: 0,
            budget: self.node_budget,
            events: &mut events,
            legal: Vec::new(),
            chance: Vec::new(),
        };
        'deepen: for depth in 1..=self.max_depth {
            let mut best = Vec::new();
            let mut best_value = f64::NEG_INFINITY;
            for (i, action) in legal.iter().enumerate() {
                let mut next = state.clone();
                search.events.clear();
                if next.apply(action, search.events).is_err() {
                    continue;
                }
                let Some(v) = search.values(&next, depth - 1, 0) else {
                    break 'deepen;
                };
                let v = v[root.index()];
                if v > best_value + 1e-9 {
                    best_value = v;
                    best.clear();
                    best.push(i);
                } else if (v - best_value).abs() <= 1e-9 {
                    best.push(i);
                }
            }
            if !best.is_empty() {
                chosen = best[rng.below(best.len() as u64) as usize];
                self.last_depth = depth;
            }
        }
        chosen
    }
}
