//! Expectimax: own decisions maximise, opponents' decisions minimise (the paranoid
//! assumption, exact for two sides), chance averages its outcomes by probability.
//! Depth counts plies of both decisions and chance, so recursion is bounded; iterative
//! deepening under a node budget keeps the cost bounded and deterministic.

use crate::{Evaluate, value};
use tabula_core::{Agent, Rng64, RuleEvent, Seat, ToMove};

/// A depth-limited expectimax searcher.
#[derive(Clone, Debug)]
pub struct ExpectimaxAgent {
    /// The deepest search, in plies (decisions and chance events alike).
    pub max_depth: u32,
    /// Positions it may visit for one choice; deepening stops before it would exceed this.
    pub node_budget: u64,
    /// The depth the last choice was searched to (for reports).
    pub last_depth: u32,
}

impl Default for ExpectimaxAgent {
    fn default() -> Self {
        ExpectimaxAgent {
            max_depth: 8,
            node_budget: 200_000,
            last_depth: 0,
        }
    }
}

impl ExpectimaxAgent {
    /// A searcher with the given limits.
    pub fn new(max_depth: u32, node_budget: u64) -> Self {
        ExpectimaxAgent {
            max_depth,
            node_budget,
            last_depth: 0,
        }
    }
}

struct Search<'a, G: Evaluate> {
    root: Seat,
    nodes: u64,
    budget: u64,
    events: &'a mut Vec<RuleEvent>,
    /// Reused action lists, one per recursion level, so search does not allocate per node.
    legal: Vec<Vec<G::Action>>,
    chance: Vec<Vec<(G::Action, f64)>>,
}

impl<G: Evaluate> Search<'_, G> {
    /// The expected value for the root seat, or `None` when the budget ran out.
    fn value(&mut self, state: &G, depth: u32, level: usize) -> Option<f64> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        match state.to_move() {
            ToMove::Over(_) => Some(value(state, self.root)),
            _ if depth == 0 => Some(value(state, self.root)),
            ToMove::Chance => {
                let mut outcomes = self.take_chance(level);
                state.chance_outcomes(&mut outcomes);
                let mut total = Some(0.0);
                for (action, p) in &outcomes {
                    let mut next = state.clone();
                    self.events.clear();
                    // Chance spends depth too: a run of throws (yut, mo, …) is otherwise
                    // endless.
                    let v = next
                        .apply(action, self.events)
                        .ok()
                        .and_then(|_| self.value(&next, depth - 1, level + 1));
                    total = total.zip(v).map(|(t, v)| t + p * v);
                    if total.is_none() {
                        break;
                    }
                }
                self.chance[level] = outcomes;
                total
            }
            ToMove::Seat(seat) => {
                let mine = state.side_of(seat) == state.side_of(self.root);
                let mut legal = self.take_legal(level);
                state.legal_actions(&mut legal);
                let mut best: Option<f64> = None;
                let mut out_of_budget = false;
                for action in &legal {
                    let mut next = state.clone();
                    self.events.clear();
                    let Some(v) = next
                        .apply(action, self.events)
                        .ok()
                        .and_then(|_| self.value(&next, depth - 1, level + 1))
                    else {
                        out_of_budget = true;
                        break;
                    };
                    best = Some(match best {
                        None => v,
                        Some(b) if mine => b.max(v),
                        Some(b) => b.min(v),
                    });
                }
                self.legal[level] = legal;
                if out_of_budget {
                    return None;
                }
                best.or_else(|| Some(value(state, self.root)))
            }
        }
    }
}

impl<G: Evaluate> Search<'_, G> {
    fn take_legal(&mut self, level: usize) -> Vec<G::Action> {
        if self.legal.len() <= level {
            self.legal.resize_with(level + 1, Vec::new);
        }
        let mut v = std::mem::take(&mut self.legal[level]);
        v.clear();
        v
    }

    fn take_chance(&mut self, level: usize) -> Vec<(G::Action, f64)> {
        if self.chance.len() <= level {
            self.chance.resize_with(level + 1, Vec::new);
        }
        let mut v = std::mem::take(&mut self.chance[level]);
        v.clear();
        v
    }
}

impl<G: Evaluate> Agent<G> for ExpectimaxAgent {
    fn name(&self) -> &str {
        "expectimax"
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
        let mut search = Search {
            root,
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
                let Some(v) = search.value(&next, depth - 1, 0) else {
                    break 'deepen;
                };
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
