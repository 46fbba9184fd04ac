//! Property tests over random games: checkers are conserved, games end, replays equal the
//! original, states survive serde, legal plays are distinct positions that use as many dice
//! as possible, and the rules API contract holds at every step.

use proptest::prelude::*;
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, CHECKERS, Play, Position};
use tabula_core::{Game, Rng64, Seat, ToMove, replay, sample_chance};

const MAX_ACTIONS: usize = 5_000;

/// Plays a random game, checking the contract at every step. Returns the actions.
fn random_game(options: &BackgammonOptions, seed: u64) -> (Backgammon, Vec<Action>) {
    let mut g = Backgammon::new(options, 2).unwrap();
    let mut rng = Rng64::new(seed);
    let mut actions = Vec::new();
    let mut legal = Vec::new();
    let mut chance = Vec::new();
    let mut events = Vec::new();
    for _ in 0..MAX_ACTIONS {
        legal.clear();
        chance.clear();
        g.legal_actions(&mut legal);
        g.chance_outcomes(&mut chance);
        let action = match g.to_move() {
            ToMove::Over(_) => {
                assert!(legal.is_empty() && chance.is_empty());
                return (g, actions);
            }
            ToMove::Chance => {
                assert!(legal.is_empty() && !chance.is_empty());
                let sum: f64 = chance.iter().map(|c| c.1).sum();
                assert!((sum - 1.0).abs() < 1e-9, "chance sums to {sum}");
                chance[sample_chance(&chance, &mut rng)].0
            }
            ToMove::Seat(_) => {
                assert!(chance.is_empty() && !legal.is_empty());
                let plays = g.legal_plays();
                assert_eq!(plays.len(), legal.len());
                let used = plays[0].1.steps.len();
                let mut results = Vec::new();
                for (a, (play, c)) in legal.iter().zip(&plays) {
                    // Prints and parses back; every play uses the same number of dice and
                    // its written form leads to its own result.
                    assert_eq!(a.to_string().parse::<Action>().unwrap(), *a);
                    assert_eq!(*a, Action::Play(*play));
                    assert_eq!(c.steps.len(), used);
                    assert_eq!(play.execute(&g.position()), Ok(c.result));
                    results.push(c.result.id());
                }
                results.sort();
                results.dedup();
                assert_eq!(results.len(), legal.len(), "two plays with one result");
                legal[rng.below(legal.len() as u64) as usize]
            }
        };
        events.clear();
        g.apply(&action, &mut events).unwrap();
        actions.push(action);
        // Conservation: 15 checkers a side between board, bar and tray; no shared point.
        for seat in [Seat(0), Seat(1)] {
            let on_board: u8 = g.checkers(seat).iter().sum();
            assert_eq!(on_board + g.borne_off(seat), CHECKERS);
        }
        g.position().validate().unwrap();
        // The state survives serde, which re-checks it.
        let json = serde_json::to_string(&g).unwrap();
        let back: Backgammon =
            serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert_eq!(back, g);
        // The position ID decodes to the same position.
        assert_eq!(Position::from_id(&g.position_id()).unwrap(), g.position());
    }
    panic!("game did not end in {MAX_ACTIONS} actions");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_end_conserve_checkers_and_replay(gammons in any::<bool>(), seed in any::<u64>()) {
        let options = BackgammonOptions { gammons };
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
        let _ = text.parse::<Action>();
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
            let mut probe = g.clone();
            let mut events = Vec::new();
            let result = probe.apply(&Action::Play(play), &mut events);
            prop_assert_eq!(result.is_ok(), reaches, "{}", text);
            if result.is_err() {
                prop_assert_eq!(&probe, &g);
                prop_assert!(events.is_empty());
            }
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
