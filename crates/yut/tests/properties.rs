//! Property tests over random games of every preset and seat count: pieces are conserved,
//! games end, replays equal the original, states survive serde, and the rules API contract
//! holds at every step.

use proptest::prelude::*;
use std::collections::HashMap;
use tabula_core::{Game, Rng64, RuleEvent, Seat, ToMove, replay, sample_chance};
use tabula_yut::{CentreRule, Place, Route, Station, Yut, YutAction, YutOptions};

const MAX_ACTIONS: usize = 5_000;

fn options_strategy() -> impl Strategy<Value = (YutOptions, usize)> {
    (
        prop::sample::select(Yut::presets().to_vec()),
        2usize..=4,
        any::<bool>(),
        prop::option::of(1u8..=5),
        any::<bool>(),
    )
        .prop_map(|(preset, seats, optional, pieces, back_do)| {
            let mut o = Yut::preset(preset).unwrap();
            if optional {
                Yut::set_option(&mut o, "shortcut", "optional").unwrap();
            }
            if back_do {
                o.back_do = true;
            }
            if pieces.is_some() {
                o.pieces = pieces;
            }
            (o, seats)
        })
}

/// Plays a random game, checking the contract at every step. Returns the actions.
fn random_game(options: &YutOptions, seats: usize, seed: u64) -> (Yut, Vec<YutAction>) {
    let mut g = Yut::new(options, seats).unwrap();
    let totals: Vec<u8> = (0..seats).map(|s| g.piece_count(Seat(s as u8))).collect();
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
                assert!(legal.is_empty());
                assert!(!chance.is_empty());
                let sum: f64 = chance.iter().map(|c| c.1).sum();
                assert!((sum - 1.0).abs() < 1e-9, "chance sums to {sum}");
                chance[sample_chance(&chance, &mut rng)].0
            }
            ToMove::Seat(_) => {
                assert!(chance.is_empty());
                assert!(!legal.is_empty(), "a seat to move with nothing to do");
                for a in &legal {
                    // Every legal action prints and parses back, and applies.
                    assert_eq!(a.to_string().parse::<YutAction>().unwrap(), *a);
                    let mut probe = g.clone();
                    probe.apply(a, &mut Vec::new()).unwrap();
                }
                legal[rng.below(legal.len() as u64) as usize]
            }
        };
        events.clear();
        g.apply(&action, &mut events).unwrap();
        actions.push(action);
        // Conservation: every piece is waiting, on the board or finished, and a seat's
        // count never changes.
        for (s, total) in totals.iter().enumerate() {
            let places: Vec<Place> = g
                .pieces()
                .filter(|(_, owner, _)| owner.index() == s)
                .map(|(_, _, place)| place)
                .collect();
            assert_eq!(places.len(), usize::from(*total));
        }
        // Captured pieces come from the station where the move ended.
        for e in &events {
            if let RuleEvent::Captured { pieces, .. } = e {
                for id in pieces.iter() {
                    assert_eq!(g.place(id), Place::Waiting);
                }
            }
        }
        // The state survives serde, which re-checks every invariant.
        let json = serde_json::to_string(&g).unwrap();
        let back: Yut = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
        assert_eq!(back, g);
    }
    panic!("game did not end in {MAX_ACTIONS} actions");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_end_conserve_pieces_and_replay((options, seats) in options_strategy(), seed in any::<u64>()) {
        let (game, actions) = random_game(&options, seats, seed);
        let outcome = game.outcome().expect("over");
        prop_assert!(!outcome.winners.is_empty());
        // The winners are one whole side, all of whose pieces are off.
        let side = game.side_of(outcome.winners.iter().next().unwrap());
        for (_, owner, place) in game.pieces() {
            if game.side_of(owner) == side {
                prop_assert_eq!(place, Place::Finished);
            }
        }
        let again: Yut = replay(&options, seats, &actions).unwrap();
        prop_assert_eq!(again, game);
    }

    #[test]
    fn garbage_action_text_never_panics(text in "\\PC{0,16}") {
        let _ = text.parse::<YutAction>();
    }

    #[test]
    fn random_actions_are_refused_without_change((options, seats) in options_strategy(), seed in any::<u64>(), probes in prop::collection::vec(any::<u32>(), 20)) {
        // Play part of a game, then throw random (mostly illegal) actions at it.
        let (_, actions) = random_game(&options, seats, seed);
        let cut = actions.len() / 2;
        let g: Yut = replay(&options, seats, &actions[..cut]).unwrap();
        let mut legal = Vec::new();
        g.legal_actions(&mut legal);
        let mut chance = Vec::new();
        g.chance_outcomes(&mut chance);
        let stations = ["new", "O0", "O1", "O5", "O10", "O15", "O19", "A1", "A4", "B2", "C", "O5>A1", "O5>O6", "O10>B1"];
        let throws = ["do", "gae", "geol", "yut", "mo", "back-do"];
        for probe in probes {
            let text = match probe % 3 {
                0 => format!("throw:{}", throws[(probe / 3) as usize % throws.len()]),
                1 => format!("first:{}", probe / 3 % 5),
                _ => format!("{} {}", throws[(probe / 3) as usize % throws.len()], stations[(probe / 18) as usize % stations.len()]),
            };
            let action: YutAction = text.parse().unwrap();
            let allowed = legal.contains(&action) || chance.iter().any(|(a, _)| *a == action);
            let mut probe_game = g.clone();
            let result = probe_game.apply(&action, &mut Vec::new());
            prop_assert_eq!(result.is_ok(), allowed, "{} at {:?}", text, g.to_move());
            if result.is_err() {
                prop_assert_eq!(probe_game, g.clone());
            }
        }
    }
}

/// Where a piece standing at `index` of `route` goes on from there, station by station.
fn way_on(route: Route, index: u8) -> Vec<Station> {
    (index + 1..=route.last()).map(|i| route.at(i)).collect()
}

#[test]
fn under_the_modern_rule_the_way_on_depends_only_on_the_station() {
    // The modern centre rule keeps no memory of the way a piece came: every piece on a
    // station (off the corners, where the move's start decides) goes on the same way,
    // whatever it did before, back-do steps included.
    let mut options = Yut::preset("modern").unwrap();
    assert_eq!(options.centre_rule, CentreRule::Modern);
    options.back_do = true;
    let mut seen: HashMap<Station, Vec<Station>> = HashMap::new();
    let mut backed_off_the_centre = 0;
    for seed in 0..300 {
        let (_, actions) = random_game(&options, 2, seed);
        let mut g = Yut::new(&options, 2).unwrap();
        for action in &actions {
            g.apply(action, &mut Vec::new()).unwrap();
            if action.to_string() == "back-do C" {
                backed_off_the_centre += 1;
            }
            for (_, _, place) in g.pieces() {
                let Place::Board { route, index, .. } = place else {
                    continue;
                };
                let at = route.at(index);
                if [Station::B, Station::V].contains(&at) {
                    continue;
                }
                let way = way_on(route, index);
                let first = seen.entry(at).or_insert_with(|| way.clone());
                // O15..O0 are reached on the ring or down a diagonal; both go on alike.
                assert_eq!(*first, way, "seed {seed}: {at} after {action}");
            }
        }
    }
    assert!(
        backed_off_the_centre > 0,
        "no random game stepped back off the centre"
    );
}
