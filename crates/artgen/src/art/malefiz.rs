//! Malefiz: a plain painted board (the game places the fields), the drilled fields, the
//! white barricade blocks, the golden goal and the four houses.

use super::{GrainStyle, bevel_edge, blur, grain, side_mark};
use crate::palette::{self, Rgb};
use crate::rng::Rng;
use crate::svg::{circle, doc, inset_rect, n, polar, polygon};
use std::fmt::Write;

/// Size of the board image (square).
pub const BOARD_SIZE: u32 = 1000;
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

/// The board, 1000×1000: light painted wood with the grain showing faintly through, a
/// painted border band and a fine line inside it. No fields: the game places them.
pub fn board() -> String {
    let s = BOARD_SIZE as f32;
    let deep = palette::INK_DEEP;
    let band = palette::WOOD_DARK;
    let mut rng = Rng(0x3A1EF12);
    let mut defs = String::new();
    let _ = writeln!(
        defs,
        "<clipPath id=\"panel\"><rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" rx=\"22\"/>\
         </clipPath>\n\
         <radialGradient id=\"light\" cx=\"0.42\" cy=\"0.4\" r=\"0.75\">\
         <stop offset=\"0\" stop-color=\"#FFFFFF\" stop-opacity=\"0.18\"/>\
         <stop offset=\"0.6\" stop-color=\"#FFFFFF\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.1\"/></radialGradient>\n\
         <linearGradient id=\"bevel\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF4DC\" stop-opacity=\"0.55\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF4DC\" stop-opacity=\"0.05\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.55\"/></linearGradient>",
        n(s)
    );
    let mut b = format!(
        "<g clip-path=\"url(#panel)\">\n<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" \
         fill=\"{band}\"/>\n",
        n(s)
    );
    // The border band: stained wood, its grain along each side.
    b += &grain(
        &mut rng,
        (0.0, 0.0, s, s),
        false,
        band,
        GrainStyle {
            strength: 0.7,
            spacing: 12.0,
            wave: 1.0,
        },
    );
    // The painted panel, the boards' grain faint under the paint.
    let inset = 26.0;
    let _ = writeln!(
        b,
        "<rect x=\"{i}\" y=\"{i}\" width=\"{w}\" height=\"{w}\" rx=\"8\" fill=\"{PAINT}\"/>\n\
         <clipPath id=\"paint\"><rect x=\"{i}\" y=\"{i}\" width=\"{w}\" height=\"{w}\" \
         rx=\"8\"/></clipPath>\n<g clip-path=\"url(#paint)\">",
        i = n(inset),
        w = n(s - 2.0 * inset)
    );
    b += &grain(
        &mut rng,
        (inset, inset, s - inset, s - inset),
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
        "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" fill=\"url(#light)\"/>\n</g>\n\
         <rect x=\"{1}\" y=\"{1}\" width=\"{2}\" height=\"{2}\" rx=\"8\" fill=\"none\" \
         stroke=\"{deep}\" stroke-opacity=\"0.55\" stroke-width=\"2\"/>\n\
         <rect x=\"{3}\" y=\"{3}\" width=\"{4}\" height=\"{4}\" rx=\"5\" fill=\"none\" \
         stroke=\"{5}\" stroke-opacity=\"0.7\" stroke-width=\"1.5\"/>\n</g>",
        n(s),
        n(inset),
        n(s - 2.0 * inset),
        n(inset + 10.0),
        n(s - 2.0 * inset - 20.0),
        band.mix(PAINT, 0.35)
    );
    b += &bevel_edge(s, s, 22.0);
    doc(BOARD_SIZE, BOARD_SIZE, &defs, &b)
}

