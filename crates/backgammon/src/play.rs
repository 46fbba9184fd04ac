//! Plays and their GNU Backgammon notation (`24/18 13/11`, `bar/22*`, `6/off`, `8/4(2)`).

use crate::position::{BAR, Position};
use std::fmt;
use std::str::FromStr;
use tabula_core::ParseActionError;

/// Where the bar is in the mover's numbering (points are 1..=24, 0 is off).
pub const BAR_POINT: u8 = 25;
/// Where borne-off checkers go in the mover's numbering.
pub const OFF_POINT: u8 = 0;

/// One checker moved by one die, in the mover's numbering: `from` 25 is the bar, `to` 0 is
/// off. `hit` says an opposing blot was sent to the bar by this step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    pub to: u8,
    pub die: u8,
    pub hit: bool,
}

/// The single-die steps of a play in the order they are played (at most four).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Steps {
    items: [Step; 4],
    len: u8,
}

impl Steps {
    /// Appends a step.
    #[inline]
    pub fn push(&mut self, step: Step) {
        self.items[self.len as usize] = step;
        self.len += 1;
    }

    /// The steps in order.
    #[inline]
    pub fn as_slice(&self) -> &[Step] {
        &self.items[..self.len as usize]
    }

    /// The number of steps (dice used).
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// True when no die was used.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// One movement as written in the notation: a checker from `from` to `to` (25 = bar,
/// 0 = off), with `hits` the set of points (bit `p` for point `p`) on its way, landing
/// included, where it hits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub hits: u32,
}

/// A whole play in GNU Backgammon's written form: movements sorted from the highest
/// starting point, one checker's consecutive steps joined (`24/18*/14`), repeats counted
/// (`8/4(2)`). Two writings of one resulting position are the same play to the rules; the
/// listed play is the one written this way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Play {
    moves: [Move; 4],
    len: u8,
}

impl Play {
    /// The movements in written order (a repeated movement appears once per checker).
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// Writes the steps played from `before` as GNU Backgammon does: in sorted order, the
    /// first step onto a point where the opponent had a blot is the hit.
    pub fn from_steps(before: &Position, steps: &[Step]) -> Play {
        let mut moves = [Move::default(); 4];
        for (m, s) in moves.iter_mut().zip(steps) {
            *m = Move {
                from: s.from,
                to: s.to,
                hits: 0,
            };
        }
        sort_descending(&mut moves[..steps.len()]);
        let mut hit_points = 0u32;
        for m in &mut moves[..steps.len()] {
            let blot = m.to != OFF_POINT && before.opp_on(m.to as usize) == 1;
            if blot && hit_points & (1 << m.to) == 0 {
                m.hits = 1 << m.to;
                hit_points |= m.hits;
            }
        }
        Play::normalized(moves, steps.len())
    }

    /// Joins a checker's consecutive steps of sorted `moves`, as GNU Backgammon writes them
    /// (a joined movement keeps its first step's place).
    fn normalized(mut moves: [Move; 4], len: usize) -> Play {
        let list = &mut moves[..len];
        let mut joined = [false; 4];
        for i in 0..len {
            if joined[i] {
                continue;
            }
            for j in i + 1..len {
                if !joined[j] && list[i].to != OFF_POINT && list[i].to == list[j].from {
                    list[i].to = list[j].to;
                    list[i].hits |= list[j].hits;
                    joined[j] = true;
                }
            }
        }
        let mut out = Play::default();
        for (m, _) in list.iter().zip(joined).filter(|(_, j)| !j) {
            out.moves[out.len as usize] = *m;
            out.len += 1;
        }
        out
    }

    /// Plays the movements as written on `before`, hitting a blot on every point written
    /// (landing or marked `*` on the way). Checks that each checker exists and no point it
    /// touches is closed; whether the dice allow it is the caller's check.
    pub fn execute(&self, before: &Position) -> Result<Position, &'static str> {
        let mut pos = *before;
        for m in self.moves() {
            let src = if m.from == BAR_POINT {
                BAR
            } else {
                m.from as usize - 1
            };
            if pos.me[src] == 0 {
                return Err("no checker of the mover on a starting point");
            }
            if m.from != BAR_POINT && pos.me[BAR] > 0 {
                return Err("a checker on the bar must enter first");
            }
            pos.me[src] -= 1;
            let mut touched = m.hits & !(1 << m.to);
            if m.to != OFF_POINT {
                touched |= 1 << m.to;
            }
            for point in (1..=24usize).rev().filter(|p| touched & (1 << p) != 0) {
                match pos.opp_on(point) {
                    0 => {}
                    1 => {
                        pos.opp[24 - point] = 0;
                        pos.opp[BAR] += 1;
                    }
                    _ => return Err("a checker touches a closed point"),
                }
            }
            if m.to != OFF_POINT {
                pos.me[m.to as usize - 1] += 1;
            }
        }
        Ok(pos)
    }
}

