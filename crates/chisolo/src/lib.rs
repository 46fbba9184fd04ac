//! Chisolo, Natatu rules (four-row mancala) for Tabula: all of RULES.md §2.
//!
//! A [`Chisolo`] value is a whole game. The lot for the first player is a chance action;
//! sowings and the choice of an extra hole to capture are the seats' actions. Notation
//! (see [`ChisoloAction`] and [`Hole`]):
//!
//! | action | text |
//! |---|---|
//! | the lot picks seat 1 to start | `first:1` |
//! | sow from hole c2 (the direction is clockwise or already fixed) | `c2` |
//! | on a player's second move: sow from c2 and fix the direction | `c2 cw`, `c2 ccw` |
//! | after a capture: take the counters of opponent hole e4 too | `take e4` |
//!
//! ```
//! use tabula_core::{Game, ToMove, Seat};
//! use tabula_chisolo::{Chisolo, ChisoloAction};
//! let mut game = Chisolo::new(&Default::default(), 2).unwrap();
//! let mut events = Vec::new();
//! for text in ["first:0", "a2"] {
//!     let action: ChisoloAction = text.parse().unwrap();
//!     game.apply(&action, &mut events).unwrap();
//! }
//! // a2's three counters went to b2, c2 and d2; d2 had 2, so its 3 went on to e2, f2 and
//! // the empty g2. The move ended in the front row: seat 0 took g3 and g4 (3 each) and now
//! // picks one more of seat 1's holes.
//! assert_eq!(game.captured_by(Seat(0)), 6);
//! assert_eq!(game.to_move(), ToMove::Seat(Seat(0)));
//! game.apply(&"take e3".parse().unwrap(), &mut events).unwrap();
//! assert_eq!(game.captured_by(Seat(0)), 9);
//! assert_eq!(game.to_move(), ToMove::Seat(Seat(1)));
//! ```

mod board;
mod eval;
mod options;

pub use board::{Circuit, Direction, HOLE_SLOTS, Hole, MAX_CIRCUIT, MAX_COLUMNS};
pub use options::{COLUMNS, CaptureRule, ChisoloOptions, PRESETS, SetupRule};

use board::{SowStep, sow};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::{
    Game, Illegal, Outcome, ParseActionError, PieceId, Pieces, RuleEvent, Seat, SeatSet,
    SetupError, Side, ToMove,
};

/// Moves in a row without a capture that end the game (RULES.md §2.5).
pub const QUIET_MOVES_LIMIT: u8 = 100;
/// How often a position may occur; at this count the game ends (RULES.md §2.5).
pub const REPETITION_LIMIT: usize = 3;

/// An action of Chisolo. Its text form is the notation in the crate docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum ChisoloAction {
    /// Chance: the lot picks who starts.
    First(Seat),
    /// Sow from one of the mover's holes. `direction` is named on the mover's second move
    /// only, where it is chosen for the rest of the game.
    Sow {
        hole: Hole,
        direction: Option<Direction>,
    },
    /// After a capture, the one more opponent hole whose counters are taken.
    Take(Hole),
}

impl fmt::Display for ChisoloAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChisoloAction::First(s) => write!(f, "first:{}", s.0),
            ChisoloAction::Sow {
                hole,
                direction: None,
            } => write!(f, "{hole}"),
            ChisoloAction::Sow {
                hole,
                direction: Some(d),
            } => write!(f, "{hole} {d}"),
            ChisoloAction::Take(hole) => write!(f, "take {hole}"),
        }
    }
}

