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

mod eval;
mod info;
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
pub fn agent_by_name(name: &str) -> Result<Box<dyn tabula_core::Agent<Backgammon>>, String> {
    match name {
        "neural" => Ok(Box::new(nn::NeuralAgent::default())),
        "neural-search" => Ok(Box::new(nn::NeuralSearchAgent::default())),
        _ => tabula_ai::agent_by_name::<Backgammon>(name)
            .map_err(|_| format!("unknown agent {name:?} (known: {})", AGENT_NAMES.join(", "))),
    }
}

/// Space ids of the bars and trays (see the crate documentation).
pub const WHITE_BAR: SpaceId = SpaceId(25);
pub const BLACK_BAR: SpaceId = SpaceId(0);
pub const WHITE_TRAY: SpaceId = SpaceId(26);
pub const BLACK_TRAY: SpaceId = SpaceId(27);

/// The rule variants of Backgammon.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct BackgammonOptions {
    /// `gammons`: a gammon scores 2 and a backgammon 3 (rule 7); off, every win scores 1.
    pub gammons: bool,
}

impl Default for BackgammonOptions {
    fn default() -> Self {
        BackgammonOptions { gammons: true }
    }
}

/// The preset names, the default first.
pub const PRESETS: &[&str] = &["standard", "single-points"];

/// A decision: a roll of chance or a seat's whole play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Two dice. In the opening roll the first is seat 0's die and the second seat 1's;
    /// later rolls are listed larger die first. Written `roll 6-4`.
    Roll(u8, u8),
    /// A whole play, in GNU Backgammon notation.
    Play(Play),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(a, b) => write!(f, "roll {a}-{b}"),
            Action::Play(p) => p.fmt(f),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let text = text.trim();
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
    /// Each seat rolls one die to decide who plays White.
    Opening,
    /// The seat on turn is about to roll.
    Rolling,
    /// The seat on turn plays these dice.
    Moving { dice: [u8; 2] },
    /// The game has ended.
    Over(Outcome),
}

/// A game of backgammon.
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
}

/// A saved state before its checks.
#[derive(Deserialize)]
struct Unchecked {
    options: BackgammonOptions,
    checkers: [[u8; 25]; 2],
    white: Option<Seat>,
    turn: Seat,
    phase: Phase,
}

impl TryFrom<Unchecked> for Backgammon {
    type Error = String;

    fn try_from(u: Unchecked) -> Result<Self, String> {
        if u.turn.index() > 1 || u.white.is_some_and(|w| w.index() > 1) {
            return Err("backgammon has seats 0 and 1".into());
        }
        let game = Backgammon {
            options: u.options,
            checkers: u.checkers,
            white: u.white,
            turn: u.turn,
            phase: u.phase,
        };
        game.position().validate().map_err(|e| e.0)?;
        match game.phase {
            Phase::Opening
                if game.white.is_some() || game.checkers != [Position::starting().me; 2] =>
            {
                Err("the opening roll comes before any move".into())
            }
            Phase::Moving { dice } if dice.iter().any(|d| !(1..=6).contains(d)) => {
                Err(format!("dice must show 1 to 6, not {dice:?}"))
            }
            Phase::Moving { dice } if !can_move(&game.position(), dice) => {
                Err("the seat to move cannot use its dice".into())
            }
            _ if game.white.is_none() && game.phase != Phase::Opening => {
                Err("no seat plays White after the opening".into())
            }
            Phase::Over(o) => match o.winners.iter().collect::<Vec<_>>()[..] {
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
        let phase = match dice {
            None => Phase::Rolling,
            Some(d) if d.iter().all(|x| (1..=6).contains(x)) => Phase::Moving { dice: d },
            Some(d) => return Err(SetupError(format!("dice show 1 to 6, not {d:?}"))),
        };
        Ok(Backgammon {
            options: options.clone(),
            checkers,
            white: Some(Seat(0)),
            turn,
            phase,
        })
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
        self.phase = Phase::Rolling;
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
        let points = if !self.options.gammons || self.borne_off(other(me)) > 0 {
            1
        } else if loser[18..].iter().any(|&c| c > 0) {
            3 // on the bar or in the winner's home board
        } else {
            2
        };
        let outcome = Outcome::win(SeatSet::single(me), points);
        self.phase = Phase::Over(outcome);
        events.push(RuleEvent::GameOver { outcome });
    }
}

impl Game for Backgammon {
    type Action = Action;
    type Options = BackgammonOptions;

    const INFO: tabula_core::GameInfo = info::INFO;

    fn presets() -> &'static [&'static str] {
        PRESETS
    }

    fn preset(name: &str) -> Result<BackgammonOptions, SetupError> {
        match name {
            "standard" => Ok(BackgammonOptions::default()),
            "single-points" => Ok(BackgammonOptions { gammons: false }),
            _ => Err(SetupError(format!(
                "unknown backgammon preset {name:?} (standard, single-points)"
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
            _ => {
                return Err(SetupError(format!(
                    "unknown backgammon option {key:?} (gammons)"
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
        Ok(Backgammon {
            options: options.clone(),
            checkers: [Position::starting().me; 2],
            white: None,
            turn: Seat(0),
            phase: Phase::Opening,
        })
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
            Phase::Moving { .. } => ToMove::Seat(self.turn),
            Phase::Over(o) => ToMove::Over(o),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        let Some(dice) = self.dice() else {
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
        }
    }
}
