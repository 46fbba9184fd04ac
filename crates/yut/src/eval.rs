//! A Yut Nori evaluation: the race (steps each side still needs), the danger to pieces an
//! opponent can hit with one throw, and the chances to hit theirs.

use crate::{CentreRule, Place, Route, Station, Throw, Yut};
use tabula_core::{Evaluate, Game, Seat, Side};

/// Steps a piece still needs to leave the board.
fn steps_left(place: Place, options: &crate::YutOptions) -> f64 {
    match place {
        Place::Finished => 0.0,
        // Twenty steps round to А and one more off.
        Place::Waiting => 21.0,
        Place::Board {
            route,
            index,
            mo_entry,
        } => {
            let route = corner_route(route, index, mo_entry, options.centre_rule);
            f64::from(route.last() - index + 1)
        }
    }
}

/// The route a move starting here follows (a ring corner turns onto its diagonal).
fn corner_route(route: Route, index: u8, mo_entry: bool, centre: CentreRule) -> Route {
    match (route, index) {
        (Route::Ring, 4) if centre == CentreRule::Encyclopedia && !mo_entry => Route::BRadius,
        (Route::Ring, 4) => Route::BDiameter,
        (Route::Ring, 9) => Route::VRadius,
        _ => route,
    }
}

/// The station a piece reaches with `steps` forward, if it stays on the board.
fn reach(place: Place, steps: u8, centre: CentreRule) -> Option<Station> {
    let (route, index) = match place {
        Place::Waiting => (Route::Ring, steps.checked_sub(1)?),
        Place::Board {
            route,
            index,
            mo_entry,
        } => (corner_route(route, index, mo_entry, centre), index + steps),
        Place::Finished => return None,
    };
    (index <= route.last()).then(|| route.at(index))
}

/// For each station, the chance that `side`'s opponents can land on it with one throw.
fn threat_map(game: &Yut, side: Side, throw_p: &[f64; 5]) -> [f64; Station::COUNT] {
    let centre = game.options().centre_rule;
    let mut miss = [1.0f64; Station::COUNT];
    for steps in 1..=5u8 {
        let mut hit = [false; Station::COUNT];
        for (_, owner, place) in game.pieces() {
            if game.side_of(owner) == side {
                continue;
            }
            if let Some(st) = reach(place, steps, centre) {
                hit[usize::from(st.id())] = true;
            }
        }
        for (m, h) in miss.iter_mut().zip(hit) {
            if h {
                *m *= 1.0 - throw_p[usize::from(steps - 1)];
            }
        }
    }
    miss.map(|m| 1.0 - m)
}

impl Evaluate for Yut {
    fn evaluate(&self, seat: Seat) -> f64 {
        let options = self.options();
        let me = self.side_of(seat);
        let dist = options.throw_distribution();
        let mut throw_p = [0.0; 5];
        for (t, p) in dist {
            if t != Throw::BackDo {
                throw_p[(t.steps() - 1) as usize] = p;
            }
        }
        // The race: my steps left against the best opponent's.
        let mut left = [0.0f64; 4];
        for (_, owner, place) in self.pieces() {
            left[usize::from(self.side_of(owner).0)] += steps_left(place, options);
        }
        let sides: Vec<Side> = (0..self.seats() as u8)
            .map(|s| self.side_of(Seat(s)))
            .collect();
        let mine = left[usize::from(me.0)];
        let best_other = sides
            .iter()
            .filter(|&&s| s != me)
            .map(|s| left[usize::from(s.0)])
            .fold(f64::INFINITY, f64::min);
        let mut score = best_other - mine;
        // Danger: progress I would lose if hit; chances: progress I could take.
        let danger = threat_map(self, me, &throw_p);
        for (_, owner, place) in self.pieces() {
            let Some(st) = place.station() else { continue };
            let progress = 21.0 - steps_left(place, options);
            if self.side_of(owner) == me {
                score -= 0.6 * danger[usize::from(st.id())] * progress;
            }
        }
        for &other in sides.iter().filter(|&&s| s != me) {
            let reachable = threat_map(self, other, &throw_p);
            for (_, owner, place) in self.pieces() {
                if self.side_of(owner) != other {
                    continue;
                }
                if let Some(st) = place.station() {
                    let progress = 21.0 - steps_left(place, options);
                    score += 0.2 * reachable[usize::from(st.id())] * progress;
                }
            }
        }
        (score / 30.0).tanh()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Phase;
    use tabula_core::PieceId;

    fn ring(i: u8) -> Place {
        Place::Board {
            route: Route::Ring,
            index: i - 1,
            mo_entry: false,
        }
    }

    #[test]
    fn progress_is_better_and_danger_is_worse() {
        let o = Yut::preset("encyclopedia-sticks").unwrap();
        let base = Yut::new(&o, 2).unwrap();
        let at = |places: &[(u16, Place)]| {
            let mut g = base.clone();
            let places: Vec<_> = places.iter().map(|&(i, p)| (PieceId(i), p)).collect();
            g.set_position(Seat(0), Phase::Throwing, &[], &places)
                .unwrap();
            g.evaluate(Seat(0))
        };
        let ahead = at(&[(0, ring(12))]);
        let behind = at(&[(5, ring(12))]);
        assert!(ahead > 0.0 && behind < 0.0, "{ahead} {behind}");
        // The same progress, but two steps in front of an opponent piece.
        let safe = at(&[(0, ring(12)), (5, ring(3))]);
        let exposed = at(&[(0, ring(12)), (5, ring(10))]);
        assert!(safe > exposed, "{safe} {exposed}");
        // Sides see each other's value mirrored.
        let mut g = base.clone();
        g.set_position(Seat(0), Phase::Throwing, &[], &[(PieceId(0), ring(7))])
            .unwrap();
        assert!((g.evaluate(Seat(0)) + g.evaluate(Seat(1))).abs() < 0.2);
    }

    #[test]
    fn corner_pieces_count_the_shortcut() {
        let o = Yut::preset("encyclopedia-sticks").unwrap();
        assert_eq!(steps_left(ring(5), &o), 7.0);
        assert_eq!(steps_left(ring(10), &o), 7.0);
        assert_eq!(steps_left(ring(6), &o), 15.0);
        assert_eq!(steps_left(Place::Waiting, &o), 21.0);
    }
}
