//! Scenario tests, one or more per numbered rule of RULES.md §3.2, worked out by hand on
//! the board of §3.1. Each test's name starts with the rule it checks.

use tabula_core::{Game, PieceId, Pieces, RuleEvent, Seat, SeatSet, SpaceId, ToMove};
use tabula_malefiz::{Field, Malefiz, MalefizAction, MalefizOptions, Phase, Place};

fn f(name: &str) -> Field {
    name.parse().unwrap()
}

fn on(name: &str) -> Place {
    Place::On(f(name))
}

fn play(g: &mut Malefiz, actions: &[&str]) -> Vec<RuleEvent> {
    let mut events = Vec::new();
    for text in actions {
        let a: MalefizAction = text.parse().unwrap();
        if let Err(e) = g.apply(&a, &mut events) {
            panic!("{text}: {e}; legal: {:?}", legal(g));
        }
    }
    events
}

fn legal(g: &Malefiz) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn strings(items: &[&str]) -> Vec<String> {
    sorted(items.iter().map(|s| s.to_string()).collect())
}

/// A game of `seats` where `turn` is to move, pawns and barricades as given.
fn position(
    o: &MalefizOptions,
    seats: usize,
    turn: u8,
    phase: Phase,
    pawns: &[(u16, Place)],
    barricades: &[(usize, Option<Field>)],
) -> Malefiz {
    let mut g = Malefiz::new(o, seats).unwrap();
    let pawns: Vec<_> = pawns.iter().map(|&(id, p)| (PieceId(id), p)).collect();
    g.set_position(Seat(turn), phase, &pawns, barricades)
        .unwrap();
    g
}

fn moving(roll: u8, pawns: &[(u16, Place)]) -> Malefiz {
    position(
        &Default::default(),
        2,
        0,
        Phase::Moving { roll },
        pawns,
        &[],
    )
}

fn refuse(g: &mut Malefiz, text: &str) -> String {
    let before = g.clone();
    let a: MalefizAction = text.parse().unwrap();
    let err = g.apply(&a, &mut Vec::new()).unwrap_err();
    assert_eq!(*g, before, "{text} changed the state");
    err.to_string()
}

#[test]
fn rule1_the_lot_picks_the_first_player_and_play_goes_round() {
    let mut g = Malefiz::new(&Default::default(), 3).unwrap();
    let mut chance = Vec::new();
    g.chance_outcomes(&mut chance);
    let names: Vec<String> = chance.iter().map(|(a, _)| a.to_string()).collect();
    assert_eq!(names, ["first:0", "first:1", "first:2"]);
    assert!(chance.iter().all(|(_, p)| (*p - 1.0 / 3.0).abs() < 1e-12));
    let events = play(&mut g, &["first:2", "roll:1", "home-k1"]);
    assert_eq!(events[0], RuleEvent::FirstPlayer { seat: Seat(2) });
    assert!(events.contains(&RuleEvent::TurnPassed {
        from: Seat(2),
        to: Seat(0)
    }));
    assert_eq!(g.turn(), Seat(0));
    assert_eq!(g.phase(), Phase::Rolling);
}

#[test]
fn rule1_one_die_and_a_six_gives_no_extra_roll() {
    let mut g = Malefiz::new(&Default::default(), 2).unwrap();
    play(&mut g, &["first:0"]);
    let mut chance = Vec::new();
    g.chance_outcomes(&mut chance);
    let names: Vec<String> = chance.iter().map(|(a, _)| a.to_string()).collect();
    assert_eq!(
        names,
        ["roll:1", "roll:2", "roll:3", "roll:4", "roll:5", "roll:6"]
    );
    assert!(chance.iter().all(|(_, p)| (*p - 1.0 / 6.0).abs() < 1e-12));
    let events = play(&mut g, &["roll:6"]);
    assert!(matches!(events[0], RuleEvent::Thrown { value: 6, .. }));
    play(&mut g, &["home-h1"]);
    assert_eq!(g.turn(), Seat(1), "after a six the turn still passes");
}

