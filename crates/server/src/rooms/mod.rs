//! The rooms: one task per live room owns its match and its seats, and hears its members'
//! requests in order. Every accepted action is written to the database before anyone is
//! told; a member that does not read its messages is dropped, never waited for.

mod cluster;
mod ends;
mod play;
mod room;

use crate::lease::{Claim, Node};
use crate::live::{new_match, verifiable_by_default};
use crate::stats::Stats;
use crate::store::{Store, StoreError, StoredDice, StoredSeat};
use cluster::Cluster;
use room::{Next, Room};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tabula_protocol::{
    ClientMessage, DiceSecret, RequestError, RoomCode, RoomSetup, SeatPlan, SeatToken,
    ServerMessage,
};
use tabula_table::{ChanceFrom, MatchSetup, SeatKind};
use tokio::sync::{broadcast, mpsc};

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
    /// Another server process owns the room now (`--cluster`).
    Lost,
}

/// Where a room is: run by this process, or by another of the cluster.
pub enum Reach {
    Here(mpsc::Sender<RoomRequest>),
    /// Another process holds the room's lease; `address` is where to reach it, unless it
    /// is this process's own (a process started again where one that held it was).
    Elsewhere {
        owner: String,
        address: String,
        own_address: bool,
    },
}

/// Every live room, by code.
pub struct Rooms {
    /// Each room's inbox, with the number of the task running it.
    rooms: Mutex<HashMap<RoomCode, (u64, mpsc::Sender<RoomRequest>)>>,
    next_task: AtomicU64,
    store: Store,
    timing: Timing,
    stats: Arc<Stats>,
    cluster: Option<Cluster>,
}

impl Rooms {
    /// The rooms of the database, each resumed where it was; in a cluster (`node`), none
    /// until a player reaches this process for it.
    pub async fn resume(
        store: Store,
        timing: Timing,
        stats: Arc<Stats>,
        node: Option<(Node, String)>,
    ) -> Result<Arc<Rooms>, StoreError> {
        let cluster = node.as_ref().map(|(node, _)| Cluster {
            node: node.clone(),
            claiming: tokio::sync::Mutex::new(()),
            taken: broadcast::channel(OUTBOX).0,
        });
        let rooms = Arc::new(Rooms {
            rooms: Mutex::new(HashMap::new()),
            next_task: AtomicU64::new(0),
            store: store.clone(),
            timing,
            stats,
            cluster,
        });
        match node {
            Some((_, database)) => cluster::start(&rooms, &database).await?,
            None => {
                for stored in store.rooms().await? {
                    let code = stored.code;
                    match Room::resumed(stored, store.clone(), timing) {
                        Ok(room) => {
                            rooms.run(room);
                        }
                        Err(e) => tracing::error!(%code, "room not resumed: {e}"),
                    }
                }
            }
        }
        Ok(rooms)
    }

    /// Runs a room as its own task, until it closes; returns its inbox.
    fn run(self: &Arc<Self>, room: Room) -> mpsc::Sender<RoomRequest> {
        let code = room.code;
        let (tell, inbox) = mpsc::channel(OUTBOX);
        let weak_tell = tell.downgrade();
        let task = self.next_task.fetch_add(1, Ordering::Relaxed);
        self.rooms
            .lock()
            .expect("not poisoned")
            .insert(code, (task, tell.clone()));
        let rooms = Arc::downgrade(self);
        let stats = self.stats.clone();
        stats.room_opened();
        tokio::spawn(async move {
            let ended = room.run(inbox, weak_tell, &stats).await;
            stats.room_closed();
            let Some(rooms) = rooms.upgrade() else {
                return;
            };
            {
                let mut live = rooms.rooms.lock().expect("not poisoned");
                // Unless the room was lost and has been taken back since.
                if live.get(&code).is_some_and(|(t, _)| *t == task) {
                    live.remove(&code);
                }
            }
            if let (Next::Close, Some(cluster)) = (ended, &rooms.cluster)
                && let Err(e) = cluster.node.release(rooms.store.pool(), code).await
            {
                tracing::warn!(%code, "lease not released: {e}");
            }
        });
        tell
    }

