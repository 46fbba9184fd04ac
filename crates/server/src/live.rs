//! A match of any game, behind one object: the rooms hold `Box<dyn LiveMatch>` and speak
//! to it in the games' notation, as the wire does.

use tabula_ai::{Choice, Level, OwnChooser};
use tabula_core::{Evaluate, Outcome, RuleEvent, ToMove};
use tabula_protocol::{DiceSecret, RequestError};
use tabula_table::{Match, MatchRequest, MatchSetup, Refusal, SavedMatch, StartError};

/// Why the referee did not take a request: the rules' refusal, or a request it could not
/// read.
#[derive(Debug, PartialEq)]
pub enum NotTaken {
    Refused(Refusal),
    Rejected(RequestError),
}

/// Who is to act in a live match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// This seat decides.
    Decision(usize),
    /// This seat's throw.
    Throw(usize),
    /// Chance that is nobody's (the lot for the first player): the server draws at once.
    Lot,
    Over,
}

/// A match the server referees, of whichever game.
pub trait LiveMatch: Send {
    fn saved(&self) -> SavedMatch;
    fn actions(&self) -> usize;
    fn due(&self) -> Due;
    /// A seat's decision, in the game's notation: the action as it was applied.
    fn decide(&mut self, action: &str) -> Result<String, NotTaken>;
    /// Chance: the outcome the dice's secret and the seats' contributions give at this
    /// place of the match (or, in a room of the first schema, `None`: the match draws from
    /// its setup's seed). The outcome drawn.
    fn draw(&mut self, dice: Option<(&DiceSecret, &[u64])>) -> Result<String, NotTaken>;
    /// The computer's choice at `level` for the seat to decide now, to be made on a
    /// thread that may wait for it: the action, in the game's notation.
    fn computer(&self, level: Level, seed: u64) -> Box<dyn FnOnce() -> Option<String> + Send>;
    /// Takes back to `keep` actions (the seat's last decision), replayed from the start.
    fn take_back_to(&mut self, keep: usize) -> Result<(), NotTaken>;
    /// The number of actions kept if the seat `seat` took back its last decision now: its
    /// last decision, if no throw came after it.
    fn take_back_point(&self, seat: usize) -> Option<usize>;
    fn outcome(&self) -> Option<Outcome>;
    /// The seat that decided action `index`; `None` for chance.
    fn decider(&self, index: usize) -> Option<usize>;
}

/// A game as the server plays it.
pub trait Served: Evaluate + Send + Sync
where
    Self::Action: Send + Sync,
{
    /// Whether a room's dice are verifiable unless its creator says.
    const VERIFIABLE: bool = false;
    /// The game's own computer player, for a game with one.
    const OWN: Option<OwnChooser<Self>> = None;
}

impl Served for tabula_yut::Yut {}
impl Served for tabula_chisolo::Chisolo {}
impl Served for tabula_malefiz::Malefiz {}
impl Served for tabula_backgammon::Backgammon {
    /// Backgammon players expect to check the dice.
    const VERIFIABLE: bool = true;
    const OWN: Option<OwnChooser<Self>> = Some(tabula_backgammon::own_computer);
}

struct Live<G: Served>
where
    G::Action: Send + Sync,
{
    m: Match<G>,
}

impl<G: Served> Live<G>
where
    G::Action: Send + Sync,
{
    fn apply(&mut self, request: MatchRequest<G>) -> Result<String, NotTaken> {
        let mut events: Vec<RuleEvent> = Vec::new();
        self.m
            .handle(request, &mut events)
            .map_err(NotTaken::Refused)?;
        let last = self.m.history.last().expect("an action was applied");
        Ok(last.to_string())
    }
}

