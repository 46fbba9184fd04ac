//! One decision judged: a checker play, a double or not, an answer to a double, each valued
//! against the best choice. The match analysis judges every decision of a record; the tutor
//! judges a person's choice before it is made.

use super::value::{Utility, Valuer};
use super::{CLOSE_CUBE, Choice, Class, Kind};
use crate::nn::cube::{self, CubeDecision};
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
        }
    }
}

/// The cube decision of the seat on turn in the units of the errors.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeEquities {
    pub no_double: f64,
    pub double_take: f64,
    pub double_pass: f64,
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// The utility of `seat` in `state` (the score and cube as they stand).
pub fn utility(state: &Backgammon, seat: Seat) -> Utility {
    let gammons = state.options().gammons;
    match cube::away(state, seat) {
        None => Utility::money(gammons),
        Some(away) => Utility::in_match(away, u16::from(state.cube_value()), gammons),
    }
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
    /// on offer, seen from the doubler).
    pub fn cube_equities(&mut self, state: &Backgammon) -> CubeEquities {
        let seat = state.turn();
        let (mine, theirs) = (utility(state, seat), utility(state, other(seat)));
        let p = self
            .valuer
            .probs(&state.position(), self.depth, &mine, &theirs);
        let CubeDecision {
            no_double,
            double_take,
            double_pass,
            ..
        } = cube::decision(state, &p);
        CubeEquities {
            no_double: mine.of_chance(no_double),
            double_take: mine.of_chance(double_take),
            double_pass: mine.of_chance(double_pass),
        }
    }

    /// The seat on turn, before its roll, doubles or not; `None` when it may not double
    /// (or the cube is dead: it already wins the match).
    pub fn cube(&mut self, state: &Backgammon, doubled: bool) -> Option<(Judged, CubeEquities)> {
        let seat = state.turn();
        let dead = cube::away(state, seat).is_some_and(|a| u16::from(state.cube_value()) >= a.me);
        if state.phase() != Phase::BeforeRoll || !state.can_double() || dead {
            return None;
        }
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
        // GNU Backgammon-like filters: every play at 0-ply, the best 8 within 0.16 at
        // 1-ply, the best 4 of those within 0.08 at the full depth; the play made always.
        let mut ranked: Vec<(usize, f64)> = plays
            .iter()
            .enumerate()
            .map(|(i, (_, c))| (i, self.valuer.after_play(&c.result, 0, &mine, &theirs).0))
            .collect();
        let mut at = 0;
        for (d, keep, margin) in [(1, 8, 0.16), (depth, 4, 0.08)] {
            if d <= at || d > depth {
                continue;
            }
            sort_best_first(&mut ranked);
            let top = ranked[0].1;
            ranked.truncate(keep);
            ranked.retain(|&(i, v)| v >= top - margin || i == played);
            for r in ranked.iter_mut() {
                r.1 = self
                    .valuer
                    .after_play(&plays[r.0].1.result, d, &mine, &theirs)
                    .0;
            }
            at = d;
        }
        if !ranked.iter().any(|r| r.0 == played) {
            let v = self
                .valuer
                .after_play(&plays[played].1.result, at, &mine, &theirs)
                .0;
            ranked.push((played, v));
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
