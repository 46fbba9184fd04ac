//! Agents over the neural evaluation: [`NeuralAgent`] plays the best play at 0-ply;
//! [`NeuralSearch`] looks ahead like GNU Backgammon's move filters: every play is ranked at
//! 0-ply, the best few are valued at 1-ply (the average over the opponent's 21 rolls of its
//! best 0-ply reply), the best of those at 2-ply (after each reply, the average over my 21
//! rolls of my best 0-ply play). A search runs a step at a time (one candidate, or one
//! candidate and one roll), so the web can spread it over frames.
//!
//! Both look positions up with any [`Evaluator`]; the type parameter defaults to
//! [`NeuralEval`], the bundled net.

use super::cube::CubeTurn;
use super::cube_ahead::CubeAhead;
use super::cubeful::CubeRules;
use super::{Evaluator, Inputs, NeuralEval, Probs, Utility, Valuer, cube, utility};
use crate::{Action, Backgammon, Candidate, Position, generate, other};
use std::sync::Arc;
use tabula_core::{Agent, Rng64, Seat};

/// The 21 rolls and their chances.
pub(crate) const ROLLS: [([u8; 2], f32); 21] = {
    let mut out = [([0u8; 2], 0f32); 21];
    let mut i = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = 1;
        while b <= a {
            out[i] = ([a, b], if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 });
            i += 1;
            b += 1;
        }
        a += 1;
    }
    out
};

/// The plays at the head of `legal` (a resignation may follow them).
fn plays(legal: &[Action]) -> &[Action] {
    let n = legal
        .iter()
        .take_while(|a| matches!(a, Action::Play(_)))
        .count();
    &legal[..n]
}

/// The legal plays' results (seen from the mover) into `out`, in the order of `legal`.
fn results(state: &Backgammon, legal: &[Action], out: &mut Vec<Position>) {
    let pos = state.position();
    out.clear();
    out.extend(legal.iter().map(|a| match a {
        Action::Play(p) => p.execute(&pos).unwrap_or(pos),
        _ => pos,
    }));
}

/// Evaluations with reused buffers, counting the positions evaluated. Values are in the
/// utility of the side to choose at the root (money points, or the match's equity at its
/// score); the other side's value is minus the root's. Plays are chosen and filtered by
/// cubeless values; the deepest positions are valued cubeful while the cube can still be
/// turned, so the choice weighs who owns the cube (as the analysis does).
struct Lookahead<E: ?Sized> {
    eval: Arc<E>,
    root: Utility,
    /// The cube's rules and the root's seat, while the cube can be turned.
    cube: Option<(CubeRules, Seat)>,
    x: Inputs,
    evals: u64,
    /// Play lists, one per lookahead level.
    plays: [Vec<Candidate>; 2],
}

impl<E: Evaluator + ?Sized> Lookahead<E> {
    fn new(eval: Arc<E>, state: &Backgammon, cubeful: bool) -> Self {
        let rules = CubeRules::of(state);
        Lookahead {
            eval,
            root: utility(state, state.turn()),
            cube: (cubeful && rules.live()).then_some((rules, state.turn())),
            x: Inputs::default(),
            evals: 0,
            plays: [Vec::with_capacity(256), Vec::with_capacity(256)],
        }
    }

    /// The cubeless value of probabilities `p` for the side whose they are (the root's side
    /// or not).
    fn value(&self, p: &Probs, root: bool) -> f32 {
        if root {
            self.root.of(p) as f32
        } else {
            -self.root.of(&p.flipped()) as f32
        }
    }

    /// The value of a deepest position, whose side on roll (the root's side or not) has
    /// probabilities `p`, for that side: cubeful with the cube as it stands.
    fn leaf(&self, p: &Probs, root: bool) -> f32 {
        let Some((rules, me)) = &self.cube else {
            return self.value(p, root);
        };
        let on_roll = if root { *me } else { other(*me) };
        let mine = rules.leaf(*me, on_roll, p) as f32;
        if root { mine } else { -mine }
    }

    /// The net's probabilities for the side on roll after a play's result.
    fn after(&mut self, result: &Position) -> Probs {
        self.evals += 1;
        self.eval.probabilities_with(&result.swapped(), &mut self.x)
    }

