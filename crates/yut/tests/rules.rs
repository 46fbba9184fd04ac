//! Scenario tests, one or more per numbered rule of RULES.md §1. Each test's name starts
//! with the rule it checks.

use tabula_core::{ExtraReason, Game, PieceId, RuleEvent, Seat, SeatSet, SpaceId, ToMove};
use tabula_yut::{
    CentreRule, Phase, Place, Route, Shortcut, Start, Station, Throw, ThrowModel, Yut, YutAction,
    YutOptions,
};

fn options(preset: &str, edit: impl FnOnce(&mut YutOptions)) -> YutOptions {
    let mut o = Yut::preset(preset).unwrap();
    edit(&mut o);
    o
}

fn new_game(o: &YutOptions, seats: usize) -> Yut {
    Yut::new(o, seats).unwrap()
}

/// The place of a piece standing on `station` along `route`.
fn on(route: Route, station: &str) -> Place {
    let st: Station = station.parse().unwrap();
    let index = route
        .stations()
        .iter()
        .position(|&s| s == st.id())
        .unwrap_or_else(|| panic!("{station} is not on {route:?}")) as u8;
    Place::Board {
        route,
        index,
        mo_entry: false,
    }
}

fn ring(station: &str) -> Place {
    on(Route::Ring, station)
}

fn p(id: u16) -> PieceId {
    PieceId(id)
}

fn play(g: &mut Yut, actions: &[&str]) -> Vec<RuleEvent> {
    let mut events = Vec::new();
    for text in actions {
        let a: YutAction = text.parse().unwrap();
        if let Err(e) = g.apply(&a, &mut events) {
            panic!("{text}: {e}; legal: {:?}", legal(g));
        }
    }
    events
}

fn legal(g: &Yut) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn station(g: &Yut, id: u16) -> String {
    match g.place(p(id)) {
        Place::Board { .. } => g.place(p(id)).station().unwrap().to_string(),
        Place::Waiting => "waiting".into(),
        Place::Finished => "finished".into(),
    }
}

/// A two-player game where seat 0 is to move with `pending`, pieces as given.
fn position(o: &YutOptions, pending: &[Throw], places: &[(u16, Place)]) -> Yut {
    let mut g = new_game(o, 2);
    let places: Vec<_> = places.iter().map(|&(id, pl)| (p(id), pl)).collect();
    g.set_position(Seat(0), Phase::Moving, pending, &places)
        .unwrap();
    g
}

fn refuse(g: &mut Yut, text: &str) -> String {
    let before = g.clone();
    let a: YutAction = text.parse().unwrap();
    let err = g.apply(&a, &mut Vec::new()).unwrap_err();
    assert_eq!(*g, before, "a refused action changed the state");
    err.to_string()
}

