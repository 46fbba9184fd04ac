//! Backgammon rules for Tabula (RULES.md section 4), checked against GNU Backgammon.
//!
//! The state keeps each seat's checkers in its own numbering (GNU Backgammon's convention,
//! see [`Position`]). A turn is two actions: chance rolls the dice ([`Action::Roll`]), then
//! the seat picks one whole [`Play`]; the legal plays are the distinct resulting positions.
//! The opening roll gives each seat one die; the higher plays White and moves first with
//! both. A roll that cannot be used at all passes the turn by itself.
//!
//! Board spaces in events, numbered from White's side: 1..=24 are White's points (Black's
//! point `p` is space `25 - p`), 25 is White's bar, 0 Black's bar, 26 and 27 the trays of
//! White's and Black's borne-off checkers. Checkers are interchangeable; an event names a
//! checker by its place in the stack it leaves or lands on: piece id `15 × colour + height`
//! (White 0, Black 1; height 0 is the bottom checker), so the app moves the top checker.
//!
//! [`nn`] holds the neural evaluation (trained by self-play), the exact bear-off database
//! and the `neural` / `neural-search` agents; [`agent_by_name`] finds every agent.
//!
//! [`gnubg_id`] sets a game up from GNU Backgammon's position ID and match ID.

mod eval;
pub mod gnubg_id;
mod info;
pub mod mat;
mod movegen;
pub mod nn;
mod play;
mod position;

pub use movegen::{Candidate, can_move, generate, try_step};
pub use play::{BAR_POINT, Move, OFF_POINT, Play, Step, Steps};
pub use position::{BAR, CHECKERS, Position, PositionError, pips};

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;
use tabula_core::{
    Faces, Game, Illegal, Outcome, ParseActionError, PieceId, Pieces, RuleEvent, Seat, SeatSet,
    SetupError, Side, SpaceId, ToMove, parse_bool_option,
};

/// The agents [`agent_by_name`] knows for backgammon, weakest first: the generic ones of
/// `tabula-ai` (over the hand-made evaluation) and the neural ones.
pub const AGENT_NAMES: &[&str] = &[
    "random",
    "greedy",
    "expectimax",
    "maxn",
    "alphabeta",
    "neural",
    "neural-search",
];

/// A backgammon agent by its name in [`AGENT_NAMES`]: `neural` ([`nn::NeuralAgent`], 0-ply)
/// and `neural-search` ([`nn::NeuralSearchAgent`], 2-ply with move filters) with the
/// bundled weights, or one of `tabula_ai::agent_by_name`'s.
///
/// The generic agents other than `random` know nothing of the cube: they play the checkers
/// and leave cube and resignation decisions to the net's ([`nn::cube::choose`]).
pub fn agent_by_name(name: &str) -> Result<Box<dyn tabula_core::Agent<Backgammon>>, String> {
    match name {
        "neural" => Ok(Box::new(nn::NeuralAgent::default())),
        "neural-search" => Ok(Box::new(nn::NeuralSearchAgent::default())),
        "random" => tabula_ai::agent_by_name::<Backgammon>(name),
        _ => tabula_ai::agent_by_name::<Backgammon>(name)
            .map(|checkers| Box::new(WithCube { checkers }) as Box<_>)
            .map_err(|_| format!("unknown agent {name:?} (known: {})", AGENT_NAMES.join(", "))),
    }
}

/// A checker-playing agent with the net's cube and resignation decisions
/// ([`nn::cube::choose`]): the generic agents know nothing of the cube.
pub struct WithCube<A> {
    pub checkers: A,
}

impl<A: tabula_core::Agent<Backgammon>> tabula_core::Agent<Backgammon> for WithCube<A> {
    fn name(&self) -> &str {
        self.checkers.name()
    }

    fn choose(
        &mut self,
        state: &Backgammon,
        legal: &[Action],
        rng: &mut tabula_core::Rng64,
    ) -> usize {
        if let Some(i) = nn::cube::choose(&nn::NeuralEval::bundled(), state, legal) {
            return i;
        }
        // Only the plays, which come first (a resignation may follow them).
        let plays = legal
            .iter()
            .take_while(|a| matches!(a, Action::Play(_)))
            .count();
        self.checkers.choose(state, &legal[..plays.max(1)], rng)
    }
}

/// Space ids of the bars and trays (see the crate documentation).
pub const WHITE_BAR: SpaceId = SpaceId(25);
pub const BLACK_BAR: SpaceId = SpaceId(0);
pub const WHITE_TRAY: SpaceId = SpaceId(26);
pub const BLACK_TRAY: SpaceId = SpaceId(27);

/// The rule variants of Backgammon. `Default` is the cubeless money game (the `standard`
/// preset, which playouts and training use); the default preset, `money-cube`, and
/// `match-7` turn the cube on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BackgammonOptions {
    /// `gammons`: a gammon scores 2 and a backgammon 3 (rule 7); off, every win scores 1.
    pub gammons: bool,
    /// `cube`: the doubling cube is in play.
    pub cube: bool,
    /// `jacoby` (money play only): gammons and backgammons count only once the cube has
    /// been turned.
    pub jacoby: bool,
    /// `beaver` (money play only): a player who is doubled may take and at once redouble,
    /// keeping the cube.
    pub beaver: bool,
    /// `match`: the match length in points, 1 to 25; 0 is money play (one game).
    #[serde(rename = "match")]
    pub match_length: u8,
}

impl Default for BackgammonOptions {
    fn default() -> Self {
        BackgammonOptions {
            gammons: true,
            cube: false,
            jacoby: false,
            beaver: false,
            match_length: 0,
        }
    }
}

