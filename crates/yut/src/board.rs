//! The Yut Nori board: 29 stations and the four routes a piece can travel (RULES.md §1.1).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::SpaceId;

/// A station of the board. Ids (also the [`SpaceId`]s in rule events): the ring `O0..O19`
/// are 0..19, the Б–Д diagonal's `A1..A4` 20..23, the В–А diagonal's `B1..B4` 24..27 and
/// the centre `C` 28.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Station(u8);

impl Station {
    /// How many stations there are.
    pub const COUNT: usize = 29;
    /// А: the start and exit corner.
    pub const A: Station = Station(0);
    /// Б: the corner five steps in.
    pub const B: Station = Station(5);
    /// В: the corner ten steps in.
    pub const V: Station = Station(10);
    /// Д: the corner fifteen steps in.
    pub const D: Station = Station(15);
    /// Г: the centre.
    pub const CENTRE: Station = Station(28);

    /// Ring station `O{i}`.
    pub const fn ring(i: u8) -> Station {
        assert!(i < 20);
        Station(i)
    }
    /// Diagonal station `A{i}` (i = 1..4) on the way Б → Г → Д.
    pub const fn a(i: u8) -> Station {
        assert!(i >= 1 && i <= 4);
        Station(19 + i)
    }
    /// Diagonal station `B{i}` (i = 1..4) on the way В → Г → А.
    pub const fn b(i: u8) -> Station {
        assert!(i >= 1 && i <= 4);
        Station(23 + i)
    }
    /// The station with this id, if there is one.
    pub fn from_id(id: u8) -> Option<Station> {
        (usize::from(id) < Self::COUNT).then_some(Station(id))
    }
    /// The station's id.
    pub fn id(self) -> u8 {
        self.0
    }
    /// The id used in rule events.
    pub fn space(self) -> SpaceId {
        SpaceId(u16::from(self.0))
    }
    /// All stations in id order.
    pub fn all() -> impl Iterator<Item = Station> {
        (0..Self::COUNT as u8).map(Station)
    }
    /// True for the big circles: А, Б, В, Д and the centre Г.
    pub fn is_big(self) -> bool {
        matches!(self.0, 0 | 5 | 10 | 15 | 28)
    }
    /// The letter the seed texts give a big station, as the rules name it. Players see
    /// their own language's letters instead (the app's `yut-letter-*` texts).
    pub fn seed_letter(self) -> Option<char> {
        match self.0 {
            0 => Some('А'),
            5 => Some('Б'),
            10 => Some('В'),
            15 => Some('Д'),
            28 => Some('Г'),
            _ => None,
        }
    }
    /// Where the station is drawn on a round board of radius 1 centred on the origin, with
    /// y up: А at the bottom right is the seeds' picture turned so play runs
    /// counter-clockwise from А (start at the bottom, Б on the right, В at the top, Д on the
    /// left).
    pub fn position(self) -> (f32, f32) {
        use std::f32::consts::{FRAC_PI_2, TAU};
        let polar = |r: f32, angle: f32| (r * angle.cos(), r * angle.sin());
        // А at the bottom (−90°), counter-clockwise: Б at 0°, В at 90°, Д at 180°.
        let ring_angle = |i: u8| -FRAC_PI_2 + TAU * f32::from(i) / 20.0;
        match self.0 {
            i @ 0..=19 => polar(1.0, ring_angle(i)),
            // A1, A2 from Б towards the centre, A3, A4 from the centre towards Д.
            20 => polar(2.0 / 3.0, ring_angle(5)),
            21 => polar(1.0 / 3.0, ring_angle(5)),
            22 => polar(1.0 / 3.0, ring_angle(15)),
            23 => polar(2.0 / 3.0, ring_angle(15)),
            // B1, B2 from В towards the centre, B3, B4 from the centre towards А.
            24 => polar(2.0 / 3.0, ring_angle(10)),
            25 => polar(1.0 / 3.0, ring_angle(10)),
            26 => polar(1.0 / 3.0, ring_angle(0)),
            27 => polar(2.0 / 3.0, ring_angle(0)),
            _ => (0.0, 0.0),
        }
    }
}

impl fmt::Display for Station {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            i @ 0..=19 => write!(f, "O{i}"),
            i @ 20..=23 => write!(f, "A{}", i - 19),
            i @ 24..=27 => write!(f, "B{}", i - 23),
            _ => f.write_str("C"),
        }
    }
}

