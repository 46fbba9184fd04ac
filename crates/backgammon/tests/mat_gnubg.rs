//! `.mat` records both ways. A record written by us is read back by GNU Backgammon
//! (`import mat`) with the same moves, cube actions and scores: random cubeful 3-point
//! matches and two money games, checked through `gnubg/read_mat.py` (skips with a message
//! when /usr/games/gnubg is not installed). Records gnubg exported are read by us.

use std::path::Path;
use std::process::Command;
use tabula_backgammon::mat::{MatEntry, MatError, from_mat, mat_games, to_mat};
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, GameEnd, ResignLevel};
use tabula_core::testing::RandomSim;
use tabula_core::{Game, ToMove};

const GNUBG: &str = "/usr/games/gnubg";
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/gnubg/read_mat.py");

/// A random cubeful match of `length` points (0: a money game).
fn random_match(length: u8, seed: u64) -> Backgammon {
    let options = BackgammonOptions {
        cube: true,
        match_length: length,
        ..Default::default()
    };
    random_record(&options, seed)
}

/// A random record under `options`: random plays, doubles now and then, takes more often
/// than passes, a beaver when allowed one time in three, now and then a resignation of a
/// single game, accepted.
fn random_record(options: &BackgammonOptions, seed: u64) -> Backgammon {
    let (game, _) = RandomSim::new(100_000)
        .picking(|_g: &Backgammon, legal, rng| {
            let pick = |a: Action| legal.iter().position(|x| *x == a);
            if let Some(i) = pick(Action::RollDice) {
                return if rng.below(6) == 0 {
                    pick(Action::Double).unwrap_or(i)
                } else {
                    i
                };
            }
            if let (Some(i), 0) = (pick(Action::Beaver), rng.below(3)) {
                return i;
            }
            if let Some(i) = pick(Action::Take) {
                return if rng.below(4) == 0 {
                    pick(Action::Pass).unwrap()
                } else {
                    i
                };
            }
            if let Some(i) = pick(Action::Accept) {
                return i;
            }
            if let Some(i) = pick(Action::Resign(ResignLevel::Single))
                && rng.below(200) == 0
            {
                return i;
            }
            let plays = legal
                .iter()
                .filter(|a| matches!(a, Action::Play(_)))
                .count();
            rng.below(plays as u64) as usize
        })
        .play(options, 2, seed);
    game
}

/// Our record in read_mat.py's lines.
fn expected(game: &Backgammon) -> Vec<String> {
    let mut out = vec![format!("@@MATCH {}", game.match_length())];
    for g in mat_games(game).unwrap() {
        let (winner, points) = g.result.expect("finished");
        let w = if winner.0 == 0 { "X" } else { "O" };
        out.push(format!(
            "@@GAME {} {} {w} {points} {}",
            g.score[0],
            g.score[1],
            u8::from(g.resigned)
        ));
        for (seat, entry) in &g.entries {
            let p = if seat.0 == 0 { "X" } else { "O" };
            let line = match entry {
                MatEntry::Move { dice, steps } => {
                    let mut s: Vec<String> =
                        steps.iter().map(|(f, t, _)| format!("{f}/{t}")).collect();
                    s.sort();
                    format!("@@REC {p} move {}{} {}", dice[0], dice[1], s.join(" "))
                        .trim_end()
                        .to_string()
                }
                MatEntry::Double(_) => format!("@@REC {p} double"),
                MatEntry::Take => format!("@@REC {p} take"),
                MatEntry::Drop => format!("@@REC {p} drop"),
                MatEntry::Beaver(_) => {
                    // gnubg keeps a beaver as the taker's redouble, which the doubler takes.
                    let doubler = if seat.0 == 0 { "O" } else { "X" };
                    out.push(format!("@@REC {p} double"));
                    format!("@@REC {doubler} take")
                }
                // gnubg keeps a roll not played as the dice set.
                MatEntry::Rolled(_) => format!("@@REC {p} set"),
            };
            out.push(line);
        }
        // gnubg reads a game that ends without its last checker off or a drop as the
        // loser's resignation.
        if g.resigned {
            let loser = if winner.0 == 0 { "O" } else { "X" };
            out.push(format!("@@REC {loser} resign"));
        }
    }
    out
}

