//! What every game's match does in the app, written once and checked for each game (as
//! OpenSpiel's basic tests check every game): an illegal request is refused, requests at
//! the wrong time are refused, a match resumes from its autosave, and computers play a match
//! to its end with the board in step. Each game's file says, in its `UnderTest`, how its
//! matches are set up and what its board must show; what only one game has stays there.

use crate::common;
use bevy::prelude::*;
use tabula::app::screens::Screen;
use tabula::app::storage::{DataDir, read_json};

use tabula::session::match_flow::{
    FinishedMatch, Match, MatchOver, MatchRequest, Presenting, ReplayRequest, ResumeRequest,
    WaitingFor,
};
use tabula::session::saves;
use tabula::session::stats::Statistics;
use tabula::ui::panel::HudInfo;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_core::{Outcome, ToMove};
use tabula_malefiz::Malefiz;
use tabula_table::{Level, MatchSetup, SavedMatch, SeatKind};
use tabula_yut::Yut;

/// A game under the shared checks.
pub trait UnderTest: tabula::session::match_flow::GameView + PartialEq {
    /// A match between people at this screen.
    fn people() -> MatchSetup;
    /// The actions played before the illegal requests are sent (none: from the start).
    fn opening() -> &'static [&'static str] {
        &[]
    }
    /// Requests the rules refuse at the first decision of a seat in `people()`'s match
    /// after [`UnderTest::opening`].
    fn illegal(state: &Self) -> Vec<Self::Action>;
    /// Whether its people throw during play (Chisolo's only chance is the lot).
    const THROWS_IN_PLAY: bool = true;
    /// The match its autosave is checked with, and how many actions come before it.
    fn autosaved() -> (MatchSetup, usize) {
        (Self::people(), 8)
    }
    /// A match between computers: the first seat medium, the others easy.
    fn computers() -> MatchSetup {
        let mut setup = Self::people();
        setup.seats = (0..setup.seats.len())
            .map(|i| SeatKind::Computer(if i == 0 { Level::Medium } else { Level::Easy }))
            .collect();
        setup
    }
    /// Panics unless the board shows `state`: every piece where the state has it.
    fn assert_board_shows(app: &mut App, state: &Self);
    /// What the game's end must also show (its own conservation laws, its result's words).
    fn assert_end(_app: &mut App, _state: &Self, _outcome: &Outcome) {}
}

/// Runs `check` for each game.
macro_rules! every_game {
    ($check:ident) => {
        $check::<Yut>();
        $check::<Chisolo>();
        $check::<Malefiz>();
        $check::<Backgammon>();
    };
}

fn app<G: UnderTest>(test: &str, setup: MatchSetup) -> App {
    let name = format!("every-{test}-{}", G::NAME);
    common::headless_app(&name, common::instant(), setup)
}

fn state<G: UnderTest>(app: &App) -> G {
    common::game::<G>(app).state.clone()
}

fn history<G: UnderTest>(app: &App) -> usize {
    common::game::<G>(app).history.len()
}

/// Updates until the board is still and the match waits for a person.
fn until_a_person_decides<G: UnderTest>(app: &mut App) {
    for _ in 0..500 {
        app.update();
        let still = !app.world().resource::<Presenting>().is_busy();
        if still && *app.world().resource::<WaitingFor>() == WaitingFor::Person {
            return;
        }
    }
    panic!("{}: no person came to decide", G::NAME);
}

fn an_illegal_request_is_refused_and_changes_nothing<G: UnderTest>() {
    let setup = G::people();
    let mut app = app::<G>("illegal", setup.clone());
    if !G::opening().is_empty() {
        let actions = G::opening().iter().map(|a| a.to_string()).collect();
        let saved = SavedMatch::new(setup, actions);
        app.world_mut().resource_mut::<ResumeRequest>().0 = Some(saved);
    }
    common::start::<G>(&mut app);
    until_a_person_decides::<G>(&mut app);
    // Throw until a seat is to move.
    while state::<G>(&app).to_move() == ToMove::Chance {
        app.world_mut().write_message(MatchRequest::<G>::Chance);
        until_a_person_decides::<G>(&mut app);
    }
    let before = state::<G>(&app);
    let played = history::<G>(&app);
    let illegal = G::illegal(&before);
    assert!(!illegal.is_empty(), "{}: nothing illegal to try", G::NAME);
    for bad in illegal {
        let refused = common::refusals(&mut app, MatchRequest::<G>::Play(bad.clone()));
        assert_eq!(refused.len(), 1, "{}: {bad:?}: {refused:?}", G::NAME);
        assert!(state::<G>(&app) == before, "{}: {bad:?} moved", G::NAME);
        assert_eq!(history::<G>(&app), played, "{}: {bad:?}", G::NAME);
        G::assert_board_shows(&mut app, &before);
    }
}

