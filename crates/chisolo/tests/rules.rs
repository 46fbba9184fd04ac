//! Scenario tests, one or more per numbered rule of RULES.md §2. Each test's name starts
//! with the rule it checks; every expected board was worked out by hand (the sowing is
//! traced in the comment above it).

use std::collections::HashSet;
use tabula_chisolo::{
    Chisolo, ChisoloAction, ChisoloOptions, Circuit, Direction, Heading, Hole, Phase,
};
use tabula_core::{Game, Outcome, RuleEvent, Seat, SeatSet, SpaceId, ToMove};

use Direction::{Anticlockwise as Ccw, Clockwise as Cw};

fn options(edit: &[(&str, &str)]) -> ChisoloOptions {
    let mut o = ChisoloOptions::default();
    for (k, v) in edit {
        Chisolo::set_option(&mut o, k, v).unwrap();
    }
    o
}

fn h(name: &str) -> Hole {
    name.parse().unwrap()
}

/// A position drawn as the board prints: row 4 (seat 1's back row) first, each row from
/// column a.
fn board(o: &ChisoloOptions, turn: u8, headings: [Heading; 2], rows: [&str; 4]) -> Chisolo {
    let parsed: Vec<Vec<u8>> = rows
        .iter()
        .rev()
        .map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect();
    let mut g = Chisolo::new(o, 2).unwrap();
    g.set_position(
        Seat(turn),
        Phase::Sow,
        headings,
        [&parsed[0], &parsed[1], &parsed[2], &parsed[3]],
    )
    .unwrap();
    g
}