impl<G: Served> LiveMatch for Live<G>
where
    G::Action: Send + Sync,
{
    fn saved(&self) -> SavedMatch {
        self.m.to_saved()
    }

    fn actions(&self) -> usize {
        self.m.history.len()
    }

    fn due(&self) -> Due {
        match self.m.state.to_move() {
            ToMove::Seat(s) => Due::Decision(s.index()),
            ToMove::Chance => self
                .m
                .state
                .thrower()
                .map_or(Due::Lot, |s| Due::Throw(s.index())),
            ToMove::Over(_) => Due::Over,
        }
    }

    fn decide(&mut self, text: &str) -> Result<String, NotTaken> {
        let action = text
            .parse::<G::Action>()
            .map_err(|_| NotTaken::Rejected(RequestError::Notation(text.to_string())))?;
        self.apply(MatchRequest::Play(action))
    }

    fn draw(&mut self, dice: Option<(&DiceSecret, &[u64])>) -> Result<String, NotTaken> {
        let Some((secret, contributions)) = dice else {
            return self.apply(MatchRequest::Chance);
        };
        let outcome = secret
            .draw(&self.m.state, contributions, self.m.history.len())
            .ok_or(NotTaken::Refused(tabula_table::Refusal::NotTimeToThrow))?;
        self.apply(MatchRequest::Outcome(outcome))
    }

    fn computer(&self, level: Level, seed: u64) -> Box<dyn FnOnce() -> Option<String> + Send> {
        let choice = Choice::new(self.m.state.clone(), level, seed, G::OWN);
        Box::new(move || choice.run().map(|a| a.to_string()))
    }

    fn take_back_to(&mut self, keep: usize) -> Result<(), NotTaken> {
        let mut saved = self.m.to_saved();
        saved.actions.truncate(keep);
        self.m = Match::resume(&saved, None)
            .map_err(|e| NotTaken::Rejected(RequestError::Unreadable(e.to_string())))?;
        Ok(())
    }

    fn take_back_point(&self, seat: usize) -> Option<usize> {
        // Only the seat's own last decision, and only while no throw has followed it:
        // the last action is that decision.
        let last = self.m.history.len().checked_sub(1)?;
        (self.decider(last) == Some(seat)).then_some(last)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.m.outcome()
    }

    fn decider(&self, index: usize) -> Option<usize> {
        self.m.decided_by(index).map(|s| s.index())
    }
}

/// One game of [`GAMES`].
struct Entry {
    name: &'static str,
    start: fn(&SavedMatch) -> Result<Box<dyn LiveMatch>, StartError>,
    verifiable: bool,
}

fn entry<G: Served>() -> Entry
where
    G::Action: Send + Sync,
{
    fn start<G: Served>(saved: &SavedMatch) -> Result<Box<dyn LiveMatch>, StartError>
    where
        G::Action: Send + Sync,
    {
        Ok(Box::new(Live {
            m: Match::<G>::resume(saved, None)?,
        }))
    }
    Entry {
        name: G::NAME,
        start: start::<G>,
        verifiable: G::VERIFIABLE,
    }
}

/// The games played online.
fn games() -> [Entry; 4] {
    [
        entry::<tabula_yut::Yut>(),
        entry::<tabula_chisolo::Chisolo>(),
        entry::<tabula_malefiz::Malefiz>(),
        entry::<tabula_backgammon::Backgammon>(),
    ]
}

fn find(game: &str) -> Result<Entry, RequestError> {
    games()
        .into_iter()
        .find(|e| e.name == game)
        .ok_or_else(|| RequestError::BadRoom(format!("no game {game:?}")))
}

/// Whether a room of `game` has verifiable dice unless its creator says.
pub fn verifiable_by_default(game: &str) -> Result<bool, RequestError> {
    find(game).map(|e| e.verifiable)
}

/// A new match of `setup`, or one resumed from its saved actions.
pub fn live(saved: &SavedMatch) -> Result<Box<dyn LiveMatch>, RequestError> {
    (find(&saved.setup.game)?.start)(saved).map_err(|e| RequestError::BadRoom(e.to_string()))
}

/// A new match of `setup`.
pub fn new_match(setup: MatchSetup) -> Result<Box<dyn LiveMatch>, RequestError> {
    live(&SavedMatch::new(setup, Vec::new()))
}
