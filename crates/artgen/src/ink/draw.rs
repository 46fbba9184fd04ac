//! The ink theme's own drawing helpers (the SVG primitives are in [`crate::svg`]):
//! hatching and flat shadows.

use super::INK;
use crate::svg::n;
use std::fmt::Write;

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

/// A flat, hard shadow of ink under a shape (offset towards the bottom right).
pub fn shadow_attrs(dx: f32, dy: f32) -> String {
    format!(
        "fill=\"{INK}\" fill-opacity=\"0.22\" transform=\"translate({} {})\"",
        n(dx),
        n(dy)
    )
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
}
