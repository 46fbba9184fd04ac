//! The game-independent rules API of Tabula.
//!
//! The model is OpenSpiel's: a game state is a value; the next decision belongs to a seat or
//! to chance ([`ToMove`]); an action moves it on ([`Game::apply`]). Randomness never lives
//! inside a rules crate: a throw or a roll is a *chance action*, picked by the caller from
//! [`Game::chance_outcomes`] with a seeded [`Rng64`]. So a game replays exactly from its
//! action list, agents can reason about chance, and tests are exact.
//!
//! Every game reports what happened as [`RuleEvent`]s, one vocabulary shared by all games,
//! so animation, audio and the move log are written once.
//!
//! ```
//! use tabula_core::{Game, ToMove, Rng64, play_out, RandomAgent, Agent};
//! # use tabula_core::doc_game::Nim;
//! // `Nim` is a tiny game that ships with this crate for examples and tests.
//! let mut game = Nim::new(&Default::default(), 2).unwrap();
//! let mut agents: Vec<Box<dyn Agent<Nim>>> = vec![Box::new(RandomAgent), Box::new(RandomAgent)];
//! let mut rng = Rng64::new(7);
//! let outcome = play_out(&mut game, &mut agents, &mut rng, 1_000, None).unwrap();
//! assert!(matches!(game.to_move(), ToMove::Over(_)));
//! assert_eq!(outcome.winners.len(), 1);
//! ```

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

mod evaluate;
mod events;
mod info;
mod rng;
mod sets;

pub mod doc_game;
#[cfg(feature = "testing")]
pub mod testing;

pub use evaluate::{Evaluate, value};
pub use events::{ExtraReason, Faces, Path, RuleEvent};
pub use info::*;
pub use rng::Rng64;
pub use sets::{PieceId, Pieces, SeatSet, SpaceId};

/// A player's chair at the table, numbered from 0 in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A side (team) wins or loses together. In most games each seat is its own side; in
/// four-player Yut Nori partners sitting opposite share one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Side(pub u8);

/// Who decides next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToMove {
    /// A seat picks one of [`Game::legal_actions`].
    Seat(Seat),
    /// Chance picks one of [`Game::chance_outcomes`] (a throw, a roll, a lot).
    Chance,
    /// The game has ended.
    Over(Outcome),
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The seats that won (a whole team when partners play). Empty means a draw.
    pub winners: SeatSet,
    /// Points the win is worth (1 in most games; Backgammon's gammon 2, backgammon 3).
    pub points: u8,
}

impl Outcome {
    /// A win for the given seats worth `points`.
    pub fn win(winners: SeatSet, points: u8) -> Self {
        Outcome { winners, points }
    }

    /// A draw.
    pub fn draw() -> Self {
        Outcome {
            winners: SeatSet::EMPTY,
            points: 0,
        }
    }

    /// True when nobody won.
    pub fn is_draw(&self) -> bool {
        self.winners.is_empty()
    }

    /// The result from one seat's point of view: +points for a win, −points for a loss,
    /// 0 for a draw. Agents maximise this.
    pub fn value_for(&self, seat: Seat) -> f64 {
        if self.is_draw() {
            0.0
        } else if self.winners.contains(seat) {
            f64::from(self.points)
        } else {
            -f64::from(self.points)
        }
    }
}

/// A game could not be set up: an unknown preset or option, a bad value, a wrong number of
/// seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// An action was refused. The state it was offered to is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Illegal(pub Cow<'static, str>);

impl Illegal {
    /// An error with a fixed message (no allocation).
    pub const fn new(reason: &'static str) -> Self {
        Illegal(Cow::Borrowed(reason))
    }
}

impl Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action: {}", self.0)
    }
}

impl std::error::Error for Illegal {}

/// A text could not be read as an action of a game's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseActionError {}

