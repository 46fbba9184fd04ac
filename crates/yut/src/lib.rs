//! Yut Nori rules for Tabula: all of RULES.md §1.
//!
//! A [`Yut`] value is a whole game. The lot for the first player and every throw are chance
//! actions; moves are the seat's actions. Notation (see [`YutAction`]):
//!
//! | action | text |
//! |---|---|
//! | the lot picks seat 1 to start | `first:1` |
//! | a throw lands | `throw:do`, `throw:gae`, `throw:geol`, `throw:yut`, `throw:mo`, `throw:back-do` |
//! | enter a waiting piece with a gae | `gae new` |
//! | move the piece or stack on O3 with a geol | `geol O3` |
//! | optional shortcut: from Б take the diagonal / stay on the ring | `gae O5>A1` / `gae O5>O6` |
//!
//! ```
//! use tabula_core::{Game, ToMove};
//! use tabula_yut::{Yut, YutAction};
//! let mut game = Yut::new(&Yut::preset("encyclopedia-dice").unwrap(), 2).unwrap();
//! let mut events = Vec::new();
//! for text in ["first:0", "throw:gae", "gae new"] {
//!     let action: YutAction = text.parse().unwrap();
//!     game.apply(&action, &mut events).unwrap();
//! }
//! // The gae used, the turn passed to seat 1, who now throws.
//! assert_eq!(game.to_move(), ToMove::Chance);
//! assert_eq!(game.turn().0, 1);
//! ```

mod board;
mod eval;
mod options;

pub use board::{Route, Station};
pub use options::{CentreRule, PRESETS, Shortcut, Throw, ThrowModel, YutOptions};

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabula_core::{
    ExtraReason, Game, Illegal, Outcome, ParseActionError, Path, PieceId, Pieces, RuleEvent, Seat,
    SeatSet, SetupError, Side, ToMove,
};

/// The most pieces one seat can have (ids are `seat * 5 + k`).
pub const MAX_PIECES_PER_SEAT: usize = 5;
const SLOTS: usize = 4 * MAX_PIECES_PER_SEAT;

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum Place {
    /// Off the board, waiting to enter (also after a capture).
    Waiting,
    /// On the board at `route.at(index)`. `mo_entry` remembers a piece that entered
    /// straight onto Б with a mo (the encyclopedia centre rule).
    Board {
        route: Route,
        index: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        mo_entry: bool,
    },
    /// Gone round and off the board.
    Finished,
}

impl Place {
    /// The station, if on the board.
    pub fn station(self) -> Option<Station> {
        match self {
            Place::Board { route, index, .. } => Some(route.at(index)),
            _ => None,
        }
    }
}

/// Where a move starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Start {
    /// A waiting piece enters.
    New,
    /// The piece or stack on this station moves.
    At(Station),
}

/// An action of Yut Nori. Its text form is the notation in the crate docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum YutAction {
    /// Chance: the lot picks who starts.
    First(Seat),
    /// Chance: a throw lands.
    Throw(Throw),
    /// The seat spends one pending `throw` on a piece or stack. `route` names the first
    /// step only where the optional shortcut gives a choice.
    Move {
        throw: Throw,
        from: Start,
        route: Option<Station>,
    },
}

impl fmt::Display for YutAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YutAction::First(s) => write!(f, "first:{}", s.0),
            YutAction::Throw(t) => write!(f, "throw:{t}"),
            YutAction::Move {
                throw,
                from: Start::New,
                ..
            } => write!(f, "{throw} new"),
            YutAction::Move {
                throw,
                from: Start::At(s),
                route: None,
            } => write!(f, "{throw} {s}"),
            YutAction::Move {
                throw,
                from: Start::At(s),
                route: Some(r),
            } => write!(f, "{throw} {s}>{r}"),
        }
    }
}

