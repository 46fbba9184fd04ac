//! The doubling cube, money options, matches and resignations (RULES.md §4.8–4.11), one
//! scenario per rule, each worked out by hand.

mod common;
use common::position;
use tabula_backgammon::{
    Action, Backgammon, BackgammonOptions, GameEnd, Phase, Position, ResignLevel,
};
use tabula_core::{Game, Outcome, Seat, SeatSet, ToMove};

fn options(preset: &str) -> BackgammonOptions {
    Backgammon::preset(preset).unwrap()
}

/// Seat 0 on roll (no dice yet) at the start position.
fn on_roll(options: &BackgammonOptions) -> Backgammon {
    Backgammon::from_position(options, &Position::starting(), Seat(0), None).unwrap()
}

/// Seat 0 with one checker on its 1-point, about to bear it off with 2-1; the opponent
/// has `opp` (in its own numbering).
fn last_checker(options: &BackgammonOptions, opp: &[(usize, u8)]) -> Backgammon {
    let pos = position(&[(1, 1)], opp);
    Backgammon::from_position(options, &pos, Seat(0), Some([2, 1])).unwrap()
}

fn legal(g: &Backgammon) -> Vec<String> {
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn act(g: &mut Backgammon, text: &str) {
    let mut events = Vec::new();
    g.apply(&text.parse().unwrap(), &mut events)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The action is refused and the state is unchanged.
fn refused(g: &Backgammon, text: &str) {
    let mut copy = g.clone();
    let mut events = Vec::new();
    assert!(
        copy.apply(&text.parse().unwrap(), &mut events).is_err(),
        "{text} accepted"
    );
    assert_eq!(&copy, g, "a refused {text} changed the state");
    assert!(events.is_empty());
}

fn won(g: &Backgammon, seat: u8, points: u8) {
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(SeatSet::single(Seat(seat)), points))
    );
}

#[test]
fn without_the_cube_a_turn_starts_with_the_roll_and_nobody_may_double() {
    let g = on_roll(&options("standard"));
    assert_eq!(g.phase(), Phase::Rolling);
    assert_eq!(g.to_move(), ToMove::Chance);
    assert!(legal(&g).is_empty());
    for text in ["double", "take", "pass", "roll", "resign single", "accept"] {
        refused(&g, text);
    }
}

#[test]
fn with_a_centred_cube_the_seat_on_roll_may_roll_double_or_resign() {
    let g = on_roll(&options("money-cube"));
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(0)));
    assert_eq!(
        legal(&g),
        [
            "roll",
            "double",
            "resign single",
            "resign gammon",
            "resign backgammon"
        ]
    );
    let mut rolled = g.clone();
    act(&mut rolled, "roll");
    assert_eq!(rolled.phase(), Phase::Rolling);
    assert_eq!(rolled.to_move(), ToMove::Chance);
    refused(&g, "roll 3-1"); // chance rolls only after the decision
    refused(&g, "take");
}

#[test]
fn take_turns_the_cube_and_gives_it_to_the_taker_who_alone_may_redouble() {
    let mut g = on_roll(&options("money-cube"));
    act(&mut g, "double");
    assert_eq!(g.phase(), Phase::CubeOffered);
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
    assert_eq!(legal(&g), ["take", "pass"]);
    refused(&g, "beaver"); // beavers are off by default
    refused(&g, "double");
    act(&mut g, "take");
    assert_eq!((g.cube_value(), g.cube_owner()), (2, Some(Seat(1))));
    // The doubler rolls and plays; then the owner may redouble before its roll.
    assert_eq!(g.phase(), Phase::Rolling);
    act(&mut g, "roll 3-1");
    act(&mut g, "8/5 6/5");
    assert_eq!((g.turn(), g.phase()), (Seat(1), Phase::BeforeRoll));
    act(&mut g, "double");
    act(&mut g, "take");
    assert_eq!((g.cube_value(), g.cube_owner()), (4, Some(Seat(0))));
    act(&mut g, "roll 6-5");
    act(&mut g, "24/13");
    // Seat 0 owns the cube: it may double; seat 1 (after its turn) may not.
    assert_eq!((g.turn(), g.phase()), (Seat(0), Phase::BeforeRoll));
    act(&mut g, "roll");
    act(&mut g, "roll 2-1");
    act(&mut g, "13/11 6/5");
    // Seat 1 decides before its roll, but may only roll or resign.
    assert_eq!((g.turn(), g.phase()), (Seat(1), Phase::BeforeRoll));
    assert_eq!(
        legal(&g),
        [
            "roll",
            "resign single",
            "resign gammon",
            "resign backgammon"
        ]
    );
    refused(&g, "double");
}

