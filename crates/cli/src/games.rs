//! The games the CLI knows, and every command written once, generically over
//! [`Game`] + [`Evaluate`].
//!
//! To add a game, add one line to [`GAMES`].

use crate::{CliError, Output, referee};
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::time::{Duration, Instant};
use tabula_ai::{AGENT_NAMES, agent_by_name};
use tabula_core::{
    Agent, Evaluate, Game, GameInfo, Outcome, PlayError, RandomAgent, Rng64, RuleEvent, Scratch,
    SeatSet, ToMove, play_out, step,
};
use tabula_protocol::{OnlineRecord, VerifyError};
use tabula_table::{MatchSetup, SavedMatch};

/// Every game of the CLI, by its [`Game::NAME`]. One line per game.
pub static GAMES: &[&dyn GameCli] = &[
    &Entry::<tabula_yut::Yut>::GENERIC,
    &Entry::<tabula_chisolo::Chisolo>::GENERIC,
    &Entry::<tabula_malefiz::Malefiz>::GENERIC,
    // Backgammon adds its neural agents to the generic ones.
    &Entry::<tabula_backgammon::Backgammon> {
        agent_by_name: tabula_backgammon::agent_by_name,
        agent_names: tabula_backgammon::AGENT_NAMES,
    },
];

/// The game named `name`.
pub fn find(name: &str) -> Result<&'static dyn GameCli, CliError> {
    GAMES
        .iter()
        .copied()
        .find(|g| g.name() == name)
        .ok_or_else(|| {
            CliError::usage(format!(
                "unknown game {name:?} (known: {})",
                GAMES
                    .iter()
                    .map(|g| g.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })
}

/// How a game is set up from the command line.
#[derive(Debug, Default)]
pub struct Setup {
    /// `--preset NAME`; the game's default preset when `None`.
    pub preset: Option<String>,
    /// `--option KEY=VALUE`, in order.
    pub options: Vec<String>,
    /// `--seats N`.
    pub seats: Option<usize>,
}

/// How JSON states are printed.
#[derive(Clone, Copy, Debug)]
pub enum Format {
    Pretty,
    Compact,
}

/// Play settings of `play`.
#[derive(Debug)]
pub struct PlaySettings {
    pub agents: Vec<String>,
    pub games: u64,
    pub seed: u64,
    pub max_actions: usize,
}

/// The commands, for one game. Implemented once by [`Entry`].
pub trait GameCli: Sync {
    /// The game's name on the command line and in states.
    fn name(&self) -> &'static str;
    /// What the game says about itself: title, seats, presets, options ([`Game::INFO`]).
    fn info(&self) -> &'static GameInfo;
    /// `new`: a new state in its envelope.
    fn new_state(
        &self,
        setup: &Setup,
        seed: Option<u64>,
        format: Format,
    ) -> Result<Output, CliError>;
    /// `legal`: the legal actions (or chance outcomes) of an enveloped state.
    fn legal(&self, envelope: serde_json::Value) -> Result<Output, CliError>;
    /// `apply`: the state after `actions`, all or nothing.
    fn apply(
        &self,
        envelope: serde_json::Value,
        actions: &[String],
        events: bool,
        format: Format,
    ) -> Result<Output, CliError>;
    /// `play`: self-play statistics.
    fn play(&self, setup: &Setup, settings: &PlaySettings) -> Result<Output, CliError>;
    /// `bench`: random-playout throughput.
    fn bench(&self, setup: &Setup, seconds: f64, seed: u64) -> Result<Output, CliError>;
    /// The agents `play` knows for this game.
    fn agent_names(&self) -> &'static [&'static str];
    /// `match new`: a new match of `setup`.
    fn new_match(&self, setup: MatchSetup) -> Result<Output, CliError>;
    /// `match play|throw|outcome|take-back|computer`: the match after one request.
    fn match_request(
        &self,
        saved: &SavedMatch,
        request: referee::Request,
    ) -> Result<Output, CliError>;
    /// `match show`: who is to act, and the choices.
    fn show_match(&self, saved: &SavedMatch) -> Result<Output, CliError>;
    /// `verify`: every throw of an online match checked against the dice's commitment;
    /// the number of throws.
    fn verify(&self, record: &OnlineRecord) -> Result<usize, VerifyError>;
}

/// The commands for the game `G`, with the agents it can be played by.
pub struct Entry<G: Game> {
    /// An agent by name: `tabula_ai::agent_by_name`, or the game's own lookup when its
    /// crate has agents of its own.
    pub agent_by_name: fn(&str) -> Result<Box<dyn Agent<G>>, String>,
    /// The names `agent_by_name` knows.
    pub agent_names: &'static [&'static str],
}

