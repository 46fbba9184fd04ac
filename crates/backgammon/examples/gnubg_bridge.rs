//! Plays backgammon for gnubg/match.py: reads one JSON line per decision from stdin
//! (`{"me": [25], "opp": [25], "dice": [a, b], "legal": [{"me": [25], "opp": [25]}, ...]}`,
//! GNU Backgammon's orientation) and answers `{"index": i}`, the legal play our agent picks.
//!
//!     cargo run --release -p tabula-backgammon --example gnubg_bridge -- expectimax
//!
//! Cube decisions (gnubg/cube_match.py): `{"decision": "double" | "take" | "accept",
//! "me": [25], "opp": [25], "cube": V, "owner": "me" | "opp" | null, "match": N,
//! "score": [ours, theirs], "crawford": bool, "jacoby": bool, "level": 1..3}` with the board
//! from our side, answered `{"answer": true | false}`: double now; take gnubg's double;
//! accept gnubg's resignation at `level`. The agent decides as in a game of ours: the state
//! is set up with that cube and score and the agent picks among its legal actions.
//!
//! The agent is any name of `tabula_backgammon::AGENT_NAMES` (`neural`, `neural-search`,
//! `expectimax`, ...). The neural agents use the bundled weights, or the weights file named
//! by the environment variable `BG_WEIGHTS` (e.g. a training checkpoint).

use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::sync::Arc;
use tabula_backgammon::nn::{NeuralAgent, NeuralEval, NeuralSearchAgent, SearchSettings, cube};
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, Position, ResignLevel};
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
        // The search with cubeless checker play, to measure what weighing the cube gains.
        None if name == "neural-search-cubeless" => Box::new(NeuralSearchAgent::new(
            NeuralEval::bundled(),
            SearchSettings {
                cubeful: false,
                ..Default::default()
            },
        )),
        // The search with the net's own cube (Janowski's model at 0-ply), to measure what
        // looking two rolls ahead at the cube gains.
        None if name == "neural-search-net-cube" => Box::new(NeuralSearchAgent::new(
            NeuralEval::bundled(),
            SearchSettings {
                cube_plies: 0,
                ..Default::default()
            },
        )),
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
        if let Some(decision) = q["decision"].as_str() {
            let answer = decide(agent.as_mut(), &mut rng, decision, &q, &pos);
            writeln!(out, "{}", json!({ "answer": answer })).unwrap();
            out.flush().unwrap();
            continue;
        }
        let dice = [
            q["dice"][0].as_u64().unwrap() as u8,
            q["dice"][1].as_u64().unwrap() as u8,
        ];
        // With the cube and the score when cube_match.py sends them (a match's checker play
        // is valued at its score), else a cubeless money game.
        let game = if q["cube"].is_null() {
            Backgammon::from_position(&Default::default(), &pos, Seat(0), Some(dice))
                .expect("a playable position")
        } else {
            set_up(&q, &pos, Seat(0), Some(dice))
        };
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        // gnubg asks for a play: no resignation here.
        legal.retain(|a| matches!(a, Action::Play(_)));
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

/// The position with the query's cube, match and score (`cube_match.py` sends them), `turn`
/// on roll with `dice` if rolled; seat 0 is us, seat 1 gnubg.
fn set_up(q: &Value, pos: &Position, turn: Seat, dice: Option<[u8; 2]>) -> Backgammon {
    let options = BackgammonOptions {
        cube: true,
        jacoby: q["jacoby"].as_bool().unwrap_or(false),
        match_length: q["match"].as_u64().unwrap_or(0) as u8,
        ..Default::default()
    };
    let owner = match q["owner"].as_str() {
        Some("me") => Some(Seat(0)),
        Some("opp") => Some(Seat(1)),
        _ => None,
    };
    let mut game = Backgammon::from_position(&options, pos, turn, dice)
        .expect("a position")
        .with_cube(q["cube"].as_u64().unwrap_or(1) as u8, owner)
        .expect("a cube");
    if options.match_length > 0 {
        let score = [
            q["score"][0].as_u64().unwrap_or(0) as u16,
            q["score"][1].as_u64().unwrap_or(0) as u16,
        ];
        game = game
            .with_match_score(score, q["crawford"].as_bool().unwrap_or(false))
            .expect("a match score");
    }
    game
}

/// A cube or resignation decision: seat 0 is us, seat 1 gnubg.
fn decide(
    agent: &mut dyn Agent<Backgammon>,
    rng: &mut Rng64,
    decision: &str,
    q: &Value,
    ours: &Position,
) -> bool {
    // The side on roll: us when we may double, gnubg when it doubled or resigns.
    let (pos, turn) = match decision {
        "double" => (*ours, Seat(0)),
        _ => (ours.swapped(), Seat(1)),
    };
    let mut game = set_up(q, &pos, turn, None);
    if decision == "accept" {
        // gnubg may resign outside the turn where our rules offer it: answer from the
        // equities as our agents do.
        let level = [
            ResignLevel::Single,
            ResignLevel::Gammon,
            ResignLevel::Backgammon,
        ][q["level"].as_u64().unwrap_or(1).clamp(1, 3) as usize - 1];
        let p = NeuralEval::bundled().probabilities(&pos);
        return cube::accepts(&game, &p, level);
    }
    if decision == "take" {
        game.apply(&Action::Double, &mut Vec::new())
            .expect("gnubg doubled from a position where it may");
    }
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    if legal.is_empty() {
        return false;
    }
    let pick = legal[agent.choose(&game, &legal, rng)];
    matches!(pick, Action::Double | Action::Take | Action::Accept)
}