#[test]
fn pass_loses_the_cubes_value_before_the_double() {
    let g = on_roll(&options("money-cube"))
        .with_cube(4, Some(Seat(0)))
        .unwrap();
    let mut g = g;
    act(&mut g, "double");
    act(&mut g, "pass");
    won(&g, 0, 4);
    assert_eq!(g.games_so_far()[0].end, GameEnd::Passed);
    assert!(legal(&g).is_empty());
}

#[test]
fn gammons_and_backgammons_multiply_the_cube() {
    let money = BackgammonOptions {
        cube: true,
        ..Default::default()
    };
    // Opponent with nothing off and nothing in seat 0's home: a gammon, 2 × 4.
    let mut g = last_checker(&money, &[(13, 15)])
        .with_cube(4, Some(Seat(1)))
        .unwrap();
    act(&mut g, "1/off");
    won(&g, 0, 8);
    // A checker in seat 0's home board (the opponent's 20-point): a backgammon, 3 × 2.
    let mut g = last_checker(&money, &[(13, 14), (20, 1)])
        .with_cube(2, Some(Seat(0)))
        .unwrap();
    act(&mut g, "1/off");
    won(&g, 0, 6);
    // One opposing checker off: a single game, 1 × 64.
    let mut g = last_checker(&money, &[(13, 14)])
        .with_cube(64, Some(Seat(1)))
        .unwrap();
    act(&mut g, "1/off");
    won(&g, 0, 64);
}

#[test]
fn jacoby_counts_gammons_only_once_the_cube_is_turned() {
    let jacoby = options("money-cube");
    assert!(jacoby.jacoby);
    let mut g = last_checker(&jacoby, &[(13, 15)]);
    act(&mut g, "1/off");
    won(&g, 0, 1); // centred cube: the gammon counts 1
    let mut g = last_checker(&jacoby, &[(13, 15)])
        .with_cube(2, Some(Seat(1)))
        .unwrap();
    act(&mut g, "1/off");
    won(&g, 0, 4);
    // Without the Jacoby rule a gammon counts at once.
    let plain = BackgammonOptions {
        jacoby: false,
        ..jacoby
    };
    let mut g = last_checker(&plain, &[(13, 15)]);
    act(&mut g, "1/off");
    won(&g, 0, 2);
}

#[test]
fn beaver_redoubles_at_once_and_keeps_the_cube() {
    let beaver = BackgammonOptions {
        beaver: true,
        ..options("money-cube")
    };
    let mut g = on_roll(&beaver);
    act(&mut g, "double");
    assert_eq!(legal(&g), ["take", "pass", "beaver"]);
    act(&mut g, "beaver");
    assert_eq!((g.cube_value(), g.cube_owner()), (4, Some(Seat(1))));
    assert_eq!((g.turn(), g.phase()), (Seat(0), Phase::Rolling));
    // No beaver past 64, and none in a match.
    let mut high = on_roll(&beaver).with_cube(32, Some(Seat(0))).unwrap();
    act(&mut high, "double");
    assert_eq!(legal(&high), ["take", "pass"]);
    let in_match = BackgammonOptions {
        beaver: true,
        ..options("match-7")
    };
    let mut g = on_roll(&in_match);
    act(&mut g, "double");
    refused(&g, "beaver");
}