#[test]
fn rule2_a_move_uses_exactly_the_roll_and_one_pawn() {
    // Seat 0 (house at x = 3) with a pawn on i1; roll 2.
    let g = moving(2, &[(0, on("i1"))]);
    // From the house: c1 then b1 or d1. From i1: h1-g1, j1-k1, i2-i3 (a barricade: land).
    assert_eq!(
        sorted(legal(&g)),
        strings(&["home-b1", "home-d1", "i1-g1", "i1-k1", "i1-i3"])
    );
    let mut g = g;
    let events = play(&mut g, &["i1-k1"]);
    assert_eq!(g.pawn(PieceId(0)), on("k1"));
    assert_eq!(g.pawn(PieceId(1)), Place::Home, "only one pawn moves");
    let path = [f("j1").space(), f("k1").space()];
    assert!(events.contains(&RuleEvent::Moved {
        seat: Seat(0),
        pieces: Pieces::single(PieceId(0)),
        from: f("i1").space(),
        path: path.into_iter().collect(),
    }));
}

#[test]
fn rule2_moving_is_compulsory() {
    // Every legal action is a move: there is no way to pass while a move exists.
    let mut g = Malefiz::new(&Default::default(), 2).unwrap();
    play(&mut g, &["first:0", "roll:4"]);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(0)));
    let all = legal(&g);
    assert_eq!(sorted(all), strings(&["home-a2", "home-f1", "home-e2"]));
    assert!(refuse(&mut g, "roll:3").contains("not time to roll"));
}

/// Seat 0's five pawns each shut in on a connector between two barricades.
fn shut_in(phase: Phase) -> Malefiz {
    position(
        &Default::default(),
        2,
        0,
        phase,
        &[
            (0, on("i10")),
            (1, on("g8")),
            (2, on("k8")),
            (3, on("a12")),
            (4, on("q12")),
        ],
        // i9, i11, g7 and k7 hold barricades from the start; add g9, k9, a11, a13, q11, q13.
        &[
            (8, Some(f("g9"))),
            (10, Some(f("k9"))),
            (0, Some(f("a11"))),
            (1, Some(f("a13"))),
            (3, Some(f("q11"))),
            (4, Some(f("q13"))),
        ],
    )
}

#[test]
fn rule2_with_no_move_the_turn_is_lost() {
    let mut g = shut_in(Phase::Rolling);
    let events = play(&mut g, &["roll:2"]);
    assert_eq!(
        events[1..],
        [
            RuleEvent::ThrowsLost {
                seat: Seat(0),
                count: 1
            },
            RuleEvent::TurnPassed {
                from: Seat(0),
                to: Seat(1)
            },
        ]
    );
    assert_eq!((g.turn(), g.phase()), (Seat(1), Phase::Rolling));
    // With a one, each pawn may land on either of its barricades.
    let mut g = shut_in(Phase::Rolling);
    play(&mut g, &["roll:1"]);
    assert_eq!(
        sorted(legal(&g)),
        strings(&[
            "i10-i9", "i10-i11", "g8-g7", "g8-g9", "k8-k7", "k8-k9", "a12-a11", "a12-a13",
            "q12-q11", "q12-q13"
        ])
    );
}