#[test]
fn gnubg_reads_our_mat_records_back_with_the_same_moves_and_scores() {
    if !Path::new(GNUBG).exists() {
        eprintln!("skipped: {GNUBG} is not installed (apt-get install -y gnubg)");
        return;
    }
    let dir = std::env::temp_dir();
    let mut ends = Vec::new();
    let mut beavers = 0;
    for seed in 0..20 {
        // Cubeful money games (a "0 point match" to gnubg) besides the matches, with and
        // without the Jacoby rule and beavers, which gnubg is told from the file.
        let game = if seed < 12 {
            random_match(3, seed)
        } else {
            let options = BackgammonOptions {
                cube: true,
                jacoby: seed % 2 == 0,
                beaver: seed % 4 >= 2,
                ..Default::default()
            };
            random_record(&options, seed)
        };
        ends.extend(game.games_so_far().iter().map(|r| r.end));
        beavers += mat_games(&game)
            .unwrap()
            .iter()
            .flat_map(|g| &g.entries)
            .filter(|(_, e)| matches!(e, MatEntry::Beaver(_)))
            .count();
        let text = to_mat(&game, ["Alice", "Bob"]).unwrap();
        let path = dir.join(format!("tabula-mat-{}-{seed}.mat", std::process::id()));
        std::fs::write(&path, &text).unwrap();
        let output = Command::new(GNUBG)
            .args(["-t", "-q", "-r", "-p", SCRIPT])
            .env("MAT", &path)
            .output()
            .expect("start gnubg");
        let _ = std::fs::remove_file(&path);
        let got: Vec<String> = String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .filter(|l| l.starts_with("@@"))
            .map(|l| l.trim_end().to_string())
            .collect();
        let want = expected(&game);
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "seed {seed}, line {i} of the record:\n{text}");
        }
        assert_eq!(got.len(), want.len(), "seed {seed}:\n{text}");
    }
    // The matches covered beavers, drops, resignations and games played out.
    assert!(beavers > 0, "no beaver");
    assert!(ends.contains(&GameEnd::Passed), "{ends:?}");
    assert!(
        ends.iter().any(|e| matches!(e, GameEnd::Resigned(_))),
        "{ends:?}"
    );
    assert!(
        ends.iter().any(|e| matches!(e, GameEnd::BorneOff(_))),
        "{ends:?}"
    );
}

/// A 5-point match gnubg played against itself at 0-ply with the cube and exported
/// (`export match mat`): three games, two drops, the Crawford game.
const GNUBG_5POINT: &str = include_str!("data/gnubg_5point.mat");

