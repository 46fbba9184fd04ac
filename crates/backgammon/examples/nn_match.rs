//! Money games (gammons count) between two agents of `tabula_backgammon::agent_by_name`,
//! each seed played from both sides, with wins and points per game:
//!
//!     cargo run --release -p tabula-backgammon --example nn_match -- \
//!         neural expectimax [--games 200] [--seed 1] [--threads 1]
//!
//! `BG_WEIGHTS=FILE` gives the neural agents a weights file (a training checkpoint) in
//! place of the bundled weights; `BG_WEIGHTS_B=FILE` gives the second agent its own (to
//! match two checkpoints: `neural neural` with both set).

use std::sync::Arc;
use std::time::Instant;
use tabula_backgammon::nn::train::play_match;
use tabula_backgammon::nn::{NeuralAgent, NeuralEval, NeuralSearchAgent};
use tabula_backgammon::{Backgammon, agent_by_name};
use tabula_core::Agent;

fn agent(name: &str, weights: &Option<Arc<NeuralEval>>) -> Box<dyn Agent<Backgammon>> {
    match (name, weights) {
        ("neural", Some(w)) => Box::new(NeuralAgent::new(w.clone())),
        ("neural-search", Some(w)) => {
            Box::new(NeuralSearchAgent::new(w.clone(), Default::default()))
        }
        _ => agent_by_name(name).expect("a known agent"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (a, b) = (args[0].clone(), args[1].clone());
    let option = |flag: &str, default: u64| {
        args.iter()
            .position(|x| x == flag)
            .map_or(default, |i| args[i + 1].parse().expect("a number"))
    };
    let (games, seed, threads) = (
        option("--games", 200),
        option("--seed", 1),
        option("--threads", 1),
    );
    let read = |var: &str| {
        std::env::var_os(var).map(|path| {
            let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("read {var}: {e}"));
            Arc::new(NeuralEval::from_bytes(&bytes).expect("a weights file"))
        })
    };
    let weights = read("BG_WEIGHTS");
    let weights_b = read("BG_WEIGHTS_B").or_else(|| weights.clone());
    let started = Instant::now();
    let m = play_match(
        &|| agent(&a, &weights),
        &|| agent(&b, &weights_b),
        games,
        seed,
        threads as usize,
    );
    let margin = 1.96 * (m.win_rate() * (1.0 - m.win_rate()) / m.games as f64).sqrt();
    println!(
        "{a} vs {b}: {} games, {} wins = {:.1}% (±{:.1}%), {:+.3} (±{:.3}) points per game, \
         gammons {}/{}, {:.0} s",
        m.games,
        m.wins,
        100.0 * m.win_rate(),
        100.0 * margin,
        m.points_per_game(),
        m.points_margin(),
        m.gammons_for,
        m.gammons_against,
        started.elapsed().as_secs_f64()
    );
}
