//! Choosing among a turn's options with the keyboard, the same on every board: Tab or →
//! steps forward, Shift+Tab or ← back, wrapping round at either end. And where the mouse
//! pointer is on the board, for pieces that follow it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// The mouse pointer's place on the board, in world coordinates.
#[derive(SystemParam)]
pub struct PointerOnBoard<'w, 's> {
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    cameras: Query<'w, 's, (&'static Camera, &'static GlobalTransform)>,
}

impl PointerOnBoard<'_, '_> {
    /// `None` while the pointer is outside the window.
    pub fn world(&self) -> Option<Vec2> {
        let cursor = self.windows.single().ok()?.cursor_position()?;
        self.cameras
            .iter()
            .find_map(|(camera, at)| camera.viewport_to_world_2d(at, cursor).ok())
    }
}

/// Which way the keys pressed this frame step the cursor: `Some(true)` forward,
/// `Some(false)` back, `None` when they do not.
pub fn step_keys(keys: &ButtonInput<KeyCode>) -> Option<bool> {
    let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
    let tab = keys.just_pressed(KeyCode::Tab);
    if (tab && !shift) || keys.just_pressed(KeyCode::ArrowRight) {
        Some(true)
    } else if (tab && shift) || keys.just_pressed(KeyCode::ArrowLeft) {
        Some(false)
    } else {
        None
    }
}

/// The cursor moved one step among `n` options: from nothing to the first (forward) or
/// the last (back), wrapping round at the ends; nothing when there are no options.
pub fn stepped(cursor: Option<usize>, n: usize, forward: bool) -> Option<usize> {
    if n == 0 {
        return None;
    }
    Some(match (cursor, forward) {
        (None, true) => 0,
        (None, false) => n - 1,
        (Some(c), true) => (c + 1) % n,
        (Some(c), false) => (c.min(n - 1) + n - 1) % n,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stepping_starts_at_either_end_and_wraps_round() {
        assert_eq!(stepped(None, 3, true), Some(0));
        assert_eq!(stepped(None, 3, false), Some(2));
        assert_eq!(stepped(Some(0), 3, true), Some(1));
        assert_eq!(stepped(Some(2), 3, true), Some(0));
        assert_eq!(stepped(Some(0), 3, false), Some(2));
        assert_eq!(stepped(Some(2), 3, false), Some(1));
        assert_eq!(stepped(Some(0), 1, true), Some(0));
        assert_eq!(stepped(None, 0, true), None);
        assert_eq!(stepped(Some(4), 0, false), None);
    }

    #[test]
    fn a_cursor_left_beyond_fewer_options_comes_back_inside() {
        assert_eq!(stepped(Some(5), 3, true), Some(0));
        assert_eq!(stepped(Some(5), 3, false), Some(1));
    }

    #[test]
    fn tab_steps_forward_and_shift_tab_back() {
        let mut keys = ButtonInput::<KeyCode>::default();
        assert_eq!(step_keys(&keys), None);
        keys.press(KeyCode::Tab);
        assert_eq!(step_keys(&keys), Some(true));
        keys.clear();
        keys.release(KeyCode::Tab);
        keys.press(KeyCode::ShiftLeft);
        keys.press(KeyCode::Tab);
        assert_eq!(step_keys(&keys), Some(false));
        keys.clear();
        keys.release_all();
        keys.press(KeyCode::ArrowLeft);
        assert_eq!(step_keys(&keys), Some(false));
        keys.clear();
        keys.press(KeyCode::ArrowRight);
        assert_eq!(step_keys(&keys), Some(true));
    }
}
