//! The settings window, open over any screen, and which of the shared windows are open.

use crate::app::settings::{Problems, SPEEDS, Settings, UI_SCALES, save_settings};
use crate::app::storage::DataDir;
use crate::locale::Texts;
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
    texts: &Texts,
) {
    if !open.settings {
        return;
    }
    let before = settings.clone();
    egui::Window::new(texts.get("settings"))
        .id(egui::Id::new("settings"))
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
                    ui.label(texts.get("settings-animations"));
                    ui.horizontal_wrapped(|ui| {
                        for (name, speed) in SPEEDS {
                            let on = (settings.animation_speed - speed).abs() < 1e-3;
                            if ui.selectable_label(on, texts.get(name)).clicked() {
                                settings.animation_speed = speed;
                            }
                        }
                    });
                    ui.end_row();
                    ui.label(texts.get("settings-size"));
                    ui.horizontal_wrapped(|ui| {
                        for (name, scale) in UI_SCALES {
                            let on = (settings.ui_scale - scale).abs() < 1e-3;
                            if ui.selectable_label(on, texts.get(name)).clicked() {
                                settings.ui_scale = scale;
                            }
                        }
                    });
                    ui.end_row();
                    ui.label(texts.get("settings-effects"));
                    ui.add(
                        egui::Slider::new(&mut settings.effects_volume, 0.0..=1.0)
                            .show_value(false),
                    );
                    ui.end_row();
                    ui.label(texts.get("settings-language"));
                    ui.horizontal_wrapped(|ui| {
                        for (code, name) in texts.languages() {
                            let on = texts.language() == code;
                            if ui.selectable_label(on, name).clicked() {
                                settings.language = Some(code);
                            }
                        }
                    });
                    ui.end_row();
                    ui.label(texts.get("settings-music"));
                    ui.add(
                        egui::Slider::new(&mut settings.music_volume, 0.0..=1.0).show_value(false),
                    );
                    ui.end_row();
                });
            // A page is made full screen by the browser, not by the game.
            if cfg!(not(target_arch = "wasm32")) {
                ui.checkbox(&mut settings.full_screen, texts.get("settings-full-screen"));
            }
            ui.checkbox(
                &mut settings.auto_forced_moves,
                texts.get("settings-forced"),
            );
            ui.checkbox(
                &mut settings.pit_counts_always,
                texts.get("settings-pit-counts"),
            );
            ui.checkbox(&mut settings.hints, texts.get("settings-hints"));
            for problem in problems.settings.iter().chain(&problems.theme) {
                ui.colored_label(egui::Color32::from_rgb(255, 190, 120), texts.told(problem));
            }
        });
    if *settings != before
        && let Err(e) = save_settings(data, settings)
    {
        warn!("settings not saved: {e}");
    }
}
