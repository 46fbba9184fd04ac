//! A person's choices (pointer observers, the keyboard, the HUD's buttons) turned into match
//! requests (a whole play by way of the tutor, `tutor::tutor_gate`).

use super::animate::{queue_rest, queue_settle};
use super::components::PersonChose;
use super::components::{Checker, Dragging, MOVE_SECONDS, Pick, SpaceArea, Stacks};
use super::layout::{Looks, mover_point, shown_counts};
use super::review::{Review, person_decides, puzzle_open};
use crate::app::settings::Settings;
use crate::board::animation::AnimationQueue;
use crate::board::cursor;
use crate::board::cursor::PointerOnBoard;
use crate::board::wrong_click::{WrongClick, may_click};
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest, Presenting};
use crate::theme::{Sound, Theme};
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use tabula_backgammon::{Action, Backgammon, OFF_POINT, Play, Step};

/// The steps that may follow the person's steps so far.
pub(super) fn next_steps(m: &Match<Backgammon>, pick: &Pick) -> Vec<Step> {
    m.state.next_steps(&pick.steps)
}

/// The play the steps make, once they are a whole legal play.
pub(super) fn complete_play(m: &Match<Backgammon>, pick: &Pick) -> Option<Play> {
    if pick.sent || !next_steps(m, pick).is_empty() {
        return None;
    }
    m.state.play_of_steps(&pick.steps).ok()
}

/// Plays one step on the board (not yet in the match): moves the checkers and sounds it.
pub(super) fn make_step(
    step: Step,
    m: &Match<Backgammon>,
    pick: &mut Pick,
    stacks: &mut Stacks,
    looks: &Looks,
    queue: &mut AnimationQueue,
) {
    pick.steps.push(step);
    pick.cursor = None;
    // Go on with the same checker while it can move further.
    let more = m.state.next_steps(&pick.steps);
    pick.from = more
        .iter()
        .any(|s| s.from == step.to && step.to != OFF_POINT)
        .then_some(step.to);
    pick.redraw = true;
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
        &shown_counts(&m.state, &pick.steps),
        looks,
        MOVE_SECONDS,
        sound,
    );
}

