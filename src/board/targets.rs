//! Targets: glowing spots a person clicks to play one action (where a piece may go, where
//! a barricade may be put). The views spawn them, tinted [`CAPTURE_TINT`] where the move
//! captures; the click is handled here for every game.

use crate::app::layout::{BoardArea, ScreenLayout};
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{AtThisScreen, GameView, Match, MatchRequest};
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

/// A finger's width on a touch screen, in logical pixels.
pub const FINGER_PIXELS: f32 = 44.0;

/// How far from a thing's centre a tap still finds it, in world units at the board's
/// current scale: half a finger, and never less than `drawn` (half the thing's own size).
pub fn tap_reach(screen: &ScreenLayout, area: &BoardArea, drawn: f32) -> f32 {
    let (_, units_per_pixel) = screen.camera_for(area.0, screen.board_region());
    (FINGER_PIXELS / 2.0 * units_per_pixel).max(drawn)
}

/// The nearest of `spots` to `at`, if within `reach`: things drawn closer together than a
/// finger share the space between them, each taking the taps nearer to it.
pub fn nearest_within<T>(
    at: Vec2,
    reach: f32,
    spots: impl IntoIterator<Item = (T, Vec2)>,
) -> Option<T> {
    spots
        .into_iter()
        .map(|(thing, place)| (thing, place.distance(at)))
        .filter(|(_, d)| *d <= reach)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(thing, _)| thing)
}

/// A spot that plays `0` when clicked, while the person is to move.
#[derive(Component, Clone, Debug)]
pub struct TargetSpot<G: Game>(pub G::Action);

/// The observer a view puts on each [`TargetSpot`].
pub fn on_target_click<G: GameView>(
    click: On<Pointer<Click>>,
    targets: Query<&TargetSpot<G>>,
    m: Res<Match<G>>,
    presenting: Res<Presenting>,
    mut requests: MessageWriter<MatchRequest<G>>,
) {
    if let Ok(target) = targets.get(click.entity)
        && m.person_to_move(&presenting)
    {
        requests.write(MatchRequest::Play(target.0.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::layout_for;

    #[test]
    fn the_nearest_thing_in_reach_takes_the_tap() {
        let spots = [("a", Vec2::ZERO), ("b", Vec2::new(30.0, 0.0))];
        assert_eq!(nearest_within(Vec2::new(12.0, 5.0), 20.0, spots), Some("a"));
        assert_eq!(nearest_within(Vec2::new(18.0, 0.0), 20.0, spots), Some("b"));
        assert_eq!(nearest_within(Vec2::new(15.0, 30.0), 20.0, spots), None);
        assert_eq!(
            nearest_within(Vec2::ZERO, 20.0, Vec::<(u8, Vec2)>::new()),
            None
        );
    }

    #[test]
    fn a_tap_reaches_half_a_finger_on_a_phone_and_the_thing_itself_on_a_desktop() {
        let area = BoardArea(Rect::new(-500.0, -350.0, 500.0, 350.0));
        let phone = layout_for(Vec2::new(390.0, 844.0), 1.0);
        let (_, units) = phone.camera_for(area.0, phone.board_region());
        let reach = tap_reach(&phone, &area, 10.0);
        assert!(
            (reach / units - FINGER_PIXELS / 2.0).abs() < 0.01,
            "{}",
            reach / units
        );
        let desktop = layout_for(Vec2::new(1920.0, 1080.0), 1.0);
        assert_eq!(tap_reach(&desktop, &area, 40.0), 40.0);
    }
}