impl FromStr for ChisoloAction {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = |why: String| ParseActionError(format!("bad chisolo action {text:?}: {why}"));
        let s = text.trim();
        if let Some(n) = s.strip_prefix("first:") {
            let seat: u8 = n
                .parse()
                .map_err(|_| err("first:N takes a seat number".into()))?;
            return Ok(ChisoloAction::First(Seat(seat)));
        }
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.as_slice() {
            [take, hole] if take.eq_ignore_ascii_case("take") => {
                Ok(ChisoloAction::Take(hole.parse().map_err(err)?))
            }
            [hole] => Ok(ChisoloAction::Sow {
                hole: hole.parse().map_err(err)?,
                direction: None,
            }),
            [hole, direction] => Ok(ChisoloAction::Sow {
                hole: hole.parse().map_err(err)?,
                direction: Some(direction.parse().map_err(err)?),
            }),
            _ => Err(err(
                "expected `HOLE`, `HOLE cw`, `HOLE ccw`, `take HOLE` or `first:N`".into(),
            )),
        }
    }
}

impl From<ChisoloAction> for String {
    fn from(a: ChisoloAction) -> String {
        a.to_string()
    }
}

impl TryFrom<String> for ChisoloAction {
    type Error = ParseActionError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// Where a player stands with the direction rule (RULES.md §2.3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Heading {
    /// Before the first move, which goes clockwise.
    First,
    /// Before the second move, which chooses the direction.
    Choosing,
    /// The direction chosen, kept to the end.
    Fixed(Direction),
}

impl Heading {
    /// The direction a move goes when none is named.
    fn implied(self) -> Option<Direction> {
        match self {
            Heading::First => Some(Direction::Clockwise),
            Heading::Choosing => None,
            Heading::Fixed(d) => Some(d),
        }
    }

    /// The directions the player's next sowing may take.
    pub fn directions(self) -> &'static [Direction] {
        match self.implied() {
            Some(Direction::Clockwise) => &[Direction::Clockwise],
            Some(Direction::Anticlockwise) => &[Direction::Anticlockwise],
            None => &Direction::BOTH,
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The lot for the first player is to be drawn.
    Lot,
    /// The seat to move sows.
    Sow,
    /// The seat to move has captured and picks one more opponent hole.
    Take,
    /// The game is over.
    Over(Outcome),
}

/// A game of Chisolo.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "ChisoloSave", try_from = "ChisoloSave")]
pub struct Chisolo {
    options: ChisoloOptions,
    /// The counters in each hole by [`Hole::slot`]. Counter ids: seat 0's are
    /// `0..counters_per_seat`, seat 1's follow; a counter never leaves its owner's rows
    /// until it is captured.
    holes: [Pieces; HOLE_SLOTS],
    phase: Phase,
    turn: Seat,
    headings: [Heading; 2],
    /// Moves in a row without a capture.
    quiet: u8,
    /// Fingerprints of the positions since the last capture (none can recur across one,
    /// as a capture leaves fewer counters), the current one last.
    history: [u64; QUIET_MOVES_LIMIT as usize + 1],
    history_len: u8,
}

/// Equal games: the same position, phase and history (history slots past its length are
/// stale and do not count).
impl PartialEq for Chisolo {
    fn eq(&self, other: &Chisolo) -> bool {
        self.options == other.options
            && self.holes == other.holes
            && self.phase == other.phase
            && self.turn == other.turn
            && self.headings == other.headings
            && self.quiet == other.quiet
            && self.history() == other.history()
    }
}

/// The serialised form of [`Chisolo`]: readable, and checked on the way back in.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChisoloSave {
    options: ChisoloOptions,
    phase: Phase,
    turn: Seat,
    headings: [Heading; 2],
    quiet: u8,
    /// Position fingerprints since the last capture, as hex text (exact in any JSON reader).
    history: Vec<String>,
    /// Rows 1 to 4 (row 1 = seat 0's back row), each hole's counter ids from column a.
    rows: Vec<Vec<Pieces>>,
}

impl From<Chisolo> for ChisoloSave {
    fn from(g: Chisolo) -> ChisoloSave {
        let columns = usize::from(g.options.columns);
        ChisoloSave {
            rows: (0..4)
                .map(|row| {
                    (0..columns)
                        .map(|c| g.holes[row * MAX_COLUMNS + c])
                        .collect()
                })
                .collect(),
            history: g.history().iter().map(|h| format!("{h:016x}")).collect(),
            options: g.options,
            phase: g.phase,
            turn: g.turn,
            headings: g.headings,
            quiet: g.quiet,
        }
    }
}

