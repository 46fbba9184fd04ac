//! Headless tests of the Malefiz board view: a person's roll and move with the keyboard; a
//! barricade placed by a person (and refused on a wrong field); a tap on a phone. The
//! checks every game shares (tests/app/every_game.rs) take Malefiz through its
//! `UnderTest`: the pawns and barricades on the board against the state.

use crate::common;
use crate::every_game::UnderTest;

use bevy::prelude::*;
use common::press;

use tabula::app::layout::{BoardArea, ScreenLayout, layout_for};

use tabula::board::targets::{FINGER_PIXELS, TargetSpot, tap_reach};
use tabula::games::malefiz::{
    BarricadeBlock, BoardPad, Geometry, Pawn, barricade_places, resting_places,
};
use tabula::session::match_flow::{
    Match, MatchRequest, Presenting, Refusal, RequestRefused, ResumeRequest, RuleMessage,
};
use tabula::ui::panel::HudInfo;
use tabula_core::{Game, Outcome, RuleEvent, ToMove};
use tabula_malefiz::{BARRICADES, Field, Malefiz, MalefizAction, Phase, Place};
use tabula_table::SavedMatch;
use tabula_table::{Level, MatchSetup, SeatKind};

fn app(name: &str, seats: Vec<SeatKind>) -> App {
    let setup = MatchSetup {
        game: "malefiz".into(),
        preset: "encyclopedia".into(),
        seats,
        seed: 5,
        ..MatchSetup::default()
    };
    common::headless_app(&format!("mf-{name}"), common::instant(), setup)
}

impl UnderTest for Malefiz {
    fn people() -> MatchSetup {
        MatchSetup {
            game: "malefiz".into(),
            preset: "encyclopedia".into(),
            seats: vec![SeatKind::Person; 2],
            seed: 5,
            ..MatchSetup::default()
        }
    }

    fn opening() -> &'static [&'static str] {
        &["first:1", "roll:3"]
    }

    /// Blue has no pawn on c5; the count is wrong; a barricade is not being moved; it is
    /// not time to roll.
    fn illegal(state: &Malefiz) -> Vec<MalefizAction> {
        assert_eq!(state.phase(), Phase::Moving { roll: 3 });
        vec![
            MalefizAction::Move {
                from: Place::On("c5".parse().unwrap()),
                to: "e7".parse().unwrap(),
            },
            "home-g1".parse().unwrap(),
            "bar:e5".parse().unwrap(),
            "roll:6".parse().unwrap(),
        ]
    }

    /// Three people, thirty actions.
    fn autosaved() -> (MatchSetup, usize) {
        let mut setup = Self::people();
        setup.seats = vec![SeatKind::Person; 3];
        (setup, 30)
    }

    /// Four computers.
    fn computers() -> MatchSetup {
        MatchSetup {
            seats: vec![
                SeatKind::Computer(Level::Medium),
                SeatKind::Computer(Level::Easy),
                SeatKind::Computer(Level::Medium),
                SeatKind::Computer(Level::Medium),
            ],
            ..Self::people()
        }
    }

    /// Every pawn and barricade where the state has it, none lost.
    fn assert_board_shows(app: &mut App, state: &Malefiz) {
        let (pawns, blocks) = shown(app);
        assert_eq!(pawns.len(), 5 * state.seats());
        assert_eq!(blocks.len(), BARRICADES);
        assert_eq!((pawns, blocks), expected(state));
    }

    /// The winner's pawn is on the goal; 20 pawns and 11 barricades on fields.
    fn assert_end(app: &mut App, state: &Malefiz, outcome: &Outcome) {
        assert!(!app.world().resource::<HudInfo>().result.is_empty());
        let winner = outcome.winners.iter().next().unwrap();
        assert_eq!(state.phase(), Phase::Over { winner });
        assert_eq!(
            state.piece_at(Field::GOAL).map(Malefiz::owner),
            Some(winner)
        );
        let placed = (0..BARRICADES)
            .filter(|&b| state.barricade(b).is_some())
            .count();
        assert_eq!(placed, BARRICADES);
        assert_eq!(state.pawns().count(), 20);
    }
}

