//! The database: every room, seat and accepted action, written before anyone is told, so
//! a server started again resumes every room where it was. SQLite by default (one file,
//! nothing to install); the same queries run on Postgres.

use crate::lease;
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, AssertSqlSafe, Row, SqlSafeStr};
use std::sync::Arc;
use tabula_protocol::{DiceSecret, MatchEnd, OnlineRecord, RoomCode, SeatPlan};
use tabula_table::MatchSetup;
use tokio::sync::{mpsc, oneshot};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database schema: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("a stored {what} cannot be read: {why}")]
    Corrupt { what: &'static str, why: String },
    #[error("actions not kept: {0}")]
    NotKept(String),
    /// Another server process owns the room now (`--cluster`): nothing was written.
    #[error("room {0} is owned by another server process now")]
    NotOwner(RoomCode),
}

/// A seat as stored.
#[derive(Clone, Debug)]
pub struct StoredSeat {
    pub plan: SeatPlan,
    pub name: Option<String>,
    pub token_hash: Option<String>,
    /// The holder's contribution to the dice.
    pub contribution: u64,
}

/// A room as stored: enough to resume it.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    pub code: RoomCode,
    pub setup: MatchSetup,
    pub version: u64,
    pub seats: Vec<StoredSeat>,
    pub actions: Vec<String>,
    /// `None` for a room of the first schema, whose match draws from its setup's seed.
    pub secret: Option<DiceSecret>,
    pub verifiable: bool,
    pub round: u32,
    /// A resignation or a claim.
    pub forfeit: Option<MatchEnd>,
}

/// The dice of a room's match, as stored.
#[derive(Clone, Copy, Debug)]
pub struct StoredDice {
    pub secret: DiceSecret,
    pub verifiable: bool,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    /// Accepted actions on their way to [`keep_appends`], the one writer of actions.
    appends: mpsc::Sender<Append>,
    /// In a cluster, this process's id: every write to a room first checks, in its own
    /// transaction, that this process still holds the room's lease (a fence, so that an
    /// owner that was cut off and replaced cannot write after its successor).
    owner: Option<Arc<str>>,
}

/// An accepted action to keep, and the room waiting until it is kept.
struct Append {
    code: RoomCode,
    index: usize,
    action: String,
    version: u64,
    kept: oneshot::Sender<Result<(), StoreError>>,
}

/// Actions waiting at most, from every room together, before a room's `append_action`
/// waits for room in the queue.
const APPENDS_WAITING: usize = 4096;

/// The most actions written in one transaction.
const APPENDS_AT_ONCE: usize = 512;

