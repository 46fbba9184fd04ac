//! Every record reads back: random money games and matches under every combination of the
//! rules' options, with doubles, beavers, resignations at any moment (the opening roller's
//! before its first move too), and records cut anywhere (a match saved mid-turn), written
//! with `to_mat` and read with `from_mat` to the same position, dice, cube, score and
//! finished games.

use tabula_backgammon::mat::{from_mat, to_mat};
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, GameEnd, Phase};
use tabula_core::{Game, Rng64, ToMove};

/// Random legal actions from the start, `cut` of them at most: doubles and beavers now
/// and then, a resignation at any moment one time in 40. Never a state the format has no
/// line for: a resignation offered and not yet answered, or the choice to roll made and
/// the dice not yet thrown (the record ends on the turn before).
fn random_record(options: &BackgammonOptions, seed: u64, cut: usize) -> Backgammon {
    let mut rng = Rng64::new(seed);
    let mut g = Backgammon::new(options, 2).expect("two seats");
    let (mut legal, mut chance, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut before_rolling = None;
    for _ in 0..cut {
        let action = match g.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                chance.clear();
                g.chance_outcomes(&mut chance);
                chance[rng.below(chance.len() as u64) as usize].0
            }
            ToMove::Seat(_) => {
                legal.clear();
                g.legal_actions(&mut legal);
                let pick = |a: &Action| legal.contains(a).then_some(*a);
                let resign = legal
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::Resign(_)))
                    .nth(rng.below(3) as usize);
                if let (Some(r), 0) = (resign, rng.below(40)) {
                    r
                } else if let Some(a) = pick(&Action::Accept) {
                    a
                } else if let (Some(a), 0) = (pick(&Action::Beaver), rng.below(3)) {
                    a
                } else if let (Some(a), 0) = (pick(&Action::Pass), rng.below(4)) {
                    a
                } else if let Some(a) = pick(&Action::Take) {
                    a
                } else if let (Some(a), 0) = (pick(&Action::Double), rng.below(5)) {
                    a
                } else {
                    let choices: Vec<Action> = legal
                        .iter()
                        .copied()
                        .filter(|a| !matches!(a, Action::Resign(_) | Action::Double))
                        .collect();
                    choices[rng.below(choices.len() as u64) as usize]
                }
            }
        };
        let before = g.clone();
        before_rolling = (action == Action::RollDice).then(|| before.clone());
        g.apply(&action, &mut events).expect("a legal action");
        events.clear();
        if matches!(g.phase(), Phase::Resigning { .. }) {
            // Cut before an offer that nobody has answered.
            if rng.below(2) == 0 {
                return before;
            }
        }
    }
    if let Some(before) = before_rolling {
        return before;
    }
    if matches!(g.phase(), Phase::Resigning { .. }) {
        let mut accepted = g.clone();
        accepted
            .apply(&Action::Accept, &mut events)
            .expect("an offer to accept");
        return accepted;
    }
    g
}

/// What a record keeps of a state. Of a resignation, the points: the level offered is not
/// written, and two levels worth the same (under the Jacoby rule with the cube in the
/// middle, or without gammons) read back as the lower.
fn kept(g: &Backgammon) -> String {
    let games: Vec<String> = g
        .games_so_far()
        .iter()
        .map(|r| {
            let end = match r.end {
                GameEnd::Resigned(_) => "resigned".to_string(),
                other => format!("{other:?}"),
            };
            format!(
                "{} wins {} ({end}) cube {} from {:?}",
                r.winner, r.points, r.cube, r.score_before
            )
        })
        .collect();
    format!(
        "position {} turn {:?} phase {:?} dice {:?} cube {} owner {:?} score {:?} games {:?} \
         outcome {:?} crawford {}",
        g.position_id(),
        g.turn(),
        g.phase(),
        g.dice(),
        g.cube_value(),
        g.cube_owner(),
        g.match_score(),
        games,
        g.outcome(),
        g.crawford(),
    )
}

#[test]
fn every_record_of_every_option_reads_back_to_the_same_state() {
    let mut checked = 0;
    for length in [0u8, 1, 3, 5] {
        for bits in 0..16u8 {
            let options = BackgammonOptions {
                gammons: bits & 1 != 0,
                cube: bits & 2 != 0 || length == 0,
                jacoby: bits & 4 != 0,
                beaver: bits & 8 != 0,
                match_length: length,
            };
            for seed in 0..6u64 {
                let seed = seed + 100 * u64::from(bits) + 10_000 * u64::from(length);
                // Whole records, and records cut at a random moment.
                let cut = if seed % 2 == 0 {
                    usize::MAX
                } else {
                    1 + (seed as usize * 37) % 400
                };
                let game = random_record(&options, seed, cut);
                let text = to_mat(&game, ["Ann", "Bo"]).unwrap();
                // The reader is told none of the options: the record carries them.
                let read = from_mat(&text, &BackgammonOptions::default())
                    .unwrap_or_else(|e| panic!("{options:?} seed {seed}: {e}\n{text}"));
                assert_eq!(
                    kept(&read.game),
                    kept(&game),
                    "{options:?} seed {seed}\n{text}"
                );
                assert_eq!(read.game.options(), game.options(), "{text}");
                assert_eq!(read.names, ["Ann".to_string(), "Bo".to_string()]);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 4 * 16 * 6);
}

#[test]
fn any_name_is_made_one_that_reads_back() {
    use tabula_backgammon::mat::record_name;
    assert_eq!(record_name("Ann Lee").as_deref(), Some("Ann_Lee"));
    assert_eq!(record_name(";[Bo)").as_deref(), Some("Bo"));
    assert_eq!(record_name(&"n".repeat(40)).unwrap().len(), 26);
    assert_eq!(record_name("Game"), None);
    assert_eq!(record_name(" ) "), None);
    let game = random_record(
        &BackgammonOptions {
            cube: true,
            ..Default::default()
        },
        3,
        30,
    );
    for name in [
        "Ann Lee",
        ";[Bo)",
        "김민준",
        "Wins the day",
        &"x".repeat(60),
    ] {
        let word = record_name(name).unwrap();
        let read = from_mat(&to_mat(&game, [&word, "Bo"]).unwrap(), &Default::default()).unwrap();
        assert_eq!(read.names[0], word);
    }
}
