//! Property tests over random games of both presets and every seat count: pawns and
//! barricades are conserved, no two pieces share a field, games end, replays equal the
//! original, states survive serde, and the rules API contract holds at every step.

use proptest::prelude::*;
use std::collections::HashSet;
use tabula_core::{Game, Rng64, RuleEvent, ToMove, replay, sample_chance};
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
fn pick(legal: &[MalefizAction], rng: &mut Rng64) -> MalefizAction {
    let climb = legal.iter().max_by_key(|a| match a {
        MalefizAction::Move { to, .. } => to.row(),
        _ => 0,
    });
    match climb {
        Some(a) if rng.below(2) == 0 => *a,
        _ => legal[rng.below(legal.len() as u64) as usize],
    }
}

/// Plays a random game, checking the contract at every step. Returns the actions.
fn random_game(options: &MalefizOptions, seats: usize, seed: u64) -> (Malefiz, Vec<MalefizAction>) {
    let mut g = Malefiz::new(options, seats).unwrap();
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
                assert!(chance.is_empty());
                assert!(!legal.is_empty(), "a seat to move with nothing to do");
                let distinct: HashSet<_> = legal.iter().collect();
                assert_eq!(distinct.len(), legal.len(), "an action listed twice");
                for a in &legal {
                    assert_eq!(a.to_string().parse::<MalefizAction>().unwrap(), *a);
                    if let MalefizAction::Move { to, .. } = a {
                        let path = g.path(a).expect("a legal move has a path");
                        assert_eq!(path.last(), Some(to.space()));
                    }
                }
                pick(&legal, &mut rng)
            }
        };
        events.clear();
        g.apply(&action, &mut events).unwrap();
        actions.push(action);
        check_conservation(&g, seats);
        for e in &events {
            if let RuleEvent::Captured { pieces, .. } = e {
                for id in pieces.iter() {
                    assert_eq!(g.pawn(id), Place::Home);
                }
            }
        }
        let json = serde_json::to_string(&g).unwrap();
        let back: Malefiz = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert_eq!(back, g);
    }
    panic!("game did not end in {MAX_ACTIONS} actions");
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
        let _ = text.parse::<MalefizAction>();
    }

    #[test]
    fn random_actions_are_refused_without_change((options, seats) in options_strategy(), seed in any::<u64>(), cut in 0.0f64..1.0, probes in prop::collection::vec(any::<u32>(), 40)) {
        let (_, actions) = random_game(&options, seats, seed);
        let cut = (actions.len() as f64 * cut) as usize;
        let g: Malefiz = replay(&options, seats, &actions[..cut]).unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let mut chance = Vec::new();
        g.chance_outcomes(&mut chance);
        let fields: Vec<String> = Field::all().map(|f| f.to_string()).collect();
        for probe in probes {
            let pick = |k: u32| fields[(k as usize) % fields.len()].clone();
            let text = match probe % 5 {
                0 => format!("roll:{}", 1 + probe / 5 % 6),
                1 => format!("first:{}", probe / 5 % 5),
                2 => format!("bar:{}", pick(probe / 5)),
                3 => format!("home-{}", pick(probe / 5)),
                _ => format!("{}-{}", pick(probe / 5), pick(probe / 1000)),
            };
            let action: MalefizAction = text.parse().unwrap();
            let allowed = legal.contains(&action) || chance.iter().any(|(a, _)| *a == action);
            let mut probe_game = g.clone();
            let result = probe_game.apply(&action, &mut Vec::new());
            prop_assert_eq!(result.is_ok(), allowed, "{} at {:?}", text, g.phase());
            if result.is_err() {
                prop_assert_eq!(&probe_game, &g);
            }
        }
    }
}
