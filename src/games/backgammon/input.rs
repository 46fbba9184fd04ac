//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match requests.

use super::*;

/// The steps that may follow the person's steps so far.
pub(super) fn next_steps(m: &Match<Backgammon>, turn: &Turn) -> Vec<Step> {
    m.state.next_steps(&turn.steps)
}

/// The play the steps make, once they are a whole legal play.
pub(super) fn complete_play(m: &Match<Backgammon>, turn: &Turn) -> Option<Play> {
    if turn.sent || !next_steps(m, turn).is_empty() {
        return None;
    }
    m.state.play_of_steps(&turn.steps).ok()
}

/// Plays one step on the board (not yet in the match): moves the checkers and sounds it.
pub(super) fn make_step(
    step: Step,
    m: &Match<Backgammon>,
    turn: &mut Turn,
    stacks: &mut Stacks,
    looks: &Looks,
    queue: &mut AnimationQueue,
) {
    turn.steps.push(step);
    turn.cursor = None;
    // Go on with the same checker while it can move further.
    let more = m.state.next_steps(&turn.steps);
    turn.selected = more
        .iter()
        .any(|s| s.from == step.to && step.to != OFF_POINT)
        .then_some(step.to);
    turn.dirty = true;
    let sound = if step.hit {
        Sound::Capture
    } else if step.to == OFF_POINT {
        Sound::Exit
    } else {
        Sound::Checker
    };
    queue_settle(
        queue,
        stacks,
        &shown_counts(&m.state, &turn.steps),
        looks,
        MOVE_SECONDS,
        sound,
    );
}

/// Undoes the last step on the board.
pub(super) fn undo_step(
    m: &Match<Backgammon>,
    turn: &mut Turn,
    stacks: &mut Stacks,
    looks: &Looks,
    queue: &mut AnimationQueue,
) {
    if turn.steps.pop().is_none() {
        return;
    }
    turn.selected = None;
    turn.cursor = None;
    turn.dirty = true;
    queue_settle(
        queue,
        stacks,
        &shown_counts(&m.state, &turn.steps),
        looks,
        MOVE_SECONDS,
        Sound::Checker,
    );
}

/// Lifting a checker that can move picks it and takes it in the hand.
pub(super) fn on_drag_start(
    start: On<Pointer<DragStart>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    stacks: Res<Stacks>,
    mut turn: ResMut<Turn>,
    mut dragging: ResMut<Dragging>,
) {
    let Ok(area) = areas.get(start.entity) else {
        return;
    };
    if !m.person_to_move(&*queue) || turn.sent {
        return;
    }
    let Some(point) = mover_point(&m.state, area.0) else {
        return;
    };
    if !next_steps(&m, &turn).iter().any(|s| s.from == point) {
        return;
    }
    turn.selected = Some(point);
    turn.cursor = None;
    turn.dirty = true;
    dragging.0 = stacks.0[area.0].last().map(|e| (*e, area.0));
}

/// Dropping the checker on a space it can reach makes that step.
#[allow(clippy::too_many_arguments)]
pub(super) fn on_drop(
    drop: On<Pointer<DragDrop>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    mut dragging: ResMut<Dragging>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
) {
    let (Ok(area), Some(from)) = (areas.get(drop.entity), turn.selected) else {
        return;
    };
    if dragging.0.is_none() || turn.sent {
        return;
    }
    let Some(to) = mover_point(&m.state, area.0) else {
        return;
    };
    if let Some(step) = next_steps(&m, &turn)
        .into_iter()
        .find(|s| s.from == from && s.to == to)
    {
        dragging.0 = None;
        let looks = Looks::new(&theme, &colours);
        make_step(step, &m, &mut turn, &mut stacks, &looks, &mut queue);
    }
}

/// A checker let go anywhere it cannot go returns to its stack.
pub(super) fn on_drag_end(
    _end: On<Pointer<DragEnd>>,
    mut queue: ResMut<AnimationQueue>,
    stacks: Res<Stacks>,
    mut dragging: ResMut<Dragging>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
) {
    if dragging.0.take().is_some() {
        let looks = Looks::new(&theme, &colours);
        queue_rest(&mut queue, &stacks, &looks);
    }
}

/// The dragged checker rides under the pointer.
pub(super) fn dragged_checker_follows_pointer(
    dragging: Res<Dragging>,
    pointer: PointerOnBoard,
    mut transforms: Query<&mut Transform, With<Checker>>,
) {
    let Some((e, _)) = dragging.0 else { return };
    let Some(world) = pointer.world() else {
        return;
    };
    if let Ok(mut t) = transforms.get_mut(e) {
        t.translation = world.extend(80.0);
    }
}