    /// 0-ply: the cubeless equity of a play's result for the side that played it (`root`:
    /// the root's side).
    fn after_play(&mut self, result: &Position, root: bool) -> f32 {
        let p = self.after(result);
        -self.value(&p, !root)
    }

    /// The best play of `dice` from `pos` at 0-ply (by cubeless values): its result, and the
    /// probabilities of the side on roll after it. A roll that cannot be played leaves the
    /// position as it is.
    fn best_play(
        &mut self,
        pos: &Position,
        dice: [u8; 2],
        level: usize,
        root: bool,
    ) -> (Position, Probs) {
        let mut plays = std::mem::take(&mut self.plays[level]);
        generate(pos, dice, false, &mut plays);
        let mut best = (*pos, Probs::default(), f32::NEG_INFINITY);
        for c in &plays {
            let p = self.after(&c.result);
            let v = -self.value(&p, !root);
            if v > best.2 {
                best = (c.result, p, v);
            }
        }
        self.plays[level] = plays;
        if best.2 == f32::NEG_INFINITY {
            best.1 = self.after(pos);
        }
        (best.0, best.1)
    }

    /// 1-ply: the equity of `pos` for its side on roll (`root`: the root's side), averaged
    /// over its 21 rolls of its best 0-ply play; `deepest`: its results valued as leaves.
    fn one_ply(&mut self, pos: &Position, level: usize, root: bool, deepest: bool) -> f32 {
        let value = |ev: &Self, p: &Probs, root: bool| {
            if deepest {
                ev.leaf(p, root)
            } else {
                ev.value(p, root)
            }
        };
        if pos.my_off() == 15 || pos.opp_off() == 15 {
            self.evals += 1;
            let p = self.eval.probabilities(pos);
            return value(self, &p, root);
        }
        ROLLS
            .iter()
            .map(|&(dice, chance)| {
                let (_, p) = self.best_play(pos, dice, level, root);
                -chance * value(self, &p, !root)
            })
            .sum()
    }
}

/// A 0-ply agent: the legal play whose result the net (or another [`Evaluator`]) values
/// best. After its first choices it decides without allocating.
pub struct NeuralAgent<E: ?Sized = NeuralEval> {
    eval: Arc<E>,
    x: Inputs,
    results: Vec<Position>,
}

impl<E: ?Sized> Clone for NeuralAgent<E> {
    fn clone(&self) -> Self {
        NeuralAgent {
            eval: self.eval.clone(),
            x: self.x.clone(),
            results: self.results.clone(),
        }
    }
}

impl Default for NeuralAgent {
    /// The agent with the bundled weights.
    fn default() -> Self {
        NeuralAgent::new(NeuralEval::bundled())
    }
}

impl<E: Evaluator + ?Sized> NeuralAgent<E> {
    /// The agent with the given weights (or evaluator).
    pub fn new(eval: Arc<E>) -> Self {
        NeuralAgent {
            eval,
            x: Inputs::default(),
            results: Vec::new(),
        }
    }
}

impl<E: Evaluator + ?Sized> Agent<Backgammon> for NeuralAgent<E> {
    fn name(&self) -> &str {
        "neural"
    }

    fn choose(&mut self, state: &Backgammon, legal: &[Action], _rng: &mut Rng64) -> usize {
        if let Some(i) = cube::choose(&*self.eval, state, legal) {
            return i;
        }
        // The opponent's equity after the play, in the mover's utility at the score;
        // cubeful while the cube can be turned.
        let me = state.turn();
        let mine = utility(state, me);
        let rules = CubeRules::of(state);
        let mut best = (0, f32::NEG_INFINITY);
        results(state, plays(legal), &mut self.results);
        for (i, result) in self.results.iter().enumerate() {
            let p = self.eval.probabilities_with(&result.swapped(), &mut self.x);
            let v = if rules.live() {
                rules.leaf(me, other(me), &p) as f32
            } else {
                mine.of(&p.flipped()) as f32
            };
            if v > best.1 {
                best = (i, v);
            }
        }
        best.0
    }
}

