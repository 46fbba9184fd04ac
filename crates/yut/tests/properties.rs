//! Property tests over random games of every preset and seat count: the shared conformance
//! checks of `tabula_core::testing` (the rules API contract at every step, games end,
//! replays equal the original, states survive serde), plus Yut's own: pieces are conserved
//! and the winners are a whole side with every piece off.

use proptest::prelude::*;
use std::collections::HashMap;
use tabula_core::testing::{
    RandomSim, check_action_parse, check_exactly_listed_apply, check_setup,
};
use tabula_core::{Game, RuleEvent, Seat, replay};
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

/// Plays a random game under the shared conformance checks (tabula_core::testing), adding
/// Yut's own: every piece is waiting, on the board or finished, and a seat's count never
/// changes; captured pieces go back to waiting. Returns the game and its actions.
fn random_game(options: &YutOptions, seats: usize, seed: u64) -> (Yut, Vec<YutAction>) {
    let start = Yut::new(options, seats).unwrap();
    let totals: Vec<u8> = (0..seats)
        .map(|s| start.piece_count(Seat(s as u8)))
        .collect();
    RandomSim::new(MAX_ACTIONS)
        .after_each(|g: &Yut, _, events| {
            for (s, total) in totals.iter().enumerate() {
                let places: Vec<Place> = g
                    .pieces()
                    .filter(|(_, owner, _)| owner.index() == s)
                    .map(|(_, _, place)| place)
                    .collect();
                assert_eq!(places.len(), usize::from(*total));
            }
            for e in events {
                if let RuleEvent::Captured { pieces, .. } = e {
                    for id in pieces.iter() {
                        assert_eq!(g.place(id), Place::Waiting);
                    }
                }
            }
        })
        .play(options, seats, seed)
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
        check_action_parse::<Yut>(&text);
    }

    #[test]
    fn random_actions_are_refused_without_change((options, seats) in options_strategy(), seed in any::<u64>(), probes in prop::collection::vec(any::<u32>(), 20)) {
        // Play part of a game, then throw random (mostly illegal) actions at it.
        let (_, actions) = random_game(&options, seats, seed);
        let cut = actions.len() / 2;
        let g: Yut = replay(&options, seats, &actions[..cut]).unwrap();
        let stations = ["new", "O0", "O1", "O5", "O10", "O15", "O19", "A1", "A4", "B2", "C", "O5>A1", "O5>O6", "O10>B1"];
        let throws = ["do", "gae", "geol", "yut", "mo", "back-do"];
        let candidates = probes.into_iter().map(|probe| {
            let text = match probe % 3 {
                0 => format!("throw:{}", throws[(probe / 3) as usize % throws.len()]),
                1 => format!("first:{}", probe / 3 % 5),
                _ => format!("{} {}", throws[(probe / 3) as usize % throws.len()], stations[(probe / 18) as usize % stations.len()]),
            };
            text.parse::<YutAction>().unwrap()
        });
        check_exactly_listed_apply(&g, candidates);
    }
}

#[test]
fn every_preset_sets_up_every_seat_count() {
    check_setup::<Yut>();
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