/// Undoes the last step on the board.
pub(super) fn undo_step(
    m: &Match<Backgammon>,
    pick: &mut Pick,
    stacks: &mut Stacks,
    looks: &Looks,
    queue: &mut AnimationQueue,
) {
    if pick.steps.pop().is_none() {
        return;
    }
    pick.from = None;
    pick.cursor = None;
    pick.redraw = true;
    queue_settle(
        queue,
        stacks,
        &shown_counts(&m.state, &pick.steps),
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
    presenting: Res<Presenting>,
    stacks: Res<Stacks>,
    mut pick: ResMut<Pick>,
    mut dragging: ResMut<Dragging>,
    review: Res<Review>,
) {
    let Ok(area) = areas.get(start.entity) else {
        return;
    };
    if !person_decides(&m, &presenting, &review) || pick.sent {
        return;
    }
    let Some(point) = mover_point(&m.state, area.0) else {
        return;
    };
    if !next_steps(&m, &pick).iter().any(|s| s.from == point) {
        return;
    }
    pick.from = Some(point);
    pick.cursor = None;
    pick.redraw = true;
    dragging.0 = stacks.0[area.0].last().map(|e| (*e, area.0));
}

/// Dropping the checker on a space it can reach makes that step.
#[allow(clippy::too_many_arguments)]
pub(super) fn on_drop(
    drop: On<Pointer<DragDrop>>,
    areas: Query<&SpaceArea>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    mut pick: ResMut<Pick>,
    mut stacks: ResMut<Stacks>,
    mut dragging: ResMut<Dragging>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
) {
    let (Ok(area), Some(from)) = (areas.get(drop.entity), pick.from) else {
        return;
    };
    if dragging.0.is_none() || pick.sent {
        return;
    }
    let Some(to) = mover_point(&m.state, area.0) else {
        return;
    };
    if let Some(step) = next_steps(&m, &pick)
        .into_iter()
        .find(|s| s.from == from && s.to == to)
    {
        dragging.0 = None;
        let looks = Looks::new(&theme, &colours);
        make_step(step, &m, &mut pick, &mut stacks, &looks, &mut queue);
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
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut wrong: MessageWriter<WrongClick>,
    review: Res<Review>,
) {
    let looks = Looks::new(&theme, &colours);
    let Ok(area) = areas.get(click.entity) else {
        return;
    };
    if pick.sent {
        return;
    }
    // A puzzle of the review takes clicks on a watched match.
    let puzzle = !presenting.is_busy() && puzzle_open(&m, &review);
    if !puzzle && let Err(why) = may_click(&m, &presenting) {
        wrong.write_batch(why);
        return;
    }
    let Some(point) = mover_point(&m.state, area.0) else {
        pick.from = None;
        pick.redraw = true;
        return;
    };
    let next = next_steps(&m, &pick);
    // A destination of the picked checker.
    if let Some(from) = pick.from
        && let Some(step) = next.iter().find(|s| s.from == from && s.to == point)
    {
        make_step(*step, &m, &mut pick, &mut stacks, &looks, &mut queue);
        return;
    }
    // A checker that can move: pick it.
    if next.iter().any(|s| s.from == point) {
        pick.from = Some(point);
        pick.redraw = true;
        return;
    }
    // A destination only one checker can reach: move that one.
    let reaching: Vec<&Step> = next.iter().filter(|s| s.to == point).collect();
    if let [step] = reaching.as_slice() {
        make_step(**step, &m, &mut pick, &mut stacks, &looks, &mut queue);
        return;
    }
    wrong.write(if pick.from.is_some() {
        WrongClick::CannotGoThere
    } else {
        WrongClick::NoMove
    });
    pick.from = None;
    pick.redraw = true;
}

/// Confirms the person's play, or undoes a step.
pub(super) fn confirm(
    m: &Match<Backgammon>,
    pick: &mut Pick,
    chosen: &mut MessageWriter<PersonChose>,
) {
    if let Some(play) = complete_play(m, pick) {
        pick.sent = true;
        pick.redraw = true;
        chosen.write(PersonChose(Action::Play(play)));
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn keyboard_input(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut chosen: MessageWriter<PersonChose>,
    review: Res<Review>,
) {
    let looks = Looks::new(&theme, &colours);
    let Some(keys) = keys else { return };
    if !person_decides(&m, &presenting, &review) || pick.sent {
        return;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        undo_step(&m, &mut pick, &mut stacks, &looks, &mut queue);
        return;
    }
    let next = next_steps(&m, &pick);
    let n = next.len();
    if let Some(forward) = cursor::step_keys(&keys)
        && let Some(c) = cursor::stepped(pick.cursor, n, forward)
    {
        pick.cursor = Some(c);
        pick.from = Some(next[c].from);
        pick.redraw = true;
    }
    if keys.just_pressed(KeyCode::Enter) {
        if let Some(c) = pick.cursor
            && c < n
        {
            make_step(next[c], &m, &mut pick, &mut stacks, &looks, &mut queue);
        } else {
            confirm(&m, &mut pick, &mut chosen);
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        pick.from = None;
        pick.cursor = None;
        pick.redraw = true;
    }
}

pub(super) fn hud_commands(
    mut commands: MessageReader<HudCommand>,
    m: Res<Match<Backgammon>>,
    mut queue: ResMut<AnimationQueue>,
    presenting: Res<Presenting>,
    mut pick: ResMut<Pick>,
    mut stacks: ResMut<Stacks>,
    colours: Query<&Checker>,
    theme: Res<Theme>,
    mut chosen: MessageWriter<PersonChose>,
    review: Res<Review>,
) {
    let looks = Looks::new(&theme, &colours);
    for c in commands.read() {
        if !person_decides(&m, &presenting, &review) || pick.sent {
            continue;
        }
        match c {
            HudCommand::Undo => undo_step(&m, &mut pick, &mut stacks, &looks, &mut queue),
            HudCommand::Confirm => confirm(&m, &mut pick, &mut chosen),
            _ => {}
        }
    }
}

/// With the setting on, a play that is the only one is made for the person, after the
/// same pause a computer takes, so the roll that forced it can be seen first.
pub(super) fn play_forced(
    m: Res<Match<Backgammon>>,
    presenting: Res<Presenting>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut still_for: Local<f32>,
    mut pick: ResMut<Pick>,
    mut requests: MessageWriter<MatchRequest<Backgammon>>,
) {
    if !settings.auto_forced_moves
        || !m.person_to_move(&presenting)
        || pick.sent
        || !pick.steps.is_empty()
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
        pick.sent = true;
        requests.write(MatchRequest::Play(Action::Play(*play)));
    }
}
