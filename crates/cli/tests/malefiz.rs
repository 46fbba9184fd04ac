//! Malefiz through the built `tabula-cli` binary: new, legal, apply, play and bench, and
//! bad input refused with one line.

mod common;

use common::{bad, cli, json, ok};

#[test]
fn malefiz_new_legal_and_apply() {
    let state = ok(&["new", "malefiz", "--seats", "4", "--seed", "3"], "");
    let v = json(&state);
    assert_eq!(v["game"], "malefiz");
    assert_eq!(v["seats"], 4);
    assert_eq!(v["to_move"], "chance");
    assert_eq!(v["state"]["barricades"].as_array().unwrap().len(), 11);
    let lots = ok(&["legal"], &state);
    assert_eq!(
        lots,
        "first:0\t0.25\nfirst:1\t0.25\nfirst:2\t0.25\nfirst:3\t0.25\n"
    );

    let rolled = ok(&["apply", "first:1", "roll:3"], &state);
    assert_eq!(json(&rolled)["to_move"]["seat"], 1);
    // Seat 1's house is below g1: three steps reach e1 or i1.
    assert_eq!(ok(&["legal"], &rolled), "home-e1\nhome-i1\n");
    let run = cli(&["apply", "--events", "home-i1"], &rolled);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let (after, events) = (run.stdout, run.stderr);
    let v = json(&after);
    assert_eq!(v["to_move"], "chance");
    assert_eq!(v["state"]["pawns"][1][0], "i1");
    let lines: Vec<serde_json::Value> = events.lines().map(json).collect();
    assert_eq!(lines[0]["event"], "entered");
    assert_eq!(lines[0]["path"], serde_json::json!([6, 7, 8]));
    assert_eq!(lines[1]["event"], "turn_passed");
}

#[test]
fn malefiz_bad_input_is_refused() {
    let state = ok(&["new", "malefiz"], "");
    let rolled = ok(&["apply", "first:0", "roll:3"], &state);
    assert!(bad(&["apply", "home-c3"], &rolled).contains("not legal now"));
    assert!(bad(&["apply", "home-zz"], &rolled).contains("not a field"));
    assert!(bad(&["new", "malefiz", "--option", "barricade_rows=5"], "").contains("1 or 2"));
    assert!(bad(&["new", "malefiz", "--seats", "5"], "").contains("seats"));
    let mut v = json(&state);
    v["state"]["barricades"][0] = "c1".into();
    assert!(bad(&["legal"], &v.to_string()).contains("c1"));
    let guarded = ok(&["new", "malefiz", "--preset", "guarded-start"], "");
    assert_eq!(json(&guarded)["state"]["options"]["barricade_rows"], 2);
}

#[test]
fn malefiz_play_and_bench() {
    let out = ok(
        &[
            "play",
            "malefiz",
            "--agents",
            "greedy,random,random,random",
            "--games",
            "6",
        ],
        "",
    );
    let wins: u64 = out
        .lines()
        .filter_map(|l| {
            l.split_once(" wins")?
                .0
                .rsplit(' ')
                .next()?
                .parse::<u64>()
                .ok()
        })
        .sum();
    assert_eq!(wins, 6, "{out}");
    let bench = ok(&["bench", "malefiz", "--seconds", "0.3"], "");
    assert!(bench.contains("games/s"), "{bench}");
}
