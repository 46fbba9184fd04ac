//! A game's teaching material as data (the app keeps each game's in its `learn.ron`): the
//! guided first game (a position reached by actions, then a script of every action, the
//! throws included, with what the game says before and after each) and the rules pages (a
//! text and a position with a move drawn on it). Actions are in the game's own notation and
//! texts are message ids of the game's language files, so the script is built from the
//! game's rules and speaks every language; nothing here names a game.

use crate::setup::{MatchSetup, SeatKind};
use serde::Deserialize;
use tabula_ai::Level;
use tabula_core::{Game, RuleEvent, ToMove};

/// A game's teaching material.
#[derive(Clone, Debug, Deserialize)]
pub struct Learning {
    pub lesson: LessonScript,
    pub pages: Vec<PageScript>,
}

/// The guided first game: the person is seat 0, the Easy computer seat 1.
#[derive(Clone, Debug, Deserialize)]
pub struct LessonScript {
    pub preset: String,
    #[serde(default)]
    pub options: Vec<(String, String)>,
    /// Played before the lesson opens, to reach its position.
    #[serde(default)]
    pub before: Vec<String>,
    /// Said on the lesson's first screen.
    pub intro: String,
    pub steps: Vec<LessonStep>,
    /// Said once the script is over and the game goes on for real.
    pub end: String,
}

/// One action of the script (a seat's or chance's), with what is said while it is awaited
/// and once it is played.
#[derive(Clone, Debug, Deserialize)]
pub struct LessonStep {
    pub action: String,
    #[serde(default)]
    pub say: Option<String>,
    #[serde(default)]
    pub then: Option<String>,
}

/// A rules page: its heading and text, and the position its picture shows (actions from
/// the game's start under a preset), with an action drawn on it as arrows.
#[derive(Clone, Debug, Deserialize)]
pub struct PageScript {
    pub title: String,
    pub text: String,
    pub preset: String,
    #[serde(default)]
    pub options: Vec<(String, String)>,
    #[serde(default)]
    pub before: Vec<String>,
    #[serde(default)]
    pub show: Option<String>,
}

/// Teaching material that does not read, or a script its game's rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("the lesson does not read: {0}")]
    Unreadable(String),
    #[error("the lesson's action {0:?} is not in the game's notation: {1}")]
    Notation(String, String),
    #[error("the lesson's {0}")]
    Refused(String),
}

/// The seats of a lesson: the person learning, then the Easy computer.
pub const LESSON_SEATS: [SeatKind; 2] = [SeatKind::Person, SeatKind::Computer(Level::Easy)];

impl Learning {
    /// Teaching material written in RON (a game's `learn.ron`).
    pub fn read(ron_text: &str) -> Result<Learning, LessonError> {
        ron::from_str(ron_text).map_err(|e| LessonError::Unreadable(e.to_string()))
    }

    /// Every message id the material uses.
    pub fn message_ids(&self) -> Vec<&str> {
        let l = &self.lesson;
        let mut ids = vec![l.intro.as_str(), l.end.as_str()];
        for s in &l.steps {
            ids.extend(s.say.as_deref());
            ids.extend(s.then.as_deref());
        }
        for p in &self.pages {
            ids.extend([p.title.as_str(), p.text.as_str()]);
        }
        ids
    }
}

impl LessonScript {
    /// The setup a lesson of game `game` starts from, with a fresh seed.
    pub fn setup(&self, game: &str, seed: u64) -> MatchSetup {
        MatchSetup {
            game: game.to_string(),
            preset: self.preset.clone(),
            options: self.options.clone(),
            seats: LESSON_SEATS.to_vec(),
            seed,
            lesson: true,
            ..MatchSetup::default()
        }
    }
}

/// A lesson under way in a match: its script read into the game's actions.
#[derive(Clone, Debug)]
pub struct Lesson<G: Game> {
    pub script: LessonScript,
    /// The history's length when the scripted steps begin (after `before`).
    pub start: usize,
    pub before: Vec<G::Action>,
    pub steps: Vec<G::Action>,
}

impl<G: Game> Lesson<G> {
    /// The lesson of `script`, its actions read in game `G`'s notation.
    pub fn new(script: LessonScript) -> Result<Lesson<G>, LessonError> {
        let before = parse_all::<G>(script.before.iter())?;
        let steps = parse_all::<G>(script.steps.iter().map(|s| &s.action))?;
        Ok(Lesson {
            start: before.len(),
            script,
            before,
            steps,
        })
    }

