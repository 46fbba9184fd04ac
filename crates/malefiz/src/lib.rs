//! Malefiz (Barricade) rules for Tabula: all of RULES.md §3.
//!
//! A [`Malefiz`] value is a whole game. The lot for the first player and every roll of the
//! die are chance actions; moving a pawn and moving a barricade are the seat's actions.
//! Seat `s` plays from house `s` (x = 3, 7, 11, 15 from the left). Piece ids: pawns are
//! `seat * 5 + k` (0..19), barricades `20 + b` (b = 0..10, in the order of
//! [`BARRICADE_STARTS`]). Field ids and names are described in [`Field`]'s module.
//!
//! Notation (see [`MalefizAction`]):
//!
//! | action | text |
//! |---|---|
//! | the lot picks seat 2 to start | `first:2` |
//! | the die shows 5 | `roll:5` |
//! | a pawn leaves its house and ends on e1 | `home-e1` |
//! | the pawn on c5 moves to e7 | `c5-e7` |
//! | the barricade just landed on goes to e9 | `bar:e9` |
//!
//! ```
//! use tabula_core::{Game, ToMove};
//! use tabula_malefiz::{Malefiz, MalefizAction, Phase};
//! let mut game = Malefiz::new(&Default::default(), 2).unwrap();
//! let mut events = Vec::new();
//! for text in ["first:0", "roll:3", "home-e1"] {
//!     let action: MalefizAction = text.parse().unwrap();
//!     game.apply(&action, &mut events).unwrap();
//! }
//! // The move is done and seat 1 rolls next.
//! assert_eq!(game.to_move(), ToMove::Chance);
//! assert_eq!(game.phase(), Phase::Rolling);
//! assert_eq!(game.turn().0, 1);
//! ```

mod board;
mod eval;
mod options;

pub use board::{
    BARRICADE_STARTS, EDGE_COUNT, FIELD_COUNT, Field, HOUSE_X, barricade_start, edges,
    house_coords, house_exit, house_space,
};
pub use options::{MalefizOptions, PRESETS};

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::{
    Game, Illegal, Outcome, ParseActionError, Path, PieceId, Pieces, RuleEvent, Seat, SeatSet,
    SetupError, Side, ToMove,
};

/// Pawns per seat.
pub const PAWNS_PER_SEAT: usize = 5;
/// Barricades on the board.
pub const BARRICADES: usize = 11;
const MAX_PAWNS: usize = 4 * PAWNS_PER_SEAT;
/// The piece id of barricade 0; barricade `b` is `BARRICADE_ID_BASE + b`.
pub const BARRICADE_ID_BASE: u16 = MAX_PAWNS as u16;
/// A cell with nothing on it.
const EMPTY: u8 = u8::MAX;
/// The die's faces as names for [`RuleEvent::Thrown`].
const FACE_NAMES: [&str; 6] = ["1", "2", "3", "4", "5", "6"];

/// Where a pawn is, or where a move starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Place {
    /// In its house (at the start, and after being captured).
    Home,
    /// On a field (the goal included).
    On(Field),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Home => f.write_str("home"),
            Place::On(field) => field.fmt(f),
        }
    }
}

impl FromStr for Place {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        if s.eq_ignore_ascii_case("home") {
            Ok(Place::Home)
        } else {
            s.parse().map(Place::On)
        }
    }
}

impl From<Place> for String {
    fn from(p: Place) -> String {
        p.to_string()
    }
}

impl TryFrom<String> for Place {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        s.parse()
    }
}

/// An action of Malefiz. Its text form is the notation in the crate docs. A move names
/// where it starts and ends; moves along different paths to the same field are one action
/// ([`Malefiz::path`] gives one of the paths).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum MalefizAction {
    /// Chance: the lot picks who starts.
    First(Seat),
    /// Chance: the die shows 1..6.
    Roll(u8),
    /// The seat moves a pawn from its house or a field to a field, exactly the rolled count.
    Move { from: Place, to: Field },
    /// The seat puts the barricade its pawn landed on onto this field.
    Barricade(Field),
}

