use crate::{Outcome, Pieces, Seat, SpaceId};
use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// What happened, in one vocabulary shared by all games. The app animates, plays sounds
/// and writes the move log from these alone. Ids are the game's stable piece and space ids.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum RuleEvent {
    /// The lot chose who starts.
    FirstPlayer { seat: Seat },
    /// A throw or roll landed. `faces` are the shown faces (sticks: 1 = flat side up; dice:
    /// pips, or 1 = even for Yut dice), `value` what it counts, `name` its name in the game.
    Thrown {
        seat: Seat,
        faces: Faces,
        value: i8,
        name: Cow<'static, str>,
    },
    /// The seat earns another throw.
    ExtraThrow { seat: Seat, reason: ExtraReason },
    /// Pieces came onto the board from their waiting area along `path` (last = landing).
    Entered {
        seat: Seat,
        pieces: Pieces,
        path: Path,
    },
    /// Pieces moved from `from` along `path` (every space stepped on, last = landing).
    Moved {
        seat: Seat,
        pieces: Pieces,
        from: SpaceId,
        path: Path,
    },
    /// Moving pieces joined friendly pieces standing at `at`; they now move as one.
    Stacked {
        pieces: Pieces,
        joined: Pieces,
        at: SpaceId,
    },
    /// Pieces of `owner` were captured (hit) at `at` and sent back off the board.
    Captured {
        by: Seat,
        owner: Seat,
        pieces: Pieces,
        at: SpaceId,
    },
    /// Pieces left the board for good from `from` (exit, bear-off).
    BorneOff {
        seat: Seat,
        pieces: Pieces,
        from: SpaceId,
    },
    /// One counter dropped from hole `from` into hole `to` during a sowing.
    Sown {
        seat: Seat,
        pieces: Pieces,
        from: SpaceId,
        to: SpaceId,
    },
    /// A sowing lifted the whole hole `at` to go on (relay).
    Relay {
        seat: Seat,
        at: SpaceId,
        pieces: Pieces,
    },
    /// A barricade was moved.
    BarricadeMoved {
        seat: Seat,
        barricade: Pieces,
        from: SpaceId,
        to: SpaceId,
    },
    /// Pending throws that had no legal use were dropped.
    ThrowsLost { seat: Seat, count: u8 },
    /// The turn passed to `to`.
    TurnPassed { from: Seat, to: Seat },
    /// The game ended.
    GameOver { outcome: Outcome },
}

/// Why an extra throw was earned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExtraReason {
    /// The throw itself grants another (Yut's yut and mo).
    Throw,
    /// A capture grants one.
    Capture,
}

macro_rules! small_list {
    ($(#[$doc:meta])* $name:ident, $item:ty, $cap:expr, $conv:expr, $back:expr, $wire:ty) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name {
            len: u8,
            items: [$item; $cap],
        }

        impl $name {
            /// The most items it holds.
            pub const CAPACITY: usize = $cap;

            /// An empty list.
            pub fn new() -> Self {
                $name { len: 0, items: [$back(0); $cap] }
            }

            /// Appends an item.
            ///
            /// # Panics
            /// When full.
            pub fn push(&mut self, item: $item) {
                assert!((self.len as usize) < $cap, concat!(stringify!($name), " is full"));
                self.items[self.len as usize] = item;
                self.len += 1;
            }

            /// The items in order.
            pub fn as_slice(&self) -> &[$item] {
                &self.items[..self.len as usize]
            }

            /// The number of items.
            pub fn len(&self) -> usize {
                self.len as usize
            }

            /// True if empty.
            pub fn is_empty(&self) -> bool {
                self.len == 0
            }

            /// The last item.
            pub fn last(&self) -> Option<$item> {
                self.as_slice().last().copied()
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_list().entries(self.as_slice()).finish()
            }
        }

        impl FromIterator<$item> for $name {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> Self {
                let mut l = $name::new();
                for x in iter {
                    l.push(x);
                }
                l
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.as_slice().iter().map($conv))
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct V;
                impl<'de> Visitor<'de> for V {
                    type Value = $name;
                    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                        write!(f, "a list of at most {} items", $cap)
                    }
                    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<$name, A::Error> {
                        let mut l = $name::new();
                        while let Some(x) = seq.next_element::<$wire>()? {
                            if l.len() == $cap {
                                return Err(de::Error::custom("list too long"));
                            }
                            l.push($back(x));
                        }
                        Ok(l)
                    }
                }
                d.deserialize_seq(V)
            }
        }
    };
}

small_list!(
    /// The spaces a move steps on, in order, without allocation (at most 24).
    Path, SpaceId, 24, |s: &SpaceId| s.0, SpaceId, u16
);

small_list!(
    /// The faces a throw shows: one entry per stick or die (at most 4).
    Faces, u8, 4, |x: &u8| *x, |x: u8| x, u8
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PieceId;

    #[test]
    fn events_round_trip_through_json() {
        let ev = RuleEvent::Moved {
            seat: Seat(1),
            pieces: Pieces::single(PieceId(5)),
            from: SpaceId(3),
            path: [SpaceId(4), SpaceId(5)].into_iter().collect(),
        };
        let json = serde_json::to_string(&ev).unwrap();
        assert_eq!(
            json,
            r#"{"event":"moved","seat":1,"pieces":[5],"from":3,"path":[4,5]}"#
        );
        assert_eq!(serde_json::from_str::<RuleEvent>(&json).unwrap(), ev);
        let thrown = RuleEvent::Thrown {
            seat: Seat(0),
            faces: [1, 0, 0, 1].into_iter().collect(),
            value: 2,
            name: "gae".into(),
        };
        let json = serde_json::to_string(&thrown).unwrap();
        assert_eq!(serde_json::from_str::<RuleEvent>(&json).unwrap(), thrown);
    }

    #[test]
    fn small_lists_refuse_overflow() {
        assert!(serde_json::from_str::<Faces>("[1,2,3,4,5]").is_err());
        let f: Faces = serde_json::from_str("[1,2]").unwrap();
        assert_eq!(f.as_slice(), &[1, 2]);
        assert_eq!(f.last(), Some(2));
    }
}