pub(super) fn on_space_click(
    click: On<Pointer<Click>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut wrong: MessageWriter<WrongClick>,
) {
    let looks = Looks::new(&theme, &colours);
    let Ok(area) = areas.get(click.entity) else {
        return;
    };
    if turn.sent {
        return;
    }
    if let Err(why) = may_click(&m, &*queue) {
        wrong.write_batch(why);
        return;
    }
    let Some(point) = mover_point(&m.state, area.0) else {
        turn.selected = None;
        turn.dirty = true;
        return;
    };
    let next = next_steps(&m, &turn);
    // A destination of the picked checker.
    if let Some(from) = turn.selected
        && let Some(step) = next.iter().find(|s| s.from == from && s.to == point)
    {
        make_step(*step, &m, &mut turn, &mut stacks, &looks, &mut queue);
        return;
    }
    // A checker that can move: pick it.
    if next.iter().any(|s| s.from == point) {
        turn.selected = Some(point);
        turn.dirty = true;
        return;
    }
    // A destination only one checker can reach: move that one.
    let reaching: Vec<&Step> = next.iter().filter(|s| s.to == point).collect();
    if let [step] = reaching.as_slice() {
        make_step(**step, &m, &mut turn, &mut stacks, &looks, &mut queue);
        return;
    }
    wrong.write(if turn.selected.is_some() {
        WrongClick::CannotGoThere
    } else {
        WrongClick::NoMove
    });
    turn.selected = None;
    turn.dirty = true;
}

/// Confirms the person's play, or undoes a step.
pub(super) fn confirm(
    m: &Match<Backgammon>,
    turn: &mut Turn,
    requests: &mut MessageWriter<MatchRequest<Backgammon>>,
) {
    if let Some(play) = complete_play(m, turn) {
        turn.sent = true;
        turn.dirty = true;
        requests.write(MatchRequest::Play(Action::Play(play)));
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
    mut throw: MessageWriter<ThrowPressed>,
) {
    let looks = Looks::new(&theme, &colours);
    let Some(keys) = keys else { return };
    if keys.just_pressed(KeyCode::Space) {
        throw.write(ThrowPressed);
    }
    if !m.person_to_move(&*queue) || turn.sent {
        return;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        undo_step(&m, &mut turn, &mut stacks, &looks, &mut queue);
        return;
    }
    let next = next_steps(&m, &turn);
    let n = next.len();
    if let Some(forward) = cursor::step_keys(&keys)
        && let Some(c) = cursor::stepped(turn.cursor, n, forward)
    {
        turn.cursor = Some(c);
        turn.selected = Some(next[c].from);
        turn.dirty = true;
    }
    if keys.just_pressed(KeyCode::Enter) {
        if let Some(c) = turn.cursor
            && c < n
        {
            make_step(next[c], &m, &mut turn, &mut stacks, &looks, &mut queue);
        } else {
            confirm(&m, &mut turn, &mut requests);
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        turn.selected = None;
        turn.cursor = None;
        turn.dirty = true;
    }
}

pub(super) fn hud_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut turn: ResMut<Turn>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    let looks = Looks::new(&theme, &colours);
    for c in commands.read() {
        if !m.person_to_move(&*queue) || turn.sent {
            continue;
        }
        match c {
            HudCommand::Undo => undo_step(&m, &mut turn, &mut stacks, &looks, &mut queue),
            HudCommand::Confirm => confirm(&m, &mut turn, &mut requests),
            _ => {}
        }
    }
}

/// With the setting on, a play that is the only one is made for the person, after the
/// same pause a computer takes, so the roll that forced it can be seen first.
pub(super) fn play_forced(
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut still_for: Local<f32>,
    mut turn: ResMut<Turn>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    if !settings.auto_forced_moves
        || !m.person_to_move(&*queue)
        || turn.sent
        || !turn.steps.is_empty()
    {
        *still_for = 0.0;
        return;
    }
    *still_for += time.delta_secs() * settings.animation_speed;
    let speed = settings.animation_speed;
    if speed > 0.0 && *still_for < crate::session::computer::THINK_PAUSE.as_secs_f32() {
        return;
    }
    let plays = m.state.legal_plays();
    if let [(play, _)] = plays.as_slice() {
        // No steps were shown, so the rule messages will move the checkers.
        turn.sent = true;
        requests.write(MatchRequest::Play(Action::Play(*play)));
    }
}