impl TryFrom<ChisoloSave> for Chisolo {
    type Error = String;
    fn try_from(s: ChisoloSave) -> Result<Chisolo, String> {
        let mut g = Chisolo::new(&s.options, 2).map_err(|e| e.0)?;
        let columns = usize::from(s.options.columns);
        if s.rows.len() != 4 || s.rows.iter().any(|r| r.len() != columns) {
            return Err(format!("rows must be 4 lists of {columns} holes"));
        }
        g.holes = [Pieces::EMPTY; HOLE_SLOTS];
        for (row, holes) in s.rows.iter().enumerate() {
            for (c, pieces) in holes.iter().enumerate() {
                g.holes[row * MAX_COLUMNS + c] = *pieces;
            }
        }
        if s.history.len() > g.history.len() {
            return Err(format!("history holds {} positions", s.history.len()));
        }
        for (slot, text) in g.history.iter_mut().zip(&s.history) {
            *slot = u64::from_str_radix(text, 16)
                .map_err(|_| format!("history entry {text:?} is not hex"))?;
        }
        g.history_len = s.history.len() as u8;
        g.phase = s.phase;
        g.turn = s.turn;
        g.headings = s.headings;
        g.quiet = s.quiet;
        g.check()?;
        Ok(g)
    }
}

impl Chisolo {
    /// The options of a named preset (see [`PRESETS`]).
    pub fn preset(name: &str) -> Result<ChisoloOptions, SetupError> {
        ChisoloOptions::preset(name)
    }

    /// Whose turn it is (meaningless before the lot).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// A seat's standing with the direction rule.
    pub fn heading(&self, seat: Seat) -> Heading {
        self.headings[seat.index()]
    }

    /// The number of columns.
    pub fn columns(&self) -> u8 {
        self.options.columns
    }

    /// The counters in a hole (none off the board).
    pub fn pieces(&self, hole: Hole) -> Pieces {
        if usize::from(hole.column) < usize::from(self.options.columns) && hole.row < 4 {
            self.holes[hole.slot()]
        } else {
            Pieces::EMPTY
        }
    }

    /// How many counters a hole holds.
    pub fn count(&self, hole: Hole) -> u8 {
        self.pieces(hole).len() as u8
    }

