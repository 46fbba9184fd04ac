//! Headless tests of the Backgammon board view: a person's play made die by die with the
//! keyboard, undone and confirmed; the cube, a match, resignations, take-back and the hint
//! through the panel's buttons and keys. The checks every game shares
//! (tests/app/every_game.rs) take Backgammon through its `UnderTest`: the checkers on the
//! board where the state says.

use crate::common;
use crate::every_game::UnderTest;
use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{DragDrop, DragEnd, DragStart, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};

use bevy::prelude::*;
use common::press;
use tabula::app::screens::{FirstScreenDrawn, Screen};
use tabula::app::settings::{Settings, Tutor};
use tabula::app::storage::DataDir;
use tabula::board::animation::AnimationQueue;
use tabula::board::highlight::Highlight;
use tabula::board::labels::WorldLabel;
use tabula::games::backgammon::{
    AnalysisRollouts, Checker, CubeView, Geometry, SpaceArea, mover_space, resting_places,
};
use tabula::session::computer::OwnPlayer;
use tabula::session::match_flow::{
    self, AnalyseWhenWatched, FinishedMatch, Match, MatchRequest, Presenting, ReplayRequest,
};
use tabula::session::records::RecordError;
use tabula::session::registry::{GameRefused, Games};
use tabula::session::saves;
use tabula::ui::panel::{AnalysisPanel, AnalysisShown, HudCommand, HudInfo};
use tabula_backgammon::analysis::{
    Analysis, AnalysisSettings, BLUNDER, Choice, Class, Judge, Kind, Report, RolloutSettings,
};
use tabula_backgammon::nn::{NeuralEval, NeuralSearchAgent};
use tabula_backgammon::{Action, Backgammon, Phase, Play, Step};
use tabula_core::{Agent, Game, Outcome, Rng64, Seat, ToMove};
use tabula_table::{Level, MatchSetup, SeatKind};

fn app(name: &str, seats: Vec<SeatKind>, auto_forced: bool) -> App {
    let settings = Settings {
        auto_forced_moves: auto_forced,
        ..common::instant()
    };
    let setup = MatchSetup {
        game: "backgammon".into(),
        preset: "standard".into(),
        seats,
        seed: 11,
        ..MatchSetup::default()
    };
    common::headless_app(&format!("bg-{name}"), settings, setup)
}

impl UnderTest for Backgammon {
    fn people() -> MatchSetup {
        MatchSetup {
            game: "backgammon".into(),
            preset: "standard".into(),
            seats: vec![SeatKind::Person; 2],
            seed: 11,
            ..MatchSetup::default()
        }
    }

    /// Moving from a point the mover has no checkers on.
    fn illegal(_: &Backgammon) -> Vec<Action> {
        vec!["22/20".parse().unwrap()]
    }

    fn autosaved() -> (MatchSetup, usize) {
        (Self::people(), 20)
    }

    fn assert_board_shows(app: &mut App, state: &Backgammon) {
        assert_eq!(shown(app), expected(state));
    }

    /// The winner has borne off; the result names the winner's checkers, and how much the
    /// win is worth.
    fn assert_end(app: &mut App, state: &Backgammon, outcome: &Outcome) {
        let winner = outcome.winners.iter().next().unwrap();
        assert_eq!(state.borne_off(winner), 15);
        let result = &app.world().resource::<HudInfo>().result;
        let colour = if state.white() == Some(winner) {
            "White"
        } else {
            "Black"
        };
        assert!(result.contains(colour), "{result:?} names {colour}");
        let worth = ["single game", "gammon", "backgammon"][outcome.points as usize - 1];
        assert!(result.contains(worth), "{result:?} says {worth}");
    }
}

fn start(app: &mut App) {
    common::start::<Backgammon>(app);
}

fn state(app: &App) -> Backgammon {
    app.world().resource::<Match<Backgammon>>().state.clone()
}

/// The checkers' places on screen, sorted, as (colour, x, y) in whole units.
fn shown(app: &mut App) -> Vec<(usize, i32, i32)> {
    let mut q = app.world_mut().query::<(&Checker, &Transform)>();
    let mut v: Vec<_> = q
        .iter(app.world())
        .map(|(c, t)| {
            (
                c.colour,
                t.translation.x.round() as i32,
                t.translation.y.round() as i32,
            )
        })
        .collect();
    v.sort();
    v
}

fn expected(g: &Backgammon) -> Vec<(usize, i32, i32)> {
    let mut v: Vec<_> = resting_places(g, &Geometry::default())
        .into_iter()
        .map(|(c, p)| (c, p.x.round() as i32, p.y.round() as i32))
        .collect();
    v.sort();
    v
}

/// Updates until nothing animates and a person has a decision (or the game is over).
fn until_person_decides(app: &mut App) {
    for _ in 0..200 {
        app.update();
        let busy = app.world().resource::<Presenting>().is_busy();
        let g = state(app);
        if !busy && (g.phase() == Phase::Rolling || matches!(g.to_move(), ToMove::Seat(_))) {
            return;
        }
    }
    panic!("no decision came");
}

/// Rolls (playing the first legal play when needed) until a person has a roll with a
/// choice of steps.
fn until_person_has_a_choice(app: &mut App) {
    let mut tries = 0;
    loop {
        until_person_decides(app);
        let g = state(app);
        if g.phase() == Phase::Rolling {
            press(app, KeyCode::Space);
            continue;
        }
        if g.next_steps(&[]).len() > 1 && g.legal_plays().len() > 1 {
            break;
        }
        // Play something and go on.
        let play = g.legal_plays()[0].0;
        app.world_mut()
            .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
        app.update();
        tries += 1;
        assert!(tries < 50, "no suitable roll came");
    }
}

#[test]
fn a_play_is_built_die_by_die_undone_and_confirmed() {
    let mut app = app("steps", vec![SeatKind::Person, SeatKind::Person], false);
    start(&mut app);
    until_person_has_a_choice(&mut app);
    let before = state(&app);
    let history = app.world().resource::<Match<Backgammon>>().history.len();
    assert_eq!(shown(&mut app), expected(&before));
    // Tab picks the first possible step, Enter makes it: one checker moves, the state not.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    assert_eq!(state(&app), before, "a step alone is not played yet");
    let after_one = shown(&mut app);
    assert_ne!(after_one, expected(&before), "the step shows on the board");
    let diff = after_one
        .iter()
        .filter(|c| !expected(&before).contains(c))
        .count();
    assert!(
        (1..=2).contains(&diff),
        "one checker moved (and maybe one hit): {diff}"
    );
    // Backspace takes it back.
    press(&mut app, KeyCode::Backspace);
    assert_eq!(shown(&mut app), expected(&before));
    // Steps until the play is whole, then Enter confirms it.
    for _ in 0..4 {
        if app
            .world()
            .resource::<HudInfo>()
            .buttons
            .iter()
            .any(|b| b.command == HudCommand::Confirm && b.enabled)
        {
            break;
        }
        press(&mut app, KeyCode::Tab);
        press(&mut app, KeyCode::Enter);
    }
    assert_eq!(state(&app), before, "nothing is played before confirming");
    press(&mut app, KeyCode::Enter);
    let m = app.world().resource::<Match<Backgammon>>();
    assert_eq!(m.history.len(), history + 1, "the play was made");
    assert!(matches!(m.history.last(), Some(Action::Play(_))));
    let after = m.state.clone();
    assert_ne!(after, before);
    app.update();
    assert_eq!(
        shown(&mut app),
        expected(&after),
        "the checkers stand as played"
    );
}