impl BackgammonOptions {
    /// True when the state keeps the match's record (its actions and finished games): with
    /// the cube or in a match. The cubeless money game keeps none, so its playouts stay
    /// free of allocation.
    pub fn recorded(&self) -> bool {
        self.cube || self.match_length > 0
    }
}

/// The longest match.
pub const MAX_MATCH: u8 = 25;

/// The highest cube value.
pub const MAX_CUBE: u8 = 64;

/// The preset names, the default first: the money game with the cube, as the game is
/// played; `standard` is the cubeless game (today's [`BackgammonOptions::default`]).
pub const PRESETS: &[&str] = &["money-cube", "match-7", "standard", "single-points"];

/// What a resignation gives up: a single game, a gammon or a backgammon (times the cube).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResignLevel {
    Single,
    Gammon,
    Backgammon,
}

impl ResignLevel {
    /// The three levels, smallest first.
    pub const ALL: [ResignLevel; 3] = [
        ResignLevel::Single,
        ResignLevel::Gammon,
        ResignLevel::Backgammon,
    ];

    /// 1, 2 or 3 (before the cube and the Jacoby rule).
    pub fn multiplier(self) -> u8 {
        match self {
            ResignLevel::Single => 1,
            ResignLevel::Gammon => 2,
            ResignLevel::Backgammon => 3,
        }
    }

    /// `single`, `gammon` or `backgammon`.
    pub fn name(self) -> &'static str {
        match self {
            ResignLevel::Single => "single",
            ResignLevel::Gammon => "gammon",
            ResignLevel::Backgammon => "backgammon",
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// The winner bore off all 15 checkers: a single game, a gammon or a backgammon (as the
    /// board shows, before the `gammons` and `jacoby` options).
    BorneOff(ResignLevel),
    /// The loser passed a double.
    Passed,
    /// The loser resigned at this level and the winner accepted.
    Resigned(ResignLevel),
}

/// One finished game of a match (or the money game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Seat,
    /// Points scored: the cube's value times 1, 2 or 3.
    pub points: u16,
    pub end: GameEnd,
    /// The cube's value when the game ended (before a passed double).
    pub cube: u8,
    /// The match score before this game, by seat.
    pub score_before: [u16; 2],
}

/// A decision: a roll of chance, a seat's whole play, or a decision about the cube or a
/// resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Two dice. In the opening roll the first is seat 0's die and the second seat 1's;
    /// later rolls are listed larger die first. Written `roll 6-4`.
    Roll(u8, u8),
    /// A whole play, in GNU Backgammon notation.
    Play(Play),
    /// Before rolling, the seat that may double rolls instead. Written `roll`.
    RollDice,
    /// Before rolling, offer the cube at twice its value. Written `double`.
    Double,
    /// Accept a double: the cube is turned and given to the taker. Written `take`.
    Take,
    /// Refuse a double: lose the cube's current value. Written `pass`.
    Pass,
    /// Take and at once redouble, keeping the cube (money play, option `beaver`).
    /// Written `beaver`.
    Beaver,
    /// Offer to resign a single game, a gammon or a backgammon. Written
    /// `resign single|gammon|backgammon`.
    Resign(ResignLevel),
    /// Accept the offered resignation. Written `accept`.
    Accept,
    /// Decline the offered resignation; play goes on. Written `reject`.
    Reject,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(a, b) => write!(f, "roll {a}-{b}"),
            Action::Play(p) => p.fmt(f),
            Action::RollDice => f.write_str("roll"),
            Action::Double => f.write_str("double"),
            Action::Take => f.write_str("take"),
            Action::Pass => f.write_str("pass"),
            Action::Beaver => f.write_str("beaver"),
            Action::Resign(level) => write!(f, "resign {}", level.name()),
            Action::Accept => f.write_str("accept"),
            Action::Reject => f.write_str("reject"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let text = text.trim();
        match text {
            "roll" => return Ok(Action::RollDice),
            "double" => return Ok(Action::Double),
            "take" => return Ok(Action::Take),
            "pass" => return Ok(Action::Pass),
            "beaver" => return Ok(Action::Beaver),
            "accept" => return Ok(Action::Accept),
            "reject" => return Ok(Action::Reject),
            _ => {}
        }
        if let Some(level) = text.strip_prefix("resign ") {
            return ResignLevel::ALL
                .into_iter()
                .find(|l| l.name() == level.trim())
                .map(Action::Resign)
                .ok_or_else(|| {
                    ParseActionError(format!(
                        "cannot read {text:?}: write resign single, resign gammon or resign backgammon"
                    ))
                });
        }
        let Some(dice) = text.strip_prefix("roll ") else {
            return text.parse().map(Action::Play);
        };
        let die = |d: &str| d.trim().parse::<u8>().ok().filter(|d| (1..=6).contains(d));
        match dice.split_once('-').map(|(a, b)| (die(a), die(b))) {
            Some((Some(a), Some(b))) => Ok(Action::Roll(a, b)),
            _ => Err(ParseActionError(format!(
                "cannot read {text:?}: a roll is written like roll 6-4"
            ))),
        }
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Each seat rolls one die to decide who plays White (at the start of every game).
    Opening,
    /// The seat on turn decides before rolling: `roll`, `double` (when it may) or
    /// `resign ...`. Only with the cube or in a match.
    BeforeRoll,
    /// The seat on turn is about to roll (chance).
    Rolling,
    /// The seat on turn plays these dice.
    Moving { dice: [u8; 2] },
    /// The seat on turn has doubled; the other seat takes, passes or beavers.
    CubeOffered,
    /// The seat on turn offers to resign at `level`; the other accepts or rejects. A
    /// rejection returns to rolling (`dice` `None`, the decision before the roll) or to
    /// playing `dice`.
    Resigning {
        level: ResignLevel,
        dice: Option<[u8; 2]>,
    },
    /// The game (the match, when one is played) has ended.
    Over(Outcome),
}