impl<G: Evaluate> Entry<G> {
    /// A game played by the generic agents of `tabula-ai`.
    pub const GENERIC: Entry<G> = Entry {
        agent_by_name: agent_by_name::<G>,
        agent_names: AGENT_NAMES,
    };
}

/// A state as the CLI reads it. `to_move` is accepted and ignored (it is derived).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EnvelopeIn<G> {
    #[allow(dead_code)]
    game: String,
    seats: usize,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    #[allow(dead_code)]
    to_move: IgnoredAny,
    state: G,
}

/// A state as the CLI prints it.
#[derive(Serialize)]
struct EnvelopeOut<'a, G> {
    game: &'static str,
    seats: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    to_move: Next,
    state: &'a G,
}

/// Who decides next, as printed in the envelope (for people and bots; never read back).
#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum Next {
    Seat(u8),
    Chance,
    Over { winners: SeatSet, points: u8 },
}

impl From<ToMove> for Next {
    fn from(t: ToMove) -> Self {
        match t {
            ToMove::Seat(s) => Next::Seat(s.0),
            ToMove::Chance => Next::Chance,
            ToMove::Over(o) => Next::Over {
                winners: o.winners,
                points: o.points,
            },
        }
    }
}

/// One line of `apply --events`: the action and one of its events.
#[derive(Serialize)]
struct EventLine<'a> {
    action: &'a str,
    #[serde(flatten)]
    event: &'a RuleEvent,
}

/// The most actions a game of `play` or `bench` may take before it is given up. Random
/// Malefiz pawns wander: a four-seat random game averages about 22,000 actions and now and
/// then passes 100,000, so the cap only catches games that never end.
pub const MAX_ACTIONS: usize = 1_000_000;

fn options_of<G: Game>(setup: &Setup) -> Result<(G::Options, String), CliError> {
    let preset = match &setup.preset {
        Some(p) => {
            if !G::presets().contains(&p.as_str()) {
                return Err(CliError::usage(format!(
                    "unknown preset {p:?} for {} (known: {})",
                    G::NAME,
                    G::presets().join(", ")
                )));
            }
            Some(p.as_str())
        }
        None => G::presets().first().copied(),
    };
    let mut options = match preset {
        Some(p) => G::preset(p).map_err(|e| CliError::usage(e.0))?,
        None => G::Options::default(),
    };
    for kv in &setup.options {
        let Some((key, value)) = kv.split_once('=') else {
            return Err(CliError::usage(format!(
                "--option takes KEY=VALUE, not {kv:?}"
            )));
        };
        G::set_option(&mut options, key.trim(), value.trim())
            .map_err(|e| CliError::usage(format!("--option {kv}: {}", e.0)))?;
    }
    Ok((options, preset.unwrap_or("default").to_string()))
}

fn check_seats<G: Game>(seats: usize) -> Result<usize, CliError> {
    let range = G::seat_range();
    if range.contains(&seats) {
        Ok(seats)
    } else {
        let takes = if range.start() == range.end() {
            format!("{} seats", range.start())
        } else {
            format!("{} to {} seats", range.start(), range.end())
        };
        Err(CliError::usage(format!(
            "{} takes {takes}, not {seats}",
            G::NAME
        )))
    }
}

fn new_game<G: Game>(options: &G::Options, seats: usize) -> Result<G, CliError> {
    G::new(options, check_seats::<G>(seats)?).map_err(|e| CliError::usage(e.0))
}

fn load<G: Game>(envelope: serde_json::Value) -> Result<(G, Option<u64>), CliError> {
    let env: EnvelopeIn<G> = serde_json::from_value(envelope)
        .map_err(|e| CliError::usage(format!("not a valid {} state: {e}", G::NAME)))?;
    if env.seats != env.state.seats() {
        return Err(CliError::usage(format!(
            "the envelope says {} seats but the {} state has {}",
            env.seats,
            G::NAME,
            env.state.seats()
        )));
    }
    check_seats::<G>(env.seats)?;
    Ok((env.state, env.seed))
}

