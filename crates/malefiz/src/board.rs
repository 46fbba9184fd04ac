//! The Malefiz board of RULES.md §3.1 as data: 111 fields and the goal on a grid, the 121
//! edges between them, the four houses and the barricades' start fields.
//!
//! Coordinates: x = 1..17 left to right, y = 1..14 bottom to top; the goal is (9, 14) at the
//! top and the houses sit at y = 0 below row 1. Field ids (also the [`SpaceId`]s of rule
//! events) count row by row from the bottom, left to right: (1, 1) is 0, (17, 1) is 16,
//! (1, 2) is 17, …, (17, 13) is 110 and the goal is 111. The houses are spaces 112..115,
//! left to right. A field's name is its column letter `a`..`q` and its row, like `c1` or
//! `i13`; the goal is `goal`.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::SpaceId;

/// Which x each row holds, bottom row first (RULES.md §3.1's table).
const ROWS: [(u8, &[u8]); 14] = [
    (
        1,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
    ),
    (2, &[1, 5, 9, 13, 17]),
    (
        3,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
    ),
    (4, &[3, 7, 11, 15]),
    (5, &[3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]),
    (6, &[5, 13]),
    (7, &[5, 6, 7, 8, 9, 10, 11, 12, 13]),
    (8, &[7, 11]),
    (9, &[7, 8, 9, 10, 11]),
    (10, &[9]),
    (
        11,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
    ),
    (12, &[1, 17]),
    (
        13,
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
    ),
    (14, &[9]),
];

/// Rows whose horizontal neighbours are joined; the other rows are connectors.
const fn is_full_row(y: u8) -> bool {
    y % 2 == 1 && y <= 13
}

/// Fields including the goal.
pub const FIELD_COUNT: usize = 112;
/// The number of edges of the board graph.
pub const EDGE_COUNT: usize = 121;
/// The x of each house, by house index 0..3.
pub const HOUSE_X: [u8; 4] = [3, 7, 11, 15];
/// The fields the 11 barricades start on, by barricade index.
pub const BARRICADE_STARTS: [(u8, u8); 11] = [
    (1, 3),
    (5, 3),
    (9, 3),
    (13, 3),
    (17, 3),
    (7, 7),
    (11, 7),
    (9, 9),
    (9, 10),
    (9, 11),
    (9, 13),
];

const fn build_coords() -> [(u8, u8); FIELD_COUNT] {
    let mut out = [(0, 0); FIELD_COUNT];
    let mut n = 0;
    let mut r = 0;
    while r < ROWS.len() {
        let (y, xs) = ROWS[r];
        let mut i = 0;
        while i < xs.len() {
            out[n] = (xs[i], y);
            n += 1;
            i += 1;
        }
        r += 1;
    }
    assert!(n == FIELD_COUNT);
    out
}

const fn find(x: u8, y: u8) -> Option<u8> {
    let mut i = 0;
    while i < FIELD_COUNT {
        if COORDS[i].0 == x && COORDS[i].1 == y {
            return Some(i as u8);
        }
        i += 1;
    }
    None
}

const fn build_edges() -> [(u8, u8); EDGE_COUNT] {
    let mut out = [(0, 0); EDGE_COUNT];
    let mut n = 0;
    let mut i = 0;
    while i < FIELD_COUNT {
        let (x, y) = COORDS[i];
        // Each edge once: to the right neighbour in a full row, and up from every field of a
        // connector row (the one below it joins it going up, too).
        if is_full_row(y)
            && let Some(j) = find(x + 1, y)
        {
            out[n] = (i as u8, j);
            n += 1;
        }
        let connector = !is_full_row(y) && y < 14;
        if connector {
            if let Some(j) = find(x, y - 1) {
                out[n] = (j, i as u8);
                n += 1;
            }
            if let Some(j) = find(x, y + 1) {
                out[n] = (i as u8, j);
                n += 1;
            }
        }
        i += 1;
    }
    // (9, 13) joins the goal.
    let Some(below_goal) = find(9, 13) else {
        panic!("(9, 13) is a field")
    };
    out[n] = (below_goal, FIELD_COUNT as u8 - 1);
    n += 1;
    assert!(n == EDGE_COUNT);
    out
}

/// No neighbour.
const NONE: u8 = u8::MAX;

