//! The same server over Postgres: a throwaway cluster in a scratch folder (PostgreSQL's
//! `initdb` and `pg_ctl`, which `cargo xtask test` installs), a whole match played across a
//! `kill -9` of the server, and the room resumed from Postgres.

mod common;

use common::{Server, Throwaway, come_back, create_room, play, scratch, seat_two};
use tabula_core::Rng64;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_is_kept_in_postgres_across_a_killed_server() {
    type G = tabula_backgammon::Backgammon;
    let dir = scratch("postgres");
    let cluster = Throwaway::start(&dir);
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
