//! `tabula-cli match`: a match played through the referee (`tabula-table`), the same one
//! the app and the game server run. The match travels as its save (setup and actions, JSON)
//! on stdin and stdout; each command resumes it, hands the referee one request, and prints
//! the match after it. A refused request exits 2 with the referee's reason and prints no
//! match.

use crate::games::{self, GameCli};
use crate::{CliError, Output, args};
use std::fmt::Write as _;
use tabula_core::{Agent, Game, Rng64, ToMove};
use tabula_table::{Level, Match, MatchRequest, MatchSetup, SavedMatch, SeatKind, UnknownLevel};

/// One request of `tabula-cli match`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A seat's decision, in the game's notation.
    Play(String),
    /// The match draws chance from its seed.
    Throw,
    /// Chance's outcome from an authority elsewhere, in the game's notation.
    Outcome(String),
    TakeBack,
    /// The computer seat to move chooses, at its level.
    Computer,
}

/// `tabula-cli match ...`.
pub fn run(rest: &[String]) -> Result<Output, CliError> {
    let Some(command) = rest.first() else {
        return Err(CliError::usage(
            "match needs a command (new, show, play, throw, outcome, take-back, computer; see --help)",
        ));
    };
    let rest = &rest[1..];
    match command.as_str() {
        "new" => new(rest),
        "show" => {
            args::parse("match show", rest, &[], &[])?.at_most("match show", 0)?;
            let (game, saved) = read_match()?;
            game.show_match(&saved)
        }
        "play" | "outcome" => {
            let p = args::parse("match play", rest, &[], &[])?;
            p.at_most(command, 1)?;
            let Some(action) = p.positional.first().cloned() else {
                return Err(CliError::usage(format!(
                    "match {command} needs an action (see tabula-cli match show)"
                )));
            };
            let (game, saved) = read_match()?;
            let request = if command == "play" {
                Request::Play(action)
            } else {
                Request::Outcome(action)
            };
            game.match_request(&saved, request)
        }
        "throw" | "take-back" | "computer" => {
            args::parse(command, rest, &[], &[])?.at_most(command, 0)?;
            let (game, saved) = read_match()?;
            let request = match command.as_str() {
                "throw" => Request::Throw,
                "take-back" => Request::TakeBack,
                _ => Request::Computer,
            };
            game.match_request(&saved, request)
        }
        other => Err(CliError::usage(format!(
            "unknown match command {other:?} (new, show, play, throw, outcome, take-back, computer)"
        ))),
    }
}

fn new(rest: &[String]) -> Result<Output, CliError> {
    let p = args::parse(
        "match new",
        rest,
        &["preset", "option", "seats", "seed"],
        &["take-backs"],
    )?;
    p.at_most("match new", 1)?;
    let Some(name) = p.positional.first() else {
        return Err(CliError::usage("match new needs a game"));
    };
    let game = games::find(name)?;
    let info = game.info();
    let seats = match p.value("seats")? {
        Some(list) => list
            .split(',')
            .map(seat_kind)
            .collect::<Result<Vec<_>, _>>()?,
        None => vec![SeatKind::Person; *info.seats.start()],
    };
    let mut options = Vec::new();
    for o in p.values("option") {
        let (k, v) = o
            .split_once('=')
            .ok_or_else(|| CliError::usage(format!("--option takes KEY=VALUE, not {o:?}")))?;
        options.push((k.to_string(), v.to_string()));
    }
    let setup = MatchSetup {
        game: info.name.to_string(),
        preset: p
            .value("preset")?
            .unwrap_or(info.default_preset().name)
            .to_string(),
        options,
        seats,
        seed: p.number("seed")?.unwrap_or(0),
        take_backs: p.switch("take-backs"),
        ..MatchSetup::default()
    };
    game.new_match(setup)
}

/// `person`, `remote`, or `computer:easy|medium|hard`.
fn seat_kind(text: &str) -> Result<SeatKind, CliError> {
    let text = text.trim();
    match text.split_once(':') {
        None if text == "person" => Ok(SeatKind::Person),
        None if text == "remote" => Ok(SeatKind::Remote),
        Some(("computer", level)) => level
            .parse()
            .map(SeatKind::Computer)
            .map_err(|e: UnknownLevel| CliError::usage(format!("a computer seat's {e}"))),
        _ => Err(CliError::usage(format!(
            "a seat is person, remote or computer:easy|medium|hard, not {text:?}"
        ))),
    }
}

/// Reads a match (its save) from stdin: the game it names and the save.
fn read_match() -> Result<(&'static dyn GameCli, SavedMatch), CliError> {
    let text = crate::read_stdin("a match", "tabula-cli match new")?;
    let saved: SavedMatch = serde_json::from_str(&text)
        .map_err(|e| CliError::usage(format!("the match on stdin does not read: {e}")))?;
    if saved.setup.lesson {
        return Err(CliError::usage("a lesson is played in the app, not here"));
    }
    Ok((games::find(&saved.setup.game)?, saved))
}

