//! Chisolo, the four-row mancala: a plain carved plank (the game places the pits; the pit
//! and the seeds are editable SVG sources in `assets/themes/classic/svg/`), and the
//! sprites' sizes.

use super::{GrainStyle, bevel_edge, blur, grain};
use crate::palette::{self, Rgb};
use crate::rng::Rng;
use crate::svg::{doc, n};
use std::fmt::Write;
use std::sync::LazyLock;
use tabula_layout::ChisoloLayout;

/// The plank's layout, `assets/layouts/chisolo.ron`: its size and carved border (the game
/// lays the pits by the same file).
pub static LAYOUT: LazyLock<ChisoloLayout> = LazyLock::new(ChisoloLayout::default);

/// The plank image's size, from the layout.
pub fn board_size() -> (u32, u32) {
    LAYOUT.image
}
/// Size of the pit image.
pub const PIT_SIZE: u32 = 160;
/// Size of a seed image.
pub const SEED_SIZE: u32 = 40;
/// How many seed variants there are.
pub const SEEDS: usize = 4;

/// The plank's wood: a light honey, on which the coordinates' ink reads everywhere.
const PLANK: Rgb = Rgb::hex("#BC864E");

/// The plank at the layout's size: honey wood with its grain along, a carved border where
/// the layout says and a carved groove across the middle between the two players' halves.
/// No pits: the game places them.
pub fn board() -> String {
    let (bw, bh) = board_size();
    let (w, h) = (bw as f32, bh as f32);
    let deep = palette::INK_DEEP;
    let mut rng = Rng(0xC415_0100);
    let mut defs = blur("b3", 3.0);
    let _ = writeln!(
        defs,
        "<clipPath id=\"plank\"><rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" rx=\"26\"/>\
         </clipPath>\n\
         <linearGradient id=\"light\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF0D6\" stop-opacity=\"0.12\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF0D6\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.08\"/></linearGradient>\n\
         <linearGradient id=\"bevel\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF0D6\" stop-opacity=\"0.6\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF0D6\" stop-opacity=\"0.05\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.6\"/></linearGradient>",
        n(w),
        n(h)
    );
    let mut b = format!(
        "<g clip-path=\"url(#plank)\">\n<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" \
         fill=\"{PLANK}\"/>\n",
        n(w),
        n(h)
    );
    b += &grain(
        &mut rng,
        (0.0, 0.0, w, h),
        false,
        PLANK,
        GrainStyle {
            strength: 0.8,
            spacing: 9.0,
            wave: 1.6,
        },
    );
    let _ = writeln!(
        b,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"url(#light)\"/>\n</g>",
        n(w),
        n(h)
    );
    // Carved lines: the upper wall of a cut is in shadow, the lower one catches light.
    let carve = |d: &str, width: f32| {
        format!(
            "<path d=\"{d}\" fill=\"none\" stroke=\"#FFF0D6\" stroke-opacity=\"0.4\" \
             stroke-width=\"{}\" transform=\"translate(1 1.5)\" stroke-linecap=\"round\"/>\n\
             <path d=\"{d}\" fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.6\" \
             stroke-width=\"{}\" stroke-linecap=\"round\"/>\n",
            n(width * 0.6),
            n(width)
        )
    };
    let inset = LAYOUT.border;
    b += &carve(
        &format!(
            "M {i} {} L {i} {i} L {} {i} L {} {} L {i} {} Z",
            n(h / 2.0),
            n(w - inset),
            n(w - inset),
            n(h - inset),
            n(h - inset),
            i = n(inset)
        ),
        2.0,
    );
    // The groove between the halves: wider, with a soft shadow inside.
    let groove = format!(
        "M {} {} L {} {}",
        n(inset + 22.0),
        n(h / 2.0),
        n(w - inset - 22.0),
        n(h / 2.0)
    );
    let _ = writeln!(
        b,
        "<path d=\"{groove}\" fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.35\" \
         stroke-width=\"9\" stroke-linecap=\"round\" filter=\"url(#b3)\"/>"
    );
    b += &carve(&groove, 5.0);
    b += &bevel_edge(w, h, 26.0);
    doc(bw, bh, &defs, &b)
}
