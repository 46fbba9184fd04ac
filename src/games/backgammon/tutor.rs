//! The tutor (a setting, off by default): a person's play or cube action goes through
//! [`tutor_gate`], which judges it as the match analysis does and, when it would lose at
//! least the chosen threshold (an error or a blunder), holds it and says so; the person
//! plays it anyway or thinks again (the play's steps stay on the board, to undo).

use super::brain;
use super::components::{Deciding, PersonChose, Pick};
use super::review::{Review, puzzle_open};
use super::text::{arg, choice_words};
use crate::app::settings::{Settings, Tutor};
use crate::locale::Texts;
use crate::session::computer::OwnPlayer;
use crate::session::match_flow::{Match, MatchRequest};
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_backgammon::analysis::{BLUNDER, Class, ERROR, Judge, Judged};
use tabula_backgammon::{Action, Backgammon};

/// The decision the tutor holds, while it waits for the person's answer.
#[derive(Resource, Default, Debug)]
pub(super) struct TutorStop(pub Option<Stop>);

#[derive(Clone, Copy, Debug)]
pub(super) struct Stop {
    /// The match's length of history when it was held (it lapses once the match moves).
    pub at: usize,
    pub action: Action,
    pub judged: Judged,
}

/// The panel's two answers to the tutor.
pub(super) const GO_ON: HudCommand = HudCommand::Choose(21);
pub(super) const THINK_AGAIN: HudCommand = HudCommand::Choose(22);

/// How costly a decision must be for the tutor to speak up.
fn threshold(tutor: Tutor) -> Option<f64> {
    match tutor {
        Tutor::Off => None,
        Tutor::Errors => Some(ERROR),
        Tutor::Blunders => Some(BLUNDER),
    }
}

/// `action` judged in `state` (the Hard level's depth; one roll less on the web, where it
/// runs between two frames); `None` for a decision with nothing to judge.
fn judge(state: &Backgammon, action: Action) -> Option<Judged> {
    let depth = if cfg!(target_arch = "wasm32") { 1 } else { 2 };
    let mut judge = Judge::new(depth);
    match action {
        Action::Play(play) => judge.play(state, &play),
        Action::RollDice => judge.cube(state, false).map(|(j, _)| j),
        Action::Double => judge.cube(state, true).map(|(j, _)| j),
        Action::Take | Action::Pass | Action::Beaver => judge.take(state, action, None),
        _ => None,
    }
}

/// Sends a person's decision to the match; a roll is followed by chance's throw.
fn send(action: Action, requests: &mut MessageWriter<MatchRequest<Backgammon>>) {
    requests.write(MatchRequest::Play(action));
    if action == Action::RollDice {
        requests.write(MatchRequest::Chance);
    }
}

/// True when `action` is what the hint on show advises for the position after `at`
/// actions: the tutor does not warn a person who follows it (on the web it judges a roll
/// less deep than the hint looks).
pub(super) fn follows_the_hint(deciding: &Deciding, at: usize, action: Action) -> bool {
    deciding
        .hint
        .as_ref()
        .is_some_and(|(when, hint)| *when == at && hint.advised == Some(action))
}

/// Passes a person's decisions on, or holds one the tutor would warn about.
pub(super) fn tutor_gate(
    mut chosen: MessageReader<PersonChose>,
    settings: Res<Settings>,
    m: Res<Match<Backgammon>>,
    mut stop: ResMut<TutorStop>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
    (review, deciding): (Res<Review>, Res<Deciding>),
    own: Res<OwnPlayer<Backgammon>>,
) {
    for &PersonChose(action) in chosen.read() {
        // A puzzle's answer is the review's, not the watched match's.
        if puzzle_open(&m, &review) {
            continue;
        }
        // A lesson's script plays what it teaches; nothing judges before the net is in,
        // nor what the hint advised.
        let tutor = if m.scripted_next().is_some()
            || !brain::ready(&own)
            || follows_the_hint(&deciding, m.history.len(), action)
        {
            Tutor::Off
        } else {
            settings.tutor
        };
        let costly =
            threshold(tutor).and_then(|limit| judge(&m.state, action).filter(|j| j.loss >= limit));
        match costly {
            Some(judged) => {
                stop.0 = Some(Stop {
                    at: m.history.len(),
                    action,
                    judged,
                });
            }
            None => send(action, &mut requests),
        }
    }
}

/// The person's answer: play it anyway, or think again (a play's steps stay to undo).
pub(super) fn tutor_answers(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Backgammon>>,
    mut stop: ResMut<TutorStop>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    if stop.0.is_some_and(|s| s.at != m.history.len()) {
        stop.0 = None;
    }
    let Some(held) = stop.0 else {
        commands.clear();
        return;
    };
    for c in commands.read() {
        if *c == GO_ON {
            stop.0 = None;
            send(held.action, &mut requests);
            return;
        }
        if *c == THINK_AGAIN {
            stop.0 = None;
            pick.sent = false;
            pick.redraw = true;
            return;
        }
    }
}

/// What the tutor says about a held decision, in the panel's hint box.
pub(super) fn warning(stop: &Stop, t: &Texts) -> Vec<String> {
    let j = &stop.judged;
    let class = match j.class {
        Class::Blunder => "backgammon-class-blunder",
        Class::Error => "backgammon-class-error",
        Class::Doubtful | Class::Fine => "backgammon-class-doubtful",
    };
    vec![
        t.with(
            "backgammon-tutor-warning",
            &[
                ("choice", arg(choice_words(j.played, t))),
                ("loss", arg(format!("{:.3}", j.loss))),
                ("class", arg(t.get(class))),
            ],
        ),
        t.with(
            "backgammon-tutor-best",
            &[("best", arg(choice_words(j.best, t)))],
        ),
    ]
}
