//! `tabula-cli` with backgammon: the common commands and `backgammon moves`.

mod common;

use common::{bad, cli, json, ok};

#[test]
fn moves_lists_the_16_plays_of_the_opening_3_1_with_gnubgs_result_ids() {
    let out = ok(
        &[
            "backgammon",
            "moves",
            "--position-id",
            "4HPwATDgc/ABMA",
            "--dice",
            "3",
            "1",
        ],
        "",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 16);
    // Both from GNU Backgammon's own list.
    assert!(lines.contains(&"8/5 6/5\t4HPwATCwZ/ABMA"), "{out}");
    assert!(lines.contains(&"24/20\t4HPwATDgc/ABIQ"), "{out}");
}

#[test]
fn moves_prints_nothing_when_the_roll_dances() {
    // A checker on the bar against a closed board (gnubg: 0 plays).
    let out = ok(
        &[
            "backgammon",
            "moves",
            "--position-id",
            "27YBADgA8P8DQA",
            "--dice",
            "6",
            "6",
        ],
        "",
    );
    assert_eq!(out, "");
}

#[test]
fn moves_refuses_bad_ids_and_dice_with_status_2() {
    assert!(
        bad(
            &[
                "backgammon",
                "moves",
                "--position-id",
                "4HPwATDgc/ABM",
                "--dice",
                "3",
                "1"
            ],
            ""
        )
        .contains("position ID")
    );
    assert!(
        bad(
            &[
                "backgammon",
                "moves",
                "--position-id",
                "4HPwATDgc/AB!A",
                "--dice",
                "3",
                "1"
            ],
            ""
        )
        .contains("position ID")
    );
    assert!(
        bad(
            &[
                "backgammon",
                "moves",
                "--position-id",
                "4HPwATDgc/ABMA",
                "--dice",
                "3",
                "7"
            ],
            ""
        )
        .contains("1 to 6")
    );
    assert!(
        bad(
            &[
                "backgammon",
                "moves",
                "--position-id",
                "4HPwATDgc/ABMA",
                "--dice",
                "3"
            ],
            ""
        )
        .contains("two dice")
    );
    assert!(bad(&["backgammon", "moves", "--dice", "3", "1"], "").contains("--position-id"));
    bad(&["backgammon", "jump"], "");
}

#[test]
fn new_legal_apply_and_play_work_for_backgammon() {
    let state = ok(&["new", "backgammon", "--preset", "standard"], "");
    let rolls = ok(&["legal"], &state);
    assert_eq!(rolls.lines().count(), 36, "the opening roll: one die each");
    let after = ok(&["apply", "roll 3-1", "8/5 6/5"], &state);
    let rolls = ok(&["legal"], &after);
    assert_eq!(rolls.lines().count(), 21);
    // The default game has the cube: the next seat first decides before its roll.
    let cubeful = ok(&["new", "backgammon"], "");
    let after = ok(&["apply", "roll 3-1", "8/5 6/5"], &cubeful);
    assert_eq!(
        ok(&["legal"], &after),
        "roll\ndouble\nresign single\nresign gammon\nresign backgammon\n"
    );
    let r = cli(&["apply", "roll 3-1", "8/5 6/4"], &state);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let stats = ok(
        &[
            "play",
            "backgammon",
            "--agents",
            "random,greedy",
            "--games",
            "4",
        ],
        "",
    );
    assert!(stats.contains("4 games"), "{stats}");
}

/// A 3-point match with the cube after the opening 3-1 and its play.
fn match_after_opening() -> String {
    let new = ok(
        &[
            "new",
            "backgammon",
            "--preset",
            "match-7",
            "--option",
            "match=3",
            "--compact",
        ],
        "",
    );
    ok(&["apply", "--compact", "roll 3-1", "8/5 6/5"], &new)
}

