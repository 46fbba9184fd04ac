//! The highlight layer every view draws what a person may do on: faint rings on what may
//! move, a bright one on the piece picked, glowing targets where it may go. One rule says
//! when the marks are stale (the match moved, the board started or stopped moving, or
//! the view asked), and one place clears them.

use crate::app::screens::MatchScoped;
use crate::board::targets::{CAPTURE_TINT, TargetSpot, on_target_click};
use crate::session::match_flow::Presenting;
use crate::session::match_flow::{GameView, Match};
use crate::theme::Theme;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// A mark of the highlight layer: cleared whenever the layer is drawn again.
#[derive(Component, Debug, Default)]
pub struct Highlight;

/// How brightly a piece that may move (but is not picked) is ringed.
const FAINT: f32 = 0.4;

/// A view's layer of marks of kind `M` ([`Highlight`] unless the view keeps another kind
/// apart, as Malefiz's path dots), with the commands to draw them.
#[derive(SystemParam)]
pub struct Marks<'w, 's, M: Component = Highlight> {
    pub commands: Commands<'w, 's>,
    shown: Query<'w, 's, Entity, With<M>>,
    drawn_for: Local<'s, Option<(usize, bool)>>,
}

impl<M: Component> Marks<'_, '_, M> {
    /// Clears the marks when they are stale: drawn for another point of the match or
    /// another state of the board, or `asked` for (which is then reset). True when the
    /// view is to draw them now: they were cleared and the board is still.
    pub fn clear_if_stale<G: GameView>(
        &mut self,
        m: &Match<G>,
        presenting: &Presenting,
        asked: &mut bool,
    ) -> bool {
        let now = (m.history.len(), presenting.is_busy());
        if !*asked && *self.drawn_for == Some(now) {
            return false;
        }
        *asked = false;
        *self.drawn_for = Some(now);
        for e in &self.shown {
            self.commands.entity(e).despawn();
        }
        !now.1
    }
}

/// A ring round a piece at `at` that may move: bright when it is the one picked.
pub fn movable_ring(theme: &Theme, at: Vec2, size: f32, picked: bool) -> impl Bundle {
    let alpha = if picked { 1.0 } else { FAINT };
    (
        Highlight,
        Sprite {
            color: Color::WHITE.with_alpha(alpha),
            ..theme.sprite("selected", Vec2::splat(size))
        },
        Transform::from_translation(at.extend(9.0)),
        Pickable::IGNORE,
        MatchScoped,
    )
}

/// The glow of a place where a move may end, red where it captures (spawn it with
/// [`target`]).
pub fn target_glow(theme: &Theme, size: f32, capture: bool) -> Sprite {
    let mut glow = theme.sprite("highlight", Vec2::splat(size));
    if capture {
        glow.color = CAPTURE_TINT;
    }
    glow
}

/// A target to click for `action`, drawn as `glow` at `at` (z included).
pub fn target<G: GameView>(
    commands: &mut Commands,
    action: G::Action,
    glow: Sprite,
    at: Vec3,
) -> Entity {
    commands
        .spawn((
            TargetSpot::<G>(action),
            glow,
            Transform::from_translation(at),
            Pickable::default(),
            Highlight,
            MatchScoped,
        ))
        .observe(on_target_click::<G>)
        .id()
}
