//! Backgammon: the board, laid out in the exact pixels the game places checkers by (the
//! checkers and the cube are editable SVG sources in `assets/themes/classic/svg/`).
//!
//! The board's geometry is `assets/layouts/backgammon.ron` ([`LAYOUT`]), which the game
//! reads too: the image's size, the two fields of six point columns, the bar, the trays
//! and the points' length. The board (1700×1320 there, origin top left): a frame of dark
//! walnut round the whole image, as wide as the fields stand in from the edge (40 px);
//! the left and right fields (`left_field_x`, `right_field_x`, both `field_y`), each six
//! point columns of tan leather; the raised bar (`bar_x`) over the full height; a divider
//! from the right field to the trays; the two bear-off trays (`tray_x`), split by a wooden
//! bar across the middle; the right frame edge. Top-row points have their base on
//! `field_y.0`, bottom-row points on `field_y.1`, each `point_length` long.

use super::{GrainStyle, bevel_edge, blur, grain};
use crate::palette::{self, Rgb};
use crate::rng::Rng;
use crate::svg::{doc, n, polygon};
use std::fmt::Write;
use std::sync::LazyLock;
use tabula_layout::BackgammonLayout;

/// The board's geometry, `assets/layouts/backgammon.ron`: the board is drawn to it, and
/// the game stands checkers by it.
pub static LAYOUT: LazyLock<BackgammonLayout> = LazyLock::new(BackgammonLayout::default);

/// How far a point's base stays in from each side of its column.
pub const POINT_INSET: f32 = 4.0;
/// Point columns across the board: six in each field.
pub const COLUMNS: usize = 12;
/// The height of the wooden bar between the two trays, centred on the fields' middle.
pub const TRAY_GAP: f32 = 80.0;

/// The board image's size, width and height.
pub fn board_size() -> (u32, u32) {
    LAYOUT.image
}

/// Thickness of the outer frame: the fields stand in from the image's top left by it
/// (and the trays and the fields' bottom end it short of the right and bottom edges).
pub fn frame() -> f32 {
    LAYOUT.left_field_x.0
}

/// The divider between the right field and the trays, x from..to.
pub fn divider_x() -> (f32, f32) {
    (LAYOUT.right_field_x.1, LAYOUT.tray_x.0)
}

/// The top and the bottom tray, y from..to: the fields' height, less the bar between them.
pub fn tray_y() -> [(f32, f32); 2] {
    let (top, bottom) = LAYOUT.field_y;
    let mid = (top + bottom) / 2.0;
    [(top, mid - TRAY_GAP / 2.0), (mid + TRAY_GAP / 2.0, bottom)]
}

/// The two fields, left and right of the bar: (x0, y0, x1, y1).
pub fn fields() -> [(f32, f32, f32, f32); 2] {
    let l = &*LAYOUT;
    let (y0, y1) = l.field_y;
    [
        (l.left_field_x.0, y0, l.left_field_x.1, y1),
        (l.right_field_x.0, y0, l.right_field_x.1, y1),
    ]
}

/// The two bear-off trays, top and bottom: (x0, y0, x1, y1).
pub fn trays() -> [(f32, f32, f32, f32); 2] {
    let (x0, x1) = LAYOUT.tray_x;
    tray_y().map(|(y0, y1)| (x0, y0, x1, y1))
}

/// The x range of point column `c` (0..12, left to right: 0..6 the left field, 6..12 the
/// right field), as the layout's columns say.
pub fn column_x(c: usize) -> (f32, f32) {
    assert!(c < COLUMNS, "the board has 12 point columns, not {c}");
    let column = LAYOUT.column();
    let left = if c < 6 {
        LAYOUT.left_field_x.0 + column * c as f32
    } else {
        LAYOUT.right_field_x.0 + column * (c - 6) as f32
    };
    (left, left + column)
}

/// The point in column `c` of the top row (`top`) or the bottom row: base left, base
/// right, apex.
pub fn point_triangle(top: bool, c: usize) -> [(f32, f32); 3] {
    let (x0, x1) = column_x(c);
    let (field, length) = (LAYOUT.field_y, LAYOUT.point_length);
    let (base, apex) = if top {
        (field.0, field.0 + length)
    } else {
        (field.1, field.1 - length)
    };
    [
        (x0 + POINT_INSET, base),
        (x1 - POINT_INSET, base),
        ((x0 + x1) / 2.0, apex),
    ]
}

/// Whether the point in column `c` of that row is light: light and dark alternate along
/// each row, starting light at the top left, and facing points differ.
pub fn point_is_light(top: bool, c: usize) -> bool {
    c.is_multiple_of(2) == top
}

