//! Expectimax: own decisions maximise, opponents' decisions minimise (the paranoid
//! assumption, exact for two sides), chance averages its outcomes by probability.
//! Depth counts plies of both decisions and chance, so recursion is bounded; iterative
//! deepening under a node budget keeps the cost bounded and deterministic.

use tabula_core::{Agent, Rng64, RuleEvent, Seat, ToMove};
use tabula_core::{Evaluate, value};

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

struct Search<G: Evaluate> {
    root: Seat,
    nodes: u64,
    budget: u64,
    events: Vec<RuleEvent>,
    /// Reused action lists, one per recursion level, so search does not allocate per node.
    legal: Vec<Vec<G::Action>>,
    chance: Vec<Vec<(G::Action, f64)>>,
}

impl<G: Evaluate> Search<G> {
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
                        .apply(action, &mut self.events)
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
                        .apply(action, &mut self.events)
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

impl<G: Evaluate> Search<G> {
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
        let mut search = ExpectimaxSearch::new(self, state, legal);
        loop {
            if let Some(chosen) = search.step(rng) {
                self.last_depth = search.depth_done;
                return chosen;
            }
        }
    }
}

/// One expectimax choice, computed a root action at a time, so a caller without threads
/// (the web) can spread it over frames. Stepping it to the end gives exactly
/// [`ExpectimaxAgent::choose`]'s answer.
pub struct ExpectimaxSearch<G: Evaluate> {
    state: G,
    legal: Vec<G::Action>,
    max_depth: u32,
    search: Search<G>,
    /// The depth being searched and the next root action to search at it.
    depth: u32,
    next: usize,
    /// The best root actions of this depth so far, and their value.
    best: Vec<usize>,
    best_value: f64,
    /// The choice of the deepest finished depth.
    chosen: usize,
    /// The deepest finished depth.
    pub depth_done: u32,
    done: bool,
}

impl<G: Evaluate> ExpectimaxSearch<G> {
    /// A search for the seat to move in `state` among `legal`, with `agent`'s limits.
    pub fn new(agent: &ExpectimaxAgent, state: &G, legal: &[G::Action]) -> Self {
        let root = match state.to_move() {
            ToMove::Seat(root) => Some(root),
            _ => None,
        };
        ExpectimaxSearch {
            state: state.clone(),
            legal: legal.to_vec(),
            max_depth: agent.max_depth,
            search: Search {
                root: root.unwrap_or(Seat(0)),
                nodes: 0,
                budget: agent.node_budget,
                events: Vec::new(),
                legal: Vec::new(),
                chance: Vec::new(),
            },
            depth: 1,
            next: 0,
            best: Vec::new(),
            best_value: f64::NEG_INFINITY,
            chosen: 0,
            depth_done: 0,
            // Nothing to search: not a seat's turn, or only one choice.
            done: root.is_none() || legal.len() <= 1 || agent.max_depth == 0,
        }
    }

    /// Searches the next root action; returns the chosen index once the search is over.
    pub fn step(&mut self, rng: &mut Rng64) -> Option<usize> {
        if self.done {
            return Some(self.chosen);
        }
        if let Some(action) = self.legal.get(self.next) {
            let mut next = self.state.clone();
            self.search.events.clear();
            if next.apply(action, &mut self.search.events).is_ok() {
                let Some(v) = self.search.value(&next, self.depth - 1, 0) else {
                    // Out of budget: the deepest finished depth decides.
                    self.done = true;
                    return Some(self.chosen);
                };
                if v > self.best_value + 1e-9 {
                    self.best_value = v;
                    self.best.clear();
                    self.best.push(self.next);
                } else if (v - self.best_value).abs() <= 1e-9 {
                    self.best.push(self.next);
                }
            }
            self.next += 1;
            return None;
        }
        // Every root action was searched at this depth.
        if !self.best.is_empty() {
            self.chosen = self.best[rng.below(self.best.len() as u64) as usize];
            self.depth_done = self.depth;
        }
        self.depth += 1;
        self.next = 0;
        self.best.clear();
        self.best_value = f64::NEG_INFINITY;
        if self.depth > self.max_depth {
            self.done = true;
            return Some(self.chosen);
        }
        None
    }
}
