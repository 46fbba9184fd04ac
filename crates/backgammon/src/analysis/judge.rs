//! One decision judged: a checker play, a double or not, an answer to a double, each valued
//! against the best choice. The match analysis judges every decision of a record; the tutor
//! judges a person's choice before it is made.

use super::{CLOSE_CUBE, Choice, Class, Kind};
use crate::nn::Valuer;
use crate::nn::cube;
use crate::nn::cube_ahead::{self, CubeEquities};
use crate::nn::cubeful::CubeRules;
use crate::nn::utility;
use crate::nn::{Evaluator, NeuralEval};
use crate::{Action, Backgammon, Phase, Play};
use std::sync::Arc;
use tabula_core::{Game, Seat};

/// A decision valued against the best one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    pub kind: Kind,
    pub seat: Seat,
    pub played: Choice,
    pub best: Choice,
    pub played_equity: f64,
    pub best_equity: f64,
    /// `best_equity − played_equity`, never below 0.
    pub loss: f64,
    pub class: Class,
    /// Counted in the error rate: a checker play with a choice, every answer to a double,
    /// a double, and a decision not to double that came within [`CLOSE_CUBE`] of doubling.
    pub unforced: bool,
    /// Its loss was settled by a rollout (a close checker play).
    pub rolled_out: bool,
}

impl Judged {
    fn new(
        kind: Kind,
        seat: Seat,
        played: (Choice, f64),
        best: (Choice, f64),
        unforced: bool,
    ) -> Self {
        let loss = (best.1 - played.1).max(0.0);
        Judged {
            kind,
            seat,
            played: played.0,
            best: best.0,
            played_equity: played.1,
            best_equity: best.1,
            loss,
            class: Class::of(loss),
            unforced,
            rolled_out: false,
        }
    }
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// Judges decisions at a depth.
pub struct Judge<E: Evaluator + ?Sized = NeuralEval> {
    pub valuer: Valuer<E>,
    pub depth: u8,
}

impl Judge {
    /// The bundled net, looking `depth` rolls ahead.
    pub fn new(depth: u8) -> Self {
        Judge::with_evaluator(NeuralEval::bundled(), depth)
    }
}

impl<E: Evaluator + ?Sized> Judge<E> {
    pub fn with_evaluator(eval: Arc<E>, depth: u8) -> Self {
        Judge {
            valuer: Valuer::new(eval),
            depth,
        }
    }

    /// The cube decision of the seat on turn in `state` (before its roll; or the double
    /// on offer, seen from the doubler), looking as deep as the judge
    /// ([`cube_ahead::cube_equities`]).
    pub fn cube_equities(&mut self, state: &Backgammon) -> CubeEquities {
        cube_ahead::cube_equities(&mut self.valuer, state, self.depth)
    }

    /// The seat on turn, before its roll, doubles or not; `None` when it may not double
    /// (or the cube is dead: it already wins the match).
    pub fn cube(&mut self, state: &Backgammon, doubled: bool) -> Option<(Judged, CubeEquities)> {
        if !cube::may_double(state) {
            return None;
        }
        let seat = state.turn();
        let e = self.cube_equities(state);
        Some((Self::cube_judged(seat, &e, doubled), e))
    }

    fn cube_judged(seat: Seat, e: &CubeEquities, doubled: bool) -> Judged {
        let double = e.double_take.min(e.double_pass);
        let best = if double > e.no_double {
            (Choice::Double, double)
        } else {
            (Choice::NoDouble, e.no_double)
        };
        let played = if doubled {
            (Choice::Double, double)
        } else {
            (Choice::NoDouble, e.no_double)
        };
        Judged::new(
            Kind::Cube,
            seat,
            played,
            best,
            doubled || best.1 - double < CLOSE_CUBE,
        )
    }