    /// The holes of the board, row by row from `a1`.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + use<> {
        let columns = self.options.columns;
        (0..4u8).flat_map(move |row| (0..columns).map(move |column| Hole { row, column }))
    }

    /// A seat's circuit.
    pub fn circuit(&self, seat: Seat) -> Circuit {
        Circuit {
            seat,
            columns: self.options.columns,
        }
    }

    /// Counters a seat still has on the board.
    pub fn on_board(&self, seat: Seat) -> u8 {
        self.holes()
            .filter(|h| h.owner() == seat)
            .map(|h| self.count(h))
            .sum()
    }

    /// Counters a seat has captured.
    pub fn captured_by(&self, seat: Seat) -> u8 {
        self.options.counters_per_seat() - self.on_board(opponent(seat))
    }

    /// Moves in a row without a capture.
    pub fn quiet_moves(&self) -> u8 {
        self.quiet
    }

    /// The seat that owns a counter.
    pub fn counter_owner(&self, id: PieceId) -> Seat {
        Seat(u8::from(
            id.0 >= u16::from(self.options.counters_per_seat()),
        ))
    }

    fn history(&self) -> &[u64] {
        &self.history[..usize::from(self.history_len)]
    }

    /// The counts along a seat's circuit.
    fn circuit_counts(&self, circuit: Circuit) -> [u8; MAX_CIRCUIT] {
        let mut counts = [0u8; MAX_CIRCUIT];
        for (p, n) in counts.iter_mut().enumerate().take(circuit.size()) {
            *n = self.holes[circuit.hole(p).slot()].len() as u8;
        }
        counts
    }

    /// Where a sowing from `hole` in `direction` ends, or `None` if it never does.
    pub fn sowing_end(&self, hole: Hole, direction: Direction) -> Option<Hole> {
        let circuit = self.circuit(hole.owner());
        let start = circuit.position(hole)?;
        let mut counts = self.circuit_counts(circuit);
        if counts[start] == 0 {
            return None;
        }
        sow(&mut counts, circuit, start, direction, |_| {}).map(|p| circuit.hole(p))
    }

    /// The direction of a sowing action, if it is legal now.
    fn check_sow(&self, hole: Hole, named: Option<Direction>) -> Result<Direction, Illegal> {
        if self.phase != Phase::Sow {
            return Err(Illegal::new("no sowing now"));
        }
        if usize::from(hole.column) >= usize::from(self.options.columns) {
            return Err(Illegal::new("that hole is off this board"));
        }
        if hole.owner() != self.turn {
            return Err(Illegal::new("a player sows only from their own two rows"));
        }
        if self.holes[hole.slot()].is_empty() {
            return Err(Illegal::new("that hole is empty"));
        }
        let direction = match (self.headings[self.turn.index()], named) {
            (Heading::Choosing, Some(d)) => d,
            (Heading::Choosing, None) => {
                return Err(Illegal::new(
                    "the second move chooses the direction for good: add cw or ccw",
                ));
            }
            (Heading::First, Some(_)) => {
                return Err(Illegal::new(
                    "the first move goes clockwise: name the hole alone",
                ));
            }
            (Heading::Fixed(_), Some(_)) => {
                return Err(Illegal::new(
                    "the direction is already fixed: name the hole alone",
                ));
            }
            (heading, None) => heading.implied().expect("not choosing"),
        };
        if self.sowing_end(hole, direction).is_none() {
            return Err(Illegal::new("that sowing would never end"));
        }
        Ok(direction)
    }

    fn check_take(&self, hole: Hole) -> Result<(), Illegal> {
        if self.phase != Phase::Take {
            return Err(Illegal::new("no extra hole to take now"));
        }
        if usize::from(hole.column) >= usize::from(self.options.columns) {
            return Err(Illegal::new("that hole is off this board"));
        }
        if hole.owner() == self.turn {
            return Err(Illegal::new("the extra hole is one of the opponent's"));
        }
        if self.holes[hole.slot()].is_empty() {
            return Err(Illegal::new("that hole is empty"));
        }
        Ok(())
    }

    /// True if the seat to move has a sowing that ends.
    fn can_sow(&self) -> bool {
        let mut any = false;
        self.each_sowing(|_| {
            any = true;
            false
        });
        any
    }

    /// Calls `visit` with each sowing of the seat to move that ends, while it returns true.
    fn each_sowing(&self, mut visit: impl FnMut(ChisoloAction) -> bool) {
        let heading = self.headings[self.turn.index()];
        let named = heading == Heading::Choosing;
        let circuit = self.circuit(self.turn);
        for p in 0..circuit.size() {
            let hole = circuit.hole(p);
            if self.holes[hole.slot()].is_empty() {
                continue;
            }
            for &d in heading.directions() {
                if self.sowing_end(hole, d).is_some()
                    && !visit(ChisoloAction::Sow {
                        hole,
                        direction: named.then_some(d),
                    })
                {
                    return;
                }
            }
        }
    }

    fn play_sow(&mut self, hole: Hole, direction: Direction, events: &mut Vec<RuleEvent>) {
        let seat = self.turn;
        let circuit = self.circuit(seat);
        let start = circuit.position(hole).expect("checked: an own hole");
        let mut counts = self.circuit_counts(circuit);
        let holes = &mut self.holes;
        let mut hand = Hand::lift(&mut holes[hole.slot()]);
        let end = sow(&mut counts, circuit, start, direction, |step| match step {
            SowStep::Drop { from, to } => {
                let id = hand.drop_one();
                let to = circuit.hole(to);
                holes[to.slot()].insert(id);
                events.push(RuleEvent::Sown {
                    seat,
                    pieces: Pieces::single(id),
                    from: circuit.hole(from).space(),
                    to: to.space(),
                });
            }
            SowStep::Relay { at } => {
                let at = circuit.hole(at);
                hand = Hand::lift(&mut holes[at.slot()]);
                events.push(RuleEvent::Relay {
                    seat,
                    at: at.space(),
                    pieces: hand.pieces,
                });
            }
        })
        .expect("checked: the sowing ends");
        let heading = &mut self.headings[seat.index()];
        *heading = match *heading {
            Heading::First => Heading::Choosing,
            _ => Heading::Fixed(direction),
        };
        if !(circuit.is_front(end) && self.capture_opposite(circuit.hole(end), events)) {
            self.end_turn(false, events);
        } else if self.on_board(opponent(seat)) == 0 {
            // Emptying the opponent wins at once, with no extra hole.
            self.finish(Outcome::win(SeatSet::single(seat), 1), events);
        } else {
            self.phase = Phase::Take;
        }
    }

    /// Takes the two opponent holes opposite the front hole `end` if the capture rule
    /// allows; true if it did.
    fn capture_opposite(&mut self, end: Hole, events: &mut Vec<RuleEvent>) -> bool {
        let (front_row, back_row) = if self.turn == Seat(0) { (2, 3) } else { (1, 0) };
        let front = Hole {
            row: front_row,
            column: end.column,
        };
        let back = Hole {
            row: back_row,
            column: end.column,
        };
        let front_full = !self.holes[front.slot()].is_empty();
        let back_full = !self.holes[back.slot()].is_empty();
        let captures = match self.options.capture {
            CaptureRule::Seed => front_full || back_full,
            CaptureRule::FrontRequired => front_full,
        };
        if captures {
            for hole in [front, back] {
                if !self.holes[hole.slot()].is_empty() {
                    self.take(hole, events);
                }
            }
        }
        captures
    }

    /// The mover takes every counter of an opponent hole.
    fn take(&mut self, hole: Hole, events: &mut Vec<RuleEvent>) {
        let pieces = std::mem::take(&mut self.holes[hole.slot()]);
        events.push(RuleEvent::Captured {
            by: self.turn,
            owner: hole.owner(),
            pieces,
            at: hole.space(),
        });
    }

    /// Ends the mover's turn: passes it on, then ends the game if the next player cannot
    /// move, a position occurs for the third time or the quiet moves run out.
    fn end_turn(&mut self, captured: bool, events: &mut Vec<RuleEvent>) {
        if captured {
            self.quiet = 0;
            self.history_len = 0;
        } else {
            self.quiet += 1;
        }
        let from = self.turn;
        self.turn = opponent(from);
        self.phase = Phase::Sow;
        events.push(RuleEvent::TurnPassed {
            from,
            to: self.turn,
        });
        if !self.can_sow() {
            self.finish(Outcome::win(SeatSet::single(from), 1), events);
            return;
        }
        let here = self.fingerprint();
        self.history[usize::from(self.history_len)] = here;
        self.history_len += 1;
        let seen = self.history().iter().filter(|&&h| h == here).count();
        if seen >= REPETITION_LIMIT || self.quiet >= QUIET_MOVES_LIMIT {
            self.finish(self.count_outcome(), events);
        }
    }

    /// The result when play stops with counters on both sides: more counters on the board
    /// wins.
    fn count_outcome(&self) -> Outcome {
        let (a, b) = (self.on_board(Seat(0)), self.on_board(Seat(1)));
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::win(SeatSet::single(Seat(0)), 1),
            std::cmp::Ordering::Less => Outcome::win(SeatSet::single(Seat(1)), 1),
            std::cmp::Ordering::Equal => Outcome::draw(),
        }
    }

    fn finish(&mut self, outcome: Outcome, events: &mut Vec<RuleEvent>) {
        self.phase = Phase::Over(outcome);
        events.push(RuleEvent::GameOver { outcome });
    }

    /// A fingerprint of the position for the repetition rule: the counts of every hole,
    /// the player to move and both headings (FNV-1a, stable across builds for saves).
    fn fingerprint(&self) -> u64 {
        const PRIME: u64 = 0x0000_0100_0000_01b3;
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut mix = |byte: u8| {
            h ^= u64::from(byte);
            h = h.wrapping_mul(PRIME);
        };
        for hole in self.holes() {
            mix(self.holes[hole.slot()].len() as u8);
        }
        mix(self.turn.0);
        for heading in self.headings {
            mix(match heading {
                Heading::First => 0,
                Heading::Choosing => 1,
                Heading::Fixed(Direction::Clockwise) => 2,
                Heading::Fixed(Direction::Anticlockwise) => 3,
            });
        }
        h
    }

    /// Sets up a position directly (for tests, puzzles and tools): whose turn, the phase,
    /// both headings, and the count of every hole (rows 1 to 4, each from column a).
    /// Counter ids are dealt afresh in hole order; the move history starts here. A
    /// position that breaks the rules' invariants is refused and nothing changes.
    pub fn set_position(
        &mut self,
        turn: Seat,
        phase: Phase,
        headings: [Heading; 2],
        rows: [&[u8]; 4],
    ) -> Result<(), String> {
        let mut next = self.clone();
        let columns = usize::from(self.options.columns);
        let per_seat = u16::from(self.options.counters_per_seat());
        next.holes = [Pieces::EMPTY; HOLE_SLOTS];
        let mut ids = [0u16, per_seat];
        for (row, counts) in rows.iter().enumerate() {
            if counts.len() != columns {
                return Err(format!(
                    "row {} has {} holes, not {columns}",
                    row + 1,
                    counts.len()
                ));
            }
            let seat = row / 2;
            for (column, &n) in counts.iter().enumerate() {
                for _ in 0..n {
                    if ids[seat] >= per_seat * (seat as u16 + 1) {
                        return Err(format!("seat {seat} has more than {per_seat} counters"));
                    }
                    next.holes[row * MAX_COLUMNS + column].insert(PieceId(ids[seat]));
                    ids[seat] += 1;
                }
            }
        }
        next.turn = turn;
        next.phase = phase;
        next.headings = headings;
        next.quiet = 0;
        next.history_len = 0;
        if matches!(phase, Phase::Sow | Phase::Take) {
            next.history[0] = next.fingerprint();
            next.history_len = 1;
        }
        next.check()?;
        *self = next;
        Ok(())
    }

    /// Checks the invariants a loaded state must hold.
    fn check(&self) -> Result<(), String> {
        if self.turn.0 > 1 {
            return Err(format!("turn {} out of range", self.turn.0));
        }
        let per_seat = self.options.counters_per_seat();
        let mut seen = Pieces::EMPTY;
        for slot in 0..HOLE_SLOTS {
            let hole = Hole::from_slot(slot);
            let pieces = self.holes[slot];
            if usize::from(hole.column) >= usize::from(self.options.columns) {
                if !pieces.is_empty() {
                    return Err(format!("counters off the board at slot {slot}"));
                }
                continue;
            }
            if pieces.union(seen).len() != pieces.len() + seen.len() {
                return Err(format!("a counter in {hole} is also elsewhere"));
            }
            seen = seen.union(pieces);
            for id in pieces.iter() {
                if id.0 >= 2 * u16::from(per_seat) {
                    return Err(format!("no counter {} in this game", id.0));
                }
                if self.counter_owner(id) != hole.owner() {
                    return Err(format!("counter {} is in the other player's rows", id.0));
                }
            }
        }
        let over = matches!(self.phase, Phase::Over(_));
        if self.quiet > QUIET_MOVES_LIMIT || (self.quiet == QUIET_MOVES_LIMIT && !over) {
            return Err(format!(
                "{} quiet moves and the game goes on: the limit is {QUIET_MOVES_LIMIT}",
                self.quiet
            ));
        }
        let lot = self.phase == Phase::Lot;
        if usize::from(self.history_len) != usize::from(self.quiet) + usize::from(!lot) && !over {
            return Err("the position history does not match the quiet moves".into());
        }
        let empty = [Seat(0), Seat(1)]
            .into_iter()
            .any(|s| self.on_board(s) == 0);
        match self.phase {
            Phase::Over(o) if o.winners.len() > 1 || o.winners.iter().any(|s| s.0 > 1) => {
                return Err("the winner must be one of the two seats".into());
            }
            Phase::Over(_) => {}
            _ if empty => return Err("a player has no counters but the game goes on".into()),
            Phase::Lot => {
                let fresh = Chisolo::new(&self.options, 2).map_err(|e| e.0)?;
                if self.holes != fresh.holes || self.headings != fresh.headings || self.quiet != 0 {
                    return Err("moves made before the lot".into());
                }
            }
            Phase::Sow if !self.can_sow() => {
                return Err("the player to move has no sowing that ends".into());
            }
            _ => {}
        }
        Ok(())
    }
}

