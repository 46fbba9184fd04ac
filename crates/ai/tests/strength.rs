//! Agents must be stronger than the ones below them. Seeds are fixed, so these are exact
//! and repeatable; the margins leave room for honest luck.

use tabula_ai::{ExpectimaxAgent, GreedyAgent, agent_by_name};
use tabula_core::{Agent, Game, RandomAgent, Rng64, Seat, play_out};
use tabula_yut::Yut;

/// Wins of agent `a` against `b` over `games` two-player games; the lot decides who starts.
fn wins(
    make_a: &dyn Fn() -> Box<dyn Agent<Yut>>,
    make_b: &dyn Fn() -> Box<dyn Agent<Yut>>,
    games: u64,
) -> u64 {
    let options = Yut::preset("encyclopedia-sticks").unwrap();
    let mut won = 0;
    for seed in 0..games {
        // Swap seats every other game so seat order cannot favour either agent.
        let a_seat = Seat((seed % 2) as u8);
        let mut agents = if a_seat.0 == 0 {
            vec![make_a(), make_b()]
        } else {
            vec![make_b(), make_a()]
        };
        let mut game = Yut::new(&options, 2).unwrap();
        let outcome =
            play_out(&mut game, &mut agents, &mut Rng64::new(seed), 10_000, None).unwrap();
        if outcome.winners.contains(a_seat) {
            won += 1;
        }
    }
    won
}

#[test]
fn greedy_beats_random() {
    let w = wins(&|| Box::new(GreedyAgent), &|| Box::new(RandomAgent), 300);
    eprintln!("greedy won {w} of 300");
    assert!(w > 195, "greedy won {w} of 300 against random");
}

#[test]
fn expectimax_beats_greedy() {
    let w = wins(
        &|| Box::new(ExpectimaxAgent::new(3, 3_000)),
        &|| Box::new(GreedyAgent),
        120,
    );
    eprintln!("expectimax won {w} of 120");
    assert!(w > 60, "expectimax won {w} of 120 against greedy");
}

#[test]
fn agents_by_name() {
    for name in tabula_ai::AGENT_NAMES {
        let agent = agent_by_name::<Yut>(name).unwrap();
        assert_eq!(agent.name(), *name);
    }
    assert!(agent_by_name::<Yut>("oracle").is_err());
}

#[test]
fn search_depth_is_bounded_even_through_runs_of_throws() {
    // Worker threads have small stacks; a search that recursed through endless yut/mo
    // throws would overflow one. Depth counts chance too, so this finishes.
    let options = Yut::preset("encyclopedia-sticks").unwrap();
    let mut game = Yut::new(&options, 2).unwrap();
    let mut events = Vec::new();
    for a in [
        "first:0",
        "throw:gae",
        "gae new",
        "throw:do",
        "do new",
        "throw:geol",
    ] {
        game.apply(&a.parse().unwrap(), &mut events).unwrap();
    }
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let mut legal = Vec::new();
            game.legal_actions(&mut legal);
            let mut agent = ExpectimaxAgent::new(8, 50_000);
            let i = agent.choose(&game, &legal, &mut Rng64::new(1));
            (i < legal.len(), agent.last_depth)
        })
        .unwrap();
    let (ok, depth) = handle.join().expect("search finished without overflowing");
    assert!(ok);
    assert!(depth >= 2, "searched {depth} plies");
}