impl fmt::Display for MalefizAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MalefizAction::First(s) => write!(f, "first:{}", s.0),
            MalefizAction::Roll(n) => write!(f, "roll:{n}"),
            MalefizAction::Move { from, to } => write!(f, "{from}-{to}"),
            MalefizAction::Barricade(at) => write!(f, "bar:{at}"),
        }
    }
}

impl FromStr for MalefizAction {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = |why: String| ParseActionError(format!("bad malefiz action {text:?}: {why}"));
        let s = text.trim();
        let number = |n: &str, what: &str| -> Result<u8, ParseActionError> {
            n.parse()
                .map_err(|_| err(format!("{what} takes a number, not {n:?}")))
        };
        if let Some(n) = s.strip_prefix("first:") {
            return Ok(MalefizAction::First(Seat(number(n, "first:N")?)));
        }
        if let Some(n) = s.strip_prefix("roll:") {
            let n = number(n, "roll:N")?;
            if !(1..=6).contains(&n) {
                return Err(err("a die shows 1 to 6".into()));
            }
            return Ok(MalefizAction::Roll(n));
        }
        if let Some(at) = s.strip_prefix("bar:") {
            return at.parse().map(MalefizAction::Barricade).map_err(err);
        }
        let Some((from, to)) = s.split_once('-') else {
            return Err(err(
                "expected `FROM-TO` (like `home-e1` or `c5-e7`), `bar:FIELD`, `roll:N` or `first:N`"
                    .into(),
            ));
        };
        Ok(MalefizAction::Move {
            from: from.parse().map_err(err)?,
            to: to.parse().map_err(err)?,
        })
    }
}

impl From<MalefizAction> for String {
    fn from(a: MalefizAction) -> String {
        a.to_string()
    }
}

impl TryFrom<String> for MalefizAction {
    type Error = ParseActionError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The lot for the first player is to be drawn.
    Lot,
    /// The seat to move rolls the die.
    Rolling,
    /// The seat to move must move a pawn exactly `roll` steps.
    Moving { roll: u8 },
    /// The seat's pawn landed on barricade `barricade` at `from`; the seat moves it.
    Placing { barricade: u8, from: Field },
    /// A pawn of `winner` reached the goal.
    Over { winner: Seat },
}

/// A game of Malefiz.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "MalefizSave", try_from = "MalefizSave")]
pub struct Malefiz {
    options: MalefizOptions,
    seats: u8,
    turn: Seat,
    phase: Phase,
    /// Indexed by pawn id; slots of absent seats stay `Home`.
    pawns: [Place; MAX_PAWNS],
    /// Indexed by barricade; `None` only for the barricade being moved.
    barricades: [Option<Field>; BARRICADES],
    /// The piece id on each field, or `EMPTY`; derived from the two lists above.
    cells: [u8; FIELD_COUNT],
}

/// The serialised form of [`Malefiz`]: readable, and checked on the way back in.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MalefizSave {
    options: MalefizOptions,
    seats: u8,
    turn: Seat,
    phase: Phase,
    /// One list of five per seat.
    pawns: Vec<Vec<Place>>,
    /// Eleven entries; `null` for the barricade being moved.
    barricades: Vec<Option<Field>>,
}

impl From<Malefiz> for MalefizSave {
    fn from(g: Malefiz) -> MalefizSave {
        MalefizSave {
            pawns: (0..g.seats)
                .map(|s| g.seat_pawns(Seat(s)).map(|id| g.pawns[id]).collect())
                .collect(),
            barricades: g.barricades.to_vec(),
            options: g.options,
            seats: g.seats,
            turn: g.turn,
            phase: g.phase,
        }
    }
}

