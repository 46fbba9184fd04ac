//! A `.mat` record written by us is read back by GNU Backgammon (`import mat`) with the
//! same moves, cube actions and scores: random cubeful 3-point matches, checked through
//! `gnubg/read_mat.py`. Skips with a message when /usr/games/gnubg is not installed.

use std::path::Path;
use std::process::Command;
use tabula_backgammon::mat::{MatEntry, mat_games, to_mat};
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, GameEnd, ResignLevel};
use tabula_core::testing::RandomSim;

const GNUBG: &str = "/usr/games/gnubg";
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/gnubg/read_mat.py");

/// A random cubeful match: random plays, doubles now and then, takes more often than
/// passes, now and then a resignation of a single game, accepted.
fn random_match(length: u8, seed: u64) -> Backgammon {
    let options = BackgammonOptions {
        cube: true,
        match_length: length,
        ..Default::default()
    };
    let (game, _) = RandomSim::new(100_000)
        .picking(|_g: &Backgammon, legal, rng| {
            let pick = |a: Action| legal.iter().position(|x| *x == a);
            if let Some(i) = pick(Action::RollDice) {
                return if rng.below(6) == 0 {
                    pick(Action::Double).unwrap()
                } else {
                    i
                };
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
        .play(&options, 2, seed);
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
            out.push(match entry {
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
                MatEntry::Beaver(_) => format!("@@REC {p} beaver"),
            });
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
    for seed in 0..12 {
        let game = random_match(3, seed);
        ends.extend(game.games_so_far().iter().map(|r| r.end));
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
    // The matches covered drops, resignations and games played out.
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
