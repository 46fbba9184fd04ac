//! The seats the player holds in online matches not yet over, kept in the data folder (the
//! browser's storage on the web): each one's token is what brings the player back to it,
//! after a lost connection or from the title's Continue.

use crate::app::storage::{DataDir, read_json, write_json};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabula_protocol::{RoomCode, SeatToken};

const KEPT: &str = "online.json";

/// A seat held in an online match: where, which, and the token that acts for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// The server as the settings named it.
    pub server: String,
    pub code: RoomCode,
    pub seat: usize,
    pub token: SeatToken,
    /// The game's name, for the title's list.
    pub game: String,
}

/// The seats kept, latest first; an unreadable file is none (it is written afresh).
pub fn kept(data: &DataDir) -> Vec<KeptSeat> {
    match read_json::<Vec<KeptSeat>>(data, KEPT) {
        Ok(seats) => seats.unwrap_or_default(),
        Err(e) => {
            warn!("the online seats kept could not be read: {e}");
            Vec::new()
        }
    }
}

/// Keeps `seat` (first in the list), in place of any earlier one of its room.
pub fn keep(data: &DataDir, seat: &KeptSeat) {
    let mut seats = kept(data);
    seats.retain(|s| !(s.code == seat.code && s.server == seat.server));
    seats.insert(0, seat.clone());
    write(data, &seats);
}

/// Forgets the seat held in room `code` (its match is over, or the token no longer acts).
pub fn forget(data: &DataDir, server: &str, code: RoomCode) {
    let mut seats = kept(data);
    let before = seats.len();
    seats.retain(|s| !(s.code == code && s.server == server));
    if seats.len() != before {
        write(data, &seats);
    }
}

fn write(data: &DataDir, seats: &[KeptSeat]) {
    if let Err(e) = write_json(data, KEPT, &seats) {
        warn!("the online seats were not kept: {e}");
    }
}
