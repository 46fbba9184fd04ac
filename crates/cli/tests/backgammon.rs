//! `tabula-cli` with backgammon: the common commands and `backgammon moves`.

mod common;

use common::{bad, cli, ok};

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
        " 3 point match\n\n Game 1\n Alice : 0                      Bob : 0\n  1) 31: 8/5 6/5                  Doubles => 2\n  2)  Takes                      64: 24/18 18/14\n"
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