fn path(events: &[RuleEvent]) -> Vec<String> {
    events
        .iter()
        .find_map(|e| match e {
            RuleEvent::Moved { path, .. } | RuleEvent::Entered { path, .. } => Some(
                path.as_slice()
                    .iter()
                    .map(|s| Station::from_id(s.0 as u8).unwrap().to_string())
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default()
}

fn default() -> YutOptions {
    YutOptions::default()
}

// §1.1 Board -------------------------------------------------------------------------

#[test]
fn r1_1_board_has_29_stations_with_five_big_circles() {
    assert_eq!(Station::all().count(), 29);
    let big: Vec<String> = Station::all()
        .filter(|s| s.is_big())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(big, ["O0", "O5", "O10", "O15", "C"]);
    assert_eq!(Station::B.seed_letter(), Some('Б'));
    assert_eq!(Station::CENTRE.seed_letter(), Some('Г'));
}

// §1.2 Throws ------------------------------------------------------------------------

fn distribution(o: &YutOptions) -> Vec<(String, f64)> {
    let g = new_game(o, 2);
    let mut g2 = g.clone();
    play(&mut g2, &["first:0"]);
    let mut out = Vec::new();
    g2.chance_outcomes(&mut out);
    out.into_iter().map(|(a, p)| (a.to_string(), p)).collect()
}

fn prob(d: &[(String, f64)], name: &str) -> f64 {
    d.iter()
        .find(|(a, _)| a == &format!("throw:{name}"))
        .map_or(0.0, |(_, p)| *p)
}

#[test]
fn r1_2_dice_are_exactly_binomial() {
    let d = distribution(&Yut::preset("encyclopedia-dice").unwrap());
    assert_eq!(prob(&d, "do"), 4.0 / 16.0);
    assert_eq!(prob(&d, "gae"), 6.0 / 16.0);
    assert_eq!(prob(&d, "geol"), 4.0 / 16.0);
    assert_eq!(prob(&d, "yut"), 1.0 / 16.0);
    assert_eq!(prob(&d, "mo"), 1.0 / 16.0);
    assert_eq!(d.len(), 5, "no back-do without the option");
    assert!((d.iter().map(|x| x.1).sum::<f64>() - 1.0).abs() < 1e-12);
}

#[test]
fn r1_2_sticks_follow_the_flat_probability() {
    for p in [0.6, 0.5, 0.3] {
        let o = options("encyclopedia-sticks", |o| o.stick_flat_probability = p);
        let d = distribution(&o);
        let q = 1.0 - p;
        let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
        assert!(close(prob(&d, "do"), 4.0 * p * q.powi(3)));
        assert!(close(prob(&d, "gae"), 6.0 * p * p * q * q));
        assert!(close(prob(&d, "geol"), 4.0 * p.powi(3) * q));
        assert!(close(prob(&d, "yut"), p.powi(4)));
        assert!(close(prob(&d, "mo"), q.powi(4)));
    }
    // 0.5 gives the dice distribution.
    let half = distribution(&options("encyclopedia-sticks", |o| {
        o.stick_flat_probability = 0.5
    }));
    let dice = distribution(&Yut::preset("encyclopedia-dice").unwrap());
    assert_eq!(half, dice);
}

#[test]
fn r1_2_back_do_is_the_marked_stick_alone() {
    let o = options("encyclopedia-dice", |o| o.back_do = true);
    let d = distribution(&o);
    assert_eq!(prob(&d, "back-do"), 1.0 / 16.0);
    assert_eq!(prob(&d, "do"), 3.0 / 16.0);
    let o = options("modern", |_| {});
    let d = distribution(&o);
    let (p, q) = (0.6f64, 0.4f64);
    assert!((prob(&d, "back-do") - p * q.powi(3)).abs() < 1e-12);
    assert!((prob(&d, "do") - 3.0 * p * q.powi(3)).abs() < 1e-12);
    assert!((d.iter().map(|x| x.1).sum::<f64>() - 1.0).abs() < 1e-12);
}

#[test]
fn r1_2_sampled_throws_match_the_probabilities() {
    use tabula_core::{Rng64, sample_chance};
    let o = options("encyclopedia-sticks", |o| o.back_do = true);
    let mut g = new_game(&o, 2);
    play(&mut g, &["first:0"]);
    let mut outcomes = Vec::new();
    g.chance_outcomes(&mut outcomes);
    let mut rng = Rng64::new(2024);
    let n = 200_000;
    let mut counts = vec![0u32; outcomes.len()];
    for _ in 0..n {
        counts[sample_chance(&outcomes, &mut rng)] += 1;
    }
    for ((action, p), c) in outcomes.iter().zip(&counts) {
        let freq = f64::from(*c) / f64::from(n);
        // Five standard deviations of a binomial proportion.
        let sd = (p * (1.0 - p) / f64::from(n)).sqrt();
        assert!(
            (freq - p).abs() < 5.0 * sd + 1e-9,
            "{action}: {freq} vs {p}"
        );
    }
}

#[test]
fn r1_2_yut_and_mo_give_another_throw_before_moving() {
    let mut g = new_game(&default(), 2);
    let events = play(&mut g, &["first:0", "throw:yut"]);
    assert!(events.contains(&RuleEvent::ExtraThrow {
        seat: Seat(0),
        reason: ExtraReason::Throw
    }));
    assert_eq!(g.to_move(), ToMove::Chance, "throw again before moving");
    play(&mut g, &["throw:mo"]);
    assert_eq!(g.to_move(), ToMove::Chance);
    play(&mut g, &["throw:gae"]);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(0)));
    assert_eq!(
        g.pending_throws().collect::<Vec<_>>(),
        [Throw::Gae, Throw::Yut, Throw::Mo]
    );
}

#[test]
fn r1_2_back_do_gives_no_extra_throw_and_is_lost_with_no_piece_on_board() {
    let o = options("modern", |_| {});
    let mut g = new_game(&o, 2);
    let events = play(&mut g, &["first:0", "throw:back-do"]);
    assert!(events.contains(&RuleEvent::ThrowsLost {
        seat: Seat(0),
        count: 1
    }));
    assert!(events.contains(&RuleEvent::TurnPassed {
        from: Seat(0),
        to: Seat(1)
    }));
    assert_eq!(g.turn(), Seat(1));
}

#[test]
fn r1_2_back_do_is_refused_without_the_option() {
    let mut g = new_game(&default(), 2);
    play(&mut g, &["first:0"]);
    refuse(&mut g, "throw:back-do");
}

#[test]
fn r1_2_thrown_event_names_the_result() {
    let mut g = new_game(&default(), 2);
    let events = play(&mut g, &["first:1", "throw:geol"]);
    let thrown = events
        .iter()
        .find_map(|e| match e {
            RuleEvent::Thrown {
                seat,
                faces,
                value,
                name,
            } => Some((*seat, faces.as_slice().to_vec(), *value, name.to_string())),
            _ => None,
        })
        .unwrap();
    assert_eq!(thrown, (Seat(1), vec![0, 1, 1, 1], 3, "geol".to_string()));
}

// §1.3 Sides and pieces --------------------------------------------------------------

#[test]
fn r1_3_piece_counts_by_player_count_and_option() {
    let count = |o: &YutOptions, seats: usize| -> Vec<u8> {
        let g = new_game(o, seats);
        (0..seats).map(|s| g.piece_count(Seat(s as u8))).collect()
    };
    assert_eq!(count(&default(), 2), [4, 4]);
    assert_eq!(count(&default(), 3), [3, 3, 3]);
    assert_eq!(count(&default(), 4), [2, 2, 2, 2]);
    let five = options("encyclopedia-sticks", |o| o.pieces = Some(5));
    assert_eq!(count(&five, 2), [5, 5]);
    assert_eq!(count(&five, 4), [3, 3, 2, 2], "a side of five splits 3 + 2");
    assert!(Yut::new(&default(), 1).is_err());
    assert!(Yut::new(&default(), 5).is_err());
}

#[test]
fn r1_3_four_players_are_two_teams_of_partners_opposite() {
    let g = new_game(&default(), 4);
    assert_eq!(g.side_of(Seat(0)), g.side_of(Seat(2)));
    assert_eq!(g.side_of(Seat(1)), g.side_of(Seat(3)));
    assert_ne!(g.side_of(Seat(0)), g.side_of(Seat(1)));
}

#[test]
fn r1_3_a_player_may_move_the_partners_pieces_and_partners_stack() {
    let mut g = new_game(&default(), 4);
    // Seat 0's piece 0 on O3; partner seat 2's piece 10 on O1; opponent seat 1's piece 5 on O7.
    g.set_position(
        Seat(2),
        Phase::Moving,
        &[Throw::Gae],
        &[(p(0), ring("O3")), (p(10), ring("O1")), (p(5), ring("O7"))],
    )
    .unwrap();
    let moves = legal(&g);
    assert!(moves.contains(&"gae O3".to_string()), "{moves:?}");
    assert!(moves.contains(&"gae O1".to_string()));
    assert!(!moves.contains(&"gae O7".to_string()), "not the opponent's");
    let events = play(&mut g, &["gae O1"]);
    assert_eq!(station(&g, 10), "O3");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RuleEvent::Stacked { .. })),
        "partners stack, never capture"
    );
    assert_eq!(station(&g, 0), "O3");
}

