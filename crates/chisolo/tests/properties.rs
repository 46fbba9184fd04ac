//! Property tests over random games of every option: the shared conformance checks of
//! `tabula_core::testing` (the rules API contract at every step, games end, replays equal
//! the original, states survive serde), plus Chisolo's own: counters are conserved, every
//! sowing ends, and corrupt saves are refused or valid.

use proptest::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, ChisoloOptions, Hole};
use tabula_core::testing::{
    RandomSim, check_action_parse, check_exactly_listed_apply, check_serde_round_trip, check_setup,
};
use tabula_core::{Game, Pieces, RuleEvent, Seat, replay};

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

/// Plays a random game under the shared conformance checks (tabula_core::testing), adding
/// Chisolo's own: counters on the board plus captured ones are all the counters, each in
/// one place, and a sowing drops counters only into the sower's own holes. Returns the game
/// and its actions.
fn random_game(options: &ChisoloOptions, seed: u64) -> (Chisolo, Vec<ChisoloAction>) {
    let total = 2 * u32::from(options.counters_per_seat());
    let mut captured = Pieces::EMPTY;
    RandomSim::new(MAX_ACTIONS)
        .after_each(|g: &Chisolo, _, events| {
            for e in events {
                if let RuleEvent::Captured { pieces, .. } = e {
                    captured = captured.union(*pieces);
                }
            }
            let on_board = all_counters(g);
            assert_eq!(on_board.union(captured).len() as u32, total);
            assert_eq!(on_board.len() + captured.len(), total as usize);
            assert_eq!(
                u32::from(g.on_board(Seat(0)))
                    + u32::from(g.on_board(Seat(1)))
                    + u32::from(g.captured_by(Seat(0)))
                    + u32::from(g.captured_by(Seat(1))),
                total
            );
            for e in events {
                if let RuleEvent::Sown { seat, to, .. } = e {
                    assert_eq!(Hole::from_slot(usize::from(to.0)).owner(), *seat);
                }
            }
        })
        .play(options, 2, seed)
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
        let mut candidates = Vec::new();
        for slot in 0..tabula_chisolo::HOLE_SLOTS {
            let hole = Hole::from_slot(slot);
            for text in [format!("{hole}"), format!("{hole} cw"), format!("{hole} ccw"), format!("take {hole}")] {
                candidates.push(text.parse::<ChisoloAction>().unwrap());
            }
        }
        candidates.extend((0..3).map(|seat| ChisoloAction::First(Seat(seat))));
        check_exactly_listed_apply(&g, candidates);
    }

    #[test]
    fn garbage_action_text_never_panics(text in "\\PC{0,16}") {
        check_action_parse::<Chisolo>(&text);
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
            check_serde_round_trip(&back);
        }
    }
}

#[test]
fn every_preset_sets_up_every_seat_count() {
    check_setup::<Chisolo>();
}
