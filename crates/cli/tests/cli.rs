//! Runs the built `tabula-cli` binary: round trips, bad input, self-play and the bench.

mod common;

use common::{bad, cli, json, ok};
use tabula_core::{Game, GameInfo};

/// The legal lines of a state: (action, probability if chance).
fn legal(state: &str) -> Vec<(String, Option<f64>)> {
    ok(&["legal"], state)
        .lines()
        .map(|line| match line.split_once('\t') {
            Some((a, p)) => (a.to_string(), Some(p.parse().expect("probability"))),
            None => (line.to_string(), None),
        })
        .collect()
}

fn new_yut(extra: &[&str]) -> String {
    let mut args = vec!["new", "yut"];
    args.extend_from_slice(extra);
    ok(&args, "")
}

#[test]
fn help_and_version() {
    let help = ok(&["--help"], "");
    for word in [
        "new",
        "legal",
        "apply",
        "play",
        "bench",
        "yut",
        "encyclopedia-sticks",
    ] {
        assert!(help.contains(word), "help lacks {word}");
    }
    assert_eq!(ok(&["apply", "--help"], ""), help);
    assert!(ok(&["--version"], "").starts_with("tabula-cli "));
}

/// Every game's description, as the CLI's `GAMES` lists them.
fn infos() -> [GameInfo; 4] {
    [
        tabula_yut::Yut::INFO,
        tabula_chisolo::Chisolo::INFO,
        tabula_malefiz::Malefiz::INFO,
        tabula_backgammon::Backgammon::INFO,
    ]
}

/// The help's section on one game: from its heading to the next blank line.
fn help_section<'a>(help: &'a str, info: &GameInfo) -> &'a str {
    let heading = format!("\n  {}: {}, ", info.name, info.title);
    let start = help
        .find(&heading)
        .unwrap_or_else(|| panic!("help has no heading {heading:?}:\n{help}"));
    let rest = &help[start + 1..];
    &rest[..rest.find("\n\n").unwrap_or(rest.len())]
}

#[test]
fn help_lists_every_game_from_its_description() {
    let help = ok(&["--help"], "");
    for info in infos() {
        let section = help_section(&help, &info);
        let seats = format!("{} seats", info.seats.end());
        assert!(
            section.contains(&seats),
            "{} lacks {seats}:\n{section}",
            info.name
        );
        assert!(section.contains(info.strongest.agent_name()), "{section}");
        for p in info.presets {
            let line = section
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("{} ", p.name)))
                .unwrap_or_else(|| panic!("no line for preset {}:\n{section}", p.name));
            assert!(line.contains(p.label) && line.contains(p.summary), "{line}");
        }
        for o in info.options {
            let mut lines = section
                .lines()
                .skip_while(|l| !l.trim_start().starts_with(&format!("{}=", o.key)));
            let values = lines
                .next()
                .unwrap_or_else(|| panic!("no line for option {}:\n{section}", o.key));
            let label = lines.next().unwrap_or_default();
            for v in o.kind.value_texts() {
                assert!(values.contains(&v), "{} lacks {v}: {values}", o.key);
            }
            assert!(
                label.contains(o.label),
                "{} lacks its label: {label}",
                o.key
            );
        }
    }
}

#[test]
fn new_accepts_every_described_option_value() {
    for info in infos() {
        for o in info.options {
            for v in o.kind.value_texts() {
                let option = format!("{}={v}", o.key);
                let v = json(&ok(&["new", info.name, "--option", &option], ""));
                assert_eq!(v["game"], info.name);
            }
            let option = format!("{}=no-such-value", o.key);
            bad(&["new", info.name, "--option", &option], "");
        }
        for p in info.presets {
            ok(&["new", info.name, "--preset", p.name], "");
        }
    }
}

#[test]
fn new_prints_an_envelope() {
    let v = json(&new_yut(&["--seed", "7"]));
    assert_eq!(v["game"], "yut");
    assert_eq!(v["seats"], 2);
    assert_eq!(v["seed"], 7);
    assert_eq!(v["to_move"], "chance");
    assert!(v["state"].is_object());

    let v = json(&new_yut(&[
        "--seats",
        "4",
        "--preset",
        "modern",
        "--compact",
    ]));
    assert_eq!(v["seats"], 4);
    assert!(v.get("seed").is_none());

    for preset in ["encyclopedia-sticks", "encyclopedia-dice", "modern"] {
        json(&new_yut(&["--preset", preset]));
    }
    let options = [
        "throw=dice",
        "stick_flat_probability=0.5",
        "back_do=on",
        "shortcut=optional",
        "centre_rule=modern",
        "pieces=2",
    ];
    for option in options {
        json(&new_yut(&["--option", option]));
    }
    let compact = new_yut(&["--compact", "--seats", "3"]);
    assert_eq!(compact.trim_end().lines().count(), 1);
}

