//! The rooms: one task per live room owns its match and its seats, and hears its members'
//! requests in order. Every accepted action is written to the database before anyone is
//! told; a member that does not read its messages is dropped, never waited for.

mod ends;
mod play;
mod room;

use crate::live::{new_match, verifiable_by_default};
use crate::stats::Stats;
use crate::store::{Store, StoreError, StoredDice, StoredSeat};
use room::Room;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tabula_protocol::{
    ClientMessage, DiceSecret, RequestError, RoomCode, RoomSetup, SeatPlan, SeatToken,
    ServerMessage,
};
use tabula_table::{ChanceFrom, MatchSetup, SeatKind};
use tokio::sync::mpsc;

/// Where a member's messages go: its connection's writer.
pub type Outbox = mpsc::Sender<ServerMessage>;

/// How many messages may wait for a member before it counts as not reading.
pub const OUTBOX: usize = 256;

/// How long the rooms wait for people who left.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// A seat whose player has been gone this long is away: the others may claim the
    /// match.
    pub away_after: Duration,
    /// A room whose players have all been gone this long is closed (its record stays).
    pub close_after: Duration,
    /// A connection that has sent nothing this long (not even the answer to a ping) is
    /// closed: its player is gone.
    pub silent_after: Duration,
}

/// A request to a room.
pub enum RoomRequest {
    Join {
        conn: u64,
        out: Outbox,
        seat: Option<usize>,
        name: String,
        seed: u64,
    },
    Watch {
        conn: u64,
        out: Outbox,
    },
    Return {
        conn: u64,
        out: Outbox,
        token: SeatToken,
        seen: u64,
    },
    /// Anything else a member asks of the room (answered on `out`, member or not).
    Say {
        conn: u64,
        out: Outbox,
        message: ClientMessage,
    },
    /// The connection ended.
    Gone {
        conn: u64,
    },
    /// A computer seat's choice, made on the blocking pool at room version `version`.
    Chosen {
        version: u64,
        action: Option<String>,
    },
    /// Time to see who is away, and whether everyone left long ago.
    Tick,
}

/// Every live room, by code.
pub struct Rooms {
    rooms: Mutex<HashMap<RoomCode, mpsc::Sender<RoomRequest>>>,
    store: Store,
    timing: Timing,
    stats: Arc<Stats>,
}

impl Rooms {
    /// The rooms of the database, each resumed where it was.
    pub async fn resume(
        store: Store,
        timing: Timing,
        stats: Arc<Stats>,
    ) -> Result<Arc<Rooms>, StoreError> {
        let rooms = Arc::new(Rooms {
            rooms: Mutex::new(HashMap::new()),
            store: store.clone(),
            timing,
            stats,
        });
        for stored in store.rooms().await? {
            let code = stored.code;
            match Room::resumed(stored, store.clone(), timing) {
                Ok(room) => rooms.run(room),
                Err(e) => tracing::error!(%code, "room not resumed: {e}"),
            }
        }
        Ok(rooms)
    }

    /// Runs a room as its own task, until it closes.
    fn run(self: &Arc<Self>, room: Room) {
        let code = room.code;
        let (tell, inbox) = mpsc::channel(OUTBOX);
        let weak_tell = tell.downgrade();
        self.rooms.lock().expect("not poisoned").insert(code, tell);
        let rooms = Arc::downgrade(self);
        let stats = self.stats.clone();
        stats.room_opened();
        tokio::spawn(async move {
            room.run(inbox, weak_tell, &stats).await;
            if let Some(rooms) = rooms.upgrade() {
                rooms.rooms.lock().expect("not poisoned").remove(&code);
            }
            stats.room_closed();
        });
    }

    pub fn find(&self, code: RoomCode) -> Option<mpsc::Sender<RoomRequest>> {
        self.rooms.lock().expect("not poisoned").get(&code).cloned()
    }

    /// Makes a room of `setup`. Its throws are drawn from a secret of the operating
    /// system's secure random source.
    pub async fn create(self: &Arc<Self>, setup: RoomSetup) -> Result<RoomCode, RequestError> {
        if setup.seats.iter().all(|s| *s != SeatPlan::Person) {
            return Err(RequestError::BadRoom("no seat for a person".into()));
        }
        let verifiable = match setup.verifiable {
            Some(on) => on,
            None => verifiable_by_default(&setup.game)?,
        };
        // Every seat's moves come from elsewhere as far as the match knows: the people's
        // over the wire, the computer's from this server's blocking pool.
        let match_setup = MatchSetup {
            game: setup.game,
            preset: setup.preset,
            options: setup.options,
            seats: vec![SeatKind::Remote; setup.seats.len()],
            seed: 0,
            chance: ChanceFrom::Authority,
            position: None,
            take_backs: setup.take_backs,
            lesson: false,
        };
        let live = new_match(match_setup.clone())?;
        let dice = StoredDice {
            secret: DiceSecret::from_bytes(random_bytes()),
            verifiable,
        };
        let code = loop {
            let code = RoomCode::from_number(u64::from_le_bytes(random_bytes()));
            if self.find(code).is_none() {
                break code;
            }
        };
        self.store
            .create_room(code, &match_setup, &setup.seats, dice)
            .await
            .map_err(storage)?;
        let seats = setup
            .seats
            .iter()
            .map(|&plan| StoredSeat {
                plan,
                name: None,
                token_hash: None,
                contribution: 0,
            })
            .collect();
        let room = Room::new(
            code,
            match_setup,
            live,
            seats,
            Some(dice),
            self.store.clone(),
            self.timing,
        );
        self.run(room);
        tracing::info!(%code, "room created");
        Ok(code)
    }
}

pub(crate) fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes
}

fn storage(e: StoreError) -> RequestError {
    tracing::error!("storage: {e}");
    RequestError::Unreadable("the server could not keep it; try again".into())
}

/// The hash of a seat's token, as stored.
pub fn token_hash(token: &SeatToken) -> String {
    Sha256::digest(token.bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