#[test]
fn a_match_of_another_game_left_earlier_stops_when_backgammon_starts() {
    // A Yut match between computers, left for the title screen mid-game.
    let mut app = app(
        "switch",
        vec![
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
        ],
        true,
    );
    app.insert_resource(MatchSetup {
        seats: vec![
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
        ],
        seed: 3,
        ..MatchSetup::default()
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..10 {
        app.update();
    }
    assert!(app.world().contains_resource::<Match<tabula_yut::Yut>>());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    // Then a Backgammon match between people: nothing of the Yut match may go on.
    app.insert_resource(MatchSetup {
        game: "backgammon".into(),
        preset: "standard".into(),
        seats: vec![SeatKind::Person, SeatKind::Person],
        seed: 4,
        ..MatchSetup::default()
    });
    start(&mut app);
    assert!(!app.world().contains_resource::<Match<tabula_yut::Yut>>());
    for _ in 0..50 {
        app.update();
    }
    let data = app.world().resource::<DataDir>().clone();
    let saved = saves::read_save(&data, "backgammon")
        .unwrap()
        .expect("autosaved");
    assert_eq!(
        saved.setup.game, "backgammon",
        "the autosave is the new match"
    );
    assert!(
        app.world()
            .resource::<HudInfo>()
            .title
            .starts_with("Backgammon")
    );
}

/// The clickable area of a board space.
fn area(app: &mut App, space: usize) -> Entity {
    let mut q = app.world_mut().query::<(Entity, &SpaceArea)>();
    q.iter(app.world())
        .find(|(_, a)| a.0 == space)
        .map(|(e, _)| e)
        .expect("every space has an area")
}

/// A pointer event as bevy_picking sends it, on `target`.
fn pointer<E: std::fmt::Debug + Clone + Reflect>(event: E, target: Entity) -> Pointer<E> {
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::ZERO,
    };
    Pointer::new(PointerId::Mouse, location, event, target)
}

/// Drags the top checker of `from` and lets it go over `to`.
fn drag(app: &mut App, from: usize, to: usize) {
    let (from, to) = (area(app, from), area(app, to));
    let hit = HitData::new(Entity::PLACEHOLDER, 0.0, None, None);
    let button = PointerButton::Primary;
    app.world_mut().trigger(pointer(
        DragStart {
            button,
            hit: hit.clone(),
        },
        from,
    ));
    app.update();
    app.world_mut().trigger(pointer(
        DragDrop {
            button,
            dropped: from,
            hit,
        },
        to,
    ));
    app.world_mut().trigger(pointer(
        DragEnd {
            button,
            distance: Vec2::new(40.0, 0.0),
        },
        from,
    ));
    app.update();
    app.update();
}

#[test]
fn a_checker_dragged_to_a_spot_it_can_reach_moves_there_and_elsewhere_returns() {
    let mut app = app("drag", vec![SeatKind::Person, SeatKind::Person], false);
    start(&mut app);
    until_person_has_a_choice(&mut app);
    let before = state(&app);
    let steps = before.next_steps(&[]);
    let step = steps[0];
    let from = mover_space(&before, step.from);
    // Let go over a space this checker cannot reach: it goes back, nothing changes.
    let unreachable = (1..=24u8)
        .find(|p| *p != step.from && !steps.iter().any(|s| s.from == step.from && s.to == *p))
        .expect("some point is out of reach");
    drag(&mut app, from, mover_space(&before, unreachable));
    assert_eq!(shown(&mut app), expected(&before), "the checker went back");
    assert_eq!(state(&app), before);
    // Dragged where it can go: the step shows on the board, not yet played.
    drag(&mut app, from, mover_space(&before, step.to));
    assert_eq!(state(&app), before, "a step alone is not played yet");
    let by_drag = shown(&mut app);
    assert_ne!(by_drag, expected(&before), "the step shows on the board");
    // Backspace takes it back, as after a step made with keys.
    press(&mut app, KeyCode::Backspace);
    assert_eq!(shown(&mut app), expected(&before));
    // The same step made with the keyboard (Tab picks the first) leaves the same board.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    assert_eq!(shown(&mut app), by_drag);
    // A checker that cannot move does not lift: dragging it changes nothing.
    press(&mut app, KeyCode::Backspace);
    let stuck = (1..=24u8).find(|p| {
        before.checkers(before.turn())[usize::from(*p) - 1] > 0
            && !steps.iter().any(|s| s.from == *p)
    });
    if let Some(p) = stuck {
        drag(
            &mut app,
            mover_space(&before, p),
            mover_space(&before, step.to),
        );
        assert_eq!(shown(&mut app), expected(&before));
    }
}

fn cube_app(name: &str, preset: &str, options: &[(&str, &str)], seats: Vec<SeatKind>) -> App {
    let setup = MatchSetup {
        game: "backgammon".into(),
        preset: preset.into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        seats,
        seed: 5,
        ..MatchSetup::default()
    };
    let mut app = common::headless_app(&format!("bgc-{name}"), common::instant(), setup);
    common::start::<Backgammon>(&mut app);
    app
}

fn hud(app: &App) -> &HudInfo {
    app.world().resource::<HudInfo>()
}

/// Updates until the board is still and the phase is one `wanted` accepts.
fn until(app: &mut App, wanted: impl Fn(&Backgammon) -> bool) {
    for _ in 0..400 {
        app.update();
        let busy = app.world().resource::<Presenting>().is_busy();
        if !busy && wanted(&state(app)) {
            // One more frame: the panel is filled from the still board.
            app.update();
            return;
        }
    }
    panic!("never came: phase {:?}", state(app).phase());
}

/// Clicks the panel's button whose label starts with `label`; it must be there and enabled.
fn click(app: &mut App, label: &str) {
    let button = hud(app)
        .buttons
        .iter()
        .find(|b| b.label.starts_with(label))
        .unwrap_or_else(|| panic!("no button {label:?} in {:?}", labels(app)))
        .clone();
    assert!(button.enabled, "{label:?} is disabled");
    app.world_mut().write_message(button.command);
    app.update();
    app.update();
}

fn labels(app: &App) -> Vec<String> {
    hud(app).buttons.iter().map(|b| b.label.clone()).collect()
}

/// The cube on the board: its place and the value written on it.
fn cube(app: &mut App) -> (Vec2, String) {
    let mut q = app
        .world_mut()
        .query_filtered::<(&Transform, &WorldLabel), With<CubeView>>();
    let cubes: Vec<_> = q
        .iter(app.world())
        .map(|(t, l)| (t.translation.truncate(), l.text.clone()))
        .collect();
    assert_eq!(cubes.len(), 1, "one cube on the board");
    cubes[0].clone()
}

fn checkers_in_place(app: &mut App) {
    let g = state(app);
    assert_eq!(shown(app), expected(&g));
}

fn before_roll(g: &Backgammon) -> bool {
    g.phase() == Phase::BeforeRoll
}

/// The seat on turn offers to resign at the level the button's label names; the other
/// accepts.
fn resign_accepted(app: &mut App, level: &str) {
    click(app, "Resign…");
    click(app, level);
    until(app, |g| matches!(g.phase(), Phase::Resigning { .. }));
    click(app, "Accept");
    for _ in 0..20 {
        app.update();
    }
}

/// Rolls and plays the first legal play for whoever is on turn, until the next decision
/// before a roll.
fn next_turn(app: &mut App) {
    let mut played = false;
    for _ in 0..10 {
        until(app, |g| {
            matches!(
                g.phase(),
                Phase::Moving { .. } | Phase::BeforeRoll | Phase::Rolling
            )
        });
        let g = state(app);
        match g.phase() {
            Phase::BeforeRoll if played => return,
            Phase::BeforeRoll | Phase::Rolling => press(app, KeyCode::Space),
            _ => {
                let play = g.legal_plays()[0].0;
                app.world_mut()
                    .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
                app.update();
                played = true;
            }
        }
    }
    panic!("no turn passed");
}

/// The checkers are White and Black, changing hands by game: a side is named by its number
/// and its checkers, never by a seat colour the board does not show.
#[test]
fn a_side_is_named_by_one_colour_the_board_shows() {
    let seats = vec![SeatKind::Person, SeatKind::Computer(Level::Easy)];
    let mut app = cube_app("names", "money-cube", &[], seats);
    next_turn(&mut app);
    let white = state(&app).white().expect("the opening decided White");
    let colour = |s: Seat| if s == white { "White" } else { "Black" };
    let sides: Vec<String> = hud(&app).sides.iter().map(|s| s.name.clone()).collect();
    assert_eq!(
        sides,
        [
            format!("Player 1 ({})", colour(Seat(0))),
            format!("Player 2 ({}, computer, easy)", colour(Seat(1))),
        ]
    );
    let mut words = vec![hud(&app).turn_line.clone(), hud(&app).status.clone()];
    words.extend(hud(&app).log.iter().cloned());
    for seat_colour in ["Red", "Blue", "Green", "Orange"] {
        assert!(
            words.iter().all(|w| !w.contains(seat_colour)),
            "{seat_colour} in {words:?}"
        );
    }
    assert!(
        words.iter().any(|w| w.contains("Player 1")),
        "no side named in {words:?}"
    );
}

#[test]
fn a_person_doubles_the_other_takes_and_the_cube_moves_to_the_taker() {
    let mut app = cube_app("double-take", "money-cube", &[], vec![SeatKind::Person; 2]);
    // After the opening roll and its play, the next seat decides before its roll.
    next_turn(&mut app);
    let (centre, value) = cube(&mut app);
    assert_eq!(value, "64", "a centred cube shows 64");
    let doubler = state(&app).turn();
    assert!(
        labels(&app).iter().any(|l| l == "Double to 2 (D)"),
        "{:?}",
        labels(&app)
    );
    assert!(hud(&app).can_throw, "the roll button works before the roll");
    assert!(
        hud(&app).status.starts_with("Cube 1, in the middle"),
        "{}",
        hud(&app).status
    );
    press(&mut app, KeyCode::KeyD);
    until(&mut app, |g| g.phase() == Phase::CubeOffered);
    assert!(
        hud(&app).turn_line.contains("doubles to 2"),
        "{}",
        hud(&app).turn_line
    );
    assert_eq!(
        cube(&mut app).1,
        "2",
        "the offered cube shows the new value"
    );
    assert!(!hud(&app).can_throw);
    click(&mut app, "Take at 2");
    until(&mut app, |g| g.phase() == Phase::Rolling);
    let g = state(&app);
    assert_eq!(g.cube_value(), 2);
    let taker = Seat(1 - doubler.0);
    assert_eq!(g.cube_owner(), Some(taker));
    let (owned, value) = cube(&mut app);
    assert_eq!(value, "2");
    assert_ne!(owned, centre, "the cube left the middle");
    assert!(
        hud(&app).status.starts_with("Cube 2, "),
        "{}",
        hud(&app).status
    );
    // The doubler rolls on; at the taker's next turn the taker may redouble, the doubler
    // may not.
    assert_eq!(state(&app).turn(), doubler);
    next_turn(&mut app);
    assert_eq!(state(&app).turn(), taker);
    assert!(labels(&app).iter().any(|l| l == "Double to 4 (D)"));
    let log = hud(&app).log.join("\n");
    assert!(
        log.contains("doubles to 2") && log.contains("takes: the cube is at 2"),
        "{log}"
    );
    checkers_in_place(&mut app);
}

#[test]
fn a_pass_ends_the_money_game_for_the_cube_value() {
    let mut app = cube_app("pass", "money-cube", &[], vec![SeatKind::Person; 2]);
    next_turn(&mut app);
    let doubler = state(&app).turn();
    press(&mut app, KeyCode::KeyD);
    until(&mut app, |g| g.phase() == Phase::CubeOffered);
    press(&mut app, KeyCode::KeyP);
    for _ in 0..50 {
        app.update();
    }
    let g = state(&app);
    let outcome = g.outcome().expect("the game is over");
    assert!(outcome.winners.contains(doubler));
    assert_eq!(outcome.points, 1);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Results
    );
    assert!(
        hud(&app).result.contains("passed the double"),
        "{}",
        hud(&app).result
    );
}

