//! Alpha-beta: own side maximises, other sides minimise (the paranoid assumption, exact for
//! two sides), chance averages its outcomes by probability (each outcome searched with a
//! full window, so pruning happens only at decisions). Iterative deepening under a node
//! budget makes a choice deterministic and independent of machine speed; an optional time
//! budget stops it early for interactive play.
//!
//! Children are searched best-first by their static value, and the root by the previous
//! iteration's values, so cut-offs come early.

use std::time::{Duration, Instant};
use tabula_core::{Agent, Rng64, RuleEvent, Seat, ToMove};
use tabula_core::{Evaluate, value};

/// A depth-limited alpha-beta searcher.
#[derive(Clone, Debug)]
pub struct AlphaBetaAgent {
    /// The deepest search, in plies (every decision and chance event counts one).
    pub max_depth: u32,
    /// Positions it may visit for one choice; an iteration that would exceed it is dropped.
    pub node_budget: u64,
    /// Wall-clock limit for one choice, if any (makes choices depend on machine speed).
    pub time_budget: Option<Duration>,
    /// The depth the last choice was completely searched to (for reports).
    pub last_depth: u32,
    /// Positions visited for the last choice.
    pub last_nodes: u64,
}

impl Default for AlphaBetaAgent {
    fn default() -> Self {
        AlphaBetaAgent::new(24, 20_000)
    }
}

impl AlphaBetaAgent {
    /// A searcher with the given limits and no time budget.
    pub fn new(max_depth: u32, node_budget: u64) -> Self {
        AlphaBetaAgent {
            max_depth,
            node_budget,
            time_budget: None,
            last_depth: 0,
            last_nodes: 0,
        }
    }

    /// The same searcher, also stopping after `budget` of wall-clock time per choice.
    pub fn with_time_budget(mut self, budget: Duration) -> Self {
        self.time_budget = Some(budget);
        self
    }
}

/// A win found sooner is worth a little more than one found later, so the searcher goes
/// for the quickest win and puts off a loss.
const DEPTH_PREFERENCE: f64 = 1e-3;

/// Values this close count as equal.
const TIE: f64 = 1e-9;

struct Search<'a, G: Evaluate> {
    root: Seat,
    nodes: u64,
    budget: u64,
    deadline: Option<Instant>,
    events: &'a mut Vec<RuleEvent>,
    /// Reused buffers, one per recursion level, so search does not allocate per node.
    legal: Vec<Vec<G::Action>>,
    chance: Vec<Vec<(G::Action, f64)>>,
    children: Vec<Vec<(G, f64)>>,
}