/// A field, 64×64: a round hole drilled into the painted board, a light rim round a
/// darker recessed centre, shadowed on its top-left wall.
pub fn field() -> String {
    let c = 32.0;
    let (rim, hole) = (27.0, 19.0);
    let deep = palette::INK_DEEP;
    let mut defs = blur("b1", 1.0);
    defs += &blur("b3", 3.0);
    let _ = writeln!(
        defs,
        "<radialGradient id=\"rim\" cx=\"0.4\" cy=\"0.36\" r=\"0.7\">\
         <stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"1\" stop-color=\"{}\"/>\
         </radialGradient>\n\
         <radialGradient id=\"hole\" cx=\"0.58\" cy=\"0.62\" r=\"0.62\">\
         <stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"0.75\" stop-color=\"{}\"/>\
         <stop offset=\"1\" stop-color=\"{}\"/></radialGradient>\n\
         <clipPath id=\"in\">{}</clipPath>",
        PAINT.lighten(0.6),
        PAINT.darken(0.05),
        palette::WOOD_HONEY.darken(0.05),
        palette::WOOD_HONEY.darken(0.3),
        palette::WOOD_HONEY.darken(0.55),
        circle(c, c, hole, "").trim_end()
    );
    let mut b = String::new();
    // A soft shadow under the raised rim, the rim itself with an ink edge.
    b += &circle(
        c + 1.2,
        c + 1.6,
        rim,
        &format!("fill=\"{deep}\" opacity=\"0.4\" filter=\"url(#b1)\""),
    );
    b += &circle(
        c,
        c,
        rim,
        &format!(
            "fill=\"url(#rim)\" stroke=\"{deep}\" stroke-width=\"1.5\" stroke-opacity=\"0.7\""
        ),
    );
    // The drilled hole: bare wood, its near wall in shadow.
    b += &circle(c, c, hole, "fill=\"url(#hole)\"");
    let _ = writeln!(
        b,
        "<g clip-path=\"url(#in)\">{}</g>",
        circle(
            c + 4.0,
            c + 5.0,
            hole * 1.2,
            &format!(
                "fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.85\" stroke-width=\"11\" \
                 filter=\"url(#b3)\""
            )
        )
        .trim_end()
    );
    b += &circle(
        c,
        c,
        hole,
        &format!("fill=\"none\" stroke=\"{deep}\" stroke-width=\"1.5\" stroke-opacity=\"0.8\""),
    );
    // The drill's edge catches the light on the far side.
    b += &circle(
        c + 0.6,
        c + 0.8,
        hole + 1.6,
        "fill=\"none\" stroke=\"#FFFFFF\" stroke-opacity=\"0.6\" stroke-width=\"1.2\"",
    );
    doc(FIELD_SIZE, FIELD_SIZE, &defs, &b)
}