#[test]
fn a_match_goes_game_by_game_to_the_crawford_game_and_its_end() {
    let mut app = cube_app(
        "match",
        "match-7",
        &[("match", "5")],
        vec![SeatKind::Person; 2],
    );
    // Game 1: the seat on roll resigns a backgammon, the other accepts: 3 points.
    next_turn(&mut app);
    let resigner = state(&app).turn();
    let winner = Seat(1 - resigner.0);
    resign_accepted(&mut app, "Resign a backgammon (3 points)");
    // The board holds the last position and says the result until "Next game".
    let g = state(&app);
    assert_eq!(g.match_score()[winner.index()], 3);
    assert_eq!(
        g.phase(),
        Phase::Opening,
        "the next game is set up in the state"
    );
    assert!(app.world().resource::<AnimationQueue>().is_held());
    assert!(
        hud(&app).turn_line.contains("resigned a backgammon"),
        "{}",
        hud(&app).turn_line
    );
    assert_eq!(g.history().len(), state(&app).history().len());
    click(&mut app, "Next game");
    // Game 2: a single game resigned brings the winner to 4 of 5, match point − 1.
    next_turn(&mut app);
    assert!(!app.world().resource::<AnimationQueue>().is_held());
    checkers_in_place(&mut app);
    let resigner = Seat(1 - winner.0);
    while state(&app).turn() != resigner {
        next_turn(&mut app);
    }
    resign_accepted(&mut app, "Resign a single game (1 point)");
    click(&mut app, "Next game");
    // Game 3 is the Crawford game: nobody may double, and the panel says so.
    next_turn(&mut app);
    let g = state(&app);
    assert!(g.crawford());
    assert!(!g.can_double());
    assert!(
        hud(&app).status.contains("Crawford game"),
        "{}",
        hud(&app).status
    );
    assert!(
        hud(&app).status.contains("Match to 5"),
        "{}",
        hud(&app).status
    );
    assert!(!labels(&app).iter().any(|l| l.starts_with("Double")));
    press(&mut app, KeyCode::KeyD);
    assert_eq!(state(&app).phase(), Phase::BeforeRoll, "D does nothing");
    // The leader resigns nothing; the trailer gives the match away.
    while state(&app).turn() == winner {
        next_turn(&mut app);
    }
    resign_accepted(&mut app, "Resign a single game (1 point)");
    let g = state(&app);
    assert!(g.outcome().is_some_and(|o| o.winners.contains(winner)));
    assert_eq!(g.match_score()[winner.index()], 5);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Results
    );
    assert!(
        hud(&app).result.contains("Match to 5 — "),
        "{}",
        hud(&app).result
    );
}

#[test]
fn a_take_back_restores_the_position_and_the_same_rolls_follow() {
    let mut app = cube_app(
        "take-back",
        "standard",
        &[],
        vec![SeatKind::Person, SeatKind::Computer(Level::Easy)],
    );
    let person = Seat(0);
    // The person's first play.
    for _ in 0..40 {
        until(&mut app, |g| {
            matches!(g.phase(), Phase::Moving { .. } | Phase::Rolling)
                && g.to_move() != ToMove::Chance
                || g.phase() == Phase::Rolling
        });
        let g = state(&app);
        if g.phase() == Phase::Rolling && g.turn() == person {
            press(&mut app, KeyCode::Space);
            continue;
        }
        if matches!(g.phase(), Phase::Moving { .. })
            && g.turn() == person
            && g.legal_plays().len() > 1
        {
            break;
        }
        if matches!(g.phase(), Phase::Moving { .. }) && g.turn() == person {
            let play = g.legal_plays()[0].0;
            app.world_mut()
                .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
        }
    }
    let before = state(&app);
    let play = before.legal_plays()[1].0;
    app.world_mut()
        .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
    // The computer rolls and plays; then it is the person's roll again.
    until(&mut app, |g| {
        g.phase() == Phase::Rolling && g.turn() == person
    });
    let after = app.world().resource::<Match<Backgammon>>().history.clone();
    assert!(
        hud(&app).can_take_back,
        "the person may take back before rolling"
    );
    app.world_mut().write_message(HudCommand::TakeBack);
    for _ in 0..5 {
        app.update();
    }
    let back = state(&app);
    assert_eq!(back, before, "the position before the play, with its dice");
    checkers_in_place(&mut app);
    // The same play again: the computer gets the same roll as before.
    app.world_mut()
        .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
    until(&mut app, |g| {
        g.phase() == Phase::Rolling && g.turn() == person
    });
    let again = app.world().resource::<Match<Backgammon>>().history.clone();
    assert_eq!(again, after, "the same rolls and replies followed");
    // Once the person rolls, the turn stands.
    press(&mut app, KeyCode::Space);
    until(&mut app, |g| {
        g.turn() == person && matches!(g.to_move(), ToMove::Seat(_))
    });
    assert!(!hud(&app).can_take_back, "no take-back after the roll");
}