fn corrupt(what: &'static str, why: impl ToString) -> StoreError {
    StoreError::Corrupt {
        what,
        why: why.to_string(),
    }
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl Store {
    /// Opens the database at `url` (`sqlite://FILE`, made if missing, or `postgres://…`)
    /// and brings its tables up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_as(url, None).await
    }

    /// Opens the database as the process `owner` of a cluster, whose writes are fenced by
    /// its rooms' leases.
    pub(crate) async fn open_as(url: &str, owner: Option<Arc<str>>) -> Result<Store, StoreError> {
        install_default_drivers();
        let url = if url.starts_with("sqlite:") && !url.contains('?') {
            format!("{url}?mode=rwc")
        } else {
            url.to_string()
        };
        let sqlite = url.starts_with("sqlite:");
        let pool = AnyPoolOptions::new()
            .max_connections(4)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if sqlite {
                        // A commit in WAL mode is on disk for any later reader even if the
                        // server is killed the moment after; only a power cut before the
                        // system writes its caches out could lose the last ones. FULL
                        // would wait for the disk on every action.
                        sqlx::query("PRAGMA journal_mode = WAL")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA synchronous = NORMAL")
                            .execute(&mut *conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect(&url)
            .await?;
        let migration = |version, name: &'static str, sql: &'static str| {
            Migration::new(
                version,
                name.into(),
                MigrationType::Simple,
                sql.into_sql_str(),
                false,
            )
        };
        let migrator = Migrator::with_migrations(vec![
            migration(1, "rooms", include_str!("../migrations/0001_rooms.sql")),
            migration(
                2,
                "dice and ends",
                include_str!("../migrations/0002_dice_and_ends.sql"),
            ),
            migration(
                3,
                "room leases",
                include_str!("../migrations/0003_room_leases.sql"),
            ),
        ]);
        migrator.run(&pool).await?;
        let (appends, queue) = mpsc::channel(APPENDS_WAITING);
        tokio::spawn(keep_appends(pool.clone(), queue, owner.clone()));
        Ok(Store {
            pool,
            appends,
            owner,
        })
    }

    /// Asks the database something trivial.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Fails with [`StoreError::NotOwner`] unless this process may write to room `code`:
    /// always outside a cluster; in one, while it holds the room's lease, which stays
    /// locked until the transaction ends, so that nobody takes the room over meanwhile.
    async fn fence(
        owner: Option<&str>,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        code: RoomCode,
    ) -> Result<(), StoreError> {
        let Some(owner) = owner else {
            return Ok(());
        };
        if lease::held(tx, owner, code).await? {
            Ok(())
        } else {
            Err(StoreError::NotOwner(code))
        }
    }

    pub async fn create_room(
        &self,
        code: RoomCode,
        setup: &MatchSetup,
        seats: &[SeatPlan],
        dice: StoredDice,
        owner: Option<&lease::Node>,
    ) -> Result<(), StoreError> {
        let setup = serde_json::to_string(setup).map_err(|e| corrupt("setup", e))?;
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO rooms (code, setup, version, created_at, secret, verifiable) \
             VALUES ($1, $2, 0, $3, $4, $5)",
        )
        .bind(code.to_string())
        .bind(setup)
        .bind(now())
        .bind(dice.secret.to_string())
        .bind(i64::from(dice.verifiable))
        .execute(&mut *tx)
        .await?;
        for (i, plan) in seats.iter().enumerate() {
            let plan = serde_json::to_string(plan).map_err(|e| corrupt("seat", e))?;
            sqlx::query("INSERT INTO seats (room, seat, plan) VALUES ($1, $2, $3)")
                .bind(code.to_string())
                .bind(i as i64)
                .bind(plan)
                .execute(&mut *tx)
                .await?;
        }
        // In a cluster, the room is its maker's from the first moment it is kept.
        if let Some(owner) = owner {
            owner.grant(&mut tx, code).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub async fn take_seat(
        &self,
        code: RoomCode,
        seat: usize,
        name: &str,
        token_hash: &str,
        contribution: u64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::fence(self.owner.as_deref(), &mut tx, code).await?;
        sqlx::query(
            "UPDATE seats SET name = $1, token_hash = $2, contribution = $3 \
             WHERE room = $4 AND seat = $5",
        )
        .bind(name.to_string())
        .bind(token_hash.to_string())
        .bind(contribution as i64)
        .bind(code.to_string())
        .bind(seat as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Keeps a finished match's record (once: a second call for the same round changes
    /// nothing), with its resignation or claim.
    pub async fn finish(
        &self,
        code: RoomCode,
        round: u32,
        record: &OnlineRecord,
        forfeit: Option<&MatchEnd>,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::fence(self.owner.as_deref(), &mut tx, code).await?;
        if let Some(end) = forfeit {
            let end = serde_json::to_string(end).map_err(|e| corrupt("end", e))?;
            sqlx::query("UPDATE rooms SET forfeit = $1 WHERE code = $2")
                .bind(end)
                .bind(code.to_string())
                .execute(&mut *tx)
                .await?;
        }
        Self::keep_record(&mut tx, code, round, record).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn keep_record(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        code: RoomCode,
        round: u32,
        record: &OnlineRecord,
    ) -> Result<(), StoreError> {
        let record = serde_json::to_string(record).map_err(|e| corrupt("record", e))?;
        sqlx::query(
            "INSERT INTO records (room, round, record, kept_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (room, round) DO NOTHING",
        )
        .bind(code.to_string())
        .bind(i64::from(round))
        .bind(record)
        .bind(now())
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// The next match of a room: no actions, new dice, the seats as given.
    pub async fn rematch(
        &self,
        code: RoomCode,
        round: u32,
        dice: StoredDice,
        seats: &[StoredSeat],
        version: u64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::fence(self.owner.as_deref(), &mut tx, code).await?;
        sqlx::query("DELETE FROM actions WHERE room = $1")
            .bind(code.to_string())
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE rooms SET round = $1, secret = $2, verifiable = $3, forfeit = NULL \
             WHERE code = $4",
        )
        .bind(i64::from(round))
        .bind(dice.secret.to_string())
        .bind(i64::from(dice.verifiable))
        .bind(code.to_string())
        .execute(&mut *tx)
        .await?;
        for (i, seat) in seats.iter().enumerate() {
            let plan = serde_json::to_string(&seat.plan).map_err(|e| corrupt("seat", e))?;
            sqlx::query(
                "UPDATE seats SET plan = $1, name = $2, token_hash = $3, contribution = $4 \
                 WHERE room = $5 AND seat = $6",
            )
            .bind(plan)
            .bind(seat.name.clone())
            .bind(seat.token_hash.clone())
            .bind(seat.contribution as i64)
            .bind(code.to_string())
            .bind(i as i64)
            .execute(&mut *tx)
            .await?;
        }
        Self::set_version(&mut tx, code, version).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Closes a room nobody came back to: it is not resumed again, and its match's record
    /// stays.
    pub async fn close(
        &self,
        code: RoomCode,
        round: u32,
        record: &OnlineRecord,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::fence(self.owner.as_deref(), &mut tx, code).await?;
        Self::keep_record(&mut tx, code, round, record).await?;
        sqlx::query("UPDATE rooms SET closed_at = $1 WHERE code = $2")
            .bind(now())
            .bind(code.to_string())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The records kept of a room's matches, by round.
    pub async fn records(&self, code: RoomCode) -> Result<Vec<OnlineRecord>, StoreError> {
        sqlx::query("SELECT record FROM records WHERE room = $1 ORDER BY round")
            .bind(code.to_string())
            .fetch_all(&self.pool)
            .await?
            .into_iter()
            .map(|row| {
                let text: String = row.try_get(0)?;
                serde_json::from_str(&text).map_err(|e| corrupt("record", e))
            })
            .collect()
    }

    /// Appends action number `index` (from 0) and the room's new version, together; back
    /// once both are kept.
    pub async fn append_action(
        &self,
        code: RoomCode,
        index: usize,
        action: &str,
        version: u64,
    ) -> Result<(), StoreError> {
        let gone = || StoreError::NotKept("the writer stopped".into());
        let (kept, is_kept) = oneshot::channel();
        self.appends
            .send(Append {
                code,
                index,
                action: action.to_string(),
                version,
                kept,
            })
            .await
            .map_err(|_| gone())?;
        is_kept.await.map_err(|_| gone())?
    }

    /// Keeps the first `keep` actions (a take-back), with the room's new version.
    pub async fn truncate_actions(
        &self,
        code: RoomCode,
        keep: usize,
        version: u64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::fence(self.owner.as_deref(), &mut tx, code).await?;
        sqlx::query("DELETE FROM actions WHERE room = $1 AND idx >= $2")
            .bind(code.to_string())
            .bind(keep as i64)
            .execute(&mut *tx)
            .await?;
        Self::set_version(&mut tx, code, version).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn set_version(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        code: RoomCode,
        version: u64,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE rooms SET version = $1 WHERE code = $2")
            .bind(version as i64)
            .bind(code.to_string())
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    pub async fn add_chat(&self, code: RoomCode, name: &str, line: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        Self::fence(self.owner.as_deref(), &mut tx, code).await?;
        sqlx::query("INSERT INTO chat (room, said_at, name, line) VALUES ($1, $2, $3, $4)")
            .bind(code.to_string())
            .bind(now())
            .bind(name.to_string())
            .bind(line.to_string())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Every open room, to resume them all.
    pub async fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError> {
        let rows = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ROOM_COLUMNS} FROM rooms WHERE closed_at IS NULL ORDER BY code"
        )))
        .fetch_all(&self.pool)
        .await?;
        let mut rooms = Vec::with_capacity(rows.len());
        for row in rows {
            rooms.push(self.load(row).await?);
        }
        Ok(rooms)
    }

    /// Open room `code`, to resume it (`None` if there is none, or it is closed).
    pub async fn room(&self, code: RoomCode) -> Result<Option<StoredRoom>, StoreError> {
        let row = sqlx::query(AssertSqlSafe(format!(
            "SELECT {ROOM_COLUMNS} FROM rooms WHERE code = $1 AND closed_at IS NULL"
        )))
        .bind(code.to_string())
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => Ok(Some(self.load(row).await?)),
            None => Ok(None),
        }
    }

    /// A room of [`ROOM_COLUMNS`], with its seats and actions.
    async fn load(&self, row: sqlx::any::AnyRow) -> Result<StoredRoom, StoreError> {
        let code: String = row.try_get(0)?;
        let code = RoomCode::parse(&code).map_err(|e| corrupt("room code", e))?;
        let setup: String = row.try_get(1)?;
        let setup = serde_json::from_str(&setup).map_err(|e| corrupt("setup", e))?;
        let version: i64 = row.try_get(2)?;
        let secret = row
            .try_get::<Option<String>, _>(3)?
            .map(|s| DiceSecret::parse(&s).map_err(|e| corrupt("dice secret", e)))
            .transpose()?;
        let verifiable: i64 = row.try_get(4)?;
        let round: i64 = row.try_get(5)?;
        let forfeit = row
            .try_get::<Option<String>, _>(6)?
            .map(|s| serde_json::from_str(&s).map_err(|e| corrupt("end", e)))
            .transpose()?;
        let seats = sqlx::query(
            "SELECT plan, name, token_hash, contribution FROM seats WHERE room = $1 \
             ORDER BY seat",
        )
        .bind(code.to_string())
        .fetch_all(&self.pool)
        .await?
        .into_iter()
        .map(|row| {
            let plan: String = row.try_get(0)?;
            Ok(StoredSeat {
                plan: serde_json::from_str(&plan).map_err(|e| corrupt("seat", e))?,
                name: row.try_get(1)?,
                token_hash: row.try_get(2)?,
                contribution: row.try_get::<i64, _>(3)? as u64,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
        let actions = sqlx::query("SELECT action FROM actions WHERE room = $1 ORDER BY idx")
            .bind(code.to_string())
            .fetch_all(&self.pool)
            .await?
            .into_iter()
            .map(|row| row.try_get::<String, _>(0))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(StoredRoom {
            code,
            setup,
            version: version as u64,
            seats,
            actions,
            secret,
            verifiable: verifiable != 0,
            round: u32::try_from(round).map_err(|e| corrupt("round", e))?,
            forfeit,
        })
    }
}

/// What [`Store::load`] reads of a room's row, in its order.
const ROOM_COLUMNS: &str = "code, setup, version, secret, verifiable, round, forfeit";

/// The one writer of accepted actions: whatever every room has sent meanwhile goes in one
/// transaction (a group commit), and each room hears back once it is kept. Rooms no
/// longer take turns for the database's write lock, one transaction each.
async fn keep_appends(pool: AnyPool, mut queue: mpsc::Receiver<Append>, owner: Option<Arc<str>>) {
    let mut batch = Vec::with_capacity(APPENDS_AT_ONCE);
    while queue.recv_many(&mut batch, APPENDS_AT_ONCE).await > 0 {
        let written = write_appends(&pool, &batch, owner.as_deref()).await;
        for append in batch.drain(..) {
            let _ = append.kept.send(match &written {
                Ok(lost) if lost.contains(&append.code) => Err(StoreError::NotOwner(append.code)),
                Ok(_) => Ok(()),
                Err(e) => Err(StoreError::NotKept(e.to_string())),
            });
        }
    }
}

/// Writes a batch, but for the rooms whose lease this process no longer holds: those it
/// returns, their actions not written.
async fn write_appends(
    pool: &AnyPool,
    batch: &[Append],
    owner: Option<&str>,
) -> Result<Vec<RoomCode>, StoreError> {
    let mut tx = pool.begin().await?;
    let mut lost = Vec::new();
    let mut held = Vec::new();
    for a in batch {
        if held.contains(&a.code) || lost.contains(&a.code) {
            continue;
        }
        match Store::fence(owner, &mut tx, a.code).await {
            Ok(()) => held.push(a.code),
            Err(StoreError::NotOwner(code)) => lost.push(code),
            Err(e) => return Err(e),
        }
    }
    for a in batch.iter().filter(|a| !lost.contains(&a.code)) {
        sqlx::query("INSERT INTO actions (room, idx, action) VALUES ($1, $2, $3)")
            .bind(a.code.to_string())
            .bind(a.index as i64)
            .bind(a.action.clone())
            .execute(&mut *tx)
            .await?;
        Store::set_version(&mut tx, a.code, a.version).await?;
    }
    tx.commit().await?;
    Ok(lost)
}
