//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match requests.

use super::components::{Pick, PieceSprite};
use crate::board::cursor;
use crate::board::cursor::KeyAsk;
use crate::board::wrong_click::{WrongClick, may_click};
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest};
use bevy::prelude::*;
use tabula_core::Game;
use tabula_yut::{Place, Start, Yut, YutAction};

pub(super) fn start_of(a: &YutAction) -> Option<Start> {
    match a {
        YutAction::Move { from, .. } => Some(*from),
        _ => None,
    }
}

pub(super) fn on_piece_click(
    click: On<Pointer<Click>>,
    pieces: Query<&PieceSprite>,
    m: Res<Match<Yut>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut wrong: MessageWriter<WrongClick>,
) {
    let Ok(piece) = pieces.get(click.entity) else {
        return;
    };
    let mover = match may_click(&m, &presenting) {
        Ok(mover) => mover,
        Err(why) => {
            wrong.write_batch(why);
            return;
        }
    };
    let owner = m
        .state
        .pieces()
        .find(|(id, ..)| *id == piece.0)
        .map(|(_, s, _)| s);
    if owner.is_some_and(|s| m.state.side_of(s) != m.state.side_of(mover)) {
        wrong.write(WrongClick::NotYours(mover));
        return;
    }
    let start = match m.state.place(piece.0) {
        Place::Waiting => Start::New,
        place => match place.station() {
            Some(st) => Start::At(st),
            None => {
                wrong.write(WrongClick::NoMove);
                return;
            }
        },
    };
    if m.state.legal().iter().any(|a| start_of(a) == Some(start)) {
        pick.from = Some(start);
        pick.cursor = None;
        pick.redraw = true;
    } else {
        wrong.write(WrongClick::NoMove);
    }
}

pub(super) fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Yut>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Yut>>,
) {
    let Some(keys) = keys else { return };
    if !m.person_to_move(&presenting) {
        return;
    }
    let legal = m.state.legal();
    match cursor::key_ask(&keys, pick.cursor, legal.len()) {
        Some(KeyAsk::Key(c)) => {
            pick.cursor = Some(c);
            pick.from = start_of(&legal[c]);
            pick.redraw = true;
        }
        Some(KeyAsk::Play(c)) => {
            requests.write(MatchRequest::Play(legal[c]));
        }
        Some(KeyAsk::Drop) => {
            *pick = Pick {
                redraw: true,
                ..default()
            }
        }
        None => {}
    }
}
