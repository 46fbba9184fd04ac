//! A backgammon position as GNU Backgammon sees it, its position ID and pip counts.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Checkers a side starts with and must bear off.
pub const CHECKERS: u8 = 15;
/// Index of the bar in a side's counts.
pub const BAR: usize = 24;

/// Both sides' checkers, each seen from its own side (GNU Backgammon's convention):
/// `me[i]` is the number of the mover's checkers on his point `i + 1` (i = 0..23) and `me[24]`
/// those on his bar; `opp` likewise for the opponent. My point `p` is the opponent's point
/// `25 - p`. Borne-off checkers are the ones missing from 15.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// The checkers of the side to move.
    pub me: [u8; 25],
    /// The checkers of the other side.
    pub opp: [u8; 25],
}

/// A position ID or a position that is not a legal backgammon position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError(pub String);

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PositionError {}

pub(crate) const BASE64: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

impl Position {
    /// The starting position: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
    pub fn starting() -> Position {
        let mut side = [0u8; 25];
        side[23] = 2;
        side[12] = 5;
        side[7] = 3;
        side[5] = 5;
        Position {
            me: side,
            opp: side,
        }
    }

    /// The same position seen from the other side.
    pub fn swapped(&self) -> Position {
        Position {
            me: self.opp,
            opp: self.me,
        }
    }

    /// The opponent's checkers on my point `point` (1..=24).
    #[inline]
    pub fn opp_on(&self, point: usize) -> u8 {
        self.opp[24 - point]
    }

    /// Checkers the mover has borne off.
    pub fn my_off(&self) -> u8 {
        CHECKERS - self.me.iter().sum::<u8>()
    }

    /// Checkers the opponent has borne off.
    pub fn opp_off(&self) -> u8 {
        CHECKERS - self.opp.iter().sum::<u8>()
    }

    /// The mover's pip count: the pips his checkers still have to travel (bar = 25).
    pub fn my_pips(&self) -> u32 {
        pips(&self.me)
    }

    /// The opponent's pip count.
    pub fn opp_pips(&self) -> u32 {
        pips(&self.opp)
    }

    /// True when all the mover's checkers still on the board are in his home board.
    #[inline]
    pub fn all_home(&self) -> bool {
        self.me[6..].iter().all(|&c| c == 0)
    }

    /// Checks the counts: at most 15 a side and never both sides on one point.
    pub fn validate(&self) -> Result<(), PositionError> {
        for (name, side) in [("mover", &self.me), ("opponent", &self.opp)] {
            let total: u32 = side.iter().map(|&c| u32::from(c)).sum();
            if total > u32::from(CHECKERS) {
                return Err(PositionError(format!(
                    "the {name} has {total} checkers, more than 15"
                )));
            }
        }
        for point in 1..=24 {
            if self.me[point - 1] > 0 && self.opp_on(point) > 0 {
                return Err(PositionError(format!(
                    "both sides have checkers on the mover's point {point}"
                )));
            }
        }
        Ok(())
    }

    /// The 10-byte key GNU Backgammon encodes: for the opponent, then the mover, each of the
    /// 25 counts (points 1..24, then the bar) as that many 1 bits and a 0 bit, least
    /// significant bit first.
    pub fn key(&self) -> [u8; 10] {
        let mut key = [0u8; 10];
        let mut bit = 0usize;
        for side in [&self.opp, &self.me] {
            for &count in side.iter() {
                for _ in 0..count {
                    key[bit / 8] |= 1 << (bit % 8);
                    bit += 1;
                }
                bit += 1;
            }
        }
        key
    }

    /// The GNU Backgammon position ID (14 base64 characters), seen from the mover.
    pub fn id(&self) -> String {
        let key = self.key();
        let mut out = String::with_capacity(14);
        let mut acc = 0u32;
        let mut bits = 0;
        for &byte in &key {
            acc = (acc << 8) | u32::from(byte);
            bits += 8;
            while bits >= 6 {
                bits -= 6;
                out.push(BASE64[((acc >> bits) & 63) as usize] as char);
            }
        }
        // 80 bits leave 2: padded with zeros to a 14th character, as GNU Backgammon does.
        out.push(BASE64[((acc << (6 - bits)) & 63) as usize] as char);
        out
    }

    /// Decodes a GNU Backgammon position ID and checks the position.
    pub fn from_id(id: &str) -> Result<Position, PositionError> {
        let bad = |why: &str| PositionError(format!("bad position ID {id:?}: {why}"));
        if id.len() != 14 {
            return Err(bad("it must have 14 characters"));
        }
        let mut key = [0u8; 10];
        let mut acc = 0u32;
        let mut bits = 0;
        let mut n = 0;
        for ch in id.bytes() {
            let value = BASE64
                .iter()
                .position(|&b| b == ch)
                .ok_or_else(|| bad("only base64 characters are allowed"))?;
            acc = (acc << 6) | value as u32;
            bits += 6;
            if bits >= 8 {
                bits -= 8;
                if n < 10 {
                    key[n] = (acc >> bits) as u8;
                }
                n += 1;
            }
        }
        if acc & ((1 << bits) - 1) != 0 {
            return Err(bad("the unused last bits must be zero"));
        }
        let mut sides = [[0u8; 25]; 2];
        let mut bit = 0usize;
        for side in sides.iter_mut() {
            for count in side.iter_mut() {
                while bit < 80 && key[bit / 8] & (1 << (bit % 8)) != 0 {
                    *count += 1;
                    bit += 1;
                }
                if bit >= 80 {
                    return Err(bad("too many checkers"));
                }
                bit += 1;
            }
        }
        let position = Position {
            opp: sides[0],
            me: sides[1],
        };
        // Stray bits after the last count would make two IDs name one position.
        if position.key() != key {
            return Err(bad("bits after the last count must be zero"));
        }
        position.validate().map_err(|e| bad(&e.0))?;
        Ok(position)
    }
}

/// The pip count of one side's counts.
pub fn pips(side: &[u8; 25]) -> u32 {
    side.iter()
        .enumerate()
        .map(|(i, &c)| (i as u32 + 1) * u32::from(c))
        .sum()
}