#[test]
fn rule3_leaving_the_house_the_first_step_is_the_field_above_it() {
    let from_home = |seat: u8, roll: u8| {
        let g = position(
            &Default::default(),
            4,
            seat,
            Phase::Moving { roll },
            &[],
            &[],
        );
        sorted(legal(&g))
    };
    assert_eq!(from_home(0, 1), strings(&["home-c1"]));
    assert_eq!(from_home(1, 1), strings(&["home-g1"]));
    assert_eq!(from_home(2, 1), strings(&["home-k1"]));
    assert_eq!(from_home(3, 1), strings(&["home-o1"]));
    // c1, then along row 1 or up the connectors a2 and e2 (row 2 has x = 1, 5, 9, 13, 17).
    assert_eq!(from_home(0, 3), strings(&["home-a1", "home-e1"]));
    assert_eq!(from_home(0, 4), strings(&["home-a2", "home-e2", "home-f1"]));
    // a3 and e3 hold barricades: landing on them is allowed.
    assert_eq!(from_home(0, 5), strings(&["home-a3", "home-e3", "home-g1"]));
    let mut g = position(
        &Default::default(),
        2,
        0,
        Phase::Moving { roll: 3 },
        &[],
        &[],
    );
    let events = play(&mut g, &["home-e1"]);
    let path = ["c1", "d1", "e1"].map(|n| f(n).space());
    assert_eq!(
        events[0],
        RuleEvent::Entered {
            seat: Seat(0),
            pieces: Pieces::single(PieceId(0)),
            path: path.into_iter().collect(),
        }
    );
}

#[test]
fn rule4_pawns_turn_and_jump_pawns_of_any_colour() {
    // Seat 0 from its house with 3: c1 then d1 (seat 1's pawn) to e1, or b1 (own pawn) to a1.
    let g = moving(3, &[(1, on("b1")), (5, on("d1"))]);
    let moves = sorted(legal(&g));
    assert!(moves.contains(&"home-a1".to_string()), "{moves:?}");
    assert!(moves.contains(&"home-e1".to_string()), "{moves:?}");
    // Turning at a junction: from e1 with 4 up e2, e3 is a barricade, so only row 1 ways
    // and none through e3; move it away and the pawn turns onto row 3.
    let g = moving(3, &[(0, on("e1"))]);
    assert_eq!(
        sorted(legal(&g))
            .into_iter()
            .filter(|m| m.starts_with("e1"))
            .collect::<Vec<_>>(),
        strings(&["e1-b1", "e1-h1"])
    );
    let g = position(
        &Default::default(),
        2,
        0,
        Phase::Moving { roll: 3 },
        &[(0, on("e1"))],
        &[(1, Some(f("e5")))],
    );
    assert_eq!(
        sorted(legal(&g))
            .into_iter()
            .filter(|m| m.starts_with("e1"))
            .collect::<Vec<_>>(),
        strings(&["e1-b1", "e1-d3", "e1-f3", "e1-h1"])
    );
}

#[test]
fn rule4_barricades_cannot_be_passed() {
    // A pawn on i1 with 3: up the connector, i3's barricade stops it.
    let g = moving(3, &[(0, on("i1"))]);
    let ups: Vec<String> = legal(&g)
        .into_iter()
        .filter(|m| m.starts_with("i1") && (m.ends_with('3') || m.ends_with('2')))
        .collect();
    assert!(ups.is_empty(), "{ups:?}");
    // A pawn on i10 between the barricades i9 and i11 goes nowhere with more than 1.
    let g = position(
        &Default::default(),
        2,
        0,
        Phase::Moving { roll: 1 },
        &[(0, on("i10"))],
        &[(8, Some(f("c5")))],
    );
    let ends: Vec<String> = legal(&g)
        .into_iter()
        .filter(|m| m.starts_with("i10"))
        .collect();
    assert_eq!(sorted(ends), strings(&["i10-i11", "i10-i9"]));
}

#[test]
fn rule4_no_field_twice_in_one_move() {
    // From b1 with 2 the walk b1-c1-b1 would come back: not a move, nor is b1-a1-b1.
    let g = moving(2, &[(0, on("b1"))]);
    let from_b1 = sorted(
        legal(&g)
            .into_iter()
            .filter(|m| m.starts_with("b1"))
            .collect(),
    );
    assert_eq!(from_b1, strings(&["b1-a2", "b1-d1"]));
    // Every path the rules give steps on distinct fields, never the start.
    let g = position(
        &Default::default(),
        2,
        0,
        Phase::Moving { roll: 6 },
        &[(0, on("e3")), (1, on("m5"))],
        &[(1, Some(f("e7")))],
    );
    let mut actions = Vec::new();
    g.legal_actions(&mut actions);
    for a in &actions {
        let path = g.path(a).unwrap();
        let mut seen: Vec<SpaceId> = path.as_slice().to_vec();
        if let MalefizAction::Move {
            from: Place::On(start),
            ..
        } = a
        {
            seen.push(start.space());
        }
        let n = seen.len();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), n, "{a}: {path:?}");
        assert_eq!(path.len(), 6);
    }
}

