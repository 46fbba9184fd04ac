//! Prints the neural evaluation of GNU Backgammon position IDs (the side on roll's view):
//!
//!     cargo run --release -p tabula-backgammon --example nn_eval -- [--weights FILE] ID...
//!
//! Without IDs it evaluates the starting position.

use tabula_backgammon::Position;
use tabula_backgammon::nn::{NeuralEval, classify};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let eval = match args.iter().position(|a| a == "--weights") {
        Some(i) => {
            let path = args.remove(i + 1);
            args.remove(i);
            let bytes = std::fs::read(&path).expect("read the weights file");
            NeuralEval::from_bytes(&bytes).expect("a weights file")
        }
        None => (*NeuralEval::bundled()).clone(),
    };
    println!("weights: {} games, seed {}", eval.games, eval.seed);
    if args.is_empty() {
        args.push(Position::starting().id());
    }
    for id in &args {
        let pos = Position::from_id(id).expect("a position ID");
        let p = eval.probabilities(&pos);
        println!(
            "{id} {:?}: win {:.3} wg {:.3} wbg {:.3} lg {:.3} lbg {:.3} equity {:+.3}",
            classify(&pos),
            p.win,
            p.win_gammon,
            p.win_backgammon,
            p.lose_gammon,
            p.lose_backgammon,
            p.equity(true)
        );
    }
}
