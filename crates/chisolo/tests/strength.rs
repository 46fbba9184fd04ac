//! Chisolo agents must be stronger than the ones below them (alpha-beta's Yut test, with
//! chance, is in the Yut crate). Seeds are fixed, so these are exact and repeatable; the
//! margins leave room for honest luck. The 500-game figures in the Chisolo README come
//! from `tabula-cli play`; run this file with `--release -- --nocapture` to see the search
//! depths.

use std::time::{Duration, Instant};
use tabula_ai::{AlphaBetaAgent, GreedyAgent, agent_by_name};
use tabula_chisolo::Chisolo;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Seat, ToMove, play_out, sample_chance};

/// Wins of agent `a` against `b` over `games` two-player games from `start`; seats swap
/// every other game so seat order cannot favour either agent.
fn wins<G: Game>(
    start: &G,
    make_a: &dyn Fn() -> Box<dyn Agent<G>>,
    make_b: &dyn Fn() -> Box<dyn Agent<G>>,
    games: u64,
) -> u64 {
    let mut won = 0;
    for seed in 0..games {
        let a_seat = Seat((seed % 2) as u8);
        let mut agents = if a_seat.0 == 0 {
            vec![make_a(), make_b()]
        } else {
            vec![make_b(), make_a()]
        };
        let mut game = start.clone();
        let outcome =
            play_out(&mut game, &mut agents, &mut Rng64::new(seed), 10_000, None).unwrap();
        if outcome.winners.contains(a_seat) {
            won += 1;
        }
    }
    won
}

fn chisolo() -> Chisolo {
    Chisolo::new(&Chisolo::preset("natatu").unwrap(), 2).unwrap()
}

#[test]
fn chisolo_greedy_beats_random() {
    let w = wins(
        &chisolo(),
        &|| Box::new(GreedyAgent),
        &|| Box::new(RandomAgent),
        40,
    );
    eprintln!("greedy won {w} of 40");
    assert!(w >= 34, "greedy won {w} of 40 against random");
}

#[test]
fn chisolo_alphabeta_beats_greedy() {
    let w = wins(
        &chisolo(),
        &|| Box::new(AlphaBetaAgent::new(24, 2_000)),
        &|| Box::new(GreedyAgent),
        24,
    );
    eprintln!("alphabeta won {w} of 24");
    assert!(w >= 18, "alphabeta won {w} of 24 against greedy");
}

#[test]
fn chisolo_alphabeta_search_depth_in_its_default_budget() {
    // One game of the default agent (the CLI's `alphabeta`) against greedy: how deep does
    // it search each choice?
    let mut game = chisolo();
    let mut searcher = AlphaBetaAgent::default();
    let mut rng = Rng64::new(3);
    let (mut legal, mut chance) = (Vec::new(), Vec::new());
    let mut depths = Vec::new();
    let mut nodes = 0;
    let mut thinking = Duration::ZERO;
    loop {
        legal.clear();
        chance.clear();
        game.legal_actions(&mut legal);
        game.chance_outcomes(&mut chance);
        let action = match game.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => chance[sample_chance(&chance, &mut rng)].0,
            ToMove::Seat(Seat(0)) => {
                let start = Instant::now();
                let i = searcher.choose(&game, &legal, &mut rng);
                thinking += start.elapsed();
                if legal.len() > 1 {
                    depths.push(searcher.last_depth);
                    nodes += searcher.last_nodes;
                }
                legal[i]
            }
            ToMove::Seat(_) => legal[GreedyAgent.choose(&game, &legal, &mut rng)],
        };
        game.apply(&action, &mut Vec::new()).unwrap();
    }
    let mean = depths.iter().sum::<u32>() as f64 / depths.len() as f64;
    eprintln!(
        "default alphabeta: {} searched choices, depth min {} mean {mean:.1} max {}, {} nodes and {:.0} ms a choice",
        depths.len(),
        depths.iter().min().unwrap(),
        depths.iter().max().unwrap(),
        nodes / depths.len() as u64,
        thinking.as_secs_f64() * 1000.0 / depths.len() as f64
    );
    assert!(*depths.iter().min().unwrap() >= 3, "{depths:?}");
}

#[test]
fn chisolo_agents_by_name() {
    for name in tabula_ai::AGENT_NAMES {
        let agent = agent_by_name::<Chisolo>(name).unwrap();
        assert_eq!(agent.name(), *name);
    }
}