fn start(app: &mut App) {
    common::start::<Malefiz>(app);
}

/// A match of two people resumed from these actions.
fn resumed(name: &str, actions: &[&str]) -> App {
    let seats = vec![SeatKind::Person, SeatKind::Person];
    let mut app = app(name, seats.clone());
    let setup = app.world().resource::<MatchSetup>().clone();
    app.world_mut().resource_mut::<ResumeRequest>().0 = Some(SavedMatch {
        setup,
        actions: actions.iter().map(|a| a.to_string()).collect(),
        saved_at: None,
    });
    start(&mut app);
    app
}

fn state(app: &App) -> Malefiz {
    app.world().resource::<Match<Malefiz>>().state.clone()
}

fn history_len(app: &App) -> usize {
    app.world().resource::<Match<Malefiz>>().history.len()
}

fn rule_messages(app: &mut App) -> Vec<RuleEvent> {
    app.world_mut()
        .resource_mut::<Messages<RuleMessage>>()
        .drain()
        .map(|m| m.0)
        .collect()
}

fn refusals(app: &mut App) -> Vec<Refusal> {
    app.world_mut()
        .resource_mut::<Messages<RequestRefused>>()
        .drain()
        .map(|r| r.0)
        .collect()
}

type Shown = (Vec<(u16, i32, i32)>, Vec<(usize, i32, i32)>);

/// The pawns' and barricades' places on screen, sorted, in whole units.
fn shown(app: &mut App) -> Shown {
    let mut q = app.world_mut().query::<(&Pawn, &Transform)>();
    let mut pawns: Vec<_> = q
        .iter(app.world())
        .map(|(p, t)| {
            (
                p.0.0,
                t.translation.x.round() as i32,
                t.translation.y.round() as i32,
            )
        })
        .collect();
    pawns.sort();
    let mut q = app.world_mut().query::<(&BarricadeBlock, &Transform)>();
    let mut blocks: Vec<_> = q
        .iter(app.world())
        .map(|(b, t)| {
            (
                b.0,
                t.translation.x.round() as i32,
                t.translation.y.round() as i32,
            )
        })
        .collect();
    blocks.sort();
    (pawns, blocks)
}

fn expected(g: &Malefiz) -> Shown {
    let mut pawns: Vec<_> = resting_places(g, &Geometry::default())
        .into_iter()
        .map(|(id, p)| (id.0, p.x.round() as i32, p.y.round() as i32))
        .collect();
    pawns.sort();
    let mut blocks: Vec<_> = barricade_places(g, &Geometry::default())
        .into_iter()
        .map(|(b, p)| (b, p.x.round() as i32, p.y.round() as i32))
        .collect();
    blocks.sort();
    (pawns, blocks)
}

/// Updates until nothing animates and a person has a roll or a decision.
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

