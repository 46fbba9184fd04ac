//! Malefiz: a plain painted board (the game places the fields; the field, barricade, goal
//! and houses are editable SVG sources in `assets/themes/classic/svg/`), and the sprites'
//! sizes.

use super::{GrainStyle, bevel_edge, grain};
use crate::palette::{self, Rgb};
use crate::rng::Rng;
use crate::svg::{doc, n};
use std::fmt::Write;
use std::sync::LazyLock;
use tabula_layout::MalefizLayout;

/// The board's layout, `assets/layouts/malefiz.ron`: its size and painted border (the game
/// lays the fields by the same file).
pub static LAYOUT: LazyLock<MalefizLayout> = LazyLock::new(MalefizLayout::default);

/// The board image's size, from the layout.
pub fn board_size() -> (u32, u32) {
    LAYOUT.image
}
/// Size of a field image (square).
pub const FIELD_SIZE: u32 = 64;
/// Size of the barricade image (square).
pub const BARRICADE_SIZE: u32 = 64;
/// Size of the goal image (square).
pub const GOAL_SIZE: u32 = 96;
/// Size of a house image.
pub const HOUSE_SIZE: (u32, u32) = (160, 110);

/// The board's paint: a warm off-white.
const PAINT: Rgb = Rgb::hex("#ECE0C4");

/// The board at the layout's size: light painted wood with the grain showing faintly
/// through, a painted border band as wide as the layout's border and a fine line inside
/// it. No fields: the game places them.
pub fn board() -> String {
    let (bw, bh) = board_size();
    let (w, h) = (bw as f32, bh as f32);
    let deep = palette::INK_DEEP;
    let band = palette::WOOD_DARK;
    let mut rng = Rng(0x3A1EF12);
    let mut defs = String::new();
    let _ = writeln!(
        defs,
        "<clipPath id=\"panel\"><rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" rx=\"22\"/>\
         </clipPath>\n\
         <radialGradient id=\"light\" cx=\"0.42\" cy=\"0.4\" r=\"0.75\">\
         <stop offset=\"0\" stop-color=\"#FFFFFF\" stop-opacity=\"0.18\"/>\
         <stop offset=\"0.6\" stop-color=\"#FFFFFF\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.1\"/></radialGradient>\n\
         <linearGradient id=\"bevel\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF4DC\" stop-opacity=\"0.55\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF4DC\" stop-opacity=\"0.05\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.55\"/></linearGradient>",
        n(w),
        n(h)
    );
    let mut b = format!(
        "<g clip-path=\"url(#panel)\">\n<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" \
         fill=\"{band}\"/>\n",
        n(w),
        n(h)
    );
    // The border band: stained wood, its grain along each side.
    b += &grain(
        &mut rng,
        (0.0, 0.0, w, h),
        false,
        band,
        GrainStyle {
            strength: 0.7,
            spacing: 12.0,
            wave: 1.0,
        },
    );
    // The painted panel, the boards' grain faint under the paint.
    let inset = LAYOUT.border;
    let _ = writeln!(
        b,
        "<rect x=\"{i}\" y=\"{i}\" width=\"{pw}\" height=\"{ph}\" rx=\"8\" fill=\"{PAINT}\"/>\n\
         <clipPath id=\"paint\"><rect x=\"{i}\" y=\"{i}\" width=\"{pw}\" height=\"{ph}\" \
         rx=\"8\"/></clipPath>\n<g clip-path=\"url(#paint)\">",
        i = n(inset),
        pw = n(w - 2.0 * inset),
        ph = n(h - 2.0 * inset)
    );
    b += &grain(
        &mut rng,
        (inset, inset, w - inset, h - inset),
        false,
        PAINT,
        GrainStyle {
            strength: 0.28,
            spacing: 16.0,
            wave: 1.3,
        },
    );
    let _ = writeln!(
        b,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"url(#light)\"/>\n</g>\n\
         <rect x=\"{i}\" y=\"{i}\" width=\"{}\" height=\"{}\" rx=\"8\" fill=\"none\" \
         stroke=\"{deep}\" stroke-opacity=\"0.55\" stroke-width=\"2\"/>\n\
         <rect x=\"{j}\" y=\"{j}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"none\" \
         stroke=\"{}\" stroke-opacity=\"0.7\" stroke-width=\"1.5\"/>\n</g>",
        n(w),
        n(h),
        n(w - 2.0 * inset),
        n(h - 2.0 * inset),
        n(w - 2.0 * inset - 20.0),
        n(h - 2.0 * inset - 20.0),
        band.mix(PAINT, 0.35),
        i = n(inset),
        j = n(inset + 10.0),
    );
    b += &bevel_edge(w, h, 22.0);
    doc(bw, bh, &defs, &b)
}