/// A game of backgammon, or a match of games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "Unchecked")]
pub struct Backgammon {
    options: BackgammonOptions,
    /// Each seat's checkers in its own numbering (index 24 is its bar).
    checkers: [[u8; 25]; 2],
    /// The seat that plays White (decided by the opening roll).
    white: Option<Seat>,
    turn: Seat,
    phase: Phase,
    /// The cube's value, 1 to 64.
    cube: u8,
    /// Who owns the cube; `None` while it is centred.
    cube_owner: Option<Seat>,
    /// The match score by seat.
    score: [u16; 2],
    /// This game is the Crawford game: nobody may double.
    crawford: bool,
    /// The seat on turn has already offered a resignation this turn (one offer a turn,
    /// so that offers and rejections cannot go round for ever).
    resign_offered: bool,
    /// The finished games (kept when [`BackgammonOptions::recorded`]).
    games: Vec<GameResult>,
    /// Every action since the match began (kept when [`BackgammonOptions::recorded`]).
    history: Vec<Action>,
    /// Set up by [`Backgammon::from_position`] (or the cube and score setters), so not the
    /// replay of its history.
    set_up: bool,
}

fn one() -> u8 {
    1
}

/// A saved state before its checks. Saves from before the cube lack the new fields.
#[derive(Deserialize)]
struct Unchecked {
    options: BackgammonOptions,
    checkers: [[u8; 25]; 2],
    white: Option<Seat>,
    turn: Seat,
    phase: Phase,
    #[serde(default = "one")]
    cube: u8,
    #[serde(default)]
    cube_owner: Option<Seat>,
    #[serde(default)]
    score: [u16; 2],
    #[serde(default)]
    crawford: bool,
    #[serde(default)]
    resign_offered: bool,
    #[serde(default)]
    games: Vec<GameResult>,
    #[serde(default)]
    history: Vec<Action>,
    #[serde(default)]
    set_up: bool,
}

impl TryFrom<Unchecked> for Backgammon {
    type Error = String;

    fn try_from(u: Unchecked) -> Result<Self, String> {
        if u.turn.index() > 1 || u.white.is_some_and(|w| w.index() > 1) {
            return Err("backgammon has seats 0 and 1".into());
        }
        check_options(&u.options).map_err(|e| e.0)?;
        let game = Backgammon {
            options: u.options,
            checkers: u.checkers,
            white: u.white,
            turn: u.turn,
            phase: u.phase,
            cube: u.cube,
            cube_owner: u.cube_owner,
            score: u.score,
            crawford: u.crawford,
            resign_offered: u.resign_offered,
            games: u.games,
            history: u.history,
            set_up: u.set_up,
        };
        game.position().validate().map_err(|e| e.0)?;
        game.check_cube()?;
        if game.options.recorded() && !game.set_up {
            // A recorded match must be exactly the replay of its actions.
            let replayed = Backgammon::replay(&game.options, &game.history)
                .map_err(|e| format!("the match's history does not replay: {e}"))?;
            return if replayed == game {
                Ok(game)
            } else {
                Err("the state is not the replay of its history".into())
            };
        }
        if !game.options.recorded() && (!game.history.is_empty() || !game.games.is_empty()) {
            return Err("a game without cube or match keeps no history".into());
        }
        let n = u16::from(game.options.match_length);
        if n > 0 && game.score.iter().any(|&s| s >= n) && !matches!(game.phase, Phase::Over(_)) {
            return Err("a side has won the match but the match goes on".into());
        }
        match game.phase {
            Phase::Opening
                if game.white.is_some() || game.checkers != [Position::starting().me; 2] =>
            {
                Err("the opening roll comes before any move".into())
            }
            Phase::Moving { dice }
            | Phase::Resigning {
                dice: Some(dice), ..
            } if dice.iter().any(|d| !(1..=6).contains(d)) => {
                Err(format!("dice must show 1 to 6, not {dice:?}"))
            }
            Phase::Moving { dice }
            | Phase::Resigning {
                dice: Some(dice), ..
            } if !can_move(&game.position(), dice) => {
                Err("the seat to move cannot use its dice".into())
            }
            Phase::CubeOffered if !game.can_double() => {
                Err("the seat on turn may not double".into())
            }
            Phase::BeforeRoll if !game.options.recorded() => {
                Err("a decision before the roll comes with the cube or a match".into())
            }
            Phase::Resigning { .. } if !game.options.recorded() => {
                Err("resignations come with the cube or a match".into())
            }
            _ if game.white.is_none() && game.phase != Phase::Opening => {
                Err("no seat plays White after the opening".into())
            }
            Phase::Over(o) => match o.winners.iter().collect::<Vec<_>>()[..] {
                // A set-up game may end by a pass or a resignation.
                [w] if w.index() < 2 && game.set_up && o.points >= 1 => Ok(game),
                [w] if w.index() < 2
                    && game.borne_off(w) == CHECKERS
                    && (1..=3).contains(&o.points) =>
                {
                    Ok(game)
                }
                _ => Err("a finished game's winner has borne off all 15 checkers".into()),
            },
            _ if game.borne_off(Seat(0)) == CHECKERS || game.borne_off(Seat(1)) == CHECKERS => {
                Err("a side has borne off all 15 checkers but the game goes on".into())
            }
            _ => Ok(game),
        }
    }
}