/// A text diagram: seat 1's rows on top as seen from seat 0's side, the counts of every
/// hole, then who is to move.
///
/// ```text
///      a  b  c  d  e  f  g
///  4   3  3  3  3  3  3  3   seat 1 back
///  3   0  0  1  2  3  3  3   seat 1 front
///  2   3  3  3  2  1  0  0   seat 0 front
///  1   3  3  3  3  3  3  3   seat 0 back
/// ```
impl fmt::Display for Chisolo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "    ")?;
        for column in 0..self.options.columns {
            write!(f, "{:>3}", char::from(b'a' + column))?;
        }
        writeln!(f)?;
        for row in (0..4u8).rev() {
            write!(f, "{:>2}  ", row + 1)?;
            for column in 0..self.options.columns {
                write!(f, "{:>3}", self.count(Hole { row, column }))?;
            }
            let name = if row == 0 || row == 3 {
                "back"
            } else {
                "front"
            };
            writeln!(f, "   seat {} {name}", row / 2)?;
        }
        for seat in [Seat(0), Seat(1)] {
            write!(
                f,
                "seat {}: {} on the board, {} captured",
                seat.0,
                self.on_board(seat),
                self.captured_by(seat)
            )?;
            match self.headings[seat.index()] {
                Heading::Fixed(d) => writeln!(f, ", sows {d}")?,
                _ => writeln!(f)?,
            }
        }
        match self.phase {
            Phase::Lot => write!(f, "the lot decides who starts"),
            Phase::Sow => write!(f, "seat {} to sow", self.turn.0),
            Phase::Take => write!(f, "seat {} to take one more hole", self.turn.0),
            Phase::Over(o) if o.is_draw() => write!(f, "game over: a draw"),
            Phase::Over(o) => {
                let winner = o.winners.iter().next().map_or(0, |s| s.0);
                write!(f, "game over: seat {winner} wins")
            }
        }
    }
}