/// A barricade, 64×64: a white block with rounded edges seen a little from above: its
/// top face light, its front face in grey shade, an ink outline so it reads on the light
/// board, and a shadow.
pub fn barricade() -> String {
    let (x0, x1) = (11.0, 53.0);
    let (top0, top1, bottom) = (9.0, 43.0, 53.0);
    let r = 8.0;
    let deep = palette::INK_DEEP;
    let white = Rgb::hex("#FBFAF6");
    let grey = Rgb::hex("#B9B6AE");
    let body = format!(
        "M {} {} L {} {} Q {x1} {top0} {x1} {} L {x1} {} Q {x1} {bottom} {} {bottom} \
         L {} {bottom} Q {x0} {bottom} {x0} {} L {x0} {} Q {x0} {top0} {} {top0} Z",
        n(x0 + r),
        n(top0),
        n(x1 - r),
        n(top0),
        n(top0 + r),
        n(bottom - r),
        n(x1 - r),
        n(x0 + r),
        n(bottom - r),
        n(top0 + r),
        n(x0 + r),
        x0 = n(x0),
        x1 = n(x1),
        top0 = n(top0),
        bottom = n(bottom),
    );
    let top_face = format!(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\"/>",
        n(x0 + 1.5),
        n(top0 + 1.5),
        n(x1 - x0 - 3.0),
        n(top1 - top0 - 1.5),
        n(r - 1.5)
    );
    let mut defs = blur("b2", 2.0);
    defs += &blur("soft", 1.5);
    let _ = writeln!(
        defs,
        "<linearGradient id=\"front\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\">\
         <stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"0.35\" stop-color=\"{grey}\"/>\
         <stop offset=\"1\" stop-color=\"{}\"/></linearGradient>\n\
         <radialGradient id=\"top\" cx=\"0.35\" cy=\"0.3\" r=\"0.85\">\
         <stop offset=\"0\" stop-color=\"#FFFFFF\"/><stop offset=\"0.6\" stop-color=\"{white}\"/>\
         <stop offset=\"1\" stop-color=\"{}\"/></radialGradient>",
        grey.lighten(0.3),
        grey.darken(0.2),
        white.mix(grey, 0.45)
    );
    let mut b = format!(
        "<path d=\"{body}\" transform=\"translate(2 2.5)\" fill=\"{deep}\" opacity=\"0.5\" \
         filter=\"url(#b2)\"/>\n<path d=\"{body}\" fill=\"url(#front)\"/>\n\
         <g fill=\"url(#top)\">{top_face}</g>\n"
    );
    // The rounded edge between the faces: a soft shade under the top face's front edge,
    // and a bright line along its back edge.
    let _ = writeln!(
        b,
        "<path d=\"M {} {} L {} {}\" stroke=\"{grey}\" stroke-width=\"2\" \
         stroke-linecap=\"round\" opacity=\"0.8\" filter=\"url(#soft)\"/>\n\
         <path d=\"M {} {} L {} {}\" stroke=\"#FFFFFF\" stroke-width=\"1.5\" \
         stroke-linecap=\"round\" opacity=\"0.9\"/>",
        n(x0 + r),
        n(top1 + 0.5),
        n(x1 - r),
        n(top1 + 0.5),
        n(x0 + r),
        n(top0 + 2.5),
        n(x1 - r),
        n(top0 + 2.5),
    );
    let _ = writeln!(
        b,
        "<g fill=\"none\" stroke=\"{}\" stroke-width=\"1\" stroke-opacity=\"0.6\">{top_face}</g>\n\
         <path d=\"{body}\" fill=\"none\" stroke=\"{deep}\" stroke-width=\"1.8\" \
         stroke-opacity=\"0.85\"/>",
        grey.darken(0.2)
    );
    doc(BARRICADE_SIZE, BARRICADE_SIZE, &defs, &b)
}

/// The points of a star with `points` points, outer radius `r_out` and inner `r_in`,
/// round (cx, cy), the first point straight up: outer and inner corners alternating.
pub fn star_points(cx: f32, cy: f32, points: usize, r_out: f32, r_in: f32) -> Vec<(f32, f32)> {
    (0..2 * points)
        .map(|k| {
            let r = if k % 2 == 0 { r_out } else { r_in };
            polar(cx, cy, r, 90.0 - 180.0 * k as f32 / points as f32)
        })
        .collect()
}

/// The goal, 96×96: a faceted gold star in a shallow round setting.
pub fn goal() -> String {
    let c = 48.0;
    let deep = palette::INK_DEEP;
    let gold = Rgb::hex("#E8B43A");
    let star = star_points(c, c + 1.0, 5, 40.0, 17.0);
    let outline = polygon(&star);
    let mut defs = blur("b2", 2.0);
    defs += &blur("glow", 4.0);
    let _ = writeln!(
        defs,
        "<radialGradient id=\"setting\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\">\
         <stop offset=\"0.7\" stop-color=\"{0}\" stop-opacity=\"0.35\"/>\
         <stop offset=\"1\" stop-color=\"{0}\" stop-opacity=\"0\"/></radialGradient>",
        palette::GOLD
    );
    let mut b = String::new();
    // A warm glow round it, so the goal stands out on the board.
    b += &circle(c, c, 47.0, "fill=\"url(#setting)\"");
    let _ = writeln!(
        b,
        "<path d=\"{outline}\" transform=\"translate(1.5 2)\" fill=\"{deep}\" opacity=\"0.5\" \
         filter=\"url(#b2)\"/>"
    );
    let _ = writeln!(b, "<path d=\"{outline}\" fill=\"{gold}\"/>");
    // Facets: each point is two triangles from the centre, lit on the side facing the
    // top left and shaded on the other.
    let (cx, cy) = (c, c + 1.0);
    let k = star.len();
    for i in 0..k {
        let a = star[i];
        let b2 = star[(i + 1) % k];
        // The facet's outward normal, against the light from the top left.
        let (mx, my) = ((a.0 + b2.0) / 2.0 - cx, (a.1 + b2.1) / 2.0 - cy);
        let lit = (-mx - my) / (mx.hypot(my) * std::f32::consts::SQRT_2);
        let col = if lit >= 0.0 {
            gold.lighten(0.45 * lit)
        } else {
            gold.darken(-0.45 * lit)
        };
        let _ = writeln!(
            b,
            "<path d=\"{}\" fill=\"{col}\" stroke=\"{col}\" stroke-width=\"0.5\" \
             stroke-linejoin=\"round\"/>",
            polygon(&[(cx, cy), a, b2])
        );
    }
    let _ = writeln!(
        b,
        "<path d=\"{outline}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" \
         stroke-linejoin=\"round\"/>",
        gold.darken(0.6)
    );
    b += &circle(
        cx - 6.0,
        cy - 8.0,
        4.0,
        "fill=\"#FFFFFF\" opacity=\"0.55\" filter=\"url(#b2)\"",
    );
    doc(GOAL_SIZE, GOAL_SIZE, &defs, &b)
}

