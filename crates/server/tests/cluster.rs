//! Several server processes on one Postgres database (`--cluster`): the two players of a
//! room on different processes, its owner killed as `kill -9` would, another process taking
//! the room over once the lease has run out, and an owner that lost its lease unable to
//! write.

mod common;

use common::{
    Client, Player, Server, Throwaway, come_back, create_room, play, scratch, seat_two_on,
};
use sqlx::Row;
use std::process::Command;
use std::time::{Duration, Instant};
use tabula_core::Rng64;
use tabula_protocol::{ClientMessage, RequestError, RoomCode, SeatPlan, ServerMessage};
use tabula_table::{Level, Match, SavedMatch};

type G = tabula_backgammon::Backgammon;

/// The test's lease: short, so that a takeover is quick.
const LEASE: Duration = Duration::from_secs(3);

fn member(url: &str, lease: Duration) -> Server {
    Server::at(
        url,
        100_000,
        &["--cluster", "--lease-seconds", &lease.as_secs().to_string()],
    )
}

/// Reads on until the player is told it is back in its seat (it missed nothing).
async fn back_in(player: &mut Player<G>) {
    loop {
        match player.client.recv().await {
            ServerMessage::Presence { seat, online: true } if Some(seat) == player.seat => return,
            ServerMessage::Presence { .. } => {}
            other => panic!("coming back: {other:?}"),
        }
    }
}

/// A throwaway Postgres with two processes of a cluster on it, and a connection of the
/// test's own to look in the database.
struct Two {
    url: String,
    a: Server,
    b: Server,
    db: sqlx::PgPool,
    /// Stopped when dropped: bind it first, so that it is dropped last.
    _pg: Throwaway,
}

async fn two(name: &str, lease: Duration) -> Two {
    let pg = Throwaway::start(&scratch(name));
    let url = pg.url();
    Two {
        a: member(&url, lease),
        b: member(&url, lease),
        db: database(&url).await,
        url,
        _pg: pg,
    }
}

async fn database(url: &str) -> sqlx::PgPool {
    sqlx::PgPool::connect(url)
        .await
        .expect("the test's Postgres")
}

async fn owner(db: &sqlx::PgPool, code: RoomCode) -> Option<String> {
    sqlx::query("SELECT address FROM room_leases WHERE code = $1")
        .bind(code.to_string())
        .fetch_optional(db)
        .await
        .unwrap()
        .map(|row| row.get(0))
}

/// Whether room `code` and its lease were written by one transaction (the lease not renewed
/// since): a room is never open with no owner, for another process to adopt as nobody's.
async fn made_with_its_lease(db: &sqlx::PgPool, code: RoomCode) -> bool {
    sqlx::query(
        "SELECT r.xmin::text = l.xmin::text FROM rooms r JOIN room_leases l ON l.code = r.code \
         WHERE r.code = $1",
    )
    .bind(code.to_string())
    .fetch_optional(db)
    .await
    .unwrap()
    .is_some_and(|row| row.get(0))
}

