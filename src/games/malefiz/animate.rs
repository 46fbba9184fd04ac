//! Rule messages turned into animation steps: moves, captures, throws, with their sounds and banners.

use super::components::{BarricadeBlock, DieSprite, HOP_SECONDS, Pawn, Pick};
use super::layout::{Geometry, barricade_places, pawn_layout};
use crate::board::animation::{AnimationQueue, Effect, Step, Tween, game_over_step};
use crate::board::view::frame_events;
use crate::locale::Texts;
use crate::session::match_flow::{Match, RuleMessage};
use crate::theme::{SeatNames, Sound, Theme};
use bevy::prelude::*;
use tabula_core::{PieceId, RuleEvent, SpaceId};
use tabula_malefiz::{Field, Malefiz, Phase};

pub(super) fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Malefiz>>,
    theme: Res<Theme>,
    mut queue: ResMut<AnimationQueue>,
    pawns: Query<(Entity, &Pawn)>,
    blocks: Query<(Entity, &BarricadeBlock)>,
    die: Query<Entity, With<DieSprite>>,
    mut pick: ResMut<Pick>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
) {
    let events = frame_events(&mut messages);
    if events.is_empty() {
        return;
    }
    *pick = Pick {
        redraw: true,
        redraw_dots: true,
        ..default()
    };
    let g = &m.state;
    let geo = Geometry::of(&theme);
    let pawn_entity = |id: PieceId| pawns.iter().find(|(_, p)| p.0 == id).map(|(e, _)| e);
    let block_entity = |id: PieceId| {
        let b = usize::from(id.0.checked_sub(tabula_malefiz::BARRICADE_ID_BASE)?);
        blocks.iter().find(|(_, k)| k.0 == b).map(|(e, _)| e)
    };
    let layout = pawn_layout(g, &geo);
    let rest = |id: PieceId| {
        layout
            .iter()
            .find(|(p, ..)| *p == id)
            .map_or((Vec3::ZERO, 1.0), |(_, pos, s)| (*pos, *s))
    };
    let mut moved = false;
    for event in events {
        match event {
            RuleEvent::FirstPlayer { seat } => queue.push(Step::banner(
                0.9,
                texts.with("malefiz-banner-starts", &[("name", names.of(seat).into())]),
            )),
            RuleEvent::Thrown { value, .. } => {
                let face = value.clamp(1, 6);
                let mut tumble = Step {
                    duration: 0.6,
                    on_start: vec![Effect::Sound(Sound::Dice)],
                    ..default()
                };
                for e in &die {
                    tumble.tweens.push(Tween {
                        entity: e,
                        to: geo.die().extend(20.0),
                        arc: 70.0,
                        spin: 1.5,
                        end_angle: 0.04 * (f32::from(face) - 3.5),
                        scale: None,
                    });
                    tumble
                        .on_end
                        .push(Effect::SetImage(e, theme.image(&format!("die.{face}"))));
                }
                queue.push(tumble);
            }
            RuleEvent::ThrowsLost { seat, .. } => queue.push(Step::banner(
                1.0,
                texts.with(
                    "malefiz-banner-cannot-move",
                    &[("name", names.of(seat).into())],
                ),
            )),
            RuleEvent::Entered { pieces, path, .. } | RuleEvent::Moved { pieces, path, .. } => {
                moved = true;
                let movers: Vec<Entity> = pieces.iter().filter_map(pawn_entity).collect();
                let hops: Vec<SpaceId> = path.as_slice().to_vec();
                for (i, space) in hops.iter().enumerate() {
                    let Some(f) = Field::from_id(space.0 as u8) else {
                        continue;
                    };
                    queue.push(Step {
                        duration: HOP_SECONDS,
                        tweens: movers
                            .iter()
                            .map(|e| Tween {
                                // Out of the house the pawn grows to its full size.
                                scale: (i == 0).then_some(1.0),
                                ..Tween::hop(*e, geo.field(f).extend(30.0), 16.0)
                            })
                            .collect(),
                        on_end: vec![Effect::Sound(Sound::Step)],
                        ..default()
                    });
                }
            }
            RuleEvent::Captured { pieces, .. } => queue.push(Step {
                duration: 0.6,
                tweens: pieces
                    .iter()
                    .filter_map(|id| {
                        let (pos, scale) = rest(id);
                        pawn_entity(id).map(|e| Tween {
                            scale: Some(scale),
                            ..Tween::hop(e, pos + Vec3::Z * 30.0, 120.0)
                        })
                    })
                    .collect(),
                on_start: vec![Effect::Sound(Sound::Capture)],
                ..default()
            }),
            RuleEvent::BarricadeMoved { barricade, to, .. } => {
                let Some(f) = Field::from_id(to.0 as u8) else {
                    continue;
                };
                queue.push(Step {
                    duration: 0.35,
                    tweens: barricade
                        .iter()
                        .filter_map(block_entity)
                        .map(|e| Tween {
                            scale: Some(1.0),
                            ..Tween::hop(e, geo.field(f).extend(11.0), 30.0)
                        })
                        .collect(),
                    on_end: vec![Effect::Sound(Sound::Barricade)],
                    ..default()
                });
            }
            RuleEvent::GameOver { outcome } => {
                queue.push(game_over_step(texts.with(
                    "malefiz-banner-wins",
                    &[("names", names.winners(&outcome).into())],
                )));
            }
            _ => {}
        }
    }
    // A pawn that landed on a barricade lifts it.
    if moved && let Phase::Placing { barricade, from } = g.phase() {
        let lifted: Vec<Tween> = blocks
            .iter()
            .filter(|(_, b)| b.0 == usize::from(barricade))
            .map(|(e, _)| Tween {
                scale: Some(1.15),
                ..Tween::hop(e, geo.held(from), 10.0)
            })
            .collect();
        queue.push(Step {
            duration: 0.3,
            tweens: lifted,
            on_start: vec![Effect::Sound(Sound::Barricade)],
            ..default()
        });
    }
    // Finally everything settles where the state says.
    let mut settle = Step {
        duration: 0.1,
        ..default()
    };
    for (e, p) in &pawns {
        let (pos, scale) = rest(p.0);
        settle.tweens.push(Tween {
            scale: Some(scale),
            ..Tween::hop(e, pos, 0.0)
        });
    }
    let places = barricade_places(g, &geo);
    let held = match g.phase() {
        Phase::Placing { barricade, .. } => Some(usize::from(barricade)),
        _ => None,
    };
    for (e, b) in &blocks {
        if let Some((_, pos)) = places.iter().find(|(k, _)| *k == b.0) {
            settle.tweens.push(Tween {
                scale: Some(if held == Some(b.0) { 1.15 } else { 1.0 }),
                ..Tween::hop(e, *pos, 0.0)
            });
        }
    }
    queue.push(settle);
}
