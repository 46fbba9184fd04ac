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

mod action;
mod agents;
pub mod analysis;
mod computer;
mod cube;
mod eval;
pub mod gnubg_id;
mod info;
pub mod mat;
mod movegen;
pub mod nn;
mod options;
mod play;
mod position;
mod turn;

pub use action::{Action, GameEnd, GameResult, ResignLevel};
pub use agents::{AGENT_NAMES, WithCube, agent_by_name};
pub use computer::own_computer;
pub use movegen::{Candidate, can_move, generate, try_step};
pub use options::{BackgammonOptions, MAX_CUBE, MAX_MATCH, PRESETS};
pub use play::{BAR_POINT, Move, OFF_POINT, Play, Step, Steps};
pub use position::{BAR, CHECKERS, Position, PositionError, pips};

use options::check_options;
use serde::{Deserialize, Serialize};
use tabula_core::{Game, Illegal, Outcome, RuleEvent, Seat, SetupError, Side, SpaceId, ToMove};
use turn::with_plays;

/// Space ids of the bars and trays (see the crate documentation).
pub const WHITE_BAR: SpaceId = SpaceId(25);
pub const BLACK_BAR: SpaceId = SpaceId(0);
pub const WHITE_TRAY: SpaceId = SpaceId(26);
pub const BLACK_TRAY: SpaceId = SpaceId(27);

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

    /// Every action since the match began (kept with the cube or a match).
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// True when the state was set up in a position rather than played from the start.
    pub fn is_set_up(&self) -> bool {
        self.set_up
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
        options::preset(name)
    }

    fn set_option(
        options: &mut BackgammonOptions,
        key: &str,
        value: &str,
    ) -> Result<(), SetupError> {
        options::set_option(options, key, value)
    }

    fn option_value(options: &BackgammonOptions, key: &str) -> Option<String> {
        options::option_value(options, key)
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
