//! The loading screen: the theme's files arrive, with progress.

use crate::locale::Texts;
use crate::theme::ThemeLoading;
use crate::ui::style::centred;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub fn loading(
    mut contexts: EguiContexts,
    progress: Res<ThemeLoading>,
    texts: Option<Res<Texts>>,
) -> Result {
    centred(contexts.ctx_mut()?, |ui| {
        ui.heading(egui::RichText::new("Tabula").size(48.0));
        ui.add_space(20.0);
        let fraction = if progress.total == 0 {
            0.0
        } else {
            progress.done as f32 / progress.total as f32
        };
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(320.0)
                .show_percentage(),
        );
        // The texts load beside the theme; until they are in, the bar says enough.
        if let Some(texts) = texts {
            ui.label(texts.get("loading"));
        }
    });
    Ok(())
}
