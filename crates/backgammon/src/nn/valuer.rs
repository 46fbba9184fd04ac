//! Valuing positions and plays some rolls ahead, for the analysis and the computer's cube:
//! the net's probabilities looked at some rolls ahead, and the linear utility that turns
//! them into the equity errors are counted in (money: points per unit of the cube; match:
//! match-winning chances normalised to money-like equity at the current cube, gnubg's "EMG").

use super::{Evaluator, Inputs, Probs, ROLLS, Utility};
use crate::{Candidate, Position, generate};
use std::sync::Arc;

/// The net's probabilities some rolls ahead, counting the positions it evaluates.
pub struct Valuer<E: ?Sized> {
    eval: Arc<E>,
    x: Inputs,
    /// The play list, reused.
    plays: Vec<Candidate>,
    pub evaluations: u64,
}

impl<E: Evaluator + ?Sized> Valuer<E> {
    pub fn new(eval: Arc<E>) -> Self {
        Valuer {
            eval,
            x: Inputs::default(),
            plays: Vec::new(),
            evaluations: 0,
        }
    }

    /// The evaluator it values with.
    pub fn evaluator(&self) -> &Arc<E> {
        &self.eval
    }

    /// The 0-ply probabilities for the side on roll of `pos`.
    pub fn net(&mut self, pos: &Position) -> Probs {
        self.evaluations += 1;
        self.eval.probabilities_with(pos, &mut self.x)
    }

    /// The probabilities of the side on roll of `pos` (whose utility is `mover`; the other
    /// side's `other`) looking `depth` rolls ahead: each roll played as its roller's best
    /// 0-ply play, the net at the end.
    pub fn probs(&mut self, pos: &Position, depth: u8, mover: &Utility, other: &Utility) -> Probs {
        if depth == 0 || pos.my_off() == 15 || pos.opp_off() == 15 {
            return self.net(pos);
        }
        let mut sum = [0f64; 5];
        for &(dice, chance) in &ROLLS {
            let (result, _) = self.best_play(pos, dice, mover);
            let p = self
                .probs(&result.swapped(), depth - 1, other, mover)
                .flipped();
            for (s, v) in sum.iter_mut().zip(p.to_outputs()) {
                *s += f64::from(chance) * f64::from(v);
            }
        }
        let [
            win,
            win_gammon,
            win_backgammon,
            lose_gammon,
            lose_backgammon,
        ] = sum.map(|s| s as f32);
        Probs {
            win,
            win_gammon,
            win_backgammon,
            lose_gammon,
            lose_backgammon,
        }
    }

    /// The value for the mover (utility `mover`) of a play's result, looking `depth` rolls
    /// ahead from the opponent's turn.
    pub fn after_play(
        &mut self,
        result: &Position,
        depth: u8,
        mover: &Utility,
        other: &Utility,
    ) -> (f64, Probs) {
        let p = self.probs(&result.swapped(), depth, other, mover).flipped();
        (mover.of(&p), p)
    }

    /// The best play of `dice` from `pos` at 0-ply for the side on roll (utility `mover`)
    /// and its value; a roll that cannot be played leaves the position as it is.
    pub fn best_play(&mut self, pos: &Position, dice: [u8; 2], mover: &Utility) -> (Position, f64) {
        let mut plays = std::mem::take(&mut self.plays);
        generate(pos, dice, false, &mut plays);
        let mut best = (*pos, f64::NEG_INFINITY);
        for c in &plays {
            let p = self.net(&c.result.swapped()).flipped();
            let v = mover.of(&p);
            if v > best.1 {
                best = (c.result, v);
            }
        }
        self.plays = plays;
        if best.1 == f64::NEG_INFINITY {
            let p = self.net(&pos.swapped()).flipped();
            best.1 = mover.of(&p);
        }
        best
    }

    /// The mover's average value over the 21 rolls of its best 0-ply play: what a roll is
    /// worth before it is thrown, for the luck of the roll.
    pub fn before_roll(&mut self, pos: &Position, mover: &Utility) -> f64 {
        ROLLS
            .iter()
            .map(|&(dice, chance)| f64::from(chance) * self.best_play(pos, dice, mover).1)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nn::cube::{Away, match_equity};

    #[test]
    fn a_match_utility_is_zero_sum_and_maps_back_to_the_match_equity() {
        let p = Probs {
            win: 0.6,
            win_gammon: 0.2,
            win_backgammon: 0.01,
            lose_gammon: 0.1,
            lose_backgammon: 0.005,
        };
        for (a, b, cube) in [(5, 5, 1), (3, 6, 2), (2, 1, 1), (7, 4, 4)] {
            let away = |me, opp| Away {
                me,
                opp,
                crawford_reached: false,
            };
            let mine = Utility::in_match(away(a, b), cube, true);
            let theirs = Utility::in_match(away(b, a), cube, true);
            let e = mine.of(&p);
            assert!((e + theirs.of(&p.flipped())).abs() < 1e-9, "{a} {b} {cube}");
            // Winning a single game for sure is +1, losing one −1.
            assert!((mine.of(&Probs::won(1)) - 1.0).abs() < 1e-9);
            assert!((mine.of(&Probs::won(1).flipped()) + 1.0).abs() < 1e-9);
            let c = i32::from(cube);
            let won = match_equity(i32::from(a) - c, i32::from(b), false);
            assert!((mine.chance(&Probs::won(1)) - won).abs() < 1e-9);
        }
        let money = Utility::money(true);
        assert!((f64::from(p.equity(true)) - money.of(&p)).abs() < 1e-6);
    }
}
