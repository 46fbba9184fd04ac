//! Clicks the board cannot take, answered: a click on a piece that cannot move, at the
//! wrong time or of the wrong side says why in the panel, so no click goes unheard (a new
//! player's first clicks are often these). The views send [`WrongClick`]; refused requests
//! (outside lessons, which answer their own) are told the same way.

use crate::locale::Texts;
use crate::session::match_flow::{
    ActionApplied, AtThisScreen, GameView, Match, Presenting, Refusal, RequestRefused, WaitingFor,
};
use crate::theme::SeatNames;
use crate::ui::panel::{HudInfo, WhyNot};
use bevy::prelude::*;
use fluent_bundle::FluentValue;
use tabula_core::{Seat, ToMove};

/// How long the answer stays in the panel.
const SHOWN_SECS: f64 = 5.0;

/// Why a click on the board was not taken.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrongClick {
    /// Another seat (the computer) is to move or throw.
    NotYourTurn(Seat),
    /// A throw is due before any move.
    ThrowFirst,
    /// Something of another side; the seat is the one to move.
    NotYours(Seat),
    /// The mover's own piece (pit, point) with no move now.
    NoMove,
    /// A place the chosen piece cannot reach.
    CannotGoThere,
}

/// Before looking at what was clicked: `Ok` when a person may play the board now, else
/// the answer to give (`None` while the board still shows a move or a match is watched:
/// the click is only early, and the move itself answers it).
pub fn may_click<G: GameView>(
    m: &Match<G>,
    board: &Presenting,
) -> Result<Seat, Option<WrongClick>> {
    match m.waiting_for(board) {
        WaitingFor::Animation | WaitingFor::Nobody => Err(None),
        WaitingFor::Computer | WaitingFor::Remote => Err(m
            .state
            .thrower()
            .or(m.seat_to_move().map(|(s, _)| s))
            .map(WrongClick::NotYourTurn)),
        WaitingFor::Person => match m.state.to_move() {
            ToMove::Seat(s) => Ok(s),
            _ => Err(Some(WrongClick::ThrowFirst)),
        },
    }
}

pub fn plugin(app: &mut App) {
    app.add_message::<WrongClick>()
        .add_systems(Update, answer_wrong_clicks);
}

/// The answer in words.
pub fn words(wrong: WrongClick, names: &SeatNames, throw_label: &str, texts: &Texts) -> String {
    let name = |s: Seat| FluentValue::from(names.of(s).to_string());
    match wrong {
        WrongClick::NotYourTurn(s) => texts.with("wrong-click-turn", &[("name", name(s))]),
        WrongClick::ThrowFirst => texts.with(
            "wrong-click-throw-first",
            &[("button", FluentValue::from(throw_label.to_string()))],
        ),
        WrongClick::NotYours(s) => texts.with("wrong-click-not-yours", &[("name", name(s))]),
        WrongClick::NoMove => texts.get("wrong-click-no-move"),
        WrongClick::CannotGoThere => texts.get("wrong-click-cannot-go-there"),
    }
}

fn answer_wrong_clicks(
    mut clicks: MessageReader<WrongClick>,
    mut refused: MessageReader<RequestRefused>,
    mut applied: MessageReader<ActionApplied>,
    names: Res<SeatNames>,
    texts: Option<Res<Texts>>,
    time: Res<Time>,
    mut hud: ResMut<HudInfo>,
) {
    let now = time.elapsed_secs_f64();
    let said = |text: String| WhyNot {
        text,
        until: now + SHOWN_SECS,
    };
    if applied.read().count() > 0 {
        hud.why_not = None;
    }
    let Some(texts) = texts else {
        clicks.clear();
        refused.clear();
        return;
    };
    for &wrong in clicks.read() {
        let text = words(wrong, &names, &hud.throw_label, &texts);
        hud.why_not = Some(said(text));
    }
    for r in refused.read() {
        let text = match &r.0 {
            Refusal::ThrowFirst => words(WrongClick::ThrowFirst, &names, &hud.throw_label, &texts),
            Refusal::NotLegalNow(_) | Refusal::Rules(_) => texts.get("wrong-click-not-legal"),
            // A lesson says its own; the rest are not the board's.
            _ => continue,
        };
        hud.why_not = Some(said(text));
    }
    if hud.why_not.as_ref().is_some_and(|w| now >= w.until) {
        hud.why_not = None;
    }
}