#[test]
fn the_hint_lists_the_strongest_play_first_and_the_cube_action() {
    let mut app = cube_app("hint", "money-cube", &[], vec![SeatKind::Person; 2]);
    until(&mut app, |g| matches!(g.phase(), Phase::Moving { .. }));
    let g = state(&app);
    press(&mut app, KeyCode::KeyH);
    let advice = hud(&app).advice.clone();
    assert!(!advice.is_empty());
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let plays: Vec<Action> = legal
        .into_iter()
        .filter(|a| matches!(a, Action::Play(_)))
        .collect();
    let best = plays[NeuralSearchAgent::default().choose(&g, &plays, &mut Rng64::new(1))];
    assert!(
        advice[0].starts_with(&format!("1. {best} ")),
        "{advice:?} vs {best}"
    );
    assert!(advice.len() >= 2.min(plays.len()));
    // The advice goes once the position changes.
    app.world_mut()
        .write_message(MatchRequest::<Backgammon>::Play(best));
    until(&mut app, before_roll);
    assert!(hud(&app).advice.is_empty());
    app.world_mut().write_message(HudCommand::Hint);
    app.update();
    app.update();
    let lines = hud(&app).advice.clone();
    let advice = lines.join("\n");
    assert!(
        advice.contains("No double") && advice.contains("Double, take"),
        "{advice}"
    );
    // The verdict is the Hard level's own cube action.
    let g = state(&app);
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let hard = legal[NeuralSearchAgent::default().choose(&g, &legal, &mut Rng64::new(1))];
    assert_eq!(
        lines[0].starts_with("Double"),
        hard == Action::Double,
        "{advice} vs {hard}"
    );
}

/// Plays a money game with the cube between computers to its end; the finished match.
fn finished_cube_match(name: &str) -> (App, tabula_table::SavedMatch) {
    let mut app = cube_app(
        name,
        "money-cube",
        &[],
        vec![
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
        ],
    );
    for _ in 0..50_000 {
        app.update();
        if *app.world().resource::<State<Screen>>().get() == Screen::Results {
            break;
        }
    }
    let finished = app
        .world()
        .resource::<FinishedMatch>()
        .0
        .clone()
        .expect("the finished match is kept");
    // Its analysis has the search's figures alone, as `analysed` gives them; the rollouts
    // that follow them on the desktop have a test of their own.
    app.insert_resource(AnalysisRollouts(None));
    (app, finished)
}

#[test]
fn a_finished_match_is_watched_again_step_by_step_without_saving() {
    let (mut app, finished) = finished_cube_match("watch");
    let end = state(&app);
    let data = app.world().resource::<DataDir>().clone();
    assert!(saves::read_save(&data, "backgammon").unwrap().is_none());
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(finished.clone());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
    let total = finished.actions.len();
    assert_eq!(
        app.world()
            .resource::<Match<Backgammon>>()
            .replay_progress(),
        Some((0, total))
    );
    // Nobody plays by themselves while a match is watched.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(app.world().resource::<Match<Backgammon>>().history.len(), 0);
    // Forward through every action, the board in step; back one; forward again.
    let mut states = vec![state(&app)];
    for shown in 1..=total {
        press(&mut app, KeyCode::ArrowRight);
        until(&mut app, |_| true);
        let m = app.world().resource::<Match<Backgammon>>();
        assert_eq!(m.replay_progress(), Some((shown, total)));
        states.push(state(&app));
        if shown % 10 == 0 {
            checkers_in_place(&mut app);
        }
    }
    assert_eq!(state(&app), end, "the replay ends where the match ended");
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Playing
    );
    app.world_mut().write_message(HudCommand::Back);
    until(&mut app, |_| true);
    assert_eq!(state(&app), states[total - 1]);
    checkers_in_place(&mut app);
    press(&mut app, KeyCode::ArrowLeft);
    until(&mut app, |_| true);
    assert_eq!(state(&app), states[total - 2]);
    assert!(
        saves::read_save(&data, "backgammon").unwrap().is_none(),
        "watching saves nothing"
    );
}

/// The library's analysis of a match at the app's depth, to hold the panel to.
fn analysed(finished: &tabula_table::SavedMatch) -> Report {
    analysed_with(finished, None)
}

fn analysed_with(finished: &tabula_table::SavedMatch, rollouts: Option<RolloutSettings>) -> Report {
    let (whole, _) = match_flow::replay::<Backgammon>(finished).unwrap();
    Analysis::new(&whole.state, AnalysisSettings { depth: 2, rollouts })
        .unwrap()
        .run()
        .unwrap()
}

/// Where a report marks errors and blunders, and the start of each player's first line
/// of figures.
fn report_marks_and_rates(report: &Report) -> (Vec<(usize, bool)>, Vec<String>) {
    (
        report
            .decisions
            .iter()
            .filter(|d| d.judged.class >= Class::Error)
            .map(|d| (d.history_index, d.judged.class == Class::Blunder))
            .collect(),
        report
            .players
            .iter()
            .map(|p| format!("PR {:.1} · {:.1} mp · ", p.pr, p.error_rate_mp))
            .collect(),
    )
}

/// The panel shows `report`'s marks and figures.
fn assert_shows(shown: &AnalysisShown, report: &Report) {
    let (marks, rates) = report_marks_and_rates(report);
    let shown_marks: Vec<(usize, bool)> = shown.errors.iter().map(|e| (e.at, e.blunder)).collect();
    assert_eq!(shown_marks, marks);
    for (player, rate) in shown.players.iter().zip(&rates) {
        assert!(
            player.lines[0].starts_with(rate),
            "{:?} against {rate}",
            player.lines
        );
    }
}

/// On the desktop the figures show as soon as every decision is judged, with the close
/// plays' rollouts under way beside them (a bar of their own), and then change to the
/// figures with the rollouts, the library's.
#[test]
fn the_figures_show_at_once_and_then_follow_the_close_plays_rollouts() {
    let (mut app, finished) = finished_cube_match("refine");
    let settings = RolloutSettings {
        trials: 72,
        rolls: 5,
        ..Default::default()
    };
    app.insert_resource(AnalysisRollouts(Some(settings)));
    let plain = analysed(&finished);
    let refined = analysed_with(&finished, Some(settings));
    let close = refined
        .decisions
        .iter()
        .filter(|d| d.judged.rolled_out)
        .count();
    assert!(close > 0, "the match has close plays");
    assert_ne!(
        report_marks_and_rates(&plain).1,
        report_marks_and_rates(&refined).1,
        "the rollouts change the figures"
    );
    let first = watched_and_analysed(&mut app, finished.clone());
    assert!(
        first.refining.is_some(),
        "the rollouts were still under way"
    );
    assert_shows(&first, &plain);
    let last = analysis_shown_when(&mut app, |shown| shown.refining.is_none());
    assert_shows(&last, &refined);
}

/// `saved` watched with its analysis asked for, as the results screen's Analyse does; the
/// finished analysis in the panel.
fn watched_and_analysed(app: &mut App, saved: tabula_table::SavedMatch) -> AnalysisShown {
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(saved);
    app.world_mut().resource_mut::<AnalyseWhenWatched>().0 = true;
    common::go(app, Screen::Playing);
    analysis_shown(app)
}

/// The finished analysis in the panel, once it is done.
fn analysis_shown(app: &mut App) -> AnalysisShown {
    analysis_shown_when(app, |_| true)
}

