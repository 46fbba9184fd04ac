//! The exact one-sided bear-off database: every way to have up to 15 checkers on the six
//! home points (54,264 positions), with the probability of needing exactly k rolls to bear
//! them all off when each roll is played to bear off in the fewest rolls on average. Built
//! at first use by dynamic programming over the 21 rolls (a fraction of a second in
//! release), no file needed.
//!
//! A second table answers the gammon question for a side with all 15 checkers still on
//! its home board: the distribution of rolls until its first checker is off, playing to
//! get it off soonest.

use super::Probs;
use crate::Position;
use std::sync::OnceLock;

/// Positions in the database: ways to put 0..=15 checkers on 6 points, C(21, 6).
pub const POSITIONS: usize = 54_264;
/// The distributions' length; the last entry holds the chance of that many rolls or more
/// (under 1e-9 for bearing off; about 1e-8 for the first checker off).
pub const MAX_ROLLS: usize = 32;
/// The length of the first-checker-off distributions.
pub const MAX_FIRST: usize = 8;

/// `COUNT[k][s]`: the number of ways to put at most `s` checkers on `k` points,
/// C(s + k, k).
const COUNT: [[u32; 16]; 7] = {
    let mut t = [[0u32; 16]; 7];
    let mut s = 0;
    while s < 16 {
        t[0][s] = 1;
        s += 1;
    }
    let mut k = 1;
    while k < 7 {
        let mut s = 0;
        while s < 16 {
            // Choose the first point's count c, then place at most s − c on the rest.
            let mut c = 0;
            while c <= s {
                t[k][s] += t[k - 1][s - c];
                c += 1;
            }
            s += 1;
        }
        k += 1;
    }
    t
};

/// `BEFORE[k][s][n]`: the boards that put fewer than `n` of at most `s` checkers on a
/// point with `k` points after it, i.e. the sum of `COUNT[k][s − v]` for `v < n`.
const BEFORE: [[[u32; 16]; 16]; 6] = {
    let mut t = [[[0u32; 16]; 16]; 6];
    let mut k = 0;
    while k < 6 {
        let mut s = 0;
        while s < 16 {
            let mut n = 1;
            while n <= s {
                t[k][s][n] = t[k][s][n - 1] + COUNT[k][s - (n - 1)];
                n += 1;
            }
            s += 1;
        }
        k += 1;
    }
    t
};

/// The index of a home board (`points[i]` checkers on point i + 1, at most 15 in all):
/// its rank among all such boards in lexicographic order.
#[inline]
pub fn index(points: &[u8; 6]) -> usize {
    let mut left = 15usize;
    let mut rank = 0u32;
    for (i, &n) in points.iter().enumerate() {
        rank += BEFORE[5 - i][left][n as usize];
        left -= n as usize;
    }
    rank as usize
}

/// The six home points of a side, if every checker it has left is on them.
pub fn home_board(side: &[u8; 25]) -> Option<[u8; 6]> {
    if side[6..].iter().any(|&c| c > 0) {
        return None;
    }
    let mut out = [0; 6];
    out.copy_from_slice(&side[..6]);
    Some(out)
}

/// The database (see the module documentation).
pub struct Bearoff {
    /// P(exactly k rolls to bear everything off), per position.
    rolls: Vec<[f32; MAX_ROLLS]>,
    /// Expected rolls to bear everything off.
    mean: Vec<f32>,
    /// For 15 checkers on the board: P(the first checker is off after exactly k rolls).
    first: Vec<[f32; MAX_FIRST]>,
}

/// The 21 rolls and their chances.
fn rolls() -> impl Iterator<Item = ([u8; 2], f32)> {
    (1..=6u8)
        .flat_map(|a| (1..=a).map(move |b| ([a, b], if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 })))
}

