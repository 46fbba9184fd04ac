//! Our legal plays equal GNU Backgammon's for the golden positions (tests/data/golden.txt,
//! made by gnubg/make_golden.sh): the 21 opening rolls, hand-made positions for the hard
//! rules and 5,000 positions from random games. Notation is compared where it is stored.

mod common;

const GOLDEN: &str = include_str!("data/golden.txt");

#[test]
fn legal_plays_equal_gnu_backgammons_on_every_golden_position() {
    let mut problems = Vec::new();
    let mut positions = 0;
    for line in GOLDEN.lines() {
        problems.extend(common::differences(&common::parse_answer(line, true)));
        positions += 1;
    }
    assert!(positions >= 5_000, "only {positions} golden positions");
    assert!(
        problems.is_empty(),
        "{} differences, first ones:\n{}",
        problems.len(),
        problems[..problems.len().min(30)].join("\n")
    );
}

#[test]
fn opening_roll_play_counts_are_gnu_backgammons() {
    let expected = [
        ("1 1", 42),
        ("2 1", 15),
        ("3 1", 16),
        ("4 1", 14),
        ("5 1", 8),
        ("6 1", 10),
        ("2 2", 75),
        ("3 2", 17),
        ("4 2", 18),
        ("5 2", 8),
        ("6 2", 14),
        ("3 3", 73),
        ("4 3", 17),
        ("5 3", 9),
        ("6 3", 14),
        ("4 4", 52),
        ("5 4", 9),
        ("6 4", 14),
        ("5 5", 4),
        ("6 5", 7),
        ("6 6", 11),
    ];
    for (dice, count) in expected {
        let query = format!("4HPwATDgc/ABMA {dice}");
        let line = GOLDEN
            .lines()
            .find(|l| l.starts_with(&format!("{query}\t")))
            .unwrap_or_else(|| panic!("golden file lacks {query}"));
        let answer = common::parse_answer(line, true);
        assert_eq!(answer.count, count, "golden count for {dice}");
        assert_eq!(
            common::our_plays(&answer.position, answer.dice).len(),
            count,
            "{dice}"
        );
    }
}
