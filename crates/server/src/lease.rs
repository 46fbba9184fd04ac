//! Who owns each live room when several server processes share one Postgres database
//! (`--cluster`): a lease in `room_leases`, taken by the first process a player of the room
//! reaches, renewed by its owner every third of its length, and free for another process to
//! take once it has run out. Every time is the database's, the one clock all processes
//! share. A process that takes a room says so with `NOTIFY`, so that the others let go of
//! it (an owner cut off from the database, the players they pass on to the old owner).

use crate::store::StoreError;
use sqlx::{AnyPool, AssertSqlSafe, Row};
use std::time::Duration;
use tabula_protocol::RoomCode;

/// The database's clock, in milliseconds since 1970.
const NOW: &str = "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT";

/// The channel of `NOTIFY` that says a room was taken over from another process: its
/// payload is `CODE OWNER`.
pub const TAKEN: &str = "tabula_room_taken";

/// This process, as the other processes of the cluster know it.
#[derive(Clone, Debug)]
pub struct Node {
    /// New each time a process starts, so that a process started again at the same
    /// address does not take itself for the one before.
    pub id: String,
    /// Where the other processes reach this one (`host:port`).
    pub address: String,
    pub lease: Duration,
}

/// What became of a claim on a room.
#[derive(Debug, PartialEq)]
pub enum Claim {
    /// This process owns the room now.
    Ours,
    /// Another process's lease has not run out.
    HeldBy { id: String, address: String },
    /// There is no open room of that code.
    NoRoom,
}

/// Whether `owner` holds room `code`'s lease; the lease then stays its until the transaction
/// ends. The lock taken (`FOR KEY SHARE`) is shared with every other write of the room and
/// does not stop the owner's renewals, only a takeover, which locks the lease `FOR UPDATE`
/// first: it waits for the writes in flight, and any write after it finds the new owner.
pub async fn held(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    owner: &str,
    code: RoomCode,
) -> Result<bool, StoreError> {
    let row = sqlx::query(AssertSqlSafe(format!(
        "SELECT code FROM room_leases WHERE code = $1 AND owner = $2 AND expires_at > {NOW} \
         FOR KEY SHARE"
    )))
    .bind(code.to_string())
    .bind(owner.to_string())
    .fetch_optional(&mut **tx)
    .await?;
    Ok(row.is_some())
}

impl Node {
    fn lease_ms(&self) -> i64 {
        self.lease.as_millis() as i64
    }

    /// Gives this process the lease of room `code`, made in the same transaction `tx`: the
    /// room is never open without an owner, so no other process adopts it as nobody's.
    pub async fn grant(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        code: RoomCode,
    ) -> Result<(), StoreError> {
        sqlx::query(AssertSqlSafe(format!(
            "INSERT INTO room_leases (code, owner, address, expires_at) \
             VALUES ($1, $2, $3, {NOW} + $4)"
        )))
        .bind(code.to_string())
        .bind(self.id.clone())
        .bind(self.address.clone())
        .bind(self.lease_ms())
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// Takes room `code` if it is open and its lease is free, run out, or already ours.
    pub async fn claim(&self, pool: &AnyPool, code: RoomCode) -> Result<Claim, StoreError> {
        let mut tx = pool.begin().await?;
        // Locked first: the owner's writes in flight end before the lease can change hands.
        let before: Option<String> =
            sqlx::query("SELECT owner FROM room_leases WHERE code = $1 FOR UPDATE")
                .bind(code.to_string())
                .fetch_optional(&mut *tx)
                .await?
                .map(|row| row.try_get(0))
                .transpose()?;
        let taken = sqlx::query(AssertSqlSafe(format!(
            "INSERT INTO room_leases (code, owner, address, expires_at) \
             SELECT $1, $2, $3, {NOW} + $4 \
             WHERE EXISTS (SELECT 1 FROM rooms WHERE code = $1 AND closed_at IS NULL) \
             ON CONFLICT (code) DO UPDATE \
             SET owner = EXCLUDED.owner, address = EXCLUDED.address, \
                 expires_at = EXCLUDED.expires_at \
             WHERE room_leases.owner = EXCLUDED.owner OR room_leases.expires_at <= {NOW} \
             RETURNING code"
        )))
        .bind(code.to_string())
        .bind(self.id.clone())
        .bind(self.address.clone())
        .bind(self.lease_ms())
        .fetch_optional(&mut *tx)
        .await?;
        if taken.is_some() {
            // Taken from another process (not made here, nor taken back): say so.
            if before.is_some_and(|owner| owner != self.id) {
                sqlx::query("SELECT pg_notify($1, $2)")
                    .bind(TAKEN)
                    .bind(format!("{code} {}", self.id))
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            return Ok(Claim::Ours);
        }
        // A lease left on a room closed since (its owner died before letting go) holds
        // nothing.
        let holder = sqlx::query(
            "SELECT l.owner, l.address FROM room_leases l JOIN rooms r ON r.code = l.code \
             WHERE l.code = $1 AND r.closed_at IS NULL",
        )
        .bind(code.to_string())
        .fetch_optional(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(match holder {
            Some(row) => Claim::HeldBy {
                id: row.try_get(0)?,
                address: row.try_get(1)?,
            },
            None => Claim::NoRoom,
        })
    }

    /// Renews every lease this process holds; returns the rooms they are for.
    pub async fn renew(&self, pool: &AnyPool) -> Result<Vec<RoomCode>, StoreError> {
        sqlx::query(AssertSqlSafe(format!(
            "UPDATE room_leases SET expires_at = {NOW} + $1 \
             WHERE owner = $2 AND expires_at > {NOW} RETURNING code"
        )))
        .bind(self.lease_ms())
        .bind(self.id.clone())
        .fetch_all(pool)
        .await?
        .iter()
        .map(code_of)
        .collect()
    }

    /// Lets go of room `code` (closed here): the next process a player reaches takes it.
    pub async fn release(&self, pool: &AnyPool, code: RoomCode) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM room_leases WHERE code = $1 AND owner = $2")
            .bind(code.to_string())
            .bind(self.id.clone())
            .execute(pool)
            .await?;
        Ok(())
    }

    /// Up to `most` open rooms with no lease, or one run out: nobody runs them.
    pub async fn orphans(&self, pool: &AnyPool, most: usize) -> Result<Vec<RoomCode>, StoreError> {
        sqlx::query(AssertSqlSafe(format!(
            "SELECT r.code FROM rooms r LEFT JOIN room_leases l ON l.code = r.code \
             WHERE r.closed_at IS NULL AND (l.code IS NULL OR l.expires_at <= {NOW}) \
             ORDER BY r.code LIMIT $1"
        )))
        .bind(most as i64)
        .fetch_all(pool)
        .await?
        .iter()
        .map(code_of)
        .collect()
    }

    /// Gives up every lease of this process (it is stopping).
    pub async fn release_all(&self, pool: &AnyPool) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM room_leases WHERE owner = $1")
            .bind(self.id.clone())
            .execute(pool)
            .await?;
        Ok(())
    }
}

/// The room code in a row's first column.
fn code_of(row: &sqlx::any::AnyRow) -> Result<RoomCode, StoreError> {
    let code: String = row.try_get(0)?;
    RoomCode::parse(&code).map_err(|e| StoreError::Corrupt {
        what: "room code",
        why: e.to_string(),
    })
}

/// Reads a `NOTIFY` payload of [`TAKEN`]: the room and its new owner.
pub fn taken(payload: &str) -> Option<(RoomCode, &str)> {
    let (code, owner) = payload.split_once(' ')?;
    Some((RoomCode::parse(code).ok()?, owner))
}
