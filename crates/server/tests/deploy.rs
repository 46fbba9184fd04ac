//! What `deploy/` gives an operator, run for real: HAProxy with `deploy/haproxy.cfg` in front
//! of two processes of a cluster, one of them killed mid-match; and `deploy/backup.sh` on
//! Postgres and SQLite, each backup restored and the room in it resumed. (`cargo xtask
//! test` installs PostgreSQL, HAProxy and sqlite3.)

mod common;

use common::{Server, Throwaway, come_back, create_room, free_port, play, scratch, seat_two};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tabula_core::Rng64;

type G = tabula_backgammon::Backgammon;

fn deploy(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../deploy")
        .join(file)
}

/// HAProxy on `deploy/haproxy.cfg`, its listening address and its processes put in.
fn front(dir: &Path, processes: &[SocketAddr]) -> Server {
    let shipped = std::fs::read_to_string(deploy("haproxy.cfg")).unwrap();
    assert!(shipped.contains("    bind :8080\n") && shipped.contains("    server tabula1 "));
    let address: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let mut config: String = shipped
        .lines()
        .filter(|l| !l.trim_start().starts_with("server tabula"))
        .map(|l| match l {
            "    bind :8080" => format!("    bind {address}\n"),
            _ => format!("{l}\n"),
        })
        .collect();
    for (i, process) in processes.iter().enumerate() {
        config.push_str(&format!("    server tabula{i} {process}\n"));
    }
    let path = dir.join("haproxy.cfg");
    std::fs::write(&path, config).unwrap();
    let child = Command::new("haproxy")
        .arg("-db")
        .arg("-f")
        .arg(&path)
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("haproxy: {e} (cargo xtask test installs it)"));
    let started = Instant::now();
    while TcpStream::connect(address).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "HAProxy did not start"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    Server::other(child, address)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_haproxy_a_match_survives_a_killed_process() {
    let dir = scratch("deploy-front");
    let pg = Throwaway::start(&dir);
    let cluster = ["--cluster", "--lease-seconds", "3"];
    let a = Server::at(&pg.url(), 100_000, &cluster);
    let b = Server::at(&pg.url(), 100_000, &cluster);
    let front = front(&dir, &[a.address, b.address]);
    // Everyone through the one address; the front spreads them over the processes.
    let code = create_room::<G>(&front, false).await;
    let mut both = seat_two::<G>(&front, code).await;
    let mut rng = Rng64::new(8);
    assert!(play(&mut both, &mut rng, Some(30)).await);
    let before = both[0].m.to_saved().actions;
    // The room's owner dies; the players come back through the front.
    let db = sqlx::PgPool::connect(&pg.url()).await.unwrap();
    let owner: String = sqlx::query_scalar("SELECT address FROM room_leases WHERE code = $1")
        .bind(code.to_string())
        .fetch_one(&db)
        .await
        .unwrap();
    let survivor = if owner == a.address.to_string() {
        a.kill();
        b
    } else {
        assert_eq!(owner, b.address.to_string());
        b.kill();
        a
    };
    for p in &mut both {
        come_back(&front, code, p).await;
    }
    assert!(!play(&mut both, &mut rng, None).await);
    let after = both[0].m.to_saved().actions;
    assert_eq!(after[..before.len()], before[..]);
    assert_eq!(after, both[1].m.to_saved().actions);
    let owner: String = sqlx::query_scalar("SELECT address FROM room_leases WHERE code = $1")
        .bind(code.to_string())
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(owner, survivor.address.to_string());
}

/// Runs `deploy/backup.sh` on `database` into `dir`; the file it made.
fn backup(database: &str, dir: &Path, kept: usize) -> PathBuf {
    let out = Command::new("sh")
        .arg(deploy("backup.sh"))
        .env("TABULA_DATABASE", database)
        .env("TABULA_BACKUPS", dir)
        .env("TABULA_BACKUPS_KEPT", kept.to_string())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "backup.sh: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
    assert!(
        file.is_file() && file.starts_with(dir),
        "{}",
        file.display()
    );
    file
}

/// Plays part of a match on `server`, backs the database up, restores it with `restore`
/// (which gives the restored database's URL), and finishes the match on a server of the
/// restored database: every action kept before the backup is there.
async fn backup_and_resume(database: &str, backups: &Path, restore: impl FnOnce(&Path) -> String) {
    let server = Server::at(database, 100_000, &[]);
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(21);
    assert!(play(&mut both, &mut rng, Some(20)).await);
    let before = both[0].m.to_saved().actions;
    let file = backup(database, backups, 14);
    server.kill();
    let server = Server::at(&restore(&file), 100_000, &[]);
    for p in &mut both {
        come_back(&server, code, p).await;
    }
    assert!(!play(&mut both, &mut rng, None).await);
    assert_eq!(both[0].m.to_saved().actions[..before.len()], before[..]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_backup_restores_and_resumes() {
    let dir = scratch("deploy-backup-pg");
    let pg = Throwaway::start(&dir);
    let url = pg.url();
    let backups = dir.join("backups");
    backup_and_resume(&url, &backups, |file| {
        let restored = url.replace("/postgres", "/restored");
        let status = Command::new("createdb")
            .arg(format!("--maintenance-db={url}"))
            .arg("restored")
            .status()
            .unwrap();
        assert!(status.success());
        let status = Command::new("pg_restore")
            .arg(format!("--dbname={restored}"))
            .arg(file)
            .status()
            .unwrap();
        assert!(status.success(), "pg_restore");
        restored
    })
    .await;
    // Only the newest are kept.
    for _ in 0..2 {
        std::thread::sleep(Duration::from_millis(1100));
        backup(&url, &backups, 2);
    }
    assert_eq!(std::fs::read_dir(&backups).unwrap().count(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sqlite_backup_restores_and_resumes() {
    let dir = scratch("deploy-backup-sqlite");
    let db = dir.join("tabula-server.db");
    backup_and_resume(
        &format!("sqlite://{}", db.display()),
        &dir.join("backups"),
        |file| {
            // As the operator would: the server stopped, the backup copied over the file.
            for stale in ["-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{stale}", db.display()));
            }
            std::fs::copy(file, &db).unwrap();
            format!("sqlite://{}", db.display())
        },
    )
    .await;
}
