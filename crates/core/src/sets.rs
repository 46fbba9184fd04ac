use crate::Seat;
use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A stable id of a piece, checker, counter or barricade. Each game documents its ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PieceId(pub u16);

/// A stable id of a board space (station, point, hole, field). Each game documents its ids
/// and exposes its layout so views can place them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SpaceId(pub u16);

/// A set of up to 128 piece ids, stored without allocation. Serialises as a sorted list.
///
/// ```
/// use tabula_core::{Pieces, PieceId};
/// let mut p = Pieces::EMPTY;
/// p.insert(PieceId(3));
/// p.insert(PieceId(70));
/// assert_eq!(p.len(), 2);
/// assert_eq!(p.iter().collect::<Vec<_>>(), vec![PieceId(3), PieceId(70)]);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Pieces([u64; 2]);

impl Pieces {
    /// No pieces.
    pub const EMPTY: Pieces = Pieces([0, 0]);
    /// The largest id a set can hold, plus one.
    pub const CAPACITY: u16 = 128;

    /// A set of one piece.
    pub fn single(id: PieceId) -> Self {
        let mut p = Pieces::EMPTY;
        p.insert(id);
        p
    }

    /// Adds a piece.
    ///
    /// # Panics
    /// If the id is 128 or more.
    pub fn insert(&mut self, id: PieceId) {
        assert!(id.0 < Self::CAPACITY, "piece id {} out of range", id.0);
        self.0[(id.0 / 64) as usize] |= 1 << (id.0 % 64);
    }

    /// Removes a piece.
    pub fn remove(&mut self, id: PieceId) {
        if id.0 < Self::CAPACITY {
            self.0[(id.0 / 64) as usize] &= !(1 << (id.0 % 64));
        }
    }

    /// True if the piece is in the set.
    pub fn contains(&self, id: PieceId) -> bool {
        id.0 < Self::CAPACITY && self.0[(id.0 / 64) as usize] & (1 << (id.0 % 64)) != 0
    }

    /// The union of two sets.
    pub fn union(self, other: Pieces) -> Pieces {
        Pieces([self.0[0] | other.0[0], self.0[1] | other.0[1]])
    }

    /// How many pieces.
    pub fn len(&self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones()) as usize
    }

    /// True if empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0, 0]
    }

    /// The ids, ascending.
    pub fn iter(&self) -> impl Iterator<Item = PieceId> + '_ {
        (0..Self::CAPACITY)
            .filter(|&i| self.contains(PieceId(i)))
            .map(PieceId)
    }
}

impl fmt::Debug for Pieces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|p| p.0)).finish()
    }
}

impl FromIterator<PieceId> for Pieces {
    fn from_iter<I: IntoIterator<Item = PieceId>>(iter: I) -> Self {
        let mut p = Pieces::EMPTY;
        for id in iter {
            p.insert(id);
        }
        p
    }
}

impl Serialize for Pieces {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(|p| p.0))
    }
}

impl<'de> Deserialize<'de> for Pieces {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pieces;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of piece ids below 128")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Pieces, A::Error> {
                let mut p = Pieces::EMPTY;
                while let Some(id) = seq.next_element::<u16>()? {
                    if id >= Pieces::CAPACITY {
                        return Err(de::Error::custom(format!("piece id {id} out of range")));
                    }
                    p.insert(PieceId(id));
                }
                Ok(p)
            }
        }
        d.deserialize_seq(V)
    }
}

/// A set of seats (at most 8), stored as a bit mask. Serialises as a sorted list.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seats.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// A set of one seat.
    pub fn single(seat: Seat) -> Self {
        SeatSet(1 << seat.0)
    }

    /// Adds a seat.
    pub fn insert(&mut self, seat: Seat) {
        assert!(seat.0 < 8, "seat {} out of range", seat.0);
        self.0 |= 1 << seat.0;
    }

    /// True if the seat is in the set.
    pub fn contains(&self, seat: Seat) -> bool {
        seat.0 < 8 && self.0 & (1 << seat.0) != 0
    }

    /// How many seats.
    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    /// True if empty.
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The seats, ascending.
    pub fn iter(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..8u8).map(Seat).filter(|s| self.contains(*s))
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = SeatSet::EMPTY;
        for seat in iter {
            s.insert(seat);
        }
        s
    }
}

impl Serialize for SeatSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(|p| p.0))
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let seats = Vec::<u8>::deserialize(d)?;
        let mut set = SeatSet::EMPTY;
        for s in seats {
            if s >= 8 {
                return Err(de::Error::custom(format!("seat {s} out of range")));
            }
            set.insert(Seat(s));
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_set_operations_and_serde() {
        let mut p: Pieces = [PieceId(0), PieceId(64), PieceId(127)]
            .into_iter()
            .collect();
        assert_eq!(p.len(), 3);
        assert!(p.contains(PieceId(64)));
        p.remove(PieceId(64));
        assert!(!p.contains(PieceId(64)));
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(json, "[0,127]");
        assert_eq!(serde_json::from_str::<Pieces>(&json).unwrap(), p);
        assert!(serde_json::from_str::<Pieces>("[128]").is_err());
    }

    #[test]
    fn seat_sets() {
        let s: SeatSet = [Seat(0), Seat(2)].into_iter().collect();
        assert!(s.contains(Seat(2)) && !s.contains(Seat(1)));
        assert_eq!(serde_json::to_string(&s).unwrap(), "[0,2]");
        assert_eq!(serde_json::from_str::<SeatSet>("[0,2]").unwrap(), s);
        assert!(serde_json::from_str::<SeatSet>("[9]").is_err());
    }
}