#[test]
fn r1_3_the_first_player_is_chosen_by_lot() {
    for seats in 2..=4 {
        let g = new_game(&default(), seats);
        assert_eq!(g.to_move(), ToMove::Chance);
        let mut out = Vec::new();
        g.chance_outcomes(&mut out);
        assert_eq!(out.len(), seats);
        for (i, (a, pr)) in out.iter().enumerate() {
            assert_eq!(*a, YutAction::First(Seat(i as u8)));
            assert!((pr - 1.0 / seats as f64).abs() < 1e-12);
        }
    }
    let mut g = new_game(&default(), 3);
    let events = play(&mut g, &["first:2"]);
    assert_eq!(events, [RuleEvent::FirstPlayer { seat: Seat(2) }]);
    assert_eq!(g.turn(), Seat(2));
}

// §1.4 A turn ------------------------------------------------------------------------

#[test]
fn r1_4_pending_throws_are_spent_in_any_order_on_any_pieces() {
    let mut g = new_game(&default(), 2);
    play(&mut g, &["first:0", "throw:mo", "throw:yut", "throw:gae"]);
    let moves = legal(&g);
    assert_eq!(moves, ["gae new", "yut new", "mo new"]);
    // Spend gae first, then mo on the same piece, then yut on a new one.
    play(&mut g, &["gae new"]);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(0)));
    play(&mut g, &["mo O2", "yut new"]);
    assert_eq!(station(&g, 0), "O7");
    assert_eq!(station(&g, 1), "O4");
    assert_eq!(
        g.turn(),
        Seat(1),
        "the turn ends when no throws are pending"
    );
}

#[test]
fn r1_4_a_throw_is_never_split() {
    let mut g = position(&default(), &[Throw::Geol], &[(0, ring("O2"))]);
    play(&mut g, &["geol O2"]);
    assert_eq!(station(&g, 0), "O5");
}

#[test]
fn r1_4_a_capture_adds_exactly_one_throw_however_many_are_captured() {
    // Seat 1 has a stack of two on O4; seat 0 hits it from O2 with a gae.
    let mut g = position(
        &default(),
        &[Throw::Gae, Throw::Do],
        &[(0, ring("O2")), (5, ring("O4")), (6, ring("O4"))],
    );
    let events = play(&mut g, &["gae O2"]);
    let captured: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            RuleEvent::Captured { pieces, .. } => Some(pieces.len()),
            _ => None,
        })
        .collect();
    assert_eq!(captured, [2]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(
                e,
                RuleEvent::ExtraThrow {
                    reason: ExtraReason::Capture,
                    ..
                }
            ))
            .count(),
        1
    );
    assert_eq!(
        g.to_move(),
        ToMove::Chance,
        "the bonus throw is made at once"
    );
    assert_eq!(station(&g, 5), "waiting");
    assert_eq!(station(&g, 6), "waiting");
    // The bonus throw joins the pending do; a bonus yut keeps throwing.
    play(&mut g, &["throw:yut"]);
    assert_eq!(g.to_move(), ToMove::Chance);
    play(&mut g, &["throw:do"]);
    assert_eq!(
        g.pending_throws().collect::<Vec<_>>(),
        [Throw::Do, Throw::Do, Throw::Yut]
    );
    assert_eq!(g.turn(), Seat(0));
}

#[test]
fn r1_4_throws_are_dropped_only_when_none_has_a_use() {
    // [yut, back-do] with no piece on the board: the yut must enter, then back-do is used.
    let o = options("modern", |_| {});
    let mut g = new_game(&o, 2);
    play(&mut g, &["first:0", "throw:yut", "throw:back-do"]);
    assert_eq!(
        legal(&g),
        ["yut new"],
        "back-do has no use yet, so it waits"
    );
    play(&mut g, &["yut new"]);
    assert_eq!(legal(&g), ["back-do O4"]);
    play(&mut g, &["back-do O4"]);
    assert_eq!(station(&g, 0), "O3");
    assert_eq!(g.turn(), Seat(1));
}

// §1.5 Movement ----------------------------------------------------------------------

#[test]
fn r1_5_entering_with_n_lands_on_o_n_and_mo_enters_on_b() {
    for (throw, at) in [
        ("do", "O1"),
        ("gae", "O2"),
        ("geol", "O3"),
        ("yut", "O4"),
        ("mo", "O5"),
    ] {
        let t: Throw = throw.parse().unwrap();
        let mut g = position(&default(), &[t], &[]);
        let events = play(&mut g, &[&format!("{throw} new")]);
        assert_eq!(station(&g, 0), at, "{throw}");
        let expected: Vec<String> = (1..=t.steps()).map(|i| format!("O{i}")).collect();
        assert_eq!(path(&events), expected);
    }
}

