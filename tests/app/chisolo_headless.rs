//! Headless tests of the Chisolo board view: a person's sowing and extra take made with the
//! keyboard, the second move's choice of direction, take-back. The checks every game
//! shares (tests/app/every_game.rs) take Chisolo through its `UnderTest`: the seeds where
//! the state says, every counter kept.

use crate::common;
use crate::every_game::UnderTest;

use bevy::prelude::*;

use tabula::games::chisolo::{Layout, Seed, preview, resting_places};
use tabula::session::match_flow::{Match, MatchRequest, Presenting, RuleMessage};

use tabula::ui::panel::{HudCommand, HudInfo};
use tabula_chisolo::{Chisolo, ChisoloAction, Heading, Phase};
use tabula_core::{Game, Outcome, RuleEvent, Seat, ToMove};
use tabula_table::{Level, MatchSetup, SeatKind};

fn app(name: &str, seats: Vec<SeatKind>, options: &[(&str, &str)]) -> App {
    let setup = MatchSetup {
        game: "chisolo".into(),
        preset: "natatu".into(),
        options: options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        seats,
        seed: 5,
        ..MatchSetup::default()
    };
    common::headless_app(&format!("chisolo-{name}"), common::instant(), setup)
}

impl UnderTest for Chisolo {
    fn people() -> MatchSetup {
        MatchSetup {
            game: "chisolo".into(),
            preset: "natatu".into(),
            seats: vec![SeatKind::Person; 2],
            seed: 5,
            ..MatchSetup::default()
        }
    }

    /// Sowing from the opponent's pit, and naming a direction on the first move.
    fn illegal(state: &Chisolo) -> Vec<ChisoloAction> {
        let (theirs, mine) = if state.turn() == Seat(0) {
            ("c3", "a2")
        } else {
            ("c2", "g3")
        };
        [theirs.to_string(), format!("{mine} ccw")]
            .iter()
            .map(|a| a.parse().unwrap())
            .collect()
    }

    const THROWS_IN_PLAY: bool = false;

    /// With an option set, which the save keeps.
    fn autosaved() -> (MatchSetup, usize) {
        let mut setup = Self::people();
        setup.options = vec![("setup".into(), "mirrored".into())];
        (setup, 8)
    }

    /// Nine columns: a longer match, every counter kept.
    fn computers() -> MatchSetup {
        MatchSetup {
            options: vec![("columns".into(), "9".into())],
            seats: vec![
                SeatKind::Computer(Level::Medium),
                SeatKind::Computer(Level::Easy),
            ],
            ..Self::people()
        }
    }

    fn assert_board_shows(app: &mut App, state: &Chisolo) {
        assert_board_matches(app, state);
    }

    /// Counters on the board and in the stores are all there are.
    fn assert_end(app: &mut App, state: &Chisolo, _: &Outcome) {
        let first: Chisolo = tabula_table::first_state(&Self::computers()).unwrap();
        let total: usize = first.holes().map(|h| usize::from(first.count(h))).sum();
        assert_eq!(total, 2 * (6 * 9 - 9), "nine columns' counters");
        let (pits, stores, lost) = counted(app, state);
        assert_eq!(pits.iter().sum::<usize>() + stores[0] + stores[1], total);
        assert_eq!(lost, 0);
        let hud = app.world().resource::<HudInfo>();
        assert!(!hud.result.is_empty());
        assert!(hud.log.len() > 3);
    }
}

fn start(app: &mut App) {
    common::start::<Chisolo>(app);
}

fn state(app: &App) -> Chisolo {
    app.world().resource::<Match<Chisolo>>().state.clone()
}

fn history(app: &App) -> usize {
    app.world().resource::<Match<Chisolo>>().history.len()
}

/// One frame; the rule messages it sent.
fn frame(app: &mut App) -> Vec<RuleEvent> {
    app.update();
    app.world_mut()
        .resource_mut::<Messages<RuleMessage>>()
        .drain()
        .map(|m| m.0)
        .collect()
}

/// Presses and releases a key; the rule messages sent meanwhile.
fn press(app: &mut App, key: KeyCode) -> Vec<RuleEvent> {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    let mut events = frame(app);
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
    events.extend(frame(app));
    events
}

