//! The settings window, open over any screen, and which of the shared windows are open.

use crate::app::settings::{Problems, SPEEDS, Settings, UI_SCALES, save_settings};
use crate::app::storage::DataDir;
use bevy::prelude::*;
use bevy_egui::egui;

/// Which of the windows every screen can open are open.
#[derive(Resource, Default)]
pub struct OpenWindows {
    pub settings: bool,
    pub rules: bool,
    /// The pause menu in play (Esc).
    pub pause: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<OpenWindows>();
}

/// The settings window, shared by every screen.
pub fn settings_window(
    ctx: &egui::Context,
    open: &mut OpenWindows,
    settings: &mut Settings,
    problems: &Problems,
    data: &DataDir,
) {
    if !open.settings {
        return;
    }
    let before = settings.clone();
    egui::Window::new("Settings")
        .open(&mut open.settings)
        .collapsible(false)
        .resizable(false)
        // Wide enough for each row of named steps on one line (narrower on a phone).
        .min_width((ctx.content_rect().width() - 40.0).min(520.0))
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            egui::Grid::new("settings")
                .num_columns(2)
                .spacing([16.0, 10.0])
                .show(ui, |ui| {
                    ui.label("Animations");
                    ui.horizontal_wrapped(|ui| {
                        for (name, speed) in SPEEDS {
                            let on = (settings.animation_speed - speed).abs() < 1e-3;
                            if ui.selectable_label(on, name).clicked() {
                                settings.animation_speed = speed;
                            }
                        }
                    });
                    ui.end_row();
                    ui.label("Text and buttons");
                    ui.horizontal_wrapped(|ui| {
                        for (name, scale) in UI_SCALES {
                            let on = (settings.ui_scale - scale).abs() < 1e-3;
                            if ui.selectable_label(on, name).clicked() {
                                settings.ui_scale = scale;
                            }
                        }
                    });
                    ui.end_row();
                    ui.label("Effects volume");
                    ui.add(
                        egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0)
                            .show_value(false),
                    );
                    ui.end_row();
                    ui.label("Music volume");
                    ui.add(
                        egui::Slider::new(&mut settings.music_volume, 0.0..=1.0).show_value(false),
                    );
                    ui.end_row();
                });
            // A page is made full screen by the browser, not by the game.
            if cfg!(not(target_arch = "wasm32")) {
                ui.checkbox(&mut settings.full_screen, "Full screen (F11)");
            }
            ui.checkbox(
                &mut settings.auto_forced_moves,
                "Play forced moves automatically (Backgammon)",
            );
            ui.checkbox(
                &mut settings.pit_counts_always,
                "Show every pit's count (Chisolo; off: on hover)",
            );
            for problem in problems.settings.iter().chain(&problems.theme) {
                ui.colored_label(egui::Color32::from_rgb(255, 190, 120), problem);
            }
        });
    if *settings != before
        && let Err(e) = save_settings(data, settings)
    {
        warn!("settings not saved: {e}");
    }
}
