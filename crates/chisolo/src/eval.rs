//! A Chisolo evaluation: counters on the board (the game is won by taking them all, and
//! decided on them when play stops), plus what the side to move could take at once.

use crate::{CaptureRule, Chisolo, Hole, Phase};
use tabula_core::{Evaluate, Game, Seat};

/// The most counters one sowing of `seat` would take from the two holes opposite where
/// it ends (the extra hole comes on top of any capture, so it does not rank them).
fn best_capture(game: &Chisolo, seat: Seat) -> u8 {
    let (front_row, back_row) = if seat == Seat(0) { (2, 3) } else { (1, 0) };
    let front_required = game.options().capture == CaptureRule::FrontRequired;
    let mut best = 0;
    for hole in game.holes() {
        if hole.owner() != seat || game.count(hole) == 0 {
            continue;
        }
        for &d in game.heading(seat).directions() {
            let Some(end) = game.sowing_end(hole, d).filter(|e| e.is_front()) else {
                continue;
            };
            let front = game.count(Hole {
                row: front_row,
                column: end.column,
            });
            let back = game.count(Hole {
                row: back_row,
                column: end.column,
            });
            if !(front_required && front == 0) {
                best = best.max(front + back);
            }
        }
    }
    best
}

/// The largest hole of the opponent of `seat`: what an extra hole takes.
fn largest_opponent_hole(game: &Chisolo, seat: Seat) -> u8 {
    game.holes()
        .filter(|h| h.owner() != seat)
        .map(|h| game.count(h))
        .max()
        .unwrap_or(0)
}

impl Evaluate for Chisolo {
    fn evaluate(&self, seat: Seat) -> f64 {
        let other = Seat(1 - seat.0);
        let mut score = f64::from(self.on_board(seat)) - f64::from(self.on_board(other));
        let mover = self.turn();
        let sign = if mover == seat { 1.0 } else { -1.0 };
        // The extra hole is the mover's for the taking; a threat is only half as sure, as
        // the position may change before it is played out.
        score += match self.phase() {
            Phase::Take => sign * f64::from(largest_opponent_hole(self, mover)),
            Phase::Sow => sign * 0.5 * f64::from(best_capture(self, mover)),
            Phase::Lot | Phase::Over(_) => 0.0,
        };
        (score / 12.0).tanh()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Direction, Heading};

    const CW: [Heading; 2] = [Heading::Fixed(Direction::Clockwise); 2];

    fn at(rows: [&[u8]; 4]) -> Chisolo {
        let mut g = Chisolo::new(&Default::default(), 2).unwrap();
        g.set_position(Seat(0), Phase::Sow, CW, rows).unwrap();
        g
    }

    #[test]
    fn more_counters_and_a_capture_in_hand_are_better() {
        let empty = [0u8; 7];
        // Seat 0: b2's 2 end in the empty d2, opposite d3 (2) and d4 (1).
        let threat = at([
            &empty,
            &[0, 2, 0, 0, 0, 0, 0],
            &[0, 0, 0, 2, 0, 0, 0],
            &[0, 0, 0, 1, 0, 0, 0],
        ]);
        assert_eq!(best_capture(&threat, Seat(0)), 3);
        // The same material without the threat: b2's single counter ends in c2.
        let quiet = at([
            &[1, 0, 0, 0, 0, 0, 0],
            &[0, 1, 0, 0, 0, 0, 0],
            &[0, 0, 0, 2, 0, 0, 0],
            &[0, 0, 0, 1, 0, 0, 0],
        ]);
        assert_eq!(best_capture(&quiet, Seat(0)), 0);
        assert!(threat.evaluate(Seat(0)) > quiet.evaluate(Seat(0)));
        // Seat 1 has one more counter on the board than seat 0 in `quiet`.
        assert!(quiet.evaluate(Seat(0)) < 0.0);
        assert!((quiet.evaluate(Seat(0)) + quiet.evaluate(Seat(1))).abs() < 1e-12);
    }
}
