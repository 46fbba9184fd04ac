//! The tasks of a process of a cluster: its leases renewed, the rooms other processes take
//! over heard of, and rooms nobody runs (their process died and nobody came back yet)
//! adopted, as a single process resumes every room when it starts.

use super::Rooms;
use crate::lease::{self, Node, TAKEN};
use crate::store::StoreError;
use sqlx::postgres::PgListener;
use std::sync::{Arc, Weak};
use std::time::Duration;
use tabula_protocol::RoomCode;
use tokio::sync::broadcast;
use tokio::time::{Interval, MissedTickBehavior};

/// The most rooms nobody runs that one sweep adopts.
const ADOPTED_AT_ONCE: usize = 64;

/// This process as one of several on one database.
pub(super) struct Cluster {
    pub node: Node,
    /// One claim at a time, so that two players arriving together run the room once.
    pub claiming: tokio::sync::Mutex<()>,
    /// Rooms another process has taken over, and by whom, for the connections that pass
    /// players on.
    pub taken: broadcast::Sender<(RoomCode, String)>,
}

/// Starts the cluster's tasks for `rooms`, on the database at `database`.
pub(super) async fn start(rooms: &Arc<Rooms>, database: &str) -> Result<(), StoreError> {
    tokio::spawn(renew_leases(Arc::downgrade(rooms)));
    let listener = PgListener::connect(database).await?;
    tokio::spawn(hear_taken(Arc::downgrade(rooms), listener));
    tokio::spawn(adopt_orphans(Arc::downgrade(rooms)));
    Ok(())
}

/// Renews this process's leases every third of their length. A room whose lease was not
/// renewed (taken over while this process was cut off) is let go of; and if the database
/// cannot be reached for as long as a lease, every room is, since another process may
/// have taken each.
async fn renew_leases(rooms: Weak<Rooms>) {
    let Some(lease) = rooms.upgrade().and_then(|r| r.lease()) else {
        return;
    };
    let mut every = ticks(lease / 3);
    let mut renewed = tokio::time::Instant::now();
    while let Some(rooms) = next_tick(&rooms, &mut every).await {
        let Some(cluster) = &rooms.cluster else {
            return;
        };
        let before = rooms.codes();
        match cluster.node.renew(rooms.store.pool()).await {
            Ok(held) => {
                renewed = tokio::time::Instant::now();
                rooms.lose_all_but(&before, &held);
            }
            Err(e) => {
                tracing::error!("leases not renewed: {e}");
                if renewed.elapsed() >= lease {
                    rooms.lose_all_but(&before, &[]);
                }
            }
        }
    }
}

/// Hears which rooms the other processes take: a room run here is let go of, and the
/// connections that pass its players on to another process are told.
async fn hear_taken(rooms: Weak<Rooms>, mut listener: PgListener) {
    if let Err(e) = listener.listen(TAKEN).await {
        tracing::error!("not listening for rooms taken: {e}");
        return;
    }
    loop {
        let heard = listener.recv().await;
        let Some(rooms) = rooms.upgrade() else {
            return;
        };
        let Some(cluster) = &rooms.cluster else {
            return;
        };
        match heard {
            Ok(note) => {
                if let Some((code, owner)) = lease::taken(note.payload())
                    && owner != cluster.node.id
                {
                    rooms.lose_all_but(&[code], &[]);
                    let _ = cluster.taken.send((code, owner.to_string()));
                }
            }
            // The listener connects again by itself; the renewals cover what was missed.
            Err(e) => tracing::warn!("rooms taken, not heard: {e}"),
        }
    }
}

/// Every lease, takes up to [`ADOPTED_AT_ONCE`] open rooms that no process runs: their
/// computer seats play on, and they close once everyone has left long ago, as on one
/// process. Several processes sweeping at once each take some: a room goes to one.
async fn adopt_orphans(rooms: Weak<Rooms>) {
    let Some(lease) = rooms.upgrade().and_then(|r| r.lease()) else {
        return;
    };
    let mut every = ticks(lease);
    while let Some(rooms) = next_tick(&rooms, &mut every).await {
        let Some(cluster) = &rooms.cluster else {
            return;
        };
        let orphans: Vec<RoomCode> = match cluster
            .node
            .orphans(rooms.store.pool(), ADOPTED_AT_ONCE)
            .await
        {
            Ok(codes) => codes,
            Err(e) => {
                tracing::warn!("rooms nobody runs, not found: {e}");
                continue;
            }
        };
        for code in orphans {
            if let Err(e) = rooms.reach(code).await {
                tracing::warn!(%code, "not adopted: {e}");
            }
        }
    }
}

/// A tick every `period`, the first at once; one missed is not made up for.
fn ticks(period: Duration) -> Interval {
    let mut every = tokio::time::interval(period);
    every.set_missed_tick_behavior(MissedTickBehavior::Delay);
    every
}

/// The rooms at the next tick, while they last.
async fn next_tick(rooms: &Weak<Rooms>, every: &mut Interval) -> Option<Arc<Rooms>> {
    every.tick().await;
    rooms.upgrade()
}
