//! Trains the neural evaluation by TD(0) self-play (`tabula_backgammon::nn::train`); run by
//! `cargo xtask train backgammon [options]`.
//!
//!     --games N            train until N games in all (default 2000000)
//!     --seed S             the run's seed (default 1)
//!     --threads T          threads playing (default 2)
//!     --resume             continue from OUT/latest.bin
//!     --hidden C,R         hidden units of the contact and race nets (default 128,64)
//!     --alpha A            learning rate at the start (default 0.1), halving every
//!     --half-life G        G games (default 500000), never below
//!     --alpha-min M        M (default 0.005)
//!     --lambda L           TD(λ)'s λ (default 0.7; 0 is TD(0))
//!     --round R            games per thread between merges (default 4)
//!     --checkpoint-every G write OUT/latest.bin every G games (default 20000)
//!     --bench-every G      benchmark every G games (default 50000; 0: never)
//!     --bench-games G      games per benchmark match (default 200)
//!     --bench-agent NAME   the hand-written opponent (default greedy; expectimax is slow)
//!     --out DIR            where checkpoints go (default target/train)
//!     --init PATH          write untrained weights to PATH and stop
//!     --widen C,R          give the resumed nets C and R hidden units (new units start
//!                          with no say in the outputs)
//!
//! Every benchmark plays the current 0-ply net against the previous benchmark's weights and
//! against the hand-written agent, saves OUT/games-N.bin, and OUT/best.bin when its points
//! per game against the hand-written agent are the best so far.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;
use tabula_backgammon::nn::NeuralEval;
use tabula_backgammon::nn::train::{
    MatchStats, TrainConfig, TrainStats, neural_agent, play_match, train_round,
};

