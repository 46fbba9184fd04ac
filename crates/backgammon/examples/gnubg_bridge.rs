//! Plays backgammon for gnubg/match.py: reads one JSON line per decision from stdin
//! (`{"me": [25], "opp": [25], "dice": [a, b], "legal": [{"me": [25], "opp": [25]}, ...]}`,
//! GNU Backgammon's orientation) and answers `{"index": i}`, the legal play our agent picks.
//!
//!     cargo run --release -p tabula-backgammon --example gnubg_bridge -- expectimax
//!
//! The agent is any name of `tabula_backgammon::AGENT_NAMES` (`neural`, `neural-search`,
//! `expectimax`, ...). The neural agents use the bundled weights, or the weights file named
//! by the environment variable `BG_WEIGHTS` (e.g. a training checkpoint).

use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::sync::Arc;
use tabula_backgammon::nn::{NeuralAgent, NeuralEval, NeuralSearchAgent};
use tabula_backgammon::{Action, Backgammon, Position};
use tabula_core::{Agent, Game, Rng64, Seat};

fn side(v: &Value) -> [u8; 25] {
    let mut out = [0u8; 25];
    for (o, x) in out.iter_mut().zip(v.as_array().expect("25 counts")) {
        *o = x.as_u64().expect("a count") as u8;
    }
    out
}

fn main() {
    let name = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "expectimax".into());
    let mut agent = match std::env::var_os("BG_WEIGHTS") {
        Some(path) => {
            let bytes = std::fs::read(path).expect("read BG_WEIGHTS");
            let eval = Arc::new(NeuralEval::from_bytes(&bytes).expect("a weights file"));
            match name.as_str() {
                "neural" => Box::new(NeuralAgent::new(eval)) as Box<dyn Agent<Backgammon>>,
                "neural-search" => Box::new(NeuralSearchAgent::new(eval, Default::default())),
                _ => panic!("BG_WEIGHTS is for the neural agents"),
            }
        }
        None => tabula_backgammon::agent_by_name(&name).expect("agent name"),
    };
    let mut rng = Rng64::new(1);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in std::io::stdin().lock().lines() {
        let q: Value = serde_json::from_str(&line.expect("stdin")).expect("JSON query");
        let pos = Position {
            me: side(&q["me"]),
            opp: side(&q["opp"]),
        };
        let dice = [
            q["dice"][0].as_u64().unwrap() as u8,
            q["dice"][1].as_u64().unwrap() as u8,
        ];
        let game = Backgammon::from_position(&Default::default(), &pos, Seat(0), Some(dice))
            .expect("a playable position");
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let pick = agent.choose(&game, &legal, &mut rng);
        let Action::Play(play) = legal[pick] else {
            unreachable!("a seat's actions are plays")
        };
        let result = play.execute(&pos).expect("a legal play");
        let theirs = q["legal"].as_array().expect("legal plays");
        let index = theirs
            .iter()
            .position(|m| side(&m["me"]) == result.me && side(&m["opp"]) == result.opp)
            .unwrap_or_else(|| panic!("gnubg does not list our play {play} from {}", pos.id()));
        writeln!(out, "{}", json!({ "index": index })).unwrap();
        out.flush().unwrap();
    }
}
