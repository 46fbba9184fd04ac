//! Choosing among a turn's options with the keyboard, the same on every board: Tab or →
//! steps forward, Shift+Tab or ← back, wrapping round at either end; Enter plays the choice
//! keyed, Esc drops the pick. And where the mouse
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

/// What the keys pressed this frame ask of a turn's `n` choices, the cursor being at
/// `cursor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAsk {
    /// Key the choice at this index (Tab, Shift+Tab, the arrows).
    Key(usize),
    /// Play the keyed choice at this index (Enter).
    Play(usize),
    /// Drop the pick (Esc).
    Drop,
}

/// The keys' ask of this frame, if any (stepping first, then Enter, then Esc).
pub fn key_ask(keys: &ButtonInput<KeyCode>, cursor: Option<usize>, n: usize) -> Option<KeyAsk> {
    let enter = keys.just_pressed(KeyCode::Enter) || keys.just_pressed(KeyCode::NumpadEnter);
    if let Some(forward) = step_keys(keys) {
        stepped(cursor, n, forward).map(KeyAsk::Key)
    } else if enter {
        cursor.filter(|&c| c < n).map(KeyAsk::Play)
    } else {
        keys.just_pressed(KeyCode::Escape).then_some(KeyAsk::Drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_step_play_or_drop_the_pick() {
        let press = |key: KeyCode| {
            let mut keys = ButtonInput::<KeyCode>::default();
            keys.press(key);
            keys
        };
        assert_eq!(key_ask(&press(KeyCode::Tab), None, 3), Some(KeyAsk::Key(0)));
        assert_eq!(
            key_ask(&press(KeyCode::ArrowLeft), Some(0), 3),
            Some(KeyAsk::Key(2))
        );
        assert_eq!(
            key_ask(&press(KeyCode::Enter), Some(1), 3),
            Some(KeyAsk::Play(1))
        );
        // Nothing keyed, or a cursor left over from a longer list: Enter plays nothing.
        assert_eq!(key_ask(&press(KeyCode::Enter), None, 3), None);
        assert_eq!(key_ask(&press(KeyCode::NumpadEnter), Some(3), 3), None);
        assert_eq!(
            key_ask(&press(KeyCode::Escape), Some(1), 3),
            Some(KeyAsk::Drop)
        );
        assert_eq!(key_ask(&press(KeyCode::KeyQ), Some(1), 3), None);
    }

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
