//! Legal plays: every way to use the dice (RULES.md §4.2, rules 2 to 6), kept as the
//! distinct resulting positions, as GNU Backgammon lists them.

use crate::play::{BAR_POINT, OFF_POINT, Step, Steps};
use crate::position::{BAR, Position};

/// Random keys for a linear hash of positions: the hash of a position is the wrapping sum of
/// key × count over both sides' slots, so a step changes it by a few additions and two
/// ways to one position always meet.
const fn keys(seed: u64) -> [u64; 26] {
    let mut out = [0u64; 26];
    let mut x = seed;
    let mut i = 0;
    while i < 26 {
        x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        out[i] = z ^ (z >> 31);
        i += 1;
    }
    out
}

/// Keys of the mover's slots (0..24, and 25 for off) and of the opponent's.
const MY_KEYS: [u64; 26] = keys(1);
const THEIR_KEYS: [u64; 26] = keys(2);

/// How a step changes the position hash.
#[inline]
fn step_hash(step: &Step) -> u64 {
    let src = if step.from == BAR_POINT {
        BAR
    } else {
        step.from as usize - 1
    };
    let dst = if step.to == OFF_POINT {
        25
    } else {
        step.to as usize - 1
    };
    let mut h = MY_KEYS[dst].wrapping_sub(MY_KEYS[src]);
    if step.hit {
        h = h.wrapping_add(THEIR_KEYS[BAR].wrapping_sub(THEIR_KEYS[24 - step.to as usize]));
    }
    h
}

/// Slots of the table that finds repeated positions (a power of two, twice the plays it
/// holds before falling back to a scan).
const TABLE: usize = 1024;

/// One legal play: the steps of one way to play it and the position it leads to (still seen
/// from the mover).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub steps: Steps,
    pub result: Position,
    hash: u64,
}

/// Where one die takes a checker from `from` (25 = bar) if the rules allow it: the landing
/// point (0 = off) and whether it hits. `home` is [`Position::all_home`], passed in because
/// a search asks it once per position. The caller checks that a checker stands on `from`
/// and that the bar is empty unless `from` is the bar.
#[inline]
fn target(pos: &Position, from: u8, die: u8, home: bool) -> Option<(u8, bool)> {
    let to = i32::from(from) - i32::from(die);
    if to >= 1 {
        let blockers = pos.opp_on(to as usize);
        return (blockers < 2).then_some((to as u8, blockers == 1));
    }
    // Bearing off: all checkers home, and a higher die only from the highest point.
    let allowed = home && (to == 0 || pos.me[from as usize..6].iter().all(|&c| c == 0));
    allowed.then_some((OFF_POINT, false))
}

/// Moves a checker as [`target`] allowed.
#[inline]
fn apply_step(pos: &mut Position, step: &Step) {
    let src = if step.from == BAR_POINT {
        BAR
    } else {
        step.from as usize - 1
    };
    pos.me[src] -= 1;
    if step.to != OFF_POINT {
        pos.me[step.to as usize - 1] += 1;
        if step.hit {
            pos.opp[24 - step.to as usize] = 0;
            pos.opp[BAR] += 1;
        }
    }
}

/// Plays one die `die` with a checker from `from` (25 = bar) if the rules allow it.
pub fn try_step(pos: &Position, from: u8, die: u8) -> Option<(Position, Step)> {
    let src = if from == BAR_POINT {
        BAR
    } else {
        from as usize - 1
    };
    if pos.me[src] == 0 || (from != BAR_POINT && pos.me[BAR] > 0) {
        return None;
    }
    let (to, hit) = target(pos, from, die, pos.all_home())?;
    let step = Step { from, to, die, hit };
    let mut next = *pos;
    apply_step(&mut next, &step);
    Some((next, step))
}

/// How good a partial use of the dice is: more dice first; with one die, the larger.
fn rank(steps: &Steps, larger: u8) -> u8 {
    match steps.len() {
        0 => 0,
        1 => 2 + u8::from(steps.as_slice()[0].die == larger),
        n => 2 * n as u8,
    }
}

struct Generator<'a> {
    out: &'a mut Vec<Candidate>,
    /// Index + 1 into `out` by hash, 0 for empty.
    table: [u16; TABLE],
    best: u8,
    larger: u8,
    every_order: bool,
    /// Searching the second order of a non-double (larger die played second).
    swapped: bool,
}

