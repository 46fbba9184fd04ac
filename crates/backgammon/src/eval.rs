//! A hand-made Backgammon evaluation: a pip-count race formula once the sides have passed
//! each other; before that, a weighted sum of what players value (race, made points,
//! primes, anchors, blots by the shots at them, the bar, checkers off) squashed to −1..1;
//! then wins and losses are weighted by a race estimate of how often they are gammons.
//!
//! Shots are counted for the side not on roll only (the side on roll hits or runs first).

use crate::{BAR, Backgammon, Phase, Position, pips};
use tabula_core::{Evaluate, Game, Seat};

/// Chances in 36 that one checker hits a blot `d` pips away with no point in between
/// blocked (index = distance).
const HIT_CHANCE: [f64; 25] = [
    0.0, 11.0, 12.0, 14.0, 15.0, 15.0, 17.0, 6.0, 6.0, 5.0, 3.0, 2.0, 3.0, 0.0, 0.0, 1.0, 1.0, 0.0,
    1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0,
];

/// Worth of owning a point (index = own point 1..24) with two or more checkers.
const POINT_VALUE: [f64; 25] = [
    0.0, 0.02, 0.06, 0.10, 0.18, 0.30, 0.26, 0.20, 0.12, 0.05, 0.03, 0.02, 0.02, 0.0, 0.0, 0.0,
    0.0, 0.02, 0.05, 0.12, 0.14, 0.10, 0.05, 0.03, 0.03,
];

/// The win chance of a pure race from the pip counts (normal approximation; the side on
/// roll is half a roll ahead).
fn race(me: u32, opp: u32, me_on_roll: bool) -> f64 {
    let lead = f64::from(opp) - f64::from(me) + if me_on_roll { 4.0 } else { -4.0 };
    let spread = 1.1 * f64::from(me + opp).sqrt() + 1.0;
    (lead / spread).tanh() * 0.96
}

/// The furthest-back checker's point (25 for the bar, 0 when all are off).
fn back(side: &[u8; 25]) -> usize {
    (0..25).rev().find(|&i| side[i] > 0).map_or(0, |i| i + 1)
}

/// How much one side's structure is worth, seen from that side (`pos.me`). `exposed` says
/// whether its blots face a roll of the opponent before it moves.
fn structure(pos: &Position, exposed: bool) -> f64 {
    let me = &pos.me;
    let opp_back = back(&pos.opp); // in the opponent's numbering
    let mut score = 0.0;
    // Made points, and the longest run of them (a prime) in front of opposing checkers.
    let mut run = 0;
    let mut best_run = 0;
    for p in 1..=24 {
        if me[p - 1] >= 2 {
            score += POINT_VALUE[p];
            run += 1;
            // A run only blocks checkers still behind it.
            if 25 - p < opp_back {
                best_run = best_run.max(run);
            }
        } else {
            run = 0;
        }
    }
    score += [0.0, 0.0, 0.05, 0.12, 0.25, 0.45, 0.7][best_run.min(6)];
    // Checkers piled on one point are wasted.
    score -= me[..24]
        .iter()
        .map(|&c| f64::from(c.saturating_sub(4)) * 0.015)
        .sum::<f64>();
    // The opponent's home board points make my bar and blots costlier.
    let their_home = (0..6).filter(|&i| pos.opp[i] >= 2).count() as f64;
    score -= f64::from(me[BAR]) * (0.12 + 0.06 * their_home);
    if exposed {
        let mut danger = 0.0;
        for p in 1..=24 {
            if me[p - 1] != 1 {
                continue;
            }
            // Opposing checkers on my lower points can hit it; their bar is my point 0.
            let mut miss = 1.0;
            for q in 0..p {
                let theirs = if q == 0 { pos.opp[BAR] } else { pos.opp_on(q) };
                if theirs > 0 && p - q <= 24 {
                    miss *= 1.0 - HIT_CHANCE[p - q] / 36.0;
                }
            }
            let shot = 1.0 - miss;
            // Losing a checker far advanced costs its pips and the entering against a
            // strong board.
            let cost = 0.06 + 0.006 * (25 - p) as f64 + 0.03 * their_home;
            danger += shot * cost;
        }
        score -= danger;
    }
    score + 0.015 * f64::from(pos.my_off())
}

/// The chance that `loser` is gammoned: that `winner` bears off all its checkers before
/// `loser` brings every checker home and bears one off, counted in rolls of 8.17 pips.
fn gammon_chance(loser: &[u8; 25], winner: &[u8; 25]) -> f64 {
    if loser.iter().sum::<u8>() < 15 {
        return 0.0;
    }
    let to_save: u32 = (6..25).map(|i| (i as u32 - 5) * u32::from(loser[i])).sum();
    let left = f64::from(winner.iter().sum::<u8>());
    let loser_rolls = f64::from(to_save) / 8.17 + 1.0;
    let winner_rolls = (f64::from(pips(winner)) + 2.0 * left) / 8.17;
    let spread = 1.0 + 0.15 * winner_rolls;
    // A logistic curve in place of the normal one.
    1.0 / (1.0 + (-1.7 * (loser_rolls - winner_rolls) / spread).exp())
}

/// The value for the side `pos.me` in points: the win chance from the race and structure,
/// weighted by how often a win or a loss is a gammon.
pub fn evaluate_position(pos: &Position, me_on_roll: bool) -> f64 {
    let (my_pips, opp_pips) = (pos.my_pips(), pos.opp_pips());
    let contact = back(&pos.me) + back(&pos.opp) > 25;
    let edge = if contact {
        let race_part = race(my_pips, opp_pips, me_on_roll);
        let mine = structure(pos, !me_on_roll);
        let theirs = structure(&pos.swapped(), me_on_roll);
        (0.6 * race_part + 1.4 * (mine - theirs)).tanh()
    } else {
        race(my_pips, opp_pips, me_on_roll)
    };
    let win = (1.0 + edge) / 2.0;
    let gammon_for = gammon_chance(&pos.opp, &pos.me);
    let gammon_against = gammon_chance(&pos.me, &pos.opp);
    win * (1.0 + gammon_for) - (1.0 - win) * (1.0 + gammon_against)
}

impl Evaluate for Backgammon {
    fn evaluate(&self, seat: Seat) -> f64 {
        let on_roll = match self.phase() {
            Phase::Opening => return 0.0,
            Phase::Over(o) => return o.value_for(seat),
            _ => self.turn(),
        };
        let other = Seat(1 - seat.0);
        let pos = Position {
            me: *self.checkers(seat),
            opp: *self.checkers(other),
        };
        debug_assert_eq!(self.seats(), 2);
        evaluate_position(&pos, on_roll == seat)
    }
}
