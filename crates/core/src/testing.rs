//! The conformance checks of the [`Game`] contract, written once for every game's tests
//! (after OpenSpiel's `tests/basic_tests.h`: RandomSimTest, ChanceOutcomesTest,
//! serialization and undo-free replay checks). Each check panics with the broken rule, so
//! it works in a plain `#[test]` and inside `proptest!` (which shrinks on panics).
//!
//! A game's `tests/properties.rs` chooses the options and seeds (its proptest strategies),
//! plays [`RandomSim`] games with its own invariants hooked in, and probes refusals with
//! [`check_exactly_listed_apply`]. Behind the `testing` feature, for dev-dependencies.

use crate::{
    Agent, Game, RandomAgent, Rng64, RuleEvent, Scratch, ToMove, replay, sample_chance, step,
};
use std::collections::HashSet;
use std::fmt::Debug;

/// Picks the index of a seat's action from the legal list.
type Pick<'a, G> = Box<dyn FnMut(&G, &[<G as Game>::Action], &mut Rng64) -> usize + 'a>;
/// A game's own check of a decision point (the state and its legal actions).
type OnDecision<'a, G> = Box<dyn FnMut(&G, &[<G as Game>::Action]) + 'a>;
/// A game's own check after an action (the new state, the action, its events).
type AfterEach<'a, G> = Box<dyn FnMut(&G, &<G as Game>::Action, &[RuleEvent]) + 'a>;

/// Random games under the whole contract (OpenSpiel's RandomSimTest). At every step:
/// - `legal_actions` is non-empty exactly at a seat's turn and `chance_outcomes` exactly at
///   chance's ([`check_chance_outcomes`], [`check_legal_actions`]);
/// - the played action is accepted, and the new state survives a JSON round trip
///   ([`check_serde_round_trip`]);
///
/// and at the end the game is over within `max_actions`, refuses further actions
/// ([`check_over`]) and replays from its action list to an equal state ([`check_replay`]).
///
/// Chance is sampled with [`sample_chance`] and seats pick uniformly, both from one
/// [`Rng64`] of the seed, so a seed names one game.
pub struct RandomSim<'a, G: Game> {
    max_actions: usize,
    pick: Pick<'a, G>,
    on_decision: OnDecision<'a, G>,
    after_each: AfterEach<'a, G>,
}

impl<'a, G: Game + PartialEq> RandomSim<'a, G> {
    /// Random games that must end within `max_actions` actions.
    pub fn new(max_actions: usize) -> Self {
        RandomSim {
            max_actions,
            pick: Box::new(|_, legal, rng| rng.below(legal.len() as u64) as usize),
            on_decision: Box::new(|_, _| {}),
            after_each: Box::new(|_, _, _| {}),
        }
    }

    /// Seats pick with `pick` (an index into the legal actions) instead of uniformly, e.g.
    /// to steer games towards their end.
    pub fn picking(mut self, pick: impl FnMut(&G, &[G::Action], &mut Rng64) -> usize + 'a) -> Self {
        self.pick = Box::new(pick);
        self
    }

    /// Runs a game's own check at every seat's decision, before the pick.
    pub fn on_decision(mut self, check: impl FnMut(&G, &[G::Action]) + 'a) -> Self {
        self.on_decision = Box::new(check);
        self
    }

    /// Runs a game's own check after every action, with the action and its events.
    pub fn after_each(mut self, check: impl FnMut(&G, &G::Action, &[RuleEvent]) + 'a) -> Self {
        self.after_each = Box::new(check);
        self
    }

    /// Plays one game from `G::new(options, seats)`, checking everything above. Returns the
    /// finished game and its actions.
    pub fn play(&mut self, options: &G::Options, seats: usize, seed: u64) -> (G, Vec<G::Action>) {
        let mut g = G::new(options, seats).unwrap_or_else(|e| panic!("setup refused: {e}"));
        assert_eq!(g.seats(), seats, "the game has another seat count");
        assert_eq!(g.options(), options, "the game has other options");
        check_serde_round_trip(&g);
        let mut rng = Rng64::new(seed);
        let mut actions = Vec::new();
        let (mut legal, mut chance, mut events) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..self.max_actions {
            legal.clear();
            chance.clear();
            g.legal_actions(&mut legal);
            g.chance_outcomes(&mut chance);
            let action = match g.to_move() {
                ToMove::Over(_) => {
                    assert!(legal.is_empty(), "legal actions after the end: {legal:?}");
                    assert!(
                        chance.is_empty(),
                        "chance outcomes after the end: {chance:?}"
                    );
                    check_over(&g, actions.last());
                    check_replay(options, seats, &actions, &g);
                    return (g, actions);
                }
                ToMove::Chance => {
                    assert!(legal.is_empty(), "legal actions at chance: {legal:?}");
                    assert_eq!(g.outcome(), None, "an outcome before the end");
                    check_chance_outcomes(&chance);
                    chance[sample_chance(&chance, &mut rng)].0.clone()
                }
                ToMove::Seat(seat) => {
                    assert!(
                        chance.is_empty(),
                        "chance outcomes at {seat}'s turn: {chance:?}"
                    );
                    assert_eq!(g.outcome(), None, "an outcome before the end");
                    check_legal_actions(&g, &legal);
                    (self.on_decision)(&g, &legal);
                    legal[(self.pick)(&g, &legal, &mut rng)].clone()
                }
            };
            events.clear();
            g.apply(&action, &mut events)
                .unwrap_or_else(|e| panic!("own action {action} refused: {e}\n{g:?}"));
            (self.after_each)(&g, &action, &events);
            actions.push(action);
            check_serde_round_trip(&g);
        }
        panic!("the game did not end in {} actions", self.max_actions);
    }
}

