//! Backgammon in ink, on the classic board's layout (`assets/layouts/backgammon.ron`, as
//! [`crate::art::backgammon`] reads it):
//! a solid ink frame and bar, paper fields, points alternating hatched (light) and solid
//! ink (dark), grey-washed trays (the checkers and cube are editable SVG sources).

use super::draw::hatch;
use super::{INK, PAPER, WASH};
use crate::art::backgammon::{LAYOUT, board_size, fields, points_by_shade, trays, triangles_path};
use crate::svg::{doc, n, rect, stroked};
use std::fmt::Write;

/// The backgammon board, drawn to the layout the classic board is
/// (`assets/layouts/backgammon.ron`).
pub fn board() -> String {
    let (bw, bh) = board_size();
    let (w, h) = (bw as f32, bh as f32);
    let [light, dark] = points_by_shade().map(|tris| triangles_path(&tris));
    let defs = format!("<clipPath id=\"light\"><path d=\"{light}\"/></clipPath>\n");
    // The frame: the whole board in ink, rounded at its corners.
    let mut b = rect(0.0, 0.0, w, h, 14.0, &format!("fill=\"{INK}\""));
    // The fields, each in a paper line just outside it on the frame (so the dark points'
    // bases stand clear of the frame), and the points: the light ones hatched, the dark
    // ones solid ink.
    for (x0, y0, x1, y1) in fields() {
        b += &rect(
            x0 - 6.0,
            y0 - 6.0,
            x1 - x0 + 12.0,
            y1 - y0 + 12.0,
            3.0,
            &stroked("none", PAPER, 3.0),
        );
        b += &rect(x0, y0, x1 - x0, y1 - y0, 0.0, &format!("fill=\"{PAPER}\""));
    }
    let _ = writeln!(
        b,
        "<path d=\"{}\" clip-path=\"url(#light)\" fill=\"none\" stroke=\"{INK}\" \
         stroke-width=\"3\"/>",
        hatch(
            LAYOUT.left_field_x.0,
            LAYOUT.field_y.0,
            LAYOUT.right_field_x.1,
            LAYOUT.field_y.1,
            14.0
        )
    );
    let _ = writeln!(
        b,
        "<path d=\"{light}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"4\" \
         stroke-linejoin=\"round\"/>\n<path d=\"{dark}\" fill=\"{INK}\"/>"
    );
    // The trays: a grey wash, with a fine paper line inside.
    for (x0, y0, x1, y1) in trays() {
        b += &rect(x0, y0, x1 - x0, y1 - y0, 0.0, &format!("fill=\"{WASH}\""));
        b += &rect(
            x0 + 8.0,
            y0 + 8.0,
            x1 - x0 - 16.0,
            y1 - y0 - 16.0,
            4.0,
            &stroked("none", PAPER, 2.0),
        );
    }
    // The bar's hinge: a paper line down its middle between two fine ones.
    let mid = (LAYOUT.bar_x.0 + LAYOUT.bar_x.1) / 2.0;
    let _ = writeln!(
        b,
        "<path d=\"M {0} 0 L {0} {1} M {2} 0 L {2} {1} M {3} 0 L {3} {1}\" stroke=\"{PAPER}\" \
         stroke-width=\"2\"/>",
        n(mid),
        n(h),
        n(mid - 9.0),
        n(mid + 9.0)
    );
    doc(bw, bh, &defs, &b)
}
