//! The keys the board keeps from egui while a match is on screen.

use bevy::prelude::*;
use bevy_egui::{EguiInput, egui};

/// In play, Tab, arrows, Enter and Space belong to the board (choose, play, throw), so
/// egui never sees them: it would move its focus with Tab and arrows and press the focused
/// button with Enter or Space. On the computer's turn every HUD button before "Rules" is
/// disabled, so a slow frame that took Tab and Enter together opened the rules (seen in the
/// browser test).
pub(super) fn keep_keys_for_the_board(mut inputs: Query<&mut EguiInput>) {
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