/// Sorts at most four steps from the highest (from, to) down; insertion sort is the fastest
/// for so few.
fn sort_descending(moves: &mut [Move]) {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && (moves[j - 1].from, moves[j - 1].to) < (moves[j].from, moves[j].to) {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
}

fn write_point(f: &mut fmt::Formatter<'_>, point: u8) -> fmt::Result {
    match point {
        BAR_POINT => f.write_str("bar"),
        OFF_POINT => f.write_str("off"),
        p => write!(f, "{p}"),
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let moves = self.moves();
        if moves.is_empty() {
            return f.write_str("pass");
        }
        let mut i = 0;
        while i < moves.len() {
            let m = moves[i];
            // Repeats are counted by their points; the hit mark shows once, as in gnubg.
            let repeats = moves[i..]
                .iter()
                .take_while(|n| (n.from, n.to) == (m.from, m.to))
                .count();
            if i > 0 {
                f.write_str(" ")?;
            }
            write_point(f, m.from)?;
            for p in (m.to + 1..m.from).rev().filter(|p| m.hits & (1 << p) != 0) {
                write!(f, "/{p}*")?;
            }
            f.write_str("/")?;
            write_point(f, m.to)?;
            if m.hits & (1 << m.to) != 0 {
                f.write_str("*")?;
            }
            if repeats > 1 {
                write!(f, "({repeats})")?;
            }
            i += repeats;
        }
        Ok(())
    }
}

impl FromStr for Play {
    type Err = ParseActionError;

    /// Reads GNU Backgammon notation: movements separated by spaces, each
    /// `FROM/[POINT[*]/...]TO[*][(N)]` with `bar` and `off`; `pass` is the empty play.
    fn from_str(text: &str) -> Result<Play, ParseActionError> {
        let bad = |why: &str| ParseActionError(format!("cannot read play {text:?}: {why}"));
        let text = text.trim();
        let mut moves = [Move::default(); 4];
        let mut len = 0usize;
        if text.eq_ignore_ascii_case("pass") {
            return Ok(Play::default());
        }
        if text.is_empty() {
            return Err(bad("it is empty"));
        }
        for token in text.split_whitespace() {
            let (body, repeats) = match token.split_once('(') {
                Some((body, rest)) => {
                    let n = rest
                        .strip_suffix(')')
                        .and_then(|n| n.parse::<usize>().ok())
                        .filter(|n| (1..=4).contains(n))
                        .ok_or_else(|| bad("a repeat is written (2), (3) or (4)"))?;
                    (body, n)
                }
                None => (token, 1),
            };
            let mut parts = body.split('/');
            let from = match parts.next().unwrap_or("") {
                p if p.eq_ignore_ascii_case("bar") => BAR_POINT,
                p => p
                    .parse::<u8>()
                    .ok()
                    .filter(|p| (1..=25).contains(p))
                    .ok_or_else(|| bad("a movement starts on a point 1..24 or bar"))?,
            };
            let mut m = Move {
                from,
                to: from,
                hits: 0,
            };
            let mut steps = 0;
            for part in parts {
                if m.to == OFF_POINT {
                    return Err(bad("nothing may follow off"));
                }
                let (point, hit) = match part.strip_suffix('*') {
                    Some(p) => (p, true),
                    None => (part, false),
                };
                let to = if point.eq_ignore_ascii_case("off") {
                    OFF_POINT
                } else {
                    point
                        .parse::<u8>()
                        .ok()
                        .filter(|p| (1..=24).contains(p))
                        .ok_or_else(|| bad("a point is 1..24 or off"))?
                };
                if to >= m.to {
                    return Err(bad("a checker moves to lower points"));
                }
                if hit {
                    if to == OFF_POINT {
                        return Err(bad("nothing is hit off the board"));
                    }
                    m.hits |= 1 << to;
                }
                m.to = to;
                steps += 1;
            }
            if steps == 0 {
                return Err(bad("a movement is written FROM/TO"));
            }
            for copy in 0..repeats {
                if len == 4 {
                    return Err(bad("a play moves at most four checkers"));
                }
                moves[len] = if copy == 0 { m } else { Move { hits: 0, ..m } };
                len += 1;
            }
        }
        Ok(Play {
            moves,
            len: len as u8,
        })
    }
}