/// Every point's triangle, the light ones and then the dark ones, each top row first and
/// left to right.
pub fn points_by_shade() -> [Vec<[(f32, f32); 3]>; 2] {
    let (mut light, mut dark) = (Vec::new(), Vec::new());
    for top in [true, false] {
        for c in 0..COLUMNS {
            let tri = point_triangle(top, c);
            if point_is_light(top, c) {
                light.push(tri);
            } else {
                dark.push(tri);
            }
        }
    }
    [light, dark]
}

/// The path data of triangles, one closed subpath each.
pub fn triangles_path(tris: &[[(f32, f32); 3]]) -> String {
    tris.iter()
        .map(|t| polygon(t))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `tri` shrunk towards its incentre so that each side moves in by `d`.
pub fn inset_triangle(tri: [(f32, f32); 3], d: f32) -> [(f32, f32); 3] {
    let len = |a: (f32, f32), b: (f32, f32)| (a.0 - b.0).hypot(a.1 - b.1);
    let [a, b, c] = tri;
    // Side lengths opposite each vertex weight the incentre.
    let (la, lb, lc) = (len(b, c), len(c, a), len(a, b));
    let p = la + lb + lc;
    let inc = (
        (la * a.0 + lb * b.0 + lc * c.0) / p,
        (la * a.1 + lb * b.1 + lc * c.1) / p,
    );
    let area = ((b.0 - a.0) * (c.1 - a.1) - (c.0 - a.0) * (b.1 - a.1)).abs() / 2.0;
    let r = 2.0 * area / p;
    let k = (r - d) / r;
    tri.map(|(x, y)| (inc.0 + (x - inc.0) * k, inc.1 + (y - inc.1) * k))
}

fn rect_path(x0: f32, y0: f32, x1: f32, y1: f32) -> String {
    polygon(&[(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
}

/// An inner shadow for a recess (x0, y0)..(x1, y1): the recess' own wall shades its top
/// and left edges, as light falls from the top left. Needs the blur `blur_id`.
fn recess_shadow(
    id: &str,
    r: (f32, f32, f32, f32),
    depth: f32,
    blur_id: &str,
    opacity: f32,
) -> String {
    let (x0, y0, x1, y1) = r;
    let clip = rect_path(x0, y0, x1, y1);
    let m = 60.0;
    let ring = format!(
        "{} {}",
        rect_path(x0 - m, y0 - m, x1 + m, y1 + m),
        rect_path(x0 + depth, y0 + depth * 1.3, x1 + m, y1 + m)
    );
    format!(
        "<clipPath id=\"{id}\"><path d=\"{clip}\"/></clipPath>\n\
         <g clip-path=\"url(#{id})\"><path d=\"{ring}\" fill-rule=\"evenodd\" fill=\"{}\" \
         opacity=\"{}\" filter=\"url(#{blur_id})\"/></g>\n\
         <path d=\"M {} {} L {} {} L {} {}\" fill=\"none\" stroke=\"#FFE8C4\" \
         stroke-opacity=\"0.22\" stroke-width=\"2\"/>\n",
        palette::INK_DEEP,
        n(opacity),
        n(x0 + 1.0),
        n(y1 - 1.0),
        n(x1 - 1.0),
        n(y1 - 1.0),
        n(x1 - 1.0),
        n(y0 + 1.0),
    )
}

/// The backgammon board, drawn to [`LAYOUT`] (see the module's documentation).
pub fn board() -> String {
    let (bw, bh) = board_size();
    let (w, h) = (bw as f32, bh as f32);
    let (f, divider, [tray_top, tray_bottom], bar) = (frame(), divider_x(), tray_y(), LAYOUT.bar_x);
    let frame = palette::FRAME_WALNUT;
    let mut rng = Rng(0xBAC4_6A33);
    let mut defs = String::new();
    defs += &blur("b2", 2.0);
    defs += &blur("b8", 8.0);
    let outer = format!(
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" rx=\"14\"/>",
        n(w),
        n(h)
    );
    let [light_pts, dark_pts] = points_by_shade();
    let _ = writeln!(defs, "<clipPath id=\"outer\">{outer}</clipPath>");
    let _ = writeln!(
        defs,
        "<linearGradient id=\"sheen\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF0D8\" stop-opacity=\"0.14\"/>\
         <stop offset=\"0.45\" stop-color=\"#FFF0D8\" stop-opacity=\"0.02\"/>\
         <stop offset=\"1\" stop-color=\"{0}\" stop-opacity=\"0.16\"/></linearGradient>\n\
         <linearGradient id=\"bevel\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFE6C0\" stop-opacity=\"0.5\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFE6C0\" stop-opacity=\"0.05\"/>\
         <stop offset=\"1\" stop-color=\"{0}\" stop-opacity=\"0.6\"/></linearGradient>\n\
         <linearGradient id=\"vignette\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF0D8\" stop-opacity=\"0.1\"/>\
         <stop offset=\"0.5\" stop-color=\"{1}\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{1}\" stop-opacity=\"0.2\"/></linearGradient>",
        palette::INK_DEEP,
        palette::LEATHER.darken(0.4),
    );

    let deep = palette::INK_DEEP;
    let mut b = String::new();
    // The frame, piece by piece, each with its grain along it: the rails and the tray
    // divider across, the ends (mitred at the corners), the divider and the bar down.
    let piece = |b: &mut String, rng: &mut Rng, id: &str, d: String, bx, down, col: Rgb| {
        let _ = writeln!(
            b,
            "<clipPath id=\"{id}\"><path d=\"{d}\"/></clipPath>\n\
             <g clip-path=\"url(#{id})\">\n<path d=\"{d}\" fill=\"{col}\"/>\n{}</g>",
            grain(
                rng,
                bx,
                down,
                col,
                GrainStyle {
                    strength: 1.0,
                    spacing: 10.0,
                    wave: 1.0,
                }
            )
        );
    };
    b += "<g clip-path=\"url(#outer)\">\n";
    piece(
        &mut b,
        &mut rng,
        "rail0",
        polygon(&[(0.0, 0.0), (w, 0.0), (w - f, f), (f, f)]),
        (0.0, 0.0, w, f),
        false,
        frame,
    );
    piece(
        &mut b,
        &mut rng,
        "rail1",
        polygon(&[(0.0, h), (w, h), (w - f, h - f), (f, h - f)]),
        (0.0, h - f, w, h),
        false,
        frame,
    );
    piece(
        &mut b,
        &mut rng,
        "end0",
        polygon(&[(0.0, 0.0), (f, f), (f, h - f), (0.0, h)]),
        (0.0, 0.0, f, h),
        true,
        frame,
    );
    piece(
        &mut b,
        &mut rng,
        "end1",
        polygon(&[(w, 0.0), (w - f, f), (w - f, h - f), (w, h)]),
        (w - f, 0.0, w, h),
        true,
        frame,
    );
    piece(
        &mut b,
        &mut rng,
        "divider",
        rect_path(divider.0, f, divider.1, h - f),
        (divider.0, f, divider.1, h - f),
        true,
        frame,
    );
    piece(
        &mut b,
        &mut rng,
        "traybar",
        rect_path(LAYOUT.tray_x.0, tray_top.1, LAYOUT.tray_x.1, tray_bottom.0),
        (LAYOUT.tray_x.0, tray_top.1, LAYOUT.tray_x.1, tray_bottom.0),
        false,
        frame,
    );
    let _ = writeln!(
        b,
        "<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"url(#sheen)\"/>\n\
         <path d=\"M 0 0 L {f} {f} M {w} 0 L {} {f} M 0 {h} L {f} {} M {w} {h} L {} {}\" \
         stroke=\"{deep}\" stroke-opacity=\"0.5\" stroke-width=\"1.2\"/>\n</g>",
        n(w - f),
        n(h - f),
        n(w - f),
        n(h - f),
        f = n(f),
        w = n(w),
        h = n(h),
    );
    // A fine brass inlay round the outside of the frame, under the bar.
    let inlay = 17.0;
    let _ = writeln!(
        b,
        "<rect x=\"{i}\" y=\"{i}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"none\" \
         stroke=\"{deep}\" stroke-opacity=\"0.5\" stroke-width=\"4\"/>\n\
         <rect x=\"{i}\" y=\"{i}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"none\" \
         stroke=\"{}\" stroke-opacity=\"0.85\" stroke-width=\"2\"/>",
        n(w - 2.0 * inlay),
        n(h - 2.0 * inlay),
        n(w - 2.0 * inlay),
        n(h - 2.0 * inlay),
        palette::BRASS.darken(0.1),
        i = n(inlay),
    );
    // The fields: leather darkening a little towards the edges, a blind-tooled border,
    // the points, and the frame's shadow.
    for (x0, y0, x1, y1) in fields() {
        let t = 9.0;
        let _ = writeln!(
            b,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n\
             <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"url(#vignette)\"/>\n\
             <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" \
             stroke-opacity=\"0.45\" stroke-width=\"2\"/>\n\
             <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#FFE9C6\" \
             stroke-opacity=\"0.22\" stroke-width=\"1\"/>",
            n(x0),
            n(y0),
            n(x1 - x0),
            n(y1 - y0),
            palette::LEATHER,
            n(x0),
            n(y0),
            n(x1 - x0),
            n(y1 - y0),
            n(x0 + t),
            n(y0 + t),
            n(x1 - x0 - 2.0 * t),
            n(y1 - y0 - 2.0 * t),
            palette::LEATHER.darken(0.55),
            n(x0 + t + 1.5),
            n(y0 + t + 1.5),
            n(x1 - x0 - 2.0 * t),
            n(y1 - y0 - 2.0 * t),
        );
        // Saddle stitching inside the tooled line.
        let st = 16.0;
        let _ = writeln!(
            b,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" \
             stroke-opacity=\"0.5\" stroke-width=\"1.6\" stroke-dasharray=\"7 4\"/>",
            n(x0 + st),
            n(y0 + st),
            n(x1 - x0 - 2.0 * st),
            n(y1 - y0 - 2.0 * st),
            palette::LEATHER.darken(0.5),
        );
    }
    // The points: veneers of cream and terracotta wood, plain along their edges and with
    // a straight grain inside a fine inner line.
    let mut inner_light = String::new();
    let mut inner_dark = String::new();
    for (tris, out) in [(&light_pts, &mut inner_light), (&dark_pts, &mut inner_dark)] {
        for t in tris.iter() {
            *out += &polygon(&inset_triangle(*t, 9.0));
            *out += " ";
        }
    }
    for (id, tris, inner, col) in [
        ("light", &light_pts, &inner_light, palette::POINT_CREAM),
        ("dark", &dark_pts, &inner_dark, palette::TERRACOTTA),
    ] {
        let _ = writeln!(
            b,
            "<path d=\"{}\" fill=\"{col}\"/>\n\
             <clipPath id=\"{id}\"><path d=\"{}\"/></clipPath>\n\
             <g clip-path=\"url(#{id})\">",
            triangles_path(tris),
            inner.trim_end()
        );
        for t in tris.iter() {
            let (x0, x1) = (t[0].0, t[1].0);
            let (y0, y1) = (t[0].1.min(t[2].1), t[0].1.max(t[2].1));
            b += &grain(
                &mut rng,
                (x0, y0, x1, y1),
                true,
                col,
                GrainStyle {
                    strength: 0.6,
                    spacing: 9.0,
                    wave: 0.0,
                },
            );
        }
        b += "</g>\n";
    }
    let _ = writeln!(
        b,
        "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-opacity=\"0.55\" \
         stroke-width=\"1.5\" stroke-linejoin=\"round\"/>\n\
         <path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-opacity=\"0.45\" \
         stroke-width=\"1.5\" stroke-linejoin=\"round\"/>\n\
         <path d=\"{} {}\" fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.6\" \
         stroke-width=\"1.5\" stroke-linejoin=\"round\"/>",
        inner_light.trim_end(),
        palette::TERRACOTTA,
        inner_dark.trim_end(),
        palette::POINT_CREAM,
        triangles_path(&light_pts),
        triangles_path(&dark_pts),
    );
    for (k, field) in fields().into_iter().enumerate() {
        b += &recess_shadow(&format!("field{k}"), field, 7.0, "b8", 0.75);
    }
    // The bear-off trays: recessed, darker wood.
    for (k, (x0, y0, x1, y1)) in trays().into_iter().enumerate() {
        piece(
            &mut b,
            &mut rng,
            &format!("trayin{k}"),
            rect_path(x0, y0, x1, y1),
            (x0, y0, x1, y1),
            true,
            frame.darken(0.4),
        );
        b += &recess_shadow(&format!("tray{k}"), (x0, y0, x1, y1), 9.0, "b8", 0.9);
    }
    // The raised bar, its grain down, a shade warmer where it catches the light.
    piece(
        &mut b,
        &mut rng,
        "bar",
        rect_path(bar.0, 0.0, bar.1, h),
        (bar.0, 0.0, bar.1, h),
        true,
        frame.mix(palette::WOOD_DARK, 0.15),
    );
    // The raised bar: lit on its left edge, shaded on its right, with the hinge seam
    // down its middle.
    let mid = (bar.0 + bar.1) / 2.0;
    let _ = writeln!(
        b,
        "<g clip-path=\"url(#outer)\">\
         <rect x=\"{}\" y=\"0\" width=\"3\" height=\"{}\" fill=\"#FFE6C0\" opacity=\"0.3\"/>\
         <rect x=\"{}\" y=\"0\" width=\"4\" height=\"{}\" fill=\"{deep}\" opacity=\"0.45\"/>\
         <rect x=\"{}\" y=\"0\" width=\"2\" height=\"{}\" fill=\"{deep}\" opacity=\"0.85\"/>\
         <rect x=\"{}\" y=\"0\" width=\"1.5\" height=\"{}\" fill=\"#FFE6C0\" opacity=\"0.22\"/>\
         </g>",
        n(bar.0),
        n(h),
        n(bar.1 - 4.0),
        n(h),
        n(mid - 1.0),
        n(h),
        n(mid + 1.0),
        n(h),
    );
    // The bevel round the outer edge and a dark outline.
    b += &bevel_edge(w, h, 14.0);
    doc(bw, bh, &defs, &b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_point_columns_tile_the_fields_exactly() {
        // Six columns from each field's left edge to its right edge, with no gaps.
        let l = BackgammonLayout::default();
        assert_eq!(*LAYOUT, l);
        assert_eq!(column_x(0).0, l.left_field_x.0);
        assert_eq!(column_x(5).1, l.left_field_x.1);
        assert_eq!(column_x(5).1, l.bar_x.0);
        assert_eq!(column_x(6).0, l.bar_x.1);
        assert_eq!(column_x(6).0, l.right_field_x.0);
        assert_eq!(column_x(11).1, l.right_field_x.1);
        assert_eq!(column_x(11).1, divider_x().0);
        for c in 0..COLUMNS {
            let (x0, x1) = column_x(c);
            assert_eq!(x1 - x0, l.column());
            if c != 5 && c + 1 < COLUMNS {
                assert_eq!(x1, column_x(c + 1).0, "gap after column {c}");
            }
        }
    }

    #[test]
    fn the_frame_the_layout_implies_is_even_all_round() {
        // The art draws one frame width on every side: the layout's margins must agree.
        let l = BackgammonLayout::default();
        let (w, h) = (l.image.0 as f32, l.image.1 as f32);
        assert_eq!(frame(), l.left_field_x.0);
        assert_eq!(frame(), l.field_y.0);
        assert_eq!(l.tray_x.1 + frame(), w);
        assert_eq!(l.field_y.1 + frame(), h);
        assert_eq!(divider_x(), (l.right_field_x.1, l.tray_x.0));
        assert!(divider_x().0 < divider_x().1);
        let [top, bottom] = tray_y();
        assert_eq!((top.0, bottom.1), l.field_y);
        assert_eq!(bottom.0 - top.1, TRAY_GAP);
    }

    #[test]
    fn points_span_their_columns_and_alternate() {
        for c in 0..COLUMNS {
            let (x0, x1) = column_x(c);
            let [l, r, apex] = point_triangle(true, c);
            let (y0, y1) = LAYOUT.field_y;
            let length = LAYOUT.point_length;
            assert_eq!((l, r), ((x0 + 4.0, y0), (x1 - 4.0, y0)));
            assert_eq!(apex, ((x0 + x1) / 2.0, y0 + length));
            let [l, r, apex] = point_triangle(false, c);
            assert_eq!((l.1, r.1, apex.1), (y1, y1, y1 - length));
            // Neighbours along a row differ, and so do the points facing each other.
            assert_ne!(point_is_light(true, c), point_is_light(false, c));
            if c + 1 < COLUMNS {
                assert_ne!(point_is_light(true, c), point_is_light(true, c + 1));
            }
        }
        assert!(point_is_light(true, 0));
        assert!(!point_is_light(false, 0));
    }

    #[test]
    fn inset_triangles_keep_their_distance() {
        let tri = point_triangle(true, 3);
        let inner = inset_triangle(tri, 9.0);
        // The base moves down by exactly 9 px and stays level; the apex stays centred.
        let base = tri[0].1 + 9.0;
        assert!((inner[0].1 - base).abs() < 1e-3 && (inner[1].1 - base).abs() < 1e-3);
        assert!((inner[2].0 - tri[2].0).abs() < 1e-3);
        assert!(inner[2].1 < tri[2].1);
        // The inner base corners are 9 px from the slanted sides beside them.
        let dist = |p: (f32, f32), a: (f32, f32), b: (f32, f32)| {
            ((b.0 - a.0) * (a.1 - p.1) - (a.0 - p.0) * (b.1 - a.1)).abs()
                / (b.0 - a.0).hypot(b.1 - a.1)
        };
        assert!((dist(inner[0], tri[0], tri[2]) - 9.0).abs() < 1e-2);
        assert!((dist(inner[1], tri[1], tri[2]) - 9.0).abs() < 1e-2);
    }
}
