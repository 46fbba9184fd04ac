//! A new player's walk through the menus, headless: the buttons' own actions
//! (`ui::menus::flow`) and the screens they lead to, in the order a player meets them.
//! Learn one game, leave, Play another and Start: a real match of that game starts (a
//! lesson once leaked into the next setup and the match refused to start); Continue;
//! Play again; a match that cannot start says why.

use crate::common;
use bevy::prelude::*;
use tabula::app::screens::Screen;
use tabula::app::storage::{DataDir, read_json};
use tabula::session::match_flow::{GameView, Match, MatchRequest, ResumeRequest};
use tabula::ui::menus::MenuState;
use tabula::ui::menus::flow;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_malefiz::Malefiz;
use tabula_table::MatchSetup;
use tabula_yut::Yut;

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn learn(app: &mut App, game: &str) {
    assert!(common::menu_action(app, |setup, games, _| flow::learn(
        setup,
        games.find(game).unwrap()
    )));
    common::go(app, Screen::Playing);
}

/// Gallery's Play, then the setup screen's Start.
fn play_and_start(app: &mut App, game: &str) {
    common::menu_action(app, |setup, games, _| {
        flow::choose_game(setup, games.find(game).unwrap())
    });
    common::go(app, Screen::Setup);
    assert_eq!(app.world().resource::<MatchSetup>().game, game);
    common::menu_action(app, |setup, _, data| flow::start_new(setup, data));
    common::go(app, Screen::Playing);
}

/// A real match of `G` is on: no lesson, no script.
fn a_real_match_of<G: GameView>(app: &App) -> &Match<G> {
    assert_eq!(screen(app), Screen::Playing, "the match did not start");
    let m = app
        .world()
        .get_resource::<Match<G>>()
        .unwrap_or_else(|| panic!("no {} match", G::NAME));
    assert!(m.lesson().is_none(), "{} started a lesson", G::NAME);
    m
}

fn remembered(app: &App) -> MatchSetup {
    let data = app.world().resource::<DataDir>();
    read_json::<MatchSetup>(data, "last-setup.json")
        .unwrap()
        .expect("a setup remembered")
}

#[test]
fn learn_then_play_another_game_then_continue_and_play_again() {
    let mut app = common::headless_app("walk", common::instant(), MatchSetup::default());
    common::go(&mut app, Screen::Title);

    // Learn Yut Nori, throw once, leave.
    learn(&mut app, "yut");
    assert!(common::game::<Yut>(&app).lesson().is_some());
    app.world_mut().write_message(MatchRequest::<Yut>::Chance);
    app.update();
    app.update();
    common::go(&mut app, Screen::Title);
    assert!(!app.world().resource::<MatchSetup>().lesson);

    // Play Backgammon: a real match, remembered as the setup to play again.
    play_and_start(&mut app, "backgammon");
    a_real_match_of::<Backgammon>(&app);
    let last = remembered(&app);
    assert_eq!(last.game, "backgammon");
    assert!(!last.lesson);

    // Learn Malefiz; then Play Chisolo starts Chisolo, not a lesson.
    common::go(&mut app, Screen::Title);
    learn(&mut app, "malefiz");
    assert!(common::game::<Malefiz>(&app).lesson().is_some());
    common::go(&mut app, Screen::Title);
    play_and_start(&mut app, "chisolo");
    a_real_match_of::<Chisolo>(&app);

    // A lesson's own game: Learn Chisolo, then Play Chisolo gives the game's own setup.
    common::go(&mut app, Screen::Title);
    learn(&mut app, "chisolo");
    assert!(common::game::<Chisolo>(&app).lesson().is_some());
    common::go(&mut app, Screen::Title);
    play_and_start(&mut app, "chisolo");
    a_real_match_of::<Chisolo>(&app);
    assert!(!remembered(&app).lesson);

    // Back at the title after a lesson: Continue offers the Backgammon match as it was
    // left, and a lesson left last is not what Play again starts.
    common::go(&mut app, Screen::Title);
    learn(&mut app, "yut");
    common::go(&mut app, Screen::Title);
    let menu = app.world().resource::<MenuState>();
    assert!(menu.notices.is_empty(), "{:?}", menu.notices);
    let offered = menu
        .save_of("backgammon")
        .expect("backgammon on offer")
        .clone();
    let last = menu.last_setup.clone().expect("a setup to play again");
    assert_eq!(last.game, "chisolo");
    {
        let world = app.world_mut();
        world.resource_scope(|world, mut resume: Mut<ResumeRequest>| {
            let mut setup = world.resource_mut::<MatchSetup>();
            flow::continue_match(&mut setup, &mut resume, &offered);
        });
    }
    common::go(&mut app, Screen::Playing);
    let resumed = a_real_match_of::<Backgammon>(&app);
    // (The computer may have moved on since.)
    assert!(resumed.history.len() >= offered.saved.actions.len());

    common::go(&mut app, Screen::Title);
    common::menu_action(&mut app, |setup, _, data| {
        flow::play_again(setup, &last, data)
    });
    common::go(&mut app, Screen::Playing);
    a_real_match_of::<Chisolo>(&app);
}

#[test]
fn a_match_that_cannot_start_says_why() {
    let mut app = common::headless_app("walk-refused", common::instant(), MatchSetup::default());
    common::go(&mut app, Screen::Title);
    common::menu_action(&mut app, |setup, games, data| {
        flow::choose_game(setup, games.find("backgammon").unwrap());
        flow::start_new(setup, data);
        // Rules the game does not have.
        setup.preset = "no-such-rules".into();
    });
    common::go(&mut app, Screen::Playing);
    common::go(&mut app, Screen::Title);
    assert_eq!(screen(&app), Screen::Title);
    let menu = app.world().resource::<MenuState>();
    let notice = menu
        .notices
        .iter()
        .find(|n| n.id == "notice-start-failed")
        .expect("a notice that the match did not start");
    assert!(
        notice.args.iter().any(|(name, _)| *name == "why"),
        "the notice says why: {notice:?}"
    );
}

#[test]
fn a_lesson_remembered_by_an_older_version_is_not_played_again() {
    let mut app = common::headless_app("walk-old", common::instant(), MatchSetup::default());
    let lesson = common::menu_action(&mut app, |setup, games, _| {
        flow::learn(setup, games.find("backgammon").unwrap());
        setup.clone()
    });
    assert!(lesson.lesson);
    let data = app.world().resource::<DataDir>().clone();
    tabula::app::storage::write_json(&data, "last-setup.json", &lesson).unwrap();
    common::go(&mut app, Screen::Title);
    let menu = app.world().resource::<MenuState>();
    assert!(menu.last_setup.is_none(), "{:?}", menu.last_setup);
    assert!(!app.world().resource::<MatchSetup>().lesson);
}