/// The rules of one game. A value of the implementing type is a complete game state.
///
/// Contract, checked by every game's tests:
/// - `legal_actions` is non-empty exactly when `to_move` is `Seat`, and
///   `chance_outcomes` is non-empty exactly when it is `Chance`; chance probabilities sum
///   to 1.
/// - `apply` accepts exactly the listed actions (legal or chance) and refuses anything
///   else with [`Illegal`], leaving the state untouched.
/// - `apply` does not clear `events`; it appends what happened, in order.
/// - An action's `Display` text parses back with `FromStr` to the same action.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// A decision of a seat or of chance.
    type Action: Clone
        + Eq
        + Hash
        + Debug
        + Display
        + FromStr<Err = ParseActionError>
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// The rule variants of this game, with defaults per `RULES.md`.
    type Options: Clone + Default + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// What the game says about itself: title, seats, presets, options; see [`GameInfo`]
    /// and [`check_info`].
    const INFO: GameInfo;

    /// The game's name in saves and on the command line, e.g. `"yut"` (from [`Game::INFO`]).
    const NAME: &'static str = Self::INFO.name;

    /// The names of the presets, the default first (those of [`Game::INFO`], in order).
    fn presets() -> &'static [&'static str];
    /// The options of a named preset.
    fn preset(name: &str) -> Result<Self::Options, SetupError>;
    /// Sets one option from its saved-game name and a text value.
    fn set_option(options: &mut Self::Options, key: &str, value: &str) -> Result<(), SetupError>;
    /// The text of an option's current value, as [`Game::set_option`] takes it (one of the
    /// values [`Game::INFO`] describes); `None` for an unknown key.
    fn option_value(options: &Self::Options, key: &str) -> Option<String>;
    /// The seat counts the game supports (from [`Game::INFO`]).
    fn seat_range() -> std::ops::RangeInclusive<usize> {
        Self::INFO.seats
    }

    /// A new game, before the first decision (often a chance action choosing who starts).
    fn new(options: &Self::Options, seats: usize) -> Result<Self, SetupError>;
    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;
    /// How many seats play.
    fn seats(&self) -> usize;
    /// The side (team) a seat plays for.
    fn side_of(&self, seat: Seat) -> Side;
    /// Who decides next.
    fn to_move(&self) -> ToMove;
    /// Appends the current seat's choices to `out` (nothing at chance or at the end).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// The current seat's choices in a new vector, where an allocation does not matter
    /// (a board's input, a test).
    fn legal(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions(&mut out);
        out
    }
    /// Appends chance's outcomes with their probabilities to `out` (nothing unless chance
    /// is to move).
    fn chance_outcomes(&self, out: &mut Vec<(Self::Action, f64)>);
    /// Plays one action, appending the resulting events. An action that is not currently
    /// legal (or not a current chance outcome) is refused and changes nothing.
    fn apply(&mut self, action: &Self::Action, events: &mut Vec<RuleEvent>) -> Result<(), Illegal>;

    /// The seat whose throw or roll the current chance action is, if it is anyone's: a
    /// person throws their own dice, while the lot for the first player (or a roll of both
    /// seats at once) is nobody's and draws itself.
    fn thrower(&self) -> Option<Seat> {
        None
    }

    /// The name of the positions [`Game::from_position`] reads; empty when it reads none.
    const POSITION_FORMAT: &'static str = "";

    /// A game starting from a position written in the game's own way (Backgammon: GNU
    /// Backgammon's position ID, with its match ID).
    fn from_position(
        _options: &Self::Options,
        _seats: usize,
        _text: &str,
    ) -> Result<Self, SetupError> {
        Err(SetupError(format!(
            "{} cannot start from a position",
            Self::INFO.title
        )))
    }

    /// The outcome, if the game is over.
    fn outcome(&self) -> Option<Outcome> {
        match self.to_move() {
            ToMove::Over(o) => Some(o),
            _ => None,
        }
    }
}

/// Picks a chance outcome by its probability with `rng`. Returns the index into `outcomes`.
///
/// # Panics
/// If `outcomes` is empty.
pub fn sample_chance<A>(outcomes: &[(A, f64)], rng: &mut Rng64) -> usize {
    assert!(!outcomes.is_empty(), "no chance outcomes to sample");
    let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
    let mut x = rng.next_f64() * total;
    for (i, (_, p)) in outcomes.iter().enumerate() {
        if x < *p {
            return i;
        }
        x -= p;
    }
    outcomes.len() - 1
}