/// How many actions of room `code` the database keeps.
async fn kept_actions(db: &sqlx::PgPool, code: RoomCode) -> usize {
    let kept: i64 = sqlx::query("SELECT count(*) FROM actions WHERE room = $1")
        .bind(code.to_string())
        .fetch_one(db)
        .await
        .unwrap()
        .get(0);
    kept as usize
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_outlives_its_process_killed_mid_match() {
    let Two { _pg, url, a, b, db } = two("cluster", LEASE).await;
    let code = create_room::<G>(&a, false).await;
    assert_eq!(owner(&db, code).await, Some(a.address.to_string()));
    // Bo reaches the room through the other process, which passes him on to its owner.
    let mut both = seat_two_on::<G>(&a, &b, code).await;
    assert_eq!(owner(&db, code).await, Some(a.address.to_string()));
    let mut rng = Rng64::new(31);
    assert!(play(&mut both, &mut rng, Some(40)).await);
    let before = both[0].m.to_saved().actions;
    assert!(before.len() >= 40);

    a.kill();
    let killed = Instant::now();
    // Bo's connection ends with its room's owner: his client comes back, as Ann's does.
    assert!(both[1].client.closed().await);
    for p in &mut both {
        come_back(&b, code, p).await;
    }
    for p in &mut both {
        back_in(p).await;
    }
    let took = killed.elapsed();
    eprintln!("the room was taken over {took:?} after its owner was killed");
    assert!(
        took < LEASE + Duration::from_secs(10),
        "the room took {took:?} to be taken over, with a lease of {LEASE:?}"
    );
    assert_eq!(owner(&db, code).await, Some(b.address.to_string()));

    assert!(!play(&mut both, &mut rng, None).await);
    let after = both[0].m.to_saved().actions;
    assert_eq!(after, both[1].m.to_saved().actions);
    assert_eq!(after[..before.len()], before[..]);
    // The record has every action exactly once, in order, and replays to the end told.
    let store = tabula_server::Store::open(&url).await.unwrap();
    let records = store.records(code).await.unwrap();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].saved.actions, after);
    let replayed = Match::<G>::resume(
        &SavedMatch::new(records[0].saved.setup.clone(), after),
        None,
    )
    .expect("the record replays");
    assert_eq!(
        replayed.outcome(),
        Some(both[0].end.as_ref().unwrap().outcome)
    );
    let kept = kept_actions(&db, code).await;
    assert_eq!(kept, records[0].saved.actions.len());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owner_that_lost_its_lease_writes_nothing_and_lets_go() {
    // A long lease: `a` renews it only every 10 s, so it finds out from the database's
    // fence and from the notice, not from a renewal.
    let Two { _pg, url, a, b, db } = two("cluster-fence", Duration::from_secs(30)).await;
    let code = create_room::<G>(&a, false).await;
    assert!(made_with_its_lease(&db, code).await);
    let mut both = seat_two_on::<G>(&a, &b, code).await;
    let mut rng = Rng64::new(5);
    assert!(play(&mut both, &mut rng, Some(10)).await);
    let before = both[0].m.to_saved().actions;
    // As if `a` had been cut off and a process nobody can reach had taken the room over.
    sqlx::query(
        "UPDATE room_leases SET owner = 'elsewhere', address = '127.0.0.1:9', \
         expires_at = (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT + 3000 \
         WHERE code = $1",
    )
    .bind(code.to_string())
    .execute(&db)
    .await
    .unwrap();
    // `a` still runs the room, but the database refuses what it would write.
    let (seat, request) = common::next_request(&both[0].m, both[0].version, &mut rng);
    let mover = both.iter_mut().find(|p| p.seat == Some(seat)).unwrap();
    mover.client.send(&request).await;
    match mover.client.recv().await {
        ServerMessage::Rejected {
            error: RequestError::Unreadable(why),
        } => assert!(why.contains("could not keep it"), "{why}"),
        other => panic!("an owner without its lease answered {other:?}"),
    }
    // The new owner says it has taken the room: `a` lets go at once, and its players'
    // connections end.
    sqlx::query("SELECT pg_notify('tabula_room_taken', $1)")
        .bind(format!("{code} elsewhere"))
        .execute(&db)
        .await
        .unwrap();
    for p in &mut both {
        assert!(p.client.closed().await, "the connection was not closed");
    }
    let kept = kept_actions(&db, code).await;
    assert_eq!(kept, before.len(), "nothing written without the lease");
    // Back through either process, they wait for the unreachable owner's lease to run out,
    // and play on.
    come_back(&a, code, &mut both[0]).await;
    come_back(&b, code, &mut both[1]).await;
    for p in &mut both {
        back_in(p).await;
    }
    assert!(!play(&mut both, &mut rng, None).await);
    assert!(both[0].end.is_some() && both[1].end.is_some());
    let records = tabula_server::Store::open(&url)
        .await
        .unwrap()
        .records(code)
        .await
        .unwrap();
    assert_eq!(records[0].saved.actions, both[0].m.to_saved().actions);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_stopped_hands_its_rooms_over_at_once() {
    // A lease far longer than the wait allowed below: the room cannot just have run out.
    let lease = Duration::from_secs(60);
    let Two { _pg, a, b, db, .. } = two("cluster-stop", lease).await;
    let code = create_room::<G>(&a, false).await;
    let mut both = seat_two_on::<G>(&a, &b, code).await;
    let mut rng = Rng64::new(17);
    assert!(play(&mut both, &mut rng, Some(20)).await);
    let stopped = Instant::now();
    assert!(a.stop(), "a stopped process ends well");
    for p in &mut both {
        assert!(p.client.closed().await);
        come_back(&b, code, p).await;
    }
    for p in &mut both {
        back_in(p).await;
    }
    let took = stopped.elapsed();
    eprintln!("the room was handed over {took:?} after its process was asked to stop");
    assert!(took < Duration::from_secs(15), "took {took:?}");
    assert_eq!(owner(&db, code).await, Some(b.address.to_string()));
    assert!(!play(&mut both, &mut rng, None).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_whose_process_died_is_adopted_though_nobody_comes_back() {
    let Two { _pg, a, b, db, .. } = two("cluster-orphan", LEASE).await;
    let code = common::create::<G>(
        &a,
        vec![SeatPlan::Person, SeatPlan::Computer(Level::Easy)],
        false,
    )
    .await;
    let ann = Player::<G>::enter(&a, code, Some("Ann")).await;
    a.kill();
    drop(ann);
    // Nobody comes back, yet the room is run again (its computer seat can play on, and it
    // closes in time): within a lease of the old one running out, and one sweep.
    let killed = Instant::now();
    while owner(&db, code).await != Some(b.address.to_string()) {
        assert!(
            killed.elapsed() < 3 * LEASE + Duration::from_secs(10),
            "the room was not adopted"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    eprintln!(
        "adopted {:?} after its process was killed",
        killed.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_nobody_holds_is_unknown_everywhere() {
    let dir = scratch("cluster-unknown");
    let pg = Throwaway::start(&dir);
    let a = member(&pg.url(), LEASE);
    let mut client = Client::connect(&a).await;
    client
        .send(&ClientMessage::Watch {
            code: RoomCode::from_number(12345),
        })
        .await;
    assert_eq!(
        client.recv().await,
        ServerMessage::Rejected {
            error: RequestError::UnknownRoom
        }
    );
}

#[test]
fn a_cluster_on_sqlite_is_refused_with_the_reason() {
    let dir = scratch("cluster-sqlite");
    let out = Command::new(env!("CARGO_BIN_EXE_tabula-server"))
        .args(["--cluster", "--data", dir.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--cluster needs a shared Postgres database"),
        "{said}"
    );
    assert!(!dir.join("tabula-server.db").exists(), "nothing made");
    let out = Command::new(env!("CARGO_BIN_EXE_tabula-server"))
        .args(["--lease-seconds", "5"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("add --cluster"));
}