    /// The doubled seat answers the double on offer in `state` (`take`, `pass` or
    /// `beaver`); `offered` is the doubler's view when already known.
    pub fn take(
        &mut self,
        state: &Backgammon,
        answer: Action,
        offered: Option<CubeEquities>,
    ) -> Option<Judged> {
        if state.phase() != Phase::CubeOffered {
            return None;
        }
        let e = offered.unwrap_or_else(|| self.cube_equities(state));
        // The taker's view: minus the doubler's; a beaver doubles the taker's stake.
        let mut options = vec![
            (Choice::Take, -e.double_take),
            (Choice::Pass, -e.double_pass),
        ];
        let mut legal = Vec::new();
        state.legal_actions(&mut legal);
        if legal.contains(&Action::Beaver) {
            options.push((Choice::Beaver, -2.0 * e.double_take));
        }
        let played = match answer {
            Action::Take => Choice::Take,
            Action::Pass => Choice::Pass,
            Action::Beaver => Choice::Beaver,
            _ => return None,
        };
        let best = options
            .iter()
            .copied()
            .fold((Choice::Take, f64::NEG_INFINITY), |b, o| {
                if o.1 > b.1 { o } else { b }
            });
        let played = options.iter().copied().find(|o| o.0 == played)?;
        Some(Judged::new(
            Kind::Take,
            other(state.turn()),
            played,
            best,
            true,
        ))
    }

    /// The seat on turn plays `play` with the dice in `state`; `None` when the play was
    /// forced (or is not legal).
    pub fn play(&mut self, state: &Backgammon, play: &Play) -> Option<Judged> {
        let plays = state.legal_plays();
        if plays.len() <= 1 {
            return None;
        }
        let seat = state.turn();
        let pos = state.position();
        let played_result = play.execute(&pos).ok()?;
        let played = plays.iter().position(|(_, c)| c.result == played_result)?;
        let (mine, theirs) = (utility(state, seat), utility(state, other(seat)));
        let depth = self.depth;
        // GNU Backgammon-like filters: every play at 0-ply; the best 8 within 0.16 go on
        // (at 1-ply, cubeless, before a deeper look: the best 4 of those within 0.08); the
        // play made always goes on. The last ones are valued cubeful at the full depth,
        // the opponent on roll with the cube as it stands.
        let mut ranked: Vec<(usize, f64)> = plays
            .iter()
            .enumerate()
            .map(|(i, (_, c))| (i, self.valuer.after_play(&c.result, 0, &mine, &theirs).0))
            .collect();
        let keep = |ranked: &mut Vec<(usize, f64)>, n: usize, margin: f64| {
            sort_best_first(ranked);
            let top = ranked[0].1;
            let at = ranked.iter().position(|r| r.0 == played);
            let kept = ranked[at.unwrap_or(0)];
            ranked.truncate(n);
            ranked.retain(|&(_, v)| v >= top - margin);
            if !ranked.iter().any(|r| r.0 == played) {
                ranked.push(kept);
            }
        };
        if depth >= 1 {
            keep(&mut ranked, 8, 0.16);
        }
        if depth >= 2 {
            for r in ranked.iter_mut() {
                r.1 = self
                    .valuer
                    .after_play(&plays[r.0].1.result, 1, &mine, &theirs)
                    .0;
            }
            keep(&mut ranked, 4, 0.08);
        }
        let rules = CubeRules::of(state);
        let now = rules.now();
        for r in ranked.iter_mut() {
            let result = plays[r.0].1.result.swapped();
            let [raw, _] = cube_ahead::ahead(
                &mut self.valuer,
                &rules,
                &result,
                other(seat),
                depth,
                [now, now],
            );
            r.1 = rules.in_units(seat, rules.swap(raw));
        }
        sort_best_first(&mut ranked);
        let (best, best_equity) = ranked[0];
        let played_equity = ranked
            .iter()
            .find(|r| r.0 == played)
            .map_or(best_equity, |r| r.1);
        Some(Judged::new(
            Kind::Checker,
            seat,
            (Choice::Play(plays[played].0), played_equity),
            (Choice::Play(plays[best].0), best_equity),
            true,
        ))
    }
}

fn sort_best_first(ranked: &mut [(usize, f64)]) {
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
}
