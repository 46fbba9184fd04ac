//! `tabula-cli backgammon moves --position-id ID --dice D1 D2`: every legal play of a
//! GNU Backgammon position, one a line as `NOTATION<TAB>RESULT_POSITION_ID`, the result
//! seen from the player who moved (GNU Backgammon's ID after the play, before the turn
//! passes). Nothing is printed when the dice cannot be played.
//!
//! `tabula-cli backgammon mat [--names A B] < STATE`: the match so far (a state as the
//! other commands print it, with the cube or a match) as a GNU Backgammon `.mat` record.
//! `tabula-cli backgammon read-mat < FILE`: the state a `.mat` record leads to.
//! `tabula-cli backgammon analyse [--depth N] [--rollouts] [--trials N] [--json] < FILE`: the
//! record's decisions analysed (see `tabula_backgammon::analysis`).

use crate::{CliError, Output};
use std::io::Read;
use tabula_backgammon::analysis::{
    Analysis, AnalysisSettings, Class, MAX_DEPTH, Report, RolloutSettings,
};
use tabula_backgammon::{Backgammon, Play, Position, generate};

const USAGE: &str = "backgammon moves --position-id ID --dice D1 D2 | backgammon mat [--names A B] < STATE | backgammon read-mat < FILE | backgammon analyse [--depth N] [--rollouts] [--trials N] [--json] < FILE";

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
        Some("analyse" | "analyze") => analyse(&args[1..]),
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

/// The `.mat` record on stdin, replayed (cube on, gammons on, the record's match length and
/// rules).
fn read_record() -> Result<tabula_backgammon::mat::ImportedMatch, CliError> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| CliError::usage(format!("cannot read the record: {e}")))?;
    tabula_backgammon::mat::from_mat(&text, &Default::default())
        .map_err(|e| CliError::usage(format!("not a .mat record we can replay: {e}")))
}

/// Reads a `.mat` record from stdin and prints the state it leads to (cube on, gammons on,
/// the record's match length), as `new` and `apply` print states.
fn read_mat() -> Result<Output, CliError> {
    let m = read_record()?;
    // As `new` and `apply` print a state, `to_move` included.
    Ok(Output {
        stdout: crate::games::print_state(&m.game, None, crate::games::Format::Pretty)?,
        ..Output::default()
    })
}

/// Reads a `.mat` record from stdin and prints its analysis.
fn analyse(args: &[String]) -> Result<Output, CliError> {
    let mut settings = AnalysisSettings::default();
    let mut json = false;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--json" => json = true,
            "--rollouts" => {
                settings
                    .rollouts
                    .get_or_insert_with(RolloutSettings::default);
            }
            "--trials" => {
                let n = rest
                    .next()
                    .ok_or_else(|| CliError::usage("--trials needs a number of trials"))?;
                let trials = n.parse().ok().filter(|t| *t >= 2).ok_or_else(|| {
                    CliError::usage(format!("--trials is a number from 2, not {n:?}"))
                })?;
                settings
                    .rollouts
                    .get_or_insert_with(RolloutSettings::default)
                    .trials = trials;
            }
            "--depth" => {
                let n = rest
                    .next()
                    .ok_or_else(|| CliError::usage("--depth needs a number of rolls, 0 to 3"))?;
                settings.depth = n.parse().ok().filter(|d| *d <= MAX_DEPTH).ok_or_else(|| {
                    CliError::usage(format!("--depth is 0 to {MAX_DEPTH} rolls, not {n:?}"))
                })?;
            }
            other => {
                return Err(CliError::usage(format!(
                    "unexpected {other:?} (usage: tabula-cli {USAGE}); the record comes on standard input"
                )));
            }
        }
    }
    let m = read_record()?;
    let mut analysis =
        Analysis::new(&m.game, settings).map_err(|e| CliError::usage(e.to_string()))?;
    let mut shown = usize::MAX;
    loop {
        let done = analysis
            .step()
            .map_err(|e| CliError::usage(e.to_string()))?;
        let (at, of) = analysis.progress();
        let percent = at * 100 / of.max(1);
        if percent != shown {
            shown = percent;
            let ((judged, actions), (rolled, close)) = (analysis.judged(), analysis.rolled_out());
            if judged < actions {
                eprint!("\ranalysing: {judged}/{actions} actions ({percent}%)");
            } else {
                eprint!("\rrolling out close plays: {rolled}/{close} ({percent}%)   ");
            }
        }
        if done {
            eprintln!();
            break;
        }
    }
    let report = analysis.report();
    let stdout = if json {
        let mut text = serde_json::to_string_pretty(&report_json(&report, &m.names))
            .map_err(|e| CliError::usage(e.to_string()))?;
        text.push('\n');
        text
    } else {
        report_text(&report, &m.names)
    };
    Ok(Output {
        stdout,
        ..Output::default()
    })
}