/// Something that picks actions for a seat.
pub trait Agent<G: Game>: Send {
    /// A short name for reports, e.g. `"random"`.
    fn name(&self) -> &str;
    /// Picks one of `legal` (never empty) for the seat to move in `state`; returns its index.
    fn choose(&mut self, state: &G, legal: &[G::Action], rng: &mut Rng64) -> usize;
}

/// A boxed agent (one chosen by name) is an agent, so wrappers can take either.
impl<G: Game> Agent<G> for Box<dyn Agent<G>> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn choose(&mut self, state: &G, legal: &[G::Action], rng: &mut Rng64) -> usize {
        (**self).choose(state, legal, rng)
    }
}

/// Picks uniformly among the legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomAgent;

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> &str {
        "random"
    }
    fn choose(&mut self, _state: &G, legal: &[G::Action], rng: &mut Rng64) -> usize {
        rng.below(legal.len() as u64) as usize
    }
}

/// Why [`play_out`] stopped without an outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game did not end within the action limit.
    TooLong(usize),
    /// A game broke its own contract (no legal action at a seat's turn, or refused one of its
    /// own listed actions). Always a bug in the rules crate.
    Broken(String),
    /// Fewer agents than seats.
    MissingAgent(Seat),
}

impl Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::TooLong(n) => write!(f, "the game did not end within {n} actions"),
            PlayError::Broken(why) => write!(f, "rules contract broken: {why}"),
            PlayError::MissingAgent(s) => write!(f, "no agent for {s}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Reusable buffers for stepping a game without allocating per action.
#[derive(Debug)]
pub struct Scratch<G: Game> {
    pub legal: Vec<G::Action>,
    pub chance: Vec<(G::Action, f64)>,
    pub events: Vec<RuleEvent>,
}

impl<G: Game> Default for Scratch<G> {
    fn default() -> Self {
        Scratch {
            legal: Vec::with_capacity(64),
            chance: Vec::with_capacity(16),
            events: Vec::with_capacity(64),
        }
    }
}

/// Plays one step: samples chance with `rng` or asks the seat's agent. Returns the action
/// played, or the outcome if the game is over. `scratch.events` holds the step's events.
pub fn step<G: Game>(
    game: &mut G,
    agents: &mut [Box<dyn Agent<G>>],
    rng: &mut Rng64,
    scratch: &mut Scratch<G>,
) -> Result<Result<G::Action, Outcome>, PlayError> {
    scratch.events.clear();
    let action = match game.to_move() {
        ToMove::Over(o) => return Ok(Err(o)),
        ToMove::Chance => {
            scratch.chance.clear();
            game.chance_outcomes(&mut scratch.chance);
            if scratch.chance.is_empty() {
                return Err(PlayError::Broken("chance to move with no outcomes".into()));
            }
            let i = sample_chance(&scratch.chance, rng);
            scratch.chance[i].0.clone()
        }
        ToMove::Seat(seat) => {
            scratch.legal.clear();
            game.legal_actions(&mut scratch.legal);
            if scratch.legal.is_empty() {
                return Err(PlayError::Broken(format!(
                    "{seat} to move with no legal action"
                )));
            }
            let agent = agents
                .get_mut(seat.index())
                .ok_or(PlayError::MissingAgent(seat))?;
            let i = agent.choose(game, &scratch.legal, rng);
            scratch.legal[i.min(scratch.legal.len() - 1)].clone()
        }
    };
    game.apply(&action, &mut scratch.events)
        .map_err(|e| PlayError::Broken(format!("own action {action} refused: {e}")))?;
    Ok(Ok(action))
}

/// Plays `game` to its end: chance is sampled with `rng`, each seat asks `agents[seat]`.
/// Every action played is pushed to `record` when given, so the game can be replayed.
pub fn play_out<G: Game>(
    game: &mut G,
    agents: &mut [Box<dyn Agent<G>>],
    rng: &mut Rng64,
    max_actions: usize,
    mut record: Option<&mut Vec<G::Action>>,
) -> Result<Outcome, PlayError> {
    let mut scratch = Scratch::default();
    for _ in 0..max_actions {
        match step(game, agents, rng, &mut scratch)? {
            Ok(action) => {
                if let Some(r) = record.as_deref_mut() {
                    r.push(action);
                }
            }
            Err(outcome) => return Ok(outcome),
        }
    }
    game.outcome().ok_or(PlayError::TooLong(max_actions))
}

/// Replays an action list from a new game with `options`. Fails at the first refused action
/// with its index.
pub fn replay<G: Game>(
    options: &G::Options,
    seats: usize,
    actions: &[G::Action],
) -> Result<G, ReplayError> {
    let mut game = G::new(options, seats).map_err(ReplayError::Setup)?;
    let mut events = Vec::new();
    for (i, a) in actions.iter().enumerate() {
        events.clear();
        game.apply(a, &mut events)
            .map_err(|e| ReplayError::Refused(i, e))?;
    }
    Ok(game)
}

/// Why a replay failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The options or seat count were refused.
    Setup(SetupError),
    /// The action at this index was refused.
    Refused(usize, Illegal),
}