const fn build_neighbours() -> [[u8; 4]; FIELD_COUNT] {
    let mut out = [[NONE; 4]; FIELD_COUNT];
    let mut e = 0;
    while e < EDGE_COUNT {
        let (a, b) = EDGES_RAW[e];
        let mut k = 0;
        while out[a as usize][k] != NONE {
            k += 1;
        }
        out[a as usize][k] = b;
        let mut k = 0;
        while out[b as usize][k] != NONE {
            k += 1;
        }
        out[b as usize][k] = a;
        e += 1;
    }
    out
}

const COORDS: [(u8, u8); FIELD_COUNT] = build_coords();
const EDGES_RAW: [(u8, u8); EDGE_COUNT] = build_edges();
const NEIGHBOURS: [[u8; 4]; FIELD_COUNT] = build_neighbours();

/// A field of the board, the goal included. See the module docs for ids and names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Field(u8);

impl Field {
    /// The goal (the star at the top).
    pub const GOAL: Field = Field(FIELD_COUNT as u8 - 1);

    /// The field with this id.
    pub fn from_id(id: u8) -> Option<Field> {
        (usize::from(id) < FIELD_COUNT).then_some(Field(id))
    }
    /// The field at grid point (x, y), if there is one.
    pub fn at(x: u8, y: u8) -> Option<Field> {
        find(x, y).map(Field)
    }
    /// All fields in id order, the goal last.
    pub fn all() -> impl Iterator<Item = Field> {
        (0..FIELD_COUNT as u8).map(Field)
    }
    /// The field's id.
    pub fn id(self) -> u8 {
        self.0
    }
    /// The id used in rule events.
    pub fn space(self) -> SpaceId {
        SpaceId(u16::from(self.0))
    }
    /// Grid coordinates (x, y): x = 1..17 left to right, y = 1..14 bottom to top.
    pub fn coords(self) -> (u8, u8) {
        COORDS[usize::from(self.0)]
    }
    /// The row (y).
    pub fn row(self) -> u8 {
        self.coords().1
    }
    /// The fields joined to this one by an edge.
    pub fn neighbours(self) -> impl Iterator<Item = Field> {
        NEIGHBOURS[usize::from(self.0)]
            .into_iter()
            .take_while(|&n| n != NONE)
            .map(Field)
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Field::GOAL {
            return f.write_str("goal");
        }
        let (x, y) = self.coords();
        write!(f, "{}{y}", char::from(b'a' + x - 1))
    }
}

impl FromStr for Field {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad =
            || format!("not a field: {s:?} (a column a..q and a row 1..13, like c1, or goal)");
        if s.eq_ignore_ascii_case("goal") {
            return Ok(Field::GOAL);
        }
        let mut chars = s.chars();
        let column = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        if !column.is_ascii_lowercase() || column > 'q' {
            return Err(bad());
        }
        let row = chars.as_str();
        if row.starts_with('0') || row.starts_with('+') {
            return Err(bad());
        }
        let y: u8 = row.parse().map_err(|_| bad())?;
        let x = column as u8 - b'a' + 1;
        Field::at(x, y)
            .filter(|&f| f != Field::GOAL)
            .ok_or_else(bad)
    }
}

impl From<Field> for String {
    fn from(f: Field) -> String {
        f.to_string()
    }
}

impl TryFrom<String> for Field {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

/// The board graph's edges, each once, as pairs of fields.
pub fn edges() -> impl Iterator<Item = (Field, Field)> {
    EDGES_RAW.into_iter().map(|(a, b)| (Field(a), Field(b)))
}

/// The house of house index `h` (0..3): its space id (112 + h) and grid point (x, 0).
pub fn house_space(h: usize) -> SpaceId {
    SpaceId(FIELD_COUNT as u16 + h as u16)
}

/// The grid point a house is drawn at: below row 1.
pub fn house_coords(h: usize) -> (u8, u8) {
    (HOUSE_X[h], 0)
}

/// The field a pawn steps onto first when it leaves house `h`.
pub fn house_exit(h: usize) -> Field {
    Field::at(HOUSE_X[h], 1).expect("row 1 is full")
}

/// The start field of barricade `b` (0..10).
pub fn barricade_start(b: usize) -> Field {
    let (x, y) = BARRICADE_STARTS[b];
    Field::at(x, y).expect("barricades start on fields")
}
