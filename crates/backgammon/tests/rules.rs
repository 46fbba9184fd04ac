//! One scenario per rule of RULES.md §4, each worked out by hand.

mod common;
use common::position;
use tabula_backgammon::{
    Action, Backgammon, BackgammonOptions, Phase, Play, Position, Step, WHITE_BAR,
};
use tabula_core::{Game, RuleEvent, Seat, SpaceId, ToMove};

fn game(pos: &Position, dice: [u8; 2]) -> Backgammon {
    Backgammon::from_position(&BackgammonOptions::default(), pos, Seat(0), Some(dice)).unwrap()
}

/// The legal plays in notation, sorted.
fn plays(g: &Backgammon) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    let mut text: Vec<String> = out.iter().map(|a| a.to_string()).collect();
    text.sort();
    text
}

fn play(g: &mut Backgammon, text: &str) -> Vec<RuleEvent> {
    let mut events = Vec::new();
    g.apply(&text.parse().unwrap(), &mut events).unwrap();
    events
}

#[test]
fn setup_has_2_5_3_5_checkers_167_pips_and_gnubgs_starting_id() {
    let start = Position::starting();
    assert_eq!(start.me, start.opp);
    assert_eq!(
        (start.me[23], start.me[12], start.me[7], start.me[5]),
        (2, 5, 3, 5)
    );
    assert_eq!(start.my_pips(), 2 * 24 + 5 * 13 + 3 * 8 + 5 * 6);
    assert_eq!(start.id(), "4HPwATDgc/ABMA");
    assert_eq!(Position::from_id("4HPwATDgc/ABMA").unwrap(), start);
}

#[test]
fn opening_higher_die_plays_white_and_moves_first_with_both_dice() {
    let mut g = Backgammon::new(&Default::default(), 2).unwrap();
    assert_eq!(g.to_move(), ToMove::Chance);
    let mut events = Vec::new();
    g.apply(&Action::Roll(3, 5), &mut events).unwrap();
    assert_eq!(g.white(), Some(Seat(1)));
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
    assert_eq!(g.dice(), Some([5, 3]));
    assert!(events.contains(&RuleEvent::FirstPlayer { seat: Seat(1) }));
}

#[test]
fn opening_equal_dice_are_rolled_again() {
    let mut g = Backgammon::new(&Default::default(), 2).unwrap();
    let mut events = Vec::new();
    g.apply(&Action::Roll(4, 4), &mut events).unwrap();
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.white(), None);
    assert_eq!(
        events.len(),
        2,
        "two one-die throws and nothing else: {events:?}"
    );
}

#[test]
fn chance_lists_36_opening_rolls_then_21_rolls_summing_to_one() {
    let mut g = Backgammon::new(&Default::default(), 2).unwrap();
    let mut out = Vec::new();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 36);
    g.apply(&Action::Roll(6, 1), &mut Vec::new()).unwrap();
    play(&mut g, "13/7 8/7");
    out.clear();
    g.chance_outcomes(&mut out);
    assert_eq!(out.len(), 21);
    assert!((out.iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-12);
    assert_eq!(
        out.iter()
            .filter(|(a, _)| matches!(a, Action::Roll(x, y) if x == y))
            .count(),
        6
    );
}

#[test]
fn one_checker_may_use_both_dice_touching_an_open_intermediate_point() {
    // One checker on 24 can move; the rest sit on the 1 and 2 points and cannot bear off.
    let open = position(&[(24, 1), (1, 7), (2, 7)], &[(13, 15)]);
    assert_eq!(plays(&game(&open, [6, 5])), ["24/13"]);
    // My 18 closed: the checker must go through 19. My 19 closed too: no way through.
    let one_closed = position(&[(24, 1), (1, 7), (2, 7)], &[(7, 2), (13, 13)]);
    assert_eq!(plays(&game(&one_closed, [6, 5])), ["24/13"]);
    let both_closed = position(&[(24, 1), (1, 7), (2, 7)], &[(7, 2), (6, 2), (13, 11)]);
    let mut g =
        Backgammon::from_position(&Default::default(), &both_closed, Seat(0), None).unwrap();
    let mut events = Vec::new();
    g.apply(&Action::Roll(6, 5), &mut events).unwrap();
    assert!(events.contains(&RuleEvent::ThrowsLost {
        seat: Seat(0),
        count: 2
    }));
    assert_eq!(g.turn(), Seat(1));
}

