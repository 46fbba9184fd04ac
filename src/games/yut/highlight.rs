//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::components::{BOARD_CENTRE, PIECE_SIZE, Pick, RING_RADIUS, TOUCH_PAD};
use super::input::start_of;
use super::layout::{EXIT_SPOT, station_pos, waiting_pos};
use super::spawn::spawn_stack_badges;
use super::text::throw_name;
use crate::app::layout::Arrangement;
use crate::board::highlight::{Marks, movable_ring, target, target_glow};
use crate::board::labels::WorldLabel;
use crate::board::targets::{captures, touch_pad};
use crate::locale::Texts;
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, Match};
use crate::theme::{LabelStyle, Theme};
use bevy::prelude::*;
use tabula_core::{Game, RuleEvent};
use tabula_yut::{Start, Station, Yut, YutAction};

/// Where a legal move ends, for its highlight.
pub(super) fn target_pos(m: &Match<Yut>, action: &YutAction, exit_slot: &mut usize) -> Vec2 {
    let mut probe = m.state.clone();
    let mut events = Vec::new();
    if probe.apply(action, &mut events).is_ok() {
        for e in &events {
            match e {
                RuleEvent::BorneOff { .. } => {
                    let p = EXIT_SPOT + Vec2::new(46.0 * *exit_slot as f32, 0.0);
                    *exit_slot += 1;
                    return p;
                }
                RuleEvent::Entered { path, .. } | RuleEvent::Moved { path, .. } => {
                    if let Some(last) = path.last()
                        && !events
                            .iter()
                            .any(|e| matches!(e, RuleEvent::BorneOff { .. }))
                    {
                        return station_pos(Station::from_id(last.0 as u8).unwrap_or(Station::A));
                    }
                }
                _ => {}
            }
        }
    }
    EXIT_SPOT
}

pub(super) fn refresh_highlights(
    mut marks: Marks,
    m: Res<Match<Yut>>,
    presenting: Res<Presenting>,
    theme: Res<Theme>,
    mut pick: ResMut<Pick>,
    arrangement: Res<Arrangement>,
    texts: Res<Texts>,
) {
    if !marks.clear_if_stale(&m, &presenting, &mut pick.redraw) {
        return;
    }
    spawn_stack_badges(&mut marks.commands, &m.state);
    if !m.person_to_move(&presenting) {
        return;
    }
    let legal = m.state.legal();
    // With one piece able to move, pick it for the player.
    let starts: Vec<Start> = legal.iter().filter_map(start_of).collect();
    if pick.from.is_none() && starts.iter().all(|s| Some(*s) == starts.first().copied()) {
        pick.from = starts.first().copied();
    }
    let place = |start: Start| match start {
        Start::New => waiting_pos(m.state.turn(), 0, m.state.seats(), *arrangement),
        Start::At(st) => station_pos(st),
    };
    // Every piece (or the waiting row) that can move wears a faint ring; the picked one a
    // bright one.
    let mut movable: Vec<Start> = Vec::new();
    for s in &starts {
        if !movable.contains(s) {
            movable.push(*s);
        }
    }
    for start in movable {
        let picked = pick.from == Some(start);
        let size = PIECE_SIZE * if picked { 1.5 } else { 1.35 };
        marks
            .commands
            .spawn(movable_ring(&theme, place(start), size, picked));
    }
    let Some(from) = pick.from else { return };
    let mut exit_slot = 0;
    for (i, action) in legal.iter().enumerate() {
        if start_of(action) != Some(from) {
            continue;
        }
        let YutAction::Move { throw, .. } = action else {
            continue;
        };
        let pos = target_pos(&m, action, &mut exit_slot);
        let keyed = pick.cursor == Some(i);
        let size = if keyed { 1.7 } else { 1.35 } * PIECE_SIZE;
        let capture = captures(&m.state, action);
        let mut label = throw_name(*throw, &texts);
        if capture {
            label = texts.with("yut-target-captures", &[("throw", label.into())]);
        }
        let (away, anchor) = label_side(pos);
        let glow = target_glow(&theme, size, capture);
        let spot = target::<Yut>(&mut marks.commands, *action, glow, pos.extend(40.0));
        marks.commands.entity(spot).with_children(|c| {
            if *arrangement == Arrangement::Upright {
                c.spawn(touch_pad(TOUCH_PAD));
            }
            c.spawn((
                WorldLabel::new(label, 15.0, LabelStyle::Plate).anchored(anchor),
                Transform::from_translation((away * (size * 0.5 + 2.0)).extend(1.0)),
            ));
        });
    }
}

/// Which way from a target its label goes, and the label's point that stands there: away
/// from the track, so neither a station nor the lines are covered (outwards from the ring,
/// sideways from the cross, into a quarter from the centre, down from the exit).
pub(super) fn label_side(target: Vec2) -> (Vec2, bevy_egui::egui::Align2) {
    use bevy_egui::egui::{Align, Align2};
    let v = target - BOARD_CENTRE;
    let away = if v.y < -RING_RADIUS - 10.0 {
        Vec2::NEG_Y
    } else if v.length() > 0.9 * RING_RADIUS {
        v.normalize()
    } else if v.length() < 0.1 * RING_RADIUS {
        Vec2::new(1.0, -1.0).normalize()
    } else {
        Vec2::new(v.y, -v.x).normalize()
    };
    // egui's y runs down the screen.
    let along = |d: f32| {
        if d > 0.38 {
            Align::Min
        } else if d < -0.38 {
            Align::Max
        } else {
            Align::Center
        }
    };
    (away, Align2([along(away.x), along(-away.y)]))
}