#[test]
fn a_roll_and_a_move_by_keyboard_reach_the_rules_and_the_pawns_follow() {
    let mut app = app("keys", vec![SeatKind::Person, SeatKind::Person]);
    start(&mut app);
    for turn in 0..6 {
        until_person_decides(&mut app);
        assert_eq!(state(&app).phase(), Phase::Rolling, "turn {turn}");
        rule_messages(&mut app);
        let seat = state(&app).turn();
        assert!(app.world().resource::<HudInfo>().can_throw);
        press(&mut app, KeyCode::Space);
        let events = rule_messages(&mut app);
        assert!(
            matches!(events.first(), Some(RuleEvent::Thrown { seat: s, .. }) if *s == seat),
            "{events:?}"
        );
        until_person_decides(&mut app);
        let g = state(&app);
        let Phase::Moving { roll } = g.phase() else {
            // No move for that roll: the turn passed.
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, RuleEvent::ThrowsLost { .. }))
            );
            continue;
        };
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let before = history_len(&app);
        // Tab keys the first legal move, Enter plays it.
        press(&mut app, KeyCode::Tab);
        assert_eq!(history_len(&app), before, "Tab alone plays nothing");
        press(&mut app, KeyCode::Enter);
        let m = app.world().resource::<Match<Malefiz>>();
        assert_eq!(m.history.len(), before + 1);
        assert_eq!(m.history.last(), Some(&legal[0]));
        let events = rule_messages(&mut app);
        let path = events.iter().find_map(|e| match e {
            RuleEvent::Moved { path, .. } | RuleEvent::Entered { path, .. } => Some(*path),
            _ => None,
        });
        let path = path.expect("the move is a rule message with its path");
        assert_eq!(
            path.as_slice().len(),
            usize::from(roll),
            "one field per pip"
        );
        let MalefizAction::Move { to, .. } = legal[0] else {
            panic!("a move")
        };
        assert_eq!(path.last().map(|s| s.0), Some(u16::from(to.id())));
        // Once still, every pawn and barricade stands where the state says.
        for _ in 0..5 {
            app.update();
        }
        if matches!(state(&app).phase(), Phase::Placing { .. }) {
            press(&mut app, KeyCode::Tab);
            press(&mut app, KeyCode::Enter);
            for _ in 0..5 {
                app.update();
            }
        }
        let g = state(&app);
        assert!(!app.world().resource::<Presenting>().is_busy());
        assert_eq!(shown(&mut app), expected(&g), "after turn {turn}");
    }
    assert!(history_len(&app) > 12);
}

#[test]
fn a_person_places_a_barricade_and_a_wrong_field_is_refused() {
    // Red brings a pawn out with a five onto the barricade on e3.
    let mut app = resumed("barricade", &["first:0", "roll:5", "home-e3"]);
    let e3: Field = "e3".parse().unwrap();
    let g = state(&app);
    assert_eq!(
        g.phase(),
        Phase::Placing {
            barricade: 1,
            from: e3
        }
    );
    app.update();
    let before = shown(&mut app);
    assert_eq!(before, expected(&g));
    // The lifted barricade is off its field.
    let lifted = before.1.iter().find(|b| b.0 == 1).unwrap();
    assert_ne!(
        (lifted.1, lifted.2),
        (
            Geometry::default().field(e3).x.round() as i32,
            Geometry::default().field(e3).y.round() as i32
        )
    );
    assert!(
        app.world()
            .resource::<HudInfo>()
            .turn_line
            .contains("place the barricade")
    );
    // The fields it may not go to are dimmed, and only those.
    let mut allowed = Vec::new();
    g.legal_actions(&mut allowed);
    let mut q = app.world_mut().query::<(&Sprite, &Transform)>();
    let dimmed: Vec<Vec2> = q
        .iter(app.world())
        .filter(|(_, t)| t.translation.z == 2.0)
        .map(|(_, t)| t.translation.truncate())
        .collect();
    assert_eq!(dimmed.len(), tabula_malefiz::FIELD_COUNT - allowed.len());
    let at = |name: &str| Geometry::default().field(name.parse().unwrap());
    assert!(dimmed.contains(&at("c1")) && dimmed.contains(&at("goal")));
    let MalefizAction::Barricade(free) = allowed[0] else {
        panic!("a placement")
    };
    assert!(!dimmed.contains(&Geometry::default().field(free)));
    // Row 1, the goal, the pawn's own field, another barricade: all refused, nothing changes.
    refusals(&mut app);
    for bad in ["bar:c1", "bar:goal", "bar:e3", "bar:a3"] {
        let action: MalefizAction = bad.parse().unwrap();
        app.world_mut()
            .write_message(MatchRequest::<Malefiz>::Play(action));
        app.update();
        assert_eq!(refusals(&mut app).len(), 1, "{bad}");
        assert_eq!(state(&app), g, "{bad}");
        assert_eq!(history_len(&app), 3);
        assert_eq!(shown(&mut app), before, "{bad}");
    }
    // The keyboard puts it on the first glowing field.
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert!(
        legal.len() > 80,
        "most empty fields take it: {}",
        legal.len()
    );
    rule_messages(&mut app);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    let events = rule_messages(&mut app);
    let MalefizAction::Barricade(to) = legal[0] else {
        panic!("a placement")
    };
    assert!(
        events.iter().any(|e| matches!(e,
            RuleEvent::BarricadeMoved { to: t, .. } if t.0 == u16::from(to.id()))),
        "{events:?}"
    );
    for _ in 0..5 {
        app.update();
    }
    let after = state(&app);
    assert_eq!(after.barricade(1), Some(to));
    assert_eq!(after.phase(), Phase::Rolling);
    assert_eq!(after.turn().0, 1);
    assert_eq!(shown(&mut app), expected(&after));
}