/// Chance's outcomes at a chance node (OpenSpiel's ChanceOutcomesTest): some, each listed
/// once, each with a probability in (0, 1], summing to 1; each prints and parses back.
pub fn check_chance_outcomes<
    A: Clone + Eq + std::hash::Hash + Debug + std::fmt::Display + std::str::FromStr,
>(
    chance: &[(A, f64)],
) where
    A::Err: Debug,
{
    assert!(!chance.is_empty(), "chance to move with no outcomes");
    let distinct: HashSet<&A> = chance.iter().map(|(a, _)| a).collect();
    assert_eq!(
        distinct.len(),
        chance.len(),
        "a chance outcome listed twice: {chance:?}"
    );
    for (a, p) in chance {
        assert!(
            *p > 0.0 && *p <= 1.0,
            "chance outcome {a} has probability {p}"
        );
        check_action_text(a);
    }
    let sum: f64 = chance.iter().map(|c| c.1).sum();
    assert!((sum - 1.0).abs() < 1e-9, "chance sums to {sum}");
}

/// A seat's legal actions: some, each listed once, each printing and parsing back, and each
/// accepted by a copy of the state.
pub fn check_legal_actions<G: Game>(g: &G, legal: &[G::Action]) {
    assert!(
        !legal.is_empty(),
        "a seat to move with nothing to do\n{g:?}"
    );
    let distinct: HashSet<&G::Action> = legal.iter().collect();
    assert_eq!(
        distinct.len(),
        legal.len(),
        "an action listed twice: {legal:?}"
    );
    let mut events = Vec::new();
    for a in legal {
        check_action_text(a);
        events.clear();
        g.clone()
            .apply(a, &mut events)
            .unwrap_or_else(|e| panic!("listed action {a} refused: {e}\n{g:?}"));
    }
}

/// An action's `Display` text parses back with `FromStr` to the same action.
pub fn check_action_text<A: Eq + Debug + std::fmt::Display + std::str::FromStr>(a: &A)
where
    A::Err: Debug,
{
    let text = a.to_string();
    match text.parse::<A>() {
        Ok(back) => assert_eq!(&back, a, "{text:?} parses to another action"),
        Err(e) => panic!("{a:?} prints as {text:?}, which does not parse: {e:?}"),
    }
}

/// Any text either is refused or parses to an action whose own text parses back to it;
/// nothing panics. For a game's proptest over arbitrary strings.
pub fn check_action_parse<G: Game>(text: &str) {
    if let Ok(a) = text.parse::<G::Action>() {
        check_action_text(&a);
    }
}

/// The state survives a JSON round trip (a save), equal and writing the same JSON again.
pub fn check_serde_round_trip<G: Game + PartialEq>(g: &G) {
    let json = serde_json::to_string(g).expect("a state serializes");
    let back: G = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
    assert_eq!(&back, g, "the state changed in a JSON round trip");
    assert_eq!(
        serde_json::to_string(&back).expect("a state serializes"),
        json,
        "a loaded state saves differently"
    );
}

/// A finished game: its outcome agrees with `to_move`, and it refuses another action (the
/// last one played, when there was one) without changing.
pub fn check_over<G: Game + PartialEq>(g: &G, last: Option<&G::Action>) {
    let ToMove::Over(outcome) = g.to_move() else {
        panic!("the game is not over: {:?}", g.to_move());
    };
    assert_eq!(
        g.outcome(),
        Some(outcome),
        "outcome() disagrees with to_move()"
    );
    if let Some(a) = last {
        assert!(!apply_to_copy(g, a), "{a} accepted after the end");
    }
}

/// Replaying `actions` from a new game with `options` gives a state equal to `game`.
pub fn check_replay<G: Game + PartialEq>(
    options: &G::Options,
    seats: usize,
    actions: &[G::Action],
    game: &G,
) {
    let again: G = replay(options, seats, actions).unwrap_or_else(|e| panic!("replay: {e}"));
    assert_eq!(&again, game, "the replay differs from the game");
}

/// Offers `action` to a copy of `state`; returns whether it was accepted. A refusal must
/// leave the copy equal to `state` and report no events.
pub fn apply_to_copy<G: Game + PartialEq>(state: &G, action: &G::Action) -> bool {
    let mut probe = state.clone();
    let mut events = Vec::new();
    match probe.apply(action, &mut events) {
        Ok(()) => true,
        Err(_) => {
            assert_eq!(&probe, state, "refused {action} changed the state");
            assert!(events.is_empty(), "refused {action} reported {events:?}");
            false
        }
    }
}

