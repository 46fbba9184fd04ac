//! Property tests over random games of every option: counters are conserved, every sowing
//! ends, games end, replays equal the original, states survive serde, and the rules API
//! contract holds at every step.

use proptest::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, ChisoloOptions, Hole};
use tabula_core::{Game, Pieces, Rng64, RuleEvent, Seat, ToMove, replay, sample_chance};

/// Enough for any game: at most 100 quiet moves between captures, and at most 2 × 51
/// counters to capture.
const MAX_ACTIONS: usize = 30_000;

fn options_strategy() -> impl Strategy<Value = ChisoloOptions> {
    (
        7u8..=10,
        prop::sample::select(vec!["standard", "mirrored"]),
        prop::sample::select(vec!["seed", "front_required"]),
    )
        .prop_map(|(columns, setup, capture)| {
            let mut o = ChisoloOptions::default();
            Chisolo::set_option(&mut o, "columns", &columns.to_string()).unwrap();
            Chisolo::set_option(&mut o, "setup", setup).unwrap();
            Chisolo::set_option(&mut o, "capture", capture).unwrap();
            o
        })
}

fn all_counters(g: &Chisolo) -> Pieces {
    g.holes()
        .fold(Pieces::EMPTY, |acc, h| acc.union(g.pieces(h)))
}

/// Plays a random game, checking the contract at every step. Returns the actions.
fn random_game(options: &ChisoloOptions, seed: u64) -> (Chisolo, Vec<ChisoloAction>) {
    let mut g = Chisolo::new(options, 2).unwrap();
    let total = 2 * u32::from(options.counters_per_seat());
    let mut captured = Pieces::EMPTY;
    let mut rng = Rng64::new(seed);
    let mut actions = Vec::new();
    let (mut legal, mut chance, mut events) = (Vec::new(), Vec::new(), Vec::new());
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
                assert!((sum - 1.0).abs() < 1e-9);
                chance[sample_chance(&chance, &mut rng)].0
            }
            ToMove::Seat(_) => {
                assert!(chance.is_empty());
                assert!(!legal.is_empty(), "a seat to move with nothing to do:\n{g}");
                for a in &legal {
                    assert_eq!(a.to_string().parse::<ChisoloAction>().unwrap(), *a);
                }
                legal[rng.below(legal.len() as u64) as usize]
            }
        };
        events.clear();
        g.apply(&action, &mut events).unwrap();
        actions.push(action);
        // Conservation: counters on the board plus captured ones are all the counters, and
        // each counter is in one place.
        for e in &events {
            if let RuleEvent::Captured { pieces, .. } = e {
                captured = captured.union(*pieces);
            }
        }
        let on_board = all_counters(&g);
        assert_eq!(on_board.union(captured).len() as u32, total);
        assert_eq!(on_board.len() + captured.len(), total as usize);
        assert_eq!(
            u32::from(g.on_board(Seat(0)))
                + u32::from(g.on_board(Seat(1)))
                + u32::from(g.captured_by(Seat(0)))
                + u32::from(g.captured_by(Seat(1))),
            total
        );
        // A sowing drops counters only into the sower's own holes.
        for e in &events {
            if let RuleEvent::Sown { seat, to, .. } = e {
                assert_eq!(Hole::from_slot(usize::from(to.0)).owner(), *seat);
            }
        }
        // The state survives serde, which re-checks every invariant.
        let json = serde_json::to_string(&g).unwrap();
        let back: Chisolo = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert_eq!(back, g);
    }
    panic!("game did not end in {MAX_ACTIONS} actions");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_games_end_conserve_counters_and_replay(options in options_strategy(), seed in any::<u64>()) {
        let (game, actions) = random_game(&options, seed);
        prop_assert!(game.outcome().is_some());
        let again: Chisolo = replay(&options, 2, &actions).unwrap();
        prop_assert_eq!(again, game);
    }

    #[test]
    fn every_offered_sowing_ends_and_every_other_is_refused(options in options_strategy(), seed in any::<u64>()) {
        // Part way through a game, try every hole in both ways of writing it: exactly the
        // listed actions apply; the rest are refused and change nothing.
        let (_, actions) = random_game(&options, seed);
        let cut = actions.len() / 2;
        let g: Chisolo = replay(&options, 2, &actions[..cut]).unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let mut chance = Vec::new();
        g.chance_outcomes(&mut chance);
        for slot in 0..tabula_chisolo::HOLE_SLOTS {
            let hole = Hole::from_slot(slot);
            for text in [format!("{hole}"), format!("{hole} cw"), format!("{hole} ccw"), format!("take {hole}")] {
                let action: ChisoloAction = text.parse().unwrap();
                let allowed = legal.contains(&action) || chance.iter().any(|(a, _)| *a == action);
                let mut probe = g.clone();
                let result = probe.apply(&action, &mut Vec::new());
                prop_assert_eq!(result.is_ok(), allowed, "{} at {:?}", text, g.to_move());
                if result.is_err() {
                    prop_assert_eq!(&probe, &g);
                }
            }
        }
        for seat in 0..3 {
            let action = ChisoloAction::First(Seat(seat));
            let allowed = chance.iter().any(|(a, _)| *a == action);
            let mut probe = g.clone();
            prop_assert_eq!(probe.apply(&action, &mut Vec::new()).is_ok(), allowed);
        }
    }

    #[test]
    fn garbage_action_text_never_panics(text in "\\PC{0,16}") {
        let _ = text.parse::<ChisoloAction>();
    }

    #[test]
    fn garbage_states_are_refused_or_valid(seed in any::<u64>(), edit in 0usize..6, value in 0u16..200) {
        // Corrupt one field of a real state's JSON: loading either refuses it or gives a
        // state that survives serde again.
        let (_, actions) = random_game(&ChisoloOptions::default(), seed);
        let g: Chisolo = replay(&ChisoloOptions::default(), 2, &actions[..actions.len() / 2]).unwrap();
        let mut v = serde_json::to_value(&g).unwrap();
        match edit {
            0 => v["rows"][1][2] = serde_json::json!([value]),
            1 => v["quiet"] = serde_json::json!(value),
            2 => v["turn"] = serde_json::json!(value),
            3 => v["options"]["columns"] = serde_json::json!(value),
            4 => v["rows"][3][0] = serde_json::json!([value, value + 1]),
            _ => v["history"] = serde_json::json!([format!("{value:x}")]),
        }
        if let Ok(back) = serde_json::from_value::<Chisolo>(v) {
            let again: Chisolo = serde_json::from_str(&serde_json::to_string(&back).unwrap()).unwrap();
            prop_assert_eq!(again, back);
        }
    }
}