impl TryFrom<MalefizSave> for Malefiz {
    type Error = String;
    fn try_from(s: MalefizSave) -> Result<Malefiz, String> {
        let mut g = Malefiz::new(&s.options, usize::from(s.seats)).map_err(|e| e.0)?;
        if s.pawns.len() != usize::from(s.seats) {
            return Err(format!(
                "{} pawn lists for {} seats",
                s.pawns.len(),
                s.seats
            ));
        }
        for (seat, list) in s.pawns.iter().enumerate() {
            if list.len() != PAWNS_PER_SEAT {
                return Err(format!(
                    "seat {seat} has {} pawns, not {PAWNS_PER_SEAT}",
                    list.len()
                ));
            }
            g.pawns[seat * PAWNS_PER_SEAT..(seat + 1) * PAWNS_PER_SEAT].copy_from_slice(list);
        }
        g.barricades = s
            .barricades
            .try_into()
            .map_err(|b: Vec<_>| format!("{} barricades, not {BARRICADES}", b.len()))?;
        g.turn = s.turn;
        g.phase = s.phase;
        g.rebuild_cells()?;
        g.check()?;
        Ok(g)
    }
}

fn bit(f: Field) -> u128 {
    1 << f.id()
}

impl Malefiz {
    /// The options of a named preset (see [`PRESETS`]).
    pub fn preset(name: &str) -> Result<MalefizOptions, SetupError> {
        MalefizOptions::preset(name)
    }

    /// Whose turn it is (meaningless before the lot).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The house a seat plays from (0..3, left to right).
    pub fn house_of(seat: Seat) -> usize {
        seat.index()
    }

    /// The owner of a pawn id.
    pub fn owner(pawn: PieceId) -> Seat {
        Seat((usize::from(pawn.0) / PAWNS_PER_SEAT) as u8)
    }

    /// Where a pawn is.
    pub fn pawn(&self, pawn: PieceId) -> Place {
        self.pawns[usize::from(pawn.0)]
    }