#[test]
fn doubles_are_played_four_times() {
    let g = game(&Position::starting(), [6, 6]);
    for (p, c) in g.legal_plays() {
        assert_eq!(c.steps.len(), 4, "{p}");
        assert_eq!(c.result.my_pips(), 167 - 24, "{p}");
    }
    assert!(plays(&g).contains(&"24/18(2) 13/7(2)".to_string()));
}

#[test]
fn a_point_with_two_opposing_checkers_is_closed_and_a_blot_is_hit() {
    // Opponent: two on my 20, one on my 21. My checker on 24 with 4-3.
    let pos = position(&[(24, 1), (1, 14)], &[(5, 2), (4, 1), (13, 12)]);
    let mut g = game(&pos, [4, 3]);
    assert!(
        !plays(&g).iter().any(|p| p.contains("/20")),
        "{:?}",
        plays(&g)
    );
    let events = play(&mut g, "24/21*/17");
    assert_eq!(g.checkers(Seat(1))[24], 1, "the blot is on the bar");
    assert_eq!(g.checkers(Seat(1))[3], 0);
    assert!(events.iter().any(|e| matches!(
        e,
        RuleEvent::Captured {
            by: Seat(0),
            owner: Seat(1),
            at: SpaceId(21),
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(e,
        RuleEvent::Moved { seat: Seat(1), from: SpaceId(21), path, .. }
            if path.as_slice() == [tabula_backgammon::BLACK_BAR])));
}

#[test]
fn a_checker_on_the_bar_enters_first_on_an_open_point_of_the_opponents_home() {
    // Opponent holds my 20..24 (its 1..5); only my 19 is open: a 6 enters.
    let pos = position(
        &[(25, 1), (13, 14)],
        &[(1, 3), (2, 3), (3, 3), (4, 3), (5, 3)],
    );
    assert_eq!(plays(&game(&pos, [6, 5])), ["bar/14", "bar/19 13/8"]);
    let mut g = game(&pos, [6, 5]);
    let events = play(&mut g, "bar/19 13/8");
    assert!(
        matches!(events[0], RuleEvent::Entered { seat: Seat(0), .. }),
        "{events:?}"
    );
    // Two on the bar and one entering number: only both checkers enter, nothing else moves.
    let two = position(
        &[(25, 2), (13, 13)],
        &[(1, 3), (2, 3), (3, 3), (5, 3), (6, 3)],
    );
    assert_eq!(plays(&game(&two, [4, 3])), ["bar/21"]);
}

#[test]
fn no_entry_possible_loses_the_roll() {
    let prime = [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (24, 3)];
    let pos = position(&[(25, 1), (13, 14)], &prime);
    let mut g = Backgammon::from_position(&Default::default(), &pos, Seat(0), None).unwrap();
    let mut events = Vec::new();
    g.apply(&Action::Roll(6, 6), &mut events).unwrap();
    assert!(events.contains(&RuleEvent::ThrowsLost {
        seat: Seat(0),
        count: 4
    }));
    assert!(events.contains(&RuleEvent::TurnPassed {
        from: Seat(0),
        to: Seat(1)
    }));
    assert_eq!(g.phase(), Phase::Rolling);
}

#[test]
fn both_dice_must_be_used_when_a_play_can() {
    // 24/18 alone is possible, but 24/18 then 18/13 uses both: only that is legal.
    let pos = position(&[(24, 1), (1, 14)], &[(13, 15)]);
    assert_eq!(plays(&game(&pos, [6, 5])), ["24/13"]);
}

#[test]
fn only_one_die_usable_and_either_could_the_larger_is_used() {
    // Opponent holds my 15: 24/18 and 24/21 each block the other die.
    let pos = position(&[(24, 1), (1, 7), (2, 7)], &[(10, 2), (13, 13)]);
    assert_eq!(plays(&game(&pos, [6, 3])), ["24/18"]);
    // With my 18 closed too only the smaller die can be played.
    let pos = position(&[(24, 1), (1, 7), (2, 7)], &[(10, 2), (7, 2), (13, 11)]);
    assert_eq!(plays(&game(&pos, [6, 3])), ["24/21"]);
}

#[test]
fn doubles_that_cannot_all_be_played_use_as_many_as_possible() {
    // 8/3 brings the last checker home; 6/1 is closed, a 5 cannot bear off from the 6.
    let pos = position(&[(8, 1), (6, 14)], &[(24, 2), (13, 13)]);
    let g = game(&pos, [5, 5]);
    assert_eq!(plays(&g), ["8/3"]);
    assert_eq!(g.legal_plays()[0].1.steps.len(), 1);
}

#[test]
fn bearing_off_with_a_higher_die_takes_from_the_highest_point() {
    // All on 1..3: a 6 and a 5 bear off two checkers from the 3.
    let pos = position(&[(1, 3), (2, 4), (3, 3)], &[(13, 15)]);
    assert_eq!(plays(&game(&pos, [6, 5])), ["3/off(2)"]);
}

#[test]
fn bearing_off_needs_a_higher_point_move_when_one_exists() {
    // Checkers on 5, 4 and 1. The 6 bears off from the 5 (highest); the 2 has no checker on
    // its point and checkers above it, so it must move 5/3 or 4/2.
    let pos = position(&[(1, 1), (4, 2), (5, 2)], &[(13, 15)]);
    assert_eq!(plays(&game(&pos, [6, 2])), ["5/3 5/off", "5/off 4/2"]);
}

#[test]
fn bearing_off_starts_only_when_all_fifteen_are_home() {
    let pos = position(&[(2, 2), (6, 1), (8, 1)], &[(13, 14), (25, 1)]);
    // 8/4 brings the last one home before the 2 bears off; 8/2 and 8/4 6/4 also play both.
    assert_eq!(plays(&game(&pos, [4, 2])), ["8/2", "8/4 2/off", "8/4 6/4"]);
}

#[test]
fn a_checker_hit_during_bear_off_must_come_home_before_bearing_off_goes_on() {
    let pos = position(&[(25, 1), (1, 5), (6, 4)], &[(1, 1), (12, 12), (23, 2)]);
    assert_eq!(plays(&game(&pos, [6, 5])), ["bar/14", "bar/19 6/1"]);
}

fn finish(loser: &[(usize, u8)], gammons: bool) -> u8 {
    let pos = position(&[(1, 1)], loser);
    let options = BackgammonOptions {
        gammons,
        ..Default::default()
    };
    let mut g = Backgammon::from_position(&options, &pos, Seat(0), Some([2, 1])).unwrap();
    let events = play(&mut g, "1/off");
    let over = g.outcome().expect("the last checker is off");
    assert!(events.contains(&RuleEvent::GameOver { outcome: over }));
    assert!(over.winners.contains(Seat(0)));
    over.points
}

#[test]
fn single_gammon_and_backgammon_scores() {
    assert_eq!(finish(&[(6, 14)], true), 1, "the loser bore one off");
    assert_eq!(finish(&[(6, 15)], true), 2, "gammon");
    assert_eq!(
        finish(&[(6, 14), (20, 1)], true),
        3,
        "backgammon: in the winner's home"
    );
    assert_eq!(
        finish(&[(6, 14), (25, 1)], true),
        3,
        "backgammon: on the bar"
    );
    assert_eq!(
        finish(&[(6, 14), (18, 1)], true),
        2,
        "the 18 is outside the winner's home"
    );
    assert_eq!(finish(&[(6, 14), (25, 1)], false), 1, "option gammons off");
}

#[test]
fn notation_prints_and_parses_gnu_backgammon_style() {
    for text in [
        "24/18 13/11",
        "bar/22*",
        "6/off",
        "8/4(2)",
        "24/21*/18*/15*/12",
        "bar/24(2) 4/3*(2)",
    ] {
        let p: Play = text.parse().unwrap();
        assert_eq!(p.to_string(), text);
    }
    assert_eq!(
        "BAR/22* 6/OFF".parse::<Play>().unwrap().to_string(),
        "bar/22* 6/off"
    );
    for bad in [
        "",
        "24",
        "24/",
        "18/24",
        "6/off/2",
        "0/3",
        "24/18(5)",
        "8/4(3) 6/2(2)",
        "x/1",
        "off/3",
    ] {
        assert!(bad.parse::<Play>().is_err(), "{bad:?} should not parse");
    }
}

#[test]
fn a_play_written_in_another_order_is_the_same_play() {
    let mut a = game(&Position::starting(), [6, 2]);
    let mut b = a.clone();
    play(&mut a, "24/18 13/11");
    play(&mut b, "13/11 24/18");
    assert_eq!(a, b);
}

#[test]
fn result_position_ids_match_gnu_backgammons_opening_31() {
    // Taken from gnubg: 6/5 6/3 and 8/5 6/5 after the 3-1 opening, seen from the mover.
    let g = game(&Position::starting(), [3, 1]);
    let ids: Vec<(String, String)> = g
        .legal_plays()
        .iter()
        .map(|(p, c)| (p.to_string(), c.result.id()))
        .collect();
    assert!(
        ids.contains(&("6/5 6/3".into(), "4HPwATCkc/ABMA".into())),
        "{ids:?}"
    );
    assert!(
        ids.contains(&("8/5 6/5".into(), "4HPwATCwZ/ABMA".into())),
        "{ids:?}"
    );
    assert_eq!(ids.len(), 16);
}

#[test]
fn pip_counts_follow_the_moves() {
    let mut g = game(&Position::starting(), [6, 2]);
    play(&mut g, "24/18 13/11");
    assert_eq!(g.pips(Seat(0)), 167 - 8);
    assert_eq!(g.pips(Seat(1)), 167);
    assert_eq!(g.turn(), Seat(1));
}

#[test]
fn bad_position_ids_are_refused() {
    for bad in [
        "4HPwATDgc/ABM",
        "4HPwATDgc/ABM!",
        "//////////////",
        "4HPwATDgc/ABMB",
        "",
    ] {
        assert!(Position::from_id(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn an_illegal_play_is_refused_and_changes_nothing() {
    let mut g = game(&Position::starting(), [6, 5]);
    let before = g.clone();
    let mut events = Vec::new();
    for bad in ["24/13 13/8", "24/18", "6/off", "13/7 13/7", "bar/20"] {
        assert!(
            g.apply(&bad.parse().unwrap(), &mut events).is_err(),
            "{bad}"
        );
    }
    assert!(g.apply(&Action::Roll(6, 5), &mut events).is_err());
    assert_eq!(g, before);
    assert!(events.is_empty());
}

#[test]
fn checker_by_checker_steps_lead_to_the_whole_play() {
    let g = game(&Position::starting(), [6, 1]);
    let first = g.next_steps(&[]);
    let s13 = Step {
        from: 13,
        to: 7,
        die: 6,
        hit: false,
    };
    assert!(first.contains(&s13));
    assert!(first.contains(&Step {
        from: 6,
        to: 5,
        die: 1,
        hit: false
    }));
    let second = g.next_steps(&[s13]);
    let s8 = Step {
        from: 8,
        to: 7,
        die: 1,
        hit: false,
    };
    assert!(
        second.contains(&s8) && second.iter().all(|s| s.die == 1),
        "{second:?}"
    );
    assert!(g.next_steps(&[s13, s8]).is_empty());
    assert_eq!(g.play_of_steps(&[s13, s8]).unwrap().to_string(), "13/7 8/7");
    assert!(
        g.play_of_steps(&[s13]).is_err(),
        "one die is not a whole play"
    );
}

#[test]
fn events_name_spaces_from_whites_side() {
    // Seat 1 wins the opening and plays White: its 24-point is space 24, seat 0's is 1.
    let mut g = Backgammon::new(&Default::default(), 2).unwrap();
    g.apply(&Action::Roll(1, 3), &mut Vec::new()).unwrap();
    let events = play(&mut g, "24/21 24/23");
    assert!(events.iter().any(|e| matches!(e,
        RuleEvent::Moved { seat: Seat(1), from: SpaceId(24), path, .. } if path.as_slice() == [SpaceId(21)])));
    g.apply(&Action::Roll(2, 1), &mut Vec::new()).unwrap();
    let events = play(&mut g, "24/22 24/23");
    assert!(events.iter().any(|e| matches!(e,
        RuleEvent::Moved { seat: Seat(0), from: SpaceId(1), path, .. } if path.as_slice() == [SpaceId(2)])));
    assert_eq!(WHITE_BAR, SpaceId(25));
}

#[test]
fn corrupt_saved_states_are_refused() {
    let mut g = Backgammon::new(&Default::default(), 2).unwrap();
    g.apply(&Action::Roll(6, 1), &mut Vec::new()).unwrap();
    let good = serde_json::to_value(&g).unwrap();
    assert_eq!(
        serde_json::from_value::<Backgammon>(good.clone()).unwrap(),
        g
    );
    let corrupt = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        edit(&mut v);
        serde_json::from_value::<Backgammon>(v)
            .unwrap_err()
            .to_string()
    };
    assert!(corrupt(&|v| v["checkers"][0][5] = 9.into()).contains("more than 15"));
    assert!(
        corrupt(&|v| {
            v["checkers"][0][0] = 1.into();
            v["checkers"][0][5] = 4.into();
        })
        .contains("both sides")
    );
    assert!(corrupt(&|v| v["turn"] = 2.into()).contains("seats 0 and 1"));
    assert!(
        corrupt(&|v| v["phase"] = serde_json::json!({"moving": {"dice": [7, 1]}}))
            .contains("1 to 6")
    );
    let over = serde_json::json!({"over": {"winners": [0], "points": 1}});
    assert!(corrupt(&|v| v["phase"] = over.clone()).contains("borne off all 15"));
}
