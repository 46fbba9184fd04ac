//! The cube decision looked at some rolls ahead: what the seat on turn is worth before its
//! roll with the cube as it stands (no double), turned to the opponent (double/take) or
//! cashed (double/pass). Each roll is played as its roller's best 0-ply play and the cube
//! decided at the end by Janowski's model at the score, as GNU Backgammon's cubeful
//! evaluation does at its leaves. The analysis judges cube actions so, and the Hard level
//! makes them so, a roll at a time, so that the web can spread the work over frames.

use super::cube::{self, CubeDecision};
use super::cubeful::{CubeAt, CubeRules};
use super::{Evaluator, ROLLS, Utility, Valuer, utility};
use crate::{Backgammon, Position, other};
use tabula_core::Seat;

/// The cube decision of the seat on turn, in the units of the analysis's errors (money:
/// per unit of the cube as it stands; a match: normalised match-winning chances).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeEquities {
    pub no_double: f64,
    pub double_take: f64,
    pub double_pass: f64,
}

impl CubeEquities {
    /// A decision's figures (money: per unit of the cube; a match: match-winning chances)
    /// in the units of the errors of the side deciding, whose utility is `mine`.
    pub fn of(d: &CubeDecision, mine: &Utility) -> Self {
        CubeEquities {
            no_double: mine.of_chance(d.no_double),
            double_take: mine.of_chance(d.double_take),
            double_pass: mine.of_chance(d.double_pass),
        }
    }
}

/// The cube decision of the seat on turn in a state (before its roll; or the double on
/// offer, seen from the doubler), worked out a roll of the seat's at a time.
pub struct CubeAhead {
    rules: CubeRules,
    seat: Seat,
    mine: Utility,
    pos: Position,
    depth: u8,
    /// No double, and double/take: the cube as it stands and turned to the opponent.
    cubes: [CubeAt; 2],
    double_pass: f64,
    /// The seat's next roll (an index into [`ROLLS`]) and the raw values summed so far.
    roll: usize,
    sums: [f64; 2],
    /// At depth 0 the state, for Janowski's model on the net's probabilities.
    at_depth_zero: Option<Backgammon>,
}

impl CubeAhead {
    /// The decision of the seat on turn in `state`, looking `depth` rolls ahead.
    pub fn new(state: &Backgammon, depth: u8) -> Self {
        let seat = state.turn();
        let rules = CubeRules::of(state);
        let now = rules.now();
        let double_pass = match cube::away(state, seat) {
            None => f64::from(now.value),
            Some(a) => {
                let (me, them, cr) = a.split();
                cube::match_equity(me - i32::from(now.value), them, cr)
            }
        };
        CubeAhead {
            rules,
            seat,
            mine: utility(state, seat),
            pos: state.position(),
            depth,
            cubes: [
                now,
                CubeAt {
                    value: 2 * now.value,
                    owner: Some(other(seat)),
                },
            ],
            double_pass,
            roll: 0,
            sums: [0.0; 2],
            at_depth_zero: (depth == 0).then(|| state.clone()),
        }
    }

    /// Works out one roll of the seat's (the whole decision at depth 0); the decision, in
    /// the units of [`cube::decision`], once every roll is done.
    pub fn step<E: Evaluator + ?Sized>(&mut self, valuer: &mut Valuer<E>) -> Option<CubeDecision> {
        if let Some(state) = &self.at_depth_zero {
            return Some(cube::decision(state, &valuer.net(&self.pos)));
        }
        if let Some(&(dice, chance)) = ROLLS.get(self.roll) {
            let (result, _) = valuer.best_play(&self.pos, dice, &self.mine);
            let opp = other(self.seat);
            let values = ahead(
                valuer,
                &self.rules,
                &result.swapped(),
                opp,
                self.depth - 1,
                self.cubes,
            );
            for (sum, v) in self.sums.iter_mut().zip(values) {
                *sum += f64::from(chance) * self.rules.swap(v);
            }
            self.roll += 1;
        }
        let per_cube = |raw| self.rules.per_cube(raw);
        (self.roll == ROLLS.len()).then(|| {
            CubeDecision::new(
                per_cube(self.sums[0]),
                per_cube(self.sums[1]),
                per_cube(self.double_pass),
            )
        })
    }
}

/// The cube decision of the seat on turn in `state`, looking `depth` rolls ahead, in the
/// units of [`cube::decision`]: at depth 0, Janowski's model on the net's probabilities;
/// deeper, the seat's 21 rolls are played and the opponent is then on roll with the cube as
/// it is (no double) or turned to it (double/take), looked at one roll less deep in the
/// same way; so a side that keeps its market does not lose by waiting.
pub fn decision<E: Evaluator + ?Sized>(
    valuer: &mut Valuer<E>,
    state: &Backgammon,
    depth: u8,
) -> CubeDecision {
    let mut ahead = CubeAhead::new(state, depth);
    loop {
        if let Some(d) = ahead.step(valuer) {
            return d;
        }
    }
}

/// [`decision`] in the units of the errors of the seat on turn.
pub fn cube_equities<E: Evaluator + ?Sized>(
    valuer: &mut Valuer<E>,
    state: &Backgammon,
    depth: u8,
) -> CubeEquities {
    let d = decision(valuer, state, depth);
    CubeEquities::of(&d, &utility(state, state.turn()))
}

/// The raw values (see [`CubeRules::raw`]) for `seat`, on roll in `pos`, with the cube at
/// each of `cubes`, looking `depth` rolls ahead: each roll played as its roller's best
/// 0-ply play, the cube decision made at the end (where a side past its cash point cashes).
pub fn ahead<E: Evaluator + ?Sized>(
    valuer: &mut Valuer<E>,
    rules: &CubeRules,
    pos: &Position,
    seat: Seat,
    depth: u8,
    cubes: [CubeAt; 2],
) -> [f64; 2] {
    if depth == 0 || pos.my_off() == 15 || pos.opp_off() == 15 {
        let p = valuer.net(pos);
        return cubes.map(|c| rules.raw(seat, &p, c));
    }
    let mover = *rules.utility(seat);
    let mut sum = [0.0; 2];
    for &(dice, chance) in &ROLLS {
        let (result, _) = valuer.best_play(pos, dice, &mover);
        let next = ahead(
            valuer,
            rules,
            &result.swapped(),
            other(seat),
            depth - 1,
            cubes,
        );
        for (s, v) in sum.iter_mut().zip(next) {
            *s += f64::from(chance) * rules.swap(v);
        }
    }
    sum
}
