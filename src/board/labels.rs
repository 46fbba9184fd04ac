//! Words and numbers on the board (stack counts, pit counts, store names, the die's line),
//! painted by egui at their entities' places, in the theme's label colours: straight on the
//! board's picture, or on a plate of their own.
//!
//! egui already draws the menus and the HUD, so painting board labels with it too keeps
//! Bevy's text stack (shaping, Unicode tables, a second font) out of the build: on the web
//! that is megabytes the page need not download.

use crate::theme::label_colours::{LabelColours, LabelStyle};
use crate::theme::manifest::Theme;
use crate::ui::style::egui_colour;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// A line of text standing at its entity's place in the world.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Transform, Visibility)]
pub struct WorldLabel {
    pub text: String,
    /// The letters' height in world units (they scale with the board).
    pub size: f32,
    pub style: LabelStyle,
    /// Which point of the text (with its plate) is at the entity's place.
    pub anchor: egui::Align2,
}

impl WorldLabel {
    /// A label centred on its place.
    pub fn new(text: impl Into<String>, size: f32, style: LabelStyle) -> Self {
        Self {
            text: text.into(),
            size,
            style,
            anchor: egui::Align2::CENTER_CENTER,
        }
    }

    /// The same label with its left end (or another point) at its place.
    pub fn anchored(self, anchor: egui::Align2) -> Self {
        Self { anchor, ..self }
    }

    /// About where its letters lie standing at `at` in the world (egui's letters are
    /// about 0.6 of their height wide), for the contrast check.
    pub fn extent(&self, at: Vec2) -> Rect {
        let size = Vec2::new(
            0.6 * self.size * self.text.chars().count() as f32,
            self.size,
        );
        // egui's y runs down the screen, the world's up.
        let from = |align: egui::Align| match align {
            egui::Align::Min => 0.0,
            egui::Align::Center => 0.5,
            egui::Align::Max => 1.0,
        };
        let [x, y] = self.anchor.0;
        let top_left = at + Vec2::new(-from(x) * size.x, from(y) * size.y);
        Rect::from_corners(top_left, top_left + Vec2::new(size.x, -size.y))
    }
}

/// A plate's margin round its words, and its corners' radius, in the words' heights.
const PLATE_MARGIN: egui::Vec2 = egui::vec2(0.35, 0.1);
const PLATE_CORNER: f32 = 0.3;

/// The smallest letters a label is painted with, in logical pixels: on a phone the board
/// is drawn small, and its words must still be read.
const SMALLEST_LETTERS: f32 = 12.0;

/// Painting needs egui, so the headless tests (which only read labels) leave this out.
pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, paint_world_labels);
}

/// Paints every visible label under the HUD and menus, nearer ones (higher z) last.
fn paint_world_labels(
    mut contexts: EguiContexts,
    theme: Option<Res<Theme>>,
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
    let colours = theme.map_or_else(LabelColours::default, |t| t.labels);
    let mut shown: Vec<_> = labels
        .iter()
        .filter(|(label, _, visible)| visible.get() && !label.text.is_empty())
        .collect();
    shown.sort_by(|a, b| a.1.translation().z.total_cmp(&b.1.translation().z));
    for (label, at, _) in shown {
        let Ok(p) = camera.world_to_viewport(eye, at.translation()) else {
            continue;
        };
        let size = (label.size * at.scale().y * points_per_unit).max(SMALLEST_LETTERS / zoom);
        let (ink, plate) = colours.of(label.style);
        let [r, g, b, a] = ink.to_u8_array();
        let ink = egui::Color32::from_rgba_unmultiplied(r, g, b, a);
        let font = egui::FontId::proportional(size);
        let place = egui::pos2(p.x / zoom, p.y / zoom);
        let Some(plate) = plate else {
            painter.text(place, label.anchor, &label.text, font, ink);
            continue;
        };
        let words = painter.layout_no_wrap(label.text.clone(), font, ink);
        let margin = PLATE_MARGIN * size;
        let rect = label.anchor.anchor_size(place, words.size() + 2.0 * margin);
        painter.rect_filled(rect, PLATE_CORNER * size, egui_colour(plate.into()));
        painter.galley(rect.min + margin, words, ink);
    }
    Ok(())
}