impl Generator<'_> {
    fn leaf(&mut self, pos: &Position, steps: Steps, hash: u64) {
        let r = rank(&steps, self.larger);
        if r == 0 || r < self.best {
            return;
        }
        if r > self.best {
            self.best = r;
            self.out.clear();
            self.table = [0; TABLE];
        }
        if !self.every_order {
            if self.out.len() < TABLE / 2 {
                let mut slot = hash as usize & (TABLE - 1);
                while self.table[slot] != 0 {
                    let c = &self.out[self.table[slot] as usize - 1];
                    if c.hash == hash && c.result == *pos {
                        return;
                    }
                    slot = (slot + 1) & (TABLE - 1);
                }
                self.table[slot] = self.out.len() as u16 + 1;
            } else if self.out.iter().any(|c| c.hash == hash && c.result == *pos) {
                return;
            }
        }
        self.out.push(Candidate {
            steps,
            result: *pos,
            hash,
        });
    }

    /// Plays `dice` in order from `pos`. With doubles (and not `every_order`) the starting
    /// points never go up, which reaches every position once instead of once per order.
    fn search(&mut self, pos: &Position, dice: &[u8], steps: Steps, hash: u64, highest: u8) {
        let Some((&die, rest)) = dice.split_first() else {
            self.leaf(pos, steps, hash);
            return;
        };
        let mut moved = false;
        // In the second order of a non-double, two steps of different checkers with no
        // bar and no bearing off were already played in the first order.
        let swapped = self.swapped;
        let replayed = |from: u8, to: u8| {
            swapped
                && steps.len() == 1
                && steps.as_slice()[0].from != BAR_POINT
                && steps.as_slice()[0].to != OFF_POINT
                && from != steps.as_slice()[0].to
                && to != OFF_POINT
        };
        let mut each = |g: &mut Self, from: u8, home: bool| {
            if let Some((to, hit)) = target(pos, from, die, home) {
                moved = true;
                if replayed(from, to) {
                    return;
                }
                let step = Step { from, to, die, hit };
                let mut next = *pos;
                apply_step(&mut next, &step);
                let mut more = steps;
                more.push(step);
                let cap = if g.every_order || rest.first() != Some(&die) {
                    BAR_POINT
                } else {
                    from
                };
                g.search(&next, rest, more, hash.wrapping_add(step_hash(&step)), cap);
            }
        };
        if pos.me[BAR] > 0 {
            each(self, BAR_POINT, false);
        } else {
            let home = pos.all_home();
            for from in (1..=highest.min(24)).rev() {
                if pos.me[from as usize - 1] > 0 {
                    each(self, from, home);
                }
            }
        }
        if !moved {
            self.leaf(pos, steps, hash);
        }
    }
}

/// Appends to `out` (after clearing it) every legal play of `dice` from `pos`, one per
/// resulting position. Empty means the dice cannot be used at all. With `every_order`, every
/// order of steps is kept (for a person moving checker by checker), duplicates included.
pub fn generate(pos: &Position, dice: [u8; 2], every_order: bool, out: &mut Vec<Candidate>) {
    out.clear();
    let mut g = Generator {
        out,
        table: [0; TABLE],
        best: 0,
        larger: dice[0].max(dice[1]),
        every_order,
        swapped: false,
    };
    if dice[0] == dice[1] {
        g.search(pos, &[dice[0]; 4], Steps::default(), 0, BAR_POINT);
    } else {
        g.search(pos, &dice, Steps::default(), 0, BAR_POINT);
        g.swapped = !every_order;
        g.search(pos, &[dice[1], dice[0]], Steps::default(), 0, BAR_POINT);
    }
}

/// True when at least one die can be played (cheaper than generating the plays).
pub fn can_move(pos: &Position, dice: [u8; 2]) -> bool {
    let sources = |die: u8| {
        if pos.me[BAR] > 0 {
            try_step(pos, BAR_POINT, die).is_some()
        } else {
            (1..=24u8)
                .any(|from| pos.me[from as usize - 1] > 0 && try_step(pos, from, die).is_some())
        }
    };
    sources(dice[0]) || (dice[1] != dice[0] && sources(dice[1]))
}