impl Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => write!(f, "setup refused: {e}"),
            ReplayError::Refused(i, e) => write!(f, "action {} refused: {e}", i + 1),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Parses a boolean option value (`on/off`, `true/false`, `yes/no`, `1/0`).
pub fn parse_bool_option(key: &str, value: &str) -> Result<bool, SetupError> {
    match value.to_ascii_lowercase().as_str() {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(SetupError(format!(
            "option {key} takes on or off, not {value:?}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use doc_game::{Nim, NimAction};

    #[test]
    fn sample_chance_follows_probabilities() {
        let outcomes = [('a', 0.25), ('b', 0.75)];
        let mut rng = Rng64::new(1);
        let n = 40_000;
        let b = (0..n)
            .filter(|_| sample_chance(&outcomes, &mut rng) == 1)
            .count();
        let freq = b as f64 / n as f64;
        assert!((freq - 0.75).abs() < 0.01, "freq {freq}");
    }

    #[test]
    fn outcome_values() {
        let o = Outcome::win(SeatSet::single(Seat(1)), 2);
        assert_eq!(o.value_for(Seat(1)), 2.0);
        assert_eq!(o.value_for(Seat(0)), -2.0);
        assert_eq!(Outcome::draw().value_for(Seat(0)), 0.0);
        assert!(Outcome::draw().is_draw());
    }

    #[test]
    fn play_out_records_a_replayable_game() {
        let mut game = Nim::new(&Default::default(), 2).unwrap();
        let mut agents: Vec<Box<dyn Agent<Nim>>> =
            vec![Box::new(RandomAgent), Box::new(RandomAgent)];
        let mut rng = Rng64::new(3);
        let mut record = Vec::new();
        let outcome = play_out(&mut game, &mut agents, &mut rng, 100, Some(&mut record)).unwrap();
        let again: Nim = replay(&Default::default(), 2, &record).unwrap();
        assert_eq!(format!("{again:?}"), format!("{game:?}"));
        assert_eq!(again.outcome(), Some(outcome));
    }

    #[test]
    fn replay_reports_the_refused_action() {
        let err = replay::<Nim>(
            &Default::default(),
            2,
            &[NimAction::First(0), NimAction::Take(1), NimAction::Take(9)],
        )
        .unwrap_err();
        assert!(matches!(err, ReplayError::Refused(2, _)), "{err:?}");
    }

    #[test]
    fn play_out_stops_at_the_limit() {
        let mut game = Nim::new(&Default::default(), 2).unwrap();
        let mut agents: Vec<Box<dyn Agent<Nim>>> =
            vec![Box::new(RandomAgent), Box::new(RandomAgent)];
        let err = play_out(&mut game, &mut agents, &mut Rng64::new(0), 1, None).unwrap_err();
        assert_eq!(err, PlayError::TooLong(1));
    }

    #[test]
    fn bool_options() {
        assert_eq!(parse_bool_option("k", "On"), Ok(true));
        assert_eq!(parse_bool_option("k", "0"), Ok(false));
        assert!(parse_bool_option("k", "maybe").is_err());
    }
}
