//! Chisolo through the built `tabula-cli` binary: new, legal, apply (with events), a whole
//! game, bad input, play and bench.

mod common;

use common::{bad, cli, json, ok};

fn legal(state: &str) -> Vec<String> {
    ok(&["legal"], state)
        .lines()
        .map(|l| l.split('\t').next().unwrap().to_string())
        .collect()
}

#[test]
fn new_legal_and_apply_with_events() {
    let state = ok(&["new", "chisolo", "--seed", "5"], "");
    let v = json(&state);
    assert_eq!(v["game"], "chisolo");
    assert_eq!(v["to_move"], "chance");
    // Counter ids count along seat 0's circuit from a2, then seat 1's from g3.
    assert_eq!(
        v["state"]["rows"][1],
        serde_json::json!([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10], [11], [], []])
    );
    assert_eq!(ok(&["legal"], &state), "first:0\t0.5\nfirst:1\t0.5\n");
    // The doc example: a2 relays through d2 to g2 and takes g3 and g4.
    let r = cli(&["apply", "--events", "first:0", "a2"], &state);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let events: Vec<serde_json::Value> = r.stderr.lines().map(json).collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "first_player",
            "sown",
            "sown",
            "sown",
            "relay",
            "sown",
            "sown",
            "sown",
            "captured",
            "captured"
        ]
    );
    assert_eq!(events[4]["action"], "a2");
    let after = r.stdout;
    assert_eq!(json(&after)["to_move"]["seat"], 0);
    // Seat 1 has c3, d3, e3, f3 and a4 to f4 left.
    assert_eq!(legal(&after).len(), 10);
    assert!(legal(&after).iter().all(|a| a.starts_with("take ")));
    let next = ok(&["apply", "take e3"], &after);
    assert_eq!(json(&next)["to_move"]["seat"], 1);
}

#[test]
fn options_and_bad_input() {
    let wide = json(&ok(
        &[
            "new",
            "chisolo",
            "--option",
            "columns=10",
            "--option",
            "setup=mirrored",
            "--option",
            "capture=front_required",
        ],
        "",
    ));
    assert_eq!(wide["state"]["options"]["columns"], 10);
    assert_eq!(wide["state"]["rows"][0].as_array().unwrap().len(), 10);
    assert!(bad(&["new", "chisolo", "--option", "columns=11"], "").contains("7 to 10"));
    assert!(
        bad(&["new", "chisolo", "--option", "setup=upside"], "").contains("standard or mirrored")
    );
    assert!(bad(&["new", "chisolo", "--option", "capture=all"], "").contains("front_required"));
    assert!(bad(&["new", "chisolo", "--seats", "3"], "").contains("2"));
    let state = ok(&["new", "chisolo"], "");
    let started = ok(&["apply", "first:1"], &state);
    // Seat 1 cannot sow seat 0's holes, nor name a direction on its first move.
    assert!(bad(&["apply", "a2"], &started).contains("not legal"));
    assert!(bad(&["apply", "g3 ccw"], &started).contains("not legal"));
    assert!(bad(&["apply", "z9"], &started).contains("chisolo action"));
    // All or nothing: a bad second action leaves no output at all.
    bad(&["apply", "g3", "a2"], &started);
    let mut corrupt = json(&started);
    corrupt["state"]["rows"][0][0] = serde_json::json!([40]);
    assert!(bad(&["legal"], &corrupt.to_string()).contains("other player"));
}

#[test]
fn a_whole_game_through_the_cli() {
    let mut state = ok(&["new", "chisolo", "--compact"], "");
    let mut turns = 0;
    loop {
        let options = legal(&state);
        if options.is_empty() {
            break;
        }
        turns += 1;
        assert!(turns < 2000, "the game does not end");
        let pick = &options[(turns * 7) % options.len()];
        state = ok(&["apply", "--compact", pick], &state);
    }
    assert!(json(&state)["to_move"]["over"]["winners"].is_array());
}

#[test]
fn play_and_bench() {
    let out = ok(
        &[
            "play",
            "chisolo",
            "--agents",
            "alphabeta,random",
            "--games",
            "2",
        ],
        "",
    );
    assert!(out.contains("seat 0 alphabeta: 2 wins"), "{out}");
    let out = ok(
        &[
            "play",
            "chisolo",
            "--agents",
            "greedy,random",
            "--games",
            "10",
            "--option",
            "columns=8",
        ],
        "",
    );
    assert!(out.contains("options columns=8"), "{out}");
    let out = ok(&["bench", "chisolo", "--seconds", "0.2"], "");
    assert!(
        out.contains("chisolo bench") && out.contains("0.000 per action"),
        "{out}"
    );
}