/// The seeds on screen as (id, x, y), by id.
fn shown(app: &mut App) -> Vec<(u16, i32, i32)> {
    let mut q = app.world_mut().query::<(&Seed, &Transform)>();
    let mut v: Vec<_> = q
        .iter(app.world())
        .map(|(s, t)| {
            (
                s.id,
                t.translation.x.round() as i32,
                t.translation.y.round() as i32,
            )
        })
        .collect();
    v.sort();
    v
}

fn expected(g: &Chisolo) -> Vec<(u16, i32, i32)> {
    let mut v: Vec<_> = resting_places(g)
        .into_iter()
        .map(|(id, p)| (id, p.x.round() as i32, p.y.round() as i32))
        .collect();
    v.sort();
    v
}

/// Seeds counted where they lie: per pit (by slot), and per store.
fn counted(app: &mut App, g: &Chisolo) -> (Vec<usize>, [usize; 2], usize) {
    let lay = Layout::new(g.columns());
    let mut pits = vec![0; tabula_chisolo::HOLE_SLOTS];
    let mut stores = [0; 2];
    let mut lost = 0;
    let mut q = app.world_mut().query_filtered::<&Transform, With<Seed>>();
    for t in q.iter(app.world()) {
        let p = t.translation.truncate();
        if let Some(h) = lay.pit_at(p) {
            pits[h.slot()] += 1;
        } else if let Some(s) = lay.store_at(p) {
            stores[s.index()] += 1;
        } else {
            lost += 1;
        }
    }
    (pits, stores, lost)
}

/// The seeds stand as the state says: each where it rests, and the count of every pit and
/// store the state's.
fn assert_board_matches(app: &mut App, g: &Chisolo) {
    assert_eq!(shown(app), expected(g), "seeds at their resting places");
    let (pits, stores, lost) = counted(app, g);
    assert_eq!(lost, 0, "no seed off the board and stores");
    for hole in g.holes() {
        assert_eq!(pits[hole.slot()], usize::from(g.count(hole)), "pit {hole}");
    }
    for (s, n) in stores.into_iter().enumerate() {
        assert_eq!(n, usize::from(g.captured_by(Seat(s as u8))), "store {s}");
    }
}

/// Updates until nothing animates and a person has a decision (or the game is over); the
/// rule messages so far are dropped.
fn until_person_decides(app: &mut App) {
    for _ in 0..200 {
        frame(app);
        let busy = app.world().resource::<Presenting>().is_busy();
        if !busy && !matches!(state(app).to_move(), ToMove::Chance) {
            return;
        }
    }
    panic!("no decision came");
}

#[test]
fn a_person_sows_and_takes_with_the_keyboard_and_the_seeds_follow() {
    let mut app = app("keys", vec![SeatKind::Person, SeatKind::Person], &[]);
    start(&mut app);
    until_person_decides(&mut app);
    let before = state(&app);
    assert_eq!(before.phase(), Phase::Sow);
    assert_board_matches(&mut app, &before);
    let total = shown(&mut app).len();
    assert_eq!(total, 66);
    // Tab picks the first legal sowing; nothing is played yet, and the HUD tells the end.
    let mut legal = Vec::new();
    before.legal_actions(&mut legal);
    let first = legal[0];
    assert!(press(&mut app, KeyCode::Tab).is_empty());
    assert_eq!(state(&app), before);
    let expect = preview(&before, &first).unwrap();
    let hint = app.world().resource::<HudInfo>().hint.clone();
    assert!(
        hint.contains(&format!("ends in {}", expect.end)),
        "the hint tells where it ends: {hint}"
    );
    assert!(hint.contains("first move goes clockwise"), "{hint}");
    // Enter sows it: one Sown per counter dropped, the match moves on.
    let events = press(&mut app, KeyCode::Enter);
    assert_eq!(history(&app), 2, "the lot and the sowing");
    let sown: Vec<&RuleEvent> = events
        .iter()
        .filter(|e| matches!(e, RuleEvent::Sown { .. }))
        .collect();
    assert_eq!(sown.len(), expect.sown, "{events:?}");
    let relays = events
        .iter()
        .filter(|e| matches!(e, RuleEvent::Relay { .. }))
        .count();
    assert_eq!(relays, expect.relays);
    let after = state(&app);
    assert_ne!(after, before);
    app.update();
    assert_board_matches(&mut app, &after);
    let log = &app.world().resource::<HudInfo>().log;
    assert!(
        log.last()
            .unwrap()
            .contains(&format!("ends in {}", expect.end)),
        "{log:?}"
    );
    // A capture: the same person takes one more pit with Tab and Enter.
    if after.phase() == Phase::Take {
        let mover = after.turn();
        let captured = after.captured_by(mover);
        press(&mut app, KeyCode::Tab);
        let events = press(&mut app, KeyCode::Enter);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, RuleEvent::Captured { by, .. } if *by == mover)),
            "{events:?}"
        );
        let taken = state(&app);
        assert!(taken.captured_by(mover) > captured);
        app.update();
        assert_board_matches(&mut app, &taken);
        assert_eq!(shown(&mut app).len(), total, "no seed lost or made");
    }
}