    /// Every pawn in play: (id, owner, place).
    pub fn pawns(&self) -> impl Iterator<Item = (PieceId, Seat, Place)> + '_ {
        (0..usize::from(self.seats) * PAWNS_PER_SEAT).map(|id| {
            let pid = PieceId(id as u16);
            (pid, Self::owner(pid), self.pawns[id])
        })
    }

    /// Where barricade `b` (0..10) stands; `None` while it is being moved.
    pub fn barricade(&self, b: usize) -> Option<Field> {
        self.barricades[b]
    }

    /// The piece (pawn or barricade id) on a field.
    pub fn piece_at(&self, field: Field) -> Option<PieceId> {
        let c = self.cells[usize::from(field.id())];
        (c != EMPTY).then_some(PieceId(u16::from(c)))
    }

    /// True if a barricade stands on the field.
    pub fn is_barricade(&self, field: Field) -> bool {
        let cell = self.cells[usize::from(field.id())];
        cell != EMPTY && u16::from(cell) >= BARRICADE_ID_BASE
    }

    fn seat_pawns(&self, seat: Seat) -> std::ops::Range<usize> {
        let base = seat.index() * PAWNS_PER_SEAT;
        base..base + PAWNS_PER_SEAT
    }

    /// A pawn of `seat` waiting in its house (the lowest id).
    fn home_pawn(&self, seat: Seat) -> Option<usize> {
        self.seat_pawns(seat)
            .find(|&id| self.pawns[id] == Place::Home)
    }

    /// The pawn of `seat` standing on `field`.
    fn pawn_on(&self, seat: Seat, field: Field) -> Option<usize> {
        let c = usize::from(self.cells[usize::from(field.id())]);
        self.seat_pawns(seat).contains(&c).then_some(c)
    }

    /// True if a move of `seat` may end on the field: anything but its own pawn.
    fn may_land(&self, seat: Seat, field: Field) -> bool {
        !self
            .seat_pawns(seat)
            .contains(&usize::from(self.cells[usize::from(field.id())]))
    }

    /// Enters `field` with `left` steps still to go after it; collects the fields where
    /// exactly-counted walks may end into `out`. Barricades and the goal end a walk.
    fn walk(&self, seat: Seat, field: Field, left: u8, visited: u128, out: &mut u128) {
        if left == 0 {
            if self.may_land(seat, field) {
                *out |= bit(field);
            }
            return;
        }
        if self.is_barricade(field) || field == Field::GOAL {
            return;
        }
        let visited = visited | bit(field);
        for next in field.neighbours() {
            if visited & bit(next) == 0 {
                self.walk(seat, next, left - 1, visited, out);
            }
        }
    }

    /// The fields a move of `roll` steps from `from` may end on, as a bit set of field ids.
    fn destinations(&self, seat: Seat, from: Place, roll: u8) -> u128 {
        let mut out = 0;
        match from {
            Place::Home => {
                self.walk(
                    seat,
                    house_exit(Self::house_of(seat)),
                    roll - 1,
                    0,
                    &mut out,
                );
            }
            Place::On(start) => {
                for next in start.neighbours() {
                    self.walk(seat, next, roll - 1, bit(start), &mut out);
                }
            }
        }
        out
    }

    /// Like `walk`, but stops at the first way to `target`, leaving its fields in
    /// `steps[..=depth]`.
    fn find_path(
        &self,
        field: Field,
        left: u8,
        visited: u128,
        target: Field,
        steps: &mut [Field; 6],
        depth: usize,
    ) -> bool {
        steps[depth] = field;
        if left == 0 {
            return field == target;
        }
        if self.is_barricade(field) || field == Field::GOAL {
            return false;
        }
        let visited = visited | bit(field);
        field.neighbours().any(|next| {
            visited & bit(next) == 0
                && self.find_path(next, left - 1, visited, target, steps, depth + 1)
        })
    }

    /// One path (every field stepped on, the landing last) a legal move takes; `None` for
    /// any other action. The app animates the pawn along it.
    pub fn path(&self, action: &MalefizAction) -> Option<Path> {
        let MalefizAction::Move { from, to } = *action else {
            return None;
        };
        self.check_move(from, to).ok()?;
        let Phase::Moving { roll } = self.phase else {
            return None;
        };
        let mut steps = [Field::GOAL; 6];
        let found = match from {
            Place::Home => self.find_path(
                house_exit(Self::house_of(self.turn)),
                roll - 1,
                0,
                to,
                &mut steps,
                0,
            ),
            Place::On(start) => start
                .neighbours()
                .any(|next| self.find_path(next, roll - 1, bit(start), to, &mut steps, 0)),
        };
        found.then(|| {
            steps[..usize::from(roll)]
                .iter()
                .map(|f| f.space())
                .collect()
        })
    }

    fn check_move(&self, from: Place, to: Field) -> Result<(), Illegal> {
        let Phase::Moving { roll } = self.phase else {
            return Err(Illegal::new(
                "no move now: it is not a seat's time to move a pawn",
            ));
        };
        match from {
            Place::Home if self.home_pawn(self.turn).is_none() => {
                return Err(Illegal::new("no pawn of the seat to move is in its house"));
            }
            Place::On(f) if self.pawn_on(self.turn, f).is_none() => {
                return Err(Illegal::new("no pawn of the seat to move stands there"));
            }
            _ => {}
        }
        if self.destinations(self.turn, from, roll) & bit(to) == 0 {
            return Err(Illegal::new(
                "that pawn cannot end there with this roll (exact count, no barricade passed, no field twice, not onto an own pawn)",
            ));
        }
        Ok(())
    }

    fn any_move(&self, roll: u8) -> bool {
        let seat = self.turn;
        (self.home_pawn(seat).is_some() && self.destinations(seat, Place::Home, roll) != 0)
            || self.seat_pawns(seat).any(|id| match self.pawns[id] {
                Place::On(f) => self.destinations(seat, Place::On(f), roll) != 0,
                Place::Home => false,
            })
    }

    /// True if the barricade being moved may go to `field`.
    fn may_place(&self, field: Field) -> bool {
        field != Field::GOAL
            && self.cells[usize::from(field.id())] == EMPTY
            && self.options.may_hold_barricade(field.row())
    }

    fn play_move(&mut self, from: Place, to: Field, events: &mut Vec<RuleEvent>) {
        let seat = self.turn;
        let path = self
            .path(&MalefizAction::Move { from, to })
            .expect("checked");
        let id = match from {
            Place::Home => self.home_pawn(seat),
            Place::On(f) => self.pawn_on(seat, f),
        }
        .expect("checked");
        let pieces = Pieces::single(PieceId(id as u16));
        match from {
            Place::Home => events.push(RuleEvent::Entered { seat, pieces, path }),
            Place::On(f) => {
                self.cells[usize::from(f.id())] = EMPTY;
                events.push(RuleEvent::Moved {
                    seat,
                    pieces,
                    from: f.space(),
                    path,
                });
            }
        }
        let target = self.cells[usize::from(to.id())];
        self.cells[usize::from(to.id())] = id as u8;
        self.pawns[id] = Place::On(to);
        if target == EMPTY {
            if to == Field::GOAL {
                self.phase = Phase::Over { winner: seat };
                events.push(RuleEvent::GameOver {
                    outcome: Outcome::win(SeatSet::single(seat), 1),
                });
            } else {
                self.pass_turn(events);
            }
        } else if u16::from(target) >= BARRICADE_ID_BASE {
            let b = target - BARRICADE_ID_BASE as u8;
            self.barricades[usize::from(b)] = None;
            self.phase = Phase::Placing {
                barricade: b,
                from: to,
            };
        } else {
            self.pawns[usize::from(target)] = Place::Home;
            let victim = PieceId(u16::from(target));
            events.push(RuleEvent::Captured {
                by: seat,
                owner: Self::owner(victim),
                pieces: Pieces::single(victim),
                at: to.space(),
            });
            self.pass_turn(events);
        }
    }

    fn pass_turn(&mut self, events: &mut Vec<RuleEvent>) {
        let from = self.turn;
        self.turn = Seat((from.0 + 1) % self.seats);
        self.phase = Phase::Rolling;
        events.push(RuleEvent::TurnPassed {
            from,
            to: self.turn,
        });
    }

    /// Sets up a position directly (for tests, puzzles and tools): whose turn, the phase,
    /// where pawns stand and where barricades stand (pieces not named keep their place).
    /// A position that breaks the rules' invariants is refused and nothing changes.
    pub fn set_position(
        &mut self,
        turn: Seat,
        phase: Phase,
        pawns: &[(PieceId, Place)],
        barricades: &[(usize, Option<Field>)],
    ) -> Result<(), String> {
        let mut next = self.clone();
        next.turn = turn;
        next.phase = phase;
        for &(id, place) in pawns {
            if usize::from(id.0) >= usize::from(self.seats) * PAWNS_PER_SEAT {
                return Err(format!("no pawn {}", id.0));
            }
            next.pawns[usize::from(id.0)] = place;
        }
        for &(b, at) in barricades {
            *next
                .barricades
                .get_mut(b)
                .ok_or_else(|| format!("no barricade {b}"))? = at;
        }
        next.rebuild_cells()?;
        next.check()?;
        *self = next;
        Ok(())
    }

    /// Derives the cells from the pawn and barricade lists; refuses two pieces on a field.
    fn rebuild_cells(&mut self) -> Result<(), String> {
        self.cells = [EMPTY; FIELD_COUNT];
        let pawns =
            (0..usize::from(self.seats) * PAWNS_PER_SEAT).filter_map(|id| match self.pawns[id] {
                Place::On(f) => Some((f, id as u8)),
                Place::Home => None,
            });
        let barricades = self
            .barricades
            .iter()
            .enumerate()
            .filter_map(|(b, at)| at.map(|f| (f, BARRICADE_ID_BASE as u8 + b as u8)));
        let placed: Vec<(Field, u8)> = pawns.chain(barricades).collect();
        for (f, id) in placed {
            let cell = &mut self.cells[usize::from(f.id())];
            if *cell != EMPTY {
                return Err(format!("two pieces on {f}"));
            }
            *cell = id;
        }
        Ok(())
    }

    /// Checks the invariants a loaded state must hold.
    fn check(&self) -> Result<(), String> {
        if self.turn.0 >= self.seats {
            return Err(format!("turn {} out of range", self.turn.0));
        }
        for (b, at) in self.barricades.iter().enumerate() {
            if let Some(f) = at
                && (*f == Field::GOAL || f.row() == 1)
            {
                return Err(format!("barricade {b} stands on {f}, where none may stand"));
            }
        }
        let held: Vec<usize> = (0..BARRICADES)
            .filter(|&b| self.barricades[b].is_none())
            .collect();
        let on_goal = self.piece_at(Field::GOAL).map(Self::owner);
        match self.phase {
            Phase::Over { winner } if on_goal != Some(winner) => {
                return Err("the game is over but the winner has no pawn on the goal".into());
            }
            Phase::Over { .. } => {}
            _ if on_goal.is_some() => {
                return Err("a pawn is on the goal but the game goes on".into());
            }
            Phase::Moving { roll } if !(1..=6).contains(&roll) || !self.any_move(roll) => {
                return Err(format!("moving with a roll of {roll} that has no move"));
            }
            Phase::Placing { barricade, from } => {
                if held != [usize::from(barricade)] {
                    return Err("only the barricade being moved may be off the board".into());
                }
                if self.pawn_on(self.turn, from).is_none() {
                    return Err(format!("no pawn of the seat to move on {from}"));
                }
                return Ok(());
            }
            _ => {}
        }
        if !held.is_empty() {
            return Err("a barricade is off the board while none is being moved".into());
        }
        Ok(())
    }
}