/// How far [`NeuralSearch`] looks and how many plays it keeps at each depth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSettings {
    /// 0, 1 or 2 rolls of lookahead.
    pub plies: u8,
    /// Plays kept for the 1-ply and for the 2-ply evaluation…
    pub keep: [usize; 2],
    /// …if within this equity of the best at the depth before.
    pub margin: [f32; 2],
    /// Positions evaluated before the search settles for the deepest finished depth.
    pub max_evals: u64,
    /// The deepest positions valued with the cube where it stands (while it can be turned);
    /// off, cubeless, as the search played before (for measuring the difference).
    pub cubeful: bool,
    /// Rolls looked ahead for a double or an answer to one ([`CubeAhead`]); 0: Janowski's
    /// model on the net's probabilities alone.
    pub cube_plies: u8,
}

impl Default for SearchSettings {
    /// Two plies, GNU Backgammon-like filters: the best 8 plays within 0.16 at 0-ply, then
    /// the best 4 within 0.08 at 1-ply (about 35 ms a decision natively); the cube two
    /// rolls ahead, as the analysis judges it.
    fn default() -> Self {
        SearchSettings {
            plies: 2,
            keep: [8, 4],
            margin: [0.16, 0.08],
            max_evals: 200_000,
            cubeful: true,
            cube_plies: SearchSettings::DEFAULT_CUBE_PLIES,
        }
    }
}

impl SearchSettings {
    /// The cube two rolls ahead, as the analysis judges it by default.
    pub const DEFAULT_CUBE_PLIES: u8 = 2;
}

/// A cube decision looked ahead a roll at a time.
struct CubeWork<E: ?Sized> {
    turn: CubeTurn,
    ahead: CubeAhead,
    valuer: Valuer<E>,
}

/// One choice of [`NeuralSearchAgent`], made in steps.
pub struct NeuralSearch<E: ?Sized = NeuralEval> {
    settings: SearchSettings,
    ev: Lookahead<E>,
    results: Vec<Position>,
    /// The plays still in the running (indices into `results`) and their value at the
    /// depth finished last, best first.
    ranked: Vec<(usize, f32)>,
    /// Values at the depth under way, in `ranked` order.
    values: Vec<f32>,
    /// The depth finished last (None before the 0-ply ranking).
    depth: Option<u8>,
    /// The next candidate (in `ranked`) and, at 2-ply, the next roll.
    next: usize,
    roll: usize,
    chosen: Option<usize>,
    /// Every play's 0-ply value, best first (for a hint's list).
    shallow: Vec<(usize, f32)>,
    /// The values found deeper: candidate, value, depth.
    deep: Vec<(usize, f32, u8)>,
    /// A cube decision under way (the search then has no plays).
    cube: Option<CubeWork<E>>,
}

impl<E: Evaluator + ?Sized> NeuralSearch<E> {
    /// A search for the seat to move in `state` among `legal`.
    pub fn new(agent: &NeuralSearchAgent<E>, state: &Backgammon, legal: &[Action]) -> Self {
        let decided = cube::choose(&*agent.eval, state, legal);
        let mut all = Vec::with_capacity(legal.len());
        if decided.is_none() {
            results(state, plays(legal), &mut all);
        }
        // A cube decision is looked at ahead; a resignation the net settles alone.
        let resigns = decided.is_some_and(|i| matches!(legal[i], Action::Resign(_)));
        let cube = CubeTurn::due(state, legal)
            .filter(|_| agent.settings.cube_plies > 0 && !resigns)
            .map(|turn| CubeWork {
                turn,
                ahead: CubeAhead::new(state, agent.settings.cube_plies),
                valuer: Valuer::new(agent.eval.clone()),
            });
        let chosen = match cube {
            Some(_) => None,
            None => decided.or((all.len() <= 1).then_some(0)),
        };
        NeuralSearch {
            settings: agent.settings,
            ev: Lookahead::new(agent.eval.clone(), state, agent.settings.cubeful),
            results: all,
            ranked: Vec::new(),
            values: Vec::new(),
            depth: None,
            next: 0,
            roll: 0,
            chosen,
            shallow: Vec::new(),
            deep: Vec::new(),
            cube,
        }
    }

