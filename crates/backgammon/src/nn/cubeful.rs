//! Cubeful values at the leaves of a look ahead: what the side on roll is worth with the cube
//! where it stands, doubling or cashing when that is better (Janowski's model at the score,
//! as the computer's cube decisions use it). The computer's checker play and the analysis
//! both value their deepest positions so, so both weigh who owns the cube.

use super::cube::{self, Away, Own};
use super::{Probs, Utility, utility};
use crate::{Backgammon, MAX_CUBE};
use tabula_core::{Game, Seat};

/// Where the cube is: its value and owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubeAt {
    pub value: u16,
    pub owner: Option<Seat>,
}

impl CubeAt {
    /// The cube as it stands in `state`.
    pub fn of(state: &Backgammon) -> CubeAt {
        CubeAt {
            value: u16::from(state.cube_value()),
            owner: state.cube_owner(),
        }
    }
}

/// The rules, score and cube of a state that cubeful values need, taken once so that a
/// search can value its leaves without the state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeRules {
    /// The cube can still be turned in this game (it is in play, this is not the Crawford
    /// game).
    live: bool,
    gammons: bool,
    jacoby: bool,
    /// Each seat's points to go (money play: none).
    away: [Option<Away>; 2],
    /// The cube as it stands, and each seat's units at it.
    now: CubeAt,
    units: [Utility; 2],
}

impl CubeRules {
    pub fn of(state: &Backgammon) -> CubeRules {
        let o = state.options();
        CubeRules {
            live: o.cube && !state.crawford(),
            gammons: o.gammons,
            jacoby: o.jacoby,
            away: [Seat(0), Seat(1)].map(|s| cube::away(state, s)),
            now: CubeAt::of(state),
            units: [Seat(0), Seat(1)].map(|s| utility(state, s)),
        }
    }

    /// The cube can still be turned in this game: cubeful values differ from cubeless ones.
    pub fn live(&self) -> bool {
        self.live
    }

    /// The cube as it stands.
    pub fn now(&self) -> CubeAt {
        self.now
    }

    /// `seat`'s cubeless utility at the score and the cube as it stands.
    pub fn utility(&self, seat: Seat) -> &Utility {
        &self.units[seat.index()]
    }

    /// What `seat`, on roll with probabilities `p`, is worth with the cube at `cube`: money
    /// in points, a match in match-winning chances. A dead cube (none, the Crawford game, a
    /// game already decided) leaves the cubeless value.
    pub fn raw(&self, seat: Seat, p: &Probs, cube: CubeAt) -> f64 {
        let away = self.away[seat.index()];
        let c = cube.value;
        if !self.live || p.win >= 1.0 || p.win <= 0.0 {
            return match away {
                None => f64::from(c) * Utility::money(self.gammons).of(p),
                Some(a) => Utility::in_match(a, c, self.gammons).chance(p),
            };
        }
        let own = match cube.owner {
            None => Own::Centred,
            Some(s) if s == seat => Own::Mine,
            Some(_) => Own::Theirs,
        };
        let d = match away {
            None => cube::money_decision(p, own, self.gammons, self.jacoby),
            Some(a) => cube::match_decision(p, a, c, own, self.gammons),
        };
        let dead = away.is_some_and(|a| c >= a.me);
        let may_double = own != Own::Theirs && c < u16::from(MAX_CUBE) && !dead;
        let best = if may_double {
            d.no_double.max(d.double_take.min(d.double_pass))
        } else {
            d.no_double
        };
        match away {
            None => best * f64::from(c),
            Some(_) => best,
        }
    }

    /// A raw value as a cube decision states it (money: points per unit of the cube as it
    /// stands; a match: the match-winning chance).
    pub fn per_cube(&self, raw: f64) -> f64 {
        match self.away[0] {
            None => raw / f64::from(self.now.value),
            Some(_) => raw,
        }
    }

    /// A raw value of `seat`'s in `seat`'s units at the cube as it stands (money: points
    /// per unit of the cube; a match: the normalised match-winning chance).
    pub fn in_units(&self, seat: Seat, raw: f64) -> f64 {
        self.units[seat.index()].of_chance(self.per_cube(raw))
    }

    /// The other side's raw value as this side's.
    pub fn swap(&self, raw: f64) -> f64 {
        match self.away[0] {
            None => -raw,
            Some(_) => 1.0 - raw,
        }
    }

    /// What the side on roll with probabilities `p` is worth with the cube as it stands,
    /// in the units of `seat` (on roll or not), from `seat`'s side.
    pub fn leaf(&self, seat: Seat, on_roll: Seat, p: &Probs) -> f64 {
        let raw = self.raw(on_roll, p, self.now);
        let mine = if on_roll == seat { raw } else { self.swap(raw) };
        self.in_units(seat, mine)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BackgammonOptions, Position};

    fn money(cube: bool, owner: Option<Seat>) -> Backgammon {
        let options = BackgammonOptions {
            cube,
            ..Default::default()
        };
        let game =
            Backgammon::from_position(&options, &Position::starting(), Seat(0), None).unwrap();
        if cube {
            game.with_cube(2, owner).unwrap()
        } else {
            game
        }
    }

    #[test]
    fn owning_the_cube_is_worth_something_and_a_dead_cube_nothing() {
        let p = Probs {
            win: 0.62,
            win_gammon: 0.15,
            win_backgammon: 0.01,
            lose_gammon: 0.08,
            lose_backgammon: 0.004,
        };
        let cubeless = Utility::money(true).of(&p);
        let mine = CubeRules::of(&money(true, Some(Seat(0)))).leaf(Seat(0), Seat(0), &p);
        let theirs = CubeRules::of(&money(true, Some(Seat(1)))).leaf(Seat(0), Seat(0), &p);
        assert!(
            mine > cubeless && cubeless > theirs,
            "{mine} {cubeless} {theirs}"
        );
        // Seen from the other side: the same value, negated.
        let from_opp = CubeRules::of(&money(true, Some(Seat(0)))).leaf(Seat(1), Seat(0), &p);
        assert!((from_opp + mine).abs() < 1e-9);
        let dead = CubeRules::of(&money(false, None));
        assert!(!dead.live());
        assert!((dead.leaf(Seat(0), Seat(0), &p) - cubeless).abs() < 1e-6);
    }
}