#[test]
fn we_read_a_match_gnubg_exported_and_write_it_back_the_same() {
    let m = from_mat(GNUBG_5POINT, &BackgammonOptions::default()).unwrap();
    assert_eq!(m.names, ["gnubg", "root"]);
    assert_eq!(m.game.match_length(), 5);
    let results: Vec<(u8, u16, GameEnd)> = m
        .game
        .games_so_far()
        .iter()
        .map(|r| (r.winner.0, r.points, r.end))
        .collect();
    assert_eq!(
        results,
        [
            (0, 2, GameEnd::Passed),
            (0, 2, GameEnd::Passed),
            (0, 1, GameEnd::BorneOff(ResignLevel::Single))
        ]
    );
    assert_eq!(m.game.match_score(), [5, 0]);
    assert!(m.game.outcome().is_some());
    // Written by us and read again: the same match, action for action.
    let again = to_mat(&m.game, ["gnubg", "root"]).unwrap();
    let back = from_mat(&again, &BackgammonOptions::default()).unwrap();
    assert_eq!(to_mat(&back.game, ["gnubg", "root"]).unwrap(), again);
    assert_eq!(back.game.games_so_far(), m.game.games_so_far());
    assert_eq!(back.game.history().len(), m.game.history().len());
    // gnubg's record has as many turns (moves and cube actions) as ours.
    let turns = |text: &str| text.matches(':').count() + text.matches("Doubles").count();
    assert_eq!(turns(&again), turns(GNUBG_5POINT));
    // Every action read is one the rules list where it was made (a match being watched
    // replays only those), though gnubg writes some plays otherwise.
    let mut g = Backgammon::new(m.game.options(), 2).unwrap();
    let mut events = Vec::new();
    for (i, action) in m.game.history().iter().enumerate() {
        let listed = match g.to_move() {
            ToMove::Seat(_) => {
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                legal.contains(action)
            }
            _ => {
                let mut chance = Vec::new();
                g.chance_outcomes(&mut chance);
                chance.iter().any(|(a, _)| a == action)
            }
        };
        assert!(listed, "action {i}, {action}, is not listed");
        g.apply(action, &mut events).unwrap();
    }
}

#[test]
fn bad_mat_records_are_refused_with_their_line() {
    let opts = BackgammonOptions::default();
    // A move that is not legal: 13/5 with 2-1.
    let bad_move = GNUBG_5POINT.replacen("21: 13/11 24/23", "21: 13/5 24/23", 1);
    let e = from_mat(&bad_move, &opts).unwrap_err();
    assert!(matches!(e, MatError::Line { line: 7, .. }), "{e}");
    assert!(e.to_string().starts_with("line 7:"), "{e}");
    // A wrong result.
    let bad_wins = GNUBG_5POINT.replacen("Wins 2 points", "Wins 3 points", 1);
    assert!(from_mat(&bad_wins, &opts).is_err());
    // A wrong score header.
    let bad_score = GNUBG_5POINT.replacen("gnubg : 4", "gnubg : 3", 1);
    assert!(
        from_mat(&bad_score, &opts)
            .unwrap_err()
            .to_string()
            .contains("starts at")
    );
    assert!(matches!(
        from_mat("hello", &opts),
        Err(MatError::Line { line: 1, .. })
    ));
    assert_eq!(
        from_mat("; only a comment\n", &opts).unwrap_err(),
        MatError::NoMatchLength
    );
}

#[test]
fn we_read_fresh_matches_gnubg_plays_and_exports() {
    if !Path::new(GNUBG).exists() {
        eprintln!("skipped: {GNUBG} is not installed (apt-get install -y gnubg)");
        return;
    }
    for seed in [3, 4] {
        let path =
            std::env::temp_dir().join(format!("tabula-gnubg-{}-{seed}.mat", std::process::id()));
        // gnubg plays both sides at 0-ply with the cube and exports the match.
        let commands = format!(
            "set player 0 gnubg\nset player 1 gnubg\n\
             set player 0 chequerplay evaluation plies 0\nset player 1 chequerplay evaluation plies 0\n\
             set player 0 cubedecision evaluation plies 0\nset player 1 cubedecision evaluation plies 0\n\
             set cube use on\nset rng mersenne\nset seed {seed}\nnew match 3\n\
             export match mat {}\n",
            path.display()
        );
        let mut child = Command::new(GNUBG)
            .args(["-t", "-q", "-r"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start gnubg");
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(commands.as_bytes())
            .unwrap();
        child.wait().unwrap();
        let text = std::fs::read_to_string(&path).expect("gnubg wrote the match");
        let _ = std::fs::remove_file(&path);
        let m = from_mat(&text, &BackgammonOptions::default())
            .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert!(m.game.outcome().is_some(), "seed {seed}: the match is over");
        assert!(m.game.match_score().iter().any(|&s| s >= 3));
        assert_eq!(m.game.games_so_far().len(), text.matches(" Game ").count());
    }
}
