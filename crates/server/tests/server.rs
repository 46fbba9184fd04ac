//! The server over real sockets: whole matches of every game between two clients with a
//! watcher, a client that drops and returns, a server killed and started again, a
//! take-back that needs the opponent's yes, and bad input that changes nothing.

mod common;

use common::{
    Client, Player, Server, come_back, create_room, next_request, play, scratch, seat_two,
};
use std::time::Duration;
use tabula_core::{Evaluate, Game, Rng64, ToMove};
use tabula_protocol::{
    ClientMessage, DecodeError, RequestError, RoomCode, SeatToken, ServerMessage, decode_client,
};
use tabula_table::Refusal;

async fn whole_match<G: Evaluate>(server: &Server, seed: u64) {
    let code = create_room::<G>(server, false).await;
    let mut players = vec![
        Player::<G>::enter(server, code, Some("Ann")).await,
        Player::<G>::enter(server, code, Some("바다")).await,
    ];
    // The first sees the second sit down; the match begins.
    players[0].read().await;
    for p in &mut players {
        p.catch_up(0).await;
    }
    players.push(Player::<G>::enter(server, code, None).await);
    assert_eq!(players[0].seat, Some(0));
    assert_eq!(players[1].seat, Some(1));
    let mut rng = Rng64::new(seed);
    play(&mut players, &mut rng, None).await;
    let actions = players[0].m.to_saved().actions;
    for p in &players {
        assert!(p.end.is_some(), "{}: the end was told", G::NAME);
        assert_eq!(
            p.m.to_saved().actions,
            actions,
            "{}: the same match",
            G::NAME
        );
    }
    // A latecomer watching the finished match sees it whole.
    let late = Player::<G>::enter(server, code, None).await;
    assert_eq!(late.m.to_saved().actions, actions);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_matches_of_every_game_between_two_clients_and_a_watcher() {
    let dir = scratch("whole");
    let server = Server::start(&dir.join("db.sqlite"));
    whole_match::<tabula_yut::Yut>(&server, 1).await;
    whole_match::<tabula_chisolo::Chisolo>(&server, 2).await;
    whole_match::<tabula_malefiz::Malefiz>(&server, 3).await;
    whole_match::<tabula_backgammon::Backgammon>(&server, 4).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_drops_returns_to_its_seat_and_misses_nothing() {
    type G = tabula_yut::Yut;
    let dir = scratch("return");
    let server = Server::start(&dir.join("db.sqlite"));
    let code = create_room::<G>(&server, false).await;
    let mut rng = Rng64::new(9);
    let mut both = seat_two::<G>(&server, code).await;
    // Some way in, at a point where Ann is to act (the server's dice decide when)...
    let mut steps = 0;
    while steps < 6 || next_request(&both[0].m, 0, &mut rng.clone()).0 != 0 {
        assert!(
            play(&mut both, &mut rng, Some(1)).await,
            "the match ended first"
        );
        steps += 1;
    }
    let [mut a, mut b] = both;
    // ...Bo's connection drops, and Ann plays on while she may.
    let seen = b.version;
    drop(std::mem::replace(
        &mut b.client,
        Client::connect(&server).await,
    ));
    while a.m.outcome().is_none() {
        let (seat, request) = next_request(&a.m, a.version, &mut rng);
        if seat != 0 {
            break;
        }
        let at = a.version + 1;
        a.client.send(&request).await;
        a.catch_up(at).await;
    }
    assert!(a.version > seen, "Ann played while Bo was away");
    // Bo comes back and is told what he missed, action by action, then plays on.
    come_back(&server, code, &mut b).await;
    b.catch_up(a.version).await;
    assert_eq!(b.m.to_saved().actions, a.m.to_saved().actions);
    let mut both = [a, b];
    play(&mut both, &mut rng, None).await;
    assert_eq!(both[0].m.to_saved().actions, both[1].m.to_saved().actions);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reconnect_between_a_throw_and_its_move_loses_and_doubles_nothing() {
    type G = tabula_yut::Yut;
    let dir = scratch("mid-throw");
    let server = Server::start(&dir.join("db.sqlite"));
    let code = create_room::<G>(&server, false).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(17);
    // On until a seat has thrown and is to move its piece by that throw.
    let mover = loop {
        assert!(
            play(&mut both, &mut rng, Some(1)).await,
            "the match ended first"
        );
        let m = &both[0].m;
        let last = m.history.len() - 1;
        if let ToMove::Seat(s) = m.state.to_move()
            && m.decided_by(last).is_none()
            && last > 2
        {
            break s.index();
        }
    };
    let version = both[mover].version;
    let before = both[mover].m.to_saved().actions;
    drop(std::mem::replace(
        &mut both[mover].client,
        Client::connect(&server).await,
    ));
    come_back(&server, code, &mut both[mover]).await;
    // Nothing was missed: only the seat's presence is told, and the throw is still its.
    assert_eq!(
        both[mover].client.recv().await,
        ServerMessage::Presence {
            seat: mover,
            online: true
        }
    );
    assert_eq!(both[mover].version, version);
    assert_eq!(both[mover].m.to_saved().actions, before);
    play(&mut both, &mut rng, None).await;
    let actions = both[0].m.to_saved().actions;
    assert_eq!(actions, both[1].m.to_saved().actions);
    assert_eq!(actions[..before.len()], before[..]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_match_resumes_every_room_from_its_database() {
    type G = tabula_yut::Yut;
    let dir = scratch("killed");
    let db = dir.join("db.sqlite");
    let server = Server::start(&db);
    let code = create_room::<G>(&server, false).await;
    let mut rng = Rng64::new(5);
    let mut both = seat_two::<G>(&server, code).await;
    assert!(play(&mut both, &mut rng, Some(15)).await);
    let before = both[0].m.to_saved().actions;
    server.kill();
    let server = Server::start(&db);
    for p in &mut both {
        come_back(&server, code, p).await;
    }
    // Both were up to date: nothing is missed, nothing doubled, and play goes on.
    play(&mut both, &mut rng, None).await;
    let after = both[0].m.to_saved().actions;
    assert_eq!(after[..before.len()], before[..]);
    assert!(after.len() > before.len());
    assert_eq!(after, both[1].m.to_saved().actions);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_back_needs_the_opponents_yes() {
    type G = tabula_backgammon::Backgammon;
    let dir = scratch("take-back");
    let server = Server::start(&dir.join("db.sqlite"));
    let code = create_room::<G>(&server, true).await;
    let mut both = seat_two::<G>(&server, code).await;
    let mut rng = Rng64::new(3);
    // Play until someone has just decided, so no throw followed.
    let asker = loop {
        let (seat, request) = next_request(&both[0].m, both[0].version, &mut rng.clone());
        assert!(play(&mut both, &mut rng, Some(1)).await);
        if matches!(request, ClientMessage::Act { .. }) {
            break seat;
        }
    };
    let other = 1 - asker;
    let before = both[0].m.to_saved().actions;
    both[asker].client.send(&ClientMessage::AskTakeBack).await;
    // The asker's own yes is no answer.
    both[asker]
        .client
        .send(&ClientMessage::AnswerTakeBack { agree: true })
        .await;
    let mut refused = false;
    while !refused {
        match both[asker].client.recv().await {
            ServerMessage::TakeBackAsked { by } => assert_eq!(by, asker),
            ServerMessage::Rejected {
                error: RequestError::NoTakeBackAsked,
            } => refused = true,
            ServerMessage::Refused {
                refusal: Refusal::NothingToTakeBack,
            } => panic!("seat {asker} had nothing to take back after {before:?}"),
            other => panic!("{other:?}"),
        }
    }
    assert!(matches!(
        both[other].client.recv().await,
        ServerMessage::TakeBackAsked { .. }
    ));
    // A no changes nothing.
    both[other]
        .client
        .send(&ClientMessage::AnswerTakeBack { agree: false })
        .await;
    for p in both.iter_mut() {
        assert!(matches!(
            p.client.recv().await,
            ServerMessage::TakeBackDeclined { .. }
        ));
        assert_eq!(p.m.to_saved().actions, before);
    }
    // Asked again, a yes takes the last decision back for both.
    both[asker].client.send(&ClientMessage::AskTakeBack).await;
    for p in both.iter_mut() {
        assert!(matches!(
            p.client.recv().await,
            ServerMessage::TakeBackAsked { .. }
        ));
    }
    both[other]
        .client
        .send(&ClientMessage::AnswerTakeBack { agree: true })
        .await;
    let version = both[0].version;
    for p in both.iter_mut() {
        p.read().await;
        assert_eq!(p.version, version + 1);
        assert_eq!(p.m.to_saved().actions, before[..before.len() - 1]);
    }
    play(&mut both, &mut rng, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_answered_and_changes_nothing() {
    type G = tabula_yut::Yut;
    let dir = scratch("bad");
    let server = Server::start(&dir.join("db.sqlite"));
    // Before a hello, nothing else.
    let mut raw = Client::raw(&server).await;
    raw.send(&ClientMessage::Ping { nonce: 1 }).await;
    assert_eq!(
        raw.recv().await,
        ServerMessage::Rejected {
            error: RequestError::HelloFirst
        }
    );
    let code = create_room::<G>(&server, false).await;
    let [mut a, mut b] = seat_two::<G>(&server, code).await;
    let mut watcher = Player::<G>::enter(&server, code, None).await;
    let mut rng = Rng64::new(11);
    let mut all = [a, b, watcher];
    assert!(play(&mut all, &mut rng, Some(4)).await);
    [a, b, watcher] = all;
    let version = a.version;
    let (seat, request) = next_request(&a.m, version, &mut rng);
    let (mover, waiter) = if seat == 0 {
        (&mut a, &mut b)
    } else {
        (&mut b, &mut a)
    };
    let expect = async |c: &mut Client, error: RequestError| {
        assert_eq!(c.recv().await, ServerMessage::Rejected { error });
    };
    // Not this seat's turn, and the mover's request on an old version.
    waiter.client.send(&request).await;
    expect(&mut waiter.client, RequestError::NotYourTurn).await;
    let stale = match &request {
        ClientMessage::Act { action, .. } => ClientMessage::Act {
            action: action.clone(),
            seen: version - 1,
        },
        _ => ClientMessage::Throw { seen: version - 1 },
    };
    mover.client.send(&stale).await;
    expect(&mut mover.client, RequestError::Stale { now: version }).await;
    // Not the game's notation, and not legal now.
    if matches!(request, ClientMessage::Act { .. }) {
        mover
            .client
            .send(&ClientMessage::Act {
                action: "fly away".into(),
                seen: version,
            })
            .await;
        expect(&mut mover.client, RequestError::Notation("fly away".into())).await;
    } else {
        mover
            .client
            .send(&ClientMessage::Act {
                action: "roll:yut".into(),
                seen: version,
            })
            .await;
        assert!(matches!(
            mover.client.recv().await,
            ServerMessage::Refused { .. } | ServerMessage::Rejected { .. }
        ));
    }
    // Garbage, a binary frame, an unknown room, a forged token, a bad name, a long chat.
    mover.client.send_text("{not json").await;
    assert!(matches!(
        mover.client.recv().await,
        ServerMessage::Rejected {
            error: RequestError::Unreadable(_)
        }
    ));
    mover
        .client
        .send_frame(tokio_tungstenite::tungstenite::Message::Binary(
            vec![1, 2].into(),
        ))
        .await;
    assert!(matches!(
        mover.client.recv().await,
        ServerMessage::Rejected {
            error: RequestError::Unreadable(_)
        }
    ));
    let mut stranger = Client::connect(&server).await;
    let other_code = if code == RoomCode::parse("222222").unwrap() {
        RoomCode::parse("333333").unwrap()
    } else {
        RoomCode::parse("222222").unwrap()
    };
    stranger
        .send(&ClientMessage::Watch { code: other_code })
        .await;
    expect(&mut stranger, RequestError::UnknownRoom).await;
    stranger
        .send(&ClientMessage::Return {
            code,
            token: SeatToken::from_bytes([7; 16]),
            seen: 0,
        })
        .await;
    expect(&mut stranger, RequestError::WrongToken).await;
    stranger
        .send(&ClientMessage::Join {
            code,
            seat: Some(0),
            name: "Mallory".into(),
            seed: 0,
        })
        .await;
    expect(&mut stranger, RequestError::SeatTaken).await;
    stranger
        .send(&ClientMessage::Join {
            code,
            seat: None,
            name: "\u{7}".into(),
            seed: 0,
        })
        .await;
    expect(&mut stranger, RequestError::BadName).await;
    stranger
        .send(&ClientMessage::Act {
            action: "roll:do".into(),
            seen: version,
        })
        .await;
    expect(&mut stranger, RequestError::NotSeated).await;
    mover
        .client
        .send(&ClientMessage::Chat {
            text: "x".repeat(tabula_protocol::MAX_CHAT_CHARS + 1),
        })
        .await;
    expect(&mut mover.client, RequestError::BadChat).await;
    // Resigning unseated, claiming with nobody away, a rematch before the end.
    stranger.send(&ClientMessage::Resign).await;
    expect(&mut stranger, RequestError::NotSeated).await;
    mover.client.send(&ClientMessage::Claim).await;
    expect(&mut mover.client, RequestError::NobodyAway).await;
    mover.client.send(&ClientMessage::Rematch { seed: 1 }).await;
    expect(&mut mover.client, RequestError::NotOver).await;
    // A match starts when every seat is taken: alone, nothing can be played.
    let lonely = create_room::<G>(&server, false).await;
    let mut alone = Player::<G>::enter(&server, lonely, Some("Cy")).await;
    assert!(
        alone.m.to_saved().actions.is_empty(),
        "no lot before the match begins"
    );
    alone
        .client
        .send(&ClientMessage::Throw {
            seen: alone.version,
        })
        .await;
    expect(&mut alone.client, RequestError::NotStarted).await;
    alone.client.send(&ClientMessage::Resign).await;
    expect(&mut alone.client, RequestError::NotStarted).await;
    // A flood, at a person's pace limit: told to slow down.
    let paced = Server::paced(
        &dir.join("paced.sqlite"),
        tabula_server::REQUESTS_PER_SECOND,
    );
    let mut flood = Client::connect(&paced).await;
    for nonce in 0..100 {
        flood.send(&ClientMessage::Ping { nonce }).await;
    }
    let mut too_fast = 0;
    for _ in 0..100 {
        if flood.recv().await
            == (ServerMessage::Rejected {
                error: RequestError::TooFast,
            })
        {
            too_fast += 1;
        }
    }
    assert!(too_fast > 0, "a hundred pings at once are too many");
    // Another version of the protocol: told why, and closed.
    let mut future = Client::raw(&server).await;
    future
        .send_text(r#"{"v":99,"msg":{"type":"hello","client":"x"}}"#)
        .await;
    match future.recv().await {
        ServerMessage::Goodbye { reason } => assert!(reason.contains("99"), "{reason}"),
        other => panic!("{other:?}"),
    }
    assert!(future.closed().await);
    // A frame over the limit: closed.
    let mut huge = Client::connect(&server).await;
    huge.send_text(&format!(
        r#"{{"v":1,"msg":{{"type":"chat","text":"{}"}}}}"#,
        "x".repeat(tabula_protocol::MAX_FRAME_BYTES + 10)
    ))
    .await;
    assert!(huge.closed().await);
    // Through all of it nobody was told of any change, and the match goes on.
    for p in [&mut a, &mut b, &mut watcher] {
        assert_eq!(p.version, version);
        assert!(
            p.client
                .try_recv(Duration::from_millis(200))
                .await
                .is_none()
        );
    }
    let mut all = [a, b, watcher];
    play(&mut all, &mut rng, None).await;
    assert!(all[2].end.is_some());
    assert_eq!(
        decode_client("{}"),
        Err(DecodeError::Malformed(
            "no protocol version (missing field `v` at line 1 column 2)".into()
        ))
    );
}

#[tokio::test]
async fn the_web_build_is_served_at_the_same_address() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let dir = scratch("web");
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<title>Tabula, served</title>").unwrap();
    // The web build's compressed copies, sent to a browser that accepts them.
    std::fs::write(web.join("tabula.js"), "the glue, as it is").unwrap();
    std::fs::write(web.join("tabula.js.br"), "the glue, in Brotli").unwrap();
    std::fs::write(web.join("tabula.js.gz"), "the glue, in gzip").unwrap();
    let server = Server::with_args(
        &dir.join("db.sqlite"),
        tabula_server::REQUESTS_PER_SECOND,
        &["--web", web.to_str().unwrap()],
    );
    let get_accepting = async |path: &str, accepted: &str| {
        let mut stream = tokio::net::TcpStream::connect(server.address)
            .await
            .unwrap();
        let request = format!(
            "GET {path} HTTP/1.1\r\nHost: tabula\r\nAccept-Encoding: {accepted}\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        answer
    };
    let get = async |path: &str| get_accepting(path, "identity").await;
    let page = get("/").await;
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("Tabula, served"), "{page}");
    assert!(get("/no-such-file").await.starts_with("HTTP/1.1 404"));
    let brotli = get_accepting("/tabula.js", "gzip, deflate, br").await;
    assert!(brotli.contains("the glue, in Brotli"), "{brotli}");
    assert!(
        brotli.to_lowercase().contains("content-encoding: br"),
        "{brotli}"
    );
    let gzip = get_accepting("/tabula.js", "gzip").await;
    assert!(gzip.contains("the glue, in gzip"), "{gzip}");
    assert!(get("/tabula.js").await.contains("the glue, as it is"));
    // The WebSocket answers at the same address.
    let mut client = Client::connect(&server).await;
    client.send(&ClientMessage::Ping { nonce: 3 }).await;
    assert_eq!(client.recv().await, ServerMessage::Pong { nonce: 3 });
}