    /// The room run by this process.
    fn find(&self, code: RoomCode) -> Option<mpsc::Sender<RoomRequest>> {
        let live = self.rooms.lock().expect("not poisoned");
        live.get(&code).map(|(_, tell)| tell.clone())
    }

    /// Where room `code` is. In a cluster, this process takes the room if nobody holds
    /// it, or its holder's lease has run out.
    pub async fn reach(self: &Arc<Self>, code: RoomCode) -> Result<Reach, RequestError> {
        if let Some(here) = self.find(code) {
            return Ok(Reach::Here(here));
        }
        let Some(cluster) = &self.cluster else {
            return Err(RequestError::UnknownRoom);
        };
        let _one_at_a_time = cluster.claiming.lock().await;
        if let Some(here) = self.find(code) {
            return Ok(Reach::Here(here));
        }
        match cluster
            .node
            .claim(self.store.pool(), code)
            .await
            .map_err(storage)?
        {
            Claim::Ours => {
                let stored = self.store.room(code).await.map_err(storage)?;
                match stored.map(|stored| Room::resumed(stored, self.store.clone(), self.timing)) {
                    Some(Ok(room)) => {
                        tracing::info!(%code, "room taken");
                        Ok(Reach::Here(self.run(room)))
                    }
                    gone_or_broken => {
                        let _ = cluster.node.release(self.store.pool(), code).await;
                        match gone_or_broken {
                            Some(Err(e)) => Err(e),
                            _ => Err(RequestError::UnknownRoom),
                        }
                    }
                }
            }
            Claim::HeldBy { id, address } => Ok(Reach::Elsewhere {
                own_address: address == cluster.node.address && id != cluster.node.id,
                owner: id,
                address,
            }),
            Claim::NoRoom => Err(RequestError::UnknownRoom),
        }
    }

    /// Stops every room run here and gives up their leases, so that the players, their
    /// connections closed, come back to another process that takes each room at once.
    pub async fn hand_over(&self) {
        let Some(cluster) = &self.cluster else {
            return;
        };
        let tells: Vec<_> = {
            let live = self.rooms.lock().expect("not poisoned");
            live.values().map(|(_, tell)| tell.clone()).collect()
        };
        for tell in &tells {
            let _ = tell.send(RoomRequest::Lost).await;
        }
        // Each room has ended once its inbox is dropped: nothing it writes comes after.
        for tell in tells {
            tell.closed().await;
        }
        match cluster.node.release_all(self.store.pool()).await {
            Ok(()) => tracing::info!("stopped: every room handed over"),
            Err(e) => tracing::error!("stopped, the leases not given up: {e}"),
        }
    }

    /// Whether the database answers.
    pub async fn database_answers(&self) -> Result<(), StoreError> {
        self.store.ping().await
    }

    /// The longest a room's lease may still run after its owner stopped renewing it.
    pub fn lease(&self) -> Option<Duration> {
        self.cluster.as_ref().map(|c| c.node.lease)
    }

    /// Hears of each room another process takes over, and which process.
    pub fn taken(&self) -> Option<broadcast::Receiver<(RoomCode, String)>> {
        self.cluster.as_ref().map(|c| c.taken.subscribe())
    }

    /// Tells the rooms run here that are not among `held` that they are lost.
    fn lose_all_but(&self, before: &[RoomCode], held: &[RoomCode]) {
        let live = self.rooms.lock().expect("not poisoned");
        for code in before.iter().filter(|c| !held.contains(c)) {
            if let Some((_, tell)) = live.get(code) {
                let _ = tell.try_send(RoomRequest::Lost);
            }
        }
    }

    fn codes(&self) -> Vec<RoomCode> {
        self.rooms
            .lock()
            .expect("not poisoned")
            .keys()
            .copied()
            .collect()
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
            names: Vec::new(),
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
            .create_room(
                code,
                &match_setup,
                &setup.seats,
                dice,
                self.cluster.as_ref().map(|c| &c.node),
            )
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
