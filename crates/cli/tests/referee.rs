//! `tabula-cli match`: whole matches of every game played through the referee from the
//! shell, saved between every command and resumed by the next.

mod common;

use common::{bad, cli, ok};

/// Who is to act and the choices, from `match show`.
fn show(m: &str) -> (String, Vec<String>) {
    let text = ok(&["match", "show"], m);
    let mut lines = text.lines();
    let head = lines.next().expect("a first line").to_string();
    let choices = lines
        .map(|l| l.split('\t').next().unwrap().to_string())
        .collect();
    (head, choices)
}

fn actions(m: &str) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_str(m).unwrap();
    v["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap().to_string())
        .collect()
}

/// Plays `game` from `match new` to its end (or `limit` actions), each seat's choice picked
/// by a fixed stream; once, when the person is about to throw again, takes their last
/// decision back and plays it again.
fn play_through(game: &str, seats: &str, limit: usize) -> (String, String) {
    let mut m = ok(&["match", "new", game, "--seats", seats, "--seed", "7"], "");
    let mut pick: u64 = 12345;
    // The match just before the person's last decision, and that decision.
    let mut last_decision: Option<(String, String)> = None;
    let mut took_back = false;
    for _ in 0..limit {
        let (head, choices) = show(&m);
        if head.starts_with("over:") {
            assert!(took_back, "{game}: a take-back was tried on the way");
            return (m, head);
        }
        // The person about to act again may take their last decision back: at their throw
        // in a game with dice, at their move in one without (after a throw the turn stands).
        if !took_back
            && head.contains("(person)")
            && let Some((before, decision)) = last_decision.clone()
        {
            let r = cli(&["match", "take-back"], &m);
            if r.code == 0 {
                assert_eq!(
                    actions(&r.stdout),
                    actions(&before),
                    "{game}: back to the decision"
                );
                m = ok(&["match", "play", &decision], &r.stdout);
                took_back = true;
                continue;
            }
            assert!(
                head.starts_with("to move") && r.stderr.contains("nothing to take back"),
                "{game}: {head}: {}",
                r.stderr
            );
        }
        if head.starts_with("chance:") {
            m = ok(&["match", "throw"], &m);
            continue;
        }
        assert!(head.starts_with("to move: seat"), "{head}");
        if head.contains("(computer:") {
            m = ok(&["match", "computer"], &m);
            continue;
        }
        // Random plays, but no resigning: the match is to be played out.
        let choices: Vec<&String> = choices
            .iter()
            .filter(|c| !c.starts_with("resign"))
            .collect();
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let choice = &choices[(pick >> 33) as usize % choices.len()];
        let before = m.clone();
        m = ok(&["match", "play", choice.as_str()], &m);
        assert_eq!(actions(&m).len(), actions(&before).len() + 1);
        if head.contains("(person)") {
            last_decision = Some((before, choice.to_string()));
        }
    }
    (m, "not over".into())
}

#[test]
fn a_whole_match_of_each_game_through_the_referee() {
    for (game, seats, limit) in [
        ("yut", "person,computer:easy", 1000),
        ("chisolo", "person,computer:medium", 1000),
        ("malefiz", "computer:medium,person,computer:medium", 1000),
        ("backgammon", "person,computer:medium", 1000),
    ] {
        let (m, head) = play_through(game, seats, limit);
        assert!(head.starts_with("over: won by seat"), "{game}: {head}");
        // Over, the match takes no more moves.
        let err = bad(&["match", "throw"], &m);
        assert!(err.contains("refused"), "{err}");
        let n = actions(&m).len();
        assert!(n > 20, "{game}: {n} actions");
        eprintln!("{game}: over after {n} actions");
    }
}

#[test]
fn refusals_say_why_and_print_no_match() {
    let m = ok(&["match", "new", "yut", "--seed", "3"], "");
    let (head, _) = show(&m);
    assert_eq!(head, "chance: nobody's", "the lot for the first player");
    let err = bad(&["match", "play", "do new"], &m);
    assert!(err.contains("a throw is due first"), "{err}");
    let err = bad(&["match", "outcome", "first:0"], &m);
    assert!(err.contains("draws its own chance"), "{err}");
    let err = bad(&["match", "take-back"], &m);
    assert!(err.contains("nothing to take back"), "{err}");
    let err = bad(&["match", "computer"], &m);
    assert!(err.contains("no seat is to move"), "{err}");
    let thrown = ok(&["match", "throw"], &m);
    let (head, _) = show(&thrown);
    if head.starts_with("to move") {
        let err = bad(&["match", "computer"], &thrown);
        assert!(err.contains("not the computer's"), "{err}");
    }
    let err = bad(&["match", "play", "fly away"], &m);
    assert!(err.contains("not an action of yut"), "{err}");
    let err = bad(&["match", "new", "yut", "--seats", "person,robot"], "");
    assert!(err.contains("person, remote or computer"), "{err}");
    bad(&["match", "show"], "{\"setup\": 3}");
    bad(&["match", "jump"], &m);
}

#[test]
fn outcomes_from_an_authority_are_checked() {
    // A match whose chance comes from elsewhere: the setup says so and holds no seed.
    let server = ok(&["match", "new", "backgammon", "--seed", "99"], "");
    let mut v: serde_json::Value = serde_json::from_str(&server).unwrap();
    v["setup"]["chance"] = "authority".into();
    v["setup"]["seed"] = 0.into();
    let client = v.to_string();
    let err = bad(&["match", "throw"], &client);
    assert!(err.contains("drawn elsewhere"), "{err}");
    let drawn = ok(&["match", "throw"], &server);
    let outcome = actions(&drawn)[0].clone();
    let after = ok(&["match", "outcome", &outcome], &client);
    assert_eq!(actions(&after), [outcome]);
    let err = bad(&["match", "outcome", "13/7 8/7"], &client);
    assert!(err.contains("not legal now"), "{err}");
}
