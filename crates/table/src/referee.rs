//! The referee: the one place a match's state changes. A request (a seat's decision, "draw
//! chance now", chance's outcome from an authority, a take-back, a replay step) is checked
//! against the rules, the seats, the lesson and who draws chance; it is applied, or refused
//! with a reason and nothing changed.

use crate::lesson::{Lesson, LessonError, is_listed};
use crate::saved::SavedMatch;
use crate::setup::{ChanceFrom, MatchSetup, SeatKind, first_state};
use tabula_core::{
    Game, Illegal, Outcome, Rng64, RuleEvent, Seat, SetupError, ToMove, sample_chance,
};

/// A match in play (or watched): its setup, the state, every action so far and who made it.
#[derive(Clone, Debug)]
#[cfg_attr(feature = "bevy", derive(bevy_ecs::resource::Resource))]
pub struct Match<G: Game> {
    pub setup: MatchSetup,
    pub state: G,
    pub history: Vec<G::Action>,
    /// Who made each action of the history: the seat deciding, or for chance the seat
    /// whose throw it was (`None`: the lot, nobody's).
    actors: Vec<Actor>,
    /// Chance's stream, when the match draws its own (`None` under an outside authority).
    rng: Option<Rng64>,
    /// The random stream as it stood before each chance draw of this run, by its place in
    /// the history: a take-back restores it, so the same throws come again.
    rng_before_draw: Vec<(usize, Rng64)>,
    /// A match being watched (a finished one again, or a record read in): all its
    /// actions, of which the history holds those shown so far. Nobody plays.
    replay: Option<Vec<G::Action>>,
    /// The guided first game's script, when the match is one: it decides the throws and
    /// refuses any other move while it lasts.
    lesson: Option<Lesson<G>>,
}

/// Who made an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Actor {
    Decides(Seat),
    Throws(Seat),
    Nobody,
}

/// A request to the match.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "bevy", derive(bevy_ecs::message::Message))]
pub enum MatchRequest<G: Game> {
    /// A seat's decision.
    Play(G::Action),
    /// Let chance act now (the Throw button, or a computer's throw): the match draws.
    Chance,
    /// Chance's outcome, drawn by the authority elsewhere; checked against the outcomes
    /// possible now.
    Outcome(G::Action),
    /// Take back the person's last decision and everything after it.
    TakeBack,
    /// Watching a match: show its next action.
    Forward,
    /// Watching a match: go back one action.
    Back,
    /// Watching a match: show it after its first `n` actions (a jump, shown at once).
    Seek(usize),
}

/// What an accepted request did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handled {
    /// One action was played: the history is one longer and the events say what happened.
    Applied,
    /// The match went back to an earlier position.
    Rewound,
}

/// Why a request was refused; nothing changed. Sent as it is to a client elsewhere.
#[derive(Clone, Debug, PartialEq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    #[error("a throw is due first")]
    ThrowFirst,
    #[error("no throw is due now")]
    NotTimeToThrow,
    #[error("{0} is not legal now")]
    NotLegalNow(String),
    #[error(transparent)]
    Rules(Illegal),
    #[error("there is nothing to take back")]
    NothingToTakeBack,
    #[error("no match is watched here, or it is at its start or end")]
    NotInReplay,
    #[error("the match watched has {total} actions: there is no position after {asked}")]
    PastTheEnd { asked: usize, total: usize },
    #[error("the lesson awaits another move than {0}")]
    NotInLesson(String),
    #[error("chance is drawn elsewhere: this match only takes its outcomes")]
    DrawnElsewhere,
    #[error("this match draws its own chance: an outcome from elsewhere is refused")]
    DrawnHere,
}

