//! The ink theme's own drawing helpers (the SVG primitives are in [`crate::svg`]): circles
//! as path data, hatching, the side marks, flat shadows and the tokens.

use super::{INK, PAPER, SIDES};
use crate::palette::Rgb;
use crate::svg::{circle, n, polygon, stroked};
use std::fmt::Write;

/// A circle as path data (two arcs), for paths that combine shapes.
pub fn circle_path(cx: f32, cy: f32, r: f32) -> String {
    format!(
        "M {x0} {y} A {r} {r} 0 1 0 {x1} {y} A {r} {r} 0 1 0 {x0} {y} Z",
        x0 = n(cx - r),
        x1 = n(cx + r),
        y = n(cy),
        r = n(r)
    )
}

/// Path data of 45° hatching (rising to the right) over the box (x0, y0)..(x1, y1): lines
/// `period` px apart along x, so each pixel row is the row above shifted by one pixel
/// (cheap in a PNG). Clip it to the shape it fills.
pub fn hatch(x0: f32, y0: f32, x1: f32, y1: f32, period: f32) -> String {
    let h = y1 - y0;
    let mut d = String::new();
    // Lines x + y = c, from the bottom edge to the top edge of the box.
    let first = ((x0 + y0) / period).floor() as i32;
    let last = ((x1 + y1) / period).ceil() as i32;
    for k in first..=last {
        let c = k as f32 * period;
        // At y = y1 the line is at x = c − y1; at y = y0 at x = c − y0.
        let _ = write!(
            d,
            "M {} {} L {} {} ",
            n(c - y1),
            n(y1),
            n(c - y1 + h),
            n(y0)
        );
    }
    d.trim_end().to_string()
}

/// The shape of side `side`'s mark centred on (cx, cy) for a token of radius `r`:
/// 0 a dot, 1 a ring, 2 a cross, 3 a bar. One path, filled with even-odd (the ring's
/// hole).
pub fn mark_path(side: usize, cx: f32, cy: f32, r: f32) -> String {
    let circle_d = |rr: f32| circle_path(cx, cy, rr);
    match side {
        0 => circle_d(r * 0.36),
        1 => format!("{} {}", circle_d(r * 0.47), circle_d(r * 0.25)),
        2 => {
            let (a, t) = (r * 0.52, r * 0.16);
            polygon(&[
                (cx - t, cy - a),
                (cx + t, cy - a),
                (cx + t, cy - t),
                (cx + a, cy - t),
                (cx + a, cy + t),
                (cx + t, cy + t),
                (cx + t, cy + a),
                (cx - t, cy + a),
                (cx - t, cy + t),
                (cx - a, cy + t),
                (cx - a, cy - t),
                (cx - t, cy - t),
            ])
        }
        _ => {
            let (a, t) = (r * 0.56, r * 0.19);
            polygon(&[
                (cx - a, cy - t),
                (cx + a, cy - t),
                (cx + a, cy + t),
                (cx - a, cy + t),
            ])
        }
    }
}

/// Side `side`'s mark: paper with a bold ink edge.
pub fn side_mark(side: usize, cx: f32, cy: f32, r: f32) -> String {
    format!(
        "<path d=\"{}\" fill=\"{PAPER}\" fill-rule=\"evenodd\" stroke=\"{INK}\" \
         stroke-width=\"{}\" stroke-linejoin=\"round\"/>\n",
        mark_path(side, cx, cy, r),
        n(r * 0.085)
    )
}

/// A flat, hard shadow of ink under a shape (offset towards the bottom right).
pub fn shadow_attrs(dx: f32, dy: f32) -> String {
    format!(
        "fill=\"{INK}\" fill-opacity=\"0.22\" transform=\"translate({} {})\"",
        n(dx),
        n(dy)
    )
}

/// Side `side`'s token of radius `r` centred on (cx, cy): a flat disc of the side's
/// colour with a bold ink outline, a fine inner line, and the side's mark.
pub fn token(side: usize, cx: f32, cy: f32, r: f32) -> String {
    let col: Rgb = SIDES[side];
    let mut b = String::new();
    b += &circle(cx, cy, r + r * 0.065, &shadow_attrs(r * 0.09, r * 0.11));
    b += &circle(cx, cy, r, &stroked(col, INK, r * 0.13));
    b += &circle(cx, cy, r * 0.79, &stroked("none", INK, r * 0.04));
    b += &side_mark(side, cx, cy, r);
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hatching_covers_its_box() {
        let d = hatch(0.0, 0.0, 100.0, 50.0, 10.0);
        // Lines x + y = c for c from 0 to 150, each from the bottom edge to the top.
        assert!(d.starts_with("M -50 50 L 0 0"));
        assert!(d.ends_with("M 100 50 L 150 0"));
        assert_eq!(d.matches('M').count(), 16);
    }

    #[test]
    fn marks_differ() {
        let marks: Vec<String> = (0..4).map(|s| mark_path(s, 64.0, 64.0, 50.0)).collect();
        for a in 0..4 {
            for b in a + 1..4 {
                assert_ne!(marks[a], marks[b]);
            }
        }
    }
}
