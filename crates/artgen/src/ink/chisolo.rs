//! Chisolo in ink: a paper plank with a bold ink border and a bold line between the
//! halves, pits drawn as grey-washed bowls in ink circles, and four counters that differ
//! in greyscale (white, black, grey and hatched).

use super::draw::{circle_path, hatch};
use super::{INK, PAPER, WASH};
use crate::art::chisolo::{BOARD_H, BOARD_W, PIT_RADIUS, PIT_SIZE, SEED_SIZE, scar, stone_outline};
use crate::palette::Rgb;
use crate::rng::Rng;
use crate::svg::{circle, diamond, doc, inset_rect, n, smooth_closed, stroked};
use std::fmt::Write;

/// The plank, 1000×600: paper with a bold ink edge, a fine line inside it, and a bold
/// line across the middle between the players' halves, with a small diamond at each end.
/// No pits: the game places them.
pub fn board() -> String {
    let (w, h) = (BOARD_W as f32, BOARD_H as f32);
    let mut b = inset_rect(w, h, 5.0, 22.0, &stroked(PAPER, INK, 10.0));
    b += &inset_rect(w, h, 22.0, 10.0, &stroked("none", INK, 2.5));
    let (x0, x1, y) = (60.0, w - 60.0, h / 2.0);
    let _ = writeln!(
        b,
        "<path d=\"M {} {y} L {} {y}\" stroke=\"{INK}\" stroke-width=\"7\" \
         stroke-linecap=\"round\"/>",
        n(x0),
        n(x1),
        y = n(y)
    );
    for x in [x0 - 22.0, x1 + 22.0] {
        b += &diamond(x, y, 14.0, 45.0, INK);
    }
    doc(BOARD_W, BOARD_H, "", &b)
}

/// One pit, 160×160: a bowl of grey wash in a bold ink circle, its top-left wall a darker
/// crescent of wash; transparent round it.
pub fn pit() -> String {
    let s = PIT_SIZE as f32;
    let c = s / 2.0;
    let r = PIT_RADIUS;
    let defs = format!(
        "<clipPath id=\"bowl\">{}</clipPath>\n",
        circle(c, c, r, "").trim_end()
    );
    let mut b = circle(c, c, r, &format!("fill=\"{WASH}\""));
    // The wall in shadow: the bowl minus a disc moved towards the bottom right.
    let _ = writeln!(
        b,
        "<g clip-path=\"url(#bowl)\"><path d=\"M {0} {1} h {2} v {2} h -{2} Z {3}\" \
         fill=\"{4}\" fill-rule=\"evenodd\"/></g>",
        n(c - r),
        n(c - r),
        n(2.0 * r),
        circle_path(c + r * 0.14, c + r * 0.18, r * 0.98),
        WASH.mix(INK, 0.22)
    );
    b += &circle(c, c, r, &stroked("none", INK, 6.0));
    doc(PIT_SIZE, PIT_SIZE, &defs, &b)
}

/// Seed variant `k` (0..4), 40×40: 0 a white pebble, 1 a black bean with a paper scar,
/// 2 a grey stone with paper specks, 3 a hatched stone; each edged in ink.
pub fn seed(k: usize) -> String {
    let mut rng = Rng(0x1_5EED0 + k as u64);
    let (cx, cy, r) = (19.0, 19.0, 13.0);
    let elongation = [1.12, 1.4, 1.18, 1.28][k];
    let tilt = rng.range(-0.7, 0.7) as f32;
    let shape = smooth_closed(&stone_outline(&mut rng, cx, cy, r, elongation, tilt));
    let fill: Rgb = match k {
        0 | 3 => PAPER,
        1 => INK,
        _ => Rgb::hex("#9A948A"),
    };
    let defs = format!("<clipPath id=\"stone\"><path d=\"{shape}\"/></clipPath>\n");
    let mut b = format!(
        "<path d=\"{shape}\" fill=\"{INK}\" fill-opacity=\"0.22\" \
         transform=\"translate(1.5 2)\"/>\n<path d=\"{shape}\" fill=\"{fill}\"/>\n"
    );
    match k {
        1 => {
            b += &scar(
                (cx, cy, r),
                tilt,
                (0.25, 0.55, 1.8),
                &format!("fill=\"{PAPER}\""),
            );
        }
        2 => {
            for _ in 0..6 {
                let a = rng.range(0.0, std::f64::consts::TAU) as f32;
                let d = r * rng.range(0.1, 0.7) as f32;
                b += &circle(
                    cx + d * a.cos(),
                    cy + d * a.sin(),
                    1.4,
                    &format!("fill=\"{PAPER}\""),
                );
            }
        }
        3 => {
            let _ = writeln!(
                b,
                "<path d=\"{}\" clip-path=\"url(#stone)\" fill=\"none\" stroke=\"{INK}\" \
                 stroke-width=\"1.6\"/>",
                hatch(0.0, 0.0, 40.0, 40.0, 6.0)
            );
        }
        _ => {}
    }
    let _ = writeln!(
        b,
        "<path d=\"{shape}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"2.4\"/>"
    );
    doc(SEED_SIZE, SEED_SIZE, &defs, &b)
}