/// The finished analysis in the panel, once `done` says so.
fn analysis_shown_when(app: &mut App, done: impl Fn(&AnalysisShown) -> bool) -> AnalysisShown {
    let started = std::time::Instant::now();
    loop {
        app.update();
        match &hud(app).analysis {
            Some(AnalysisPanel::Ready(shown)) if done(shown) => return shown.clone(),
            Some(AnalysisPanel::Running(_) | AnalysisPanel::Ready(_)) => {}
            other => panic!("no analysis under way: {other:?}"),
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(600),
            "the analysis never ended"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// The results screen's Analyse: the match watched from its start with its analysis
/// beside it, the same as the library's; a click on an error jumps the replay to its
/// position, with the decision in words and its plays marked on the board.
#[test]
fn a_finished_match_is_analysed_beside_its_replay_and_its_errors_jump_there() {
    let (mut app, finished) = finished_cube_match("analyse");
    let games = app.world().resource::<Games>();
    let entry = games.find("backgammon").unwrap();
    assert!(entry.can_analyse(&finished));
    let mut set_up = finished.clone();
    set_up.setup.preset = "match-7".into();
    set_up.setup.position = Some("4HPwATDgc/ABMA:EYHqADAAEAAE".into());
    assert!(tabula_table::first_state::<Backgammon>(&set_up.setup).is_ok());
    assert!(
        !entry.can_analyse(&set_up),
        "a game set up in a position has no start to analyse from"
    );
    assert!(!games.find("yut").unwrap().can_analyse(&finished));
    let total = finished.actions.len();
    let shown = watched_and_analysed(&mut app, finished.clone());
    assert_eq!((shown.shown, shown.total), (0, total));
    let report = analysed(&finished);
    let errors: Vec<usize> = report
        .decisions
        .iter()
        .filter(|d| d.judged.class >= Class::Error)
        .map(|d| d.history_index)
        .collect();
    assert!(!errors.is_empty(), "two Easy players err");
    assert_eq!(
        shown.errors.iter().map(|e| e.at).collect::<Vec<_>>(),
        errors
    );
    assert_eq!(shown.chances.len(), report.chances.len());
    assert_eq!(shown.chances.last().map(|c| c.0), Some(total));
    assert_eq!(shown.players.len(), 2);
    for (shown, player) in shown.players.iter().zip(&report.players) {
        let rate = format!("PR {:.1} · {:.1} mp · ", player.pr, player.error_rate_mp);
        assert!(shown.lines[0].starts_with(&rate), "{:?}", shown.lines);
        let classes = format!(
            "doubtful {} · errors {} · blunders {}",
            player.doubtful, player.errors, player.blunders
        );
        assert_eq!(shown.lines[1], classes);
        // The luck in points, as the result it adjusts (a money game).
        let luck = format!(
            "luck {:+.2} · luck-adjusted result {:+.2}",
            player.result_luck, player.luck_adjusted
        );
        assert_eq!(shown.lines[2], luck);
    }
    assert!(shown.here.is_empty(), "no decision at the start");
    // An error in a checker play: the replay jumps there, the panel says what was played
    // and what was best, and the board marks both.
    let d = report
        .decisions
        .iter()
        .find(|d| d.judged.class >= Class::Error && d.judged.kind == Kind::Checker)
        .expect("a checker error");
    let before = app
        .world_mut()
        .query_filtered::<(), With<Highlight>>()
        .iter(app.world())
        .count();
    app.world_mut()
        .write_message(HudCommand::Seek(d.history_index));
    until(&mut app, |_| true);
    let m = app.world().resource::<Match<Backgammon>>();
    assert_eq!(m.replay_progress(), Some((d.history_index, total)));
    assert!(matches!(m.state.phase(), Phase::Moving { .. }));
    let Some(AnalysisPanel::Ready(there)) = hud(&app).analysis.clone() else {
        panic!("the analysis went away");
    };
    assert_eq!(there.shown, d.history_index);
    let (Choice::Play(played), Choice::Play(best)) = (d.judged.played, d.judged.best) else {
        panic!("a checker decision");
    };
    assert!(
        there.here[0].contains(&played.to_string()),
        "{:?}",
        there.here
    );
    assert!(
        there.here[1].starts_with(&format!("Best: {best}")),
        "{:?}",
        there.here
    );
    assert!(there.here[2].starts_with("Lost 0."), "{:?}", there.here);
    let marks = app
        .world_mut()
        .query_filtered::<(), With<Highlight>>()
        .iter(app.world())
        .count();
    // A ring where each checker of both plays starts and lands.
    let rings = 2 * (played.moves().len() + best.moves().len());
    assert!(marks >= before + rings, "{before} marks, then {marks}");
    // Back to the start: nothing to say, nothing marked beyond the counts of tall stacks.
    app.world_mut().write_message(HudCommand::Seek(0));
    until(&mut app, |_| true);
    let Some(AnalysisPanel::Ready(start)) = hud(&app).analysis.clone() else {
        panic!("the analysis went away");
    };
    assert!(start.here.is_empty());
    assert_eq!(
        app.world()
            .resource::<Match<Backgammon>>()
            .replay_progress(),
        Some((0, total))
    );
}

/// An analysed play whose best play lands two checkers on one point (the opening 3-1's
/// 8/5 6/5): its numbers and rings stand one on the other, as the checkers would, not in
/// one place where only the last number shows.
#[test]
fn a_best_play_landing_twice_on_a_point_numbers_both_checkers() {
    let (mut app, finished) = finished_cube_match("marks-stack");
    let mut record = finished.clone();
    record.actions = vec!["roll 3-1".into()];
    let (opening, _) = match_flow::replay::<Backgammon>(&record).unwrap();
    let mut legal = Vec::new();
    opening.state.legal_actions(&mut legal);
    let other = legal
        .iter()
        .find(|a| a.to_string() != "8/5 6/5")
        .expect("another play");
    record.actions.push(other.to_string());
    let report = analysed(&record);
    let d = &report.decisions[0];
    let Choice::Play(best) = d.judged.best else {
        panic!("a checker decision");
    };
    assert_eq!(best.to_string(), "8/5 6/5");
    watched_and_analysed(&mut app, record);
    app.world_mut()
        .write_message(HudCommand::Seek(d.history_index));
    until(&mut app, |_| true);
    let numbers: Vec<(String, Vec2)> = app
        .world_mut()
        .query_filtered::<(&Transform, &WorldLabel), With<Highlight>>()
        .iter(app.world())
        .filter(|(_, l)| l.text == "1" || l.text == "2")
        .map(|(t, l)| (l.text.clone(), t.translation.truncate()))
        .collect();
    assert_eq!(numbers.len(), 2, "{numbers:?}");
    let apart = numbers[0].1.distance(numbers[1].1);
    assert!(apart > 10.0, "the numbers stand {apart} apart: {numbers:?}");
}

/// Watched without asking, the replay offers the analysis; so does a game without the cube,
/// whose state keeps no record (the save keeps its actions), and its analysis is the
/// library's of those actions.
#[test]
fn a_watched_match_offers_its_analysis_with_the_cube_or_without() {
    let (mut app, finished) = finished_cube_match("offer");
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(finished.clone());
    common::go(&mut app, Screen::Playing);
    app.update();
    assert_eq!(hud(&app).analysis, Some(AnalysisPanel::Offered));
    app.world_mut().write_message(HudCommand::Analyse);
    app.update();
    assert!(matches!(
        hud(&app).analysis,
        Some(AnalysisPanel::Running(_) | AnalysisPanel::Ready(_))
    ));
    // The opening 3-1 played badly, then the reply's 6-5 run out.
    let mut cubeless = finished.clone();
    cubeless.setup.preset = "standard".into();
    cubeless.actions = ["roll 3-1", "24/21 24/23", "roll 6-5", "24/13"]
        .map(String::from)
        .to_vec();
    let games = app.world().resource::<Games>();
    assert!(games.find("backgammon").unwrap().can_analyse(&cubeless));
    common::go(&mut app, Screen::Title);
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(cubeless.clone());
    common::go(&mut app, Screen::Playing);
    app.update();
    let m = app.world().resource::<Match<Backgammon>>();
    assert!(m.is_watched());
    assert!(m.state.history().is_empty(), "the state keeps no record");
    assert_eq!(hud(&app).analysis, Some(AnalysisPanel::Offered));
    app.world_mut().write_message(HudCommand::Analyse);
    let shown = analysis_shown(&mut app);
    let options = tabula_table::first_state::<Backgammon>(&cubeless.setup)
        .unwrap()
        .options()
        .clone();
    let actions: Vec<Action> = cubeless
        .actions
        .iter()
        .map(|a| a.parse().unwrap())
        .collect();
    let report = Analysis::of_actions(
        NeuralEval::bundled(),
        &options,
        &actions,
        AnalysisSettings {
            depth: 2,
            rollouts: None,
        },
    )
    .unwrap()
    .run()
    .unwrap();
    assert_eq!(report.decisions.len(), 2, "both plays had a choice");
    assert!(
        report.decisions[0].judged.class >= Class::Doubtful,
        "24/21 24/23 is not the opening 3-1's best: {:?}",
        report.decisions[0]
    );
    assert_shows(&shown, &report);
}

/// A finished match of two Easy computers watched, analysed, and its review started; the
/// library's analysis of it.
fn reviewing(name: &str) -> (App, Report) {
    let (mut app, finished) = finished_cube_match(name);
    let count = watched_and_analysed(&mut app, finished.clone())
        .errors
        .len();
    assert!(count >= 2, "{count} mistakes");
    // Two computers: everyone's mistakes are reviewed.
    click(&mut app, &format!("Review the mistakes ({count})"));
    until(&mut app, |_| true);
    (app, analysed(&finished))
}

/// The errors and blunders of an analysis, in the order of the match.
fn mistakes(report: &Report) -> Vec<&tabula_backgammon::analysis::Decision> {
    report
        .decisions
        .iter()
        .filter(|d| d.judged.class >= Class::Error)
        .collect()
}

/// The panel offers to review the mistakes (no review under way).
fn offers_the_review(app: &App) -> bool {
    labels(app)
        .iter()
        .any(|l| l.starts_with("Review the mistakes"))
}

/// In a match a person played, the review offers that person's own mistakes, and only
/// those; in the same match played by two computers, or read in as a record, everyone's.
#[test]
fn a_person_reviews_their_own_mistakes() {
    let (mut app, finished) = finished_cube_match("review-mine");
    let report = analysed(&finished);
    let everyone = mistakes(&report).len();
    let seat0 = mistakes(&report)
        .iter()
        .filter(|d| d.judged.seat.index() == 0)
        .count();
    assert!(seat0 > 0 && seat0 < everyone, "{seat0} of {everyone}");
    let mut played = finished.clone();
    played.setup.seats[0] = SeatKind::Person;
    watched_and_analysed(&mut app, played);
    until(&mut app, |_| true);
    let wanted = format!("Review my mistakes ({seat0})");
    assert!(labels(&app).contains(&wanted), "{:?}", labels(&app));
    assert!(!offers_the_review(&app), "{:?}", labels(&app));
    // A record read in names its players, who are not at this screen: everyone's.
    let mut read_in = finished.clone();
    read_in.setup.seats = vec![SeatKind::Person; 2];
    read_in.setup.names = vec!["Ann".into(), "Bo".into()];
    common::go(&mut app, Screen::Title);
    watched_and_analysed(&mut app, read_in);
    until(&mut app, |_| true);
    let wanted = format!("Review the mistakes ({everyone})");
    assert!(labels(&app).contains(&wanted), "{:?}", labels(&app));
}

/// Goes on through the review to its first puzzle `wanted` takes; its place among them.
fn to_first_puzzle(
    app: &mut App,
    puzzles: &[&tabula_backgammon::analysis::Decision],
    wanted: impl Fn(Kind) -> bool,
) -> usize {
    let at = puzzles
        .iter()
        .position(|d| wanted(d.judged.kind))
        .expect("a puzzle of the kind");
    for _ in 0..at {
        click(app, "Next puzzle");
        until(app, |_| true);
    }
    at
}

/// A cube mistake as a puzzle: answered with the decision's keys, as in a game, and the
/// best answer found.
#[test]
fn a_cube_puzzle_is_answered_with_the_cube_keys() {
    let (mut app, report) = reviewing("review-cube");
    let puzzles = mistakes(&report);
    let at = to_first_puzzle(&mut app, &puzzles, |k| k != Kind::Checker);
    let d = puzzles[at];
    let Some(AnalysisPanel::Ready(shown)) = hud(&app).analysis.clone() else {
        panic!("no analysis");
    };
    assert!(shown.here[1].contains("cube action"), "{:?}", shown.here);
    let key = match d.judged.best {
        Choice::NoDouble => KeyCode::Space,
        Choice::Double => KeyCode::KeyD,
        Choice::Take => KeyCode::KeyT,
        Choice::Pass => KeyCode::KeyP,
        other => panic!("a cube answer, not {other:?}"),
    };
    press(&mut app, key);
    until(&mut app, |_| true);
    let Some(AnalysisPanel::Ready(shown)) = hud(&app).analysis.clone() else {
        panic!("no analysis");
    };
    assert!(
        shown.here[1].starts_with("Well found: "),
        "{:?}",
        shown.here
    );
    assert_eq!(
        app.world()
            .resource::<Match<Backgammon>>()
            .replay_progress()
            .map(|p| p.0),
        Some(d.history_index),
        "the watched match is untouched"
    );
}

/// Ending the review with its button puts the board back as the watched match has it: the
/// checkers of the person's answer go back where they stood.
#[test]
fn ending_the_review_puts_the_answer_back() {
    let (mut app, report) = reviewing("review-end");
    let puzzles = mistakes(&report);
    let at = to_first_puzzle(&mut app, &puzzles, |k| k == Kind::Checker);
    let Choice::Play(played) = puzzles[at].judged.played else {
        panic!("a checker decision");
    };
    let steps = state(&app)
        .legal_plays()
        .into_iter()
        .find(|(p, _)| *p == played)
        .expect("a legal play")
        .1
        .steps;
    key_in(&mut app, steps.as_slice());
    until(&mut app, |_| true);
    assert_ne!(shown(&mut app), expected(&state(&app)), "the answer stands");
    click(&mut app, "End the review");
    until(&mut app, |_| true);
    checkers_in_place(&mut app);
    assert!(offers_the_review(&app), "{:?}", labels(&app));
}

/// "Review my mistakes": every error of the analysed match as a puzzle at its position,
/// nothing of the answer shown before the person's own; the match's own play judged as it
/// was, the best one found; stepping away ends the review.
#[test]
fn the_review_puts_each_mistake_as_a_puzzle_and_judges_the_answer() {
    let (mut app, report) = reviewing("review");
    assert_eq!(
        hud(&app).buttons.last().map(|b| b.label.as_str()),
        Some("End the review")
    );
    let puzzles = mistakes(&report);
    let count = puzzles.len();
    fn here(app: &App) -> Vec<String> {
        match &hud(app).analysis {
            Some(AnalysisPanel::Ready(shown)) => shown.here.clone(),
            other => panic!("no analysis: {other:?}"),
        }
    }
    fn progress(app: &App) -> usize {
        app.world()
            .resource::<Match<Backgammon>>()
            .replay_progress()
            .unwrap()
            .0
    }
    // To the first puzzle that is a checker play, passing the others over.
    let mut at = 0;
    while puzzles[at].judged.kind != Kind::Checker {
        click(&mut app, "Next puzzle");
        until(&mut app, |_| true);
        at += 1;
    }
    let d = puzzles[at];
    assert_eq!(progress(&app), d.history_index);
    let words = here(&app).join("\n");
    assert!(
        words.starts_with(&format!("Puzzle {} of {count}", at + 1)),
        "{words}"
    );
    assert!(words.contains("find a better play"), "{words}");
    let (Choice::Play(played), Choice::Play(best)) = (d.judged.played, d.judged.best) else {
        panic!("a checker decision");
    };
    assert!(
        !words.contains(&best.to_string()),
        "the answer shows: {words}"
    );
    // The match's own play, made again: judged as the analysis judged it.
    fn steps(app: &App, play: Play) -> Vec<Step> {
        state(app)
            .legal_plays()
            .into_iter()
            .find(|(p, _)| *p == play)
            .expect("a legal play")
            .1
            .steps
            .as_slice()
            .to_vec()
    }
    let again = steps(&app, played);
    key_in(&mut app, &again);
    until(&mut app, |_| true);
    let words = here(&app);
    assert_eq!(
        words[1],
        format!("Not yet: {played} loses {:.3}.", d.judged.loss),
        "{words:?}"
    );
    assert!(words[2].starts_with(&format!("Best: {best}")), "{words:?}");
    assert_eq!(
        progress(&app),
        d.history_index,
        "the watched match is untouched"
    );
    // The next checker puzzle, found: the best play.
    let next = (at + 1..puzzles.len())
        .find(|&i| puzzles[i].judged.kind == Kind::Checker)
        .expect("a second checker error");
    for _ in at..next {
        click(&mut app, "Next puzzle");
        until(&mut app, |_| true);
    }
    let d = puzzles[next];
    assert_eq!(progress(&app), d.history_index);
    let Choice::Play(best) = d.judged.best else {
        panic!("a checker decision");
    };
    let best_steps = steps(&app, best);
    key_in(&mut app, &best_steps);
    until(&mut app, |_| true);
    let words = here(&app);
    assert!(words[1].starts_with("Well found: "), "{words:?}");
    // Stepping away ends the review: the analysis's own words and the offer come back.
    press(&mut app, KeyCode::ArrowRight);
    until(&mut app, |_| true);
    app.update();
    assert!(offers_the_review(&app), "{:?}", labels(&app));
}

#[test]
fn a_match_record_is_written_as_mat_and_read_back_to_watch() {
    let (app, finished) = finished_cube_match("record");
    let games = app.world().resource::<Games>();
    let entry = games.find("backgammon").unwrap();
    let record = entry
        .record(&finished, &["Red", "Blue"])
        .expect("a cubeful game keeps a record")
        .unwrap();
    assert_eq!(record.extension, "mat");
    // The rules the match line does not give come first, as gnubg's comments.
    assert!(record.text.starts_with("; [Jacoby "), "{}", record.text);
    assert!(
        record.text.contains("\n 0 point match\n"),
        "{}",
        record.text
    );
    assert!(record.text.contains("Red : 0"), "{}", record.text);
    let back = entry.read_record(&record.text).unwrap().unwrap();
    // The same actions (a play may be written otherwise: .mat marks no hits), leading to
    // the same end.
    assert_eq!(back.actions.len(), finished.actions.len());
    let (watched, refused) = match_flow::replay::<Backgammon>(&back).unwrap();
    assert_eq!(refused, None);
    let end = state(&app);
    assert_eq!(watched.state.position_id(), end.position_id());
    assert_eq!(watched.state.games_so_far(), end.games_so_far());
    assert_eq!(watched.state.outcome(), end.outcome());
    // A cubeless game keeps none; a damaged record is refused, saying where.
    let mut cubeless = finished.clone();
    cubeless.setup.preset = "standard".into();
    cubeless.actions.clear();
    assert!(entry.record(&cubeless, &["Red", "Blue"]).is_none());
    let broken = " 0 point match\n\n Game 1\n Red : 0   Blue : 0\n  1) 31: 24/5\n";
    let why = entry.read_record(broken).unwrap().unwrap_err();
    assert!(matches!(why, RecordError::Format(_)), "{why:?}");
    assert!(why.to_string().contains("line 5"), "{why}");
    // The record's rules are the preset's, unchanged; its players keep their names.
    assert_eq!(back.setup.preset, "money-cube");
    assert_eq!(back.setup.options, Vec::<(String, String)>::new());
    assert_eq!(back.setup.names, ["Red", "Blue"]);
}

/// A record gnubg wrote, which writes some plays otherwise than the rules list them
/// (`13/11 24/23`), is watched to its end: step by step, and by a jump to the last action.
#[test]
fn a_gnubg_record_is_watched_to_its_end() {
    let (mut app, _) = finished_cube_match("gnubg-record");
    let text = include_str!("../../crates/backgammon/tests/data/gnubg_5point.mat");
    let read = {
        let games = app.world().resource::<Games>();
        games
            .find("backgammon")
            .unwrap()
            .read_record(text)
            .unwrap()
            .unwrap()
    };
    let total = read.actions.len();
    let report = analysed(&read);
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(read);
    common::go(&mut app, Screen::Playing);
    app.update();
    let progress = |app: &App| {
        app.world()
            .resource::<Match<Backgammon>>()
            .replay_progress()
    };
    for shown in 1..=12 {
        press(&mut app, KeyCode::ArrowRight);
        until(&mut app, |_| true);
        assert_eq!(progress(&app), Some((shown, total)));
    }
    // A jump over the ends of games shows where it lands, the board still: no game's end
    // is announced on the way, and the replay steps on from there.
    let last_game = total - 6;
    app.world_mut().write_message(HudCommand::Seek(last_game));
    until(&mut app, |_| true);
    assert_eq!(progress(&app), Some((last_game, total)));
    assert_eq!(state(&app).games_so_far().len(), 2);
    press(&mut app, KeyCode::ArrowLeft);
    until(&mut app, |_| true);
    assert_eq!(progress(&app), Some((last_game - 1, total)));
    app.world_mut().write_message(HudCommand::Seek(total));
    until(&mut app, |_| true);
    app.update();
    assert_eq!(progress(&app), Some((total, total)));
    assert_eq!(state(&app).match_score(), [5, 0]);
    // Analysed, every checker error is marked on the board when jumped to.
    app.world_mut().write_message(HudCommand::Analyse);
    let shown = analysis_shown(&mut app);
    assert!(!shown.errors.is_empty());
    let mut checked = 0;
    let marks_at = |app: &mut App, at: usize| {
        app.world_mut().write_message(HudCommand::Seek(at));
        until(app, |_| true);
        app.update();
        app.world_mut()
            .query_filtered::<(), With<Highlight>>()
            .iter(app.world())
            .count()
    };
    for d in report
        .decisions
        .iter()
        .filter(|d| d.judged.class >= Class::Error && d.judged.kind == Kind::Checker)
    {
        checked += 1;
        // The roll before: no decision to mark, the same stacks to count.
        let before = marks_at(&mut app, d.history_index - 1);
        let marks = marks_at(&mut app, d.history_index);
        let (Choice::Play(played), Choice::Play(best)) = (d.judged.played, d.judged.best) else {
            panic!("a checker decision");
        };
        let rings = 2 * (played.moves().len() + best.moves().len());
        assert!(
            marks >= before + rings,
            "{before} marks, then {marks} at {} ({played} for {best})",
            d.history_index
        );
    }
    assert!(
        checked > 0,
        "gnubg's record has a checker error by our analysis"
    );
}

/// A pasted record is watched as the match it was: under the preset it matches (a 5-point
/// match as the 7-point one with its length changed), its players by their names.
#[test]
fn a_read_record_is_watched_under_its_rules_and_its_players_names() {
    let (mut app, _) = finished_cube_match("names");
    let games = app.world().resource::<Games>();
    let entry = games.find("backgammon").unwrap();
    let five = format!(
        "\n 5 point match\n\n Game 1\n Ann : 0{:26}Bo : 0\n  1) {:<28}{}\n",
        "", "31: 8/5 6/5", "64: 24/14"
    );
    let read = entry.read_record(&five).unwrap().unwrap();
    assert_eq!(read.setup.preset, "match-7");
    assert_eq!(read.setup.options, [("match".to_string(), "5".to_string())]);
    assert_eq!(read.setup.names, ["Ann", "Bo"]);
    // A save written before setups kept names still reads, with none.
    let json = serde_json::to_string(&read).unwrap();
    let names = ",\"names\":[\"Ann\",\"Bo\"]";
    assert!(json.contains(names), "{json}");
    let old: tabula_table::SavedMatch = serde_json::from_str(&json.replace(names, "")).unwrap();
    assert!(old.setup.names.is_empty());
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(read);
    common::go(&mut app, Screen::Playing);
    app.update();
    app.update();
    let panel = hud(&app);
    assert!(panel.title.contains("(changed)"), "{}", panel.title);
    let sides: Vec<&str> = panel.sides.iter().map(|s| s.name.as_str()).collect();
    assert!(sides[0].starts_with("Ann"), "{sides:?}");
    assert!(sides[1].starts_with("Bo"), "{sides:?}");
    // A money game's record is its preset, unchanged.
    let finished = app.world().resource::<FinishedMatch>().0.clone().unwrap();
    let games = app.world().resource::<Games>();
    let entry = games.find("backgammon").unwrap();
    let record = entry.record(&finished, &["Cy", "Di"]).unwrap().unwrap();
    let read = entry.read_record(&record.text).unwrap().unwrap();
    common::go(&mut app, Screen::Title);
    app.world_mut().resource_mut::<ReplayRequest>().0 = Some(read);
    common::go(&mut app, Screen::Playing);
    app.update();
    app.update();
    let names =
        |app: &App| -> Vec<String> { hud(app).sides.iter().map(|s| s.name.clone()).collect() };
    assert!(
        !hud(&app).title.contains("(changed)"),
        "{}",
        hud(&app).title
    );
    assert!(names(&app)[0].starts_with("Cy"), "{:?}", names(&app));
    assert!(names(&app)[1].starts_with("Di"), "{:?}", names(&app));
    // The next match played goes by the game's names again.
    common::go(&mut app, Screen::Title);
    common::go(&mut app, Screen::Playing);
    app.update();
    app.update();
    assert!(!app.world().resource::<Match<Backgammon>>().is_watched());
    assert!(names(&app)[0].starts_with("Player 1"), "{:?}", names(&app));
}

#[test]
fn a_game_starts_from_gnubg_ids_and_its_save_resumes_there() {
    // gnubg: new match 7; set score 3 2; set cube value 2; set cube owner 1; set turn 0;
    // set dice 5 2.
    let ids = "4HPwATDgc/ABMA:EYHqADAAEAAE";
    let setup = MatchSetup {
        game: "backgammon".into(),
        preset: "match-7".into(),
        options: Vec::new(),
        seats: vec![SeatKind::Person; 2],
        seed: 3,
        position: Some(ids.into()),
        ..MatchSetup::default()
    };
    let mut app = common::headless_app("bg-position", common::instant(), setup.clone());
    start(&mut app);
    until(&mut app, |g| matches!(g.phase(), Phase::Moving { .. }));
    let g = state(&app);
    assert_eq!(g.match_score(), [3, 2]);
    assert_eq!((g.cube_value(), g.cube_owner()), (2, Some(Seat(1))));
    assert_eq!(g.dice(), Some([5, 2]));
    assert_eq!(g.turn(), Seat(0));
    assert!(
        hud(&app)
            .status
            .contains("Match to 7 — Player 1: 3, Player 2: 2"),
        "{}",
        hud(&app).status
    );
    checkers_in_place(&mut app);
    // The save keeps the position: it resumes there, with the plays made since.
    let play = g.legal_plays()[0].0;
    app.world_mut()
        .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
    until(&mut app, |g| g.turn() == Seat(1));
    let data = app.world().resource::<DataDir>().clone();
    let saved = saves::read_save(&data, "backgammon").unwrap().unwrap();
    assert_eq!(saved.setup.position.as_deref(), Some(ids));
    let resumed = match_flow::resume::<Backgammon>(&saved).unwrap();
    assert_eq!(resumed.state, state(&app));
    // Text that is no position is refused before a match starts.
    let games = app.world().resource::<Games>();
    let entry = games.find("backgammon").unwrap();
    let bad = MatchSetup {
        position: Some("not an id".into()),
        take_backs: false,
        lesson: false,
        ..setup
    };
    let why = entry.check(&bad).unwrap_err();
    assert!(matches!(why, GameRefused::Setup(_)), "{why}");
    assert!(!why.to_string().is_empty());
}

/// People in both seats, the tutor as `tutor`, forced plays left to the person.
fn tutor_app(name: &str, preset: &str, seed: u64, tutor: Tutor) -> App {
    let settings = Settings {
        tutor,
        auto_forced_moves: false,
        ..common::instant()
    };
    let setup = MatchSetup {
        game: "backgammon".into(),
        preset: preset.into(),
        seats: vec![SeatKind::Person; 2],
        seed,
        ..MatchSetup::default()
    };
    let mut app = common::headless_app(name, settings, setup);
    common::start::<Backgammon>(&mut app);
    app
}

/// With the tutor on, doubling in the opening's second turn (a big error) is held with the
/// tutor's words until the person thinks again or plays it anyway; rolling, the right
/// choice, goes through at once.
#[test]
fn the_tutor_holds_a_costly_double_and_lets_the_roll_pass() {
    let mut app = tutor_app("bgc-tutor", "money-cube", 5, Tutor::Errors);
    next_turn(&mut app);
    let at = state(&app).history().len();
    press(&mut app, KeyCode::KeyD);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(state(&app).history().len(), at, "the double is held");
    assert_eq!(labels(&app), ["Play it anyway", "Think again"]);
    assert!(!hud(&app).can_throw, "no rolling past the tutor");
    let said = hud(&app).advice.join("\n");
    assert!(said.starts_with("The tutor: doubling loses 0."), "{said}");
    assert!(said.contains("Best: rolling without doubling"), "{said}");
    // Thinking again: the usual buttons, nothing played.
    click(&mut app, "Think again");
    assert!(
        labels(&app).iter().any(|l| l == "Double to 2 (D)"),
        "{:?}",
        labels(&app)
    );
    assert!(hud(&app).advice.is_empty());
    assert_eq!(state(&app).history().len(), at);
    // Playing it anyway: the double is offered.
    press(&mut app, KeyCode::KeyD);
    app.update();
    click(&mut app, "Play it anyway");
    until(&mut app, |g| g.phase() == Phase::CubeOffered);
    assert_eq!(state(&app).history()[at], Action::Double);
    // The other side's take is fine at the start: it goes through.
    click(&mut app, "Take at 2");
    until(&mut app, |g| {
        g.phase() == Phase::Rolling || matches!(g.phase(), Phase::Moving { .. })
    });
    assert_eq!(state(&app).cube_value(), 2);
    // Rolling without doubling is the right choice: no words, no hold.
    next_turn(&mut app);
    let at = state(&app).history().len();
    press(&mut app, KeyCode::Space);
    until(&mut app, |g| matches!(g.phase(), Phase::Moving { .. }));
    assert_eq!(state(&app).history()[at], Action::RollDice);
    assert!(hud(&app).advice.is_empty(), "{:?}", hud(&app).advice);
}

/// Makes `steps` with the keyboard (Tab to each among the steps that may follow, Enter),
/// then confirms the play with Enter.
fn key_in(app: &mut App, steps: &[Step]) {
    let g = state(app);
    for (k, step) in steps.iter().enumerate() {
        let next = g.next_steps(&steps[..k]);
        let i = next
            .iter()
            .position(|s| s == step)
            .expect("a step that may follow");
        for _ in 0..=i {
            press(app, KeyCode::Tab);
        }
        press(app, KeyCode::Enter);
    }
    press(app, KeyCode::Enter);
}

/// With the tutor at "blunders", a play that loses a blunder's worth is held and the best
/// play is not; thinking again leaves the steps to undo.
#[test]
fn the_tutor_holds_a_blundered_play_and_lets_the_best_one_pass() {
    let mut app = tutor_app("bg-tutor-play", "standard", 11, Tutor::Blunders);
    // A roll whose worst play is a blunder, judged as the tutor judges (two rolls ahead).
    let (worst, best) = loop {
        until_person_has_a_choice(&mut app);
        let g = state(&app);
        let mut judge = Judge::new(2);
        let mut judged: Vec<_> = g
            .legal_plays()
            .into_iter()
            .map(|(play, c)| (judge.play(&g, &play).unwrap().loss, c.steps))
            .collect();
        judged.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (worst, best) = (*judged.last().unwrap(), judged[0]);
        if worst.0 >= BLUNDER {
            assert_eq!(best.0, 0.0);
            break (worst.1, best.1);
        }
        let play = g.legal_plays()[0].0;
        app.world_mut()
            .write_message(MatchRequest::<Backgammon>::Play(Action::Play(play)));
        app.update();
    };
    let before = state(&app);
    let made = |app: &App| app.world().resource::<Match<Backgammon>>().history.clone();
    let at = made(&app).len();
    key_in(&mut app, worst.as_slice());
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(made(&app).len(), at, "the blunder is held");
    assert_eq!(labels(&app), ["Play it anyway", "Think again"]);
    assert!(
        hud(&app).advice[0].starts_with("The tutor: "),
        "{:?}",
        hud(&app).advice
    );
    assert!(
        hud(&app).advice[0].ends_with("(a blunder)."),
        "{:?}",
        hud(&app).advice
    );
    click(&mut app, "Think again");
    for _ in worst.as_slice() {
        press(&mut app, KeyCode::Backspace);
    }
    app.update();
    assert_eq!(shown(&mut app), expected(&before), "the steps undone");
    key_in(&mut app, best.as_slice());
    for _ in 0..5 {
        app.update();
    }
    let Action::Play(played) = made(&app)[at] else {
        panic!("a play was made");
    };
    let result = played.execute(&before.position()).unwrap();
    let wanted = Play::from_steps(&before.position(), best.as_slice());
    assert_eq!(result, wanted.execute(&before.position()).unwrap());
    assert!(hud(&app).advice.is_empty());
}

/// The web build fetches the net's weights once the first screen is drawn: until they are
/// in, a computer seat waits with its move (its cube decisions need the net even at Easy);
/// then the file is read, and the computer plays.
#[test]
fn a_computer_seat_waits_for_the_nets_weights() {
    let seats = vec![SeatKind::Computer(Level::Easy); 2];
    let mut app = app("weights", seats, true);
    // As on the web, where the app starts without the weights.
    app.world_mut()
        .resource_mut::<OwnPlayer<Backgammon>>()
        .ready = false;
    let ready = |app: &App| app.world().resource::<OwnPlayer<Backgammon>>().ready;
    let played = |app: &App| {
        let m = app.world().resource::<Match<Backgammon>>();
        m.history.iter().any(|a| matches!(a, Action::Play(_)))
    };
    // While the first screen is not drawn the file is not asked for, and nobody plays,
    // though the opening roll is thrown.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..30 {
        app.world_mut().resource_mut::<FirstScreenDrawn>().0 = false;
        app.update();
        assert!(
            !ready(&app) && !played(&app),
            "a computer played without its net"
        );
    }
    assert!(
        !app.world()
            .resource::<Match<Backgammon>>()
            .history
            .is_empty()
    );
    // Then the file is asked for and read, and the computer plays.
    let started = std::time::Instant::now();
    while !ready(&app) {
        assert!(!played(&app), "a computer played without its net");
        assert!(
            started.elapsed() < std::time::Duration::from_secs(120),
            "the weights' file never came"
        );
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    for _ in 0..50 {
        if played(&app) {
            return;
        }
        app.update();
    }
    panic!("the computer did not play once its net was in");
}