struct Args {
    games: u64,
    seed: u64,
    resume: bool,
    hidden: [usize; 2],
    config: TrainConfig,
    checkpoint_every: u64,
    bench_every: u64,
    bench_games: u64,
    bench_agent: String,
    out: PathBuf,
    init: Option<PathBuf>,
    widen: Option<[usize; 2]>,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 2_000_000,
        seed: 1,
        resume: false,
        hidden: [128, 64],
        config: TrainConfig::default(),
        checkpoint_every: 20_000,
        bench_every: 50_000,
        bench_games: 200,
        bench_agent: "greedy".into(),
        out: PathBuf::from("target/train"),
        init: None,
        widen: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--resume" {
            a.resume = true;
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = || format!("bad value {value:?} for {flag}");
        match flag.as_str() {
            "--games" => a.games = value.parse().map_err(|_| bad())?,
            "--seed" => a.seed = value.parse().map_err(|_| bad())?,
            "--threads" => a.config.threads = value.parse().map_err(|_| bad())?,
            "--hidden" => {
                let (c, r) = value
                    .split_once(',')
                    .ok_or(format!("--hidden C,R not {value}"))?;
                a.hidden = [c.parse().map_err(|_| bad())?, r.parse().map_err(|_| bad())?];
            }
            "--alpha" => a.config.alpha = value.parse().map_err(|_| bad())?,
            "--half-life" => a.config.half_life = value.parse().map_err(|_| bad())?,
            "--alpha-min" => a.config.alpha_min = value.parse().map_err(|_| bad())?,
            "--lambda" => a.config.lambda = value.parse().map_err(|_| bad())?,
            "--round" => a.config.round_games = value.parse().map_err(|_| bad())?,
            "--checkpoint-every" => a.checkpoint_every = value.parse().map_err(|_| bad())?,
            "--bench-every" => a.bench_every = value.parse().map_err(|_| bad())?,
            "--bench-games" => a.bench_games = value.parse().map_err(|_| bad())?,
            "--bench-agent" => a.bench_agent = value,
            "--out" => a.out = PathBuf::from(value),
            "--init" => a.init = Some(PathBuf::from(value)),
            "--widen" => {
                let (c, r) = value
                    .split_once(',')
                    .ok_or(format!("--widen C,R not {value}"))?;
                a.widen = Some([c.parse().map_err(|_| bad())?, r.parse().map_err(|_| bad())?]);
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(a)
}

/// Writes a file whole or not at all.
fn save(eval: &NeuralEval, path: &Path) {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, eval.to_bytes()).expect("write a checkpoint");
    std::fs::rename(&tmp, path).expect("rename a checkpoint");
}

fn clock(seconds: f64) -> String {
    let s = seconds.max(0.0) as u64;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

fn report(what: &str, m: &MatchStats) -> String {
    format!(
        "{what}: {:.1}% wins, {:+.3} ppg ({} games, gammons {}/{})",
        100.0 * m.win_rate(),
        m.points_per_game(),
        m.games,
        m.gammons_for,
        m.gammons_against
    )
}

fn main() {
    let args = parse().unwrap_or_else(|e| {
        eprintln!("train: {e}");
        std::process::exit(2);
    });
    if let Some(path) = &args.init {
        save(&NeuralEval::random(args.hidden, args.seed), path);
        println!("wrote untrained weights to {}", path.display());
        return;
    }
    std::fs::create_dir_all(&args.out).expect("create the output directory");
    let latest = args.out.join("latest.bin");
    let mut eval = if args.resume {
        let bytes = std::fs::read(&latest).expect("read OUT/latest.bin to resume");
        NeuralEval::from_bytes(&bytes).expect("a weights file")
    } else {
        NeuralEval::random(args.hidden, args.seed)
    };
    if let Some(hidden) = args.widen {
        let mut rng = tabula_core::Rng64::new(args.seed ^ eval.games);
        for (net, h) in eval.nets.iter_mut().zip(hidden) {
            *net = net.widen(h, &mut rng);
        }
    }
    println!(
        "training from game {} to {} (seed {}, {} threads, hidden {}/{}, {:?})",
        eval.games,
        args.games,
        eval.seed,
        args.config.threads,
        eval.nets[0].hidden(),
        eval.nets[1].hidden(),
        args.config
    );
    let hand = args.bench_agent.clone();
    tabula_backgammon::agent_by_name(&hand).expect("a known --bench-agent");
    let mut previous = Arc::new(eval.clone());
    let mut best_ppg = f64::NEG_INFINITY;
    let started = Instant::now();
    let start_games = eval.games;
    let mut last_print = Instant::now();
    let mut window = TrainStats::default();
    while eval.games < args.games {
        let before = eval.games;
        let s = train_round(&mut eval, &args.config);
        window.games += s.games;
        window.updates += s.updates;
        window.squared_error += s.squared_error;
        let crossed = |every: u64| every > 0 && eval.games / every != before / every;
        if last_print.elapsed().as_secs() >= 30 || eval.games >= args.games {
            let elapsed = started.elapsed().as_secs_f64();
            let rate = (eval.games - start_games) as f64 / elapsed;
            println!(
                "games {}/{} ({:.1}%)  {:.0} games/s  elapsed {}  left {}  alpha {:.4}  \
                 error {:.4}",
                eval.games,
                args.games,
                100.0 * eval.games as f64 / args.games as f64,
                rate,
                clock(elapsed),
                clock((args.games - eval.games) as f64 / rate),
                args.config.rate(eval.games),
                window.mean_error()
            );
            window = TrainStats::default();
            last_print = Instant::now();
        }
        if crossed(args.checkpoint_every) || eval.games >= args.games {
            save(&eval, &latest);
        }
        if crossed(args.bench_every) {
            let now = Arc::new(eval.clone());
            let t = Instant::now();
            let seed = eval.games;
            let vs_prev = play_match(
                &|| neural_agent(&now),
                &|| neural_agent(&previous),
                args.bench_games,
                seed,
                args.config.threads,
            );
            let vs_hand = play_match(
                &|| neural_agent(&now),
                &|| tabula_backgammon::agent_by_name(&hand).expect("known"),
                args.bench_games,
                seed,
                args.config.threads,
            );
            println!(
                "bench at {} games ({:.0} s): {}; {}",
                eval.games,
                t.elapsed().as_secs_f64(),
                report(&format!("vs {} games", previous.games), &vs_prev),
                report(&format!("vs {hand}"), &vs_hand)
            );
            save(&eval, &args.out.join(format!("games-{}.bin", eval.games)));
            if vs_hand.points_per_game() > best_ppg {
                best_ppg = vs_hand.points_per_game();
                save(&eval, &args.out.join("best.bin"));
                println!("new best: {} games", eval.games);
            }
            previous = now;
        }
    }
}
