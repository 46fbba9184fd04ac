//! `tabula-cli`: a headless front end to Tabula's rules for players, bot writers and tests.
//!
//! States travel as JSON on stdin and stdout in an envelope naming the game; see `--help`
//! and the README. Bad input exits with status 2 and one line on stderr; nothing is printed
//! on stdout then.

mod args;
mod backgammon;
mod games;
mod referee;

use games::{Format, PlaySettings, Setup};
use std::fmt::Write as _;
use std::io::{self, Read, Write};
use std::process::ExitCode;
use tabula_core::{GameInfo, OptionKind};

/// A failure: exit status and a one-line message.
#[derive(Debug)]
pub struct CliError {
    code: u8,
    message: String,
}

impl CliError {
    /// Bad input from the user: exit status 2.
    pub fn usage(message: impl Into<String>) -> Self {
        CliError {
            code: 2,
            message: message.into(),
        }
    }

    /// Something broke inside (a rules bug, an I/O error): exit status 1.
    pub fn internal(message: impl Into<String>) -> Self {
        CliError {
            code: 1,
            message: message.into(),
        }
    }
}

/// What a command prints when it succeeds. Nothing is printed before a command has
/// succeeded, so a failing command prints no partial state.
#[derive(Debug, Default)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
}

impl Output {
    fn stdout(text: String) -> Self {
        Output {
            stdout: text,
            stderr: String::new(),
        }
    }
}

const USAGE: &str = "\
tabula-cli: a headless front end to Tabula's rules