#[test]
fn new_legal_apply_round_trip() {
    let state = new_yut(&["--seed", "3"]);
    // The lot: one outcome per seat, probabilities summing to 1.
    let lot = legal(&state);
    assert_eq!(lot.len(), 2, "{lot:?}");
    assert!(
        lot.iter()
            .all(|(a, p)| a.starts_with("first:") && p.is_some())
    );
    let total: f64 = lot.iter().map(|(_, p)| p.unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-9);

    let state = ok(&["apply", "first:1"], &state);
    let v = json(&state);
    assert_eq!(v["seed"], 3, "the seed is kept");
    assert_eq!(v["to_move"], "chance");
    let throws = legal(&state);
    let total: f64 = throws.iter().map(|(_, p)| p.unwrap()).sum();
    assert!((total - 1.0).abs() < 1e-9, "{throws:?}");
    assert!(throws.iter().any(|(a, _)| a == "throw:gae"));

    let state = ok(&["apply", "throw:gae"], &state);
    assert_eq!(json(&state)["to_move"]["seat"], 1);
    let moves = legal(&state);
    assert_eq!(moves, [("gae new".to_string(), None)]);
    let after = ok(&["apply", "gae new"], &state);
    assert_eq!(json(&after)["to_move"], "chance");

    // Several actions at once equal the same actions one by one.
    let fresh = new_yut(&["--seed", "3"]);
    let at_once = ok(&["apply", "first:1", "throw:gae", "gae new"], &fresh);
    assert_eq!(json(&at_once), json(&after));

    // Compact and pretty output read back the same.
    let compact = ok(&["apply", "--compact", "first:1"], &fresh);
    assert_eq!(compact.trim_end().lines().count(), 1);
    assert_eq!(
        json(&compact)["state"],
        json(&ok(&["apply", "first:1"], &fresh))["state"]
    );
}

#[test]
fn apply_events_are_json_lines_on_stderr() {
    let state = new_yut(&[]);
    let r = cli(
        &["apply", "--events", "first:0", "throw:geol", "geol new"],
        &state,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    json(&r.stdout);
    let events: Vec<serde_json::Value> = r.stderr.lines().map(json).collect();
    assert!(events.len() >= 3, "{events:?}");
    assert_eq!(events[0]["action"], "first:0");
    assert_eq!(events[0]["event"], "first_player");
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "thrown" && e["action"] == "throw:geol")
    );
    assert!(
        events
            .iter()
            .any(|e| e["event"] == "entered" && e["action"] == "geol new")
    );
    // Without --events stderr stays quiet.
    let r = cli(&["apply", "first:0"], &state);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
}

/// Plays a whole game through the CLI, one process per action, choosing actions by a
/// fixed rule; then checks the end.
#[test]
fn a_whole_game_through_the_cli() {
    let mut state = new_yut(&["--preset", "encyclopedia-dice", "--compact"]);
    let mut turns = 0;
    loop {
        let options = legal(&state);
        if options.is_empty() {
            break;
        }
        turns += 1;
        assert!(turns < 3000, "the game does not end");
        // Chance: take the likeliest outcome; a seat: the last listed move.
        let pick = if options[0].1.is_some() {
            options
                .iter()
                .max_by(|a, b| a.1.partial_cmp(&b.1).unwrap())
                .unwrap()
                .0
                .clone()
        } else {
            options[(turns * 7) % options.len()].0.clone()
        };
        state = ok(&["apply", "--compact", &pick], &state);
    }
    let v = json(&state);
    assert!(v["to_move"]["over"]["winners"].is_array(), "{v}");
    // Over: legal prints nothing (a note on stderr), apply refuses.
    let r = cli(&["legal"], &state);
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
    assert!(r.stderr.contains("over"));
    bad(&["apply", "throw:do"], &state);
}

#[test]
fn bad_command_lines_exit_2_with_one_line() {
    let cases: &[&[&str]] = &[
        &[],
        &["frobnicate"],
        &["--frobnicate"],
        &["new"],
        &["new", "chess"],
        &["new", "yut", "extra"],
        &["new", "yut", "--preset", "nope"],
        &["new", "yut", "--preset"],
        &["new", "yut", "--option", "nope=1"],
        &["new", "yut", "--option", "throw=banana"],
        &["new", "yut", "--option", "throw"],
        &["new", "yut", "--option", "pieces=9"],
        &["new", "yut", "--option", "stick_flat_probability=2"],
        &["new", "yut", "--seats", "5"],
        &["new", "yut", "--seats", "1"],
        &["new", "yut", "--seats", "two"],
        &["new", "yut", "--seats"],
        &["new", "yut", "--seats", "2", "--seats", "3"],
        &["new", "yut", "--seed", "-1"],
        &["new", "yut", "--bogus"],
        &["new", "yut", "--compact=yes"],
        &["legal", "extra"],
        &["legal", "--events"],
        &["apply"],
        &["apply", "--events"],
        &["play"],
        &["play", "chess"],
        &["play", "yut", "--agents", "nobody"],
        &["play", "yut", "--agents", "random,,greedy"],
        &[
            "play",
            "yut",
            "--agents",
            "random,greedy,random",
            "--seats",
            "2",
        ],
        &[
            "play",
            "yut",
            "--agents",
            "random,random,random,random,random",
        ],
        &["play", "yut", "--games", "0"],
        &["play", "yut", "--games", "many"],
        &["play", "yut", "--seats", "7"],
        &["bench"],
        &["bench", "yut", "--seconds", "-1"],
        &["bench", "yut", "--seconds", "soon"],
        &["bench", "yut", "--preset", "nope"],
    ];
    let state = new_yut(&[]);
    for args in cases {
        bad(args, &state);
    }
}

