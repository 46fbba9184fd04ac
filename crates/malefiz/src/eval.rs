//! A Malefiz evaluation: the race of each seat's leading pawns to the goal, where every
//! barricade on the way costs extra steps (it must be landed on exactly and moved).
//!
//! The first pawn on the goal wins, so a seat's race is mostly its best pawn's distance,
//! with a little weight on the next ones (they take over after a capture). The value
//! compares the seat's race with the best opponent's. A pawn with a free way of at most six
//! steps wins with the right roll, one chance in six each turn; that threat weighs apart,
//! because a barricade far ahead costs every seat alike but one right in front of the
//! leader stops its win. This is enough for one ply of search to race, to hit the leading
//! opponent (which sends its best pawn home) and to put a moved barricade where it
//! stops or lengthens the leader's way.

use crate::{FIELD_COUNT, Field, Malefiz, PAWNS_PER_SEAT, Place, house_exit};
use tabula_core::{Evaluate, Game, Seat};

/// Extra steps a barricade on the way is worth: landing on it needs the exact count.
const BARRICADE_COST: u16 = 5;
/// Weights of a seat's pawns, nearest to the goal first.
const PAWN_WEIGHTS: [f64; PAWNS_PER_SEAT] = [1.0, 0.3, 0.1, 0.05, 0.05];
/// Race steps that make the difference between an even game and a near-sure one.
const SCALE: f64 = 30.0;

/// Each field's distance to the goal, counting a barricade's field as 1 + BARRICADE_COST
/// steps to enter. Shortest paths by a queue with re-relaxation, on fixed arrays.
pub fn distances_to_goal(game: &Malefiz) -> [u16; FIELD_COUNT] {
    let mut dist = [u16::MAX; FIELD_COUNT];
    let mut queued = [false; FIELD_COUNT];
    let mut queue = [0u8; FIELD_COUNT];
    let (mut head, mut len) = (0usize, 1usize);
    dist[usize::from(Field::GOAL.id())] = 0;
    queue[0] = Field::GOAL.id();
    queued[usize::from(Field::GOAL.id())] = true;
    while len > 0 {
        let at = Field::from_id(queue[head]).expect("queued fields exist");
        head = (head + 1) % FIELD_COUNT;
        len -= 1;
        queued[usize::from(at.id())] = false;
        // Walking from `next` onto `at` costs entering `at`.
        let enter = 1 + if game.is_barricade(at) {
            BARRICADE_COST
        } else {
            0
        };
        let through = dist[usize::from(at.id())] + enter;
        for next in at.neighbours() {
            let n = usize::from(next.id());
            if through < dist[n] {
                dist[n] = through;
                if !queued[n] {
                    queued[n] = true;
                    queue[(head + len) % FIELD_COUNT] = next.id();
                    len += 1;
                }
            }
        }
    }
    dist
}

/// Steps a pawn still needs, on a distance map.
fn pawn_distance(dist: &[u16; FIELD_COUNT], seat: Seat, place: Place) -> u16 {
    match place {
        Place::On(f) => dist[usize::from(f.id())],
        Place::Home => {
            let exit = house_exit(Malefiz::house_of(seat));
            dist[usize::from(exit.id())] + 1
        }
    }
}

/// Each seat's weighted race (smaller is better) and its chance to win with its next roll.
pub fn races(game: &Malefiz) -> ([f64; 4], [f64; 4]) {
    let dist = distances_to_goal(game);
    let mut races = [f64::INFINITY; 4];
    let mut threats = [0.0; 4];
    for (s, (race, threat)) in races
        .iter_mut()
        .zip(threats.iter_mut())
        .enumerate()
        .take(game.seats())
    {
        let seat = Seat(s as u8);
        let mut d = [0u16; PAWNS_PER_SEAT];
        for ((_, _, place), slot) in game
            .pawns()
            .filter(|(_, owner, _)| *owner == seat)
            .zip(d.iter_mut())
        {
            *slot = pawn_distance(&dist, seat, place);
        }
        d.sort_unstable();
        // Any barricade on the way costs more than six: a distance of six or less is free.
        if d[0] <= 6 {
            *threat = 1.0 / 6.0;
        }
        *race = d
            .iter()
            .zip(PAWN_WEIGHTS)
            .map(|(&steps, w)| w * f64::from(steps))
            .sum();
    }
    (races, threats)
}

impl Evaluate for Malefiz {
    fn evaluate(&self, seat: Seat) -> f64 {
        let (races, threats) = races(self);
        let me = seat.index();
        let mine = races[me];
        let others = (0..self.seats()).filter(|&s| s != me);
        let best_other = others
            .clone()
            .map(|s| races[s])
            .fold(f64::INFINITY, f64::min);
        let race = ((best_other - mine) / SCALE).tanh();
        // Before the seat rolls again every opponent rolls once (roughly: who is to move is
        // not looked at); a win ends the game at ±1.
        let opponents_miss: f64 = others.map(|s| 1.0 - threats[s]).product();
        let lose = 1.0 - opponents_miss;
        let win = opponents_miss * threats[me];
        win - lose + (1.0 - win - lose) * race
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Phase;
    use tabula_core::PieceId;

    fn f(name: &str) -> Field {
        name.parse().unwrap()
    }

    #[test]
    fn distances_count_barricades_as_extra_steps() {
        let g = Malefiz::new(&Default::default(), 2).unwrap();
        let dist = distances_to_goal(&g);
        assert_eq!(dist[usize::from(Field::GOAL.id())], 0);
        // h13 next to i13, which holds a barricade: 2 steps plus its cost.
        assert_eq!(dist[usize::from(f("h13").id())], 2 + BARRICADE_COST);
        let mut open = g.clone();
        open.set_position(Seat(0), Phase::Rolling, &[], &[(10, Some(f("e7")))])
            .unwrap();
        assert_eq!(distances_to_goal(&open)[usize::from(f("h13").id())], 2);
    }

    #[test]
    fn the_leader_is_better_and_a_barricade_in_front_hurts_it() {
        let g = Malefiz::new(&Default::default(), 2).unwrap();
        let mut ahead = g.clone();
        ahead
            .set_position(
                Seat(0),
                Phase::Rolling,
                &[(PieceId(0), Place::On(f("i5")))],
                &[],
            )
            .unwrap();
        assert!(ahead.evaluate(Seat(0)) > 0.0 && ahead.evaluate(Seat(1)) < 0.0);
        // i5's only neighbours are h5 and j5: barricades on both lengthen its way.
        let mut blocked = ahead.clone();
        blocked
            .set_position(
                Seat(0),
                Phase::Rolling,
                &[],
                &[(0, Some(f("h5"))), (1, Some(f("j5")))],
            )
            .unwrap();
        assert!(blocked.evaluate(Seat(0)) < ahead.evaluate(Seat(0)));
    }
}
