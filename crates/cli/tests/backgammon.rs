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
    let state = ok(&["new", "backgammon"], "");
    let rolls = ok(&["legal"], &state);
    assert_eq!(rolls.lines().count(), 36, "the opening roll: one die each");
    let after = ok(&["apply", "roll 3-1", "8/5 6/5"], &state);
    let rolls = ok(&["legal"], &after);
    assert_eq!(rolls.lines().count(), 21);
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
