//! The same server over Postgres: a throwaway cluster in a scratch folder (PostgreSQL's
//! `initdb` and `pg_ctl`, which `cargo xtask test` installs), a whole match played across a
//! `kill -9` of the server, and the room resumed from Postgres.

mod common;

use common::{Server, come_back, create_room, play, scratch, seat_two};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tabula_core::Rng64;

/// A PostgreSQL cluster of its own, stopped when dropped.
struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
}

/// PostgreSQL's programs: where `pg_config` says they are.
fn postgres_bin() -> PathBuf {
    let out = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .expect("pg_config: PostgreSQL is installed (cargo xtask test installs it)");
    PathBuf::from(String::from_utf8(out.stdout).unwrap().trim())
}

/// Runs one of PostgreSQL's programs; as root, as the `postgres` user (the server refuses
/// to run as root).
fn run(bin: &Path, program: &str, args: &[&str]) {
    let path = bin.join(program);
    let status = if is_root() {
        Command::new("runuser")
            .args(["-u", "postgres", "--"])
            .arg(&path)
            .args(args)
            .stdout(Stdio::null())
            .status()
    } else {
        Command::new(&path)
            .args(args)
            .stdout(Stdio::null())
            .status()
    }
    .unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(status.success(), "{program} {args:?}: {status}");
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

impl Cluster {
    fn start(dir: &Path) -> Cluster {
        let bin = postgres_bin();
        if is_root() {
            let owned = Command::new("chown")
                .args(["-R", "postgres"])
                .arg(dir)
                .status()
                .unwrap();
            assert!(owned.success());
        }
        let data = dir.join("pg");
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let data_arg = data.to_str().unwrap();
        run(
            &bin,
            "initdb",
            &["-D", data_arg, "-A", "trust", "-U", "tabula", "--no-sync"],
        );
        let options = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
            dir.display()
        );
        let log = dir.join("pg.log");
        run(
            &bin,
            "pg_ctl",
            &[
                "-D",
                data_arg,
                "-o",
                &options,
                "-l",
                log.to_str().unwrap(),
                "-w",
                "start",
            ],
        );
        Cluster { bin, data, port }
    }

    fn url(&self) -> String {
        format!("postgres://tabula@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        run(
            &self.bin,
            "pg_ctl",
            &["-D", self.data.to_str().unwrap(), "-m", "immediate", "stop"],
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_is_kept_in_postgres_across_a_killed_server() {
    type G = tabula_backgammon::Backgammon;
    let dir = scratch("postgres");
    let cluster = Cluster::start(&dir);
    let server = Server::at(&cluster.url(), 100_000, &[]);
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(12);
    assert!(play(&mut both, &mut rng, Some(20)).await);
    let before = both[0].m.to_saved().actions;
    server.kill();
    // Started again on the same database: the room, its seats and its actions are there.
    let server = Server::at(&cluster.url(), 100_000, &[]);
    for p in &mut both {
        come_back(&server, code, p).await;
    }
    play(&mut both, &mut rng, None).await;
    let after = both[0].m.to_saved().actions;
    assert_eq!(after[..before.len()], before[..]);
    assert_eq!(after, both[1].m.to_saved().actions);
    assert!(both[0].end.is_some() && both[0].dice.as_ref().unwrap().secret.is_some());
}
