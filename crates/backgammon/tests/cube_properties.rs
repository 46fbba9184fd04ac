//! Property tests over random cubeful games and matches, random legal actions including
//! the cube's and resignations, under the shared conformance checks of
//! `tabula_core::testing`, plus: the cube is a power of two up to 64 and centred only at 1,
//! the score only grows, the match ends exactly when a side reaches its length, the
//! actions listed at a decision are exactly those the rules accept.

use proptest::prelude::*;
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, Phase, ResignLevel};
use tabula_core::testing::{RandomSim, check_exactly_listed_apply, check_setup};
use tabula_core::{Game, Seat, replay};

const MAX_ACTIONS: usize = 60_000;

/// Every decision action, to probe that exactly the listed ones are accepted.
fn decisions() -> Vec<Action> {
    let mut all = vec![
        Action::RollDice,
        Action::Double,
        Action::Take,
        Action::Pass,
        Action::Beaver,
        Action::Accept,
        Action::Reject,
    ];
    all.extend(ResignLevel::ALL.map(Action::Resign));
    all
}

fn random_match(options: &BackgammonOptions, seed: u64) -> (Backgammon, Vec<Action>) {
    let n = u16::from(options.match_length);
    let mut score = [0u16; 2];
    let probes = decisions();
    RandomSim::new(MAX_ACTIONS)
        // Resignations and passes end games fast; play on more often so the cube rises.
        .picking(|_g: &Backgammon, legal, rng| {
            let keep: Vec<usize> = (0..legal.len())
                .filter(|&i| !matches!(legal[i], Action::Resign(_) | Action::Accept))
                .collect();
            if !keep.is_empty() && rng.below(8) != 0 {
                keep[rng.below(keep.len() as u64) as usize]
            } else {
                rng.below(legal.len() as u64) as usize
            }
        })
        .on_decision(|g: &Backgammon, legal| {
            check_exactly_listed_apply(g, probes.iter().cloned());
            let doubles = legal.contains(&Action::Double);
            assert_eq!(doubles, g.phase() == Phase::BeforeRoll && g.can_double());
            assert_eq!(
                legal.contains(&Action::RollDice),
                g.phase() == Phase::BeforeRoll
            );
            assert!(!doubles || !g.crawford(), "a double in the Crawford game");
            assert!(!doubles || g.cube_owner() != Some(Seat(1 - g.turn().0)));
        })
        .after_each(|g, _, _| {
            let cube = g.cube_value();
            assert!(cube.is_power_of_two() && cube <= 64, "cube {cube}");
            assert_eq!(cube == 1, g.cube_owner().is_none());
            let now = g.match_score();
            assert!(now[0] >= score[0] && now[1] >= score[1], "the score fell");
            score = now;
            if n > 0 {
                let reached = now.iter().any(|&s| s >= n);
                assert_eq!(reached, g.outcome().is_some(), "score {now:?} of {n}");
            }
        })
        .play(options, 2, seed)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_cubeful_matches_keep_the_cube_and_score_rules(
        match_length in 0u8..=5,
        gammons in any::<bool>(),
        jacoby in any::<bool>(),
        beaver in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let options = BackgammonOptions {
            gammons,
            cube: true,
            jacoby,
            beaver,
            match_length,
        };
        let (game, actions) = random_match(&options, seed);
        let outcome = game.outcome().expect("over");
        let winner = outcome.winners.iter().next().unwrap();
        let games = game.games_so_far();
        prop_assert!(!games.is_empty());
        prop_assert_eq!(games.last().unwrap().winner, winner);
        if match_length == 0 {
            prop_assert_eq!(games.len(), 1);
        } else {
            // The score is the sum of the games' points, and only the last game won it.
            let mut score = [0u16; 2];
            for r in games {
                prop_assert_eq!(r.score_before, score);
                prop_assert!(score.iter().all(|&s| s < u16::from(match_length)));
                score[r.winner.index()] += r.points;
            }
            prop_assert_eq!(score, game.match_score());
            prop_assert!(score[winner.index()] >= u16::from(match_length));
        }
        let again: Backgammon = replay(&options, 2, &actions).unwrap();
        prop_assert_eq!(&again, &game);
        prop_assert_eq!(again.history(), &actions[..]);
    }
}

#[test]
fn presets_and_options_keep_the_setup_contract() {
    check_setup::<Backgammon>();
}

#[test]
fn a_match_without_the_cube_never_offers_a_double() {
    let options = BackgammonOptions {
        match_length: 3,
        ..Default::default()
    };
    for seed in 0..5 {
        let (game, actions) = random_match(&options, seed);
        assert!(!actions.contains(&Action::Double));
        assert!(game.match_score().iter().any(|&s| s >= 3));
    }
}