impl<G: Evaluate> Search<'_, G> {
    fn out_of_budget(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return true;
        }
        // Reading the clock is slow next to a node: look every thousand or so.
        self.nodes.is_multiple_of(1024) && self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    fn leaf(&self, state: &G, depth: u32) -> f64 {
        match state.to_move() {
            ToMove::Over(o) => o.value_for(self.root) * (1.0 + DEPTH_PREFERENCE * f64::from(depth)),
            _ => value(state, self.root),
        }
    }

    /// The value for the root seat within (alpha, beta), or `None` when a budget ran out.
    fn value(
        &mut self,
        state: &G,
        depth: u32,
        mut alpha: f64,
        mut beta: f64,
        level: usize,
    ) -> Option<f64> {
        if self.out_of_budget() {
            return None;
        }
        let seat = match state.to_move() {
            ToMove::Over(_) => return Some(self.leaf(state, depth)),
            _ if depth == 0 => return Some(self.leaf(state, depth)),
            ToMove::Chance => return self.chance_value(state, depth, level),
            ToMove::Seat(seat) => seat,
        };
        let mine = state.side_of(seat) == state.side_of(self.root);
        let mut children = self.expand(state, level, depth > 1);
        if children.is_empty() {
            self.children[level] = children;
            return Some(self.leaf(state, depth));
        }
        if depth > 1 {
            // Best-looking first: high values for the maximiser, low for the minimiser.
            if mine {
                children.sort_by(|a, b| b.1.total_cmp(&a.1));
            } else {
                children.sort_by(|a, b| a.1.total_cmp(&b.1));
            }
        }
        let mut best = if mine {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut result = Some(());
        for (child, _) in &children {
            let Some(v) = self.value(child, depth - 1, alpha, beta, level + 1) else {
                result = None;
                break;
            };
            if mine {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        self.children[level] = children;
        result.map(|_| best)
    }

    fn chance_value(&mut self, state: &G, depth: u32, level: usize) -> Option<f64> {
        let mut outcomes = self.take_chance(level);
        state.chance_outcomes(&mut outcomes);
        let mut total = Some(0.0);
        for (action, p) in &outcomes {
            let mut next = state.clone();
            self.events.clear();
            // Chance spends depth too: a run of throws (yut, mo, …) is otherwise endless.
            let v = next.apply(action, self.events).ok().and_then(|_| {
                self.value(
                    &next,
                    depth - 1,
                    f64::NEG_INFINITY,
                    f64::INFINITY,
                    level + 1,
                )
            });
            total = total.zip(v).map(|(t, v)| t + p * v);
            if total.is_none() {
                break;
            }
        }
        self.chance[level] = outcomes;
        total
    }

    /// The positions after each legal action, with their static values when `rate`.
    fn expand(&mut self, state: &G, level: usize, rate: bool) -> Vec<(G, f64)> {
        if self.legal.len() <= level {
            self.legal.resize_with(level + 1, Vec::new);
            self.children.resize_with(level + 1, Vec::new);
        }
        let mut legal = std::mem::take(&mut self.legal[level]);
        let mut children = std::mem::take(&mut self.children[level]);
        legal.clear();
        children.clear();
        state.legal_actions(&mut legal);
        for action in &legal {
            let mut next = state.clone();
            self.events.clear();
            if next.apply(action, self.events).is_ok() {
                let v = if rate { self.leaf(&next, 0) } else { 0.0 };
                children.push((next, v));
            }
        }
        self.legal[level] = legal;
        children
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

impl<G: Evaluate> Agent<G> for AlphaBetaAgent {
    fn name(&self) -> &str {
        "alphabeta"
    }

    fn choose(&mut self, state: &G, legal: &[G::Action], rng: &mut Rng64) -> usize {
        let ToMove::Seat(root) = state.to_move() else {
            return 0;
        };
        self.last_depth = 0;
        self.last_nodes = 0;
        if legal.len() == 1 {
            return 0;
        }
        let mut events = Vec::new();
        let mut search = Search {
            root,
            nodes: 0,
            budget: self.node_budget,
            deadline: self.time_budget.map(|t| Instant::now() + t),
            events: &mut events,
            legal: Vec::new(),
            chance: Vec::new(),
            children: Vec::new(),
        };
        // The root's moves with their values from the last finished iteration.
        let mut root: Vec<(usize, G, f64)> = Vec::with_capacity(legal.len());
        for (i, action) in legal.iter().enumerate() {
            let mut next = state.clone();
            search.events.clear();
            if next.apply(action, search.events).is_ok() {
                let v = search.leaf(&next, 0);
                root.push((i, next, v));
            }
        }
        root.sort_by(|a, b| b.2.total_cmp(&a.2));
        let mut chosen = root.first().map_or(0, |r| r.0);
        'deepen: for depth in 1..=self.max_depth {
            let mut alpha = f64::NEG_INFINITY;
            let mut values = Vec::with_capacity(root.len());
            for (_, next, _) in &root {
                // Searching just below the best so far tells a worse move apart (it fails
                // low, under the tie margin) and keeps ties exact, so one is picked at
                // random.
                let floor = alpha - 2.0 * TIE;
                let Some(v) = search.value(next, depth - 1, floor, f64::INFINITY, 0) else {
                    break 'deepen;
                };
                alpha = alpha.max(v);
                values.push(v);
            }
            for (r, v) in root.iter_mut().zip(values) {
                r.2 = v;
            }
            // Stable sort: among equal values the previous order stands.
            root.sort_by(|a, b| b.2.total_cmp(&a.2));
            let best = root[0].2;
            let ties = root.iter().take_while(|r| r.2 >= best - TIE).count();
            chosen = root[rng.below(ties as u64) as usize].0;
            self.last_depth = depth;
        }
        self.last_nodes = search.nodes;
        chosen
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_core::Game;
    use tabula_core::doc_game::{Nim, NimAction, NimOptions};

    // Nim's evaluation (tabula-core) is a constant: only the search tells moves apart.

    fn nim(stones: u8) -> Nim {
        let mut g = Nim::new(&NimOptions { stones }, 2).unwrap();
        g.apply(&NimAction::First(0), &mut Vec::new()).unwrap();
        g
    }

    fn choice(agent: &mut AlphaBetaAgent, g: &Nim) -> NimAction {
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        legal[agent.choose(g, &legal, &mut Rng64::new(1))]
    }

    #[test]
    fn deep_enough_it_leaves_a_multiple_of_four() {
        // Taking the last stone wins, so leaving 4k stones wins: from 10 take 2, from 11
        // take 3, from 13 take 1.
        for (stones, take) in [(10, 2), (11, 3), (13, 1)] {
            let mut agent = AlphaBetaAgent::new(16, 1_000_000);
            assert_eq!(choice(&mut agent, &nim(stones)), NimAction::Take(take));
            assert!(agent.last_depth >= 13, "{}", agent.last_depth);
        }
    }

    #[test]
    fn the_node_budget_bounds_the_search_and_keeps_the_last_full_depth() {
        let mut agent = AlphaBetaAgent::new(40, 200);
        choice(&mut agent, &nim(30));
        assert!(agent.last_nodes <= 201, "{}", agent.last_nodes);
        assert!((1..40).contains(&agent.last_depth), "{}", agent.last_depth);
        // Too shallow to see the end, every move looks alike; with depth it does not.
        let mut shallow = AlphaBetaAgent::new(1, 1_000);
        choice(&mut shallow, &nim(10));
        assert_eq!(shallow.last_depth, 1);
    }

    #[test]
    fn pruning_visits_fewer_positions_than_the_full_tree() {
        // The full tree of 10 stones to depth 10 has thousands of positions.
        let mut agent = AlphaBetaAgent::new(10, 1_000_000);
        choice(&mut agent, &nim(10));
        let full: u64 = (1..=10).map(|d| 3u64.pow(d)).sum();
        assert!(
            agent.last_nodes < full / 4,
            "{} of {full}",
            agent.last_nodes
        );
    }

    #[test]
    fn a_time_budget_stops_the_search() {
        let mut agent =
            AlphaBetaAgent::new(60, u64::MAX).with_time_budget(Duration::from_millis(20));
        let start = Instant::now();
        choice(&mut agent, &nim(60));
        assert!(start.elapsed() < Duration::from_secs(2));
        assert!(agent.last_depth < 60);
    }
}
