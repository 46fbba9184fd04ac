//! The settings window, open over any screen, and which of the shared windows are open.

use crate::app::settings::{Problems, SPEEDS, Settings, TUTORS, UI_SCALES, save_settings};
use crate::app::storage::DataDir;
use crate::locale::Texts;
use crate::theme::{ThemeCatalogue, ThemeLoading, ThemeManifest, ThemeName};
use crate::ui::palette;
use crate::ui::style::{StyledSystems, finger_wide};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

/// Which of the windows every screen can open are open.
#[derive(Resource, Default)]
pub struct OpenWindows {
    pub settings: bool,
    pub rules: bool,
    /// The pause menu in play (Esc).
    pub pause: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<OpenWindows>().add_systems(
        EguiPrimaryContextPass,
        settings_window
            .run_if(resource_exists::<Texts>)
            .in_set(StyledSystems),
    );
}

/// The themes on offer, for the settings window: each one's picture (once loaded), name
/// and author, and its folder.
struct ThemeOffer<'a> {
    choices: Vec<(Option<egui::TextureId>, String, &'a str)>,
    shown: &'a str,
    loading: bool,
}

/// The settings window, over any screen.
#[allow(clippy::too_many_arguments)]
fn settings_window(
    mut contexts: EguiContexts,
    mut open: ResMut<OpenWindows>,
    mut settings: ResMut<Settings>,
    problems: Res<Problems>,
    data: Res<DataDir>,
    texts: Res<Texts>,
    catalogue: Option<Res<ThemeCatalogue>>,
    manifests: Option<Res<Assets<ThemeManifest>>>,
    shown: Option<Res<ThemeName>>,
    loading: Option<Res<ThemeLoading>>,
    images: Res<Assets<Image>>,
) -> Result {
    if !open.settings {
        return Ok(());
    }
    let themes = match (&catalogue, &manifests, &shown) {
        (Some(catalogue), Some(manifests), Some(shown)) => {
            let choices = catalogue
                .themes
                .iter()
                .map(|choice| {
                    let picture = choice
                        .icon
                        .as_ref()
                        .filter(|icon| images.contains(*icon))
                        .map(|icon| contexts.add_image(EguiTextureHandle::Weak(icon.id())));
                    let label = match choice.described(manifests) {
                        Some((name, author)) if !author.is_empty() => texts.with(
                            "settings-theme-by",
                            &[("name", name.into()), ("author", author.into())],
                        ),
                        Some((name, _)) => name,
                        None => choice.folder.clone(),
                    };
                    (picture, label, choice.folder.as_str())
                })
                .collect();
            let choices = told_apart(choices);
            Some(ThemeOffer {
                choices,
                shown: &shown.0,
                loading: loading.is_some_and(|l| l.busy()),
            })
        }
        _ => None,
    };
    let ctx = contexts.ctx_mut()?;
    let before = settings.clone();
    let settings = &mut *settings;
    // No title bar: its close cross is too small for a finger. The heading and a button
    // at the foot instead.
    let mut close = false;
    egui::Window::new(texts.get("settings"))
        .id(egui::Id::new("settings"))
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        // Wide enough for each row of named steps on one line (narrower on a phone).
        .min_width((ctx.content_rect().width() - 40.0).min(520.0))
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        // Never taller than the window: at the largest text size the rows scroll.
        .max_height(ctx.content_rect().height() - 60.0)
        .constrain(true)
        .show(ctx, |ui| {
            ui.heading(texts.get("settings"));
            let foot = ui.spacing().interact_size.y + 2.0 * ui.spacing().item_spacing.y + 8.0;
            egui::ScrollArea::vertical()
                .max_height(ui.available_height() - foot)
                .show(ui, |ui| {
                    egui::Grid::new("settings")
                        .num_columns(2)
                        .spacing([16.0, 10.0])
                        .show(ui, |ui| {
                            ui.label(texts.get("settings-animations"));
                            ui.horizontal_wrapped(|ui| {
                                for (name, speed) in SPEEDS {
                                    let on = (settings.animation_speed - speed).abs() < 1e-3;
                                    if choice(ui, on, texts.get(name)).clicked() {
                                        settings.animation_speed = speed;
                                    }
                                }
                            });
                            ui.end_row();
                            ui.label(texts.get("settings-size"));
                            ui.horizontal_wrapped(|ui| {
                                for (name, scale) in UI_SCALES {
                                    let on = (settings.ui_scale - scale).abs() < 1e-3;
                                    if choice(ui, on, texts.get(name)).clicked() {
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
                                    if choice(ui, on, name).clicked() {
                                        settings.language = Some(code);
                                    }
                                }
                            });
                            ui.end_row();
                            ui.label(texts.get("settings-music"));
                            ui.add(
                                egui::Slider::new(&mut settings.music_volume, 0.0..=1.0)
                                    .show_value(false),
                            );
                            ui.end_row();
                            if let Some(offer) = &themes {
                                ui.label(texts.get("settings-theme"));
                                theme_choice(ui, offer, settings);
                                ui.end_row();
                            }
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
                    ui.horizontal_wrapped(|ui| {
                        ui.label(texts.get("settings-tutor"));
                        for (name, tutor) in TUTORS {
                            let on = settings.tutor == tutor;
                            if choice(ui, on, texts.get(name)).clicked() {
                                settings.tutor = tutor;
                            }
                        }
                    });
                    for problem in problems.settings.iter().chain(&problems.theme) {
                        ui.colored_label(palette::WARNING, texts.told(problem));
                    }
                });
            ui.add_space(8.0);
            ui.vertical_centered(|ui| {
                let button = egui::Button::new(texts.get("ok")).min_size(egui::vec2(120.0, 0.0));
                if ui.add(button).clicked() {
                    close = true;
                }
            });
        });
    if close {
        open.settings = false;
    }
    if *settings != before
        && let Err(e) = save_settings(&data, settings)
    {
        warn!("settings not saved: {e}");
    }
    Ok(())
}

/// Themes that would read the same (a copy not yet renamed) say their folders too.
fn told_apart<P>(mut choices: Vec<(P, String, &str)>) -> Vec<(P, String, &str)> {
    let labels: Vec<String> = choices.iter().map(|(_, label, _)| label.clone()).collect();
    for (_, label, folder) in &mut choices {
        if labels.iter().filter(|l| *l == label).count() > 1 {
            *label = format!("{label} ({folder})");
        }
    }
    choices
}

/// A button per theme, by its picture, name and author; the one shown is marked, and the
/// one loading says so.
fn theme_choice(ui: &mut egui::Ui, offer: &ThemeOffer, settings: &mut Settings) {
    ui.vertical(|ui| {
        for (picture, label, folder) in &offer.choices {
            let on = offer.shown == *folder;
            let text = if on && offer.loading {
                format!("{label} …")
            } else {
                label.clone()
            };
            let clicked = ui
                .horizontal(|ui| {
                    if let Some(id) = picture {
                        ui.add(egui::Image::new((*id, egui::vec2(28.0, 28.0))));
                    }
                    choice(ui, on, text).clicked()
                })
                .inner;
            if clicked {
                settings.theme = Some(folder.to_string());
            }
        }
    });
}

/// One of a row of choices, at least as wide as it is high: a finger's width on a phone
/// (an option's short name, as "Off", was narrower).
fn choice<'a>(ui: &mut egui::Ui, on: bool, text: impl egui::IntoAtoms<'a>) -> egui::Response {
    ui.add(egui::Button::selectable(on, text).min_size(finger_wide(ui)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_of_one_name_say_their_folders() {
        let choices = vec![
            ((), "Classic".to_string(), "classic"),
            ((), "Classic".to_string(), "my-classic"),
            ((), "Ink".to_string(), "ink"),
        ];
        let labels: Vec<String> = told_apart(choices).into_iter().map(|c| c.1).collect();
        assert_eq!(labels, ["Classic (classic)", "Classic (my-classic)", "Ink"]);
    }
}
