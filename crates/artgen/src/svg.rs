//! SVG text both themes' sprites are written with: documents, numbers, circles,
//! rectangles, points round a centre, polylines and polygons, and small turned squares. One writer for each keeps the themes' SVG (and so their PNGs)
//! formatted alike.

use std::f32::consts::PI;
use std::fmt::Display;

/// A complete SVG document of `w`×`h` pixels.
pub fn doc(w: u32, h: u32, defs: &str, body: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\">\n<defs>\n{defs}</defs>\n{body}</svg>\n"
    )
}

/// A number as the SVG text writes it: two decimals at most, no trailing zeros.
pub fn n(v: f32) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// A circle element with extra attributes.
pub fn circle(cx: f32, cy: f32, r: f32, attrs: &str) -> String {
    format!(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {attrs}/>\n",
        n(cx),
        n(cy),
        n(r)
    )
}

/// A rectangle element with rounded corners and extra attributes.
pub fn rect(x: f32, y: f32, w: f32, h: f32, rx: f32, attrs: &str) -> String {
    format!(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {attrs}/>\n",
        n(x),
        n(y),
        n(w),
        n(h),
        n(rx)
    )
}

/// A [`rect`] `inset` in from every edge of a `w`×`h` image: borders and frames.
pub fn inset_rect(w: f32, h: f32, inset: f32, rx: f32, attrs: &str) -> String {
    rect(inset, inset, w - 2.0 * inset, h - 2.0 * inset, rx, attrs)
}

/// The attributes of a shape filled with `fill` (a colour, `none` or a `url(#…)`) and
/// stroked `width` px wide with `stroke`.
pub fn stroked(fill: impl Display, stroke: impl Display, width: f32) -> String {
    format!(
        "fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{}\"",
        n(width)
    )
}

/// A square of side `size` centred on (x, y), turned by `turn` degrees (45: a diamond)
/// and filled with `fill`.
pub fn diamond(x: f32, y: f32, size: f32, turn: f32, fill: impl Display) -> String {
    format!(
        "<rect x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" transform=\"rotate({} {} {})\" \
         fill=\"{fill}\"/>\n",
        n(x - size / 2.0),
        n(y - size / 2.0),
        n(turn),
        n(x),
        n(y),
        s = n(size)
    )
}

/// Point at `angle_deg` (counter-clockwise from +x, y up) and radius `r` round (cx, cy)
/// in image coordinates (y down).
pub fn polar(cx: f32, cy: f32, r: f32, angle_deg: f32) -> (f32, f32) {
    let a = angle_deg * PI / 180.0;
    (cx + r * a.cos(), cy - r * a.sin())
}

/// An open polyline's path data.
pub fn polyline(pts: &[(f32, f32)]) -> String {
    let pts: Vec<String> = pts
        .iter()
        .map(|&(x, y)| format!("{} {}", n(x), n(y)))
        .collect();
    format!("M {}", pts.join(" L "))
}

/// A closed polygon's path data.
pub fn polygon(pts: &[(f32, f32)]) -> String {
    polyline(pts) + " Z"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(n(400.0), "400");
        assert_eq!(n(1.0 / 3.0), "0.33");
        assert_eq!(n(-0.001), "0");
        assert_eq!(n(2.5), "2.5");
    }

    #[test]
    fn paths_go_round_every_point() {
        let pts = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        assert_eq!(polyline(&pts[..2]), "M 0 0 L 10 0");
        assert_eq!(polygon(&pts), "M 0 0 L 10 0 L 10 10 L 0 10 Z");
    }

    #[test]
    fn shapes_write_their_attributes() {
        assert_eq!(
            inset_rect(100.0, 50.0, 5.0, 2.5, &stroked("none", "#000000", 3.0)),
            "<rect x=\"5\" y=\"5\" width=\"90\" height=\"40\" rx=\"2.5\" fill=\"none\" \
             stroke=\"#000000\" stroke-width=\"3\"/>\n"
        );
        assert_eq!(
            diamond(20.0, 10.0, 8.0, 45.0, "#FFFFFF"),
            "<rect x=\"16\" y=\"6\" width=\"8\" height=\"8\" transform=\"rotate(45 20 10)\" \
             fill=\"#FFFFFF\"/>\n"
        );
    }
}