#[test]
fn the_cube_stops_at_64() {
    let g = on_roll(&options("money-cube"))
        .with_cube(64, Some(Seat(0)))
        .unwrap();
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert!(!g.can_double());
    refused(&g, "double");
    assert!(
        on_roll(&options("money-cube"))
            .with_cube(128, Some(Seat(0)))
            .is_err()
    );
    assert!(
        on_roll(&options("money-cube"))
            .with_cube(3, Some(Seat(0)))
            .is_err()
    );
    assert!(on_roll(&options("money-cube")).with_cube(2, None).is_err());
    assert!(
        on_roll(&options("standard"))
            .with_cube(2, Some(Seat(0)))
            .is_err()
    );
}

#[test]
fn an_accepted_resignation_scores_its_level_times_the_cube() {
    let mut g = on_roll(&options("money-cube"))
        .with_cube(2, Some(Seat(0)))
        .unwrap();
    act(&mut g, "resign gammon");
    assert_eq!(
        g.phase(),
        Phase::Resigning {
            level: ResignLevel::Gammon,
            dice: None
        }
    );
    assert_eq!(g.to_move(), ToMove::Seat(Seat(1)));
    assert_eq!(legal(&g), ["accept", "reject"]);
    act(&mut g, "accept");
    won(&g, 1, 4);
    assert_eq!(
        g.games_so_far()[0].end,
        GameEnd::Resigned(ResignLevel::Gammon)
    );
}

#[test]
fn a_rejected_resignation_returns_to_the_turn_and_is_not_offered_again() {
    let opts = options("money-cube");
    let g = Backgammon::from_position(&opts, &Position::starting(), Seat(0), Some([3, 1])).unwrap();
    let mut g = g;
    assert!(legal(&g).contains(&"resign single".to_string()));
    act(&mut g, "resign single");
    refused(&g, "8/5 6/5");
    act(&mut g, "reject");
    assert_eq!(g.phase(), Phase::Moving { dice: [3, 1] });
    assert!(!legal(&g).iter().any(|a| a.starts_with("resign")));
    refused(&g, "resign backgammon");
    act(&mut g, "8/5 6/5");
    // Next turn the other seat may resign.
    act(&mut g, "double");
    refused(&g, "resign single"); // not while a double is on offer
}

#[test]
fn resigning_without_gammons_offers_a_single_game_only() {
    let opts = BackgammonOptions {
        gammons: false,
        ..options("money-cube")
    };
    let g = on_roll(&opts);
    assert_eq!(legal(&g), ["roll", "double", "resign single"]);
    refused(&g, "resign gammon");
}

#[test]
fn a_match_game_scores_and_starts_the_next_game() {
    let mut g = last_checker(&options("match-7"), &[(13, 15)])
        .with_cube(2, Some(Seat(1)))
        .unwrap();
    act(&mut g, "1/off");
    // A gammon with the cube on 2: 4 points, no Jacoby in a match; the match goes on.
    assert_eq!(g.match_score(), [4, 0]);
    assert_eq!(g.outcome(), None);
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!((g.cube_value(), g.cube_owner()), (1, None));
    assert_eq!(g.position(), Position::starting());
    assert_eq!(g.games_so_far().len(), 1);
    assert_eq!(g.games_so_far()[0].points, 4);
    assert!(!g.crawford());
}

