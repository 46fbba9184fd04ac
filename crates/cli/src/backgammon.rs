//! `tabula-cli backgammon moves --position-id ID --dice D1 D2`: every legal play of a
//! GNU Backgammon position, one a line as `NOTATION<TAB>RESULT_POSITION_ID`, the result
//! seen from the player who moved (GNU Backgammon's ID after the play, before the turn
//! passes). Nothing is printed when the dice cannot be played.
//!
//! `tabula-cli backgammon mat [--names A B] < STATE`: the match so far (a state as the
//! other commands print it, with the cube or a match) as a GNU Backgammon `.mat` record.
//! `tabula-cli backgammon read-mat < FILE`: the state a `.mat` record leads to.

use crate::{CliError, Output};
use std::io::Read;
use tabula_backgammon::{Backgammon, Play, Position, generate};

const USAGE: &str = "backgammon moves --position-id ID --dice D1 D2 | backgammon mat [--names A B] < STATE | backgammon read-mat < FILE";

/// Runs a `backgammon` subcommand.
pub fn run(args: &[String]) -> Result<Output, CliError> {
    match args.first().map(String::as_str) {
        Some("moves") => moves(&args[1..]),
        Some("mat") => mat(&args[1..]),
        Some("read-mat") if args.len() == 1 => read_mat(),
        Some("read-mat") => Err(CliError::usage(format!(
            "read-mat reads the record from standard input and takes no arguments, not {:?}",
            &args[1..]
        ))),
        Some(other) => Err(CliError::usage(format!(
            "unknown backgammon command {other:?} (usage: tabula-cli {USAGE})"
        ))),
        None => Err(CliError::usage(format!("usage: tabula-cli {USAGE}"))),
    }
}

fn die(text: &str) -> Result<u8, CliError> {
    text.parse::<u8>()
        .ok()
        .filter(|d| (1..=6).contains(d))
        .ok_or_else(|| CliError::usage(format!("a die shows 1 to 6, not {text:?}")))
}

fn moves(args: &[String]) -> Result<Output, CliError> {
    let mut id = None;
    let mut dice = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--position-id" => {
                id = Some(rest.next().ok_or_else(|| {
                    CliError::usage("--position-id needs a GNU Backgammon position ID")
                })?);
            }
            "--dice" => {
                let (Some(a), Some(b)) = (rest.next(), rest.next()) else {
                    return Err(CliError::usage("--dice needs two dice, as in --dice 3 1"));
                };
                dice = Some([die(a)?, die(b)?]);
            }
            other => {
                return Err(CliError::usage(format!(
                    "unexpected {other:?} (usage: tabula-cli {USAGE})"
                )));
            }
        }
    }
    let (Some(id), Some(dice)) = (id, dice) else {
        return Err(CliError::usage(format!(
            "both --position-id and --dice are needed (usage: tabula-cli {USAGE})"
        )));
    };
    let position = Position::from_id(id).map_err(|e| CliError::usage(e.0))?;
    if position.my_off() == 15 || position.opp_off() == 15 {
        return Err(CliError::usage(format!(
            "position {id}: the game is already over"
        )));
    }
    let mut plays = Vec::new();
    generate(&position, dice, false, &mut plays);
    let mut out = Output::default();
    for c in &plays {
        let play = Play::from_steps(&position, c.steps.as_slice());
        out.stdout.push_str(&format!("{play}\t{}\n", c.result.id()));
    }
    Ok(out)
}

/// Reads a state (the CLI's envelope, or a bare state) from stdin and prints its `.mat`.
fn mat(args: &[String]) -> Result<Output, CliError> {
    let names = match args {
        [] => ["Seat0".to_string(), "Seat1".to_string()],
        [flag, a, b] if flag == "--names" => [a.clone(), b.clone()],
        _ => return Err(CliError::usage(format!("usage: tabula-cli {USAGE}"))),
    };
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| CliError::usage(format!("cannot read the state: {e}")))?;
    let mut value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| CliError::usage(format!("the state is not JSON: {e}")))?;
    if let Some(state) = value.get_mut("state") {
        value = state.take();
    }
    let game: Backgammon = serde_json::from_value(value)
        .map_err(|e| CliError::usage(format!("not a valid backgammon state: {e}")))?;
    let record = tabula_backgammon::mat::to_mat(&game, [&names[0], &names[1]])
        .map_err(|e| CliError::usage(e.to_string()))?;
    Ok(Output {
        stdout: record,
        ..Output::default()
    })
}

/// Reads a `.mat` record from stdin and prints the state it leads to (cube on, gammons on,
/// the record's match length), as `new` and `apply` print states.
fn read_mat() -> Result<Output, CliError> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| CliError::usage(format!("cannot read the record: {e}")))?;
    let m = tabula_backgammon::mat::from_mat(&text, &Default::default())
        .map_err(|e| CliError::usage(format!("not a .mat record we can replay: {e}")))?;
    // As `new` and `apply` print a state, `to_move` included.
    Ok(Output {
        stdout: crate::games::print_state(&m.game, None, crate::games::Format::Pretty)?,
        ..Output::default()
    })
}