/// The board after one die moves a checker from point `p` (1..=6), if legal: a higher die
/// bears off only from the highest occupied point.
fn step(points: &[u8; 6], p: usize, die: usize) -> Option<[u8; 6]> {
    if points[p - 1] == 0 {
        return None;
    }
    let legal = p >= die || points[p..].iter().all(|&c| c == 0);
    legal.then(|| {
        let mut next = *points;
        next[p - 1] -= 1;
        if p > die {
            next[p - die - 1] += 1;
        }
        next
    })
}

/// The index of the reachable board with the smallest `value`, playing `dice` in order.
/// With doubles the starting points never rise (every result is still reached once).
fn best_play(points: &[u8; 6], dice: &[u8], highest: usize, value: &[f32]) -> (f32, usize) {
    let Some((&die, rest)) = dice.split_first() else {
        let i = index(points);
        return (value[i], i);
    };
    let mut best = None::<(f32, usize)>;
    for p in (1..=highest).rev() {
        if let Some(next) = step(points, p, die as usize) {
            let cap = if rest.first() == Some(&die) { p } else { 6 };
            let found = best_play(&next, rest, cap, value);
            if best.is_none_or(|b| found.0 < b.0) {
                best = Some(found);
            }
        }
    }
    // No checker left to move: the dice are spent.
    best.unwrap_or_else(|| {
        let i = index(points);
        (value[i], i)
    })
}

/// The best result of a roll for `value` (lower is better).
fn best_result(points: &[u8; 6], dice: [u8; 2], value: &[f32]) -> usize {
    if dice[0] == dice[1] {
        best_play(points, &[dice[0]; 4], 6, value).1
    } else {
        let a = best_play(points, &dice, 6, value);
        let b = best_play(points, &[dice[1], dice[0]], 6, value);
        if b.0 < a.0 { b.1 } else { a.1 }
    }
}

/// Adds `p ×` the distribution `next` one roll later to `dist`; the last entry holds that
/// many rolls *or more* (a run of small doubles can keep a side from bearing off for many
/// rolls, with vanishing chances).
fn shift_into<const N: usize>(dist: &mut [f32; N], next: &[f32; N], p: f32) {
    for k in 1..N {
        dist[k] += p * next[k - 1];
    }
    dist[N - 1] += p * next[N - 1];
}

