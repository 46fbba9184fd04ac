//! Rule messages turned into animation steps: moves, captures, throws, with their sounds and banners.

use super::components::{HOP_SECONDS, Pick, PieceSprite, ThrowSprite};
use super::layout::{EXIT_SPOT, resting_places, station_pos, thrown_pos};
use super::spawn::face_roles;
use super::text::{capitalise, throw_name, throw_value};
use crate::app::layout::Arrangement;
use crate::board::animation::{AnimationQueue, Effect, Step, Tween, game_over_step};
use crate::board::view::frame_events;
use crate::locale::Texts;
use crate::session::match_flow::{Match, RuleMessage};
use crate::theme::{SeatNames, Sound, Theme};
use bevy::prelude::*;
use tabula_core::{Game, PieceId, RuleEvent};
use tabula_yut::{Station, Throw, ThrowModel, Yut};

pub(super) fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Yut>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    pieces: Query<(Entity, &PieceSprite)>,
    throws: Query<(Entity, &ThrowSprite)>,
    mut pick: ResMut<Pick>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
    arrangement: Res<Arrangement>,
) {
    let arrangement = *arrangement;
    let seats = m.state.seats();
    let events = frame_events(&mut messages);
    if events.is_empty() {
        return;
    }
    *pick = Pick {
        redraw: true,
        ..default()
    };
    let entity_of = |id: PieceId| pieces.iter().find(|(_, p)| p.0 == id).map(|(e, _)| e);
    let final_layout = resting_places(&m.state, arrangement);
    let rest = |id: PieceId| {
        final_layout
            .iter()
            .find(|(p, ..)| *p == id)
            .map(|(_, pos, _)| *pos)
            .unwrap_or_default()
    };
    let rest_scale = |id: PieceId| {
        final_layout
            .iter()
            .find(|(p, ..)| *p == id)
            .map_or(1.0, |(.., scale)| *scale)
    };
    let dice = m.state.options().throw == ThrowModel::Dice;
    for event in events {
        match event {
            RuleEvent::FirstPlayer { seat } => queue.push(Step::banner(
                0.9,
                texts.with("yut-banner-first", &[("name", names.of(seat).into())]),
            )),
            RuleEvent::Thrown { name, .. } => {
                let throw: Throw = name.parse().unwrap_or(Throw::Do);
                let roles = face_roles(throw, dice, m.history.len() as u64);
                let mut tumble = Step {
                    duration: 0.65,
                    on_start: vec![Effect::Sound(Sound::Throw)],
                    ..default()
                };
                for (e, t) in &throws {
                    let home = thrown_pos(t.0, seats, arrangement).extend(20.0);
                    tumble.tweens.push(Tween {
                        entity: e,
                        to: home + Vec3::new(0.0, (t.0 as f32 - 1.5) * 3.0, 0.0),
                        arc: 70.0 + 12.0 * t.0 as f32,
                        spin: 1.0 + t.0 as f32 * 0.5,
                        end_angle: (t.0 as f32 - 1.5) * 0.08,
                        scale: None,
                    });
                    tumble
                        .on_end
                        .push(Effect::SetImage(e, theme.image(&roles[t.0])));
                }
                tumble.on_end.push(Effect::Banner(format!(
                    "{} — {}",
                    capitalise(&throw_name(throw, &texts)),
                    throw_value(throw, &texts)
                )));
                queue.push(tumble);
            }
            RuleEvent::ExtraThrow { reason, .. } => queue.push(Step {
                duration: 0.5,
                on_start: vec![
                    Effect::Sound(Sound::Extra),
                    Effect::Banner(texts.get(match reason {
                        tabula_core::ExtraReason::Throw => "yut-banner-throw-again",
                        tabula_core::ExtraReason::Capture => "yut-banner-bonus",
                    })),
                ],
                ..default()
            }),
            RuleEvent::Entered {
                pieces: ids, path, ..
            }
            | RuleEvent::Moved {
                pieces: ids, path, ..
            } => {
                let movers: Vec<Entity> = ids.iter().filter_map(entity_of).collect();
                let hops = path.as_slice();
                for (i, space) in hops.iter().enumerate() {
                    let st = Station::from_id(space.0 as u8).unwrap_or(Station::A);
                    let last = i + 1 == hops.len();
                    queue.push(Step {
                        duration: HOP_SECONDS,
                        tweens: movers
                            .iter()
                            .enumerate()
                            .map(|(k, e)| {
                                let p = station_pos(st) + Vec2::new(5.0, 9.0) * k as f32;
                                Tween::hop(*e, p.extend(30.0 + k as f32), 26.0)
                            })
                            .collect(),
                        on_start: vec![Effect::Sound(Sound::Hop)],
                        on_end: if last {
                            vec![Effect::Sound(Sound::Land)]
                        } else {
                            vec![]
                        },
                    });
                }
            }
            RuleEvent::Stacked { .. } => queue.push(Step::sound(0.15, Sound::Stack)),
            RuleEvent::Captured { pieces: ids, .. } => queue.push(Step {
                duration: 0.7,
                tweens: ids
                    .iter()
                    .filter_map(|id| entity_of(id).map(|e| Tween::hop(e, rest(id), 140.0)))
                    .collect(),
                on_start: vec![Effect::Sound(Sound::Capture)],
                ..default()
            }),
            RuleEvent::BorneOff { pieces: ids, .. } => {
                let movers: Vec<PieceId> = ids.iter().collect();
                queue.push(Step {
                    duration: 0.3,
                    tweens: movers
                        .iter()
                        .filter_map(|id| {
                            entity_of(*id).map(|e| Tween::hop(e, EXIT_SPOT.extend(30.0), 30.0))
                        })
                        .collect(),
                    on_start: vec![Effect::Sound(Sound::Exit)],
                    ..default()
                });
                queue.push(Step {
                    duration: 0.6,
                    tweens: movers
                        .iter()
                        .filter_map(|id| entity_of(*id).map(|e| Tween::hop(e, rest(*id), 80.0)))
                        .collect(),
                    ..default()
                });
            }
            RuleEvent::ThrowsLost { count, .. } => queue.push(Step::banner(
                0.9,
                texts.with("yut-banner-lost", &[("count", i64::from(count).into())]),
            )),
            RuleEvent::GameOver { outcome } => {
                queue.push(game_over_step(texts.with(
                    "yut-banner-wins",
                    &[("names", names.winners(&outcome).into())],
                )));
            }
            _ => {}
        }
    }
    // Finally every piece settles where the state says it rests (stacks fan, trays fill).
    let mut settle = Step {
        duration: 0.15,
        ..default()
    };
    for (e, p) in &pieces {
        settle.tweens.push(Tween {
            scale: Some(rest_scale(p.0)),
            ..Tween::hop(e, rest(p.0), 0.0)
        });
    }
    queue.push(settle);
}