pub fn print_state<G: Game>(
    game: &G,
    seed: Option<u64>,
    format: Format,
) -> Result<String, CliError> {
    let env = EnvelopeOut {
        game: G::NAME,
        seats: game.seats(),
        seed,
        to_move: game.to_move().into(),
        state: game,
    };
    let mut text = match format {
        Format::Pretty => serde_json::to_string_pretty(&env),
        Format::Compact => serde_json::to_string(&env),
    }
    .map_err(|e| CliError::internal(format!("cannot write the state as JSON: {e}")))?;
    text.push('\n');
    Ok(text)
}

/// "seat 0 wins", "seats 0 and 2 win", "a draw".
pub fn describe(outcome: &Outcome) -> String {
    let seats: Vec<String> = outcome.winners.iter().map(|s| s.0.to_string()).collect();
    match seats.len() {
        0 => "a draw".to_string(),
        1 => format!("seat {} wins", seats[0]),
        _ => format!("seats {} win", seats.join(" and ")),
    }
}

/// A probability rounded to 12 significant digits, so that float noise from computing it
/// (0.15360000000000004) does not show.
fn probability(p: f64) -> f64 {
    format!("{p:.11e}").parse().unwrap_or(p)
}

/// A one-line list of at most a dozen items.
fn short_list(items: impl Iterator<Item = String>) -> String {
    let all: Vec<String> = items.collect();
    if all.len() <= 12 {
        all.join(", ")
    } else {
        format!("{}, … ({} in all)", all[..12].join(", "), all.len())
    }
}

