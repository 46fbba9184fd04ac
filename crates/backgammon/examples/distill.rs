//! Refines trained weights towards their own deeper values (`tabula_backgammon::nn::distill`):
//! each round plays self-play games with the current weights, labels their positions at
//! `--plies`, trains on them, and matches the new 0-ply net against the weights it started
//! from (each dice seed from both sides).
//!
//!     cargo run --release -p tabula-backgammon --example distill -- [options]
//!
//!     --weights PATH    the weights to start from (default: the bundled ones)
//!     --rounds N        rounds (default 3)
//!     --games G         self-play games a round (default 20000)
//!     --plies P         how deep the labels look (default 1)
//!     --epochs E        passes over a round's positions (default 4)
//!     --rate R          the first epoch's learning rate, halving each epoch (default 0.01)
//!     --explore X       chance of one of the three best moves at random (default 0.1)
//!     --bench-games B   games of each benchmark match (default 20000)
//!     --threads T       threads (default 2)
//!     --seed S          the run's seed (default 1)
//!     --out DIR         where each round's weights go (default target/distill)

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;
use tabula_backgammon::nn::NeuralEval;
use tabula_backgammon::nn::distill::{label, self_play_positions, train_epoch};
use tabula_backgammon::nn::train::{neural_agent, play_match};
use tabula_core::Rng64;

struct Args {
    weights: Option<PathBuf>,
    rounds: u64,
    games: u64,
    plies: u8,
    epochs: u32,
    rate: f32,
    explore: f64,
    bench_games: u64,
    threads: usize,
    seed: u64,
    out: PathBuf,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        weights: None,
        rounds: 3,
        games: 20_000,
        plies: 1,
        epochs: 4,
        rate: 0.01,
        explore: 0.1,
        bench_games: 20_000,
        threads: 2,
        seed: 1,
        out: PathBuf::from("target/distill"),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = || format!("bad value {value:?} for {flag}");
        match flag.as_str() {
            "--weights" => a.weights = Some(PathBuf::from(&value)),
            "--rounds" => a.rounds = value.parse().map_err(|_| bad())?,
            "--games" => a.games = value.parse().map_err(|_| bad())?,
            "--plies" => a.plies = value.parse().map_err(|_| bad())?,
            "--epochs" => a.epochs = value.parse().map_err(|_| bad())?,
            "--rate" => a.rate = value.parse().map_err(|_| bad())?,
            "--explore" => a.explore = value.parse().map_err(|_| bad())?,
            "--bench-games" => a.bench_games = value.parse().map_err(|_| bad())?,
            "--threads" => a.threads = value.parse().map_err(|_| bad())?,
            "--seed" => a.seed = value.parse().map_err(|_| bad())?,
            "--out" => a.out = PathBuf::from(&value),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if !(1..=3).contains(&a.plies) {
        return Err("--plies is 1, 2 or 3".into());
    }
    Ok(a)
}

fn main() {
    let args = parse().unwrap_or_else(|e| {
        eprintln!("distill: {e}");
        std::process::exit(2);
    });
    let start = Arc::new(match &args.weights {
        Some(path) => {
            let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            NeuralEval::from_bytes(&bytes).expect("a weights file")
        }
        None => (*NeuralEval::bundled()).clone(),
    });
    std::fs::create_dir_all(&args.out).expect("the output folder");
    let mut current = start.clone();
    for round in 0..args.rounds {
        let clock = Instant::now();
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(round);
        let per = args.games.div_ceil(args.threads as u64);
        let positions: Vec<_> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..args.threads as u64)
                .map(|t| {
                    let eval = &current;
                    s.spawn(move || self_play_positions(eval, per, seed ^ (t << 40), args.explore))
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap())
                .collect()
        });
        let played = clock.elapsed().as_secs_f64();
        let samples = label(&current, &positions, args.plies, args.threads);
        let labelled = clock.elapsed().as_secs_f64();
        let mut next = (*current).clone();
        let mut rng = Rng64::new(seed);
        for epoch in 0..args.epochs {
            let rate = args.rate * 0.5f32.powi(epoch as i32);
            let stats = train_epoch(&mut next, &samples, rate, &mut rng);
            eprintln!(
                "round {round} epoch {epoch}: rate {rate:.4}, mean squared error {:.5}",
                stats.mean_error()
            );
        }
        let next = Arc::new(next);
        let path = args.out.join(format!("round-{round}.bin"));
        std::fs::write(&path, next.to_bytes()).expect("write the weights");
        let against = |old: &Arc<NeuralEval>| {
            play_match(
                &|| neural_agent(&next),
                &|| neural_agent(old),
                args.bench_games,
                9_000 + round,
                args.threads,
            )
        };
        let vs_start = against(&start);
        let vs_last = against(&current);
        let margin = |m: f64, n: u64| 196.0 * (m * (1.0 - m) / n as f64).sqrt();
        println!(
            "round {round}: {} positions (played {played:.0} s, labelled at {} plies {:.0} s), \
             vs start {:.1}% ±{:.1} {:+.3} ±{:.3} ppg, vs last {:.1}% ±{:.1} {:+.3} ±{:.3} ppg, \
             {:.0} s, {}",
            samples.len(),
            args.plies,
            labelled - played,
            100.0 * vs_start.win_rate(),
            margin(vs_start.win_rate(), vs_start.games),
            vs_start.points_per_game(),
            vs_start.points_margin(),
            100.0 * vs_last.win_rate(),
            margin(vs_last.win_rate(), vs_last.games),
            vs_last.points_per_game(),
            vs_last.points_margin(),
            clock.elapsed().as_secs_f64(),
            path.display()
        );
        current = next;
    }
}