#[test]
fn crawford_game_has_no_cube_and_post_crawford_games_do() {
    // 3-point match at 1-0: seat 0 wins a single game and reaches 2 = match point − 1.
    let opts = BackgammonOptions {
        match_length: 3,
        ..options("match-7")
    };
    let mut g = last_checker(&opts, &[(13, 14)])
        .with_match_score([1, 0], false)
        .unwrap();
    act(&mut g, "1/off");
    assert_eq!(g.match_score(), [2, 0]);
    assert!(g.crawford());
    act(&mut g, "roll 3-1");
    act(&mut g, "8/5 6/5");
    // The Crawford game: the seat on turn may roll or resign, not double.
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert!(!legal(&g).contains(&"double".to_string()));
    refused(&g, "double");
    // Seat 1 wins the Crawford game: 2-1, post-Crawford, the cube is back.
    let mut g = last_checker(&opts, &[(13, 14)])
        .with_match_score([0, 2], true)
        .unwrap();
    assert_eq!(g.phase(), Phase::Moving { dice: [2, 1] });
    act(&mut g, "1/off");
    assert_eq!(g.match_score(), [1, 2]);
    assert!(!g.crawford());
    assert!(g.post_crawford());
    act(&mut g, "roll 3-1");
    act(&mut g, "8/5 6/5");
    assert_eq!(g.phase(), Phase::BeforeRoll);
    act(&mut g, "double");
    act(&mut g, "take");
    assert_eq!(g.cube_value(), 2);
}

#[test]
fn crawford_comes_only_when_a_side_first_reaches_match_point_minus_one() {
    // 5-point match, 4-2 after the Crawford game: seat 1 reaching 4 too starts no
    // second Crawford game.
    let opts = BackgammonOptions {
        match_length: 5,
        ..options("match-7")
    };
    let mut g = last_checker(&opts, &[(13, 14)])
        .with_match_score([2, 4], false)
        .unwrap();
    act(&mut g, "1/off");
    assert_eq!(g.match_score(), [3, 4]);
    assert!(!g.crawford());
    // A side jumping from 2 to 4 with a gammon does start it.
    let mut g = last_checker(&opts, &[(13, 15)])
        .with_match_score([2, 0], false)
        .unwrap();
    act(&mut g, "1/off");
    assert_eq!(g.match_score(), [4, 0]);
    assert!(g.crawford());
}

#[test]
fn the_match_ends_when_a_side_reaches_its_length() {
    let opts = options("match-7");
    let mut g = on_roll(&opts).with_match_score([6, 5], false).unwrap();
    assert!(g.post_crawford());
    act(&mut g, "double");
    act(&mut g, "pass");
    assert_eq!(g.match_score(), [7, 5]);
    won(&g, 0, 1);
    assert!(legal(&g).is_empty());
    // A pass that does not reach 7 goes on to the next game.
    let mut g = on_roll(&opts).with_match_score([4, 5], false).unwrap();
    act(&mut g, "double");
    act(&mut g, "pass");
    assert_eq!((g.match_score(), g.outcome()), ([5, 5], None));
}

#[test]
fn a_one_point_match_is_one_game_without_crawford() {
    let opts = BackgammonOptions {
        match_length: 1,
        ..options("match-7")
    };
    let mut g = Backgammon::new(&opts, 2).unwrap();
    act(&mut g, "roll 3-1");
    act(&mut g, "8/5 6/5");
    assert_eq!(g.phase(), Phase::BeforeRoll);
    act(&mut g, "double");
    act(&mut g, "pass");
    won(&g, 1, 1);
}

#[test]
fn options_are_read_checked_and_presets_keep_the_cubeless_game() {
    let standard = options("standard");
    assert!(!standard.cube && standard.match_length == 0 && standard.gammons);
    assert_eq!(standard, BackgammonOptions::default());
    let single = options("single-points");
    assert!(!single.cube && !single.gammons);
    let m7 = options("match-7");
    assert!(m7.cube && m7.match_length == 7);
    let mut o = BackgammonOptions::default();
    Backgammon::set_option(&mut o, "match", "25").unwrap();
    Backgammon::set_option(&mut o, "cube", "on").unwrap();
    Backgammon::set_option(&mut o, "beaver", "on").unwrap();
    assert!(o.cube && o.beaver && o.match_length == 25);
    let before = o.clone();
    for (key, value) in [
        ("match", "26"),
        ("match", "-1"),
        ("match", "x"),
        ("cube", "maybe"),
    ] {
        assert!(
            Backgammon::set_option(&mut o, key, value).is_err(),
            "{key}={value}"
        );
        assert_eq!(o, before);
    }
    let too_long = BackgammonOptions {
        match_length: 30,
        ..Default::default()
    };
    assert!(Backgammon::new(&too_long, 2).is_err());
}

