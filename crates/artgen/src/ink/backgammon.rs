//! Backgammon in ink, on the classic board's layout (`assets/layouts/backgammon.ron`, as
//! [`crate::art::backgammon`] reads it):
//! a solid ink frame and bar, paper fields, points alternating hatched (light) and solid
//! ink (dark), grey-washed trays; white and black checkers that differ in greyscale.

use super::draw::{hatch, shadow_attrs};
use super::{INK, PAPER, WASH};
use crate::art::backgammon::{LAYOUT, board_size, fields, points_by_shade, trays, triangles_path};
use crate::svg::{circle, doc, n, rect, stroked};
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

/// A checker from above, 128×128: the light one paper with a bold ink edge and an inner
/// ink ring; the dark one solid ink with paper rings (so it reads on a dark point too).
pub fn checker(light: bool) -> String {
    let (c, r) = (62.0, 57.0);
    let mut b = circle(c, c, r + 3.0, &shadow_attrs(3.0, 4.0));
    // The inner ring is the edge's colour: ink on the light one, paper on the dark one.
    let edge = if light {
        b += &circle(c, c, r - 1.0, &stroked(PAPER, INK, 7.0));
        INK
    } else {
        b += &circle(c, c, r + 2.5, &format!("fill=\"{INK}\""));
        b += &circle(c, c, r - 5.0, &stroked("none", PAPER, 3.5));
        PAPER
    };
    b += &circle(c, c, r * 0.6, &stroked("none", edge, 4.5));
    doc(128, 128, "", &b)
}

/// A checker from the side, 128×28: a paper slab edged in ink, or an ink slab with a paper
/// line along its top, each with a groove along the middle.
pub fn checker_edge(light: bool) -> String {
    let (x, y, w, h) = (3.0, 3.0, 120.0, 20.0);
    let mut b = rect(x, y, w, h, 5.0, &shadow_attrs(1.5, 2.0));
    // The groove along the middle: ink on the light one, paper on the dark one.
    let (groove, fill) = if light {
        b += &rect(
            x + 1.5,
            y + 1.5,
            w - 3.0,
            h - 3.0,
            4.0,
            &stroked(PAPER, INK, 3.0),
        );
        (2.5, format!("fill=\"{INK}\""))
    } else {
        b += &rect(x, y, w, h, 5.0, &format!("fill=\"{INK}\""));
        b += &rect(
            x + 6.0,
            y + 3.0,
            w - 12.0,
            2.0,
            1.0,
            &format!("fill=\"{PAPER}\""),
        );
        (2.0, format!("fill=\"{PAPER}\" fill-opacity=\"0.8\""))
    };
    b += &rect(
        x + 8.0,
        y + h / 2.0 - groove / 2.0,
        w - 16.0,
        groove,
        0.0,
        &fill,
    );
    doc(128, 28, "", &b)
}

/// The doubling cube's top face, 128×128: blank paper in a bold ink edge with a fine
/// inner line (the game writes the value over it).
pub fn cube() -> String {
    let mut b = rect(8.0, 8.0, 108.0, 108.0, 18.0, &shadow_attrs(4.0, 5.0));
    b += &rect(8.0, 8.0, 108.0, 108.0, 18.0, &stroked(PAPER, INK, 6.0));
    b += &rect(19.0, 19.0, 86.0, 86.0, 10.0, &stroked("none", INK, 2.0));
    doc(128, 128, "", &b)
}