#[test]
fn r1_5_pieces_passed_over_are_not_affected() {
    let mut g = position(
        &default(),
        &[Throw::Geol],
        &[(0, ring("O1")), (5, ring("O2")), (1, ring("O3"))],
    );
    play(&mut g, &["geol O1"]);
    assert_eq!(station(&g, 0), "O4");
    assert_eq!(station(&g, 5), "O2");
    assert_eq!(station(&g, 1), "O3");
}

#[test]
fn r1_5_a_move_starting_on_a_corner_takes_the_diagonal() {
    let mut g = position(&default(), &[Throw::Gae], &[(0, ring("O5"))]);
    let events = play(&mut g, &["gae O5"]);
    assert_eq!(path(&events), ["A1", "A2"]);
    let mut g = position(&default(), &[Throw::Geol], &[(0, ring("O10"))]);
    let events = play(&mut g, &["geol O10"]);
    assert_eq!(path(&events), ["B1", "B2", "C"]);
}

#[test]
fn r1_5_a_piece_passing_a_corner_stays_on_the_ring() {
    let mut g = position(&default(), &[Throw::Geol], &[(0, ring("O4"))]);
    let events = play(&mut g, &["geol O4"]);
    assert_eq!(path(&events), ["O5", "O6", "O7"]);
}

#[test]
fn r1_5_no_turn_is_offered_at_d_or_a() {
    let mut g = position(&default(), &[Throw::Do], &[(0, ring("O15"))]);
    assert_eq!(legal(&g), ["do new", "do O15"]);
    play(&mut g, &["do O15"]);
    assert_eq!(station(&g, 0), "O16");
}

#[test]
fn r1_5_optional_shortcut_lets_the_player_pick_the_way() {
    let o = options("encyclopedia-sticks", |o| o.shortcut = Shortcut::Optional);
    let g = position(&o, &[Throw::Gae], &[(0, ring("O5")), (1, ring("O10"))]);
    let mut moves = legal(&g);
    moves.sort();
    assert_eq!(
        moves,
        [
            "gae O10>B1",
            "gae O10>O11",
            "gae O5>A1",
            "gae O5>O6",
            "gae new"
        ]
    );
    let mut ringward = g.clone();
    let events = play(&mut ringward, &["gae O5>O6"]);
    assert_eq!(path(&events), ["O6", "O7"]);
    let mut inward = g.clone();
    let events = play(&mut inward, &["gae O10>B1"]);
    assert_eq!(path(&events), ["B1", "B2"]);
    let mut g = g;
    let err = refuse(&mut g, "gae O5");
    assert!(err.contains("name the way"), "{err}");
    refuse(&mut g, "gae O5>B1");
}

#[test]
fn r1_5_forced_shortcut_refuses_a_way_choice() {
    let mut g = position(&default(), &[Throw::Gae], &[(0, ring("O5"))]);
    assert_eq!(legal(&g), ["gae new", "gae O5"]);
    refuse(&mut g, "gae O5>O6");
}

#[test]
fn r1_5_encyclopedia_mo_entry_crosses_the_whole_diameter() {
    let mut g = position(&default(), &[Throw::Mo, Throw::Mo, Throw::Mo], &[]);
    play(&mut g, &["mo new"]);
    assert_eq!(station(&g, 0), "O5");
    let events = play(&mut g, &["mo O5"]);
    assert_eq!(path(&events), ["A1", "A2", "C", "A3", "A4"]);
    let events = play(&mut g, &["mo A4"]);
    assert_eq!(path(&events), ["O15", "O16", "O17", "O18", "O19"]);
}

#[test]
fn r1_5_encyclopedia_reaching_b_otherwise_goes_to_the_centre_and_down_to_a() {
    let mut g = position(&default(), &[Throw::Gae, Throw::Geol, Throw::Mo], &[]);
    play(&mut g, &["gae new", "geol O2"]);
    assert_eq!(station(&g, 0), "O5");
    let events = play(&mut g, &["mo O5"]);
    assert_eq!(path(&events), ["A1", "A2", "C", "B3", "B4"]);
}

#[test]
fn r1_5_encyclopedia_from_v_goes_to_the_centre_and_down_to_a() {
    let mut g = position(&default(), &[Throw::Mo, Throw::Mo], &[(0, ring("O10"))]);
    let events = play(&mut g, &["mo O10"]);
    assert_eq!(path(&events), ["B1", "B2", "C", "B3", "B4"]);
    let events = play(&mut g, &["mo B4"]);
    assert_eq!(path(&events), ["O0"], "past А the piece leaves");
    assert_eq!(station(&g, 0), "finished");
}

#[test]
fn r1_5_encyclopedia_a_piece_stopped_on_the_centre_keeps_its_way() {
    // Mo-entered piece stopped on Г goes on to Д; a piece from В stopped on Г goes to А.
    let mut g = position(&default(), &[Throw::Mo, Throw::Geol, Throw::Do], &[]);
    play(&mut g, &["mo new", "geol O5", "do C"]);
    assert_eq!(station(&g, 0), "A3");
    let mut g = position(&default(), &[Throw::Geol, Throw::Do], &[(0, ring("O10"))]);
    play(&mut g, &["geol O10", "do C"]);
    assert_eq!(station(&g, 0), "B3");
}