    /// Once the search is over: the plays (indices into `legal`) with their equity for the
    /// mover and the depth of that figure, best first, as a hint lists them: the plays
    /// valued deepest first (the chosen one leads), then the rest by their 0-ply value.
    /// A single play is valued at 0-ply; a cube decision has no plays to list.
    pub fn ranking(&mut self) -> Vec<(usize, f32, u8)> {
        if self.shallow.is_empty() {
            let ev = &mut self.ev;
            return self
                .results
                .iter()
                .enumerate()
                .map(|(i, r)| (i, ev.after_play(r, true), 0))
                .collect();
        }
        let mut out: Vec<(usize, f32, u8)> = self.shallow.iter().map(|&(i, v)| (i, v, 0)).collect();
        for &(i, v, d) in &self.deep {
            if let Some(e) = out.iter_mut().find(|e| e.0 == i)
                && d >= e.2
            {
                *e = (i, v, d);
            }
        }
        out.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.total_cmp(&a.1)).then(a.0.cmp(&b.0)));
        out
    }

    /// Positions evaluated so far.
    pub fn evaluations(&self) -> u64 {
        self.ev.evals + self.cube.as_ref().map_or(0, |c| c.valuer.evaluations)
    }

    /// The deepest finished depth.
    pub fn depth(&self) -> Option<u8> {
        self.depth
    }

    /// Does the next piece of work; the chosen index into `legal` once the search is over.
    /// Stepping on after that keeps answering the same index.
    pub fn step(&mut self) -> Option<usize> {
        if let Some(c) = self.chosen {
            return Some(c);
        }
        if let Some(work) = &mut self.cube {
            let e = work.ahead.step(&mut work.valuer)?;
            self.chosen = Some(work.turn.choose(&e));
            return self.chosen;
        }
        let Some(depth) = self.depth else {
            // 0-ply; the deepest depth when the search looks no further.
            let deepest = self.settings.plies == 0;
            self.ranked = (0..self.results.len())
                .map(|i| {
                    let p = self.ev.after(&self.results[i]);
                    let v = if deepest {
                        self.ev.leaf(&p, false)
                    } else {
                        self.ev.value(&p, false)
                    };
                    (i, -v)
                })
                .collect();
            return self.finish_depth(0);
        };
        if self.ev.evals >= self.settings.max_evals {
            // Out of budget: the deepest finished depth decides.
            self.chosen = Some(self.ranked[0].0);
            return self.chosen;
        }
        let (index, _) = self.ranked[self.next];
        let after = self.results[index].swapped();
        if depth == 0 {
            // 1-ply: the opponent rolls and replies.
            let deepest = self.settings.plies == 1;
            let v = -self.ev.one_ply(&after, 0, false, deepest);
            self.values.push(v);
            self.next += 1;
        } else {
            // 2-ply, one opponent roll: its best 0-ply reply, then my rolls.
            if self.roll == 0 {
                self.values.push(0.0);
            }
            let (dice, p) = ROLLS[self.roll];
            let v = if after.my_off() == 15 || after.opp_off() == 15 {
                let p = self.ev.eval.probabilities(&after);
                -self.ev.leaf(&p, false)
            } else {
                let (reply, _) = self.ev.best_play(&after, dice, 0, false);
                self.ev.one_ply(&reply.swapped(), 1, true, true)
            };
            *self.values.last_mut().expect("pushed above") += p * v;
            self.roll += 1;
            if self.roll == ROLLS.len() {
                self.roll = 0;
                self.next += 1;
            }
        }
        if self.next == self.ranked.len() {
            for (r, &v) in self.ranked.iter_mut().zip(&self.values) {
                r.1 = v;
            }
            return self.finish_depth(depth + 1);
        }
        None
    }

    /// Ranks the candidates after `depth`, keeps the best few for the next depth, or
    /// chooses.
    fn finish_depth(&mut self, depth: u8) -> Option<usize> {
        self.ranked
            .sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        self.depth = Some(depth);
        if depth == 0 {
            self.shallow.clone_from(&self.ranked);
        } else {
            self.deep
                .extend(self.ranked.iter().map(|&(i, v)| (i, v, depth)));
        }
        self.values.clear();
        self.next = 0;
        if depth >= self.settings.plies || depth >= 2 {
            self.chosen = Some(self.ranked[0].0);
            return self.chosen;
        }
        let best = self.ranked[0].1;
        let margin = self.settings.margin[depth as usize];
        let keep = self.settings.keep[depth as usize].max(1);
        let mut n = 1;
        while n < self.ranked.len().min(keep) && self.ranked[n].1 >= best - margin {
            n += 1;
        }
        self.ranked.truncate(n);
        if n == 1 {
            self.chosen = Some(self.ranked[0].0);
            return self.chosen;
        }
        None
    }
}

