//! The board's geometry: holes, their names, and each player's circuit (RULES.md §2.1,
//! §2.3).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::{Seat, SpaceId};

/// The most columns a board has.
pub const MAX_COLUMNS: usize = 10;
/// Hole slots in a state (4 rows of [`MAX_COLUMNS`]; unused columns stay empty).
pub const HOLE_SLOTS: usize = 4 * MAX_COLUMNS;
/// The longest circuit (two rows of [`MAX_COLUMNS`]).
pub const MAX_CIRCUIT: usize = 2 * MAX_COLUMNS;

/// A hole. Rows count from seat 0's side: row 0 is seat 0's back row, 1 its front row, 2
/// seat 1's front row, 3 seat 1's back row. Columns count from seat 0's left.
///
/// Written like a chess square: the column letter from `a`, then the row number from 1
/// (`a1` is seat 0's back-left hole, `g4` seat 1's back-left hole on seven columns). Its
/// [`SpaceId`] is `row * 10 + column`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    pub row: u8,
    pub column: u8,
}

impl Hole {
    /// The hole of a slot index (`row * 10 + column`).
    pub fn from_slot(slot: usize) -> Hole {
        Hole {
            row: (slot / MAX_COLUMNS) as u8,
            column: (slot % MAX_COLUMNS) as u8,
        }
    }

    /// The slot index, `row * 10 + column`.
    pub fn slot(self) -> usize {
        usize::from(self.row) * MAX_COLUMNS + usize::from(self.column)
    }

    /// The board space id, equal to the slot index.
    pub fn space(self) -> SpaceId {
        SpaceId(self.slot() as u16)
    }

    /// The seat whose rows hold this hole.
    pub fn owner(self) -> Seat {
        Seat(self.row / 2)
    }

    /// True for a front row (the middle two rows).
    pub fn is_front(self) -> bool {
        self.row == 1 || self.row == 2
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column), self.row + 1)
    }
}

impl FromStr for Hole {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || format!("not a hole: {s:?} (a column letter a-j and a row 1-4, like c2)");
        let mut chars = s.chars();
        let (Some(c), Some(r), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let c = c.to_ascii_lowercase();
        if !('a'..='j').contains(&c) || !('1'..='4').contains(&r) {
            return Err(bad());
        }
        Ok(Hole {
            row: r as u8 - b'1',
            column: c as u8 - b'a',
        })
    }
}

/// A direction of sowing, as seen from above with the sowing player in their own seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Front row left to right, back row right to left. Written `cw`.
    Clockwise,
    /// The other way. Written `ccw`.
    Anticlockwise,
}

impl Direction {
    /// Both directions, clockwise first.
    pub const BOTH: [Direction; 2] = [Direction::Clockwise, Direction::Anticlockwise];
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Clockwise => "cw",
            Direction::Anticlockwise => "ccw",
        })
    }
}

impl FromStr for Direction {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "cw" => Ok(Direction::Clockwise),
            "ccw" => Ok(Direction::Anticlockwise),
            _ => Err(format!("not a direction: {s:?} (cw or ccw)")),
        }
    }
}

/// One player's two rows as a ring, numbered clockwise: positions `0..columns` are the
/// front row from the player's left, `columns..2 * columns` the back row from their right.
#[derive(Clone, Copy, Debug)]
pub struct Circuit {
    pub seat: Seat,
    pub columns: u8,
}

impl Circuit {
    /// The number of holes on the circuit.
    pub fn size(self) -> usize {
        2 * usize::from(self.columns)
    }

    /// The hole at a circuit position.
    pub fn hole(self, position: usize) -> Hole {
        let c = usize::from(self.columns);
        let (front, along) = if position < c {
            (true, position)
        } else {
            (false, position - c)
        };
        // Seat 0's left is column a; seat 1 faces it, so its left is the last column.
        let column = match (self.seat.0, front) {
            (0, true) | (1, false) => along,
            _ => c - 1 - along,
        } as u8;
        let row = match (self.seat.0, front) {
            (0, false) => 0,
            (0, true) => 1,
            (_, true) => 2,
            _ => 3,
        };
        Hole { row, column }
    }

    /// The circuit position of one of the player's holes.
    pub fn position(self, hole: Hole) -> Option<usize> {
        (0..self.size()).find(|&p| self.hole(p) == hole)
    }

    /// The next position in a direction.
    pub fn next(self, position: usize, direction: Direction) -> usize {
        match direction {
            Direction::Clockwise => (position + 1) % self.size(),
            Direction::Anticlockwise => (position + self.size() - 1) % self.size(),
        }
    }

    /// True if the position is in the front row.
    pub fn is_front(self, position: usize) -> bool {
        position < usize::from(self.columns)
    }
}

/// One step of a sowing, in circuit positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SowStep {
    /// A counter lifted from `from` dropped into `to`.
    Drop { from: usize, to: usize },
    /// The last counter fell into the non-empty hole `at`: it is lifted to sow on.
    Relay { at: usize },
}

/// Sows from `start` on `counts` (the circuit's counts by position), telling `visit` every
/// step. Returns the position where the last counter fell into an empty hole, or `None` if
/// the sowing never ends; then `counts` is left mid-sowing.
///
/// A sowing is a function of (counts, hand position, counters in hand) at each lift, so it
/// is endless exactly when that triple repeats: Brent's cycle finding spots it without
/// storing the lifts.
pub(crate) fn sow(
    counts: &mut [u8; MAX_CIRCUIT],
    circuit: Circuit,
    start: usize,
    direction: Direction,
    mut visit: impl FnMut(SowStep),
) -> Option<usize> {
    let mut from = start;
    let mut hand = std::mem::take(&mut counts[start]);
    let mut saved = (*counts, from, hand);
    let (mut power, mut since_saved) = (1u32, 0u32);
    loop {
        let mut at = from;
        for _ in 0..hand {
            at = circuit.next(at, direction);
            counts[at] += 1;
            visit(SowStep::Drop { from, to: at });
        }
        if counts[at] == 1 {
            return Some(at);
        }
        hand = std::mem::take(&mut counts[at]);
        from = at;
        visit(SowStep::Relay { at });
        since_saved += 1;
        if (*counts, from, hand) == saved {
            return None;
        }
        if since_saved == power {
            saved = (*counts, from, hand);
            power *= 2;
            since_saved = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hole_names_round_trip() {
        for slot in 0..HOLE_SLOTS {
            let h = Hole::from_slot(slot);
            assert_eq!(h.to_string().parse::<Hole>(), Ok(h));
            assert_eq!(h.slot(), slot);
        }
        assert!("k1".parse::<Hole>().is_err());
        assert!("a5".parse::<Hole>().is_err());
        assert!("a".parse::<Hole>().is_err());
        assert_eq!("C2".parse::<Hole>(), Ok(Hole { row: 1, column: 2 }));
    }

    #[test]
    fn circuits_cover_the_owners_rows_once() {
        for columns in 7..=10u8 {
            for seat in [Seat(0), Seat(1)] {
                let c = Circuit { seat, columns };
                let mut seen = std::collections::HashSet::new();
                for p in 0..c.size() {
                    let h = c.hole(p);
                    assert_eq!(h.owner(), seat);
                    assert_eq!(h.is_front(), c.is_front(p));
                    assert!(usize::from(h.column) < usize::from(columns));
                    assert_eq!(c.position(h), Some(p));
                    assert!(seen.insert(h));
                }
            }
        }
    }
}
