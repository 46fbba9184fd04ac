//! Rule messages turned into animation steps: moves, captures, throws, with their sounds and banners.

use super::components::{
    BLACK_BAR, BLACK_TRAY, Checker, Counts, DiceFaces, Die, MOVE_SECONDS, Pick, Stacks, WHITE_BAR,
    WHITE_TRAY,
};
use super::cube::GameBreak;
use super::layout::{Geometry, Looks, checker_look, checker_pos, colour_of, die_pos, shown_counts};

use super::text::arg;
use crate::board::animation::Step as AnimStep;
use crate::board::animation::{AnimationQueue, Effect, Tween, game_over_step};
use crate::board::view::frame_events;
use crate::locale::Texts;
use crate::session::match_flow::{Match, RuleMessage};
use crate::theme::{SeatNames, Sound, Theme};
use bevy::prelude::*;
use tabula_backgammon::{Backgammon, Phase};
use tabula_core::{RuleEvent, Seat, SpaceId};

/// One animation step that brings the checkers to `target`, hopping the ones that move.
pub(super) fn queue_settle(
    queue: &mut AnimationQueue,
    stacks: &mut Stacks,
    target: &Counts,
    looks: &Looks,
    seconds: f32,
    sound: Sound,
) {
    let moved = stacks.reconcile(target, looks.colours);
    let mut step = AnimStep {
        duration: if moved.is_empty() { 0.0 } else { seconds },
        on_end: if moved.is_empty() {
            vec![]
        } else {
            vec![Effect::Sound(sound)]
        },
        ..default()
    };
    for e in moved {
        if let Some(to) = stacks.place_of(&looks.geo, e) {
            step.tweens.push(Tween::hop(e, to + Vec3::Z * 20.0, 40.0));
        }
    }
    queue.push(step);
    queue_rest(queue, stacks, looks);
}

/// Every checker to its resting place and look (tall stacks close up, trays show edges).
pub(super) fn queue_rest(queue: &mut AnimationQueue, stacks: &Stacks, looks: &Looks) {
    let mut settle = AnimStep {
        duration: 0.08,
        ..default()
    };
    for (space, stack) in stacks.0.iter().enumerate() {
        for (h, e) in stack.iter().enumerate() {
            settle.tweens.push(Tween::hop(
                *e,
                checker_pos(&looks.geo, space, h, stack.len()),
                0.0,
            ));
            let colour = looks.colours.get(*e).map_or(0, |c| c.colour);
            let (image, size) = checker_look(looks.theme, colour, space);
            settle.on_start.push(Effect::SetSprite(*e, image, size));
        }
    }
    queue.push(settle);
}