#[test]
fn r1_5_modern_a_move_starting_on_the_centre_goes_down_to_a() {
    let o = options("modern", |_| {});
    let mut g = position(&o, &[Throw::Geol, Throw::Geol], &[(0, ring("O5"))]);
    play(&mut g, &["geol O5"]);
    assert_eq!(station(&g, 0), "C");
    let events = play(&mut g, &["geol C"]);
    assert_eq!(path(&events), ["B3", "B4", "O0"]);
}

#[test]
fn r1_5_modern_a_piece_passing_through_the_centre_keeps_straight_on() {
    let o = options("modern", |_| {});
    let mut g = position(
        &o,
        &[Throw::Yut, Throw::Mo],
        &[(0, ring("O5")), (1, ring("O10"))],
    );
    let events = play(&mut g, &["yut O5"]);
    assert_eq!(path(&events), ["A1", "A2", "C", "A3"]);
    let events = play(&mut g, &["mo O10"]);
    assert_eq!(path(&events), ["B1", "B2", "C", "B3", "B4"]);
}

#[test]
fn r1_5_modern_ignores_how_a_piece_reached_b() {
    let o = options("modern", |_| {});
    let mut g = position(&o, &[Throw::Gae, Throw::Geol, Throw::Mo], &[]);
    play(&mut g, &["gae new", "geol O2", "mo O5"]);
    assert_eq!(station(&g, 0), "A4", "straight through the centre");
}

#[test]
fn r1_5_exit_only_by_passing_a_and_extra_steps_are_lost() {
    let mut g = position(
        &default(),
        &[Throw::Mo, Throw::Do],
        &[(0, ring("O18")), (1, ring("O3"))],
    );
    let events = play(&mut g, &["mo O18"]);
    assert_eq!(path(&events), ["O19", "O0"]);
    assert!(events.contains(&RuleEvent::BorneOff {
        seat: Seat(0),
        pieces: [p(0)].into_iter().collect(),
        from: SpaceId(0),
    }));
    assert_eq!(station(&g, 0), "finished");
}

#[test]
fn r1_5_landing_exactly_on_a_stays_and_can_be_captured() {
    let mut g = position(
        &default(),
        &[Throw::Gae],
        &[(0, ring("O18")), (5, ring("O17"))],
    );
    play(&mut g, &["gae O18"]);
    assert_eq!(station(&g, 0), "O0", "exactly on А stays");
    // Seat 1 throws a geol and hits it on А.
    play(&mut g, &["throw:geol"]);
    let events = play(&mut g, &["geol O17"]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RuleEvent::Captured { owner: Seat(0), .. }))
    );
    assert_eq!(station(&g, 0), "waiting");
}

#[test]
fn r1_5_any_forward_move_from_a_takes_the_piece_off() {
    let mut g = position(
        &default(),
        &[Throw::Do],
        &[(0, ring("O0")), (1, ring("O3"))],
    );
    let events = play(&mut g, &["do O0"]);
    assert!(path(&events).is_empty());
    assert_eq!(station(&g, 0), "finished");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RuleEvent::BorneOff { .. }))
    );
}

#[test]
fn r1_5_stacks_form_and_move_as_one_on_the_movers_route() {
    // Piece 0 entered with a mo (crosses the diameter); piece 1 reaches Б by a gae + geol.
    let mut g = position(
        &default(),
        &[Throw::Mo, Throw::Gae, Throw::Geol, Throw::Yut],
        &[],
    );
    play(&mut g, &["mo new", "gae new"]);
    let events = play(&mut g, &["geol O2"]);
    assert!(events.contains(&RuleEvent::Stacked {
        pieces: [p(1)].into_iter().collect(),
        joined: [p(0)].into_iter().collect(),
        at: SpaceId(5),
    }));
    // The stack moves as one on the route of piece 1 (radius Б → Г → А).
    let events = play(&mut g, &["yut O5"]);
    assert_eq!(path(&events), ["A1", "A2", "C", "B3"]);
    assert_eq!(station(&g, 0), "B3");
    assert_eq!(station(&g, 1), "B3");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RuleEvent::Moved { pieces, .. } if pieces.len() == 2))
    );
}

#[test]
fn r1_5_a_capture_sends_the_whole_stack_back() {
    let mut g = position(
        &default(),
        &[Throw::Do],
        &[
            (0, ring("O6")),
            (5, ring("O7")),
            (6, ring("O7")),
            (7, ring("O7")),
        ],
    );
    play(&mut g, &["do O6"]);
    for id in [5, 6, 7] {
        assert_eq!(station(&g, id), "waiting");
    }
}

#[test]
fn r1_5_back_do_steps_back_along_the_way_it_came() {
    let o = options("modern", |_| {});
    // On A1 (came from Б): back to O5. On O16 having come down the diameter: back to A4.
    let mut g = position(
        &o,
        &[Throw::BackDo, Throw::BackDo],
        &[
            (0, on(Route::BDiameter, "A1")),
            (1, on(Route::BDiameter, "O16")),
        ],
    );
    play(&mut g, &["back-do A1", "back-do O16"]);
    assert_eq!(station(&g, 0), "O5");
    assert_eq!(station(&g, 1), "O15");
    let mut g = position(&o, &[Throw::BackDo], &[(1, on(Route::BDiameter, "O15"))]);
    play(&mut g, &["back-do O15"]);
    assert_eq!(station(&g, 1), "A4");
}