impl Game for Malefiz {
    type Action = MalefizAction;
    type Options = MalefizOptions;
    const INFO: tabula_core::GameInfo = options::INFO;

    fn thrower(&self) -> Option<Seat> {
        (self.phase() == Phase::Rolling).then(|| self.turn())
    }

    fn presets() -> &'static [&'static str] {
        PRESETS
    }

    fn preset(name: &str) -> Result<MalefizOptions, SetupError> {
        MalefizOptions::preset(name)
    }

    fn set_option(options: &mut MalefizOptions, key: &str, value: &str) -> Result<(), SetupError> {
        options.set(key, value)
    }

    fn option_value(options: &MalefizOptions, key: &str) -> Option<String> {
        options.value(key)
    }

    fn new(options: &MalefizOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::seat_range().contains(&seats) {
            return Err(SetupError(format!(
                "malefiz takes 2 to 4 seats, not {seats}"
            )));
        }
        options.validate()?;
        let mut barricades = [None; BARRICADES];
        let mut cells = [EMPTY; FIELD_COUNT];
        for (b, slot) in barricades.iter_mut().enumerate() {
            let f = barricade_start(b);
            *slot = Some(f);
            cells[usize::from(f.id())] = BARRICADE_ID_BASE as u8 + b as u8;
        }
        Ok(Malefiz {
            options: options.clone(),
            seats: seats as u8,
            turn: Seat(0),
            phase: Phase::Lot,
            pawns: [Place::Home; MAX_PAWNS],
            barricades,
            cells,
        })
    }

    fn options(&self) -> &MalefizOptions {
        &self.options
    }

    fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0)
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Lot | Phase::Rolling => ToMove::Chance,
            Phase::Moving { .. } | Phase::Placing { .. } => ToMove::Seat(self.turn),
            Phase::Over { winner } => ToMove::Over(Outcome::win(SeatSet::single(winner), 1)),
        }
    }

    fn legal_actions(&self, out: &mut Vec<MalefizAction>) {
        match self.phase {
            Phase::Moving { roll } => {
                let seat = self.turn;
                let starts = self.home_pawn(seat).map(|_| Place::Home).into_iter().chain(
                    self.seat_pawns(seat).filter_map(|id| match self.pawns[id] {
                        Place::On(f) => Some(Place::On(f)),
                        Place::Home => None,
                    }),
                );
                for from in starts {
                    let mut ends = self.destinations(seat, from, roll);
                    while ends != 0 {
                        let id = ends.trailing_zeros() as u8;
                        ends &= ends - 1;
                        let to = Field::from_id(id).expect("a field bit");
                        out.push(MalefizAction::Move { from, to });
                    }
                }
            }
            Phase::Placing { .. } => out.extend(
                Field::all()
                    .filter(|&f| self.may_place(f))
                    .map(MalefizAction::Barricade),
            ),
            _ => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(MalefizAction, f64)>) {
        match self.phase {
            Phase::Lot => {
                let p = 1.0 / f64::from(self.seats);
                out.extend((0..self.seats).map(|s| (MalefizAction::First(Seat(s)), p)));
            }
            Phase::Rolling => out.extend((1..=6).map(|n| (MalefizAction::Roll(n), 1.0 / 6.0))),
            _ => {}
        }
    }

    fn apply(
        &mut self,
        action: &MalefizAction,
        events: &mut Vec<RuleEvent>,
    ) -> Result<(), Illegal> {
        match *action {
            MalefizAction::First(seat) => {
                if self.phase != Phase::Lot {
                    return Err(Illegal::new("the lot has already been drawn"));
                }
                if seat.0 >= self.seats {
                    return Err(Illegal::new("no such seat"));
                }
                self.turn = seat;
                self.phase = Phase::Rolling;
                events.push(RuleEvent::FirstPlayer { seat });
            }
            MalefizAction::Roll(n) => {
                if self.phase != Phase::Rolling {
                    return Err(Illegal::new("it is not time to roll"));
                }
                if !(1..=6).contains(&n) {
                    return Err(Illegal::new("a die shows 1 to 6"));
                }
                let seat = self.turn;
                events.push(RuleEvent::Thrown {
                    seat,
                    faces: [n].into_iter().collect(),
                    value: n as i8,
                    name: FACE_NAMES[usize::from(n - 1)].into(),
                });
                if self.any_move(n) {
                    self.phase = Phase::Moving { roll: n };
                } else {
                    events.push(RuleEvent::ThrowsLost { seat, count: 1 });
                    self.pass_turn(events);
                }
            }
            MalefizAction::Move { from, to } => {
                self.check_move(from, to)?;
                self.play_move(from, to, events);
            }
            MalefizAction::Barricade(to) => {
                let Phase::Placing { barricade, from } = self.phase else {
                    return Err(Illegal::new("no barricade is being moved"));
                };
                if !self.may_place(to) {
                    return Err(Illegal::new(
                        "a barricade goes to an empty field, not the goal nor the protected rows",
                    ));
                }
                self.barricades[usize::from(barricade)] = Some(to);
                let id = BARRICADE_ID_BASE + u16::from(barricade);
                self.cells[usize::from(to.id())] = id as u8;
                events.push(RuleEvent::BarricadeMoved {
                    seat: self.turn,
                    barricade: Pieces::single(PieceId(id)),
                    from: from.space(),
                    to: to.space(),
                });
                self.pass_turn(events);
            }
        }
        Ok(())
    }
}
