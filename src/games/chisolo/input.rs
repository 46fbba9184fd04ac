//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match requests.

use super::components::{ANTICLOCKWISE, CLOCKWISE, DirectionArrow, Hovered, Pick, PitArea};
use crate::board::cursor;
use crate::board::cursor::KeyAsk;
use crate::board::wrong_click::{WrongClick, may_click};
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest};
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, Direction, Hole, Phase};
use tabula_core::Game;

/// The hole an action picks.
pub(super) fn hole_of(a: &ChisoloAction) -> Option<Hole> {
    match *a {
        ChisoloAction::Sow { hole, .. } | ChisoloAction::Take(hole) => Some(hole),
        ChisoloAction::First(_) => None,
    }
}

pub(super) fn send(
    action: ChisoloAction,
    pick: &mut Pick,
    requests: &mut MessageWriter<MatchRequest<Chisolo>>,
) {
    pick.sent = true;
    pick.redraw = true;
    requests.write(MatchRequest::Play(action));
}

/// A person picked a pit: select it (showing where it ends), sow it when picked again, or
/// take it after a capture.
pub(super) fn pick_hole(
    hole: Hole,
    m: &Match<Chisolo>,
    presenting: &Presenting,
    pick: &mut Pick,
    requests: &mut MessageWriter<MatchRequest<Chisolo>>,
    wrong: &mut MessageWriter<WrongClick>,
) {
    if pick.sent {
        return;
    }
    let mover = match may_click(m, presenting) {
        Ok(mover) => mover,
        Err(why) => {
            wrong.write_batch(why);
            return;
        }
    };
    let legal = m.state.legal();
    let mine: Vec<usize> = (0..legal.len())
        .filter(|&i| hole_of(&legal[i]) == Some(hole))
        .collect();
    pick.redraw = true;
    if mine.is_empty() {
        pick.from = None;
        pick.cursor = None;
        wrong.write(if hole.owner() == mover {
            WrongClick::NoMove
        } else {
            WrongClick::NotYours(mover)
        });
        return;
    }
    let take = m.state.phase() == Phase::Take;
    if pick.from == Some(hole) && (take || mine.len() == 1) {
        send(legal[mine[0]], pick, requests);
        return;
    }
    if pick.from == Some(hole) {
        // Picked again on the second move: the other direction.
        let at = mine
            .iter()
            .position(|&i| Some(i) == pick.cursor)
            .unwrap_or(0);
        pick.cursor = Some(mine[(at + 1) % mine.len()]);
        return;
    }
    pick.from = Some(hole);
    pick.cursor = Some(mine[0]);
}

pub(super) fn on_pit_click(
    click: On<Pointer<Click>>,
    areas: Query<&PitArea>,
    m: Res<Match<Chisolo>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
    mut wrong: MessageWriter<WrongClick>,
) {
    if let Ok(area) = areas.get(click.entity) {
        pick_hole(
            area.0,
            &m,
            &presenting,
            &mut pick,
            &mut requests,
            &mut wrong,
        );
    }
}

pub(super) fn on_pit_over(
    over: On<Pointer<Over>>,
    areas: Query<&PitArea>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(area) = areas.get(over.entity) {
        hovered.0 = Some(area.0);
    }
}

pub(super) fn on_pit_out(
    out: On<Pointer<Out>>,
    areas: Query<&PitArea>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(area) = areas.get(out.entity)
        && hovered.0 == Some(area.0)
    {
        hovered.0 = None;
    }
}

pub(super) fn on_arrow_click(
    click: On<Pointer<Click>>,
    arrows: Query<&DirectionArrow>,
    m: Res<Match<Chisolo>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    if let Ok(arrow) = arrows.get(click.entity)
        && m.person_to_move(&presenting)
        && !pick.sent
        && m.state.legal().contains(&arrow.0)
    {
        send(arrow.0, &mut pick, &mut requests);
    }
}

pub(super) fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Chisolo>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    let Some(keys) = keys else { return };
    if !m.person_to_move(&presenting) || pick.sent {
        return;
    }
    let legal = m.state.legal();
    // Down and up step too: the rows run across the screen.
    let down = keys.just_pressed(KeyCode::ArrowDown);
    let ask = if down || keys.just_pressed(KeyCode::ArrowUp) {
        cursor::stepped(pick.cursor, legal.len(), down).map(KeyAsk::Key)
    } else {
        cursor::key_ask(&keys, pick.cursor, legal.len())
    };
    match ask {
        Some(KeyAsk::Key(c)) => {
            pick.cursor = Some(c);
            pick.from = hole_of(&legal[c]);
            pick.redraw = true;
        }
        Some(KeyAsk::Play(c)) => send(legal[c], &mut pick, &mut requests),
        Some(KeyAsk::Drop) => {
            pick.from = None;
            pick.cursor = None;
            pick.redraw = true;
        }
        None => {}
    }
}

pub(super) fn hud_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Chisolo>>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    for c in commands.read() {
        if !m.person_to_move(&presenting) || pick.sent {
            continue;
        }
        let legal = m.state.legal();
        let direction = match *c {
            CLOCKWISE => Some(Direction::Clockwise),
            ANTICLOCKWISE => Some(Direction::Anticlockwise),
            _ => None,
        };
        let action = match (c, direction) {
            (HudCommand::Confirm, _) => pick.cursor.and_then(|i| legal.get(i).copied()),
            (_, Some(d)) => pick.from.map(|hole| ChisoloAction::Sow {
                hole,
                direction: Some(d),
            }),
            _ => None,
        };
        if let Some(a) = action.filter(|a| legal.contains(a)) {
            send(a, &mut pick, &mut requests);
        }
    }
}