#[test]
fn r1_5_back_do_from_o1_goes_to_a_and_any_forward_move_leaves() {
    let o = options("modern", |_| {});
    let mut g = position(&o, &[Throw::BackDo, Throw::Do], &[(0, ring("O1"))]);
    play(&mut g, &["back-do O1"]);
    assert_eq!(station(&g, 0), "O0");
    play(&mut g, &["do O0"]);
    assert_eq!(station(&g, 0), "finished");
}

#[test]
fn r1_5_back_do_can_capture_and_stack() {
    let o = options("modern", |_| {});
    let mut g = position(&o, &[Throw::BackDo], &[(0, ring("O4")), (5, ring("O3"))]);
    let events = play(&mut g, &["back-do O4"]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RuleEvent::Captured { .. }))
    );
    assert_eq!(g.to_move(), ToMove::Chance, "capture bonus");
    let mut g = position(&o, &[Throw::BackDo], &[(0, ring("O4")), (1, ring("O3"))]);
    let events = play(&mut g, &["back-do O4"]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, RuleEvent::Stacked { .. }))
    );
}

#[test]
fn r1_5_back_do_to_a_corner_then_turns_there() {
    let o = options("modern", |_| {});
    let mut g = position(&o, &[Throw::BackDo, Throw::Do], &[(0, ring("O6"))]);
    play(&mut g, &["back-do O6", "do O5"]);
    assert_eq!(station(&g, 0), "A1");
}

#[test]
fn r1_5_back_do_onto_b_keeps_the_mo_entry_memory() {
    // Encyclopedia rules with back-do: a mo-entered piece steps A1 → Б and still crosses
    // the whole diameter; a piece that came by the radius still goes down to А.
    let o = options("encyclopedia-sticks", |o| o.back_do = true);
    let mut g = position(
        &o,
        &[Throw::BackDo, Throw::Mo],
        &[(0, on(Route::BDiameter, "A1"))],
    );
    play(&mut g, &["back-do A1", "mo O5"]);
    assert_eq!(station(&g, 0), "A4");
    let mut g = position(
        &o,
        &[Throw::BackDo, Throw::Mo],
        &[(0, on(Route::BRadius, "A1"))],
    );
    play(&mut g, &["back-do A1", "mo O5"]);
    assert_eq!(station(&g, 0), "B4");
}

#[test]
fn r1_5_back_do_past_a_corner_returns_to_the_ring() {
    // From B1 back to O10, back again to O9: forward from O9 passes В on the ring.
    let o = options("modern", |_| {});
    let mut g = position(
        &o,
        &[Throw::BackDo, Throw::BackDo, Throw::Gae],
        &[(0, on(Route::VRadius, "B1"))],
    );
    play(&mut g, &["back-do B1", "back-do O10", "gae O9"]);
    assert_eq!(station(&g, 0), "O11");
}

#[test]
fn r1_5_modern_a_piece_that_backed_off_the_centre_goes_straight_across_again() {
    // The issue's game: seat 0 stops a piece on C coming from A2, steps back to A2 with a
    // back-do, then throws a geol. Only a move that starts on C turns to B3.
    let o = options("modern", |_| {});
    let mut g = new_game(&o, 2);
    play(
        &mut g,
        &[
            "first:0",
            "throw:mo",
            "throw:geol",
            "mo new",
            "geol O5",
            "throw:do",
            "do new",
            "throw:back-do",
            "back-do C",
            "throw:do",
            "do O1",
            "throw:geol",
        ],
    );
    assert_eq!(station(&g, 0), "A2");
    let events = play(&mut g, &["geol A2"]);
    assert_eq!(path(&events), ["C", "A3", "A4"]);
    play(&mut g, &["throw:gae", "gae new", "throw:do"]);
    assert!(legal(&g).contains(&"do A4".to_string()), "{:?}", legal(&g));
    assert!(!legal(&g).contains(&"do B4".to_string()));
}

#[test]
fn r1_5_back_do_off_the_centre_then_forward_under_both_centre_rules() {
    // (rule, the corner a geol takes the piece from to the centre, where the back-do takes
    // it, its way on with a geol from there)
    let cases = [
        ("modern", "O5", "A2", ["C", "A3", "A4"]),
        ("modern", "O10", "B2", ["C", "B3", "B4"]),
        // The encyclopedia rule remembers the way in: a piece that reached Б otherwise than
        // by a mo entry goes down to А, one from В too.
        ("encyclopedia-sticks", "O5", "A2", ["C", "B3", "B4"]),
        ("encyclopedia-sticks", "O10", "B2", ["C", "B3", "B4"]),
    ];
    for (preset, corner, back_to, way_on) in cases {
        let o = options(preset, |o| o.back_do = true);
        let to_centre = format!("geol {corner}");
        let mut g = position(
            &o,
            &[Throw::Geol, Throw::BackDo, Throw::Geol],
            &[(0, ring(corner))],
        );
        play(&mut g, &[&to_centre]);
        assert_eq!(station(&g, 0), "C", "{preset}: {to_centre}");
        play(&mut g, &["back-do C"]);
        assert_eq!(station(&g, 0), back_to, "{preset}: {to_centre}");
        let events = play(&mut g, &[&format!("geol {back_to}")]);
        assert_eq!(path(&events), way_on, "{preset}: {to_centre}");
    }
}