/// The search agent: [`NeuralSearch`] run to its end.
pub struct NeuralSearchAgent<E: ?Sized = NeuralEval> {
    pub settings: SearchSettings,
    eval: Arc<E>,
}

impl<E: ?Sized> Clone for NeuralSearchAgent<E> {
    fn clone(&self) -> Self {
        NeuralSearchAgent {
            settings: self.settings,
            eval: self.eval.clone(),
        }
    }
}

impl Default for NeuralSearchAgent {
    /// Two plies with the bundled weights.
    fn default() -> Self {
        NeuralSearchAgent::new(NeuralEval::bundled(), SearchSettings::default())
    }
}

impl<E: Evaluator + ?Sized> NeuralSearchAgent<E> {
    /// The agent with the given weights (or evaluator) and settings.
    pub fn new(eval: Arc<E>, settings: SearchSettings) -> Self {
        NeuralSearchAgent { settings, eval }
    }
}

impl<E: Evaluator + ?Sized> Agent<Backgammon> for NeuralSearchAgent<E> {
    fn name(&self) -> &str {
        "neural-search"
    }

    fn choose(&mut self, state: &Backgammon, legal: &[Action], _rng: &mut Rng64) -> usize {
        let mut search = NeuralSearch::new(self, state, legal);
        loop {
            if let Some(chosen) = search.step() {
                return chosen;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{NeuralSearch, NeuralSearchAgent, SearchSettings};
    use crate::nn::{Evaluator, Probs};
    use crate::{Action, Backgammon, Position};
    use std::sync::Arc;
    use tabula_core::{Agent, Game, Rng64, Seat};

    /// An evaluator that says the side on roll always wins a single game: after any play
    /// the opponent is on roll, so every play looks equally lost.
    struct OnRollWins;

    impl Evaluator for OnRollWins {
        fn probabilities(&self, _pos: &Position) -> Probs {
            Probs::won(1)
        }
    }

    /// The opening position with `dice` to play, and its legal plays.
    fn opening(dice: [u8; 2]) -> (Backgammon, Vec<Action>) {
        let game = Backgammon::from_position(
            &Default::default(),
            &Position::starting(),
            Seat(0),
            Some(dice),
        )
        .unwrap();
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        (game, legal)
    }

    #[test]
    fn another_evaluator_plugs_into_the_search_and_changes_its_choice() {
        let mut flat = NeuralSearchAgent::new(Arc::new(OnRollWins), SearchSettings::default());
        let mut rng = Rng64::new(1);
        let mut changed = 0;
        for (a, b) in [(3, 1), (4, 2), (5, 3), (6, 1), (6, 4), (5, 2), (4, 3)] {
            let (game, legal) = opening([a, b]);
            // Every play ties, so the flat evaluator keeps the first; its figures are its
            // own (±1, up to rounding), never the net's.
            assert_eq!(flat.choose(&game, &legal, &mut rng), 0);
            let mut search = NeuralSearch::new(&flat, &game, &legal);
            while search.step().is_none() {}
            assert!(search.evaluations() > 0);
            assert!(
                search
                    .ranking()
                    .iter()
                    .all(|r| (r.1.abs() - 1.0).abs() < 1e-4)
            );
            // The bundled net, built the way the app builds it.
            let mut net = NeuralSearch::new(&NeuralSearchAgent::default(), &game, &legal);
            let chosen = loop {
                if let Some(i) = net.step() {
                    break i;
                }
            };
            changed += usize::from(chosen != 0);
        }
        assert!(changed > 0, "the net chose the first play every time");
    }
}
