//! Online play through the app: a game server started in this process on a free port, and
//! app instances (headless, as a player's game runs without its window) that create a
//! room, join it, and play whole matches against each other through it, with a spectator
//! watching. Each side's board must end as the other's and the spectator's, and as the
//! server has the match; the server is killed mid-match and started again on the same
//! database, and the apps reconnect by themselves and go on.

use crate::common::{headless_app, instant};
use crate::every_game::UnderTest;
use bevy::prelude::*;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tabula::app::screens::Screen;
use tabula::app::settings::Settings;
use tabula::app::storage::DataDir;
use tabula::online::session::Connection;
use tabula::online::{Invitation, Online, OnlineRequest};
use tabula::session::match_flow::{AtThisScreen, Match, MatchRequest, Presenting, ThrowPressed};
use tabula::ui::panel::HudInfo;
use tabula_ai::GreedyAgent;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_core::{Agent, Evaluate, Game, Rng64};
use tabula_malefiz::Malefiz;
use tabula_protocol::{RoomCode, RoomSetup, SeatPlan};
use tabula_yut::Yut;

/// How long a test waits for the apps to get somewhere before it fails.
const PATIENCE: Duration = Duration::from_secs(120);

/// A game server on its own runtime, stopped (as if killed: nothing is closed in order)
/// when dropped.
struct Server {
    address: SocketAddr,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Server {
    /// Starts a server on `address` (port 0: a free one) over the SQLite file `db`.
    fn start(db: &std::path::Path, address: SocketAddr) -> Server {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let config = tabula_server::Config {
            address,
            database: format!("sqlite://{}", db.display()),
            web: None,
            requests_per_second: 1_000,
            timing: tabula_server::TIMING,
            cluster: None,
        };
        let (tx, rx) = std::sync::mpsc::channel();
        runtime.spawn(async move {
            if let Err(e) = tabula_server::run(config, move |a| {
                let _ = tx.send(a);
            })
            .await
            {
                panic!("the server stopped: {e}");
            }
        });
        let address = rx
            .recv_timeout(Duration::from_secs(30))
            .expect("the server listens");
        Server {
            address,
            runtime: Some(runtime),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabula-online-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir.join("rooms.db")
}

/// A player's game, named `name`, pointed at `server`.
fn player(test: &str, name: &str, server: SocketAddr) -> App {
    let settings = Settings {
        online_name: name.to_string(),
        server: Some(server.to_string()),
        ..instant()
    };
    let mut app = headless_app(&format!("online-{test}-{name}"), settings, default());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app
}

fn ask(app: &mut App, request: OnlineRequest) {
    app.world_mut().write_message(request);
}

fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

/// Updates the apps until `done` holds of them (failing after [`PATIENCE`], or when an
/// app says something went wrong that it did not say before).
fn until(apps: &mut [&mut App], what: &str, done: impl Fn(&[&mut App]) -> bool) {
    let start = Instant::now();
    let before: Vec<_> = apps.iter().map(|app| online(app).error.clone()).collect();
    while !done(apps) {
        for (app, before) in apps.iter_mut().zip(&before) {
            app.update();
            let now = &online(app).error;
            if now.is_some() && now != before {
                panic!("{what}: the app says {now:?}");
            }
        }
        assert!(start.elapsed() < PATIENCE, "waited too long: {what}");
        std::thread::sleep(Duration::from_millis(1));
    }
}

fn playing<G: Game>(app: &App) -> bool {
    *app.world().resource::<State<Screen>>().get() == Screen::Playing
        && app.world().contains_resource::<Match<G>>()
        && online(app)
            .room
            .as_ref()
            .is_some_and(|r| r.started == Some(r.view.round) && !r.whole)
}

/// The app creates a room of `G` for two people and takes its first seat; returns its code.
fn create<G: Game>(app: &mut App, take_backs: bool) -> RoomCode {
    ask(
        app,
        OnlineRequest::Create(RoomSetup {
            game: G::NAME.into(),
            preset: G::INFO.default_preset().name.into(),
            options: Vec::new(),
            seats: vec![SeatPlan::Person, SeatPlan::Person],
            take_backs,
            verifiable: None,
        }),
    );
    until(&mut [&mut *app], "the room is made", |a| {
        online(a[0]).room.is_some()
    });
    let room = online(app).room.as_ref().unwrap();
    assert_eq!(room.view.you, Some(0));
    room.view.code
}

/// A room of `G` for two people, created by the first app; the second joins it and a third
/// watches, until all three show the match.
fn seat_two_and_a_watcher<G: UnderTest>(apps: &mut [&mut App; 3], take_backs: bool) {
    let code = create::<G>(apps[0], take_backs);
    ask(apps[1], OnlineRequest::Join(code));
    ask(apps[2], OnlineRequest::Watch(code));
    until(&mut apps[..], "everyone shows the match", |a| {
        a.iter().all(|app| playing::<G>(app))
    });
}

/// What the app's person does now, if anything: a greedy decision (never a resignation)
/// or a throw.
fn act<G: UnderTest + Evaluate>(app: &mut App, rng: &mut Rng64) {
    let presenting = *app.world().resource::<Presenting>();
    let m = app.world().resource::<Match<G>>();
    if online(app).room.as_ref().is_none_or(|r| !r.sent.is_empty()) {
        return;
    }
    if m.person_to_move(&presenting) {
        let all = m.state.legal();
        let playing_on: Vec<G::Action> = all
            .iter()
            .filter(|a| !a.to_string().starts_with("resign"))
            .cloned()
            .collect();
        let legal = if playing_on.is_empty() {
            all
        } else {
            playing_on
        };
        let action = legal[GreedyAgent.choose(&m.state, &legal, rng)].clone();
        app.world_mut()
            .write_message(MatchRequest::<G>::Play(action));
    } else if m.person_to_throw(&presenting) {
        app.world_mut().write_message(ThrowPressed);
    }
}

/// The players play on until the match is over on every board, or `stop_after` actions.
fn play<G: UnderTest + Evaluate>(apps: &mut [&mut App; 3], stop_after: Option<usize>) {
    let mut rng = Rng64::new(7);
    let start = Instant::now();
    let before: Vec<_> = apps.iter().map(|app| online(app).error.clone()).collect();
    loop {
        let over = apps
            .iter()
            .all(|a| a.world().resource::<Match<G>>().outcome().is_some());
        let far = stop_after.is_some_and(|n| {
            apps.iter()
                .all(|a| a.world().resource::<Match<G>>().history.len() >= n)
        });
        if over || far {
            return;
        }
        for (app, before) in apps.iter_mut().zip(&before) {
            if playing::<G>(app) {
                act::<G>(app, &mut rng);
            }
            app.update();
            let now = &online(app).error;
            if now.is_some() && now != before {
                panic!("the app says {now:?}");
            }
        }
        if std::env::var_os("TABULA_ONLINE_TRACE").is_some() {
            for app in apps.iter() {
                let m = app.world().resource::<Match<G>>();
                let room = online(app).room.as_ref().unwrap();
                eprintln!(
                    "{:?} local {} server {} sent {:?} whole {} to move {:?} presenting {:?} pending {}",
                    room.view.you,
                    m.history.len(),
                    room.view.actions.len(),
                    room.sent,
                    room.whole,
                    m.state.to_move(),
                    app.world().resource::<Presenting>(),
                    app.world()
                        .resource::<tabula::session::match_flow::PendingRequests<G>>()
                        .0
                        .len(),
                );
            }
        }
        assert!(
            start.elapsed() < PATIENCE * 5,
            "the match does not end: {} actions",
            apps[0].world().resource::<Match<G>>().history.len()
        );
    }
}

/// Every board shows the same match: the same actions, the same state, each board drawn
/// as its state says.
fn boards_agree<G: UnderTest>(apps: &mut [&mut App; 3]) {
    let first = apps[0].world().resource::<Match<G>>();
    let (history, state) = (first.history.clone(), first.state.clone());
    let server = online(apps[0]).room.as_ref().unwrap().view.actions.clone();
    let mine: Vec<String> = history.iter().map(|a| a.to_string()).collect();
    assert_eq!(mine, server, "the board and the server's match");
    for app in apps.iter_mut() {
        let m = app.world().resource::<Match<G>>();
        assert_eq!(m.history, history);
        assert!(m.state == state, "the states differ");
        G::assert_board_shows(app, &state);
    }
}

fn a_whole_match_between_two_apps<G: UnderTest + Evaluate>() {
    let server = Server::start(&scratch(G::NAME), "127.0.0.1:0".parse().unwrap());
    let test = G::NAME;
    let (mut ann, mut bo, mut cy) = (
        player(test, "Ann", server.address),
        player(test, "Bo", server.address),
        player(test, "Cy", server.address),
    );
    let mut apps = [&mut ann, &mut bo, &mut cy];
    seat_two_and_a_watcher::<G>(&mut apps, false);
    // Every panel names the people who hold the seats.
    until(&mut apps[..], "the panels name the players", |a| {
        a.iter().all(|app| {
            let sides = &app.world().resource::<HudInfo>().sides;
            sides.len() == 2 && sides[0].name.contains("Ann") && sides[1].name.contains("Bo")
        })
    });
    play::<G>(&mut apps, None);
    // The end reaches the results on every screen, and the server's room says it too.
    until(&mut apps[..], "the end is told", |a| {
        a.iter().all(|app| {
            online(app)
                .room
                .as_ref()
                .is_some_and(|r| r.view.end.is_some())
                && *app.world().resource::<State<Screen>>().get() == Screen::Results
        })
    });
    boards_agree::<G>(&mut apps);
    let outcome = apps[0].world().resource::<Match<G>>().outcome();
    let end = online(apps[1])
        .room
        .as_ref()
        .unwrap()
        .view
        .end
        .clone()
        .unwrap();
    assert_eq!(Some(end.outcome), outcome);
    // The match is over: no seat is kept to come back to.
    let data = apps[0]
        .world()
        .resource::<tabula::app::storage::DataDir>()
        .clone();
    assert!(tabula::online::kept::kept(&data).is_empty());
}

#[test]
fn yut_is_played_online_to_its_end() {
    a_whole_match_between_two_apps::<Yut>();
}

#[test]
fn chisolo_is_played_online_to_its_end() {
    a_whole_match_between_two_apps::<Chisolo>();
}

#[test]
fn backgammon_is_played_online_to_its_end() {
    a_whole_match_between_two_apps::<Backgammon>();
}

#[test]
fn malefiz_is_played_online_to_its_end() {
    a_whole_match_between_two_apps::<Malefiz>();
}

/// The server dies mid-match (its runtime dropped, nothing closed in order) and starts
/// again on the same database and port: every app shows "reconnecting", comes back by
/// itself with its seat, and the match goes on to its end with the boards equal.
#[test]
fn the_apps_come_back_after_the_server_dies() {
    let db = scratch("restart");
    let server = Server::start(&db, "127.0.0.1:0".parse().unwrap());
    let address = server.address;
    let (mut ann, mut bo, mut cy) = (
        player("restart", "Ann", address),
        player("restart", "Bo", address),
        player("restart", "Cy", address),
    );
    let mut apps = [&mut ann, &mut bo, &mut cy];
    seat_two_and_a_watcher::<Yut>(&mut apps, false);
    play::<Yut>(&mut apps, Some(12));
    let data = apps[1]
        .world()
        .resource::<tabula::app::storage::DataDir>()
        .clone();
    assert_eq!(
        tabula::online::kept::kept(&data).len(),
        1,
        "Bo's seat is kept"
    );
    // Cy's chat line is too long: the server refuses it, and that refusal is still on
    // Cy's screen when the server dies. It must not keep Cy from coming back. Cy first
    // sees every action played: one that came after the refusal would clear it (a
    // refusal is no longer news once the match goes on).
    let version = |app: &App| online(app).room.as_ref().map(|r| r.view.version);
    until(&mut apps[..], "the watcher has seen every action", |a| {
        version(a[2]).is_some() && version(a[2]) == version(a[0]) && version(a[2]) == version(a[1])
    });
    ask(apps[2], OnlineRequest::Chat("x".repeat(400)));
    let refused = Some(tabula::online::OnlineError::Refused(
        tabula_protocol::RequestError::BadChat,
    ));
    let start = Instant::now();
    while online(apps[2]).error != refused {
        apps[2].update();
        assert!(start.elapsed() < PATIENCE, "the long line is not refused");
        std::thread::sleep(Duration::from_millis(1));
    }
    drop(server);
    until(&mut apps[..], "every app sees the connection lost", |a| {
        a.iter()
            .all(|app| matches!(online(app).connection, Connection::Reconnecting { .. }))
    });
    let _again = Server::start(&db, address);
    until(&mut apps[..], "every app is back", |a| {
        a.iter()
            .all(|app| online(app).connection == Connection::Open && playing::<Yut>(app))
    });
    // Bo leaves for the title, which offers the match to continue, and comes back to it.
    let at = apps[0].world().resource::<Match<Yut>>().history.len();
    play::<Yut>(&mut apps, Some(at + 4));
    assert_eq!(
        online(apps[2]).error,
        None,
        "the match moved on: the notice is gone"
    );
    apps[1]
        .world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    apps[1].update();
    apps[1].update();
    assert!(online(apps[1]).room.is_none());
    // Out of the room, the seats are nobody's by name: a match at this screen says
    // "player" again, not Ann's or Bo's name.
    let names = apps[1].world().resource::<tabula::theme::SeatNames>();
    assert!(
        names
            .holders
            .iter()
            .all(|h| *h == tabula::theme::Holder::Unknown),
        "{:?}",
        names.holders
    );
    let offered = apps[1]
        .world()
        .resource::<tabula::ui::menus::MenuState>()
        .online_seats
        .clone();
    assert_eq!(offered.len(), 1, "the title offers Bo's seat");
    assert_eq!((offered[0].game.as_str(), offered[0].seat), ("yut", 1));
    ask(apps[1], OnlineRequest::Return(offered[0].clone()));
    until(&mut apps[..], "Bo is back", |a| {
        a.iter().all(|app| playing::<Yut>(app))
            && online(a[0]).room.as_ref().unwrap().view.seats[1].online
    });
    // Bo's page is reloaded: the game starts afresh from his data (the browser's storage)
    // at the room's link, and the link brings him back to his seat, not to a new one.
    let at = apps[0].world().resource::<Match<Yut>>().history.len();
    play::<Yut>(&mut apps, Some(at + 4));
    let code = online(apps[1]).room.as_ref().unwrap().view.code;
    let bo_data = apps[1].world().resource::<DataDir>().clone();
    // The page goes: its connection closes.
    ask(apps[1], OnlineRequest::Leave);
    apps[1].update();
    let mut reloaded = player("restart", "Bo-reloaded", address);
    let data = reloaded.world().resource::<DataDir>().clone();
    let kept = std::fs::read(bo_data.file("online.json").unwrap()).unwrap();
    std::fs::create_dir_all(data.0.as_ref().unwrap()).unwrap();
    std::fs::write(data.file("online.json").unwrap(), kept).unwrap();
    reloaded.world_mut().resource_mut::<Invitation>().0 = Some(code);
    let [ann, _, cy] = apps;
    let mut apps = [ann, &mut reloaded, cy];
    until(
        &mut apps[..],
        "the reloaded page is back in its seat",
        |a| a.iter().all(|app| playing::<Yut>(app)),
    );
    assert_eq!(online(apps[1]).room.as_ref().unwrap().view.you, Some(1));
    play::<Yut>(&mut apps, None);
    until(&mut apps[..], "the end is told", |a| {
        a.iter().all(|app| {
            online(app)
                .room
                .as_ref()
                .is_some_and(|r| r.view.end.is_some())
        })
    });
    boards_agree::<Yut>(&mut apps);
    assert!(apps[0].world().resource::<Match<Yut>>().history.len() > 12);
}

/// Bad input online gets a sentence and changes nothing: a code no room has, a room with
/// every seat taken, and a server nobody answers at.
#[test]
fn what_cannot_be_done_online_is_said() {
    use tabula::online::OnlineError;
    use tabula_protocol::RequestError;
    let server = Server::start(&scratch("errors"), "127.0.0.1:0".parse().unwrap());
    let (mut ann, mut bo, mut cy) = (
        player("errors", "Ann", server.address),
        player("errors", "Bo", server.address),
        player("errors", "Cy", server.address),
    );
    let said = |app: &mut App, what: &str| -> OnlineError {
        let start = Instant::now();
        loop {
            app.update();
            if let Some(e) = online(app).error.clone() {
                return e;
            }
            assert!(start.elapsed() < PATIENCE, "nothing said: {what}");
            std::thread::sleep(Duration::from_millis(1));
        }
    };
    ask(
        &mut ann,
        OnlineRequest::Join(RoomCode::parse("ZZZZZZ").unwrap()),
    );
    assert_eq!(
        said(&mut ann, "an unknown code"),
        OnlineError::Refused(RequestError::UnknownRoom)
    );
    assert!(online(&ann).room.is_none());
    // A full room: Bo and Cy take its seats, Ann comes too late.
    let mut apps = [&mut bo, &mut cy, &mut ann];
    let code = create::<Yut>(apps[0], false);
    ask(apps[1], OnlineRequest::Join(code));
    until(&mut apps[..2], "both are seated", |a| {
        a.iter().all(|app| playing::<Yut>(app))
    });
    ask(apps[2], OnlineRequest::Join(code));
    assert_eq!(
        said(apps[2], "a full room"),
        OnlineError::Refused(RequestError::NoFreeSeat)
    );
    assert!(online(apps[2]).room.is_none());
    assert_eq!(
        *apps[2].world().resource::<State<Screen>>().get(),
        Screen::Title
    );
    // Nobody listens at this address (the server's, once it is gone).
    let address = server.address;
    drop(server);
    let mut lonely = player("errors", "Di", address);
    ask(&mut lonely, OnlineRequest::Join(code));
    assert!(matches!(
        said(&mut lonely, "an unreachable server"),
        OnlineError::Unreachable(_)
    ));
    assert!(online(&lonely).room.is_none());
    let texts = lonely.world().resource::<tabula::locale::Texts>();
    let sentence = texts.get(online(&lonely).error.as_ref().unwrap().message_id());
    assert!(sentence.contains("could not be reached"), "{sentence}");
}

/// A take-back online is asked of the opponent: declined, nothing changes on any board;
/// accepted, every board goes back one decision, the same on each.
#[test]
fn a_take_back_is_asked_declined_and_accepted() {
    let server = Server::start(&scratch("take-back"), "127.0.0.1:0".parse().unwrap());
    let (mut ann, mut bo, mut cy) = (
        player("take-back", "Ann", server.address),
        player("take-back", "Bo", server.address),
        player("take-back", "Cy", server.address),
    );
    let mut apps = [&mut ann, &mut bo, &mut cy];
    seat_two_and_a_watcher::<Chisolo>(&mut apps, true);
    // Play on until Ann (seat 0) has just decided and Bo is to move.
    let mut rng = Rng64::new(3);
    let mut mover_of_last = None;
    let start = Instant::now();
    loop {
        let m = apps[0].world().resource::<Match<Chisolo>>();
        let to_move = m.state.to_move();
        let settled = m.history.len() == online(apps[0]).room.as_ref().unwrap().view.actions.len()
            && apps
                .iter()
                .all(|a| a.world().resource::<Match<Chisolo>>().history.len() == m.history.len());
        if settled
            && mover_of_last == Some(0)
            && to_move == tabula_core::ToMove::Seat(tabula_core::Seat(1))
        {
            break;
        }
        let before = (m.history.len(), to_move);
        for app in apps.iter_mut() {
            act::<Chisolo>(app, &mut rng);
            app.update();
        }
        let m = apps[0].world().resource::<Match<Chisolo>>();
        if m.history.len() == before.0 + 1 {
            mover_of_last = match before.1 {
                tabula_core::ToMove::Seat(s) => Some(s.index()),
                _ => None,
            };
        }
        assert!(m.outcome().is_none(), "the match ended first");
        assert!(start.elapsed() < PATIENCE, "Ann never decided");
    }
    let history = apps[0].world().resource::<Match<Chisolo>>().history.clone();
    // Declined: nothing changes.
    ask(apps[0], OnlineRequest::AskTakeBack);
    until(&mut apps[..], "Bo is asked", |a| {
        online(a[1]).room.as_ref().unwrap().take_back_asked == Some(0)
    });
    ask(apps[1], OnlineRequest::AnswerTakeBack(false));
    until(&mut apps[..], "the answer is told", |a| {
        online(a[0])
            .room
            .as_ref()
            .unwrap()
            .take_back_asked
            .is_none()
            && online(a[1])
                .room
                .as_ref()
                .unwrap()
                .take_back_asked
                .is_none()
    });
    for app in apps.iter() {
        assert_eq!(app.world().resource::<Match<Chisolo>>().history, history);
    }
    // Accepted: every board goes back one decision.
    ask(apps[0], OnlineRequest::AskTakeBack);
    until(&mut apps[..], "Bo is asked again", |a| {
        online(a[1]).room.as_ref().unwrap().take_back_asked == Some(0)
    });
    ask(apps[1], OnlineRequest::AnswerTakeBack(true));
    until(&mut apps[..], "every board goes back", |a| {
        a.iter().all(|app| {
            app.world().resource::<Match<Chisolo>>().history[..] == history[..history.len() - 1]
                && playing::<Chisolo>(app)
        })
    });
    boards_agree::<Chisolo>(&mut apps);
    let m = apps[0].world().resource::<Match<Chisolo>>();
    assert_eq!(
        m.state.to_move(),
        tabula_core::ToMove::Seat(tabula_core::Seat(0))
    );
    // A chat line reaches everyone in the room, the watcher too, named by its writer.
    ask(apps[0], OnlineRequest::Chat("thank you".into()));
    until(&mut apps[..], "the line is read", |a| {
        a.iter().all(|app| !online(app).chat.is_empty())
    });
    for app in apps.iter() {
        let line = &online(app).chat[0];
        assert_eq!(
            (line.from.as_str(), line.seat, line.text.as_str()),
            ("Ann", Some(0), "thank you")
        );
    }
}

/// The windowless client of `tabula --online-computer` takes the seat a person's app
/// invited it to, the computer plays it (throws and doubling cube too), and it exits at
/// the end, successfully, with both boards showing the same match.
#[test]
fn a_windowless_computer_client_plays_a_person() {
    use tabula::dev::online_computer::{OnlineComputer, app};
    let server = Server::start(&scratch("computer"), "127.0.0.1:0".parse().unwrap());
    let mut ann = player("computer", "Ann", server.address);
    let code = create::<Backgammon>(&mut ann, false);
    let mut computer = app(OnlineComputer {
        server: Some(server.address.to_string()),
        ..OnlineComputer::new(code)
    })
    .expect("the shipped texts");
    let mut rng = Rng64::new(11);
    let start = Instant::now();
    let exit = loop {
        if playing::<Backgammon>(&ann) {
            act::<Backgammon>(&mut ann, &mut rng);
        }
        ann.update();
        computer.update();
        assert_eq!(online(&ann).error, None);
        if let Some(exit) = computer.should_exit() {
            break exit;
        }
        assert!(start.elapsed() < PATIENCE * 5, "the match does not end");
    };
    assert_eq!(exit, AppExit::Success, "{:?}", online(&computer).error);
    let room = online(&computer).room.as_ref().unwrap();
    assert_eq!(room.view.you, Some(1));
    assert_eq!(
        room.view.seats[1].name.as_deref(),
        Some("Computer"),
        "the seat is taken under the client's name"
    );
    let end = room.view.end.clone().expect("the end is told");
    // The last move may still be on its way to one of the boards.
    until(&mut [&mut ann, &mut computer], "both boards end", |a| {
        a.iter().all(|app| {
            app.world()
                .resource::<Match<Backgammon>>()
                .outcome()
                .is_some()
        })
    });
    let theirs = computer.world().resource::<Match<Backgammon>>();
    let ours = ann.world().resource::<Match<Backgammon>>();
    assert_eq!(theirs.history, ours.history);
    assert_eq!(ours.outcome(), Some(end.outcome));
    assert!(ours.history.len() > 20, "a whole match was played");
}