#[test]
fn r1_5_encyclopedia_a_mo_entered_piece_backed_off_the_centre_still_crosses() {
    let o = options("encyclopedia-sticks", |o| o.back_do = true);
    let mut g = position(
        &o,
        &[Throw::Mo, Throw::Geol, Throw::BackDo, Throw::Geol],
        &[],
    );
    play(&mut g, &["mo new", "geol O5", "back-do C"]);
    assert_eq!(station(&g, 0), "A2");
    let events = play(&mut g, &["geol A2"]);
    assert_eq!(path(&events), ["C", "A3", "A4"]);
}

#[test]
fn r1_5_modern_a_stack_backed_off_the_centre_goes_straight_across() {
    // Two pieces stacked on C (both came from A2) step back together and go on as one,
    // straight across.
    let o = options("modern", |_| {});
    let mut g = position(
        &o,
        &[Throw::Geol, Throw::Geol, Throw::BackDo, Throw::Yut],
        &[(0, ring("O5")), (1, ring("O5"))],
    );
    play(&mut g, &["geol O5"]);
    assert_eq!((station(&g, 0), station(&g, 1)), ("C".into(), "C".into()));
    play(&mut g, &["back-do C"]);
    assert_eq!((station(&g, 0), station(&g, 1)), ("A2".into(), "A2".into()));
    let events = play(&mut g, &["yut A2"]);
    assert_eq!(path(&events), ["C", "A3", "A4", "O15"]);
    assert_eq!(
        (station(&g, 0), station(&g, 1)),
        ("O15".into(), "O15".into())
    );
}

#[test]
fn r1_5_modern_stepping_back_onto_the_centre_starts_the_next_move_there() {
    // A piece that went straight through C to A3 and steps back onto C now starts its
    // move on C, so it turns down to А; a second step back takes it to A2 again, from
    // where it crosses.
    let o = options("modern", |_| {});
    let mut g = position(
        &o,
        &[Throw::BackDo, Throw::Gae],
        &[(0, on(Route::BDiameter, "A3"))],
    );
    play(&mut g, &["back-do A3"]);
    assert_eq!(station(&g, 0), "C");
    let events = play(&mut g, &["gae C"]);
    assert_eq!(path(&events), ["B3", "B4"]);
    let mut g = position(
        &o,
        &[Throw::BackDo, Throw::BackDo, Throw::Geol],
        &[(0, on(Route::BDiameter, "A3"))],
    );
    play(&mut g, &["back-do A3", "back-do C"]);
    assert_eq!(station(&g, 0), "A2");
    let events = play(&mut g, &["geol A2"]);
    assert_eq!(path(&events), ["C", "A3", "A4"]);
}

#[test]
fn r1_5_a_captured_piece_forgets_its_way() {
    // A mo-entered piece (encyclopedia: it would cross the diameter) is captured on Б;
    // entering again with a gae and reaching Б with a geol, it goes down to А.
    let mut g = position(&default(), &[Throw::Mo], &[(5, ring("O2"))]);
    play(&mut g, &["mo new"]);
    assert_eq!(station(&g, 0), "O5");
    play(&mut g, &["throw:geol", "geol O2"]);
    assert_eq!(station(&g, 0), "waiting", "captured");
    assert_eq!(g.place(p(0)), Place::Waiting);
    play(&mut g, &["throw:gae"]);
    let legal_now = legal(&g);
    let move_on = legal_now
        .iter()
        .find(|a| a.starts_with("gae"))
        .unwrap()
        .clone();
    play(&mut g, &[&move_on]);
    // Seat 0 again: enter, reach Б, and turn.
    play(
        &mut g,
        &[
            "throw:gae",
            "gae new",
            "throw:geol",
            "geol O2",
            "throw:yut",
            "throw:do",
        ],
    );
    let events = play(&mut g, &["yut O5"]);
    assert_eq!(path(&events), ["A1", "A2", "C", "B3"]);
}

#[test]
fn r1_5_places_keep_only_the_memory_the_rules_keep() {
    // The mo entry is remembered only on Б, and the modern rule keeps no way in on the Б
    // diagonal: such places are refused when set up, so two pieces on one station of one
    // side always share one place.
    let modern = options("modern", |_| {});
    let mut g = new_game(&modern, 2);
    let before = g.clone();
    for bad in [on(Route::BRadius, "A2"), on(Route::BDiameter, "C")] {
        assert!(
            g.set_position(Seat(0), Phase::Moving, &[Throw::Do], &[(p(0), bad)])
                .is_err(),
            "{bad:?}"
        );
        assert_eq!(g, before);
    }
    let mut g = new_game(&default(), 2);
    let mo_on_a3 = Place::Board {
        route: Route::BDiameter,
        index: 8,
        mo_entry: true,
    };
    assert!(
        g.set_position(Seat(0), Phase::Moving, &[Throw::Do], &[(p(0), mo_on_a3)])
            .is_err()
    );
    let mo_on_b = Place::Board {
        route: Route::Ring,
        index: 4,
        mo_entry: true,
    };
    g.set_position(Seat(0), Phase::Moving, &[Throw::Do], &[(p(0), mo_on_b)])
        .unwrap();
}

// §1.6 End ---------------------------------------------------------------------------

#[test]
fn r1_6_the_first_side_with_all_pieces_off_wins_and_pending_throws_drop() {
    let o = options("encyclopedia-sticks", |o| o.pieces = Some(1));
    let mut g = position(&o, &[Throw::Mo, Throw::Gae], &[(0, ring("O19"))]);
    let events = play(&mut g, &["gae O19"]);
    let ToMove::Over(outcome) = g.to_move() else {
        panic!("not over");
    };
    assert_eq!(outcome.winners, SeatSet::single(Seat(0)));
    assert!(matches!(events.last(), Some(RuleEvent::GameOver { .. })));
    assert_eq!(g.pending_throws().count(), 0);
    assert!(legal(&g).is_empty());
    refuse(&mut g, "mo new");
}