fn class_name(class: Class) -> &'static str {
    match class {
        Class::Fine => "",
        Class::Doubtful => "doubtful",
        Class::Error => "error",
        Class::Blunder => "blunder",
    }
}

fn dice_text(dice: Option<[u8; 2]>) -> String {
    dice.map_or(String::new(), |[a, b]| format!("{a}{b}"))
}

/// The report as `--json` prints it.
fn report_json(report: &Report, names: &[String; 2]) -> serde_json::Value {
    let players: Vec<serde_json::Value> = report
        .players
        .iter()
        .zip(names)
        .map(|(p, name)| {
            serde_json::json!({
                "name": name,
                "decisions": p.decisions,
                "unforced": p.unforced,
                "checker_unforced": p.checker_unforced,
                "cube_unforced": p.cube_unforced,
                "error_rate_mp": p.error_rate_mp,
                "pr": p.pr,
                "doubtful": p.doubtful,
                "errors": p.errors,
                "blunders": p.blunders,
                "cube_errors": p.cube_errors,
                "luck": p.luck,
                "result": p.result,
                "luck_adjusted": p.luck_adjusted,
            })
        })
        .collect();
    let decisions: Vec<serde_json::Value> = report
        .decisions
        .iter()
        .map(|d| {
            serde_json::json!({
                "game": d.game,
                "move": d.move_number,
                "player": names[d.judged.seat.index()],
                "seat": d.judged.seat.index(),
                "kind": d.judged.kind,
                "dice": d.dice,
                "position_id": d.position_id,
                "played": d.judged.played.to_string(),
                "best": d.judged.best.to_string(),
                "played_equity": d.judged.played_equity,
                "best_equity": d.judged.best_equity,
                "loss_mp": 1000.0 * d.judged.loss,
                "class": d.judged.class,
                "unforced": d.judged.unforced,
                "rolled_out": d.judged.rolled_out,
                "history_index": d.history_index,
            })
        })
        .collect();
    serde_json::json!({
        "depth": report.depth,
        "money": report.money,
        "players": players,
        "decisions": decisions,
        "luck": report.luck,
        "chances": report.chances,
    })
}

/// The report as text: every decision, then the players side by side.
fn report_text(report: &Report, names: &[String; 2]) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let units = if report.money {
        "points per unit of the cube"
    } else {
        "match equity as money equity (EMG)"
    };
    writeln!(
        out,
        "Analysis looking {} rolls ahead; losses in millipoints of {units}.",
        report.depth
    )
    .expect("a string");
    let mut game = 0;
    // A decision not to double far from doubling is no decision worth a line.
    let shown = report
        .decisions
        .iter()
        .filter(|d| d.judged.unforced || d.judged.loss >= 0.0005);
    for d in shown {
        if d.game != game {
            game = d.game;
            writeln!(out, "\nGame {game}").expect("a string");
        }
        let best = if d.judged.loss >= 0.0005 {
            format!("best {}", d.judged.best)
        } else {
            String::new()
        };
        writeln!(
            out,
            "{:>4}) {:<12} {:>2} {:<24} {:<30} {:>6.0}{} {}",
            d.move_number,
            names[d.judged.seat.index()],
            dice_text(d.dice),
            d.judged.played.to_string(),
            best,
            1000.0 * d.judged.loss,
            if d.judged.rolled_out { "r" } else { " " },
            class_name(d.judged.class)
        )
        .expect("a string");
    }
    writeln!(out, "\n{:<26}{:>14}{:>14}", "", names[0], names[1]).expect("a string");
    let [a, b] = &report.players;
    let mut row = |label: &str, x: String, y: String| {
        writeln!(out, "{label:<26}{x:>14}{y:>14}").expect("a string");
    };
    row(
        "decisions",
        a.decisions.to_string(),
        b.decisions.to_string(),
    );
    row("unforced", a.unforced.to_string(), b.unforced.to_string());
    row(
        "error rate (mp/decision)",
        format!("{:.1}", a.error_rate_mp),
        format!("{:.1}", b.error_rate_mp),
    );
    row("PR", format!("{:.2}", a.pr), format!("{:.2}", b.pr));
    row("doubtful", a.doubtful.to_string(), b.doubtful.to_string());
    row("errors", a.errors.to_string(), b.errors.to_string());
    row("blunders", a.blunders.to_string(), b.blunders.to_string());
    row(
        "cube errors",
        a.cube_errors.to_string(),
        b.cube_errors.to_string(),
    );
    row("luck", format!("{:+.3}", a.luck), format!("{:+.3}", b.luck));
    let result = if report.money {
        "result (points)"
    } else {
        "result (match chances)"
    };
    row(
        result,
        format!("{:+.3}", a.result),
        format!("{:+.3}", b.result),
    );
    row(
        "luck-adjusted result",
        format!("{:+.3}", a.luck_adjusted),
        format!("{:+.3}", b.luck_adjusted),
    );
    out
}