impl<G: Game + Evaluate> GameCli for Entry<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn verify(&self, record: &OnlineRecord) -> Result<usize, VerifyError> {
        tabula_protocol::verify::<G>(record)
    }

    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn new_state(
        &self,
        setup: &Setup,
        seed: Option<u64>,
        format: Format,
    ) -> Result<Output, CliError> {
        let (options, _) = options_of::<G>(setup)?;
        let seats = setup.seats.unwrap_or(*G::seat_range().start());
        let game = new_game::<G>(&options, seats)?;
        Ok(Output::stdout(print_state(&game, seed, format)?))
    }

    fn legal(&self, envelope: serde_json::Value) -> Result<Output, CliError> {
        let (game, _) = load::<G>(envelope)?;
        let mut out = Output::default();
        match game.to_move() {
            ToMove::Seat(_) => {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                for a in legal {
                    let _ = writeln!(out.stdout, "{a}");
                }
            }
            ToMove::Chance => {
                let mut outcomes = Vec::new();
                game.chance_outcomes(&mut outcomes);
                for (a, p) in outcomes {
                    let _ = writeln!(out.stdout, "{a}\t{}", probability(p));
                }
            }
            ToMove::Over(o) => {
                let _ = writeln!(out.stderr, "the game is over: {}", describe(&o));
            }
        }
        Ok(out)
    }

    fn apply(
        &self,
        envelope: serde_json::Value,
        actions: &[String],
        want_events: bool,
        format: Format,
    ) -> Result<Output, CliError> {
        let (mut game, seed) = load::<G>(envelope)?;
        let mut out = Output::default();
        let mut legal = Vec::new();
        let mut chance = Vec::new();
        let mut events = Vec::new();
        for (i, text) in actions.iter().enumerate() {
            let which = if actions.len() > 1 {
                format!("action {} {text:?}", i + 1)
            } else {
                format!("action {text:?}")
            };
            let action: G::Action =
                text.trim()
                    .parse()
                    .map_err(|e: tabula_core::ParseActionError| {
                        CliError::usage(format!("{which}: {e}"))
                    })?;
            let refusal = match game.to_move() {
                ToMove::Over(o) => Some(format!("the game is over ({})", describe(&o))),
                ToMove::Seat(seat) => {
                    legal.clear();
                    game.legal_actions(&mut legal);
                    (!legal.contains(&action)).then(|| {
                        format!(
                            "not legal now; seat {} may play: {}",
                            seat.0,
                            short_list(legal.iter().map(|a| a.to_string()))
                        )
                    })
                }
                ToMove::Chance => {
                    chance.clear();
                    game.chance_outcomes(&mut chance);
                    (!chance.iter().any(|(a, _)| *a == action)).then(|| {
                        format!(
                            "not legal now; chance is to move: {}",
                            short_list(chance.iter().map(|(a, _)| a.to_string()))
                        )
                    })
                }
            };
            if let Some(why) = refusal {
                return Err(CliError::usage(format!("{which} refused: {why}")));
            }
            events.clear();
            game.apply(&action, &mut events).map_err(|e| {
                CliError::internal(format!(
                    "{which}: the rules refused an action they list: {e}"
                ))
            })?;
            if want_events {
                let name = action.to_string();
                for event in &events {
                    let line = serde_json::to_string(&EventLine {
                        action: &name,
                        event,
                    })
                    .map_err(|e| CliError::internal(format!("cannot write an event: {e}")))?;
                    out.stderr.push_str(&line);
                    out.stderr.push('\n');
                }
            }
        }
        out.stdout = print_state(&game, seed, format)?;
        Ok(out)
    }

    fn play(&self, setup: &Setup, settings: &PlaySettings) -> Result<Output, CliError> {
        let (options, preset) = options_of::<G>(setup)?;
        let names = &settings.agents;
        let seats = match (setup.seats, names.len()) {
            (Some(s), n) if n > 1 && n != s => {
                return Err(CliError::usage(format!(
                    "{n} agents for {s} seats (give one agent per seat, or one for all)"
                )));
            }
            (Some(s), _) => s,
            (None, n) if n > 1 => n,
            (None, _) => *G::seat_range().start(),
        };
        let proto = new_game::<G>(&options, seats)?;
        let names: Vec<&str> = if names.len() == 1 {
            vec![names[0].as_str(); seats]
        } else {
            names.iter().map(String::as_str).collect()
        };
        let mut agents = names
            .iter()
            .map(|n| (self.agent_by_name)(n))
            .collect::<Result<Vec<_>, _>>()
            .map_err(CliError::usage)?;

        let mut wins = vec![0u64; seats];
        let (mut draws, mut unfinished, mut finished_length) = (0u64, 0u64, 0u64);
        let mut record = Vec::new();
        let start = Instant::now();
        for i in 0..settings.games {
            let game_seed = settings.seed.wrapping_add(i);
            let mut game = proto.clone();
            record.clear();
            let mut rng = Rng64::new(game_seed);
            match play_out(
                &mut game,
                &mut agents,
                &mut rng,
                settings.max_actions,
                Some(&mut record),
            ) {
                Ok(outcome) => {
                    finished_length += record.len() as u64;
                    if outcome.is_draw() {
                        draws += 1;
                    }
                    for s in outcome.winners.iter() {
                        wins[s.index()] += 1;
                    }
                }
                Err(PlayError::TooLong(_)) => unfinished += 1,
                Err(e) => {
                    return Err(CliError::internal(format!(
                        "game {} (seed {game_seed}): {e}",
                        i + 1
                    )));
                }
            }
        }
        let elapsed = start.elapsed().as_secs_f64();

        let mut out = Output::default();
        let o = &mut out.stdout;
        let last_seed = settings.seed.wrapping_add(settings.games - 1);
        let _ = write!(
            o,
            "{}: {} games, {seats} seats, preset {preset}",
            G::NAME,
            settings.games
        );
        if !setup.options.is_empty() {
            let _ = write!(o, ", options {}", setup.options.join(" "));
        }
        let _ = writeln!(o, ", seeds {} to {last_seed}", settings.seed);
        let partners: Vec<String> = (0..seats)
            .filter_map(|a| {
                let side = proto.side_of(tabula_core::Seat(a as u8));
                let mates: Vec<String> = (0..seats)
                    .filter(|&b| proto.side_of(tabula_core::Seat(b as u8)) == side)
                    .map(|b| b.to_string())
                    .collect();
                (mates.len() > 1 && mates[0] == a.to_string()).then(|| mates.join(" and "))
            })
            .collect();
        if !partners.is_empty() {
            let _ = writeln!(
                o,
                "partners: seats {} (a side's win counts for each of its seats)",
                partners.join(", seats ")
            );
        }
        let games = settings.games as f64;
        for (seat, (w, name)) in wins.iter().zip(&names).enumerate() {
            let _ = writeln!(
                o,
                "seat {seat} {name}: {w} wins ({:.1}%)",
                100.0 * *w as f64 / games
            );
        }
        let _ = writeln!(o, "draws: {draws}");
        if unfinished > 0 {
            let _ = writeln!(
                o,
                "unfinished: {unfinished} (longer than {} actions)",
                settings.max_actions
            );
        }
        let finished = settings.games - unfinished;
        if finished > 0 {
            let _ = writeln!(
                o,
                "mean length: {:.1} actions",
                finished_length as f64 / finished as f64
            );
        }
        let _ = writeln!(o, "speed: {:.1} games/s", games / elapsed.max(1e-9));
        Ok(out)
    }

    fn agent_names(&self) -> &'static [&'static str] {
        self.agent_names
    }

    fn new_match(&self, setup: MatchSetup) -> Result<Output, CliError> {
        referee::new_match::<G>(setup)
    }

    fn match_request(
        &self,
        saved: &SavedMatch,
        request: referee::Request,
    ) -> Result<Output, CliError> {
        referee::match_request::<G>(saved, request, self.agent_by_name)
    }

    fn show_match(&self, saved: &SavedMatch) -> Result<Output, CliError> {
        referee::show_match::<G>(saved)
    }

    fn bench(&self, setup: &Setup, seconds: f64, seed: u64) -> Result<Output, CliError> {
        let (options, preset) = options_of::<G>(setup)?;
        let seats = setup.seats.unwrap_or(*G::seat_range().start());
        let proto = new_game::<G>(&options, seats)?;
        let mut agents: Vec<Box<dyn Agent<G>>> = (0..seats)
            .map(|_| Box::new(RandomAgent) as Box<dyn Agent<G>>)
            .collect();
        let mut scratch = Scratch::<G>::default();
        let mut rng = Rng64::new(seed);
        let mut game = proto.clone();

        let mut run = |budget: Duration| -> Result<Tally, CliError> {
            let mut played = None;
            let counted = allocation_counter::measure(|| {
                let random = (&mut agents[..], &mut rng, &mut scratch);
                played = Some(Tally::play(budget, &proto, &mut game, random));
            });
            let mut tally = played.expect("measured")?;
            tally.allocations = counted.count_total;
            Ok(tally)
        };
        // Warm up caches and clocks, then measure.
        run(Duration::from_secs_f64((seconds / 10.0).min(0.5)))?;
        let t = run(Duration::from_secs_f64(seconds))?;

        let secs = t.elapsed.as_secs_f64().max(1e-9);
        let games = t.games as f64;
        let actions = t.actions as f64;
        let mut out = Output::default();
        let o = &mut out.stdout;
        let _ = writeln!(
            o,
            "{} bench: preset {preset}, {seats} seats, random agents, one core, seed {seed}",
            G::NAME
        );
        let _ = writeln!(
            o,
            "games: {} in {secs:.2} s = {:.0} games/s",
            t.games,
            games / secs
        );
        let _ = writeln!(
            o,
            "actions: {} = {:.0} actions/s (mean {:.1} per game)",
            t.actions,
            actions / secs,
            actions / games
        );
        let _ = writeln!(
            o,
            "heap allocations: {:.3} per action, {:.2} per game (including the game's setup)",
            t.allocations as f64 / actions.max(1.0),
            t.allocations as f64 / games
        );
        Ok(out)
    }
}