#[test]
fn r1_6_partners_win_together() {
    let o = options("encyclopedia-sticks", |o| o.pieces = Some(2));
    let mut g = new_game(&o, 4);
    // Seat 0's piece done; partner seat 2's piece 10 about to leave.
    g.set_position(
        Seat(2),
        Phase::Moving,
        &[Throw::Do],
        &[
            (p(0), Place::Finished),
            (p(10), ring("O0")),
            (p(5), ring("O3")),
        ],
    )
    .unwrap();
    play(&mut g, &["do O0"]);
    let ToMove::Over(outcome) = g.to_move() else {
        panic!("not over");
    };
    assert_eq!(outcome.winners, [Seat(0), Seat(2)].into_iter().collect());
}

// §1.7 Presets -----------------------------------------------------------------------

#[test]
fn r1_7_presets() {
    assert_eq!(Yut::presets()[0], "encyclopedia-sticks");
    let e = Yut::preset("encyclopedia-sticks").unwrap();
    assert_eq!(e, YutOptions::default());
    assert_eq!(e.throw, ThrowModel::Sticks);
    let d = Yut::preset("encyclopedia-dice").unwrap();
    assert_eq!(d.throw, ThrowModel::Dice);
    assert_eq!(d.centre_rule, CentreRule::Encyclopedia);
    let m = Yut::preset("modern").unwrap();
    assert_eq!(m.throw, ThrowModel::Sticks);
    assert_eq!(m.centre_rule, CentreRule::Modern);
    assert!(m.back_do);
    assert_eq!(m.pieces, Some(4));
    assert_eq!(m.shortcut, Shortcut::Forced);
    assert!(Yut::preset("nope").is_err());
}

#[test]
fn options_are_set_by_name_and_bad_values_refused() {
    let mut o = YutOptions::default();
    Yut::set_option(&mut o, "throw", "dice").unwrap();
    Yut::set_option(&mut o, "back_do", "on").unwrap();
    Yut::set_option(&mut o, "shortcut", "optional").unwrap();
    Yut::set_option(&mut o, "centre_rule", "modern").unwrap();
    Yut::set_option(&mut o, "pieces", "5").unwrap();
    Yut::set_option(&mut o, "stick_flat_probability", "0.5").unwrap();
    assert_eq!(o.throw, ThrowModel::Dice);
    assert!(o.back_do);
    let before = o.clone();
    for (k, v) in [
        ("throw", "coins"),
        ("pieces", "6"),
        ("pieces", "0"),
        ("stick_flat_probability", "1"),
        ("stick_flat_probability", "x"),
        ("back_do", "perhaps"),
        ("colour", "red"),
    ] {
        assert!(Yut::set_option(&mut o, k, v).is_err(), "{k}={v}");
    }
    assert_eq!(o, before);
}

// Illegal actions and notation --------------------------------------------------------

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut g = position(
        &default(),
        &[Throw::Gae],
        &[(0, ring("O3")), (5, ring("O8"))],
    );
    refuse(&mut g, "geol O3"); // not pending
    refuse(&mut g, "gae O8"); // opponent's piece
    refuse(&mut g, "gae O4"); // empty station
    refuse(&mut g, "throw:do"); // not throwing now
    refuse(&mut g, "first:1"); // lot already drawn
    let mut fresh = new_game(&default(), 2);
    refuse(&mut fresh, "first:2"); // no such seat
    refuse(&mut fresh, "gae new"); // before the lot
}

#[test]
fn notation_round_trips_and_rejects_nonsense() {
    for text in [
        "first:3",
        "throw:back-do",
        "mo new",
        "gae O5>A1",
        "do C",
        "back-do B4",
    ] {
        let a: YutAction = text.parse().unwrap();
        assert_eq!(a.to_string(), text);
    }
    let a: YutAction = "gae o5>a1".parse().unwrap();
    assert_eq!(
        a,
        YutAction::Move {
            throw: Throw::Gae,
            from: Start::At(Station::B),
            route: Some("A1".parse().unwrap())
        }
    );
    for bad in [
        "",
        "gae",
        "gae O21",
        "hop new",
        "throw:six",
        "first:x",
        "gae new extra",
    ] {
        assert!(bad.parse::<YutAction>().is_err(), "{bad:?}");
    }
}

#[test]
fn corrupt_states_are_refused_on_load() {
    let g = position(&default(), &[Throw::Gae], &[(0, ring("O3"))]);
    let json = serde_json::to_string(&g).unwrap();
    let back: Yut = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let bad = [
        // Two sides on one station.
        json.replacen(
            r#"{"at":"waiting"}"#,
            r#"{"at":"board","route":"ring","index":2}"#,
            5,
        ),
        // Past the end of a route.
        json.replace(r#""index":2"#, r#""index":40"#),
        json.replace(r#""seats":2"#, r#""seats":7"#),
        json.replace(r#""turn":0"#, r#""turn":5"#),
        json.replace(r#""pending":["gae"]"#, r#""pending":[]"#),
        json.replace(r#""route":"ring""#, r#""route":"b_radius""#),
        "{}".to_string(),
    ];
    for b in bad {
        assert_ne!(b, json);
        assert!(serde_json::from_str::<Yut>(&b).is_err(), "accepted {b}");
    }
}
