//! The replay's controls in the panel: where the watched match stands, and the steps back
//! and forth.

use crate::locale::Texts;
use crate::ui::panel::HudCommand;
use bevy::prelude::*;
use bevy_egui::egui;

/// Watching a match: where it stands, and the steps back and forth.
pub(super) fn replay_controls(
    ui: &mut egui::Ui,
    shown: usize,
    total: usize,
    width: f32,
    commands: &mut MessageWriter<HudCommand>,
    texts: &Texts,
) {
    ui.add_space(4.0);
    ui.label(
        egui::RichText::new(texts.with(
            "replay-progress",
            &[
                ("shown", (shown as i64).into()),
                ("total", (total as i64).into()),
            ],
        ))
        .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        let each = (width - 8.0) / 2.0;
        for (id, command, enabled) in [
            ("replay-back", HudCommand::Back, shown > 0),
            ("replay-forward", HudCommand::Forward, shown < total),
        ] {
            let button = egui::Button::new(texts.get(id)).min_size(egui::vec2(each, 30.0));
            if ui.add_enabled(enabled, button).clicked() {
                commands.write(command);
            }
        }
    });
    if ui
        .add(egui::Button::new(texts.get("replay-leave")).min_size(egui::vec2(width, 26.0)))
        .clicked()
    {
        commands.write(HudCommand::LeaveReplay);
    }
}