/// A tap on the board's pad at a point of the world.
fn tap(app: &mut App, at: Vec2) {
    let pad = {
        let mut q = app.world_mut().query_filtered::<Entity, With<BoardPad>>();
        q.single(app.world()).expect("one pad")
    };
    common::click(app, pad, Some(at));
    for _ in 0..2 {
        app.update();
    }
}

fn targets(app: &mut App) -> Vec<(MalefizAction, Vec2)> {
    let mut q = app
        .world_mut()
        .query::<(&TargetSpot<Malefiz>, &Transform)>();
    q.iter(app.world())
        .map(|(t, place)| (t.0, place.translation.truncate()))
        .collect()
}

/// On a phone the fields lie closer than a finger is wide: a tap half a finger from a
/// glowing field (nearer it than anything else) moves there; a tap far from everything
/// does nothing.
#[test]
fn on_a_phone_a_tap_a_finger_wide_finds_the_field() {
    let mut app = resumed("tap", &["first:0", "roll:5"]);
    app.world_mut()
        .insert_resource(layout_for(Vec2::new(390.0, 844.0), 1.0));
    for _ in 0..3 {
        app.update();
    }
    let (screen, area) = (
        *app.world().resource::<ScreenLayout>(),
        *app.world().resource::<BoardArea>(),
    );
    let (_, units_per_pixel) = screen.camera_for(area.0, screen.board_region());
    let reach = tap_reach(&screen, &area, 0.0);
    assert!(
        reach / units_per_pixel >= FINGER_PIXELS / 2.0 - 0.01,
        "a tap reaches {} px",
        reach / units_per_pixel
    );
    let pitch = Geometry::default().pitch().x / units_per_pixel;
    assert!(
        pitch < FINGER_PIXELS,
        "the fields are {pitch} px apart here"
    );
    let g = state(&app);
    // The house, the only place to move from, is picked for the player.
    let shown = targets(&mut app);
    assert!(shown.len() >= 2, "{shown:?}");
    let far = Geometry::default().field(Field::GOAL) + Vec2::new(0.0, 3.0 * reach);
    tap(&mut app, far);
    assert_eq!(state(&app), g, "a tap far from everything changed the game");
    assert_eq!(targets(&mut app), shown);
    let house = Geometry::default().house(Malefiz::house_of(g.turn()));
    // Each glowing field takes the taps 0.9 of half a finger away on some side.
    let mut chosen = None;
    for (action, at) in &shown {
        let others: Vec<Vec2> = shown
            .iter()
            .filter(|(a, _)| a != action)
            .map(|(_, p)| *p)
            .chain([house])
            .collect();
        let side = (0..16)
            .map(|k| {
                let angle = std::f32::consts::TAU * k as f32 / 16.0;
                *at + Vec2::from_angle(angle) * 0.9 * reach
            })
            .find(|p| others.iter().all(|o| o.distance(*p) > at.distance(*p)));
        let side = side.unwrap_or_else(|| panic!("{action} cannot be tapped off-centre"));
        chosen.get_or_insert((*action, side));
    }
    let (action, at) = chosen.expect("a glowing field");
    tap(&mut app, at);
    assert_eq!(history_len(&app), 3, "the tap played nothing");
    assert_eq!(
        app.world().resource::<Match<Malefiz>>().history.last(),
        Some(&action)
    );
}
