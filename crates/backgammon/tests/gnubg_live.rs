//! Asks GNU Backgammon itself (when /usr/games/gnubg is installed) for the legal plays of
//! fresh positions from random games and of a sample of the golden ones, and compares
//! results and notation with ours. Skips with a message when gnubg is missing.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use tabula_backgammon::Backgammon;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};

const GNUBG: &str = "/usr/games/gnubg";
const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/gnubg/legal_plays.py");

/// Queries from random games with a seed other than the golden file's.
fn fresh_queries(wanted: usize, seed: u64) -> Vec<String> {
    let options = Backgammon::preset("standard").unwrap();
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut rng = Rng64::new(seed);
    let mut scratch = Scratch::default();
    let mut out = Vec::new();
    while out.len() < wanted {
        let mut game = Backgammon::new(&options, 2).unwrap();
        while step(&mut game, &mut agents, &mut rng, &mut scratch)
            .unwrap()
            .is_ok()
        {
            if let Some([a, b]) = game.dice()
                && rng.below(3) == 0
                && out.len() < wanted
            {
                out.push(format!("{} {a} {b}", game.position_id()));
            }
        }
    }
    out
}

fn ask_gnubg(queries: &[String]) -> Vec<String> {
    let mut child = Command::new(GNUBG)
        .args(["-t", "-q", "-r", "-p", SCRIPT])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start gnubg");
    let mut stdin = child.stdin.take().unwrap();
    let input = queries.join("\n") + "\n";
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().expect("gnubg output");
    writer.join().unwrap().unwrap();
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("@@PLAYS "))
        .map(str::to_string)
        .collect()
}

#[test]
fn legal_plays_equal_gnu_backgammons_live() {
    if !Path::new(GNUBG).exists() {
        println!("skipped: {GNUBG} is not installed (apt-get install gnubg)");
        return;
    }
    let golden = include_str!("data/golden.txt");
    let mut queries = fresh_queries(1_000, 77);
    queries.extend(
        golden
            .lines()
            .step_by(10)
            .map(|l| l.split('\t').next().unwrap().to_string()),
    );
    // Two gnubg processes at once: each spends most of its time asleep between queries.
    let (first, second) = queries.split_at(queries.len() / 2);
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| ask_gnubg(first));
        let b = s.spawn(|| ask_gnubg(second));
        (a.join().unwrap(), b.join().unwrap())
    });
    let answers: Vec<String> = a.into_iter().chain(b).collect();
    assert_eq!(answers.len(), queries.len(), "gnubg answered only part");
    let mut problems = Vec::new();
    for line in &answers {
        assert!(!line.contains("\tERROR"), "gnubg failed: {line}");
        problems.extend(common::differences(&common::parse_answer(line, false)));
    }
    assert!(
        problems.is_empty(),
        "{} differences, first ones:\n{}",
        problems.len(),
        problems[..problems.len().min(30)].join("\n")
    );
    println!("{} positions agree with gnubg", answers.len());
}
