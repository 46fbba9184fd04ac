//! A room's life beyond one match between two people: a computer seat playing on the
//! server, a resignation and the rematch after it, dice anyone can verify, a player away
//! too long and the room everyone left, and a client that never reads.

mod common;

use common::{
    Client, PATIENCE, Player, Server, come_back, create, create_room, next_request, play, scratch,
    seat_two,
};
use std::time::{Duration, Instant};
use tabula_core::{Game, Rng64, Seat, SeatSet, ToMove};
use tabula_protocol::{
    ClientMessage, Ending, RequestError, SeatPlan, ServerMessage, VerifyError, verify,
};
use tabula_table::Level;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computer_seats_play_on_the_server() {
    let dir = scratch("computer");
    let server = Server::start(&dir.join("db.sqlite"));
    let mut rng = Rng64::new(21);
    // Backgammon's own trained player (medium), and the expectimax search of Yut's hard
    // level, each against a person.
    async fn against_the_computer<G: tabula_core::Evaluate>(
        server: &Server,
        level: Level,
        rng: &mut Rng64,
    ) {
        let code = create::<G>(
            server,
            vec![SeatPlan::Computer(level), SeatPlan::Person],
            false,
        )
        .await;
        let mut person = Player::<G>::enter(server, code, Some("Ann")).await;
        assert_eq!(person.seat, Some(1), "the only seat for a person");
        let mut moves = [0, 0];
        while person.m.outcome().is_none() {
            person.read().await;
            if person.m.state.to_move() == ToMove::Seat(Seat(1))
                || person.m.state.thrower() == Some(Seat(1))
                    && person.m.state.to_move() == ToMove::Chance
            {
                let (seat, request) = next_request(&person.m, person.version, rng);
                assert_eq!(seat, 1);
                person.client.send(&request).await;
            }
            let last = person.m.history.len().saturating_sub(1);
            if let Some(by) = person.m.decided_by(last) {
                moves[by.index()] += 1;
            }
        }
        person.catch_up(person.version).await;
        assert!(person.end.is_some(), "{}: the end was told", G::NAME);
        assert!(moves[0] > 3, "{}: the computer decided {moves:?}", G::NAME);
        // The computer's decisions were the referee's to accept: the match replays.
        let watcher = Player::<G>::enter(server, code, None).await;
        assert_eq!(watcher.m.to_saved().actions, person.m.to_saved().actions);
    }
    against_the_computer::<tabula_backgammon::Backgammon>(&server, Level::Medium, &mut rng).await;
    against_the_computer::<tabula_yut::Yut>(&server, Level::Hard, &mut rng).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_ends_the_match_and_a_rematch_swaps_the_seats() {
    type G = tabula_chisolo::Chisolo;
    let dir = scratch("rematch");
    let server = Server::start(&dir.join("db.sqlite"));
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(4);
    assert!(play(&mut both, &mut rng, Some(5)).await);
    let [mut ann, mut bo] = both;
    bo.client.send(&ClientMessage::Resign).await;
    for p in [&mut ann, &mut bo] {
        p.read().await;
        let end = p.end.clone().expect("the end told");
        assert_eq!(end.ending, Ending::Resigned { seat: 1 });
        assert_eq!(end.outcome.winners, SeatSet::single(Seat(0)));
    }
    // Bo, returning, is told the end again. Ann first hears him go (else his return could
    // reach the server before his old connection's close).
    drop(std::mem::replace(
        &mut bo.client,
        Client::connect(&server).await,
    ));
    assert_eq!(
        ann.client.recv().await,
        ServerMessage::Presence {
            seat: 1,
            online: false
        }
    );
    bo.end = None;
    come_back(&server, code, &mut bo).await;
    match bo.client.recv().await {
        ServerMessage::Ended { end, .. } => assert_eq!(end.ending, Ending::Resigned { seat: 1 }),
        other => panic!("the end, not {other:?}"),
    }
    assert_eq!(
        bo.client.recv().await,
        ServerMessage::Presence {
            seat: 1,
            online: true
        }
    );
    assert_eq!(
        ann.client.recv().await,
        ServerMessage::Presence {
            seat: 1,
            online: true
        }
    );
    // Over is over.
    let (_, request) = next_request(&ann.m, ann.version, &mut rng);
    let mover = if ann.m.state.to_move() == ToMove::Seat(Seat(0)) {
        &mut ann
    } else {
        &mut bo
    };
    mover.client.send(&request).await;
    assert_eq!(
        mover.client.recv().await,
        ServerMessage::Rejected {
            error: RequestError::MatchOver
        }
    );
    // Both ask for another: it starts with the seats swapped.
    let first = ann.m.to_saved().actions;
    let before_rematch = bo.version;
    ann.client.send(&ClientMessage::Rematch { seed: 5 }).await;
    bo.client.send(&ClientMessage::Rematch { seed: 6 }).await;
    for p in [&mut ann, &mut bo] {
        loop {
            match p.client.recv().await {
                ServerMessage::RematchAsked { .. } => {}
                ServerMessage::Room(view) => {
                    assert_eq!(view.round, 2);
                    assert_eq!(view.end, None);
                    p.seat = view.you;
                    p.m = common::replica(&view);
                    p.version = view.version;
                    p.end = None;
                    break;
                }
                other => panic!("{other:?}"),
            }
        }
        p.catch_up(0).await;
    }
    assert_eq!((ann.seat, bo.seat), (Some(1), Some(0)));
    assert_ne!(ann.m.to_saved().actions, first);
    // Bo drops, and returns with his token as if he had last seen the first match: he
    // is sent the room whole, and his new seat.
    drop(std::mem::replace(
        &mut bo.client,
        Client::connect(&server).await,
    ));
    let now = bo.version;
    bo.version = before_rematch;
    come_back(&server, code, &mut bo).await;
    match bo.client.recv().await {
        ServerMessage::Room(view) => {
            assert_eq!(view.you, Some(0));
            assert_eq!(view.version, now);
        }
        other => panic!("the room whole after a rematch, not {other:?}"),
    }
    bo.version = now;
    let mut both = [ann, bo];
    play(&mut both, &mut rng, None).await;
    for p in &both {
        assert_eq!(p.end.as_ref().unwrap().ending, Ending::Played);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backgammon_dice_are_committed_to_and_verified_at_the_end() {
    type G = tabula_backgammon::Backgammon;
    let dir = scratch("dice");
    let server = Server::start(&dir.join("db.sqlite"));
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let dice = both[0]
        .dice
        .clone()
        .expect("backgammon's dice are verifiable");
    assert_eq!(dice.secret, None, "the secret stays hidden until the end");
    assert_eq!(dice.contributions.len(), 2);
    assert_ne!(dice.contributions[0], dice.contributions[1]);
    let mut rng = Rng64::new(8);
    play(&mut both, &mut rng, None).await;
    let revealed = both[0].dice.clone().expect("the proof at the end");
    assert_eq!(revealed.commitment, dice.commitment);
    assert_eq!(revealed.secret.unwrap().commitment(), dice.commitment);
    // The record as the watcher keeps it: every throw checks out.
    let watcher = Player::<G>::enter(&server, code, None).await;
    let view = watcher_view(&server, code).await;
    assert_eq!(view.actions, watcher.m.to_saved().actions);
    let record = view.record();
    let throws = verify::<G>(&record).expect("honest dice");
    let chance = (0..watcher.m.history.len())
        .filter(|&i| watcher.m.decided_by(i).is_none())
        .count();
    assert_eq!(throws, chance);
    if let Ok(path) = std::env::var("TABULA_RECORD_OUT") {
        // How the CLI's fixture was made.
        std::fs::write(path, serde_json::to_string_pretty(&record).unwrap()).unwrap();
    }
    // One throw changed: named.
    let mut changed = record.clone();
    let at = (0..changed.saved.actions.len())
        .rev()
        .find(|&i| {
            watcher.m.decided_by(i).is_none() && changed.saved.actions[i].starts_with("roll")
        })
        .expect("a roll");
    let was = changed.saved.actions[at].clone();
    changed.saved.actions[at] = if was == "roll 6-6" {
        "roll 1-1"
    } else {
        "roll 6-6"
    }
    .into();
    match verify::<G>(&changed) {
        Err(VerifyError::Throw { number, .. } | VerifyError::Unplayable { number, .. }) => {
            assert_eq!(number, at + 1)
        }
        other => panic!("{other:?}"),
    }
    // Other games' dice are not verifiable unless asked.
    let yut = create_room::<tabula_yut::Yut>(&server, false).await;
    let ann = Player::<tabula_yut::Yut>::enter(&server, yut, Some("Ann")).await;
    assert_eq!(ann.dice, None);
}

/// The room whole, as a new watcher receives it.
async fn watcher_view(
    server: &Server,
    code: tabula_protocol::RoomCode,
) -> tabula_protocol::RoomView {
    let mut client = Client::connect(server).await;
    client.send(&ClientMessage::Watch { code }).await;
    match client.recv().await {
        ServerMessage::Room(view) => *view,
        other => panic!("{other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_too_long_can_be_claimed_and_a_room_everyone_left_closes() {
    type G = tabula_yut::Yut;
    let dir = scratch("away");
    let db = dir.join("db.sqlite");
    let server = Server::with_args(
        &db,
        100_000,
        &["--away-seconds", "1", "--close-seconds", "3"],
    );
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(2);
    assert!(play(&mut both, &mut rng, Some(4)).await);
    let [mut ann, bo] = both;
    drop(bo);
    // Gone, but not yet away: no claim.
    ann.client.send(&ClientMessage::Claim).await;
    loop {
        match ann.client.recv().await {
            ServerMessage::Presence {
                seat: 1,
                online: false,
            } => {}
            ServerMessage::Rejected {
                error: RequestError::NobodyAway,
            } => break,
            other => panic!("{other:?}"),
        }
    }
    // After the wait, Ann is told, and claims the match.
    let told = Instant::now();
    while ann.away.is_empty() {
        ann.read().await;
    }
    assert_eq!(ann.away, vec![1]);
    assert!(told.elapsed() < PATIENCE);
    ann.client.send(&ClientMessage::Claim).await;
    ann.read().await;
    let end = ann.end.clone().expect("claimed");
    assert_eq!(end.ending, Ending::Claimed { away: vec![1] });
    assert_eq!(end.outcome.winners, SeatSet::single(Seat(0)));
    // A room nobody plays on anymore: the match over and everyone gone past the away
    // time, it is closed, and its record stays. Meanwhile another room, its match
    // unfinished and everyone gone, waits the longer close time.
    let unfinished = create_room::<G>(&server, false).await;
    let pair = seat_two::<G>(&server, unfinished).await;
    drop(pair);
    drop(ann);
    let closed = async |code| {
        let mut client = Client::connect(&server).await;
        client.send(&ClientMessage::Watch { code }).await;
        client.recv().await
            == ServerMessage::Rejected {
                error: RequestError::UnknownRoom,
            }
    };
    let left = Instant::now();
    while !closed(code).await {
        assert!(left.elapsed() < PATIENCE, "the room never closed");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        left.elapsed() >= Duration::from_millis(900),
        "closed too soon"
    );
    assert!(
        !closed(unfinished).await,
        "an unfinished match waits longer"
    );
    while !closed(unfinished).await {
        assert!(
            left.elapsed() < PATIENCE,
            "the unfinished room never closed"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        left.elapsed() >= Duration::from_millis(2900),
        "closed too soon"
    );
    let store = tabula_server::Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let records = store.records(code).await.unwrap();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].end.as_ref().unwrap().ending, end.ending);
    // Started again, the server does not reopen it.
    server.kill();
    let server = Server::start(&db);
    let mut client = Client::connect(&server).await;
    client.send(&ClientMessage::Watch { code }).await;
    assert_eq!(
        client.recv().await,
        ServerMessage::Rejected {
            error: RequestError::UnknownRoom
        }
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_closed_and_holds_nobody_up() {
    type G = tabula_backgammon::Backgammon;
    let dir = scratch("deaf");
    let server = Server::start(&dir.join("db.sqlite"));
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(6);
    assert!(play(&mut both, &mut rng, Some(30)).await);
    // A watcher asks for the room whole, again and again, and reads none of it.
    let mut deaf = Client::connect(&server).await;
    let flood = tokio::spawn(async move {
        for _ in 0..20_000 {
            if !deaf.try_send(&ClientMessage::Watch { code }).await {
                return (deaf, true);
            }
        }
        (deaf, false)
    });
    // Meanwhile the players play on, each request answered.
    let started = Instant::now();
    play(&mut both, &mut rng, None).await;
    assert!(both[0].end.is_some());
    assert!(started.elapsed() < PATIENCE);
    let (mut deaf, refused) = flood.await.unwrap();
    // The server closed it: its sends failed, or reading on finds the end.
    assert!(
        refused || deaf.closed().await,
        "the client that never reads is still served"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_fallen_silent_is_let_go_and_its_seat_shown_offline() {
    type G = tabula_yut::Yut;
    let dir = scratch("silent");
    let server = Server::with_args(&dir.join("db.sqlite"), 100_000, &["--silent-seconds", "1"]);
    let code = create_room::<G>(&server, false).await;
    let [mut ann, bo] = seat_two::<G>(&server, code).await;
    // Bo's phone loses its network: his socket stays open, but nothing comes from it any
    // more, not even the answers to the server's pings. Ann's client answers them.
    let quiet = Instant::now();
    assert_eq!(
        ann.client.recv().await,
        ServerMessage::Presence {
            seat: 1,
            online: false
        }
    );
    assert!(
        quiet.elapsed() >= Duration::from_millis(900),
        "let go too soon"
    );
    // Ann, answering pings, is still served.
    ann.client.send(&ClientMessage::Ping { nonce: 4 }).await;
    assert_eq!(ann.client.recv().await, ServerMessage::Pong { nonce: 4 });
    drop(bo);
}
