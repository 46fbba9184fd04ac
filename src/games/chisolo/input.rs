//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match requests.

use super::*;

pub(super) fn legal(m: &Match<Chisolo>) -> Vec<ChisoloAction> {
    let mut out = Vec::new();
    m.state.legal_actions(&mut out);
    out
}

/// The hole an action picks.
pub(super) fn hole_of(a: &ChisoloAction) -> Option<Hole> {
    match *a {
        ChisoloAction::Sow { hole, .. } | ChisoloAction::Take(hole) => Some(hole),
        ChisoloAction::First(_) => None,
    }
}

pub(super) fn send(
    action: ChisoloAction,
    turn: &mut Turn,
    requests: &mut MessageWriter<MatchRequest<Chisolo>>,
) {
    turn.sent = true;
    turn.dirty = true;
    requests.write(MatchRequest::Play(action));
}

/// A person picked a pit: select it (showing where it ends), sow it when picked again, or
/// take it after a capture.
pub(super) fn pick_hole(
    hole: Hole,
    m: &Match<Chisolo>,
    queue: &AnimationQueue,
    turn: &mut Turn,
    requests: &mut MessageWriter<MatchRequest<Chisolo>>,
    wrong: &mut MessageWriter<WrongClick>,
) {
    if turn.sent {
        return;
    }
    let mover = match may_click(m, queue) {
        Ok(mover) => mover,
        Err(why) => {
            wrong.write_batch(why);
            return;
        }
    };
    let legal = legal(m);
    let mine: Vec<usize> = (0..legal.len())
        .filter(|&i| hole_of(&legal[i]) == Some(hole))
        .collect();
    turn.dirty = true;
    if mine.is_empty() {
        turn.selected = None;
        turn.cursor = None;
        wrong.write(if hole.owner() == mover {
            WrongClick::NoMove
        } else {
            WrongClick::NotYours(mover)
        });
        return;
    }
    let take = m.state.phase() == Phase::Take;
    if turn.selected == Some(hole) && (take || mine.len() == 1) {
        send(legal[mine[0]], turn, requests);
        return;
    }
    if turn.selected == Some(hole) {
        // Picked again on the second move: the other direction.
        let at = mine
            .iter()
            .position(|&i| Some(i) == turn.cursor)
            .unwrap_or(0);
        turn.cursor = Some(mine[(at + 1) % mine.len()]);
        return;
    }
    turn.selected = Some(hole);
    turn.cursor = Some(mine[0]);
}

pub(super) fn on_pit_click(
    click: On<Pointer<Click>>,
    areas: Query<&PitArea>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
    mut wrong: MessageWriter<WrongClick>,
) {
    if let Ok(area) = areas.get(click.entity) {
        pick_hole(area.0, &m, &queue, &mut turn, &mut requests, &mut wrong);
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
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    if let Ok(arrow) = arrows.get(click.entity)
        && m.person_to_move(&*queue)
        && !turn.sent
        && legal(&m).contains(&arrow.0)
    {
        send(arrow.0, &mut turn, &mut requests);
    }
}

pub(super) fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    let Some(keys) = keys else { return };
    if !m.person_to_move(&*queue) || turn.sent {
        return;
    }
    let legal = legal(&m);
    let n = legal.len();
    // Down and up step too: the rows run across the screen.
    let step = cursor::step_keys(&keys).or(if keys.just_pressed(KeyCode::ArrowDown) {
        Some(true)
    } else if keys.just_pressed(KeyCode::ArrowUp) {
        Some(false)
    } else {
        None
    });
    if let Some(forward) = step
        && let Some(c) = cursor::stepped(turn.cursor, n, forward)
    {
        turn.cursor = Some(c);
        turn.selected = hole_of(&legal[c]);
        turn.dirty = true;
    }
    let enter = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter);
    if enter
        && let Some(c) = turn.cursor
        && let Some(a) = legal.get(c)
    {
        send(*a, &mut turn, &mut requests);
    }
    if keys.just_pressed(KeyCode::Escape) {
        turn.selected = None;
        turn.cursor = None;
        turn.dirty = true;
    }
}

pub(super) fn hud_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Chisolo>>,
) {
    for c in commands.read() {
        if !m.person_to_move(&*queue) || turn.sent {
            continue;
        }
        let legal = legal(&m);
        let direction = match *c {
            CLOCKWISE => Some(Direction::Clockwise),
            ANTICLOCKWISE => Some(Direction::Anticlockwise),
            _ => None,
        };
        let action = match (c, direction) {
            (HudCommand::Confirm, _) => turn.cursor.and_then(|i| legal.get(i).copied()),
            (_, Some(d)) => turn.selected.map(|hole| ChisoloAction::Sow {
                hole,
                direction: Some(d),
            }),
            _ => None,
        };
        if let Some(a) = action.filter(|a| legal.contains(a)) {
            send(a, &mut turn, &mut requests);
        }
    }
}