#[test]
fn new_actions_print_and_parse_back() {
    for a in [
        Action::RollDice,
        Action::Double,
        Action::Take,
        Action::Pass,
        Action::Beaver,
        Action::Resign(ResignLevel::Single),
        Action::Resign(ResignLevel::Gammon),
        Action::Resign(ResignLevel::Backgammon),
        Action::Accept,
        Action::Reject,
    ] {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a));
    }
    assert_eq!(
        "resign gammon".parse(),
        Ok(Action::Resign(ResignLevel::Gammon))
    );
    assert!("resign".parse::<Action>().is_err());
    assert!("resign triple".parse::<Action>().is_err());
    assert!("redouble".parse::<Action>().is_err());
}

#[test]
fn a_match_state_survives_serde_and_a_tampered_one_is_refused() {
    let opts = options("match-7");
    let mut g = Backgammon::new(&opts, 2).unwrap();
    for text in ["roll 3-1", "8/5 6/5", "double", "take", "roll 6-4", "24/14"] {
        act(&mut g, text);
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Backgammon = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!((back.cube_value(), back.cube_owner()), (2, Some(Seat(0))));
    assert_eq!(back.history().len(), 6);
    // A cube value that the history does not give is refused.
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["cube"] = 4.into();
    assert!(serde_json::from_value::<Backgammon>(v).is_err());
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["score"] = serde_json::json!([3, 0]);
    assert!(serde_json::from_value::<Backgammon>(v).is_err());
    // A save from before the cube still loads, cubeless.
    let old = r#"{"options":{"gammons":true},"checkers":[[0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0],[0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0]],"white":null,"turn":0,"phase":"opening"}"#;
    let g: Backgammon = serde_json::from_str(old).unwrap();
    assert_eq!((g.cube_value(), g.options().cube), (1, false));
}

/// A state read from JSON, or why not.
fn read(value: &serde_json::Value) -> Result<Backgammon, String> {
    serde_json::from_value(value.clone()).map_err(|e| e.to_string())
}

#[test]
fn a_set_up_state_is_checked_like_any_other() {
    let set_up = on_roll(&options("match-7"));
    assert!(set_up.is_set_up());
    let good = serde_json::to_value(&set_up).unwrap();
    read(&good).unwrap();
    let with = |field: &str, value: serde_json::Value| {
        let mut v = good.clone();
        v[field] = value;
        v
    };
    // The Crawford game at 0-0.
    let why = read(&with("crawford", true.into())).unwrap_err();
    assert!(why.contains("Crawford game"), "{why}");
    // At 6-3 of 7 it is the Crawford game; at 6-6, not.
    let crawford = with("crawford", true.into());
    let mut at_6_3 = crawford.clone();
    at_6_3["score"] = serde_json::json!([6, 3]);
    read(&at_6_3).unwrap();
    let mut at_6_6 = crawford;
    at_6_6["score"] = serde_json::json!([6, 6]);
    assert!(read(&at_6_6).is_err());
    // A finished game of 200 points with the cube on 1, or won by seat 9.
    let result = |winner: u8, points: u16| {
        serde_json::json!([{"winner": winner, "points": points, "end": "passed", "cube": 1,
            "score_before": [0, 0]}])
    };
    let why = read(&with("games", result(0, 200))).unwrap_err();
    assert!(why.contains("200 points with the cube on 1"), "{why}");
    let why = read(&with("games", result(9, 1))).unwrap_err();
    assert!(why.contains("seats 0 and 1"), "{why}");
    read(&with("games", result(1, 3))).unwrap();
    // A set-up game over with more points than the cube allows.
    let mut over = with(
        "phase",
        serde_json::json!({"over": {"winners": [0], "points": 200}}),
    );
    over["white"] = 0.into();
    let why = read(&over).unwrap_err();
    assert!(why.contains("200 points"), "{why}");
}