#[test]
fn the_second_move_chooses_its_direction_for_good() {
    let mut app = app("direction", vec![SeatKind::Person, SeatKind::Person], &[]);
    start(&mut app);
    // Play the first legal action until a player is to choose their direction.
    for _ in 0..10 {
        until_person_decides(&mut app);
        let g = state(&app);
        if g.phase() == Phase::Sow && g.heading(g.turn()) == Heading::Choosing {
            break;
        }
        press(&mut app, KeyCode::Tab);
        press(&mut app, KeyCode::Enter);
    }
    let g = state(&app);
    let seat = g.turn();
    assert_eq!(g.heading(seat), Heading::Choosing);
    // The choices name both directions; Tab walks them, and the HUD offers both buttons.
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.iter().all(|a| matches!(
        a,
        ChisoloAction::Sow {
            direction: Some(_),
            ..
        }
    )));
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    let buttons: Vec<(HudCommand, String)> = app
        .world()
        .resource::<HudInfo>()
        .buttons
        .iter()
        .map(|b| (b.command, b.label.clone()))
        .collect();
    assert_eq!(
        buttons,
        [
            (HudCommand::Choose(0), "Clockwise".to_string()),
            (HudCommand::Choose(1), "Anticlockwise".to_string())
        ]
    );
    let chosen = legal[1];
    press(&mut app, KeyCode::Enter);
    let m = app.world().resource::<Match<Chisolo>>();
    assert_eq!(m.history.last(), Some(&chosen));
    let ChisoloAction::Sow {
        direction: Some(d), ..
    } = chosen
    else {
        unreachable!()
    };
    assert_eq!(m.state.heading(seat), Heading::Fixed(d));
    let g = m.state.clone();
    app.update();
    assert_board_matches(&mut app, &g);
}

/// People at one screen who allowed it take back the last sowing (whoever made it), and
/// the seeds lie as before; without the setup's leave they cannot.
#[test]
fn people_who_allow_it_take_back_the_last_move() {
    for allowed in [false, true] {
        let mut app = app(
            &format!("local-take-back-{allowed}"),
            vec![SeatKind::Person, SeatKind::Person],
            &[],
        );
        app.world_mut().resource_mut::<MatchSetup>().take_backs = allowed;
        start(&mut app);
        until_person_decides(&mut app);
        let before = state(&app);
        let mut legal = Vec::new();
        before.legal_actions(&mut legal);
        app.world_mut()
            .write_message(MatchRequest::<Chisolo>::Play(legal[0]));
        for _ in 0..60 {
            frame(&mut app);
        }
        assert_ne!(state(&app), before);
        let hud = app.world().resource::<HudInfo>();
        assert_eq!(hud.can_take_back, allowed, "offered only when allowed");
        app.world_mut().write_message(HudCommand::TakeBack);
        for _ in 0..30 {
            frame(&mut app);
        }
        if allowed {
            assert_eq!(state(&app), before, "the position before the sowing");
            assert_board_matches(&mut app, &before);
            // Nothing more to take back: the lot that chose the first player stands.
            assert!(!app.world().resource::<HudInfo>().can_take_back);
        } else {
            assert_ne!(state(&app), before, "nothing was taken back");
        }
    }
}