/// Refuses options out of range (a match longer than 25 points).
fn check_options(options: &BackgammonOptions) -> Result<(), SetupError> {
    if options.match_length > MAX_MATCH {
        return Err(SetupError(format!(
            "a match is 1 to {MAX_MATCH} points (0: money play), not {}",
            options.match_length
        )));
    }
    Ok(())
}

/// Names of rolls, fixed so that rolling does not allocate.
const DIE_NAMES: [&str; 6] = ["1", "2", "3", "4", "5", "6"];
const ROLL_NAMES: [&str; 36] = [
    "1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-1", "2-2", "2-3", "2-4", "2-5", "2-6", "3-1",
    "3-2", "3-3", "3-4", "3-5", "3-6", "4-1", "4-2", "4-3", "4-4", "4-5", "4-6", "5-1", "5-2",
    "5-3", "5-4", "5-5", "5-6", "6-1", "6-2", "6-3", "6-4", "6-5", "6-6",
];

/// The plays last generated on this thread and what they were generated for.
struct PlayCache {
    key: Option<(Position, [u8; 2])>,
    plays: Vec<Candidate>,
}

thread_local! {
    /// Reused buffer for play generation, so stepping a game does not allocate; `apply`
    /// right after `legal_actions` on the same position reuses its plays.
    static CANDIDATES: RefCell<PlayCache> = RefCell::new(PlayCache {
        key: None,
        plays: Vec::with_capacity(256),
    });
}

