//! Targets: glowing spots a person clicks to play one action (where a piece may go, where
//! a barricade may be put). The views spawn them, tinted [`CAPTURE_TINT`] where the move
//! captures; the click is handled here for every game.

use crate::board::animation::AnimationQueue;
use crate::session::match_flow::{AtThisScreen, Match, MatchRequest, TableGame};
use bevy::prelude::*;
use tabula_core::Game;

/// The tint of a target whose move captures (plain targets keep the theme's colour).
pub const CAPTURE_TINT: Color = Color::srgb(1.0, 0.32, 0.28);

/// True when `action` would capture (hit, send home) something of another side.
pub fn captures<G: Game>(state: &G, action: &G::Action) -> bool {
    let mut probe = state.clone();
    let mut events = Vec::new();
    probe.apply(action, &mut events).is_ok()
        && events
            .iter()
            .any(|e| matches!(e, tabula_core::RuleEvent::Captured { .. }))
}

/// An invisible, larger place to tap a small piece or target by, as its child (a click on
/// it reaches the parent's observers): on a phone a finger needs about 44 pixels, more
/// than a piece is drawn there.
pub fn touch_pad(size: f32) -> impl Bundle {
    (
        Sprite::from_color(Color::NONE, Vec2::splat(size)),
        // Just under its parent, so the parent's own picture is what a click finds first.
        Transform::from_xyz(0.0, 0.0, -0.05),
        Pickable::default(),
    )
}

/// A spot that plays `0` when clicked, while the person is to move.
#[derive(Component, Clone, Debug)]
pub struct TargetSpot<G: Game>(pub G::Action);

/// The observer a view puts on each [`TargetSpot`].
pub fn on_target_click<G: TableGame>(
    click: On<Pointer<Click>>,
    targets: Query<&TargetSpot<G>>,
    m: Res<Match<G>>,
    queue: Res<AnimationQueue>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    if let Ok(target) = targets.get(click.entity)
        && m.person_to_move(&*queue)
    {
        requests.write(MatchRequest::Play(target.0.clone()));
    }
}