#[test]
fn rule5_landing_on_an_opponent_sends_it_home() {
    let mut g = moving(2, &[(0, on("i1")), (7, on("k1"))]);
    let events = play(&mut g, &["i1-k1"]);
    assert_eq!(g.pawn(PieceId(7)), Place::Home);
    assert_eq!(g.pawn(PieceId(0)), on("k1"));
    assert!(events.contains(&RuleEvent::Captured {
        by: Seat(0),
        owner: Seat(1),
        pieces: Pieces::single(PieceId(7)),
        at: f("k1").space(),
    }));
    assert_eq!(g.turn(), Seat(1));
}

#[test]
fn rule5_landing_on_an_own_pawn_is_not_allowed() {
    let mut g = moving(2, &[(0, on("i1")), (1, on("k1"))]);
    assert!(!legal(&g).contains(&"i1-k1".to_string()));
    assert!(refuse(&mut g, "i1-k1").contains("cannot end there"));
}

#[test]
fn rule5_landing_on_a_barricade_moves_it_anywhere_free_but_row_1_and_the_goal() {
    let mut g = moving(2, &[(0, on("i1")), (6, on("c5"))]);
    let events = play(&mut g, &["i1-i3"]);
    assert_eq!(
        g.phase(),
        Phase::Placing {
            barricade: 2,
            from: f("i3")
        }
    );
    assert_eq!(
        g.to_move(),
        ToMove::Seat(Seat(0)),
        "the same seat decides again"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, RuleEvent::TurnPassed { .. }))
    );
    assert_eq!(g.barricade(2), None);
    let places = legal(&g);
    // 111 fields minus row 1 (17), minus 10 barricades left, the mover on i3 and a5.
    assert_eq!(places.len(), 111 - 17 - 10 - 2);
    for bad in ["bar:c1", "bar:goal", "bar:c5", "bar:i3", "bar:i9"] {
        assert!(!places.contains(&bad.to_string()), "{bad}");
        refuse(&mut g, bad);
    }
    refuse(&mut g, "roll:2");
    assert!(places.contains(&"bar:c3".to_string()));
    let events = play(&mut g, &["bar:c3"]);
    assert_eq!(
        events[0],
        RuleEvent::BarricadeMoved {
            seat: Seat(0),
            barricade: Pieces::single(PieceId(22)),
            from: f("i3").space(),
            to: f("c3").space(),
        }
    );
    assert_eq!(g.barricade(2), Some(f("c3")));
    assert_eq!((g.turn(), g.phase()), (Seat(1), Phase::Rolling));
}

#[test]
fn rule6_the_goal_needs_the_exact_count_and_the_first_pawn_there_wins() {
    // The barricade of i13 moved away; seat 1's pawn on h13.
    let at = |roll| {
        position(
            &Default::default(),
            2,
            1,
            Phase::Moving { roll },
            &[(5, on("h13"))],
            &[(10, Some(f("g9")))],
        )
    };
    assert!(legal(&at(2)).contains(&"h13-goal".to_string()));
    for roll in [1, 3, 4] {
        assert!(
            !legal(&at(roll)).iter().any(|m| m.ends_with("goal")),
            "{roll}"
        );
    }
    let mut g = at(2);
    let events = play(&mut g, &["h13-goal"]);
    let won = tabula_core::Outcome::win(SeatSet::single(Seat(1)), 1);
    assert_eq!(events.last(), Some(&RuleEvent::GameOver { outcome: won }));
    assert_eq!(g.to_move(), ToMove::Over(won));
    assert!(legal(&g).is_empty());
    refuse(&mut g, "roll:1");
}