/// Runs `f` on the legal plays of `dice` from `pos`, generating them unless cached.
fn with_plays<R>(pos: &Position, dice: [u8; 2], f: impl FnOnce(&[Candidate]) -> R) -> R {
    CANDIDATES.with_borrow_mut(|cache| {
        if cache.key != Some((*pos, dice)) {
            generate(pos, dice, false, &mut cache.plays);
            cache.key = Some((*pos, dice));
        }
        f(&cache.plays)
    })
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

impl Backgammon {
    /// A game in a given position: `position` is seen from `turn`, who is about to roll
    /// (`dice` `None`) or to play `dice`. Seat 0 plays White.
    pub fn from_position(
        options: &BackgammonOptions,
        position: &Position,
        turn: Seat,
        dice: Option<[u8; 2]>,
    ) -> Result<Backgammon, SetupError> {
        if turn.index() > 1 {
            return Err(SetupError(format!(
                "backgammon has seats 0 and 1, not {}",
                turn.0
            )));
        }
        position.validate().map_err(|e| SetupError(e.0))?;
        if position.my_off() == CHECKERS || position.opp_off() == CHECKERS {
            return Err(SetupError(
                "the game in this position is already over".into(),
            ));
        }
        let mut checkers = [[0; 25]; 2];
        checkers[turn.index()] = position.me;
        checkers[other(turn).index()] = position.opp;
        check_options(options)?;
        let phase = match dice {
            None => Phase::Rolling,
            Some(d) if d.iter().any(|x| !(1..=6).contains(x)) => {
                return Err(SetupError(format!("dice show 1 to 6, not {d:?}")));
            }
            Some(d) if !can_move(position, d) => {
                return Err(SetupError(format!("the dice {d:?} cannot be played here")));
            }
            Some(d) => Phase::Moving { dice: d },
        };
        let mut game = Backgammon {
            checkers,
            white: Some(Seat(0)),
            turn,
            phase,
            set_up: true,
            ..Backgammon::fresh(options)
        };
        game.phase = game.start_of_turn(dice);
        Ok(game)
    }

    /// The same set-up game with the cube at `value` (1, 2, 4, … 64) owned by `owner`
    /// (`None`: centred, only with value 1). Needs the `cube` option.
    pub fn with_cube(mut self, value: u8, owner: Option<Seat>) -> Result<Backgammon, SetupError> {
        if !self.options.cube {
            return Err(SetupError("this game is played without the cube".into()));
        }
        (self.cube, self.cube_owner) = (value, owner);
        self.check_cube().map_err(SetupError)?;
        self.set_up = true;
        self.phase = self.start_of_turn(self.dice());
        Ok(self)
    }

    /// The same set-up game at match score `score` (by seat), `crawford` saying whether
    /// this is the Crawford game. Needs a match.
    pub fn with_match_score(
        mut self,
        score: [u16; 2],
        crawford: bool,
    ) -> Result<Backgammon, SetupError> {
        let n = u16::from(self.options.match_length);
        if n == 0 {
            return Err(SetupError("this is money play, not a match".into()));
        }
        if score.iter().any(|&s| s >= n) {
            return Err(SetupError(format!(
                "in a {n}-point match the scores are below {n}"
            )));
        }
        if crawford && !score.contains(&(n - 1)) {
            return Err(SetupError(
                "the Crawford game comes when a side needs one point".into(),
            ));
        }
        (self.score, self.crawford) = (score, crawford);
        self.set_up = true;
        self.phase = self.start_of_turn(self.dice());
        Ok(self)
    }

    /// A new match (or money game) before the opening roll.
    fn fresh(options: &BackgammonOptions) -> Backgammon {
        Backgammon {
            options: options.clone(),
            checkers: [Position::starting().me; 2],
            white: None,
            turn: Seat(0),
            phase: Phase::Opening,
            cube: 1,
            cube_owner: None,
            score: [0, 0],
            crawford: false,
            resign_offered: false,
            games: Vec::new(),
            history: Vec::new(),
            set_up: false,
        }
    }

    /// Replays a match's actions from its start; the first refused action is the error.
    pub fn replay(options: &BackgammonOptions, actions: &[Action]) -> Result<Backgammon, String> {
        let mut game = Backgammon::new(options, 2).map_err(|e| e.0)?;
        let mut events = Vec::new();
        for (i, action) in actions.iter().enumerate() {
            game.apply(action, &mut events)
                .map_err(|e| format!("action {} ({action}): {e}", i + 1))?;
            events.clear();
        }
        Ok(game)
    }

    /// The phase at the start of the turn: playing `dice`, or, with the cube or in a match,
    /// the decision before the roll (to double when allowed, or to resign), else the roll.
    fn start_of_turn(&self, dice: Option<[u8; 2]>) -> Phase {
        match dice {
            Some(dice) => Phase::Moving { dice },
            None if self.options.recorded() && self.white.is_some() => Phase::BeforeRoll,
            None => Phase::Rolling,
        }
    }

    /// The cube's value and owner are consistent: a power of two up to 64, centred only at 1.
    fn check_cube(&self) -> Result<(), String> {
        if !self.cube.is_power_of_two() || self.cube > MAX_CUBE {
            return Err(format!("the cube shows 1, 2, 4, … 64, not {}", self.cube));
        }
        if self.cube_owner.is_some_and(|s| s.index() > 1) {
            return Err("backgammon has seats 0 and 1".into());
        }
        if (self.cube == 1) != self.cube_owner.is_none() {
            return Err("the cube is centred exactly while it shows 1".into());
        }
        if !self.options.cube && self.cube != 1 {
            return Err("this game is played without the cube".into());
        }
        if self.crawford && self.cube != 1 {
            return Err("nobody doubles in the Crawford game".into());
        }
        Ok(())
    }

    /// The cube's value (1 when it is not in play).
    pub fn cube_value(&self) -> u8 {
        self.cube
    }

    /// The seat that owns the cube; `None` while it is centred.
    pub fn cube_owner(&self) -> Option<Seat> {
        self.cube_owner
    }

    /// The match length (0: money play).
    pub fn match_length(&self) -> u8 {
        self.options.match_length
    }

    /// The match score by seat (both 0 in money play).
    pub fn match_score(&self) -> [u16; 2] {
        self.score
    }

    /// This game is the Crawford game: a side needs one point and nobody may double.
    pub fn crawford(&self) -> bool {
        self.crawford
    }

    /// A side needs one point and the Crawford game has been played: doubling is allowed
    /// again.
    pub fn post_crawford(&self) -> bool {
        let n = u16::from(self.options.match_length);
        n > 1 && !self.crawford && self.score.contains(&(n - 1))
    }

    /// The finished games of the match, oldest first (kept with the cube or a match; the
    /// last one is the game just ended when the next game's opening is due).
    pub fn games_so_far(&self) -> &[GameResult] {
        &self.games
    }

    /// Every action since the match began (kept with the cube or a match).
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// True when the state was set up in a position rather than played from the start.
    pub fn is_set_up(&self) -> bool {
        self.set_up
    }

    /// The resignation on offer, while the other seat decides.
    pub fn resignation(&self) -> Option<ResignLevel> {
        match self.phase {
            Phase::Resigning { level, .. } => Some(level),
            _ => None,
        }
    }

    /// True when the seat on turn may double before its roll: the cube is in play, not at
    /// 64, centred or its own, and this is not the Crawford game.
    pub fn can_double(&self) -> bool {
        self.options.cube
            && !self.crawford
            && self.cube < MAX_CUBE
            && self.cube_owner != Some(other(self.turn))
            && self.white.is_some()
    }

    /// True when a doubled seat may beaver now (money play with the `beaver` option, the
    /// cube not passing 64).
    fn can_beaver(&self) -> bool {
        self.options.beaver && self.options.match_length == 0 && self.cube * 4 <= MAX_CUBE
    }

    /// The points a game won at `level` is worth now: the cube times 1, 2 or 3, with
    /// gammons counting only when `gammons` is on and, under the Jacoby rule in money
    /// play, once the cube has been turned.
    pub fn points_for(&self, level: ResignLevel) -> u16 {
        let jacoby = self.options.jacoby && self.options.match_length == 0 && self.cube == 1;
        let multiplier = if !self.options.gammons || (jacoby && self.options.cube) {
            1
        } else {
            level.multiplier()
        };
        u16::from(multiplier) * u16::from(self.cube)
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat on turn (seat 0 before the opening roll).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The seat playing White, once the opening roll has decided it.
    pub fn white(&self) -> Option<Seat> {
        self.white
    }

    /// The dice to play, while a seat is moving.
    pub fn dice(&self) -> Option<[u8; 2]> {
        match self.phase {
            Phase::Moving { dice } => Some(dice),
            _ => None,
        }
    }

    /// The position seen from the seat on turn.
    pub fn position(&self) -> Position {
        Position {
            me: self.checkers[self.turn.index()],
            opp: self.checkers[other(self.turn).index()],
        }
    }

    /// The GNU Backgammon position ID seen from the seat on turn.
    pub fn position_id(&self) -> String {
        self.position().id()
    }

    /// A seat's checkers in its own numbering (index 24 is its bar).
    pub fn checkers(&self, seat: Seat) -> &[u8; 25] {
        &self.checkers[seat.index()]
    }

    /// A seat's pip count.
    pub fn pips(&self, seat: Seat) -> u32 {
        pips(&self.checkers[seat.index()])
    }

    /// Checkers a seat has borne off.
    pub fn borne_off(&self, seat: Seat) -> u8 {
        CHECKERS - self.checkers[seat.index()].iter().sum::<u8>()
    }

    /// Every legal play with one way to play it step by step and its resulting position
    /// (seen from the mover). Empty unless a seat is moving.
    pub fn legal_plays(&self) -> Vec<(Play, Candidate)> {
        let Some(dice) = self.dice() else {
            return Vec::new();
        };
        let pos = self.position();
        let mut out = Vec::new();
        generate(&pos, dice, false, &mut out);
        out.into_iter()
            .map(|c| (Play::from_steps(&pos, c.steps.as_slice()), c))
            .collect()
    }

    /// For a person moving checker by checker: the single-die steps that may follow the
    /// steps `done` so far and still end in a legal play. Empty when `done` is complete (or
    /// cannot be completed). Undo is taking a step off `done`.
    pub fn next_steps(&self, done: &[Step]) -> Vec<Step> {
        let Some(dice) = self.dice() else {
            return Vec::new();
        };
        let mut all = Vec::new();
        generate(&self.position(), dice, true, &mut all);
        let mut next: Vec<Step> = all
            .iter()
            .filter(|c| c.steps.as_slice().starts_with(done))
            .filter_map(|c| c.steps.as_slice().get(done.len()).copied())
            .collect();
        next.sort_unstable_by_key(|s| (std::cmp::Reverse(s.from), s.die));
        next.dedup();
        next
    }

    /// The play made by single-die steps, if they form a whole legal play.
    pub fn play_of_steps(&self, steps: &[Step]) -> Result<Play, Illegal> {
        let Some(dice) = self.dice() else {
            return Err(Illegal::new("nobody is moving"));
        };
        let mut all = Vec::new();
        generate(&self.position(), dice, true, &mut all);
        if all.iter().any(|c| c.steps.as_slice() == steps) {
            Ok(Play::from_steps(&self.position(), steps))
        } else {
            Err(Illegal::new("these steps are not a whole legal play"))
        }
    }

    fn space(&self, seat: Seat, point: u8) -> SpaceId {
        let white = self.white == Some(seat);
        match (point, white) {
            (BAR_POINT, true) => WHITE_BAR,
            (BAR_POINT, false) => BLACK_BAR,
            (OFF_POINT, true) => WHITE_TRAY,
            (OFF_POINT, false) => BLACK_TRAY,
            (p, true) => SpaceId(u16::from(p)),
            (p, false) => SpaceId(25 - u16::from(p)),
        }
    }

    fn checker(&self, seat: Seat, height: u8) -> Pieces {
        let colour = u16::from(self.white != Some(seat));
        Pieces::single(PieceId(15 * colour + u16::from(height)))
    }

    fn roll(&mut self, a: u8, b: u8, events: &mut Vec<RuleEvent>) {
        events.push(RuleEvent::Thrown {
            seat: self.turn,
            faces: [a, b].into_iter().collect(),
            value: if a == b { 4 * a as i8 } else { (a + b) as i8 },
            name: ROLL_NAMES[usize::from(a - 1) * 6 + usize::from(b - 1)].into(),
        });
        self.start_moving([a, b], events);
    }

    fn start_moving(&mut self, dice: [u8; 2], events: &mut Vec<RuleEvent>) {
        if can_move(&self.position(), dice) {
            self.phase = Phase::Moving { dice };
        } else {
            events.push(RuleEvent::ThrowsLost {
                seat: self.turn,
                count: if dice[0] == dice[1] { 4 } else { 2 },
            });
            self.pass_turn(events);
        }
    }

    fn pass_turn(&mut self, events: &mut Vec<RuleEvent>) {
        let next = other(self.turn);
        events.push(RuleEvent::TurnPassed {
            from: self.turn,
            to: next,
        });
        self.turn = next;
        self.resign_offered = false;
        self.phase = self.start_of_turn(None);
    }

    fn opening(&mut self, a: u8, b: u8, events: &mut Vec<RuleEvent>) {
        for (seat, die) in [(Seat(0), a), (Seat(1), b)] {
            events.push(RuleEvent::Thrown {
                seat,
                faces: [die].into_iter().collect::<Faces>(),
                value: die as i8,
                name: DIE_NAMES[usize::from(die - 1)].into(),
            });
        }
        if a == b {
            return; // equal dice are rolled again
        }
        let first = if a > b { Seat(0) } else { Seat(1) };
        self.white = Some(first);
        self.turn = first;
        events.push(RuleEvent::FirstPlayer { seat: first });
        self.start_moving([a.max(b), a.min(b)], events);
    }

    /// Moves the checkers of a legal play step by step, with their events.
    fn play_steps(&mut self, steps: &[Step], events: &mut Vec<RuleEvent>) {
        let me = self.turn;
        let you = other(me);
        for s in steps {
            let src = if s.from == BAR_POINT {
                BAR
            } else {
                s.from as usize - 1
            };
            let height = self.checkers[me.index()][src] - 1;
            let pieces = self.checker(me, height);
            self.checkers[me.index()][src] -= 1;
            let from = self.space(me, s.from);
            if s.to == OFF_POINT {
                events.push(RuleEvent::BorneOff {
                    seat: me,
                    pieces,
                    from,
                });
                continue;
            }
            let to = self.space(me, s.to);
            if s.hit {
                let their = 24 - s.to as usize;
                let hit = self.checker(you, 0);
                self.checkers[you.index()][their] = 0;
                let on_bar = self.checkers[you.index()][BAR];
                self.checkers[you.index()][BAR] += 1;
                events.push(RuleEvent::Captured {
                    by: me,
                    owner: you,
                    pieces: hit,
                    at: to,
                });
                events.push(RuleEvent::Moved {
                    seat: you,
                    pieces: self.checker(you, on_bar),
                    from: to,
                    path: [self.space(you, BAR_POINT)].into_iter().collect(),
                });
            }
            self.checkers[me.index()][s.to as usize - 1] += 1;
            let path = [to].into_iter().collect();
            if s.from == BAR_POINT {
                events.push(RuleEvent::Entered {
                    seat: me,
                    pieces,
                    path,
                });
            } else {
                events.push(RuleEvent::Moved {
                    seat: me,
                    pieces,
                    from,
                    path,
                });
            }
        }
    }

    fn finish_play(&mut self, events: &mut Vec<RuleEvent>) {
        let me = self.turn;
        if self.borne_off(me) < CHECKERS {
            self.pass_turn(events);
            return;
        }
        let loser = &self.checkers[other(me).index()];
        let level = if self.borne_off(other(me)) > 0 {
            ResignLevel::Single
        } else if loser[18..].iter().any(|&c| c > 0) {
            ResignLevel::Backgammon // on the bar or in the winner's home board
        } else {
            ResignLevel::Gammon
        };
        let points = self.points_for(level);
        self.end_game(me, points, GameEnd::BorneOff(level), events);
    }

    /// Scores a finished game. In money play, or when the match is won, the state is over;
    /// otherwise the next game of the match begins with its opening roll (no event: the
    /// app sees [`Backgammon::games_so_far`] grow).
    fn end_game(&mut self, winner: Seat, points: u16, end: GameEnd, events: &mut Vec<RuleEvent>) {
        let before = self.score;
        if self.options.recorded() {
            self.games.push(GameResult {
                winner,
                points,
                end,
                cube: self.cube,
                score_before: before,
            });
        }
        let over = Outcome::win(SeatSet::single(winner), points.min(255) as u8);
        let n = u16::from(self.options.match_length);
        if n == 0 {
            self.phase = Phase::Over(over);
            events.push(RuleEvent::GameOver { outcome: over });
            return;
        }
        self.score[winner.index()] += points;
        if self.score[winner.index()] >= n {
            self.phase = Phase::Over(over);
            events.push(RuleEvent::GameOver { outcome: over });
            return;
        }
        // The Crawford game follows the game in which a side first reaches n − 1.
        self.crawford =
            n > 1 && before.iter().all(|&s| s < n - 1) && self.score[winner.index()] == n - 1;
        self.checkers = [Position::starting().me; 2];
        self.white = None;
        self.turn = Seat(0);
        self.phase = Phase::Opening;
        self.cube = 1;
        self.cube_owner = None;
        self.resign_offered = false;
    }

    /// The seat's choices before the roll, about a double or a resignation (not the plays).
    fn decisions(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::BeforeRoll => {
                out.push(Action::RollDice);
                if self.can_double() {
                    out.push(Action::Double);
                }
            }
            Phase::CubeOffered => {
                out.extend([Action::Take, Action::Pass]);
                if self.can_beaver() {
                    out.push(Action::Beaver);
                }
            }
            Phase::Resigning { .. } => out.extend([Action::Accept, Action::Reject]),
            _ => return,
        }
        self.resignations(out);
    }

    /// The resignations the seat on turn may offer now: with the cube or in a match, once a
    /// turn, before its roll or while it plays (a single game only when gammons don't count).
    fn resignations(&self, out: &mut Vec<Action>) {
        let may = self.options.recorded()
            && !self.resign_offered
            && matches!(self.phase, Phase::BeforeRoll | Phase::Moving { .. });
        if may {
            let levels = if self.options.gammons { 3 } else { 1 };
            out.extend(
                ResignLevel::ALL[..levels]
                    .iter()
                    .map(|&l| Action::Resign(l)),
            );
        }
    }

    /// Applies a cube or resignation decision of the seat to move.
    fn decide(&mut self, action: Action, events: &mut Vec<RuleEvent>) -> Result<(), Illegal> {
        let mut legal = Vec::new();
        self.decisions(&mut legal);
        if let Phase::Moving { .. } = self.phase {
            self.resignations(&mut legal);
        }
        if !legal.contains(&action) {
            return Err(Illegal::new(match action {
                Action::RollDice | Action::Double => "it is not time to double",
                Action::Take | Action::Pass | Action::Beaver => "no double is on offer",
                Action::Resign(_) => "it is not time to resign",
                _ => "no resignation is on offer",
            }));
        }
        let me = self.turn;
        match (action, self.phase) {
            (Action::RollDice, _) => self.phase = Phase::Rolling,
            (Action::Double, _) => self.phase = Phase::CubeOffered,
            (Action::Take, _) => {
                self.cube *= 2;
                self.cube_owner = Some(other(me));
                self.phase = Phase::Rolling;
            }
            (Action::Beaver, _) => {
                self.cube *= 4;
                self.cube_owner = Some(other(me));
                self.phase = Phase::Rolling;
            }
            (Action::Pass, _) => {
                let points = u16::from(self.cube);
                self.end_game(me, points, GameEnd::Passed, events);
            }
            (Action::Resign(level), phase) => {
                self.resign_offered = true;
                let dice = match phase {
                    Phase::Moving { dice } => Some(dice),
                    _ => None,
                };
                self.phase = Phase::Resigning { level, dice };
            }
            (Action::Accept, Phase::Resigning { level, .. }) => {
                let points = self.points_for(level);
                self.end_game(other(me), points, GameEnd::Resigned(level), events);
            }
            (Action::Reject, Phase::Resigning { dice, .. }) => {
                self.phase = match dice {
                    Some(dice) => Phase::Moving { dice },
                    None => Phase::BeforeRoll,
                };
            }
            _ => unreachable!("listed decisions are handled above"),
        }
        Ok(())
    }
}

impl Game for Backgammon {
    type Action = Action;
    type Options = BackgammonOptions;

    const INFO: tabula_core::GameInfo = info::INFO;

    fn thrower(&self) -> Option<Seat> {
        // The opening roll is both seats' at once: it rolls itself.
        (self.phase() == Phase::Rolling).then(|| self.turn())
    }

    const POSITION_FORMAT: &'static str = "GNU Backgammon's position ID and match ID";

    /// A position from GNU Backgammon's IDs, under the setup's options.
    fn from_position(
        options: &BackgammonOptions,
        _seats: usize,
        text: &str,
    ) -> Result<Self, SetupError> {
        gnubg_id::from_gnubg_ids(text, options).map_err(SetupError)
    }

    fn presets() -> &'static [&'static str] {
        PRESETS
    }

    fn preset(name: &str) -> Result<BackgammonOptions, SetupError> {
        let standard = BackgammonOptions::default();
        match name {
            "standard" => Ok(standard),
            "single-points" => Ok(BackgammonOptions {
                gammons: false,
                ..standard
            }),
            "money-cube" => Ok(BackgammonOptions {
                cube: true,
                jacoby: true,
                ..standard
            }),
            "match-7" => Ok(BackgammonOptions {
                cube: true,
                match_length: 7,
                ..standard
            }),
            _ => Err(SetupError(format!(
                "unknown backgammon preset {name:?} ({})",
                PRESETS.join(", ")
            ))),
        }
    }

    fn set_option(
        options: &mut BackgammonOptions,
        key: &str,
        value: &str,
    ) -> Result<(), SetupError> {
        match key {
            "gammons" => options.gammons = parse_bool_option(key, value)?,
            "cube" => options.cube = parse_bool_option(key, value)?,
            "jacoby" => options.jacoby = parse_bool_option(key, value)?,
            "beaver" => options.beaver = parse_bool_option(key, value)?,
            "match" => {
                let n = value
                    .trim()
                    .parse::<u8>()
                    .ok()
                    .filter(|n| *n <= MAX_MATCH)
                    .ok_or_else(|| {
                        SetupError(format!(
                            "match is 0 (money play) or 1 to {MAX_MATCH} points, not {value:?}"
                        ))
                    })?;
                options.match_length = n;
            }
            _ => {
                return Err(SetupError(format!(
                    "unknown backgammon option {key:?} (gammons, cube, jacoby, beaver, match)"
                )));
            }
        }
        Ok(())
    }

    fn option_value(options: &BackgammonOptions, key: &str) -> Option<String> {
        info::option_value(options, key)
    }

    fn new(options: &BackgammonOptions, seats: usize) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError(format!("backgammon takes 2 seats, not {seats}")));
        }
        check_options(options)?;
        Ok(Backgammon::fresh(options))
    }

    fn options(&self) -> &BackgammonOptions {
        &self.options
    }

    fn seats(&self) -> usize {
        2
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0)
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Opening | Phase::Rolling => ToMove::Chance,
            Phase::Moving { .. } | Phase::BeforeRoll => ToMove::Seat(self.turn),
            Phase::CubeOffered | Phase::Resigning { .. } => ToMove::Seat(other(self.turn)),
            Phase::Over(o) => ToMove::Over(o),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        let Some(dice) = self.dice() else {
            self.decisions(out);
            return;
        };
        let pos = self.position();
        with_plays(&pos, dice, |plays| {
            out.extend(
                plays
                    .iter()
                    .map(|c| Action::Play(Play::from_steps(&pos, c.steps.as_slice()))),
            );
        });
        self.resignations(out);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Action, f64)>) {
        match self.phase {
            Phase::Opening => {
                for a in 1..=6 {
                    for b in 1..=6 {
                        out.push((Action::Roll(a, b), 1.0 / 36.0));
                    }
                }
            }
            Phase::Rolling => {
                for a in 1..=6 {
                    for b in 1..=a {
                        let p = if a == b { 1.0 / 36.0 } else { 1.0 / 18.0 };
                        out.push((Action::Roll(a, b), p));
                    }
                }
            }
            _ => {}
        }
    }

    fn apply(&mut self, action: &Action, events: &mut Vec<RuleEvent>) -> Result<(), Illegal> {
        self.apply_unrecorded(action, events)?;
        if self.options.recorded() {
            self.history.push(*action);
        }
        Ok(())
    }
}