/// The match commands for game `G` (called through [`GameCli`]).
pub fn new_match<G: Game>(setup: MatchSetup) -> Result<Output, CliError> {
    let m = Match::<G>::new(setup, None).map_err(|e| CliError::usage(e.to_string()))?;
    print_match(&m)
}

/// Finds an agent by its name (`tabula_ai::agent_by_name`, or a game's own).
pub type AgentByName<G> = fn(&str) -> Result<Box<dyn Agent<G>>, String>;

/// Resumes `saved`, hands it `request` and prints the match after it.
pub fn match_request<G: Game>(
    saved: &SavedMatch,
    request: Request,
    agent_by_name: AgentByName<G>,
) -> Result<Output, CliError> {
    let mut m = resume::<G>(saved)?;
    let action = |text: &str| {
        text.parse::<G::Action>()
            .map_err(|e| CliError::usage(format!("not an action of {}: {e}", G::NAME)))
    };
    let request = match request {
        Request::Play(a) => MatchRequest::Play(action(&a)?),
        Request::Outcome(a) => MatchRequest::Outcome(action(&a)?),
        Request::Throw => MatchRequest::Chance,
        Request::TakeBack => MatchRequest::TakeBack,
        Request::Computer => MatchRequest::Play(computer_choice(&m, agent_by_name)?),
    };
    m.handle(request, &mut Vec::new())
        .map_err(|refusal| CliError::usage(format!("refused: {refusal}")))?;
    print_match(&m)
}

/// Who is to act in `saved`, and the choices: the legal actions (or chance's outcomes with
/// their probabilities), one a line.
pub fn show_match<G: Game>(saved: &SavedMatch) -> Result<Output, CliError> {
    let m = resume::<G>(saved)?;
    let kind = |k: SeatKind| match k {
        SeatKind::Person => "person".to_string(),
        SeatKind::Remote => "remote".to_string(),
        SeatKind::Computer(l) => format!("computer:{l}"),
    };
    let mut out = String::new();
    match m.state.to_move() {
        ToMove::Seat(s) => {
            let _ = writeln!(
                out,
                "to move: seat {} ({})",
                s.0,
                kind(m.setup.seats[s.index()])
            );
            let mut legal = Vec::new();
            m.state.legal_actions(&mut legal);
            for a in legal {
                let _ = writeln!(out, "{a}");
            }
        }
        ToMove::Chance => {
            match m.thrower_to_move() {
                Some((s, k)) => {
                    let _ = writeln!(out, "chance: seat {}'s throw ({})", s.0, kind(k));
                }
                None => out.push_str("chance: nobody's\n"),
            }
            let mut outcomes = Vec::new();
            m.state.chance_outcomes(&mut outcomes);
            for (a, p) in outcomes {
                let _ = writeln!(out, "{a}\t{p}");
            }
        }
        ToMove::Over(o) => {
            let winners: Vec<String> = o.winners.iter().map(|s| s.0.to_string()).collect();
            let _ = writeln!(
                out,
                "over: won by seat {} ({} point{})",
                winners.join(" & "),
                o.points,
                if o.points == 1 { "" } else { "s" }
            );
        }
    }
    Ok(Output {
        stdout: out,
        stderr: String::new(),
    })
}

/// The choice of the computer seat to move: Easy plays at random, Medium greedily, Hard
/// with the game's strongest search. Its randomness is fixed by the seed and the move's
/// place in the match.
fn computer_choice<G: Game>(
    m: &Match<G>,
    agent_by_name: AgentByName<G>,
) -> Result<G::Action, CliError> {
    let level = match m.seat_to_move() {
        Some((_, SeatKind::Computer(level))) => level,
        Some((s, _)) => {
            return Err(CliError::usage(format!(
                "refused: seat {} is not the computer's",
                s.0
            )));
        }
        None => return Err(CliError::usage("refused: no seat is to move now")),
    };
    let name = match level {
        Level::Easy => "random",
        Level::Medium => "greedy",
        Level::Hard => G::INFO.strongest.agent_name(),
    };
    let mut agent = agent_by_name(name).map_err(CliError::internal)?;
    let mut legal = Vec::new();
    m.state.legal_actions(&mut legal);
    let mut rng = Rng64::new(m.setup.seed ^ (m.history.len() as u64).wrapping_mul(0x2545_F491));
    let i = agent.choose(&m.state, &legal, &mut rng);
    Ok(legal.swap_remove(i))
}

fn resume<G: Game>(saved: &SavedMatch) -> Result<Match<G>, CliError> {
    Match::<G>::resume(saved, None)
        .map_err(|e| CliError::usage(format!("the match does not replay: {e}")))
}

fn print_match<G: Game>(m: &Match<G>) -> Result<Output, CliError> {
    let text = serde_json::to_string_pretty(&m.to_saved())
        .map_err(|e| CliError::internal(format!("cannot write the match: {e}")))?;
    Ok(Output {
        stdout: text + "\n",
        stderr: String::new(),
    })
}