#[test]
fn rule7_barricade_rows_2_keeps_row_3_free_too() {
    let placing = |rows: &str| {
        let mut o = MalefizOptions::default();
        Malefiz::set_option(&mut o, "barricade_rows", rows).unwrap();
        let mut g = position(&o, 2, 0, Phase::Moving { roll: 2 }, &[(0, on("i1"))], &[]);
        play(&mut g, &["i1-i3"]);
        legal(&g)
    };
    let one = placing("1");
    let two = placing("2");
    assert!(one.contains(&"bar:c3".to_string()));
    assert!(!two.contains(&"bar:c3".to_string()));
    // Row 3 has 17 fields, 4 barricades left on it and the mover on i3: 12 fewer places.
    assert_eq!(one.len() - two.len(), 12);
    assert!(two.iter().all(|m| !m.ends_with('3') || m.ends_with("13")));
    let mut o = MalefizOptions::default();
    assert!(Malefiz::set_option(&mut o, "barricade_rows", "3").is_err());
    assert!(Malefiz::set_option(&mut o, "rows", "2").is_err());
    assert_eq!(o, MalefizOptions::default());
    assert_eq!(Malefiz::preset("guarded-start").unwrap().barricade_rows, 2);
}

#[test]
fn notation_round_trips_and_refuses_garbage() {
    for text in [
        "first:3", "roll:6", "home-e1", "c5-e7", "h13-goal", "bar:i7",
    ] {
        let a: MalefizAction = text.parse().unwrap();
        assert_eq!(a.to_string(), text);
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<MalefizAction>(&json).unwrap(), a);
    }
    for bad in [
        "",
        "roll:7",
        "roll:0",
        "first:x",
        "c5",
        "c5-c2",
        "bar:goal5",
        "home-home",
        "c5-e7-e9",
    ] {
        assert!(bad.parse::<MalefizAction>().is_err(), "{bad}");
    }
}

#[test]
fn states_round_trip_and_corrupt_ones_are_refused() {
    let g = moving(2, &[(0, on("i1")), (7, on("k1"))]);
    let json = serde_json::to_string(&g).unwrap();
    assert_eq!(serde_json::from_str::<Malefiz>(&json).unwrap(), g);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let broken = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut w = v.clone();
        edit(&mut w);
        serde_json::from_value::<Malefiz>(w)
            .unwrap_err()
            .to_string()
    };
    assert!(broken(&|w| w["pawns"][1][3] = "k1".into()).contains("two pieces"));
    assert!(broken(&|w| w["pawns"][1][3] = "goal".into()).contains("goal"));
    assert!(broken(&|w| w["barricades"][0] = "c1".into()).contains("c1"));
    assert!(broken(&|w| w["barricades"][0] = serde_json::Value::Null).contains("off the board"));
    assert!(broken(&|w| w["turn"] = 2.into()).contains("turn"));
    assert!(broken(&|w| w["phase"]["moving"]["roll"] = 9.into()).contains("roll"));
    assert!(
        broken(&|w| w["pawns"][0]
            .as_array_mut()
            .unwrap()
            .pop()
            .map(|_| ())
            .unwrap())
        .contains("pawns")
    );
    assert!(broken(&|w| w["options"]["barricade_rows"] = 5.into()).contains("barricade_rows"));
    // A refused position leaves the game as it was.
    let mut h = g.clone();
    assert!(
        h.set_position(Seat(0), Phase::Rolling, &[(PieceId(1), on("k1"))], &[])
            .is_err()
    );
    assert_eq!(h, g);
}

#[test]
fn setup_refuses_bad_seat_counts() {
    for seats in [0, 1, 5] {
        assert!(Malefiz::new(&Default::default(), seats).is_err());
    }
    let g = Malefiz::new(&Default::default(), 4).unwrap();
    assert_eq!(g.pawns().count(), 20);
    assert!(g.pawns().all(|(_, _, p)| p == Place::Home));
    assert_eq!((0..11).filter(|&b| g.barricade(b).is_some()).count(), 11);
}