impl FromStr for YutAction {
    type Err = ParseActionError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = |why: String| ParseActionError(format!("bad yut action {text:?}: {why}"));
        let s = text.trim();
        if let Some(n) = s.strip_prefix("first:") {
            let seat: u8 = n
                .parse()
                .map_err(|_| err("first:N takes a seat number".into()))?;
            return Ok(YutAction::First(Seat(seat)));
        }
        if let Some(t) = s.strip_prefix("throw:") {
            return t.parse().map(YutAction::Throw).map_err(err);
        }
        let mut words = s.split_whitespace();
        let (Some(throw), Some(target), None) = (words.next(), words.next(), words.next()) else {
            return Err(err(
                "expected `THROW new`, `THROW STATION`, `THROW STATION>NEXT`, `first:N` or `throw:NAME`".into(),
            ));
        };
        let throw: Throw = throw.parse().map_err(err)?;
        if target.eq_ignore_ascii_case("new") {
            return Ok(YutAction::Move {
                throw,
                from: Start::New,
                route: None,
            });
        }
        let (from, route) = match target.split_once('>') {
            Some((a, b)) => (a, Some(b.parse().map_err(err)?)),
            None => (target, None),
        };
        Ok(YutAction::Move {
            throw,
            from: Start::At(from.parse().map_err(err)?),
            route,
        })
    }
}

impl From<YutAction> for String {
    fn from(a: YutAction) -> String {
        a.to_string()
    }
}

impl TryFrom<String> for YutAction {
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
    /// The seat to move throws (first throw, an extra one, or a capture's bonus).
    Throwing,
    /// The seat to move spends pending throws.
    Moving,
    /// The game is over; these seats won.
    Over(SeatSet),
}

/// A game of Yut Nori.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "YutSave", try_from = "YutSave")]
pub struct Yut {
    options: YutOptions,
    seats: u8,
    /// Pieces per seat.
    counts: [u8; 4],
    /// Indexed by piece id (`seat * 5 + k`); slots past a seat's count are unused.
    places: [Place; SLOTS],
    phase: Phase,
    turn: Seat,
    /// Pending throws, counted per kind in [`Throw::ALL`] order.
    pending: [u8; 6],
}

/// The serialised form of [`Yut`]: readable, and checked on the way back in.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct YutSave {
    options: YutOptions,
    seats: u8,
    phase: Phase,
    turn: Seat,
    pending: Vec<Throw>,
    /// One list per seat, indexed by the piece's number within the seat.
    pieces: Vec<Vec<Place>>,
}

impl From<Yut> for YutSave {
    fn from(y: Yut) -> YutSave {
        YutSave {
            pieces: (0..y.seats)
                .map(|s| y.seat_pieces(Seat(s)).map(|id| y.places[id]).collect())
                .collect(),
            pending: y.pending_throws().collect(),
            options: y.options,
            seats: y.seats,
            phase: y.phase,
            turn: y.turn,
        }
    }
}

impl TryFrom<YutSave> for Yut {
    type Error = String;
    fn try_from(s: YutSave) -> Result<Yut, String> {
        let mut y = Yut::new(&s.options, usize::from(s.seats)).map_err(|e| e.0)?;
        if s.pieces.len() != usize::from(s.seats) {
            return Err(format!(
                "{} piece lists for {} seats",
                s.pieces.len(),
                s.seats
            ));
        }
        for (seat, list) in s.pieces.iter().enumerate() {
            if list.len() != usize::from(y.counts[seat]) {
                return Err(format!(
                    "seat {seat} has {} pieces, the options give it {}",
                    list.len(),
                    y.counts[seat]
                ));
            }
            for (k, place) in list.iter().enumerate() {
                y.places[seat * MAX_PIECES_PER_SEAT + k] = *place;
            }
        }
        y.phase = s.phase;
        y.turn = s.turn;
        for t in s.pending {
            y.pending[t.index()] = y.pending[t.index()].saturating_add(1);
        }
        y.check()?;
        Ok(y)
    }
}

/// The outcome of stepping along a route.
struct Landing {
    place: Place,
    path: Path,
}

impl Yut {
    /// The options of a named preset (see [`PRESETS`]).
    pub fn preset(name: &str) -> Result<YutOptions, SetupError> {
        YutOptions::preset(name)
    }