    /// The scripted action at history position `at`, while the script lasts.
    pub fn action_at(&self, at: usize) -> Option<&G::Action> {
        self.steps.get(at.checked_sub(self.start)?)
    }

    /// The step awaited at history position `at` (its index), while the script lasts.
    pub fn step_at(&self, at: usize) -> Option<usize> {
        let k = at.checked_sub(self.start)?;
        (k < self.steps.len()).then_some(k)
    }

    /// What the lesson says at history position `at`: what just happened (or the intro,
    /// or the end) and what to do now.
    pub fn words_at(&self, at: usize) -> LessonWords {
        let steps = &self.script.steps;
        let Some(k) = at.checked_sub(self.start) else {
            return LessonWords::default();
        };
        let done = match k {
            0 => Some(self.script.intro.clone()),
            _ => steps.get(k - 1).and_then(|s| s.then.clone()),
        };
        match steps.get(k) {
            Some(step) => LessonWords {
                done,
                next: step.say.clone(),
                step: Some((k + 1, steps.len())),
            },
            // Over: the last explanation, then the real game.
            None => LessonWords {
                done: if k == steps.len() { done } else { None },
                next: Some(self.script.end.clone()),
                step: None,
            },
        }
    }

    /// Plays the whole script from the lesson's start, checking every action against the
    /// rules: every step must be legal where it stands, each of the person's steps must say
    /// what to do, and the game must go on after it. The state after the script, or the
    /// first fault.
    pub fn check(&self, options: &G::Options) -> Result<G, LessonError> {
        let refused = |what: String| LessonError::Refused(what);
        let mut state =
            G::new(options, LESSON_SEATS.len()).map_err(|e| refused(format!("setup: {e}")))?;
        let mut events = Vec::new();
        for (i, a) in self.before.iter().enumerate() {
            apply_checked(&mut state, a, &mut events)
                .map_err(|e| refused(format!("action {} before it ({a}): {e}", i + 1)))?;
        }
        for (k, a) in self.steps.iter().enumerate() {
            let person = match state.to_move() {
                ToMove::Seat(s) => s.index() == 0,
                ToMove::Chance => state.thrower().is_some_and(|s| s.index() == 0),
                ToMove::Over(_) => false,
            };
            if person && self.script.steps[k].say.is_none() {
                return Err(refused(format!(
                    "step {} ({a}) is the person's but says nothing",
                    k + 1
                )));
            }
            apply_checked(&mut state, a, &mut events)
                .map_err(|e| refused(format!("step {} ({a}): {e}", k + 1)))?;
        }
        if state.outcome().is_some() {
            return Err(refused("end leaves the game over".into()));
        }
        Ok(state)
    }
}

/// What a lesson says now: what just happened, what to do, which step of how many.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonWords {
    pub done: Option<String>,
    pub next: Option<String>,
    pub step: Option<(usize, usize)>,
}

fn parse_all<'a, G: Game>(
    texts: impl Iterator<Item = &'a String>,
) -> Result<Vec<G::Action>, LessonError> {
    texts
        .map(|t| {
            t.parse::<G::Action>()
                .map_err(|e| LessonError::Notation(t.clone(), e.0))
        })
        .collect()
}

/// Applies `action` if it is legal (or a chance outcome) now.
pub fn apply_checked<G: Game>(
    state: &mut G,
    action: &G::Action,
    events: &mut Vec<RuleEvent>,
) -> Result<(), String> {
    if !is_listed(state, action) {
        return Err("not legal there".into());
    }
    events.clear();
    state.apply(action, events).map_err(|e| e.to_string())
}

/// True when `action` is among the current seat's legal actions or chance's outcomes.
pub fn is_listed<G: Game>(state: &G, action: &G::Action) -> bool {
    match state.to_move() {
        ToMove::Seat(_) => {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            legal.contains(action)
        }
        ToMove::Chance => {
            let mut chance = Vec::new();
            state.chance_outcomes(&mut chance);
            chance.iter().any(|(a, _)| a == action)
        }
        ToMove::Over(_) => false,
    }
}
