//! A match of any game, behind one object: the rooms hold `Box<dyn LiveMatch>` and speak
//! to it in the games' notation, as the wire does.

use tabula_core::{Game, Outcome, RuleEvent, ToMove};
use tabula_protocol::RequestError;
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
    /// Chance, drawn by the match from the server's seed: the outcome drawn.
    fn draw(&mut self) -> Result<String, NotTaken>;
    /// Takes back to `keep` actions (the seat's last decision), replayed from the start.
    fn take_back_to(&mut self, keep: usize) -> Result<(), NotTaken>;
    /// The number of actions kept if the seat `seat` took back its last decision now: its
    /// last decision, if no throw came after it.
    fn take_back_point(&self, seat: usize) -> Option<usize>;
    fn outcome(&self) -> Option<Outcome>;
    /// The seat that decided action `index`; `None` for chance.
    fn decider(&self, index: usize) -> Option<usize>;
}

struct Live<G: Game> {
    m: Match<G>,
}

impl<G: Game> Live<G> {
    fn apply(&mut self, request: MatchRequest<G>) -> Result<String, NotTaken> {
        let mut events: Vec<RuleEvent> = Vec::new();
        self.m
            .handle(request, &mut events)
            .map_err(NotTaken::Refused)?;
        let last = self.m.history.last().expect("an action was applied");
        Ok(last.to_string())
    }
}

impl<G: Game> LiveMatch for Live<G> {
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

    fn draw(&mut self) -> Result<String, NotTaken> {
        self.apply(MatchRequest::Chance)
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

fn start<G: Game>(saved: &SavedMatch) -> Result<Box<dyn LiveMatch>, StartError> {
    Ok(Box::new(Live {
        m: Match::<G>::resume(saved, None)?,
    }))
}

/// The games played online, by name.
const GAMES: &[(
    &str,
    fn(&SavedMatch) -> Result<Box<dyn LiveMatch>, StartError>,
)] = &[
    (tabula_yut::Yut::NAME, start::<tabula_yut::Yut>),
    (
        tabula_chisolo::Chisolo::NAME,
        start::<tabula_chisolo::Chisolo>,
    ),
    (
        tabula_malefiz::Malefiz::NAME,
        start::<tabula_malefiz::Malefiz>,
    ),
    (
        tabula_backgammon::Backgammon::NAME,
        start::<tabula_backgammon::Backgammon>,
    ),
];

/// A new match of `setup`, or one resumed from its saved actions.
pub fn live(saved: &SavedMatch) -> Result<Box<dyn LiveMatch>, RequestError> {
    let (_, start) = GAMES
        .iter()
        .find(|(name, _)| *name == saved.setup.game)
        .ok_or_else(|| RequestError::BadRoom(format!("no game {:?}", saved.setup.game)))?;
    start(saved).map_err(|e| RequestError::BadRoom(e.to_string()))
}

/// A new match of `setup`.
pub fn new_match(setup: MatchSetup) -> Result<Box<dyn LiveMatch>, RequestError> {
    live(&SavedMatch::new(setup, Vec::new()))
}