/// Side `side`'s house, 160×110: a rounded patch tinted with the side's colour, with a
/// solid border, a dashed inner line and the side's mark faint in the middle.
pub fn house(side: usize) -> String {
    let (w, h) = (HOUSE_SIZE.0 as f32, HOUSE_SIZE.1 as f32);
    let col = palette::SIDES[side];
    let deep = palette::INK_DEEP;
    let m = 6.0;
    let rect = |inset: f32, rx: f32, attrs: &str| inset_rect(w, h, m + inset, rx, attrs);
    let mut defs = blur("b2", 2.0);
    let _ = writeln!(
        defs,
        "<radialGradient id=\"tint\" cx=\"0.4\" cy=\"0.35\" r=\"0.8\">\
         <stop offset=\"0\" stop-color=\"{}\" stop-opacity=\"0.42\"/>\
         <stop offset=\"1\" stop-color=\"{col}\" stop-opacity=\"0.55\"/></radialGradient>",
        col.lighten(0.25)
    );
    let mut b = String::new();
    // Painted into the board: a faint shade where the paint is thick on the top left.
    b += &rect(0.0, 20.0, "fill=\"url(#tint)\"");
    b += &format!(
        "<g opacity=\"0.25\" filter=\"url(#b2)\">{}</g>\n",
        rect(
            2.0,
            18.0,
            &format!(
                "fill=\"none\" stroke=\"{deep}\" stroke-width=\"3\" transform=\"translate(1 1.5)\""
            )
        )
        .trim_end()
    );
    b += &rect(
        0.0,
        20.0,
        &format!(
            "fill=\"none\" stroke=\"{}\" stroke-width=\"4\"",
            col.darken(0.25)
        ),
    );
    b += &rect(
        9.0,
        12.0,
        &format!(
            "fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\" \
             stroke-opacity=\"0.8\"",
            col.darken(0.35)
        ),
    );
    let _ = writeln!(
        b,
        "<g opacity=\"0.3\">{}</g>",
        side_mark(side, w / 2.0, h / 2.0, 60.0).trim_end()
    );
    doc(HOUSE_SIZE.0, HOUSE_SIZE.1, &defs, &b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_star_alternates_and_points_up() {
        let pts = star_points(48.0, 48.0, 5, 40.0, 17.0);
        assert_eq!(pts.len(), 10);
        assert!((pts[0].0 - 48.0).abs() < 1e-4 && (pts[0].1 - 8.0).abs() < 1e-4);
        for (k, &(x, y)) in pts.iter().enumerate() {
            let r = (x - 48.0).hypot(y - 48.0);
            let want = if k % 2 == 0 { 40.0 } else { 17.0 };
            assert!((r - want).abs() < 1e-3, "{k}: {r}");
        }
        // Symmetric about the vertical axis.
        assert!((pts[2].0 - 48.0 + (pts[8].0 - 48.0)).abs() < 1e-3);
    }
}
