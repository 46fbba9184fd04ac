//! A side's equity as a linear function of its five cubeless probabilities: money points,
//! or in a match the match-winning chance with the cube dead at its value, normalised so
//! that winning the cube's value is +1 and losing it −1 (gnubg's "EMG"). The search plays
//! checkers by it, so in a match it plays for gammons as the score values them; the
//! analysis counts errors in it.

use super::Probs;
use super::cube::{Away, match_equity};
use crate::Backgammon;
use tabula_core::{Game, Seat};

/// A side's equity as a linear function of its five probabilities:
/// `constant + Σ weights · (win, win gammon, win backgammon, lose gammon, lose backgammon)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Utility {
    constant: f64,
    weights: [f64; 5],
    /// Match-winning chance = `mwc_offset + mwc_scale × equity` (money: unused).
    mwc_offset: f64,
    mwc_scale: f64,
}

impl Utility {
    /// Money play: the cubeless points per unit of the cube.
    pub fn money(gammons: bool) -> Utility {
        let g = if gammons { 1.0 } else { 0.0 };
        Utility {
            constant: -1.0,
            weights: [2.0, g, g, -g, -g],
            mwc_offset: 0.5,
            mwc_scale: 0.0,
        }
    }

    /// A match at `away` (the side's view) with the cube at `cube`, played out with the
    /// cube dead: the match-winning chance, normalised so that winning the cube's value is
    /// +1 and losing it −1.
    pub fn in_match(away: Away, cube: u16, gammons: bool) -> Utility {
        let c = i32::from(cube);
        let (a, b, cr) = away.split();
        let me = |k: i32| match_equity(a - k * c, b, cr);
        let opp = |k: i32| match_equity(a, b - k * c, cr);
        // mwc = O1 + w(M1 − O1) + wg(M2 − M1) + wbg(M3 − M2) + lg(O2 − O1) + lbg(O3 − O2)
        let (m1, o1) = (me(1), opp(1));
        let mwc = if gammons {
            [
                m1 - o1,
                me(2) - m1,
                me(3) - me(2),
                opp(2) - o1,
                opp(3) - opp(2),
            ]
        } else {
            [m1 - o1, 0.0, 0.0, 0.0, 0.0]
        };
        // emg = (2 mwc − (M1 + O1)) / (M1 − O1)
        let spread = (m1 - o1).max(1e-9);
        Utility {
            constant: (2.0 * o1 - m1 - o1) / spread,
            weights: mwc.map(|k| 2.0 * k / spread),
            mwc_offset: (m1 + o1) / 2.0,
            mwc_scale: spread / 2.0,
        }
    }

    /// The equity of `p`.
    pub fn of(&self, p: &Probs) -> f64 {
        let x = [
            p.win,
            p.win_gammon,
            p.win_backgammon,
            p.lose_gammon,
            p.lose_backgammon,
        ];
        self.constant
            + self
                .weights
                .iter()
                .zip(x)
                .map(|(k, v)| k * f64::from(v))
                .sum::<f64>()
    }

    /// An equity as a match-winning chance (a match), or as the chance to win the game
    /// (money: from the probabilities). The net's single-precision probabilities can put
    /// a lost match a hair below 0 or a won one above 1: a chance stays within them.
    pub fn chance(&self, p: &Probs) -> f64 {
        if self.mwc_scale == 0.0 {
            f64::from(p.win).clamp(0.0, 1.0)
        } else {
            (self.mwc_offset + self.mwc_scale * self.of(p)).clamp(0.0, 1.0)
        }
    }

    /// A match-winning chance (a match) as this equity; money equities pass unchanged.
    pub fn of_chance(&self, mwc: f64) -> f64 {
        if self.mwc_scale == 0.0 {
            mwc
        } else {
            (mwc - self.mwc_offset) / self.mwc_scale
        }
    }

    /// How many match-winning chances (a match) or points per unit of the cube (money) one
    /// unit of this equity is worth.
    pub fn result_unit(&self) -> f64 {
        if self.mwc_scale == 0.0 {
            1.0
        } else {
            self.mwc_scale
        }
    }
}

/// The utility of `seat` in `state` (the score and cube as they stand).
pub fn utility(state: &Backgammon, seat: Seat) -> Utility {
    let gammons = state.options().gammons;
    match super::cube::away(state, seat) {
        None => Utility::money(gammons),
        Some(away) => Utility::in_match(away, u16::from(state.cube_value()), gammons),
    }
}