impl FromStr for Station {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || format!("not a station: {s:?} (O0..O19, A1..A4, B1..B4, C)");
        let upper = s.to_ascii_uppercase();
        if upper == "C" {
            return Ok(Station::CENTRE);
        }
        let (kind, num) = upper.split_at_checked(1).ok_or_else(bad)?;
        if num.is_empty() || (num.len() > 1 && num.starts_with('0')) {
            return Err(bad());
        }
        let n: u8 = num.parse().map_err(|_| bad())?;
        match (kind, n) {
            ("O", 0..=19) => Ok(Station(n)),
            ("A", 1..=4) => Ok(Station(19 + n)),
            ("B", 1..=4) => Ok(Station(23 + n)),
            _ => Err(bad()),
        }
    }
}

impl From<Station> for String {
    fn from(s: Station) -> String {
        s.to_string()
    }
}

impl TryFrom<String> for Station {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// The way a piece travels. Every route starts at `O1` and ends at `O0`; a step past the
/// end leaves the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Route {
    /// Round the whole ring: O1 … O19, O0.
    Ring,
    /// From Б across the whole diameter to Д, then round: O1 … O5, A1, A2, C, A3, A4,
    /// O15 … O19, O0.
    BDiameter,
    /// From Б to the centre and down to А: O1 … O5, A1, A2, C, B3, B4, O0.
    BRadius,
    /// From В to the centre and down to А: O1 … O10, B1, B2, C, B3, B4, O0.
    VRadius,
}

const RING: [u8; 20] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 0,
];
const B_DIAMETER: [u8; 16] = [1, 2, 3, 4, 5, 20, 21, 28, 22, 23, 15, 16, 17, 18, 19, 0];
const B_RADIUS: [u8; 11] = [1, 2, 3, 4, 5, 20, 21, 28, 26, 27, 0];
const V_RADIUS: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 24, 25, 28, 26, 27, 0];

impl Route {
    /// The stations of the route in order; index 0 is O1, the last is O0.
    pub fn stations(self) -> &'static [u8] {
        match self {
            Route::Ring => &RING,
            Route::BDiameter => &B_DIAMETER,
            Route::BRadius => &B_RADIUS,
            Route::VRadius => &V_RADIUS,
        }
    }

    /// The station at `index`.
    pub fn at(self, index: u8) -> Station {
        Station(self.stations()[usize::from(index)])
    }

    /// The index of the last station (O0).
    pub fn last(self) -> u8 {
        (self.stations().len() - 1) as u8
    }

    /// The index of the corner where the route leaves the ring (Ring has none).
    pub fn branch(self) -> Option<u8> {
        match self {
            Route::Ring => None,
            Route::BDiameter | Route::BRadius => Some(4),
            Route::VRadius => Some(9),
        }
    }

    /// The index of the centre on this route, if it passes it.
    pub fn centre(self) -> Option<u8> {
        match self {
            Route::Ring => None,
            Route::BDiameter | Route::BRadius => Some(7),
            Route::VRadius => Some(12),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stations_print_and_parse() {
        for s in Station::all() {
            assert_eq!(s.to_string().parse::<Station>(), Ok(s));
        }
        assert_eq!("o7".parse::<Station>(), Ok(Station::ring(7)));
        for bad in ["O20", "A0", "B5", "X1", "", "O", "O07", "CC"] {
            assert!(bad.parse::<Station>().is_err(), "{bad}");
        }
    }

    #[test]
    fn routes_follow_the_graph() {
        // Every consecutive pair of stations on a route is an edge of RULES.md §1.1.
        let edge = |a: u8, b: u8| -> bool {
            let ring = a < 20 && b < 20 && (a + 1) % 20 == b;
            let diagonals = [[5, 20, 21, 28, 22, 23, 15], [10, 24, 25, 28, 26, 27, 0]];
            ring || diagonals
                .iter()
                .any(|d| d.windows(2).any(|w| w[0] == a && w[1] == b))
        };
        for route in [
            Route::Ring,
            Route::BDiameter,
            Route::BRadius,
            Route::VRadius,
        ] {
            let st = route.stations();
            assert_eq!(st[0], 1, "{route:?} starts at O1");
            assert_eq!(*st.last().unwrap(), 0, "{route:?} ends at O0");
            for w in st.windows(2) {
                assert!(edge(w[0], w[1]), "{route:?}: {} -> {}", w[0], w[1]);
            }
        }
        assert_eq!(Route::BDiameter.at(4), Station::B);
        assert_eq!(Route::VRadius.at(9), Station::V);
        assert_eq!(Route::BRadius.at(7), Station::CENTRE);
        assert_eq!(Route::VRadius.at(12), Station::CENTRE);
    }

    #[test]
    fn positions_are_distinct() {
        let pos: Vec<_> = Station::all().map(|s| s.position()).collect();
        for (i, a) in pos.iter().enumerate() {
            for b in &pos[i + 1..] {
                assert!((a.0 - b.0).hypot(a.1 - b.1) > 0.1);
            }
        }
    }
}
