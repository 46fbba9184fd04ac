//! Headless tests of the Backgammon board view: a person's play made die by die with the
//! keyboard, undone and confirmed; a computer-only match to its end; the checkers on the
//! board always where the state says.

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{DragDrop, DragEnd, DragStart, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
mod common;

use bevy::prelude::*;
use common::press;
use tabula::app::screens::Screen;
use tabula::app::settings::Settings;
use tabula::app::storage::DataDir;
use tabula::board::animation::AnimationQueue;
use tabula::games::backgammon::{Checker, SpaceArea, mover_space, resting_places};
use tabula::session::match_flow::{Match, MatchOver, MatchRequest, RequestRefused};
use tabula::session::saves;
use tabula::session::setup::{Level, MatchSetup, SeatKind};
use tabula::ui::hud::{HudCommand, HudInfo};
use tabula_backgammon::{Action, Backgammon, Phase};
use tabula_core::{Game, ToMove};

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
    let mut v: Vec<_> = resting_places(g)
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
        let busy = app.world().resource::<AnimationQueue>().is_busy();
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
    let mut app = app("steps", vec![SeatKind::Human, SeatKind::Human], false);
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
fn an_illegal_play_is_refused_and_changes_nothing() {
    let mut app = app("illegal", vec![SeatKind::Human, SeatKind::Human], false);
    start(&mut app);
    until_person_decides(&mut app);
    while state(&app).phase() == Phase::Rolling {
        press(&mut app, KeyCode::Space);
        until_person_decides(&mut app);
    }
    let before = state(&app);
    app.world_mut()
        .resource_mut::<Messages<RequestRefused>>()
        .clear();
    // Moving from a point the mover has no checkers on.
    let bad: Action = "22/20".parse().unwrap();
    app.world_mut()
        .write_message(MatchRequest::<Backgammon>::Play(bad));
    app.update();
    let refused: Vec<RequestRefused> = app
        .world_mut()
        .resource_mut::<Messages<RequestRefused>>()
        .drain()
        .collect();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(state(&app), before);
    assert_eq!(shown(&mut app), expected(&before));
}

#[test]
fn a_computer_match_plays_to_its_end_with_the_board_in_step() {
    let mut app = app(
        "computers",
        vec![
            SeatKind::Computer(Level::Medium),
            SeatKind::Computer(Level::Easy),
        ],
        true,
    );
    start(&mut app);
    let mut over = Vec::new();
    let mut checked = 0;
    for i in 0..50_000 {
        app.update();
        over.extend(
            app.world_mut()
                .resource_mut::<Messages<MatchOver>>()
                .drain(),
        );
        if *app.world().resource::<State<Screen>>().get() == Screen::Results {
            break;
        }
        // Whenever the board is still, it shows the state.
        if i % 7 == 0 && !app.world().resource::<AnimationQueue>().is_busy() {
            let g = state(&app);
            assert_eq!(shown(&mut app), expected(&g), "after {} actions", {
                app.world().resource::<Match<Backgammon>>().history.len()
            });
            checked += 1;
        }
    }
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Results
    );
    assert_eq!(over.len(), 1);
    assert!(checked > 20, "the board was checked {checked} times");
    let g = state(&app);
    assert_eq!(g.outcome(), Some(over[0].0));
    assert_eq!(shown(&mut app), expected(&g));
    let winner = over[0].0.winners.iter().next().unwrap();
    assert_eq!(g.borne_off(winner), 15);
    // The result names the winner's checkers, and how much the win is worth.
    let result = &app.world().resource::<HudInfo>().result;
    let colour = if g.white() == Some(winner) {
        "White"
    } else {
        "Black"
    };
    assert!(result.contains(colour), "{result:?} names {colour}");
    let worth = ["single game", "gammon", "backgammon"][over[0].0.points as usize - 1];
    assert!(result.contains(worth), "{result:?} says {worth}");
}

#[test]
fn a_backgammon_match_resumes_from_its_autosave() {
    let setup = MatchSetup {
        game: "backgammon".into(),
        preset: "standard".into(),
        seats: vec![SeatKind::Human; 2],
        seed: 11,
        ..MatchSetup::default()
    };
    let mut again = common::a_match_resumes_from_its_autosave::<Backgammon>("bg-resume", setup, 20);
    again.update();
    let resumed = state(&again);
    assert_eq!(shown(&mut again), expected(&resumed));
}

#[test]
fn requests_at_the_wrong_time_are_refused() {
    let mut app = app("wrong-time", vec![SeatKind::Human, SeatKind::Human], false);
    start(&mut app);
    until_person_decides(&mut app);
    assert!(
        common::requests_at_the_wrong_time_are_refused::<Backgammon>(&mut app),
        "Backgammon rolls during play"
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
        seats: vec![SeatKind::Human, SeatKind::Human],
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
    let mut app = app("drag", vec![SeatKind::Human, SeatKind::Human], false);
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
