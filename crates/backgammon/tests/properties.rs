//! Property tests over random games: the shared conformance checks of
//! `tabula_core::testing` (the rules API contract at every step, games end, replays equal
//! the original, states survive serde), plus Backgammon's own: checkers are conserved,
//! legal plays are distinct positions that use as many dice as possible, any notation of a
//! legal play is accepted, and corrupt saves are refused.

use proptest::prelude::*;
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, CHECKERS, Play, Position};
use tabula_core::testing::{RandomSim, apply_to_copy, check_action_parse, check_setup};
use tabula_core::{Game, Seat, replay};

const MAX_ACTIONS: usize = 5_000;

/// Plays a random game under the shared conformance checks (tabula_core::testing), adding
/// Backgammon's own: the legal actions are the legal plays, which all use as many dice and
/// lead to distinct positions; 15 checkers a side; the position and its ID stay valid.
/// Returns the game and its actions.
fn random_game(options: &BackgammonOptions, seed: u64) -> (Backgammon, Vec<Action>) {
    RandomSim::new(MAX_ACTIONS)
        .on_decision(|g: &Backgammon, legal| {
            let plays = g.legal_plays();
            assert_eq!(plays.len(), legal.len());
            let used = plays[0].1.steps.len();
            let mut results = Vec::new();
            for (a, (play, c)) in legal.iter().zip(&plays) {
                // Every play uses the same number of dice and its written form leads to its
                // own result.
                assert_eq!(*a, Action::Play(*play));
                assert_eq!(c.steps.len(), used);
                assert_eq!(play.execute(&g.position()), Ok(c.result));
                results.push(c.result.id());
            }
            results.sort();
            results.dedup();
            assert_eq!(results.len(), legal.len(), "two plays with one result");
        })
        .after_each(|g, _, _| {
            for seat in [Seat(0), Seat(1)] {
                let on_board: u8 = g.checkers(seat).iter().sum();
                assert_eq!(on_board + g.borne_off(seat), CHECKERS);
            }
            g.position().validate().unwrap();
            // The position ID decodes to the same position.
            assert_eq!(Position::from_id(&g.position_id()).unwrap(), g.position());
        })
        .play(options, 2, seed)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_end_conserve_checkers_and_replay(gammons in any::<bool>(), seed in any::<u64>()) {
        let options = BackgammonOptions {
            gammons,
            ..Default::default()
        };
        let (game, actions) = random_game(&options, seed);
        let outcome = game.outcome().expect("over");
        let winner = outcome.winners.iter().next().unwrap();
        prop_assert_eq!(game.borne_off(winner), CHECKERS);
        prop_assert!((1..=3).contains(&outcome.points));
        prop_assert!(gammons || outcome.points == 1);
        let again: Backgammon = replay(&options, 2, &actions).unwrap();
        prop_assert_eq!(again, game);
    }

    #[test]
    fn garbage_text_never_panics(text in "\\PC{0,24}") {
        check_action_parse::<Backgammon>(&text);
        let _ = Position::from_id(&text);
    }

    #[test]
    fn any_14_base64_characters_decode_to_a_valid_position_or_an_error(id in "[A-Za-z0-9+/]{14}") {
        if let Ok(pos) = Position::from_id(&id) {
            prop_assert!(pos.validate().is_ok());
            prop_assert_eq!(pos.id(), id);
        }
    }

    #[test]
    fn random_plays_are_accepted_exactly_when_they_reach_a_legal_position(
        seed in any::<u64>(),
        probes in prop::collection::vec((1u8..=25, 1u8..=12, 0u8..4), 1..40),
    ) {
        let (_, actions) = random_game(&BackgammonOptions::default(), seed);
        let cut = actions.iter().rposition(|a| matches!(a, Action::Play(_))).unwrap_or(0);
        let g: Backgammon = replay(&BackgammonOptions::default(), 2, &actions[..cut]).unwrap();
        let results: Vec<Position> = g.legal_plays().iter().map(|(_, c)| c.result).collect();
        for chunk in probes.chunks(2) {
            let text = chunk
                .iter()
                .map(|&(from, len, n)| {
                    let to = from.saturating_sub(len);
                    let from = if from == 25 { "bar".to_string() } else { from.to_string() };
                    let to = if to == 0 { "off".to_string() } else { to.to_string() };
                    let rep = if n > 1 { format!("({n})") } else { String::new() };
                    format!("{from}/{to}{rep}")
                })
                .collect::<Vec<_>>()
                .join(" ");
            let Ok(play) = text.parse::<Play>() else { continue };
            let reaches = play.execute(&g.position()).is_ok_and(|r| results.contains(&r));
            // A refused play must change nothing and report nothing (checked inside).
            prop_assert_eq!(apply_to_copy(&g, &Action::Play(play)), reaches, "{}", text);
        }
    }

    #[test]
    fn corrupt_saved_states_are_refused(seed in any::<u64>(), index in 0usize..50, value in 0u8..20) {
        let (_, actions) = random_game(&BackgammonOptions::default(), seed);
        let g: Backgammon = replay(&BackgammonOptions::default(), 2, &actions[..actions.len() / 2]).unwrap();
        let mut json: serde_json::Value = serde_json::to_value(&g).unwrap();
        json["checkers"][index / 25][index % 25] = value.into();
        let side: u32 = json["checkers"][index / 25]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap() as u32)
            .sum();
        let back = serde_json::from_str::<Backgammon>(&json.to_string());
        if side > 15 {
            prop_assert!(back.is_err(), "{} checkers accepted", side);
        }
        if let Ok(back) = back {
            prop_assert!(back.position().validate().is_ok());
        }
    }
}

#[test]
fn the_game_sets_up_for_two_seats_only() {
    check_setup::<Backgammon>();
}