/// Why a match could not start; nothing started.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("the save is of {saved}, not {game}")]
    OtherGame { saved: String, game: &'static str },
    #[error("{0} has no lesson")]
    NoLesson(&'static str),
    #[error(transparent)]
    Lesson(#[from] LessonError),
    #[error("the lesson's action {index} is refused: {refusal}")]
    LessonRefused { index: usize, refusal: Refusal },
    #[error("action {index} ({text:?}): {reason}")]
    Action {
        index: usize,
        text: String,
        reason: String,
    },
}

impl<G: Game> Match<G> {
    /// A new match from its setup, at its lesson's position when it is a lesson (the
    /// setup says so, and `lesson` is the script).
    pub fn new(setup: MatchSetup, lesson: Option<Lesson<G>>) -> Result<Self, StartError> {
        let mut m = Self::bare(setup, lesson)?;
        let before = m
            .lesson
            .as_ref()
            .map(|l| l.before.clone())
            .unwrap_or_default();
        let mut events = Vec::new();
        for (i, action) in before.into_iter().enumerate() {
            m.play(action, &mut events)
                .map_err(|refusal| StartError::LessonRefused {
                    index: i + 1,
                    refusal,
                })?;
        }
        Ok(m)
    }

    /// The match at its first state, no action played; with its lesson's script if the
    /// setup asks for one.
    fn bare(setup: MatchSetup, lesson: Option<Lesson<G>>) -> Result<Self, StartError> {
        if setup.game != G::NAME {
            return Err(StartError::OtherGame {
                saved: setup.game,
                game: G::NAME,
            });
        }
        let state = first_state::<G>(&setup)?;
        let lesson = match (setup.lesson, lesson) {
            (false, _) => None,
            (true, Some(l)) => Some(l),
            (true, None) => return Err(StartError::NoLesson(G::INFO.title)),
        };
        Ok(Match {
            rng: (setup.chance == ChanceFrom::Seed).then(|| Rng64::new(setup.seed)),
            setup,
            state,
            history: Vec::new(),
            actors: Vec::new(),
            rng_before_draw: Vec::new(),
            replay: None,
            lesson,
        })
    }

    /// The lesson, when the match is a guided first game.
    pub fn lesson(&self) -> Option<&Lesson<G>> {
        self.lesson.as_ref()
    }

    /// The action the lesson's script has next, while it lasts.
    pub fn scripted_next(&self) -> Option<&G::Action> {
        self.lesson.as_ref()?.action_at(self.history.len())
    }

    /// Plays the lesson's script on (the throws and the computer's moves) until a person
    /// is to decide, each action as a request would play it.
    pub fn follow_script_to_a_person(&mut self) -> Result<(), Refusal> {
        let mut events = Vec::new();
        while let Some(action) = self.scripted_next().cloned() {
            if matches!(self.seat_to_move(), Some((_, SeatKind::Person))) {
                break;
            }
            self.play(action, &mut events)?;
        }
        Ok(())
    }

    /// A match replayed from a save. Fails, changing nothing, if any action is refused.
    pub fn resume(saved: &SavedMatch, lesson: Option<Lesson<G>>) -> Result<Self, StartError> {
        let (m, refused) = Self::replay(saved, lesson)?;
        match refused {
            Some(e) => Err(e),
            None => Ok(m),
        }
    }

    /// A match replayed from a save as far as its actions go: it stops before the first
    /// refused action, saying why. Fails only if the save's setup does not start a game.
    pub fn replay(
        saved: &SavedMatch,
        lesson: Option<Lesson<G>>,
    ) -> Result<(Self, Option<StartError>), StartError> {
        let mut m = Match::<G>::bare(saved.setup.clone(), lesson)?;
        let mut events = Vec::new();
        let mut refused = None;
        for (i, text) in saved.actions.iter().enumerate() {
            let bad = |reason: String| StartError::Action {
                index: i + 1,
                text: text.clone(),
                reason,
            };
            let applied = text
                .parse::<G::Action>()
                .map_err(|e| bad(e.to_string()))
                .and_then(|action| {
                    let decider = m.decider();
                    m.state
                        .apply(&action, &mut events)
                        .map_err(|e| bad(e.to_string()))?;
                    m.history.push(action);
                    m.actors.push(decider);
                    Ok(())
                });
            if let Err(e) = applied {
                refused = Some(e);
                break;
            }
        }
        // Continue the throws from a point the saved seed and length fix.
        if m.rng.is_some() {
            let seed = m.setup.seed ^ (m.history.len() as u64).wrapping_mul(0x9E37_79B9);
            m.rng = Some(Rng64::new(seed));
        }
        Ok((m, refused))
    }

    /// A match to watch move by move: `saved`'s actions, none shown yet. Fails, changing
    /// nothing, if its setup does not start or any action is refused.
    pub fn watch(saved: &SavedMatch) -> Result<Self, StartError> {
        // Watched, a lesson's every action is shown, none awaited: no script is needed.
        let setup = MatchSetup {
            lesson: false,
            ..saved.setup.clone()
        };
        let plain = SavedMatch {
            setup,
            ..saved.clone()
        };
        let whole = Self::resume(&plain, None)?;
        let mut m = Match::bare(plain.setup, None)?;
        m.replay = Some(whole.history);
        // It is still the match it was (a lesson's title and statistics say so).
        m.setup = saved.setup.clone();
        Ok(m)
    }

    /// True while the match is watched, not played.
    pub fn is_watched(&self) -> bool {
        self.replay.is_some()
    }

    /// While a match is watched: all of its actions, shown or not.
    pub fn watched_actions(&self) -> Option<&[G::Action]> {
        self.replay.as_deref()
    }

    /// While a match is watched: how many of its actions are shown, of how many.
    pub fn replay_progress(&self) -> Option<(usize, usize)> {
        self.replay
            .as_ref()
            .map(|all| (self.history.len(), all.len()))
    }

    /// What a save holds (unstamped).
    pub fn to_saved(&self) -> SavedMatch {
        SavedMatch::new(
            self.setup.clone(),
            self.history.iter().map(|a| a.to_string()).collect(),
        )
    }

    /// True when the match draws its own chance; false under an authority elsewhere.
    pub fn draws_chance(&self) -> bool {
        self.rng.is_some()
    }

    /// The seat that decided action `index` of the history; `None` for chance (a throw
    /// or the lot) and past the history's end.
    pub fn decided_by(&self, index: usize) -> Option<Seat> {
        match self.actors.get(index)? {
            Actor::Decides(seat) => Some(*seat),
            Actor::Throws(_) | Actor::Nobody => None,
        }
    }

    /// Who makes the next action.
    fn decider(&self) -> Actor {
        match self.state.to_move() {
            ToMove::Seat(s) => Actor::Decides(s),
            ToMove::Chance => self.state.thrower().map_or(Actor::Nobody, Actor::Throws),
            ToMove::Over(_) => Actor::Nobody,
        }
    }

    /// Where a take-back would return to (the length of the history kept), if a person may
    /// take back now, when a person at this screen is to decide or throw. Against the
    /// computer: that person's last decision and everything after it, until that person
    /// throws again (then the turn stands). Between people who allowed it in the setup: the
    /// last decision anyone made, until somebody throws.
    pub fn take_back_point(&self) -> Option<usize> {
        let seat = match self.state.to_move() {
            ToMove::Seat(s) => s,
            ToMove::Chance => self.state.thrower()?,
            ToMove::Over(_) => return None,
        };
        if !self.setup.seats[seat.index()].is_person_here() {
            return None;
        }
        let computers = self
            .setup
            .seats
            .iter()
            .any(|s| matches!(s, SeatKind::Computer(_)));
        if !computers && !self.setup.take_backs {
            return None;
        }
        let last = self.actors.iter().rposition(|a| match a {
            Actor::Decides(s) | Actor::Throws(s) => !computers || *s == seat,
            Actor::Nobody => false,
        })?;
        // A lesson's position is where it opens: nothing before it is taken back.
        let opening = self.lesson.as_ref().map_or(0, |l| l.start);
        (matches!(self.actors[last], Actor::Decides(_)) && last >= opening).then_some(last)
    }

    /// Takes back to [`Match::take_back_point`]: the state is replayed from the start
    /// without the undone actions, and chance's stream is put back as it was, so the throws
    /// that follow are the ones already seen.
    pub fn take_back(&mut self) -> Result<(), Refusal> {
        let keep = self.take_back_point().ok_or(Refusal::NothingToTakeBack)?;
        self.rewind_to(keep)
    }

    /// The state after the first `keep` actions, replayed from the start; chance's stream
    /// as it stood then.
    fn rewind_to(&mut self, keep: usize) -> Result<(), Refusal> {
        let mut state =
            first_state::<G>(&self.setup).map_err(|e| Refusal::Rules(Illegal(e.0.into())))?;
        let mut events = Vec::new();
        for action in &self.history[..keep] {
            state.apply(action, &mut events).map_err(Refusal::Rules)?;
        }
        self.state = state;
        self.history.truncate(keep);
        self.actors.truncate(keep);
        if let Some(i) = self.rng_before_draw.iter().position(|(at, _)| *at >= keep) {
            self.rng = Some(self.rng_before_draw[i].1.clone());
            self.rng_before_draw.truncate(i);
        }
        Ok(())
    }

    /// Shows a watched match after its first `n` actions.
    fn seek(&mut self, n: usize) -> Result<(), Refusal> {
        let all = self.replay.as_ref().ok_or(Refusal::NotInReplay)?;
        if n > all.len() {
            return Err(Refusal::PastTheEnd {
                asked: n,
                total: all.len(),
            });
        }
        let ahead = all[self.history.len().min(n)..n].to_vec();
        self.rewind_to(self.history.len().min(n))?;
        let mut events = Vec::new();
        for action in ahead {
            self.play(action, &mut events)?;
        }
        Ok(())
    }

    /// The seat to decide and who sits there, if a seat decides.
    pub fn seat_to_move(&self) -> Option<(Seat, SeatKind)> {
        match self.state.to_move() {
            ToMove::Seat(s) => Some((s, self.setup.seats[s.index()])),
            _ => None,
        }
    }

    /// The seat whose throw is due and who sits there, if a throw is due and is anyone's.
    pub fn thrower_to_move(&self) -> Option<(Seat, SeatKind)> {
        match self.state.to_move() {
            ToMove::Chance => self
                .state
                .thrower()
                .map(|s| (s, self.setup.seats[s.index()])),
            _ => None,
        }
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    /// Handles one request: applies it (the rule events appended to `events`) or refuses
    /// it, changing nothing.
    pub fn handle(
        &mut self,
        request: MatchRequest<G>,
        events: &mut Vec<RuleEvent>,
    ) -> Result<Handled, Refusal> {
        let at_chance = self.state.to_move() == ToMove::Chance;
        let action = match request {
            MatchRequest::TakeBack => return self.take_back().map(|()| Handled::Rewound),
            MatchRequest::Back => {
                return match self.replay_progress() {
                    Some((shown, _)) if shown > 0 => {
                        self.rewind_to(shown - 1).map(|()| Handled::Rewound)
                    }
                    _ => Err(Refusal::NotInReplay),
                };
            }
            MatchRequest::Seek(n) => return self.seek(n).map(|()| Handled::Rewound),
            MatchRequest::Forward => self
                .replay
                .as_ref()
                .and_then(|all| all.get(self.history.len()).cloned())
                .ok_or(Refusal::NotInReplay)?,
            MatchRequest::Play(_) | MatchRequest::Chance | MatchRequest::Outcome(_)
                if self.replay.is_some() =>
            {
                return Err(Refusal::NotInReplay);
            }
            MatchRequest::Play(_) if at_chance => return Err(Refusal::ThrowFirst),
            MatchRequest::Play(a) => a,
            MatchRequest::Chance | MatchRequest::Outcome(_) if !at_chance => {
                return Err(Refusal::NotTimeToThrow);
            }
            MatchRequest::Chance => self.sample_chance().ok_or(Refusal::DrawnElsewhere)?,
            MatchRequest::Outcome(_) if self.draws_chance() => return Err(Refusal::DrawnHere),
            MatchRequest::Outcome(a) => a,
        };
        self.play(action, events).map(|()| Handled::Applied)
    }

    /// Applies an action after checking it; on refusal nothing changes.
    fn play(&mut self, action: G::Action, events: &mut Vec<RuleEvent>) -> Result<(), Refusal> {
        if !is_listed(&self.state, &action) {
            return Err(Refusal::NotLegalNow(action.to_string()));
        }
        if let Some(scripted) = self.scripted_next()
            && *scripted != action
        {
            return Err(Refusal::NotInLesson(action.to_string()));
        }
        let decider = self.decider();
        self.state.apply(&action, events).map_err(Refusal::Rules)?;
        self.history.push(action);
        self.actors.push(decider);
        Ok(())
    }

    /// Chance's pick for the current chance node; `None` when the match does not draw.
    fn sample_chance(&mut self) -> Option<G::Action> {
        let rng = self.rng.as_mut()?;
        let mut outcomes = Vec::new();
        self.state.chance_outcomes(&mut outcomes);
        if outcomes.is_empty() {
            return None;
        }
        self.rng_before_draw.push((self.history.len(), rng.clone()));
        let i = sample_chance(&outcomes, rng);
        // A lesson's throws are the script's.
        if let Some(scripted) = self.scripted_next() {
            return Some(scripted.clone());
        }
        Some(outcomes.swap_remove(i).0)
    }
}