/// The counters in a sowing player's hand, in the order they drop (ascending ids).
struct Hand {
    pieces: Pieces,
    ids: [PieceId; Pieces::CAPACITY as usize],
    len: usize,
    next: usize,
}

impl Hand {
    /// Lifts every counter of a hole.
    fn lift(hole: &mut Pieces) -> Hand {
        let pieces = std::mem::take(hole);
        let mut hand = Hand {
            pieces,
            ids: [PieceId(0); Pieces::CAPACITY as usize],
            len: 0,
            next: 0,
        };
        for id in pieces.iter() {
            hand.ids[hand.len] = id;
            hand.len += 1;
        }
        hand
    }

    fn drop_one(&mut self) -> PieceId {
        assert!(self.next < self.len, "sowing from an empty hand");
        self.next += 1;
        self.ids[self.next - 1]
    }
}

fn opponent(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

impl Game for Chisolo {
    type Action = ChisoloAction;
    type Options = ChisoloOptions;
    const INFO: tabula_core::GameInfo = options::INFO;

    fn presets() -> &'static [&'static str] {
        PRESETS
    }

    fn preset(name: &str) -> Result<ChisoloOptions, SetupError> {
        ChisoloOptions::preset(name)
    }

    fn set_option(options: &mut ChisoloOptions, key: &str, value: &str) -> Result<(), SetupError> {
        options.set(key, value)
    }

    fn option_value(options: &ChisoloOptions, key: &str) -> Option<String> {
        options.value(key)
    }

    fn new(options: &ChisoloOptions, seats: usize) -> Result<Self, SetupError> {
        if seats != 2 {
            return Err(SetupError(format!("chisolo takes 2 seats, not {seats}")));
        }
        options.validate()?;
        let mut game = Chisolo {
            options: options.clone(),
            holes: [Pieces::EMPTY; HOLE_SLOTS],
            phase: Phase::Lot,
            turn: Seat(0),
            headings: [Heading::First; 2],
            quiet: 0,
            history: [0; QUIET_MOVES_LIMIT as usize + 1],
            history_len: 0,
        };
        let mut id = 0u16;
        for seat in [Seat(0), Seat(1)] {
            let circuit = game.circuit(seat);
            for p in 0..circuit.size() {
                let n = if circuit.is_front(p) {
                    options.front_start(p)
                } else {
                    3
                };
                for _ in 0..n {
                    game.holes[circuit.hole(p).slot()].insert(PieceId(id));
                    id += 1;
                }
            }
        }
        Ok(game)
    }

    fn options(&self) -> &ChisoloOptions {
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
            Phase::Lot => ToMove::Chance,
            Phase::Sow | Phase::Take => ToMove::Seat(self.turn),
            Phase::Over(o) => ToMove::Over(o),
        }
    }

    fn legal_actions(&self, out: &mut Vec<ChisoloAction>) {
        match self.phase {
            Phase::Sow => self.each_sowing(|a| {
                out.push(a);
                true
            }),
            Phase::Take => {
                let circuit = self.circuit(opponent(self.turn));
                for p in 0..circuit.size() {
                    let hole = circuit.hole(p);
                    if !self.holes[hole.slot()].is_empty() {
                        out.push(ChisoloAction::Take(hole));
                    }
                }
            }
            Phase::Lot | Phase::Over(_) => {}
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(ChisoloAction, f64)>) {
        if self.phase == Phase::Lot {
            out.extend([0, 1].map(|s| (ChisoloAction::First(Seat(s)), 0.5)));
        }
    }

    fn apply(
        &mut self,
        action: &ChisoloAction,
        events: &mut Vec<RuleEvent>,
    ) -> Result<(), Illegal> {
        match *action {
            ChisoloAction::First(seat) => {
                if self.phase != Phase::Lot {
                    return Err(Illegal::new("the lot has already been drawn"));
                }
                if seat.0 > 1 {
                    return Err(Illegal::new("no such seat"));
                }
                self.turn = seat;
                self.phase = Phase::Sow;
                self.history[0] = self.fingerprint();
                self.history_len = 1;
                events.push(RuleEvent::FirstPlayer { seat });
            }
            ChisoloAction::Sow { hole, direction } => {
                let direction = self.check_sow(hole, direction)?;
                self.play_sow(hole, direction, events);
            }
            ChisoloAction::Take(hole) => {
                self.check_take(hole)?;
                self.take(hole, events);
                self.end_turn(true, events);
            }
        }
        Ok(())
    }
}
