//! The keys the board keeps from egui while a match is on screen.

use crate::online::Online;
use bevy::prelude::*;
use bevy_egui::{EguiInput, egui};

/// In play, Tab, arrows, Enter and Space belong to the board (choose, play, throw), so
/// egui never sees them: it would move its focus with Tab and arrows and press the focused
/// button with Enter or Space. On the computer's turn every HUD button before "Rules" is
/// disabled, so a slow frame that took Tab and Enter together opened the rules (seen in the
/// browser test).
/// While the player types a chat line, the keys are the line's instead.
pub(super) fn keep_keys_for_the_board(mut inputs: Query<&mut EguiInput>, online: Res<Online>) {
    if online.typing {
        return;
    }
    for mut input in &mut inputs {
        input.0.events.retain(|event| !is_board_key(event));
    }
}

pub(super) fn is_board_key(event: &egui::Event) -> bool {
    use egui::Key;
    matches!(
        event,
        egui::Event::Key {
            key: Key::Tab
                | Key::Enter
                | Key::Space
                | Key::ArrowLeft
                | Key::ArrowRight
                | Key::ArrowUp
                | Key::ArrowDown,
            ..
        }
    )
}

/// While the player types a chat line, the board hears no key (Space would throw, Enter
/// play): egui reads the keyboard's messages, the board the pressed keys cleared here.
pub(super) fn typing_takes_the_keys(online: Res<Online>, mut keys: ResMut<ButtonInput<KeyCode>>) {
    if online.typing {
        keys.reset_all();
    }
}
