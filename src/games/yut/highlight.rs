//! What the person may do now, drawn on the board: rings on movable pieces and reachable targets.

use super::*;

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
    mut commands: Commands,
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut selection: ResMut<Selection>,
    old: Query<Entity, Or<(With<TargetSpot<Yut>>, With<SelectionRing>, With<StackBadge>)>>,
    mut shown_for: Local<Option<(usize, bool)>>,
    arrangement: Res<Arrangement>,
    texts: Res<Texts>,
) {
    let state_key = (m.history.len(), queue.is_busy());
    if !selection.dirty && *shown_for == Some(state_key) {
        return;
    }
    selection.dirty = false;
    *shown_for = Some(state_key);
    for e in &old {
        commands.entity(e).despawn();
    }
    if queue.is_busy() {
        return;
    }
    spawn_stack_badges(&mut commands, &m.state);
    if !m.person_to_move(&*queue) {
        return;
    }
    let legal = legal(&m);
    // With one piece able to move, pick it for the player.
    let starts: Vec<Start> = legal.iter().filter_map(start_of).collect();
    if selection.from.is_none() && starts.iter().all(|s| Some(*s) == starts.first().copied()) {
        selection.from = starts.first().copied();
    }
    let place = |start: Start| match start {
        Start::New => waiting_pos(m.state.turn(), 0, m.state.seats(), *arrangement),
        Start::At(st) => station_pos(st),
    };
    // Every piece (or the waiting row) that can move wears a faint ring, as in the other
    // games; the picked one a bright one.
    let mut movable: Vec<Start> = Vec::new();
    for s in &starts {
        if !movable.contains(s) {
            movable.push(*s);
        }
    }
    for start in movable.iter().filter(|s| Some(**s) != selection.from) {
        commands.spawn((
            SelectionRing,
            Sprite {
                color: Color::srgba(1.0, 1.0, 1.0, 0.4),
                ..theme.sprite("selected", Vec2::splat(PIECE_SIZE * 1.35))
            },
            Transform::from_translation(place(*start).extend(9.0)),
            Pickable::IGNORE,
            MatchScoped,
        ));
    }
    let Some(from) = selection.from else { return };
    let from_pos = place(from);
    commands.spawn((
        SelectionRing,
        theme.sprite("selected", Vec2::splat(PIECE_SIZE * 1.5)),
        Transform::from_translation(from_pos.extend(9.0)),
        MatchScoped,
    ));
    let mut exit_slot = 0;
    for (i, action) in legal.iter().enumerate() {
        if start_of(action) != Some(from) {
            continue;
        }
        let YutAction::Move { throw, .. } = action else {
            continue;
        };
        let pos = target_pos(&m, action, &mut exit_slot);
        let keyed = selection.cursor == Some(i);
        let size = if keyed { 1.7 } else { 1.35 } * PIECE_SIZE;
        let capture = captures(&m.state, action);
        let mut ring = theme.sprite("highlight", Vec2::splat(size));
        let mut label = throw_name(*throw, &texts);
        if capture {
            ring.color = CAPTURE_TINT;
            label = texts.with("yut-target-captures", &[("throw", label.into())]);
        }
        let (away, anchor) = label_side(pos);
        commands
            .spawn((
                TargetSpot::<Yut>(*action),
                ring,
                Transform::from_translation(pos.extend(40.0)),
                Pickable::default(),
                MatchScoped,
            ))
            .observe(on_target_click::<Yut>)
            .with_children(|c| {
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