impl Backgammon {
    /// `apply` without adding to the history.
    fn apply_unrecorded(
        &mut self,
        action: &Action,
        events: &mut Vec<RuleEvent>,
    ) -> Result<(), Illegal> {
        match (*action, self.phase) {
            (Action::Roll(a, b), phase) if (1..=6).contains(&a) && (1..=6).contains(&b) => {
                match phase {
                    Phase::Opening => self.opening(a, b, events),
                    Phase::Rolling if a >= b => self.roll(a, b, events),
                    Phase::Rolling => {
                        return Err(Illegal::new("a roll is written larger die first"));
                    }
                    _ => return Err(Illegal::new("it is not time to roll")),
                }
                Ok(())
            }
            (Action::Roll(..), _) => Err(Illegal::new("dice show 1 to 6")),
            (Action::Play(play), Phase::Moving { dice }) => {
                let pos = self.position();
                let result = play.execute(&pos).map_err(Illegal::new)?;
                let steps = with_plays(&pos, dice, |plays| {
                    plays.iter().find(|c| c.result == result).map(|c| c.steps)
                });
                let steps =
                    steps.ok_or(Illegal::new("this play does not match the dice and rules"))?;
                self.play_steps(steps.as_slice(), events);
                self.finish_play(events);
                Ok(())
            }
            (Action::Play(_), _) => Err(Illegal::new("it is not time to move checkers")),
            (decision, _) => self.decide(decision, events),
        }
    }
}