    /// Whose turn it is (meaningless before the lot).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The pending throws, in [`Throw::ALL`] order.
    pub fn pending_throws(&self) -> impl Iterator<Item = Throw> + '_ {
        Throw::ALL
            .into_iter()
            .flat_map(|t| std::iter::repeat_n(t, usize::from(self.pending[t.index()])))
    }

    /// How many pieces a seat has.
    pub fn piece_count(&self, seat: Seat) -> u8 {
        self.counts[seat.index()]
    }

    /// The ids of a seat's pieces.
    pub fn seat_pieces(&self, seat: Seat) -> impl Iterator<Item = usize> + use<> {
        let base = seat.index() * MAX_PIECES_PER_SEAT;
        base..base + usize::from(self.counts[seat.index()])
    }

    /// Every piece in play: (id, owner, place).
    pub fn pieces(&self) -> impl Iterator<Item = (PieceId, Seat, Place)> + '_ {
        (0..self.seats).flat_map(move |s| {
            self.seat_pieces(Seat(s))
                .map(move |id| (PieceId(id as u16), Seat(s), self.places[id]))
        })
    }

    /// Where a piece is.
    pub fn place(&self, piece: PieceId) -> Place {
        self.places[usize::from(piece.0)]
    }

    /// The seats on a side.
    pub fn side_seats(&self, side: Side) -> SeatSet {
        (0..self.seats)
            .map(Seat)
            .filter(|&s| self.side_of(s) == side)
            .collect()
    }

    /// The pieces standing on a station (all of one side), as a set of ids.
    pub fn stack_at(&self, station: Station) -> Pieces {
        self.piece_ids()
            .filter(|&id| self.places[id].station() == Some(station))
            .map(|id| PieceId(id as u16))
            .collect()
    }

    fn piece_ids(&self) -> impl Iterator<Item = usize> + use<> {
        let counts = self.counts;
        let seats = usize::from(self.seats);
        (0..seats).flat_map(move |s| {
            let base = s * MAX_PIECES_PER_SEAT;
            base..base + usize::from(counts[s])
        })
    }

    fn owner(id: usize) -> Seat {
        Seat((id / MAX_PIECES_PER_SEAT) as u8)
    }

    fn side_of_piece(&self, id: usize) -> Side {
        self.side_of(Self::owner(id))
    }

    /// True if the side has a piece on the board.
    fn side_on_board(&self, side: Side) -> bool {
        self.piece_ids().any(|id| {
            self.side_of_piece(id) == side && matches!(self.places[id], Place::Board { .. })
        })
    }

    /// A waiting piece of the side, the mover's own first.
    fn waiting_piece(&self, seat: Seat) -> Option<usize> {
        let side = self.side_of(seat);
        let own = self
            .seat_pieces(seat)
            .find(|&id| self.places[id] == Place::Waiting);
        own.or_else(|| {
            self.piece_ids()
                .find(|&id| self.side_of_piece(id) == side && self.places[id] == Place::Waiting)
        })
    }

    /// True if `throw` has a legal use for the side to move.
    fn usable(&self, throw: Throw) -> bool {
        let side = self.side_of(self.turn);
        if throw == Throw::BackDo {
            self.side_on_board(side)
        } else {
            // A forward throw can always enter or move something until the side is done.
            self.piece_ids()
                .any(|id| self.side_of_piece(id) == side && self.places[id] != Place::Finished)
        }
    }

    fn any_usable(&self) -> bool {
        Throw::ALL
            .into_iter()
            .any(|t| self.pending[t.index()] > 0 && self.usable(t))
    }

    /// The diagonal a move starting on a ring corner takes, if it starts on one.
    fn diagonal_from(&self, place: Place) -> Option<Route> {
        let Place::Board {
            route: Route::Ring,
            index,
            mo_entry,
        } = place
        else {
            return None;
        };
        match index {
            4 => Some(match self.options.centre_rule {
                CentreRule::Encyclopedia if !mo_entry => Route::BRadius,
                _ => Route::BDiameter,
            }),
            9 => Some(Route::VRadius),
            _ => None,
        }
    }

    /// The place of the piece (or stack) standing on `station` of the side to move.
    fn mover_place(&self, station: Station) -> Option<Place> {
        let side = self.side_of(self.turn);
        self.piece_ids()
            .find(|&id| {
                self.side_of_piece(id) == side && self.places[id].station() == Some(station)
            })
            .map(|id| self.places[id])
    }

    /// Steps `steps` forward from `index` on `route`, or one back for a negative count.
    fn step(&self, route: Route, index: i16, steps: i8, mo_entry: bool) -> Landing {
        let mut path = Path::new();
        if steps < 0 {
            // Back-do: one station back along the route; from O1 back to O0, from where any
            // forward move leaves.
            let (route, index) = if index == 0 {
                (Route::Ring, Route::Ring.last())
            } else {
                (route, (index - 1) as u8)
            };
            path.push(route.at(index).space());
            // Only a mo-entered piece travels the whole diameter, so stepping back onto Б
            // from it keeps that memory.
            let mo_entry =
                route == Route::BDiameter && self.options.centre_rule == CentreRule::Encyclopedia;
            return Landing {
                place: self.normalise(route, index, mo_entry),
                path,
            };
        }
        let last = i16::from(route.last());
        for j in index + 1..=index + i16::from(steps) {
            if j > last {
                return Landing {
                    place: Place::Finished,
                    path,
                };
            }
            path.push(route.at(j as u8).space());
        }
        let index = (index + i16::from(steps)) as u8;
        Landing {
            place: self.normalise(route, index, mo_entry),
            path,
        }
    }

    /// The place of a piece standing at `index` of `route`, with only the memory the rules
    /// keep: a piece at or before the corner its route turns at is on the ring; the mo
    /// entry counts only on Б under the encyclopedia rule. Under the modern rule the way on
    /// from the Б diagonal depends only on where the piece stands (RULES.md §1.5): before
    /// the centre it goes straight across, from the centre down to А. So a piece that
    /// stopped on the centre and stepped back off it forgets that stop.
    fn normalise(&self, route: Route, index: u8, mo_entry: bool) -> Place {
        let modern = self.options.centre_rule == CentreRule::Modern;
        let route = match (route, route.branch(), route.centre()) {
            (_, Some(b), _) if index <= b => Route::Ring,
            (Route::BDiameter | Route::BRadius, _, Some(c)) if modern && index < c => {
                Route::BDiameter
            }
            (Route::BDiameter | Route::BRadius, _, Some(c)) if modern && index == c => {
                Route::BRadius
            }
            _ => route,
        };
        let on_b = route == Route::Ring && route.at(index) == Station::B;
        Place::Board {
            route,
            index,
            mo_entry: mo_entry && on_b && !modern,
        }
    }

    fn legal_move(&self, throw: Throw, from: Start, route: Option<Station>) -> Result<(), Illegal> {
        if self.phase != Phase::Moving {
            return Err(Illegal::new("no move now: it is not a seat's time to move"));
        }
        if self.pending[throw.index()] == 0 {
            return Err(Illegal::new("that throw is not pending"));
        }
        match from {
            Start::New => {
                if throw == Throw::BackDo {
                    return Err(Illegal::new("back-do cannot enter a piece"));
                }
                if route.is_some() {
                    return Err(Illegal::new("an entering piece has no way to choose"));
                }
                if self.waiting_piece(self.turn).is_none() {
                    return Err(Illegal::new("no piece is waiting to enter"));
                }
            }
            Start::At(station) => {
                let place = self
                    .mover_place(station)
                    .ok_or(Illegal::new("no piece of the side to move stands there"))?;
                let diagonal = self.diagonal_from(place).filter(|_| throw != Throw::BackDo);
                match (diagonal, self.options.shortcut, route) {
                    (Some(_), Shortcut::Optional, None) => {
                        return Err(Illegal::new(
                            "the shortcut is optional here: name the way, e.g. `gae O5>A1` or `gae O5>O6`",
                        ));
                    }
                    (Some(diag), Shortcut::Optional, Some(first)) => {
                        let Place::Board { index, .. } = place else {
                            unreachable!()
                        };
                        let ring_next = Route::Ring.at(index + 1);
                        let diag_next = diag.at(index + 1);
                        if first != ring_next && first != diag_next {
                            return Err(Illegal::new("that is not a way on from this corner"));
                        }
                    }
                    (_, _, Some(_)) => {
                        return Err(Illegal::new("there is no way to choose from here"));
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    fn play_move(
        &mut self,
        throw: Throw,
        from: Start,
        route_choice: Option<Station>,
        events: &mut Vec<RuleEvent>,
    ) {
        let seat = self.turn;
        let side = self.side_of(seat);
        self.pending[throw.index()] -= 1;
        // Who moves, from where, along which route.
        let (movers, landing, from_station) = match from {
            Start::New => {
                let id = self.waiting_piece(seat).expect("checked");
                let landing = self.step(Route::Ring, -1, throw.steps(), throw == Throw::Mo);
                events.push(RuleEvent::Entered {
                    seat,
                    pieces: Pieces::single(PieceId(id as u16)),
                    path: landing.path,
                });
                (Pieces::single(PieceId(id as u16)), landing, None)
            }
            Start::At(station) => {
                let place = self.mover_place(station).expect("checked");
                let Place::Board { route, index, .. } = place else {
                    unreachable!()
                };
                let mut route = route;
                if throw != Throw::BackDo
                    && let Some(diag) = self.diagonal_from(place)
                {
                    let takes_diagonal = match route_choice {
                        Some(first) => first == diag.at(index + 1),
                        None => true,
                    };
                    if takes_diagonal {
                        route = diag;
                    }
                }
                let movers: Pieces = self
                    .piece_ids()
                    .filter(|&id| {
                        self.side_of_piece(id) == side && self.places[id].station() == Some(station)
                    })
                    .map(|id| PieceId(id as u16))
                    .collect();
                let landing = self.step(route, i16::from(index), throw.steps(), false);
                if !landing.path.is_empty() {
                    events.push(RuleEvent::Moved {
                        seat,
                        pieces: movers,
                        from: station.space(),
                        path: landing.path,
                    });
                }
                (movers, landing, Some(station))
            }
        };
        for id in movers.iter() {
            self.places[usize::from(id.0)] = landing.place;
        }
        let Some(at) = landing.place.station() else {
            // Off the board past А.
            let last = landing.path.last().map(|s| s.0 as u8);
            let from = last
                .and_then(Station::from_id)
                .or(from_station)
                .unwrap_or(Station::A);
            events.push(RuleEvent::BorneOff {
                seat,
                pieces: movers,
                from: from.space(),
            });
            if self.side_done(side) {
                self.finish(side, events);
            } else {
                self.after_move(false, events);
            }
            return;
        };
        // Capture or stack whatever stood where the move ended.
        let mut captured = [Pieces::EMPTY; 4];
        let mut joined = Pieces::EMPTY;
        for id in self.piece_ids() {
            if movers.contains(PieceId(id as u16)) || self.places[id].station() != Some(at) {
                continue;
            }
            if self.side_of_piece(id) == side {
                self.places[id] = landing.place;
                joined.insert(PieceId(id as u16));
            } else {
                self.places[id] = Place::Waiting;
                captured[Self::owner(id).index()].insert(PieceId(id as u16));
            }
        }
        for (owner, pieces) in captured.iter().enumerate() {
            if !pieces.is_empty() {
                events.push(RuleEvent::Captured {
                    by: seat,
                    owner: Seat(owner as u8),
                    pieces: *pieces,
                    at: at.space(),
                });
            }
        }
        if !joined.is_empty() {
            events.push(RuleEvent::Stacked {
                pieces: movers,
                joined,
                at: at.space(),
            });
        }
        self.after_move(captured.iter().any(|p| !p.is_empty()), events);
    }

    fn side_done(&self, side: Side) -> bool {
        self.piece_ids()
            .filter(|&id| self.side_of_piece(id) == side)
            .all(|id| self.places[id] == Place::Finished)
    }

    fn finish(&mut self, side: Side, events: &mut Vec<RuleEvent>) {
        let winners = self.side_seats(side);
        self.phase = Phase::Over(winners);
        self.pending = [0; 6];
        events.push(RuleEvent::GameOver {
            outcome: Outcome::win(winners, 1),
        });
    }

    fn after_move(&mut self, captured: bool, events: &mut Vec<RuleEvent>) {
        if captured {
            self.phase = Phase::Throwing;
            events.push(RuleEvent::ExtraThrow {
                seat: self.turn,
                reason: ExtraReason::Capture,
            });
        } else {
            self.spend_or_pass(events);
        }
    }

    /// With throws pending, go on moving if any has a use; drop them all otherwise.
    fn spend_or_pass(&mut self, events: &mut Vec<RuleEvent>) {
        if self.pending.iter().all(|&n| n == 0) {
            self.pass_turn(events);
        } else if self.any_usable() {
            self.phase = Phase::Moving;
        } else {
            let count = self.pending.iter().sum();
            self.pending = [0; 6];
            events.push(RuleEvent::ThrowsLost {
                seat: self.turn,
                count,
            });
            self.pass_turn(events);
        }
    }

    fn pass_turn(&mut self, events: &mut Vec<RuleEvent>) {
        let from = self.turn;
        self.turn = Seat((from.0 + 1) % self.seats);
        self.phase = Phase::Throwing;
        events.push(RuleEvent::TurnPassed {
            from,
            to: self.turn,
        });
    }

    /// Sets up a position directly (for tests, puzzles and tools): whose turn, the phase,
    /// the pending throws and where pieces stand (pieces not named keep their place).
    /// A position that breaks the rules' invariants is refused and nothing changes.
    pub fn set_position(
        &mut self,
        turn: Seat,
        phase: Phase,
        pending: &[Throw],
        places: &[(PieceId, Place)],
    ) -> Result<(), String> {
        let mut next = self.clone();
        next.turn = turn;
        next.phase = phase;
        next.pending = [0; 6];
        for t in pending {
            next.pending[t.index()] += 1;
        }
        for &(id, place) in places {
            let seat = Self::owner(usize::from(id.0));
            if seat.0 >= self.seats
                || usize::from(id.0) % MAX_PIECES_PER_SEAT >= usize::from(self.counts[seat.index()])
            {
                return Err(format!("no piece {}", id.0));
            }
            next.places[usize::from(id.0)] = place;
        }
        next.check()?;
        *self = next;
        Ok(())
    }

    /// Checks the invariants a loaded state must hold.
    fn check(&self) -> Result<(), String> {
        if self.turn.0 >= self.seats {
            return Err(format!("turn {} out of range", self.turn.0));
        }
        let mut seen: [Option<(Side, Place)>; Station::COUNT] = [None; Station::COUNT];
        for id in self.piece_ids() {
            let place = self.places[id];
            if let Place::Board {
                route,
                index,
                mo_entry,
            } = place
            {
                if index > route.last() {
                    return Err(format!("piece {id} is past the end of its route"));
                }
                if self.normalise(route, index, mo_entry) != place {
                    return Err(format!("piece {id} has a route it cannot be on"));
                }
                let slot = &mut seen[usize::from(route.at(index).id())];
                let side = self.side_of_piece(id);
                match slot {
                    None => *slot = Some((side, place)),
                    Some((s, p)) if *s == side && *p == place => {}
                    Some(_) => {
                        return Err(format!(
                            "station {} holds pieces that cannot share it",
                            route.at(index)
                        ));
                    }
                }
            }
        }
        let done: Vec<Side> = (0..self.seats)
            .map(|s| self.side_of(Seat(s)))
            .filter(|&side| self.side_done(side))
            .collect();
        match self.phase {
            Phase::Over(winners) => {
                let Some(side) = done.first() else {
                    return Err("the game is over but no side has finished".into());
                };
                if winners != self.side_seats(*side) {
                    return Err("the winners are not the finished side".into());
                }
            }
            _ if !done.is_empty() => return Err("a side has finished but the game goes on".into()),
            Phase::Moving if !self.any_usable() => {
                return Err("moving with no usable throw pending".into());
            }
            Phase::Lot if self.pending.iter().any(|&n| n > 0) => {
                return Err("throws pending before the lot".into());
            }
            _ => {}
        }
        Ok(())
    }
}

impl Game for Yut {
    type Action = YutAction;
    type Options = YutOptions;
    const INFO: tabula_core::GameInfo = options::INFO;

    fn thrower(&self) -> Option<Seat> {
        (self.phase() == Phase::Throwing).then(|| self.turn())
    }

    fn presets() -> &'static [&'static str] {
        PRESETS
    }

    fn preset(name: &str) -> Result<YutOptions, SetupError> {
        YutOptions::preset(name)
    }

    fn set_option(options: &mut YutOptions, key: &str, value: &str) -> Result<(), SetupError> {
        options.set(key, value)
    }

    fn option_value(options: &YutOptions, key: &str) -> Option<String> {
        options.value(key)
    }

    fn new(options: &YutOptions, seats: usize) -> Result<Self, SetupError> {
        if !Self::seat_range().contains(&seats) {
            return Err(SetupError(format!("yut takes 2 to 4 seats, not {seats}")));
        }
        options.validate()?;
        let per_side = options.pieces_per_side(seats);
        let mut counts = [0u8; 4];
        for (seat, count) in counts.iter_mut().enumerate().take(seats) {
            *count = if seats == 4 {
                // Partners split the side's pieces; the first of the pair takes an odd one.
                if seat < 2 {
                    per_side.div_ceil(2)
                } else {
                    per_side / 2
                }
            } else {
                per_side
            };
        }
        Ok(Yut {
            options: options.clone(),
            seats: seats as u8,
            counts,
            places: [Place::Waiting; SLOTS],
            phase: Phase::Lot,
            turn: Seat(0),
            pending: [0; 6],
        })
    }

    fn options(&self) -> &YutOptions {
        &self.options
    }

    fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    fn side_of(&self, seat: Seat) -> Side {
        if self.seats == 4 {
            Side(seat.0 % 2)
        } else {
            Side(seat.0)
        }
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Lot | Phase::Throwing => ToMove::Chance,
            Phase::Moving => ToMove::Seat(self.turn),
            Phase::Over(winners) => ToMove::Over(Outcome::win(winners, 1)),
        }
    }

    fn legal_actions(&self, out: &mut Vec<YutAction>) {
        if self.phase != Phase::Moving {
            return;
        }
        let side = self.side_of(self.turn);
        let has_waiting = self.waiting_piece(self.turn).is_some();
        for throw in Throw::ALL {
            if self.pending[throw.index()] == 0 {
                continue;
            }
            if has_waiting && throw != Throw::BackDo {
                out.push(YutAction::Move {
                    throw,
                    from: Start::New,
                    route: None,
                });
            }
            let mut stations_seen = 0u32;
            for id in self.piece_ids() {
                if self.side_of_piece(id) != side {
                    continue;
                }
                let place = self.places[id];
                let Some(station) = place.station() else {
                    continue;
                };
                let bit = 1u32 << station.id();
                if stations_seen & bit != 0 {
                    continue;
                }
                stations_seen |= bit;
                let from = Start::At(station);
                match self.diagonal_from(place) {
                    Some(diag)
                        if throw != Throw::BackDo
                            && self.options.shortcut == Shortcut::Optional =>
                    {
                        let Place::Board { index, .. } = place else {
                            unreachable!()
                        };
                        for first in [diag.at(index + 1), Route::Ring.at(index + 1)] {
                            out.push(YutAction::Move {
                                throw,
                                from,
                                route: Some(first),
                            });
                        }
                    }
                    _ => out.push(YutAction::Move {
                        throw,
                        from,
                        route: None,
                    }),
                }
            }
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(YutAction, f64)>) {
        match self.phase {
            Phase::Lot => {
                let p = 1.0 / f64::from(self.seats);
                out.extend((0..self.seats).map(|s| (YutAction::First(Seat(s)), p)));
            }
            Phase::Throwing => out.extend(
                self.options
                    .throw_distribution()
                    .into_iter()
                    .filter(|(_, p)| *p > 0.0)
                    .map(|(t, p)| (YutAction::Throw(t), p)),
            ),
            _ => {}
        }
    }

    fn apply(&mut self, action: &YutAction, events: &mut Vec<RuleEvent>) -> Result<(), Illegal> {
        match *action {
            YutAction::First(seat) => {
                if self.phase != Phase::Lot {
                    return Err(Illegal::new("the lot has already been drawn"));
                }
                if seat.0 >= self.seats {
                    return Err(Illegal::new("no such seat"));
                }
                self.turn = seat;
                self.phase = Phase::Throwing;
                events.push(RuleEvent::FirstPlayer { seat });
            }
            YutAction::Throw(throw) => {
                if self.phase != Phase::Throwing {
                    return Err(Illegal::new("it is not time to throw"));
                }
                if throw == Throw::BackDo && !self.options.back_do {
                    return Err(Illegal::new("back-do is not played in these rules"));
                }
                let seat = self.turn;
                events.push(RuleEvent::Thrown {
                    seat,
                    faces: throw.faces().into_iter().collect(),
                    value: throw.steps(),
                    name: throw.name().into(),
                });
                let slot = &mut self.pending[throw.index()];
                *slot = slot.saturating_add(1);
                if throw.gives_extra_throw() {
                    events.push(RuleEvent::ExtraThrow {
                        seat,
                        reason: ExtraReason::Throw,
                    });
                } else {
                    self.spend_or_pass(events);
                }
            }
            YutAction::Move { throw, from, route } => {
                self.legal_move(throw, from, route)?;
                self.play_move(throw, from, route, events);
            }
        }
        Ok(())
    }
}