Usage:
  tabula-cli new GAME [--preset NAME] [--option KEY=VALUE]... [--seats N] [--seed S] [--compact]
      Print a new game state.
  tabula-cli legal < STATE
      Print the legal actions, one a line; at a chance node ACTION<TAB>PROBABILITY.
      Prints nothing when the game is over.
  tabula-cli apply [--events] [--compact] ACTION... < STATE
      Apply the actions in order (each one argument; quote actions with spaces) and print
      the new state. --events prints the rule events as JSON lines on stderr.
  tabula-cli play GAME [--agents A,B,...] [--games N] [--seed S] [--max-actions N]
                       [--preset NAME] [--option KEY=VALUE]... [--seats N]
      Self-play: wins per seat, draws, mean length in actions, games per second.
      One agent name plays every seat. Game i (from 0) uses seed S+i.
      Defaults: --agents random --games 100 --seed 0.
  tabula-cli bench GAME [--seconds S] [--seed S] [--preset NAME] [--option KEY=VALUE]... [--seats N]
      Random playouts on one core: games/s and actions/s. Default 5 seconds.
  tabula-cli backgammon moves --position-id ID --dice D1 D2
      Every legal play of a GNU Backgammon position ID, one a line:
      NOTATION<TAB>RESULT_POSITION_ID (the result seen from the player who moved).
  tabula-cli backgammon mat [--names A B] < STATE
      The match so far (a backgammon state with cube=on or match=N) as a
      GNU Backgammon .mat record.
  tabula-cli backgammon read-mat < FILE
      The state a GNU Backgammon .mat record leads to (to continue it with apply).
  tabula-cli backgammon analyse [--depth N] [--rollouts] [--trials N] [--json] < FILE
      Analyse every decision of a .mat record (checker plays and cube actions) at N
      rolls ahead (0 to 3, default 2, the Hard level's search): the equity each lost
      against the best choice, its class, and per player the error rate, PR, luck and
      the luck-adjusted result. Progress on stderr. --rollouts: close checker plays
      (lost under 0.08) settled by truncated rollouts, marked r (--trials N of them, 216
      by default).
      --json: one JSON object.
  tabula-cli match new GAME [--seats KIND,...] [--seed S] [--take-backs]
                           [--preset NAME] [--option KEY=VALUE]...
      Print a new match, played through the referee the app and the server run: its
      setup and actions as JSON (the app's save format). KIND: person, remote,
      computer:easy|medium|hard (default: a person in each of the fewest seats).
  tabula-cli match show < MATCH
      Who is to act (\"to move: seat N (person)\", \"chance: ...\" or \"over: ...\"), then
      the legal actions, or chance's outcomes as ACTION<TAB>PROBABILITY, one a line.
  tabula-cli match play ACTION < MATCH      a seat's decision
  tabula-cli match throw < MATCH            chance drawn by the match from its seed
  tabula-cli match outcome ACTION < MATCH   chance's outcome from an authority elsewhere
  tabula-cli match take-back < MATCH        back to the person's last decision
  tabula-cli match computer < MATCH         the computer seat to move chooses (easy: random,
                                            medium: greedy, hard: the game's strongest)
      Each prints the match after the request; a refused one exits 2 with the reason.
  tabula-cli verify < RECORD
      Check every throw of a finished online match (the record the server sends at its
      end) against the dice's commitment: prints how many throws match, or exits 2 naming
      the first throw that does not.
  tabula-cli --help | --version

A state is JSON: {\"game\": NAME, \"seats\": N, \"seed\": S (if given), \"to_move\": ..., \"state\": {...}}.
`to_move` is for reading only ({\"seat\": N}, \"chance\" or {\"over\": {...}}); it is ignored on input.

Exit status: 0 success, 1 internal error, 2 bad input (one line on stderr, nothing on stdout).
";

fn usage_text() -> String {
    let mut text = USAGE.to_string();
    text.push_str("\nGames (--preset NAME, the default first; --option KEY=VALUE):\n");
    for g in games::GAMES {
        games_help(&mut text, g.info());
        let extra: Vec<&str> = g
            .agent_names()
            .iter()
            .copied()
            .filter(|n| !tabula_ai::AGENT_NAMES.contains(n))
            .collect();
        if !extra.is_empty() {
            let _ = writeln!(text, "    its own agents: {}", extra.join(", "));
        }
    }
    text.push_str(&format!(
        "\nAgents: {}\n",
        tabula_ai::AGENT_NAMES.join(", ")
    ));
    text
}

/// One game's part of `--help`, from its description.
fn games_help(text: &mut String, info: &GameInfo) {
    let seats = if info.seats.start() == info.seats.end() {
        format!("{} seats", info.seats.start())
    } else {
        format!("{} to {} seats", info.seats.start(), info.seats.end())
    };
    let _ = writeln!(
        text,
        "\n  {}: {}, {seats}; strongest agent {}",
        info.name,
        info.title,
        info.strongest.agent_name()
    );
    let _ = writeln!(text, "    presets:");
    let width = info.presets.iter().map(|p| p.name.len()).max().unwrap_or(0);
    for p in info.presets {
        let _ = writeln!(text, "      {:width$}  {}: {}", p.name, p.label, p.summary);
    }
    if info.options.is_empty() {
        return;
    }
    let _ = writeln!(text, "    options:");
    for o in info.options {
        let (values, meanings) = match o.kind {
            OptionKind::Number { min, max, .. } => (format!("{min} to {max}"), String::new()),
            OptionKind::Switch { off, on } if on == "on" => (format!("{off}|{on}"), String::new()),
            OptionKind::Switch { off, on } => (format!("{off}|{on}"), format!(" (on means {on})")),
            OptionKind::Choice(choices) => {
                let values: Vec<&str> = choices.iter().map(|c| c.value).collect();
                // Labels that say more than the value itself.
                let meanings: Vec<String> = choices
                    .iter()
                    .filter(|c| !c.label.eq_ignore_ascii_case(c.value))
                    .map(|c| format!("{}: {}", c.value, c.label))
                    .collect();
                let meanings = if meanings.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", meanings.join(", "))
                };
                (values.join("|"), meanings)
            }
        };
        let _ = writeln!(text, "      {}={values}", o.key);
        let _ = writeln!(text, "          {}{meanings}", o.label);
    }
}

fn main() -> ExitCode {
    let result = std::env::args_os()
        .skip(1)
        .map(|a| {
            a.into_string()
                .map_err(|a| CliError::usage(format!("argument {a:?} is not UTF-8")))
        })
        .collect::<Result<Vec<String>, CliError>>()
        .and_then(|args| run(&args));
    match result {
        Ok(out) => {
            if let Err(e) = emit(&out) {
                if e.kind() == io::ErrorKind::BrokenPipe {
                    return ExitCode::SUCCESS;
                }
                let _ = writeln!(io::stderr(), "tabula-cli: cannot write output: {e}");
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            let line = e.message.split_whitespace().collect::<Vec<_>>().join(" ");
            let _ = writeln!(io::stderr(), "tabula-cli: {line}");
            ExitCode::from(e.code)
        }
    }
}

fn emit(out: &Output) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    stdout.write_all(out.stdout.as_bytes())?;
    stdout.flush()?;
    let mut stderr = io::stderr().lock();
    stderr.write_all(out.stderr.as_bytes())?;
    stderr.flush()
}

fn run(args: &[String]) -> Result<Output, CliError> {
    let Some(command) = args.first() else {
        return Err(CliError::usage(
            "no command given (commands: new, legal, apply, play, bench, match, verify; see --help)",
        ));
    };
    let rest = &args[1..];
    let asks_help = rest
        .iter()
        .take_while(|a| *a != "--")
        .any(|a| a == "--help" || a == "-h");
    match command.as_str() {
        "-h" | "--help" | "help" => Ok(Output::stdout(usage_text())),
        "-V" | "--version" => Ok(Output::stdout(format!(
            "tabula-cli {}\n",
            env!("CARGO_PKG_VERSION")
        ))),
        "new" | "legal" | "apply" | "play" | "bench" if asks_help => {
            Ok(Output::stdout(usage_text()))
        }
        "new" => new(rest),
        "legal" => legal(rest),
        "apply" => apply(rest),
        "play" => play(rest),
        "bench" => bench(rest),
        "backgammon" => backgammon::run(rest),
        "match" if asks_help => Ok(Output::stdout(usage_text())),
        "match" => referee::run(rest),
        "verify" if asks_help => Ok(Output::stdout(usage_text())),
        "verify" => verify(rest),
        other => Err(CliError::usage(format!(
            "unknown command {other:?} (commands: new, legal, apply, play, bench, match, verify; see --help)"
        ))),
    }
}

const SETUP_FLAGS: [&str; 3] = ["preset", "option", "seats"];

fn setup(p: &args::Parsed) -> Result<Setup, CliError> {
    Ok(Setup {
        preset: p.value("preset")?.map(String::from),
        options: p.values("option").map(String::from).collect(),
        seats: p.number("seats")?,
    })
}

fn game_arg<'a>(p: &'a args::Parsed, command: &str) -> Result<&'a str, CliError> {
    p.at_most(command, 1)?;
    p.positional.first().map(String::as_str).ok_or_else(|| {
        CliError::usage(format!(
            "{command} needs a game (known: {})",
            games::GAMES
                .iter()
                .map(|g| g.name())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })
}

fn format(p: &args::Parsed) -> Format {
    if p.switch("compact") {
        Format::Compact
    } else {
        Format::Pretty
    }
}

fn new(rest: &[String]) -> Result<Output, CliError> {
    let valued = [&SETUP_FLAGS[..], &["seed"]].concat();
    let p = args::parse("new", rest, &valued, &["compact"])?;
    let game = games::find(game_arg(&p, "new")?)?;
    game.new_state(&setup(&p)?, p.number("seed")?, format(&p))
}

/// `verify < RECORD`: an online match's throws checked against its dice's commitment.
fn verify(rest: &[String]) -> Result<Output, CliError> {
    args::parse("verify", rest, &[], &[])?;
    let text = read_stdin("a record", "the game server at a match's end")?;
    let record: tabula_protocol::OnlineRecord = serde_json::from_str(&text)
        .map_err(|e| CliError::usage(format!("the record on stdin cannot be read: {e}")))?;
    let game = games::find(&record.saved.setup.game)?;
    let throws = game
        .verify(&record)
        .map_err(|e| CliError::usage(format!("not verified: {e}")))?;
    let commitment = record.dice.map(|d| d.commitment).unwrap_or_default();
    Ok(Output::stdout(format!(
        "verified: all {throws} throws of this {} match come from the secret committed to ({commitment})\n",
        game.name()
    )))
}

/// All of stdin, which must hold `what` (the output of `from`).
pub fn read_stdin(what: &str, from: &str) -> Result<String, CliError> {
    let mut text = String::new();
    io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| CliError::usage(format!("cannot read {what} from stdin: {e}")))?;
    if text.trim().is_empty() {
        return Err(CliError::usage(format!(
            "no {} on stdin (pipe in the output of {from})",
            what.trim_start_matches("a ")
        )));
    }
    Ok(text)
}

/// Reads the state from stdin: returns the game it names and the parsed JSON.
fn read_state() -> Result<(&'static dyn games::GameCli, serde_json::Value), CliError> {
    let text = read_stdin("a state", "tabula-cli new or apply")?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| CliError::usage(format!("the state on stdin is not valid JSON: {e}")))?;
    let Some(object) = value.as_object() else {
        return Err(CliError::usage(
            "the state must be a JSON object with \"game\", \"seats\" and \"state\"",
        ));
    };
    let name = match object.get("game") {
        Some(serde_json::Value::String(name)) => name.as_str(),
        Some(_) => return Err(CliError::usage("the state's \"game\" must be a string")),
        None => return Err(CliError::usage("the state has no \"game\" field")),
    };
    let game = games::find(name)?;
    Ok((game, value))
}

fn legal(rest: &[String]) -> Result<Output, CliError> {
    let p = args::parse("legal", rest, &[], &[])?;
    p.at_most("legal", 0)?;
    let (game, state) = read_state()?;
    game.legal(state)
}

fn apply(rest: &[String]) -> Result<Output, CliError> {
    let p = args::parse("apply", rest, &[], &["events", "compact"])?;
    if p.positional.is_empty() {
        return Err(CliError::usage(
            "apply needs at least one action (see tabula-cli legal)",
        ));
    }
    let (game, state) = read_state()?;
    game.apply(state, &p.positional, p.switch("events"), format(&p))
}

fn play(rest: &[String]) -> Result<Output, CliError> {
    let valued = [
        &SETUP_FLAGS[..],
        &["agents", "games", "seed", "max-actions"],
    ]
    .concat();
    let p = args::parse("play", rest, &valued, &[])?;
    let game = games::find(game_arg(&p, "play")?)?;
    let agents: Vec<String> = p
        .value("agents")?
        .unwrap_or("random")
        .split(',')
        .map(|a| a.trim().to_string())
        .collect();
    if agents.iter().any(String::is_empty) {
        return Err(CliError::usage(format!(
            "--agents takes names separated by commas (known: {})",
            game.agent_names().join(", ")
        )));
    }
    let games_count = p.number::<u64>("games")?.unwrap_or(100);
    if games_count == 0 {
        return Err(CliError::usage("--games must be at least 1"));
    }
    let max_actions = p
        .number::<usize>("max-actions")?
        .unwrap_or(games::MAX_ACTIONS);
    if max_actions == 0 {
        return Err(CliError::usage("--max-actions must be at least 1"));
    }
    let settings = PlaySettings {
        agents,
        games: games_count,
        seed: p.number("seed")?.unwrap_or(0),
        max_actions,
    };
    game.play(&setup(&p)?, &settings)
}

fn bench(rest: &[String]) -> Result<Output, CliError> {
    let valued = [&SETUP_FLAGS[..], &["seconds", "seed"]].concat();
    let p = args::parse("bench", rest, &valued, &[])?;
    let game = games::find(game_arg(&p, "bench")?)?;
    let seconds: f64 = p.number("seconds")?.unwrap_or(5.0);
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= 3600.0) {
        return Err(CliError::usage(format!(
            "--seconds must be more than 0 and at most 3600, not {seconds}"
        )));
    }
    game.bench(&setup(&p)?, seconds, p.number("seed")?.unwrap_or(0))
}