#[test]
fn cube_actions_are_listed_exactly_when_allowed() {
    let state = match_after_opening();
    // Seat 1 is on turn before its roll with the cube centred.
    assert_eq!(
        ok(&["legal"], &state),
        "roll\ndouble\nresign single\nresign gammon\nresign backgammon\n"
    );
    let doubled = ok(&["apply", "--compact", "double"], &state);
    assert!(doubled.contains(r#""to_move":{"seat":0}"#), "{doubled}");
    assert_eq!(ok(&["legal"], &doubled), "take\npass\n");
    let taken = ok(&["apply", "--compact", "take"], &doubled);
    assert!(taken.contains(r#""cube":2"#) && taken.contains(r#""cube_owner":0"#));
    // Nothing is on offer any more: a second take is refused.
    assert!(bad(&["apply", "take"], &taken).contains("not legal now"));
    assert!(bad(&["apply", "beaver"], &doubled).contains("not legal now"));
    // Without the cube nobody doubles.
    let cubeless = ok(
        &["new", "backgammon", "--preset", "standard", "--compact"],
        "",
    );
    let cubeless = ok(&["apply", "--compact", "roll 3-1", "8/5 6/5"], &cubeless);
    assert!(ok(&["legal"], &cubeless).starts_with("roll 1-1\t"));
    bad(&["apply", "double"], &cubeless);
}

#[test]
fn a_pass_scores_the_match_and_starts_the_next_game() {
    let state = match_after_opening();
    let passed = ok(&["apply", "--compact", "double", "pass"], &state);
    assert!(passed.contains(r#""score":[0,1]"#), "{passed}");
    assert!(passed.contains(r#""phase":"opening""#), "{passed}");
    assert!(passed.contains(r#""to_move":"chance""#), "{passed}");
}

#[test]
fn match_options_are_checked() {
    for bad_option in ["match=26", "match=x", "cube=maybe", "beaver=1x"] {
        bad(&["new", "backgammon", "--option", bad_option], "");
    }
    let money = ok(
        &["new", "backgammon", "--preset", "money-cube", "--compact"],
        "",
    );
    assert!(money.contains(r#""cube":true"#) && money.contains(r#""jacoby":true"#));
}

#[test]
fn mat_prints_the_match_as_a_gnubg_record() {
    let state = match_after_opening();
    let state = ok(
        &["apply", "--compact", "double", "take", "roll 6-4", "24/14"],
        &state,
    );
    let mat = ok(&["backgammon", "mat", "--names", "Alice", "Bob"], &state);
    assert_eq!(
        mat,
        "; [Jacoby \"Off\"]\n; [Beaver \"Off\"]\n 3 point match\n\n Game 1\n Alice : 0                      Bob : 0\n  1) 31: 8/5 6/5                  Doubles => 2\n  2)  Takes                      64: 24/18 18/14\n"
    );
    // A cubeless money game keeps no record; names are single words.
    let cubeless = ok(
        &["new", "backgammon", "--preset", "standard", "--compact"],
        "",
    );
    assert!(bad(&["backgammon", "mat"], &cubeless).contains("keeps no record"));
    bad(&["backgammon", "mat", "--names", "A B", "C"], &state);
    bad(&["backgammon", "mat"], "not json");
}

#[test]
fn read_mat_replays_a_record_into_a_state_that_continues() {
    let state = match_after_opening();
    let state = ok(&["apply", "--compact", "double", "take"], &state);
    let mat = ok(&["backgammon", "mat"], &state);
    let back = ok(&["backgammon", "read-mat"], &mat);
    // The same match: the same record, and it goes on with the doubler's roll.
    assert_eq!(ok(&["backgammon", "mat"], &back), mat);
    assert!(ok(&["legal"], &back).starts_with("roll 1-1\t"));
    assert!(bad(&["backgammon", "read-mat"], "not a record").contains("not a .mat record"));
}

/// The state of `new backgammon` (money, cube, Jacoby) after `actions`.
fn money_after(actions: &[&str]) -> String {
    let new = ok(&["new", "backgammon", "--compact"], "");
    let mut args = vec!["apply", "--compact"];
    args.extend(actions);
    ok(&args, &new)
}

#[test]
fn records_read_back_whatever_ended_the_game() {
    // The opening roller resigns before moving: the roll stays in the record.
    let resigned = money_after(&["roll 3-1", "resign single", "accept"]);
    let mat = ok(&["backgammon", "mat"], &resigned);
    assert!(mat.contains("  1) 31:"), "{mat}");
    let back = ok(&["backgammon", "read-mat"], &mat);
    assert_eq!(ok(&["backgammon", "mat"], &back), mat);
    // As `new` and `apply` print a state: who is to move, here nobody.
    assert!(json(&back)["to_move"]["over"].is_object(), "{back}");
    // A match saved mid-turn keeps the roll in progress.
    let mid_turn = money_after(&["roll 3-1"]);
    let back = ok(
        &["backgammon", "read-mat"],
        &ok(&["backgammon", "mat"], &mid_turn),
    );
    assert!(ok(&["legal"], &back).contains("8/5 6/5"), "{back}");
    // Under the Jacoby rule a gammon with the cube in the middle wins 1: the record says
    // the rule, so it reads back.
    let mat = ok(
        &["backgammon", "mat"],
        &money_after(&["roll 3-1", "resign gammon", "accept"]),
    );
    assert!(
        mat.starts_with("; [Jacoby \"On\"]\n") && mat.contains("Wins 1 point"),
        "{mat}"
    );
    ok(&["backgammon", "read-mat"], &mat);
    // A byte-order mark is no obstacle.
    ok(&["backgammon", "read-mat"], &format!("\u{feff}{mat}"));
}

#[test]
fn record_problems_are_told_plainly() {
    let state = money_after(&["roll 3-1"]);
    // Names that would not read back are refused when written.
    for name in ["Game", "Wins", "a)", ";x", "[x", "a b", &"n".repeat(27)] {
        let said = bad(&["backgammon", "mat", "--names", name, "Bo"], &state);
        assert!(
            said.contains("a player's name is one word"),
            "{name}: {said}"
        );
    }
    let long = "n".repeat(26);
    let mat = ok(&["backgammon", "mat", "--names", &long, "Bo"], &state);
    assert!(ok(&["backgammon", "read-mat"], &mat).contains("\"to_move\""));
    assert!(
        bad(&["backgammon", "read-mat", "x"], "").contains("takes no arguments"),
        "read-mat with an argument"
    );
    // Seat 1's double, then an answer: in seat 0's column it reads; in seat 1's (the
    // doubler's own) it is refused, not given to whoever is due.
    let doubled = ok(&["apply", "--compact", "8/5 6/5", "double"], &state);
    let mat = ok(&["backgammon", "mat"], &doubled);
    assert!(
        mat.ends_with("  1) 31: 8/5 6/5                  Doubles => 2\n"),
        "{mat}"
    );
    let right = format!("{mat}  2)  Takes\n");
    ok(&["backgammon", "read-mat"], &right);
    let wrong = format!("{mat}  2) {:28} Takes\n", "");
    let said = bad(&["backgammon", "read-mat"], &wrong);
    assert!(said.contains("answers its own double"), "{said}");
    let doubled_by_the_wrong_seat =
        mat.replace("8/5 6/5                  Doubles", "8/5 6/5\n  2)  Doubles");
    let said = bad(&["backgammon", "read-mat"], &doubled_by_the_wrong_seat);
    assert!(said.contains("a double in seat 0's column"), "{said}");
    // A beaver where the record's rules have them off says so.
    let beaver = format!("{mat}  2)  Beavers => 4\n");
    let said = bad(&["backgammon", "read-mat"], &beaver);
    assert!(said.contains("a beaver is not allowed here"), "{said}");
    let beavers_on = beaver.replace("[Beaver \"Off\"]", "[Beaver \"On\"]");
    ok(&["backgammon", "read-mat"], &beavers_on);
    // A long bad line is quoted short.
    let junk = format!(
        " 1 point match\n\n Game 1\n A : 0   B : 0\n  1) {}\n",
        "x".repeat(100_000)
    );
    let said = bad(&["backgammon", "read-mat"], &junk);
    assert!(said.len() < 400, "{} bytes", said.len());
    // Messages read as sentences.
    let over = money_after(&["roll 3-1", "resign single", "accept"]);
    let said = bad(&["apply", "roll"], &over);
    assert!(said.contains("refused: the game is over"), "{said}");
    assert!(bad(&["new", "backgammon", "--seats", "3"], "").contains("takes 2 seats, not 3"));
}

/// gnubg's own record of a 5-point match it played itself (two drops, the Crawford game).
const GNUBG_MATCH: &str = include_str!("../../backgammon/tests/data/gnubg_5point.mat");

#[test]
fn analyse_judges_every_decision_of_a_record() {
    let report = json(&ok(
        &["backgammon", "analyse", "--json", "--depth", "0"],
        GNUBG_MATCH,
    ));
    let players = report["players"].as_array().unwrap();
    let names: Vec<&str> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["gnubg", "root"]);
    for p in players {
        for key in [
            "unforced",
            "error_rate_mp",
            "pr",
            "doubtful",
            "errors",
            "blunders",
            "cube_errors",
            "luck",
        ] {
            assert!(p[key].is_number(), "{key} in {p}");
        }
        assert!(p["unforced"].as_u64().unwrap() > 20);
    }
    let decisions = report["decisions"].as_array().unwrap();
    // The first decision is gnubg's opening 2-1 (the record's first line).
    let first = &decisions[0];
    assert_eq!(
        (
            first["game"].as_u64(),
            first["move"].as_u64(),
            first["player"].as_str()
        ),
        (Some(1), Some(1), Some("gnubg"))
    );
    assert_eq!(first["dice"], serde_json::json!([2, 1]));
    assert_eq!(first["played"], "24/23 13/11");
    for d in decisions {
        assert!(d["loss_mp"].as_f64().unwrap() >= 0.0);
        assert!(["fine", "doubtful", "error", "blunder"].contains(&d["class"].as_str().unwrap()));
    }
    // Both of the record's games and its drop are there.
    assert!(decisions.iter().any(|d| d["game"] == 2));
    assert!(decisions.iter().any(|d| d["played"] == "pass"));
    let text = ok(&["backgammon", "analyse", "--depth", "0"], GNUBG_MATCH);
    assert!(text.contains("error rate (mp/decision)"), "{text}");
    assert!(text.contains("Game 2"));
    // With rollouts, the close checker plays are rolled out, and only they.
    let rolled = json(&ok(
        &[
            "backgammon",
            "analyse",
            "--json",
            "--depth",
            "0",
            "--trials",
            "36",
        ],
        GNUBG_MATCH,
    ));
    let rolled = rolled["decisions"].as_array().unwrap();
    assert_eq!(rolled.len(), decisions.len());
    let mut settled = 0;
    for (plain, r) in decisions.iter().zip(rolled) {
        let close = plain["kind"] == "checker"
            && plain["played"] != plain["best"]
            && plain["loss_mp"].as_f64().unwrap() < 80.0;
        assert_eq!(r["rolled_out"].as_bool(), Some(close), "{plain}");
        settled += usize::from(close);
    }
    assert!(settled > 5, "{settled} close plays");
}

#[test]
fn analyse_refuses_bad_arguments_and_records() {
    for (args, said) in [
        (&["backgammon", "analyse", "--depth", "9"][..], "0 to 3"),
        (&["backgammon", "analyse", "--depth"][..], "--depth needs"),
        (&["backgammon", "analyse", "x.mat"][..], "standard input"),
        (&["backgammon", "analyse", "--trials", "1"][..], "from 2"),
        (&["backgammon", "analyse", "--trials"][..], "--trials needs"),
    ] {
        assert!(bad(args, GNUBG_MATCH).contains(said), "{args:?}");
    }
    assert!(bad(&["backgammon", "analyse"], "not a record").contains("not a .mat record"));
}
