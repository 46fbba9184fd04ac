//! Words and numbers on the board (stack counts, pit counts, store names, the die's line),
//! painted by egui at their entities' places.
//!
//! egui already draws the menus and the HUD, so painting board labels with it too keeps
//! Bevy's text stack (shaping, Unicode tables, a second font) out of the build: on the web
//! that is megabytes the page need not download.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A line of text standing at its entity's place in the world.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct WorldLabel {
    pub text: String,
    /// The letters' height in world units (they scale with the board).
    pub size: f32,
    pub colour: Color,
    /// Which point of the text is at the entity's place.
    pub anchor: egui::Align2,
}

impl WorldLabel {
    /// A label centred on its place.
    pub fn new(text: impl Into<String>, size: f32, colour: Color) -> Self {
        Self {
            text: text.into(),
            size,
            colour,
            anchor: egui::Align2::CENTER_CENTER,
        }
    }

    /// The same label with its left end (or another point) at its place.
    pub fn anchored(self, anchor: egui::Align2) -> Self {
        Self { anchor, ..self }
    }
}

/// Painting needs egui, so the headless tests (which only read labels) leave this out.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, paint_world_labels);
}

/// Paints every visible label under the HUD and menus, nearer ones (higher z) last.
fn paint_world_labels(
    mut contexts: EguiContexts,
    cameras: Query<(&Camera, &GlobalTransform)>,
    labels: Query<(&WorldLabel, &GlobalTransform, &InheritedVisibility)>,
) -> Result {
    let Some((camera, eye)) = cameras.iter().find(|(c, _)| c.is_active) else {
        return Ok(());
    };
    // How many screen points one world unit takes at the current window size.
    let (Ok(origin), Ok(unit)) = (
        camera.world_to_viewport(eye, Vec3::ZERO),
        camera.world_to_viewport(eye, Vec3::Y * 100.0),
    ) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The camera speaks logical pixels; egui points are larger by its zoom (the UI scale).
    let zoom = ctx.zoom_factor();
    let points_per_unit = origin.distance(unit) / 100.0 / zoom;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let mut shown: Vec<_> = labels
        .iter()
        .filter(|(label, _, visible)| visible.get() && !label.text.is_empty())
        .collect();
    shown.sort_by(|a, b| a.1.translation().z.total_cmp(&b.1.translation().z));
    for (label, at, _) in shown {
        let Ok(p) = camera.world_to_viewport(eye, at.translation()) else {
            continue;
        };
        let size = label.size * at.scale().y * points_per_unit;
        let [r, g, b, a] = label.colour.to_srgba().to_u8_array();
        painter.text(
            egui::pos2(p.x / zoom, p.y / zoom),
            label.anchor,
            &label.text,
            egui::FontId::proportional(size),
            egui::Color32::from_rgba_unmultiplied(r, g, b, a),
        );
    }
    Ok(())
}
