//! The database: every room, seat and accepted action, written before anyone is told, so
//! a server started again resumes every room where it was. SQLite by default (one file,
//! nothing to install); the same queries run on Postgres.

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, Row, SqlSafeStr};
use tabula_protocol::{RoomCode, SeatPlan};
use tabula_table::MatchSetup;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database schema: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("a stored {what} cannot be read: {why}")]
    Corrupt { what: &'static str, why: String },
}

/// A seat as stored.
#[derive(Clone, Debug)]
pub struct StoredSeat {
    pub plan: SeatPlan,
    pub name: Option<String>,
    pub token_hash: Option<String>,
}

/// A room as stored: enough to resume it.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    pub code: RoomCode,
    pub setup: MatchSetup,
    pub version: u64,
    pub seats: Vec<StoredSeat>,
    pub actions: Vec<String>,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
}

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
        let migrator = Migrator::with_migrations(vec![Migration::new(
            1,
            "rooms".into(),
            MigrationType::Simple,
            include_str!("../migrations/0001_rooms.sql").into_sql_str(),
            false,
        )]);
        migrator.run(&pool).await?;
        Ok(Store { pool })
    }

    pub async fn create_room(
        &self,
        code: RoomCode,
        setup: &MatchSetup,
        seats: &[SeatPlan],
    ) -> Result<(), StoreError> {
        let setup = serde_json::to_string(setup).map_err(|e| corrupt("setup", e))?;
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO rooms (code, setup, version, created_at) VALUES ($1, $2, 0, $3)")
            .bind(code.to_string())
            .bind(setup)
            .bind(now())
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
        tx.commit().await?;
        Ok(())
    }

    pub async fn take_seat(
        &self,
        code: RoomCode,
        seat: usize,
        name: &str,
        token_hash: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE seats SET name = $1, token_hash = $2 WHERE room = $3 AND seat = $4")
            .bind(name.to_string())
            .bind(token_hash.to_string())
            .bind(code.to_string())
            .bind(seat as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Appends action number `index` (from 0) and the room's new version, together.
    pub async fn append_action(
        &self,
        code: RoomCode,
        index: usize,
        action: &str,
        version: u64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO actions (room, idx, action) VALUES ($1, $2, $3)")
            .bind(code.to_string())
            .bind(index as i64)
            .bind(action.to_string())
            .execute(&mut *tx)
            .await?;
        self.set_version(&mut tx, code, version).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Keeps the first `keep` actions (a take-back), with the room's new version.
    pub async fn truncate_actions(
        &self,
        code: RoomCode,
        keep: usize,
        version: u64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM actions WHERE room = $1 AND idx >= $2")
            .bind(code.to_string())
            .bind(keep as i64)
            .execute(&mut *tx)
            .await?;
        self.set_version(&mut tx, code, version).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn set_version(
        &self,
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
        sqlx::query("INSERT INTO chat (room, said_at, name, line) VALUES ($1, $2, $3, $4)")
            .bind(code.to_string())
            .bind(now())
            .bind(name.to_string())
            .bind(line.to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Every room, to resume them all.
    pub async fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError> {
        let rows = sqlx::query("SELECT code, setup, version FROM rooms ORDER BY code")
            .fetch_all(&self.pool)
            .await?;
        let mut rooms = Vec::with_capacity(rows.len());
        for row in rows {
            let code: String = row.try_get(0)?;
            let code = RoomCode::parse(&code).map_err(|e| corrupt("room code", e))?;
            let setup: String = row.try_get(1)?;
            let setup = serde_json::from_str(&setup).map_err(|e| corrupt("setup", e))?;
            let version: i64 = row.try_get(2)?;
            let seats = sqlx::query(
                "SELECT plan, name, token_hash FROM seats WHERE room = $1 ORDER BY seat",
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
            rooms.push(StoredRoom {
                code,
                setup,
                version: version as u64,
                seats,
                actions,
            });
        }
        Ok(rooms)
    }
}