#[derive(Default)]
struct Tally {
    games: u64,
    actions: u64,
    allocations: u64,
    elapsed: Duration,
}

/// Random agents, their random numbers and their reused buffers.
type RandomPlay<'a, G> = (
    &'a mut [Box<dyn Agent<G>>],
    &'a mut Rng64,
    &'a mut Scratch<G>,
);

impl Tally {
    /// Random games from `proto`, played in `game`, until `budget` is spent (the
    /// allocations are counted by the caller).
    fn play<G: Game>(
        budget: Duration,
        proto: &G,
        game: &mut G,
        (agents, rng, scratch): RandomPlay<'_, G>,
    ) -> Result<Tally, CliError> {
        let mut tally = Tally::default();
        let start = Instant::now();
        loop {
            game.clone_from(proto);
            let mut n = 0u64;
            while step(game, agents, rng, scratch)
                .map_err(|e| CliError::internal(format!("bench: {e}")))?
                .is_ok()
            {
                n += 1;
                if n as usize > MAX_ACTIONS {
                    return Err(CliError::internal(format!(
                        "bench: a random game took more than {MAX_ACTIONS} actions"
                    )));
                }
            }
            tally.games += 1;
            tally.actions += n;
            tally.elapsed = start.elapsed();
            if tally.elapsed >= budget {
                return Ok(tally);
            }
        }
    }
}