impl Bearoff {
    /// Computes both tables.
    pub fn build() -> Bearoff {
        // Every board, fewest pips first: a roll always lowers the pips, so the boards a
        // roll leads to are done before the board itself.
        let mut boards = Vec::with_capacity(POSITIONS);
        for a in 0..=15u8 {
            for b in 0..=15 - a {
                for c in 0..=15 - a - b {
                    for d in 0..=15 - a - b - c {
                        for e in 0..=15 - a - b - c - d {
                            for f in 0..=15 - a - b - c - d - e {
                                boards.push([a, b, c, d, e, f]);
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(boards.len(), POSITIONS);
        let pips = |b: &[u8; 6]| (0..6).map(|i| (i + 1) * b[i] as usize).sum::<usize>();
        boards.sort_by_key(pips);

        let mut db = Bearoff {
            rolls: vec![[0.0; MAX_ROLLS]; POSITIONS],
            mean: vec![0.0; POSITIONS],
            first: vec![[0.0; MAX_FIRST]; POSITIONS],
        };
        db.rolls[0][0] = 1.0; // index 0 is the empty board
        // Until the first checker is off, "done" means fewer than 15 checkers left.
        let mut first_mean = vec![0.0f32; POSITIONS];
        for board in &boards[1..] {
            let i = index(board);
            let full = board.iter().map(|&c| u32::from(c)).sum::<u32>() == 15;
            let (mut mean, mut fmean) = (1.0, 1.0);
            let mut dist = [0.0; MAX_ROLLS];
            let mut fdist = [0.0; MAX_FIRST];
            for (dice, p) in rolls() {
                let next = best_result(board, dice, &db.mean);
                mean += p * db.mean[next];
                shift_into(&mut dist, &db.rolls[next], p);
                if full {
                    let next = best_result(board, dice, &first_mean);
                    fmean += p * first_mean[next];
                    if first_mean[next] == 0.0 {
                        fdist[1] += p;
                    } else {
                        shift_into(&mut fdist, &db.first[next], p);
                    }
                }
            }
            db.mean[i] = mean;
            db.rolls[i] = dist;
            if full {
                first_mean[i] = fmean;
                db.first[i] = fdist;
            }
        }
        db
    }

    /// The database, built at first use.
    pub fn get() -> &'static Bearoff {
        static DB: OnceLock<Bearoff> = OnceLock::new();
        DB.get_or_init(Bearoff::build)
    }

    /// P(exactly k rolls to bear off every checker of `points`), k = 0..MAX_ROLLS.
    pub fn rolls(&self, points: &[u8; 6]) -> &[f32; MAX_ROLLS] {
        &self.rolls[index(points)]
    }

    /// The expected number of rolls to bear off every checker of `points`.
    pub fn mean_rolls(&self, points: &[u8; 6]) -> f32 {
        self.mean[index(points)]
    }

    /// For 15 checkers on `points`: P(the first checker is off after exactly k rolls). All
    /// zero for fewer checkers (one is already off).
    pub fn first_off(&self, points: &[u8; 6]) -> &[f32; MAX_FIRST] {
        &self.first[index(points)]
    }

    /// The exact cubeless probabilities for the side on roll when both sides have all
    /// their checkers home (`None` otherwise, or when a side has none left).
    ///
    /// The side on roll, needing `a` rolls, wins when the other needs `b ≥ a`. A gammon
    /// needs the loser to have all 15 checkers on the board and to get none off before the
    /// winner finishes (each side bears off its fastest way, even when saving the gammon
    /// would call for another play). Backgammons cannot happen here.
    pub fn probabilities(&self, pos: &Position) -> Option<Probs> {
        let me = home_board(&pos.me)?;
        let opp = home_board(&pos.opp)?;
        if me == [0; 6] || opp == [0; 6] {
            return None;
        }
        let (pa, pb) = (self.rolls(&me), self.rolls(&opp));
        // at_least(d)[k] = P(X ≥ k).
        let at_least = |d: &[f32]| {
            let mut out = [0f32; MAX_ROLLS + 1];
            for k in (0..d.len()).rev() {
                out[k] = out[k + 1] + d[k];
            }
            out
        };
        let b_at_least = at_least(pb);
        let win: f32 = (1..MAX_ROLLS).map(|k| pa[k] * b_at_least[k]).sum();
        let mut probs = Probs {
            win,
            ..Probs::default()
        };
        let full = |b: &[u8; 6]| b.iter().map(|&c| u32::from(c)).sum::<u32>() == 15;
        if full(&opp) {
            // The other side has had k − 1 rolls when I finish on my k-th.
            let f = at_least(self.first_off(&opp));
            probs.win_gammon = (1..MAX_ROLLS).map(|k| pa[k] * f[k]).sum();
        }
        if full(&me) {
            // The other side finishes on its k-th roll after my k rolls.
            let f = at_least(self.first_off(&me));
            probs.lose_gammon = (1..MAX_ROLLS).map(|k| pb[k] * f[k + 1]).sum();
        }
        Some(probs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(points: &[(usize, u8)]) -> [u8; 6] {
        let mut b = [0; 6];
        for &(p, n) in points {
            b[p - 1] = n;
        }
        b
    }

    #[test]
    fn indices_are_a_bijection() {
        assert_eq!(index(&[0; 6]), 0);
        assert_eq!(index(&[15, 0, 0, 0, 0, 0]), POSITIONS - 1);
        let mut seen = vec![false; POSITIONS];
        for a in 0..=15u8 {
            for f in 0..=15 - a {
                for c in 0..=15 - a - f {
                    let i = index(&[a, 0, c, 0, 0, f]);
                    assert!(!seen[i]);
                    seen[i] = true;
                }
            }
        }
    }

    #[test]
    fn entries_match_hand_computed_ones() {
        let db = Bearoff::get();
        // One checker on the 1-point: always one roll.
        let close = |a: f32, b: f32| (a - b).abs() < 1e-5;
        assert!(close(db.rolls(&board(&[(1, 1)]))[1], 1.0));
        assert!(close(db.mean_rolls(&board(&[(1, 1)])), 1.0));
        // One checker on the 6-point: off in one roll unless the dice sum below 6 and
        // are not a double that reaches 6: 2-1, 3-1, 4-1, 3-2 (8 of 36) fail; 1-1 is 4
        // pips (fails), 2-2 is 8 (off). So 27/36 in one roll, the rest in two.
        let one_six = db.rolls(&board(&[(6, 1)]));
        assert!((one_six[1] - 27.0 / 36.0).abs() < 1e-6, "{}", one_six[1]);
        assert!((one_six[2] - 9.0 / 36.0).abs() < 1e-6);
        // Two checkers on the 1-point: one roll; three need a double or two rolls.
        assert!(close(db.rolls(&board(&[(1, 2)]))[1], 1.0));
        let three = db.rolls(&board(&[(1, 3)]));
        assert!((three[1] - 6.0 / 36.0).abs() < 1e-6);
        assert!((three[2] - 30.0 / 36.0).abs() < 1e-6);
        // Two checkers on the 6-point: one roll only with 6-6, 5-5, 4-4, 3-3 (4/36).
        let two_six = db.rolls(&board(&[(6, 2)]));
        assert!((two_six[1] - 4.0 / 36.0).abs() < 1e-6, "{}", two_six[1]);
        // Every distribution sums to one and its mean matches.
        for i in (1..POSITIONS).step_by(97) {
            let d = &db.rolls[i];
            assert!((d.iter().sum::<f32>() - 1.0).abs() < 1e-4);
            let mean: f32 = d.iter().enumerate().map(|(k, p)| k as f32 * p).sum();
            assert!((mean - db.mean[i]).abs() < 1e-3);
        }
        // Fifteen on the 6-point need at least four rolls (four 6-6).
        let fifteen = db.rolls(&board(&[(6, 15)]));
        assert_eq!(fifteen[3], 0.0);
        assert!(fifteen[4] > 0.0);
        assert!(fifteen[5..].iter().sum::<f32>() > 0.99);
    }

    #[test]
    fn races_in_the_home_boards() {
        let db = Bearoff::get();
        let side = |points: &[(usize, u8)]| {
            let mut s = [0u8; 25];
            for &(p, n) in points {
                s[p - 1] = n;
            }
            s
        };
        // On roll with one checker on the 1-point: a sure win.
        let pos = Position {
            me: side(&[(1, 1)]),
            opp: side(&[(1, 1)]),
        };
        let close = |a: f32, b: f32| (a - b).abs() < 1e-5;
        assert!(close(db.probabilities(&pos).unwrap().win, 1.0));
        // One checker on my 6-point against one on their 1-point: I must bear off now.
        let pos = Position {
            me: side(&[(6, 1)]),
            opp: side(&[(1, 1)]),
        };
        let p = db.probabilities(&pos).unwrap();
        assert!((p.win - 27.0 / 36.0).abs() < 1e-6);
        // My last checker against fifteen on the 6-point: off at once, a sure gammon.
        let pos = Position {
            me: side(&[(1, 1)]),
            opp: side(&[(6, 15)]),
        };
        let p = db.probabilities(&pos).unwrap();
        assert!(close(p.win, 1.0) && close(p.win_gammon, 1.0) && p.lose_gammon == 0.0);
        // A side with checkers outside its home board is not in the database.
        let pos = Position {
            me: side(&[(7, 1)]),
            opp: side(&[(1, 1)]),
        };
        assert!(db.probabilities(&pos).is_none());
    }
}
