//! The board as the nets see it, always from the side on roll (`pos.me`), so one net serves
//! both colours and needs no "who is on roll" input.
//!
//! Per side (the side on roll first, then the other, each in its own numbering):
//! - for each of the 24 points and the bar, four units for its `n` checkers
//!   (TD-Gammon's truncated unary code): `n ≥ 1`, `n ≥ 2`, `n ≥ 3`, `(n − 3) / 2` above 3;
//! - checkers borne off / 15;
//! - hand-made features: pip count / 167; the longest run of made points / 6; the
//!   furthest-back checker's point / 25; the chance the other side hits at least one of this
//!   side's blots with its next roll (a direct-and-indirect shot table, blocking ignored).

use crate::{BAR, Position, pips};

/// Inputs per side.
pub const SIDE_INPUTS: usize = 25 * 4 + 5;
/// Inputs of a position.
pub const INPUTS: usize = 2 * SIDE_INPUTS;

/// Chances in 36 that one checker hits a blot `d` pips away (index = distance), ignoring
/// blocks.
const HIT_CHANCE: [f32; 25] = [
    0.0, 11.0, 12.0, 14.0, 15.0, 15.0, 17.0, 6.0, 6.0, 5.0, 3.0, 2.0, 3.0, 0.0, 0.0, 1.0, 1.0, 0.0,
    1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0,
];

/// The non-zero inputs of a position, in fixed arrays (no heap allocation).
#[derive(Clone, Debug)]
pub struct Inputs {
    index: [u16; INPUTS],
    value: [f32; INPUTS],
    len: usize,
}

impl Default for Inputs {
    fn default() -> Self {
        Inputs {
            index: [0; INPUTS],
            value: [0.0; INPUTS],
            len: 0,
        }
    }
}

impl Inputs {
    /// The encoding of `pos`, the side on roll being `pos.me`.
    pub fn of(pos: &Position) -> Inputs {
        let mut x = Inputs::default();
        x.set(pos);
        x
    }

    /// Re-encodes `pos` in place.
    pub fn set(&mut self, pos: &Position) {
        self.len = 0;
        self.side(0, &pos.me, &pos.opp);
        self.side(SIDE_INPUTS, &pos.opp, &pos.me);
    }

    /// The active inputs: (index, value) pairs.
    pub fn active(&self) -> impl Iterator<Item = (&u16, &f32)> {
        self.index[..self.len].iter().zip(&self.value[..self.len])
    }

    /// Every input as a dense vector (for tests and inspection).
    pub fn dense(&self) -> [f32; INPUTS] {
        let mut out = [0.0; INPUTS];
        for (&i, &v) in self.active() {
            out[i as usize] = v;
        }
        out
    }

    #[inline]
    fn push(&mut self, index: usize, value: f32) {
        if value != 0.0 {
            self.index[self.len] = index as u16;
            self.value[self.len] = value;
            self.len += 1;
        }
    }

    /// One side's inputs from `base`; `other` is the opposing side in its own numbering.
    fn side(&mut self, base: usize, side: &[u8; 25], other: &[u8; 25]) {
        for (i, &n) in side.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let at = base + 4 * i;
            self.push(at, 1.0);
            if n >= 2 {
                self.push(at + 1, 1.0);
            }
            if n >= 3 {
                self.push(at + 2, 1.0);
            }
            if n > 3 {
                self.push(at + 3, f32::from(n - 3) / 2.0);
            }
        }
        let f = base + 100;
        let on_board: u8 = side.iter().sum();
        self.push(f, f32::from(15 - on_board) / 15.0);
        self.push(f + 1, pips(side) as f32 / 167.0);
        self.push(f + 2, longest_prime(side) as f32 / 6.0);
        let back = (0..25).rev().find(|&i| side[i] > 0).map_or(0, |i| i + 1);
        self.push(f + 3, back as f32 / 25.0);
        self.push(f + 4, shot_chance(side, other));
    }
}

/// The longest run of points with two or more checkers.
fn longest_prime(side: &[u8; 25]) -> u32 {
    let (mut run, mut best) = (0, 0);
    for &n in &side[..24] {
        run = if n >= 2 { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// The chance that `other` hits at least one blot of `side` with its next roll, treating
/// its checkers' shots as independent and ignoring blocked points.
fn shot_chance(side: &[u8; 25], other: &[u8; 25]) -> f32 {
    let mut miss = 1.0f32;
    for p in 1..=24 {
        if side[p - 1] != 1 {
            continue;
        }
        // `other`'s checkers on my points below p (its bar is my point 0) come towards it.
        for q in 0..p {
            let theirs = if q == 0 { other[BAR] } else { other[24 - q] };
            if theirs > 0 {
                miss *= 1.0 - HIT_CHANCE[p - q] / 36.0;
            }
        }
    }
    1.0 - miss
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_encodes_counts_in_truncated_unary() {
        let x = Inputs::of(&Position::starting());
        let d = x.dense();
        // 5 checkers on the 6-point: 1, 1, 1, (5 − 3) / 2.
        assert_eq!(&d[20..24], &[1.0, 1.0, 1.0, 1.0]);
        // 2 on the 24-point.
        assert_eq!(&d[92..96], &[1.0, 1.0, 0.0, 0.0]);
        // The bar is empty, nothing is off, 167 pips.
        assert_eq!(&d[96..101], &[0.0; 5]);
        assert!((d[101] - 1.0).abs() < 1e-6);
        // Both sides are encoded alike from the start.
        assert_eq!(&d[..SIDE_INPUTS], &d[SIDE_INPUTS..]);
    }

    #[test]
    fn a_blot_in_front_of_a_checker_is_exposed() {
        let mut pos = Position {
            me: [0; 25],
            opp: [0; 25],
        };
        pos.me[9] = 1; // my 10-point
        pos.opp[24 - 4] = 2; // their point on my 4-point, 6 pips away: 17 shots in 36
        let chance = shot_chance(&pos.me, &pos.opp);
        assert!((chance - 17.0 / 36.0).abs() < 1e-6, "{chance}");
        assert_eq!(shot_chance(&pos.opp, &pos.me), 0.0);
    }
}
