//! The settings window, open over any screen, and which of the shared windows are open.

use crate::app::settings::{Settings, save_settings};
use crate::app::storage::DataDir;
use bevy::prelude::*;
use bevy_egui::egui;

/// Which of the windows every screen can open are open.
#[derive(Resource, Default)]
pub struct OpenWindows {
    pub settings: bool,
    pub rules: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<OpenWindows>();
}

/// The settings window, shared by every screen.
pub fn settings_window(
    ctx: &egui::Context,
    open: &mut OpenWindows,
    settings: &mut Settings,
    data: &DataDir,
) {
    if !open.settings {
        return;
    }
    let before = settings.clone();
    egui::Window::new("Settings")
        .open(&mut open.settings)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.add(
                egui::Slider::new(&mut settings.animation_speed, 0.0..=4.0)
                    .text("Animation speed (0 = instant)"),
            );
            ui.add(
                egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0).text("Effects volume"),
            );
            ui.add(egui::Slider::new(&mut settings.music_volume, 0.0..=1.0).text("Music volume"));
            ui.checkbox(
                &mut settings.auto_forced_moves,
                "Play forced moves automatically (Backgammon)",
            );
            ui.checkbox(
                &mut settings.pit_counts_always,
                "Show every pit's count (Chisolo; off: on hover)",
            );
        });
    if *settings != before
        && let Err(e) = save_settings(data, settings)
    {
        warn!("settings not saved: {e}");
    }
}