#[test]
fn every_game_refuses_an_illegal_request_and_changes_nothing() {
    every_game!(an_illegal_request_is_refused_and_changes_nothing);
}

fn requests_at_the_wrong_time_are_refused<G: UnderTest>() {
    let mut app = app::<G>("wrong-time", G::people());
    common::start::<G>(&mut app);
    until_a_person_decides::<G>(&mut app);
    let threw = common::requests_at_the_wrong_time_are_refused::<G>(&mut app);
    assert_eq!(threw, G::THROWS_IN_PLAY, "{}: a throw during play", G::NAME);
}

#[test]
fn every_game_refuses_requests_at_the_wrong_time() {
    every_game!(requests_at_the_wrong_time_are_refused);
}

fn a_match_resumes_from_its_autosave<G: UnderTest>() {
    let (setup, actions) = G::autosaved();
    let name = format!("every-resume-{}", G::NAME);
    let mut again = common::a_match_resumes_from_its_autosave::<G>(&name, setup, actions);
    again.update();
    let resumed = state::<G>(&again);
    G::assert_board_shows(&mut again, &resumed);
    // The log says every action again.
    assert_eq!(
        again.world().resource::<HudInfo>().log.len(),
        history::<G>(&again),
        "{}: the resumed log",
        G::NAME
    );
}

#[test]
fn every_game_resumes_from_its_autosave() {
    every_game!(a_match_resumes_from_its_autosave);
}

/// The screen the app shows.
fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn a_computer_match_plays_to_its_end_with_the_board_in_step<G: UnderTest>() {
    let mut app = app::<G>("computers", G::computers());
    common::start::<G>(&mut app);
    let mut over = Vec::new();
    let mut checked = 0;
    for i in 0..60_000 {
        app.update();
        over.extend(
            app.world_mut()
                .resource_mut::<Messages<MatchOver>>()
                .drain(),
        );
        if screen(&app) == Screen::Results {
            break;
        }
        // Whenever the board is still, it shows the state.
        if i % 7 == 0 && !app.world().resource::<Presenting>().is_busy() {
            let g = state::<G>(&app);
            G::assert_board_shows(&mut app, &g);
            checked += 1;
        }
    }
    let name = G::NAME;
    assert_eq!(screen(&app), Screen::Results, "{name}: {} actions", {
        history::<G>(&app)
    });
    assert_eq!(over.len(), 1, "{name}");
    assert!(checked > 5, "{name}: the board was checked {checked} times");
    let g = state::<G>(&app);
    let outcome = over[0].0;
    assert_eq!(g.outcome(), Some(outcome), "{name}");
    G::assert_board_shows(&mut app, &g);
    G::assert_end(&mut app, &g, &outcome);
    // The autosave is cleared once a match ends.
    let data = app.world().resource::<DataDir>().clone();
    assert_eq!(saves::read_save(&data, name).unwrap(), None, "{name}");
    // The match is counted once, under its strongest computer, and kept on disk.
    let counted = |app: &App| app.world().resource::<Statistics>().clone();
    let stats = counted(&app);
    assert_eq!(stats.tallies.len(), 1, "{name}: {stats:?}");
    let tally = &stats.tallies[0];
    assert_eq!(
        (tally.game.as_str(), tally.level, tally.played, tally.won),
        (name, Some(Level::Medium), 1, 0),
        "nobody won against the computer: no person played"
    );
    let kept: Statistics = read_json(&data, "stats.json").unwrap().unwrap();
    assert_eq!(kept, stats, "{name}");
    // Watching the match again to its end counts nothing more.
    let finished = app.world().resource::<FinishedMatch>().0.clone().unwrap();
    let total = finished.actions.len();
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(finished);
    common::go(&mut app, Screen::Playing);
    for _ in 0..total {
        app.world_mut().write_message(MatchRequest::<G>::Forward);
        for _ in 0..3 {
            app.update();
        }
    }
    let watched = app.world().resource::<Match<G>>();
    assert_eq!(watched.replay_progress(), Some((total, total)), "{name}");
    assert_eq!(watched.outcome(), Some(outcome), "{name}");
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(counted(&app), stats, "{name}");
    // A fresh start reads the statistics back.
    let mut again = common::headless_app(
        &format!("every-computers-again-{name}"),
        common::instant(),
        MatchSetup::default(),
    );
    again.insert_resource(data);
    again.update();
    assert_eq!(*again.world().resource::<Statistics>(), stats, "{name}");
}

#[test]
fn every_game_plays_a_computer_match_to_its_end_with_the_board_in_step() {
    every_game!(a_computer_match_plays_to_its_end_with_the_board_in_step);
}
