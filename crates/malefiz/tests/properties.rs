//! Property tests over random games of both presets and every seat count: the shared
//! conformance checks of `tabula_core::testing` (the rules API contract at every step,
//! games end, replays equal the original, states survive serde), plus Malefiz's own: pawns
//! and barricades are conserved, no two pieces share a field, and the winner is on the goal.

use proptest::prelude::*;
use std::collections::HashSet;
use tabula_core::testing::{
    RandomSim, check_action_parse, check_exactly_listed_apply, check_setup,
};
use tabula_core::{Game, Rng64, RuleEvent, replay};
use tabula_malefiz::{
    BARRICADES, Field, Malefiz, MalefizAction, MalefizOptions, PAWNS_PER_SEAT, Phase, Place,
};

const MAX_ACTIONS: usize = 50_000;

fn options_strategy() -> impl Strategy<Value = (MalefizOptions, usize)> {
    (
        prop::sample::select(Malefiz::presets().to_vec()),
        2usize..=4,
    )
        .prop_map(|(preset, seats)| (Malefiz::preset(preset).unwrap(), seats))
}

/// Pawns, barricades and fields agree: every pawn is home or on one field, every barricade
/// on one field (but the one being moved), and no field holds two pieces.
fn check_conservation(g: &Malefiz, seats: usize) {
    let mut fields = HashSet::new();
    let pawns: Vec<_> = g.pawns().collect();
    assert_eq!(pawns.len(), seats * PAWNS_PER_SEAT);
    for (id, _, place) in &pawns {
        if let Place::On(f) = place {
            assert!(fields.insert(*f), "two pieces on {f}");
            assert_eq!(g.piece_at(*f), Some(*id));
        }
    }
    let held = (0..BARRICADES)
        .filter(|&b| g.barricade(b).is_none())
        .count();
    assert_eq!(
        held,
        usize::from(matches!(g.phase(), Phase::Placing { .. }))
    );
    for b in 0..BARRICADES {
        if let Some(f) = g.barricade(b) {
            assert!(fields.insert(f), "two pieces on {f}");
            assert!(f != Field::GOAL && f.row() != 1);
            assert!(g.is_barricade(f));
        }
    }
    let occupied = Field::all().filter(|&f| g.piece_at(f).is_some()).count();
    assert_eq!(occupied, fields.len());
}

/// A random legal action, but half the time the move that climbs highest: uniformly random
/// pawns wander for tens of thousands of actions before one reaches the goal, and the
/// tests should cover whole games.
fn pick(_: &Malefiz, legal: &[MalefizAction], rng: &mut Rng64) -> usize {
    let climb = (0..legal.len()).max_by_key(|&i| match legal[i] {
        MalefizAction::Move { to, .. } => to.row(),
        _ => 0,
    });
    match climb {
        Some(i) if rng.below(2) == 0 => i,
        _ => rng.below(legal.len() as u64) as usize,
    }
}

/// Plays a random game under the shared conformance checks (tabula_core::testing), seats
/// picking by `pick`, adding Malefiz's own: every listed move has a path to its field, pieces are
/// conserved and captured pawns go home. Returns the game and its actions.
fn random_game(options: &MalefizOptions, seats: usize, seed: u64) -> (Malefiz, Vec<MalefizAction>) {
    RandomSim::new(MAX_ACTIONS)
        .picking(pick)
        .on_decision(|g: &Malefiz, legal| {
            for a in legal {
                if let MalefizAction::Move { to, .. } = a {
                    let path = g.path(a).expect("a legal move has a path");
                    assert_eq!(path.last(), Some(to.space()));
                }
            }
        })
        .after_each(|g, _, events| {
            check_conservation(g, seats);
            for e in events {
                if let RuleEvent::Captured { pieces, .. } = e {
                    for id in pieces.iter() {
                        assert_eq!(g.pawn(id), Place::Home);
                    }
                }
            }
        })
        .play(options, seats, seed)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_end_conserve_pieces_and_replay((options, seats) in options_strategy(), seed in any::<u64>()) {
        let (game, actions) = random_game(&options, seats, seed);
        let outcome = game.outcome().expect("over");
        prop_assert_eq!(outcome.winners.len(), 1);
        let winner = outcome.winners.iter().next().unwrap();
        let on_goal = game.piece_at(Field::GOAL).expect("a pawn on the goal");
        prop_assert_eq!(Malefiz::owner(on_goal), winner);
        let again: Malefiz = replay(&options, seats, &actions).unwrap();
        prop_assert_eq!(again, game);
    }

    #[test]
    fn garbage_action_text_never_panics(text in "\\PC{0,16}") {
        check_action_parse::<Malefiz>(&text);
    }

    #[test]
    fn random_actions_are_refused_without_change((options, seats) in options_strategy(), seed in any::<u64>(), cut in 0.0f64..1.0, probes in prop::collection::vec(any::<u32>(), 40)) {
        let (_, actions) = random_game(&options, seats, seed);
        let cut = (actions.len() as f64 * cut) as usize;
        let g: Malefiz = replay(&options, seats, &actions[..cut]).unwrap();
        let fields: Vec<String> = Field::all().map(|f| f.to_string()).collect();
        let candidates = probes.into_iter().map(|probe| {
            let pick = |k: u32| fields[(k as usize) % fields.len()].clone();
            let text = match probe % 5 {
                0 => format!("roll:{}", 1 + probe / 5 % 6),
                1 => format!("first:{}", probe / 5 % 5),
                2 => format!("bar:{}", pick(probe / 5)),
                3 => format!("home-{}", pick(probe / 5)),
                _ => format!("{}-{}", pick(probe / 5), pick(probe / 1000)),
            };
            text.parse::<MalefizAction>().unwrap()
        });
        check_exactly_listed_apply(&g, candidates);
    }
}

#[test]
fn every_preset_sets_up_every_seat_count() {
    check_setup::<Malefiz>();
}
