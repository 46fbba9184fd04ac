//! Rule messages turned into animation steps: moves, captures, throws, with their sounds and banners.

use super::components::{
    CAPTURE_SECONDS, LIFT_SCALE, LIFT_SECONDS, Layout, Pick, Picture, SOW_SECONDS, Shown,
};
use super::layout::{insert_sorted, seed_angle};
use crate::board::animation::Step as AnimStep;
use crate::board::animation::{AnimationQueue, Effect, Tween, game_over_step};
use crate::board::view::frame_events;
use crate::locale::Texts;
use crate::session::match_flow::{Match, RuleMessage};
use crate::theme::{SeatNames, Sound};
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, Heading, Hole};
use tabula_core::{Game, RuleEvent};

/// A seed's move, keeping the angle it lies at.
pub(super) fn seed_tween(e: Entity, id: u16, to: Vec3, arc: f32, scale: f32) -> Tween {
    Tween {
        entity: e,
        to,
        arc,
        spin: 0.0,
        end_angle: seed_angle(id),
        scale: Some(scale),
    }
}

/// The counters of a pit rise into the hand over it.
pub(super) fn lift_step(
    shown: &Shown,
    lay: Layout,
    at: Hole,
    hand: &[u16],
    sound: Option<Sound>,
) -> AnimStep {
    let mut step = AnimStep {
        duration: LIFT_SECONDS,
        on_start: sound.map(Effect::Sound).into_iter().collect(),
        ..default()
    };
    for (i, &id) in hand.iter().enumerate() {
        if let Some(e) = shown.seed(id) {
            step.tweens
                .push(seed_tween(e, id, lay.hand_place(at, i), 0.0, LIFT_SCALE));
        }
    }
    step
}

pub(super) fn animate_rule_messages(
    mut messages: MessageReader<RuleMessage>,
    m: Res<Match<Chisolo>>,
    mut queue: ResMut<AnimationQueue>,
    mut shown: ResMut<Shown>,
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
        ..default()
    };
    let g = &m.state;
    // As the board was laid out when spawned (on the theme's plank).
    let lay = shown.layout.unwrap_or_else(|| Layout::new(g.columns()));
    let over = g.outcome().is_some();
    let mut hand: Vec<u16> = Vec::new();
    for event in events {
        match event {
            RuleEvent::FirstPlayer { seat } => queue.push(AnimStep::banner(
                1.2,
                texts.with("chisolo-banner-starts", &[("name", names.of(seat).into())]),
            )),
            RuleEvent::Sown {
                pieces, from, to, ..
            } => {
                let Some(id) = pieces.iter().next().map(|p| p.0) else {
                    continue;
                };
                let from = Hole::from_slot(usize::from(from.0));
                let to = Hole::from_slot(usize::from(to.0));
                if !hand.contains(&id) {
                    // The sowing starts: the whole pit is lifted.
                    hand = std::mem::take(&mut shown.picture.pits[from.slot()]);
                    queue.push(lift_step(&shown, lay, from, &hand, None));
                }
                hand.retain(|&x| x != id);
                insert_sorted(&mut shown.picture.pits[to.slot()], id);
                let mut step = AnimStep {
                    duration: SOW_SECONDS,
                    on_end: vec![Effect::Sound(Sound::Seed)],
                    ..default()
                };
                // The dropped seed hops in and the pit's others make room round it.
                for (rank, &s) in shown.picture.pits[to.slot()].iter().enumerate() {
                    if let Some(e) = shown.seed(s) {
                        let arc = if s == id { 26.0 } else { 0.0 };
                        step.tweens
                            .push(seed_tween(e, s, lay.pit_place(to, rank, s), arc, 1.0));
                    }
                }
                // The hand goes on along the row.
                for (i, &s) in hand.iter().enumerate() {
                    if let Some(e) = shown.seed(s) {
                        step.tweens
                            .push(seed_tween(e, s, lay.hand_place(to, i), 0.0, LIFT_SCALE));
                    }
                }
                queue.push(step);
            }
            RuleEvent::Relay { at, .. } => {
                let at = Hole::from_slot(usize::from(at.0));
                hand = std::mem::take(&mut shown.picture.pits[at.slot()]);
                queue.push(lift_step(&shown, lay, at, &hand, Some(Sound::Relay)));
            }
            RuleEvent::Captured { by, pieces, at, .. } => {
                let at = Hole::from_slot(usize::from(at.0));
                let ids: Vec<u16> = pieces.iter().map(|p| p.0).collect();
                shown.picture.pits[at.slot()].retain(|x| !ids.contains(x));
                let store = by.index().min(1);
                for &id in &ids {
                    insert_sorted(&mut shown.picture.stores[store], id);
                }
                let mut step = AnimStep {
                    duration: CAPTURE_SECONDS,
                    on_start: vec![Effect::Sound(Sound::Capture)],
                    ..default()
                };
                for (rank, &s) in shown.picture.stores[store].iter().enumerate() {
                    if let Some(e) = shown.seed(s) {
                        let arc = if ids.contains(&s) { 90.0 } else { 0.0 };
                        step.tweens
                            .push(seed_tween(e, s, lay.store_place(by, rank, s), arc, 1.0));
                    }
                }
                queue.push(step);
            }
            RuleEvent::TurnPassed { to, .. } if !over => {
                let banner = match g.heading(to) {
                    Heading::First => Some(texts.with(
                        "chisolo-banner-first",
                        &[("name", names.of(to).to_string().into())],
                    )),
                    Heading::Choosing => Some(texts.with(
                        "chisolo-banner-choose",
                        &[("name", names.of(to).to_string().into())],
                    )),
                    Heading::Fixed(_) => None,
                };
                if let Some(b) = banner {
                    queue.push(AnimStep::banner(0.8, b));
                }
            }
            RuleEvent::GameOver { outcome } => {
                queue.push(game_over_step(if outcome.is_draw() {
                    texts.get("chisolo-banner-draw")
                } else {
                    texts.with(
                        "chisolo-banner-wins",
                        &[("names", names.winners(&outcome).into())],
                    )
                }));
            }
            _ => {}
        }
    }
    // Whatever happened, the counters end where the state says.
    shown.picture = Picture::of(g);
    let mut settle = AnimStep {
        duration: 0.1,
        ..default()
    };
    for (id, at) in shown.picture.places(lay) {
        if let Some(e) = shown.seed(id) {
            settle.tweens.push(seed_tween(e, id, at, 0.0, 1.0));
        }
    }
    queue.push(settle);
}