pub(super) fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Backgammon>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    mut stacks: ResMut<Stacks>,
    mut pick: ResMut<Pick>,
    colours: Query<&Checker>,
    dice: Query<(Entity, &Die)>,
    mut dice_faces: ResMut<DiceFaces>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    brk: Res<GameBreak>,
) {
    let events = frame_events(&mut messages);
    if events.is_empty() {
        return;
    }
    // A person's steps were already shown: the checkers stand where the play put them.
    let shown_already = pick.sent && !pick.steps.is_empty();
    *pick = Pick {
        redraw: true,
        ..default()
    };
    let g = &m.state;
    let geo = Geometry::of(&theme);
    let colour = |seat: Seat| colour_of(g, seat);
    let mut opening_dice = Vec::new();
    for event in events {
        match event {
            RuleEvent::Thrown { seat, faces, .. } => {
                let faces: Vec<u8> = faces.as_slice().to_vec();
                if faces.len() == 1 {
                    // The opening roll: one die each, shown side by side.
                    opening_dice.push((seat, faces[0]));
                    if opening_dice.len() == 2 {
                        dice_faces.0 = vec![opening_dice[0].1, opening_dice[1].1];
                        roll_dice(&mut queue, &theme, &dice, &dice_faces.0);
                    }
                } else {
                    let shown: Vec<u8> = if faces[0] == faces[1] {
                        vec![faces[0]; 4]
                    } else {
                        faces.clone()
                    };
                    roll_dice(&mut queue, &theme, &dice, &shown);
                    dice_faces.0 = shown;
                }
            }
            RuleEvent::FirstPlayer { seat } => queue.push(AnimStep::banner(
                1.0,
                texts.with("backgammon-banner-starts", &[("name", arg(names.of(seat)))]),
            )),
            RuleEvent::ThrowsLost { seat, .. } => queue.push(AnimStep::banner(
                1.1,
                texts.with(
                    "backgammon-banner-cannot-move",
                    &[("name", arg(names.of(seat)))],
                ),
            )),
            RuleEvent::Moved { from, path, .. } if !shown_already => {
                let to = path.last().map_or(from.0 as usize, |s| s.0 as usize);
                hop(
                    &mut queue,
                    &mut stacks,
                    &geo,
                    from.0 as usize,
                    to,
                    Sound::Checker,
                );
            }
            RuleEvent::Entered { seat, path, .. } if !shown_already => {
                let bar = if colour(seat) == 0 {
                    WHITE_BAR
                } else {
                    BLACK_BAR
                };
                let to = path.last().map_or(bar, |s: SpaceId| s.0 as usize);
                hop(&mut queue, &mut stacks, &geo, bar, to, Sound::Checker);
            }
            RuleEvent::Captured { .. } if !shown_already => {
                queue.push(AnimStep::sound(0.0, Sound::Capture))
            }
            RuleEvent::BorneOff { seat, from, .. } if !shown_already => {
                let tray = if colour(seat) == 0 {
                    WHITE_TRAY
                } else {
                    BLACK_TRAY
                };
                hop(
                    &mut queue,
                    &mut stacks,
                    &geo,
                    from.0 as usize,
                    tray,
                    Sound::Exit,
                );
            }
            RuleEvent::GameOver { outcome } => {
                let id = match outcome.points {
                    3 => "backgammon-banner-wins-backgammon",
                    2 => "backgammon-banner-wins-gammon",
                    _ => "backgammon-banner-wins",
                };
                queue.push(game_over_step(
                    texts.with(id, &[("names", arg(names.winners(&outcome)))]),
                ));
            }
            _ => {}
        }
    }
    // A game of a match just ended: the state is already the next game's start, and the
    // board keeps the final position until the next game.
    if g.games_so_far().len() > brk.seen {
        return;
    }
    // Whatever happened, the checkers end where the state says (and the dice go away
    // once the pick has passed).
    queue_settle(
        &mut queue,
        &mut stacks,
        &shown_counts(g, &[]),
        &Looks::new(&theme, &colours),
        MOVE_SECONDS,
        Sound::Checker,
    );
    if g.dice().is_none() && g.phase() != Phase::Opening {
        queue.push(AnimStep {
            duration: 0.0,
            on_end: dice.iter().map(|(e, _)| Effect::Show(e, false)).collect(),
            ..default()
        });
    }
}

/// One checker hops from the top of `from` to the top of `to`.
pub(super) fn hop(
    queue: &mut AnimationQueue,
    stacks: &mut Stacks,
    geo: &Geometry,
    from: usize,
    to: usize,
    sound: Sound,
) {
    let Some(e) = stacks.move_top(from, to) else {
        return;
    };
    let target = stacks.place_of(geo, e).unwrap_or_default();
    queue.push(AnimStep {
        duration: MOVE_SECONDS,
        tweens: vec![Tween::hop(e, target + Vec3::Z * 20.0, 50.0)],
        on_end: vec![Effect::Sound(sound)],
        ..default()
    });
}

/// The dice tumble and land on `faces` (2, or 4 for doubles).
pub(super) fn roll_dice(
    queue: &mut AnimationQueue,
    theme: &Theme,
    dice: &Query<(Entity, &Die)>,
    faces: &[u8],
) {
    let n = faces.len();
    let geo = Geometry::of(theme);
    let mut tumble = AnimStep {
        duration: 0.7,
        on_start: vec![Effect::Sound(Sound::Dice)],
        ..default()
    };
    for (e, d) in dice {
        let shown = d.0 < n;
        tumble.on_start.push(Effect::Show(e, shown));
        if !shown {
            continue;
        }
        let face = faces[d.0];
        tumble.tweens.push(Tween {
            entity: e,
            to: die_pos(&geo, d.0, n),
            arc: 60.0 + 10.0 * d.0 as f32,
            spin: 1.5 + 0.5 * d.0 as f32,
            end_angle: (d.0 as f32 - 1.5) * 0.1,
            scale: None,
        });
        tumble
            .on_end
            .push(Effect::SetImage(e, theme.image(&format!("die.{face}"))));
    }
    queue.push(tumble);
}