#[test]
fn bad_states_exit_2_with_one_line() {
    let good = json(&new_yut(&[]));
    let with = |key: &str, value: serde_json::Value| {
        let mut v = good.clone();
        v[key] = value;
        v.to_string()
    };
    let without = |key: &str| {
        let mut v = good.clone();
        v.as_object_mut().unwrap().remove(key);
        v.to_string()
    };
    let cases = [
        String::new(),
        "   \n".to_string(),
        "{".to_string(),
        "not json".to_string(),
        "[1, 2]".to_string(),
        format!("{good} {good}"),
        without("game"),
        without("state"),
        without("seats"),
        with("game", "chess".into()),
        with("game", 3.into()),
        with("seats", 3.into()),
        with("seats", "two".into()),
        with("state", serde_json::json!({"pieces": "lots"})),
        with("state", serde_json::json!(null)),
        with("surprise", true.into()),
    ];
    for stdin in &cases {
        bad(&["legal"], stdin);
        bad(&["apply", "first:0"], stdin);
    }
    // The derived `to_move` may be anything on input: it is ignored.
    ok(&["legal"], &with("to_move", "whatever".into()));
    ok(&["legal"], &without("to_move"));
}

#[test]
fn illegal_actions_print_no_state() {
    let state = new_yut(&[]);
    // Unparsable, illegal at a chance node, an outcome of the wrong kind, a seat out of range.
    for action in ["nonsense", "gae new", "throw:mo", "first:2", "first:x", ""] {
        let msg = bad(&["apply", action], &state);
        assert!(msg.contains("action"), "{msg}");
    }
    // A legal action followed by an illegal one: all or nothing.
    let msg = bad(&["apply", "first:0", "throw:gae", "do new"], &state);
    assert!(msg.contains("action 3"), "{msg}");
    bad(&["apply", "first:0", "first:1"], &state);
    // Moving a piece that is not there.
    let thrown = ok(&["apply", "first:0", "throw:gae"], &state);
    bad(&["apply", "gae O3"], &thrown);
    bad(&["apply", "gae O5>A1"], &thrown);
}

fn play_wins(out: &str) -> (Vec<u64>, u64) {
    let mut wins = Vec::new();
    let mut draws = None;
    for line in out.lines() {
        if line.starts_with("seat ") {
            let n = line
                .split(": ")
                .nth(1)
                .and_then(|s| s.split_whitespace().next())
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("no win count in {line:?}"));
            wins.push(n);
        } else if let Some(d) = line.strip_prefix("draws: ") {
            draws = Some(d.trim().parse().unwrap());
        }
    }
    (wins, draws.expect("a draws line"))
}

#[test]
fn play_counts_every_game() {
    let out = ok(
        &[
            "play",
            "yut",
            "--agents",
            "random,greedy",
            "--games",
            "30",
            "--seed",
            "5",
        ],
        "",
    );
    let (wins, draws) = play_wins(&out);
    assert_eq!(wins.len(), 2, "{out}");
    assert_eq!(wins.iter().sum::<u64>() + draws, 30, "{out}");
    assert!(
        out.contains("mean length:") && out.contains("games/s"),
        "{out}"
    );

    // Same seed, same games.
    let again = ok(
        &[
            "play",
            "yut",
            "--agents",
            "random,greedy",
            "--games",
            "30",
            "--seed",
            "5",
        ],
        "",
    );
    assert_eq!(play_wins(&again), (wins, draws));

    // One agent for every seat; three seats; options.
    let out = ok(
        &[
            "play",
            "yut",
            "--seats",
            "3",
            "--games",
            "10",
            "--preset",
            "modern",
            "--option",
            "shortcut=optional",
        ],
        "",
    );
    let (wins, draws) = play_wins(&out);
    assert_eq!(wins.len(), 3, "{out}");
    assert_eq!(wins.iter().sum::<u64>() + draws, 10, "{out}");

    // Four seats: partners win together, so each game counts for two seats.
    let out = ok(&["play", "yut", "--seats", "4", "--games", "10"], "");
    let (wins, draws) = play_wins(&out);
    assert_eq!(wins.len(), 4, "{out}");
    assert_eq!(wins.iter().sum::<u64>() + 2 * draws, 20, "{out}");
    assert!(out.contains("partners"), "{out}");
}

#[test]
fn bench_reports_throughput() {
    let out = ok(&["bench", "yut", "--seconds", "0.3"], "");
    assert!(
        out.contains("games/s") && out.contains("actions/s"),
        "{out}"
    );
}
