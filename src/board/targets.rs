//! Targets: glowing spots a person clicks to play one action (where a piece may go, where
//! a barricade may be put). The views spawn them; the click is handled here for every game.

use crate::board::animation::AnimationQueue;
use crate::session::match_flow::{Match, MatchRequest, TableGame};
use bevy::prelude::*;
use tabula_core::Game;

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