/// The board's counts in the same layout as [`board`] takes.
fn rows(g: &Chisolo) -> [String; 4] {
    [3u8, 2, 1, 0].map(|row| {
        (0..g.columns())
            .map(|column| g.count(Hole { row, column }).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    })
}

fn play(g: &mut Chisolo, actions: &[&str]) -> Vec<RuleEvent> {
    let mut events = Vec::new();
    for text in actions {
        let a: ChisoloAction = text.parse().unwrap();
        if let Err(e) = g.apply(&a, &mut events) {
            panic!("{text}: {e}; legal: {:?}\n{g}", legal(g));
        }
    }
    events
}

fn legal(g: &Chisolo) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn refuse(g: &Chisolo, text: &str) -> String {
    let mut probe = g.clone();
    let a: ChisoloAction = text.parse().unwrap();
    let err = probe.apply(&a, &mut Vec::new()).unwrap_err();
    assert_eq!(&probe, g, "a refused action changed the state");
    err.to_string()
}

/// The holes of the sowing events, written `from>to`, and relays as `relay:at`.
fn sowing(events: &[RuleEvent]) -> Vec<String> {
    let name = |s: &SpaceId| Hole::from_slot(usize::from(s.0)).to_string();
    events
        .iter()
        .filter_map(|e| match e {
            RuleEvent::Sown { from, to, .. } => Some(format!("{}>{}", name(from), name(to))),
            RuleEvent::Relay { at, .. } => Some(format!("relay:{}", name(at))),
            _ => None,
        })
        .collect()
}

fn captures(events: &[RuleEvent]) -> Vec<(String, usize)> {
    events
        .iter()
        .filter_map(|e| match e {
            RuleEvent::Captured { pieces, at, .. } => {
                Some((Hole::from_slot(usize::from(at.0)).to_string(), pieces.len()))
            }
            _ => None,
        })
        .collect()
}

const FIXED_CW: [Heading; 2] = [Heading::Fixed(Cw), Heading::Fixed(Cw)];

fn win(seat: u8) -> Outcome {
    Outcome::win(SeatSet::single(Seat(seat)), 1)
}

// §2.1 Board ------------------------------------------------------------------------

#[test]
fn r2_1_board_has_four_rows_of_seven_to_ten_columns() {
    for columns in 7..=10u8 {
        let g = Chisolo::new(&options(&[("columns", &columns.to_string())]), 2).unwrap();
        assert_eq!(g.holes().count(), 4 * usize::from(columns));
        // Each player owns two rows.
        for seat in [Seat(0), Seat(1)] {
            let own = g.holes().filter(|h| h.owner() == seat).count();
            assert_eq!(own, 2 * usize::from(columns));
        }
    }
    for bad in ["6", "11", "seven", ""] {
        let mut o = ChisoloOptions::default();
        let err = Chisolo::set_option(&mut o, "columns", bad).unwrap_err();
        assert!(err.0.contains("7 to 10"), "{err}");
        assert_eq!(o, ChisoloOptions::default());
    }
    let hand_edited = ChisoloOptions {
        columns: 12,
        ..ChisoloOptions::default()
    };
    assert!(Chisolo::new(&hand_edited, 2).is_err());
    assert!(Chisolo::new(&ChisoloOptions::default(), 3).is_err());
}

#[test]
fn r2_1_circuits_run_front_row_from_the_owners_left_then_back_row() {
    // Seat 0 sits at rows 1-2 with column a on its left; seat 1 faces it, so its left is g.
    let c0 = Circuit {
        seat: Seat(0),
        columns: 7,
    };
    let c1 = Circuit {
        seat: Seat(1),
        columns: 7,
    };
    let names = |c: Circuit| (0..14).map(|p| c.hole(p).to_string()).collect::<Vec<_>>();
    assert_eq!(
        names(c0).join(" "),
        "a2 b2 c2 d2 e2 f2 g2 g1 f1 e1 d1 c1 b1 a1"
    );
    assert_eq!(
        names(c1).join(" "),
        "g3 f3 e3 d3 c3 b3 a3 a4 b4 c4 d4 e4 f4 g4"
    );
}

// §2.2 Setup ------------------------------------------------------------------------

#[test]
fn r2_2_standard_setup_gives_33_counters_each() {
    let g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    // Seat 1's front row, read from its own left (column g), is 3 3 3 2 1 0 0.
    assert_eq!(
        rows(&g),
        [
            "3 3 3 3 3 3 3",
            "0 0 1 2 3 3 3",
            "3 3 3 2 1 0 0",
            "3 3 3 3 3 3 3"
        ]
    );
    assert_eq!(g.on_board(Seat(0)), 33);
    assert_eq!(g.on_board(Seat(1)), 33);
    assert_eq!(g.captured_by(Seat(0)), 0);
    // Counter ids: seat 0 holds 0..33, seat 1 holds 33..66.
    for hole in g.holes() {
        for id in g.pieces(hole).iter() {
            assert_eq!(g.counter_owner(id), hole.owner());
            assert!(id.0 < 66);
        }
    }
}

#[test]
fn r2_2_extra_columns_hold_three_at_the_owners_left() {
    let g = Chisolo::new(&options(&[("columns", "9")]), 2).unwrap();
    assert_eq!(
        rows(&g),
        [
            "3 3 3 3 3 3 3 3 3",
            "0 0 1 2 3 3 3 3 3",
            "3 3 3 3 3 2 1 0 0",
            "3 3 3 3 3 3 3 3 3"
        ]
    );
    // 6 × 9 − 9 = 45 each.
    assert_eq!(g.on_board(Seat(0)), 45);
}

#[test]
fn r2_2_mirrored_setup() {
    let g = Chisolo::new(&options(&[("setup", "mirrored")]), 2).unwrap();
    assert_eq!(
        rows(&g),
        [
            "3 3 3 3 3 3 3",
            "3 3 3 2 1 0 0",
            "0 0 1 2 3 3 3",
            "3 3 3 3 3 3 3"
        ]
    );
    let wide = Chisolo::new(&options(&[("setup", "mirrored"), ("columns", "8")]), 2).unwrap();
    assert_eq!(rows(&wide)[2], "0 0 1 2 3 3 3 3");
    let mut o = ChisoloOptions::default();
    assert!(Chisolo::set_option(&mut o, "setup", "reversed").is_err());
}

// §2.3 Moves ------------------------------------------------------------------------

#[test]
fn r2_3_1_the_lot_picks_the_first_player() {
    let g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    assert_eq!(g.to_move(), ToMove::Chance);
    assert!(legal(&g).is_empty());
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    let texts: Vec<(String, f64)> = outcomes.iter().map(|(a, p)| (a.to_string(), *p)).collect();
    assert_eq!(
        texts,
        [("first:0".to_string(), 0.5), ("first:1".to_string(), 0.5)]
    );
    assert!(refuse(&g, "a2").contains("no sowing now"));
    assert!(refuse(&g, "first:2").contains("no such seat"));
    let mut g1 = g.clone();
    let events = play(&mut g1, &["first:1"]);
    assert_eq!(events, [RuleEvent::FirstPlayer { seat: Seat(1) }]);
    assert_eq!(g1.to_move(), ToMove::Seat(Seat(1)));
    assert!(refuse(&g1, "first:0").contains("already"));
}

#[test]
fn r2_3_2_a_player_sows_only_from_their_own_nonempty_holes() {
    let mut g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    play(&mut g, &["first:0"]);
    // Every non-empty hole of rows 1 and 2: the front row's f2 and g2 are empty.
    let mut offered = legal(&g);
    offered.sort();
    assert_eq!(offered.join(" "), "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2 f1 g1");
    assert!(refuse(&g, "a3").contains("own two rows"));
    assert!(refuse(&g, "f2").contains("empty"));
    assert!(refuse(&g, "h2").contains("off this board"));
}

#[test]
fn r2_3_2_sowing_drops_one_counter_into_each_following_hole() {
    // Seat 0 sows c1's 3 counters clockwise: b1, a1, then round the corner to a2 (empty,
    // front row; a3 and a4 are empty, so nothing is taken).
    let o = ChisoloOptions::default();
    let mut g = board(
        &o,
        0,
        FIXED_CW,
        [
            "0 0 0 0 0 0 1",
            "0 0 0 0 0 0 0",
            "0 0 0 0 0 0 0",
            "0 1 3 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["c1"]);
    assert_eq!(sowing(&events), ["c1>b1", "c1>a1", "c1>a2"]);
    assert_eq!(rows(&g)[2..], ["1 0 0 0 0 0 0", "1 2 0 0 0 0 0"]);
    assert!(captures(&events).is_empty());
    assert_eq!(
        events.last(),
        Some(&RuleEvent::TurnPassed {
            from: Seat(0),
            to: Seat(1)
        })
    );
    // The counters that moved are c1's own (seat 0 ids), one per event.
    for e in &events {
        if let RuleEvent::Sown { pieces, .. } = e {
            assert_eq!(pieces.len(), 1);
        }
    }
}

#[test]
fn r2_3_2_a_lap_of_two_rows_or_more_passes_the_starting_hole() {
    // 14 counters from a2 on seven columns: one into each of the 13 other holes, the 14th
    // back into a2, which was emptied by the lift, so the move ends there.
    let o = ChisoloOptions::default();
    let mut g = board(
        &o,
        0,
        FIXED_CW,
        [
            "0 0 0 0 0 0 1",
            "0 0 0 0 0 0 0",
            "14 0 0 0 0 0 0",
            "0 0 0 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["a2"]);
    let s = sowing(&events);
    assert_eq!(s.len(), 14);
    assert_eq!(s[0], "a2>b2");
    assert_eq!(s[13], "a2>a2");
    assert_eq!(rows(&g)[2..], ["1 1 1 1 1 1 1", "1 1 1 1 1 1 1"]);
}

#[test]
fn r2_3_3_relay_lifts_a_nonempty_hole_and_sows_on() {
    // a2's 2 go to b2 and c2; c2 had 1, so its 2 are lifted and go to d2 and the empty
    // e2, where the move ends (e3 and e4 are empty: no capture).
    let o = ChisoloOptions::default();
    let mut g = board(
        &o,
        0,
        FIXED_CW,
        [
            "0 0 0 0 0 0 1",
            "0 0 0 0 0 0 0",
            "2 0 1 0 0 0 0",
            "0 0 0 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["a2"]);
    assert_eq!(
        sowing(&events),
        ["a2>b2", "a2>c2", "relay:c2", "c2>d2", "c2>e2"]
    );
    let lifted = events
        .iter()
        .find_map(|e| match e {
            RuleEvent::Relay { pieces, .. } => Some(pieces.len()),
            _ => None,
        })
        .unwrap();
    assert_eq!(lifted, 2);
    assert_eq!(rows(&g)[2], "0 1 0 1 1 0 0");
}

#[test]
fn r2_3_3_relays_chain_until_an_empty_hole() {
    // The opening move of the doc example, seat 1 this time: g3's 3 go to f3, e3, d3;
    // d3 had 2, so its 3 go on to c3, b3 and the empty a3. a3 is a front hole: seat 1
    // takes a2 and a1 (3 each) and picks one more hole.
    let mut g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    let events = play(&mut g, &["first:1", "g3"]);
    assert_eq!(
        sowing(&events),
        [
            "g3>f3", "g3>e3", "g3>d3", "relay:d3", "d3>c3", "d3>b3", "d3>a3"
        ]
    );
    assert_eq!(captures(&events), [("a2".into(), 3), ("a1".into(), 3)]);
    assert_eq!(g.phase(), Phase::Take);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
}

#[test]
fn r2_3_4_the_first_move_goes_clockwise_and_the_second_chooses() {
    let mut g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    play(&mut g, &["first:0"]);
    assert!(refuse(&g, "e1 cw").contains("first move goes clockwise"));
    assert!(refuse(&g, "e1 ccw").contains("first move goes clockwise"));
    // e1's 3 go clockwise to d1, c1, b1 (3 → 4): relay 4 to a1, a2, b2, c2 (3 → 4): relay
    // 4 to d2, e2, f2 and the empty g2. g3 and g4 hold 3 each: captured.
    let events = play(&mut g, &["e1"]);
    assert_eq!(captures(&events), [("g3".into(), 3), ("g4".into(), 3)]);
    assert_eq!(g.heading(Seat(0)), Heading::Choosing);
    play(&mut g, &["take e3"]);
    // Seat 1's first move: also clockwise, no direction named.
    assert!(legal(&g).iter().all(|a| !a.contains(' ')));
    let first_of_seat_1 = legal(&g)[0].clone();
    play(&mut g, &[&first_of_seat_1]);
    if g.phase() == Phase::Take {
        let t = legal(&g)[0].clone();
        play(&mut g, &[&t]);
    }
    // Seat 0's second move names the direction; both ways are offered for each hole.
    let offered = legal(&g);
    assert!(
        offered
            .iter()
            .all(|a| a.ends_with(" cw") || a.ends_with(" ccw"))
    );
    assert_eq!(
        offered.iter().filter(|a| a.ends_with(" cw")).count(),
        offered.iter().filter(|a| a.ends_with(" ccw")).count()
    );
    let plain = offered[0].split_whitespace().next().unwrap().to_string();
    assert!(refuse(&g, &plain).contains("add cw or ccw"));
}

#[test]
fn r2_3_4_the_chosen_direction_is_kept_to_the_end() {
    // Seat 0's second move: b2's 2 anticlockwise go to a2 and round the corner to the
    // empty a1, a back hole (no capture although a3 and a4 hold counters).
    let o = ChisoloOptions::default();
    let mut g = board(
        &o,
        0,
        [Heading::Choosing, Heading::Fixed(Cw)],
        [
            "1 0 0 0 0 0 0",
            "1 0 0 0 0 0 1",
            "0 2 0 0 0 0 0",
            "0 0 0 0 0 0 1",
        ],
    );
    let mut offered = legal(&g);
    offered.sort();
    assert_eq!(offered, ["b2 ccw", "b2 cw", "g1 ccw", "g1 cw"]);
    let events = play(&mut g, &["b2 ccw"]);
    assert_eq!(sowing(&events), ["b2>a2", "b2>a1"]);
    assert!(captures(&events).is_empty());
    assert_eq!(g.heading(Seat(0)), Heading::Fixed(Ccw));
    // Seat 1 sows g3 clockwise: to the empty f3.
    play(&mut g, &["g3"]);
    // From now on seat 0 names holes alone, and they go anticlockwise: g1's counter goes
    // round the corner to the empty g2 (g3 is empty now, g4 too: no capture).
    assert!(refuse(&g, "g1 cw").contains("already fixed"));
    assert!(refuse(&g, "g1 ccw").contains("already fixed"));
    let events = play(&mut g, &["g1"]);
    assert_eq!(sowing(&events), ["g1>g2"]);
}

#[test]
fn r2_3_5_a_sowing_that_never_ends_is_not_offered() {
    // Found by search; checked below by a plain step-by-step sowing that remembers every
    // lift, independent of the crate's cycle finder.
    let o = ChisoloOptions::default();
    let g = board(
        &o,
        0,
        FIXED_CW,
        [
            "1 1 1 1 1 1 1",
            "1 1 1 1 1 1 1",
            "1 0 2 1 2 0 1",
            "0 1 0 1 0 1 0",
        ],
    );
    let circuit = g.circuit(Seat(0));
    let mut counts: Vec<u8> = (0..14).map(|p| g.count(circuit.hole(p))).collect();
    assert_eq!(naive_sowing_ends(&mut counts, 4), None);
    assert!(!legal(&g).contains(&"e2".to_string()));
    assert!(refuse(&g, "e2").contains("never end"));
    assert_eq!(g.sowing_end(h("e2"), Cw), None);
    // Every other non-empty hole ends, and the naive sowing agrees where.
    for p in 0..14 {
        let hole = circuit.hole(p);
        if g.count(hole) == 0 || hole == h("e2") {
            continue;
        }
        let mut counts: Vec<u8> = (0..14).map(|q| g.count(circuit.hole(q))).collect();
        let end = naive_sowing_ends(&mut counts, p).map(|q| circuit.hole(q));
        assert_eq!(g.sowing_end(hole, Cw), end, "{hole}");
        assert_eq!(legal(&g).contains(&hole.to_string()), end.is_some());
    }
}

/// Sows clockwise from `start`, remembering every (counts, position) at a lift; `None`
/// when one repeats.
fn naive_sowing_ends(counts: &mut [u8], start: usize) -> Option<usize> {
    let n = counts.len();
    let mut seen = HashSet::new();
    let mut at = start;
    loop {
        if !seen.insert((counts.to_vec(), at)) {
            return None;
        }
        let hand = std::mem::take(&mut counts[at]);
        for _ in 0..hand {
            at = (at + 1) % n;
            counts[at] += 1;
        }
        if counts[at] == 1 {
            return Some(at);
        }
    }
}

// §2.4 Capture ----------------------------------------------------------------------

#[test]
fn r2_4_a_move_ending_in_the_front_row_takes_both_opposite_holes_and_one_more() {
    // b2's 2 go to c2 and the empty d2. Opposite d2: d3 (2) and d4 (1), taken; then seat 0
    // picks one more of seat 1's non-empty holes.
    let o = ChisoloOptions::default();
    let mut g = board(
        &o,
        0,
        FIXED_CW,
        [
            "4 0 0 1 0 0 0",
            "0 5 0 2 0 0 0",
            "0 2 0 0 0 0 0",
            "0 0 0 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["b2"]);
    assert_eq!(sowing(&events), ["b2>c2", "b2>d2"]);
    assert_eq!(captures(&events), [("d3".into(), 2), ("d4".into(), 1)]);
    assert_eq!(g.captured_by(Seat(0)), 33 - 9);
    assert_eq!(g.phase(), Phase::Take);
    assert_eq!(legal(&g), ["b3", "a4"].map(|s| format!("take {s}")));
    assert!(refuse(&g, "take c3").contains("empty"));
    assert!(refuse(&g, "take c2").contains("opponent"));
    assert!(refuse(&g, "a2").contains("no sowing now"));
    let events = play(&mut g, &["take b3"]);
    assert_eq!(captures(&events), [("b3".into(), 5)]);
    assert_eq!(rows(&g)[..2], ["4 0 0 0 0 0 0", "0 0 0 0 0 0 0"]);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
    assert_eq!(g.quiet_moves(), 0);
}

#[test]
fn r2_4_one_nonempty_opposite_hole_is_enough_under_the_seed_rule() {
    // b2's 2 end in the empty d2; d3 is empty, d4 holds 1.
    let rows_before = [
        "4 0 0 1 0 0 0",
        "0 5 0 0 0 0 0",
        "0 2 0 0 0 0 0",
        "0 0 0 0 0 0 0",
    ];
    let mut g = board(&ChisoloOptions::default(), 0, FIXED_CW, rows_before);
    let events = play(&mut g, &["b2"]);
    assert_eq!(captures(&events), [("d4".into(), 1)]);
    assert_eq!(g.phase(), Phase::Take);
    // `capture = front_required`: the empty d3 means no capture at all.
    let o = options(&[("capture", "front_required")]);
    let mut g = board(&o, 0, FIXED_CW, rows_before);
    let events = play(&mut g, &["b2"]);
    assert!(captures(&events).is_empty());
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
    assert_eq!(g.quiet_moves(), 1);
}

#[test]
fn r2_4_front_required_captures_when_the_front_hole_is_full() {
    let o = options(&[("capture", "front_required")]);
    let mut g = board(
        &o,
        0,
        FIXED_CW,
        [
            "4 0 0 0 0 0 0",
            "0 5 0 2 0 0 0",
            "0 2 0 0 0 0 0",
            "0 0 0 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["b2"]);
    assert_eq!(captures(&events), [("d3".into(), 2)]);
    assert_eq!(legal(&g), ["take b3", "take a4"]);
}

#[test]
fn r2_4_both_opposite_holes_empty_take_nothing_and_give_no_extra_hole() {
    let mut g = board(
        &ChisoloOptions::default(),
        0,
        FIXED_CW,
        [
            "4 0 0 0 0 0 0",
            "0 5 0 0 0 0 0",
            "0 2 0 0 0 0 0",
            "0 0 0 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["b2"]);
    assert!(captures(&events).is_empty());
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
    assert_eq!(g.phase(), Phase::Sow);
}

#[test]
fn r2_4_a_move_ending_in_the_back_row_never_captures() {
    // d1's 2 go clockwise to c1 and the empty b1: a back hole, although b3 and b4 are full.
    let mut g = board(
        &ChisoloOptions::default(),
        0,
        FIXED_CW,
        [
            "0 3 0 0 0 0 0",
            "0 3 0 0 0 0 0",
            "0 0 0 0 0 0 0",
            "0 0 0 2 0 0 0",
        ],
    );
    let events = play(&mut g, &["d1"]);
    assert_eq!(sowing(&events), ["d1>c1", "d1>b1"]);
    assert!(captures(&events).is_empty());
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
}

#[test]
fn r2_4_a_capture_that_empties_the_opponent_wins_at_once() {
    let mut g = board(
        &ChisoloOptions::default(),
        0,
        FIXED_CW,
        [
            "0 0 0 1 0 0 0",
            "0 0 0 2 0 0 0",
            "0 2 0 0 0 0 0",
            "0 0 0 0 0 0 0",
        ],
    );
    let events = play(&mut g, &["b2"]);
    assert_eq!(captures(&events), [("d3".into(), 2), ("d4".into(), 1)]);
    assert_eq!(
        events.last(),
        Some(&RuleEvent::GameOver { outcome: win(0) })
    );
    assert_eq!(g.outcome(), Some(win(0)));
    assert!(legal(&g).is_empty());
    assert!(refuse(&g, "take a4").contains("no extra hole"));
}

// §2.5 End --------------------------------------------------------------------------

#[test]
fn r2_5_a_third_repetition_ends_the_game_on_counters_on_the_board() {
    // With `capture = front_required` one counter each chases round: seat 0 clockwise from
    // c1, seat 1 anticlockwise from a4, each one hole a move. Seat 0 reaches a front hole
    // only while seat 1's counter is a column ahead, or in its back row (g4 when seat 0 is
    // on g2): no capture is ever possible. Each circuit has 14 holes, so the position
    // comes back every 28 moves: the start is seen for the third time after move 56, and
    // the game ends there, 1 counter each: a draw.
    let o = options(&[("capture", "front_required")]);
    let mut g = board(
        &o,
        0,
        [Heading::Fixed(Cw), Heading::Fixed(Ccw)],
        [
            "1 0 0 0 0 0 0",
            "0 0 0 0 0 0 0",
            "0 0 0 0 0 0 0",
            "0 0 1 0 0 0 0",
        ],
    );
    let start = rows(&g);
    let mut moves = 0;
    while g.phase() == Phase::Sow {
        let only = legal(&g);
        assert_eq!(only.len(), 1);
        let events = play(&mut g, &[&only[0]]);
        assert!(captures(&events).is_empty());
        moves += 1;
        if moves == 28 {
            assert_eq!(rows(&g), start);
        }
    }
    assert_eq!(moves, 56);
    assert_eq!(rows(&g), start);
    assert_eq!(g.outcome(), Some(Outcome::draw()));
}

#[test]
fn r2_5_a_hundred_moves_without_capture_end_the_game() {
    // A saved state 99 quiet moves in, with 100 distinct earlier positions: one more
    // quiet move ends the game, and seat 0, with more counters on the board, wins.
    let g = board(
        &ChisoloOptions::default(),
        0,
        FIXED_CW,
        [
            "0 0 0 0 0 0 1",
            "0 0 0 0 0 0 0",
            "0 0 0 0 0 0 0",
            "0 0 0 0 2 0 0",
        ],
    );
    let mut v = serde_json::to_value(&g).unwrap();
    v["quiet"] = serde_json::json!(99);
    v["history"] = serde_json::json!((0..100).map(|i| format!("{i:x}")).collect::<Vec<_>>());
    let mut g: Chisolo = serde_json::from_value(v).unwrap();
    assert_eq!(g.quiet_moves(), 99);
    // e1's 2 go to d1 and the empty c1: a back hole, no capture.
    let events = play(&mut g, &["e1"]);
    assert_eq!(g.quiet_moves(), 100);
    assert_eq!(
        events.last(),
        Some(&RuleEvent::GameOver { outcome: win(0) })
    );
}

// Notation and saves ----------------------------------------------------------------

#[test]
fn notation_round_trips_and_refuses_garbage() {
    for text in ["first:1", "c2", "c2 cw", "j4 ccw", "take e3"] {
        let a: ChisoloAction = text.parse().unwrap();
        assert_eq!(a.to_string(), text);
    }
    assert_eq!(
        "  C2  CCW ".parse::<ChisoloAction>().unwrap().to_string(),
        "c2 ccw"
    );
    for bad in [
        "",
        "c",
        "c5",
        "k1",
        "c2 left",
        "take",
        "take c2 c3",
        "first:x",
        "c2 cw x",
    ] {
        let err = bad.parse::<ChisoloAction>().unwrap_err();
        assert!(err.0.contains("chisolo action"), "{bad}: {err}");
    }
}

#[test]
fn saves_round_trip_and_corrupt_saves_are_refused() {
    let mut g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    play(&mut g, &["first:0", "a2"]);
    let json = serde_json::to_string(&g).unwrap();
    let back: Chisolo = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let v = serde_json::to_value(&g).unwrap();
    let corrupt = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v = v.clone();
        edit(&mut v);
        serde_json::from_value::<Chisolo>(v)
            .unwrap_err()
            .to_string()
    };
    // A seat 1 counter (id 40) in seat 0's rows.
    assert!(corrupt(&|v| v["rows"][0][0] = serde_json::json!([40])).contains("other player"));
    // The same counter in two holes.
    assert!(corrupt(&|v| v["rows"][0][1] = v["rows"][0][0].clone()).contains("also elsewhere"));
    assert!(corrupt(&|v| v["rows"][0][0] = serde_json::json!([99])).contains("no counter"));
    assert!(corrupt(&|v| v["rows"].as_array_mut().unwrap().truncate(3)).contains("4 lists"));
    assert!(corrupt(&|v| v["turn"] = serde_json::json!(2)).contains("turn"));
    assert!(corrupt(&|v| v["options"]["columns"] = serde_json::json!(6)).contains("columns"));
    assert!(corrupt(&|v| v["quiet"] = serde_json::json!(5)).contains("history"));
    let fresh = serde_json::to_value(Chisolo::new(&ChisoloOptions::default(), 2).unwrap()).unwrap();
    let mut moved = fresh.clone();
    moved["rows"][1][6] = serde_json::json!([11]);
    moved["rows"][1][4] = serde_json::json!([]);
    let err = serde_json::from_value::<Chisolo>(moved)
        .unwrap_err()
        .to_string();
    assert!(err.contains("before the lot"), "{err}");
    // A game 100 quiet moves in must be over.
    assert!(
        corrupt(&|v| {
            v["quiet"] = serde_json::json!(100);
            v["history"] =
                serde_json::json!((0..101).map(|i| format!("{i:x}")).collect::<Vec<_>>());
        })
        .contains("limit")
    );
    assert!(corrupt(&|v| v["bogus"] = serde_json::json!(1)).contains("unknown field"));
}

#[test]
fn the_board_prints_as_a_diagram() {
    let mut g = Chisolo::new(&ChisoloOptions::default(), 2).unwrap();
    play(&mut g, &["first:0"]);
    assert_eq!(
        g.to_string().lines().collect::<Vec<_>>(),
        [
            "      a  b  c  d  e  f  g",
            " 4    3  3  3  3  3  3  3   seat 1 back",
            " 3    0  0  1  2  3  3  3   seat 1 front",
            " 2    3  3  3  2  1  0  0   seat 0 front",
            " 1    3  3  3  3  3  3  3   seat 0 back",
            "seat 0: 33 on the board, 0 captured",
            "seat 1: 33 on the board, 0 captured",
            "seat 0 to sow",
        ]
    );
}