/// Each candidate action is accepted exactly when it is listed (legal or a chance outcome),
/// and a refused one changes nothing. The candidates are a game's guesses, mostly illegal.
pub fn check_exactly_listed_apply<G: Game + PartialEq>(
    state: &G,
    candidates: impl IntoIterator<Item = G::Action>,
) {
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    state.legal_actions(&mut legal);
    state.chance_outcomes(&mut chance);
    for action in candidates {
        let listed = legal.contains(&action) || chance.iter().any(|(a, _)| *a == action);
        let accepted = apply_to_copy(state, &action);
        assert_eq!(accepted, listed, "{action} at {:?}", state.to_move());
    }
}

/// Every preset starts a game at every seat count the game supports, with those options and
/// seats; seat counts just outside the range and unknown presets are refused.
pub fn check_setup<G: Game>() {
    let range = G::seat_range();
    for name in G::presets() {
        let options = G::preset(name).unwrap_or_else(|e| panic!("preset {name}: {e}"));
        for seats in range.clone() {
            let g = G::new(&options, seats).unwrap_or_else(|e| panic!("{name}, {seats}: {e}"));
            assert_eq!(g.seats(), seats);
            assert_eq!(g.options(), &options);
        }
        for seats in [range.start().wrapping_sub(1), range.end() + 1] {
            assert!(
                G::new(&options, seats).is_err(),
                "{name} set up for {seats} seats"
            );
        }
    }
    assert!(G::preset("no such preset").is_err());
}

/// Counts the heap allocations a closure makes on this thread: the test binary's counter,
/// such as `|run| allocation_counter::measure(run).count_total` (that crate installs itself
/// as the global allocator of the binary it is linked into, so only a test links it).
pub type CountAllocations = fn(&mut dyn FnMut()) -> u64;

/// Random playouts with reused buffers allocate nothing per action: after `warm_up` games,
/// `games` more from `start` take at least `min_actions` actions and no allocation, as
/// `count` sees them.
pub fn check_playouts_do_not_allocate<G: Game>(
    label: &str,
    start: &G,
    (warm_up, games): (usize, usize),
    seed: u64,
    min_actions: usize,
    count: CountAllocations,
) {
    assert!(
        count(&mut || drop(std::hint::black_box(Box::new(0u64)))) > 0,
        "{label}: the allocation counter sees no allocation (is it the global allocator?)"
    );
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..start.seats())
        .map(|_| Box::new(RandomAgent) as Box<dyn Agent<G>>)
        .collect();
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(seed);
    let mut play = |games: usize| -> usize {
        let mut actions = 0;
        for _ in 0..games {
            let mut game = start.clone();
            while step(&mut game, &mut agents, &mut rng, &mut scratch)
                .expect("a random game keeps the rules contract")
                .is_ok()
            {
                actions += 1;
            }
        }
        actions
    };
    play(warm_up);
    let mut actions = 0;
    let allocations = count(&mut || actions = play(games));
    assert!(actions > min_actions, "{label}: only {actions} actions");
    assert_eq!(
        allocations, 0,
        "{label}: {allocations} allocations in {actions} actions"
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::doc_game::{Nim, NimAction, NimOptions};

    #[test]
    fn nim_keeps_the_contract() {
        check_setup::<Nim>();
        for seats in Nim::seat_range() {
            for seed in 0..50 {
                let options = NimOptions {
                    stones: 3 + seed as u8 % 20,
                };
                let (g, actions) = RandomSim::<Nim>::new(100).play(&options, seats, seed);
                assert!(g.outcome().is_some());
                let mid: Nim = replay(&options, seats, &actions[..actions.len() / 2]).unwrap();
                let candidates = (0..6).flat_map(|n| [NimAction::Take(n), NimAction::First(n)]);
                check_exactly_listed_apply(&mid, candidates);
            }
        }
        for text in ["take3", "first0", "take", "", "take-1", "take0300"] {
            check_action_parse::<Nim>(text);
        }
    }

    #[test]
    #[should_panic(expected = "did not end")]
    fn a_game_that_runs_too_long_fails() {
        RandomSim::<Nim>::new(3).play(&NimOptions { stones: 30 }, 2, 1);
    }

    #[test]
    #[should_panic(expected = "chance sums to")]
    fn chance_that_does_not_sum_to_one_fails() {
        check_chance_outcomes(&[(NimAction::First(0), 0.5), (NimAction::First(1), 0.25)]);
    }

    #[test]
    #[should_panic(expected = "listed twice")]
    fn an_action_listed_twice_fails() {
        let mut g = Nim::new(&NimOptions::default(), 2).unwrap();
        g.apply(&NimAction::First(0), &mut Vec::new()).unwrap();
        check_legal_actions(&g, &[NimAction::Take(1), NimAction::Take(1)]);
    }
}
