//! Malefiz in ink: a paper board in a bold ink border (the game draws the paths and places
//! the fields), ink-ringed fields, white barricade blocks with an ink front, a yellow
//! star for the goal and the four houses tinted with their side colours and marked.

use super::draw::{mark_path, shadow_attrs};
use super::{INK, PAPER, SIDES, WASH, YELLOW};
use crate::art::malefiz::{
    BARRICADE_SIZE, BOARD_SIZE, FIELD_SIZE, GOAL_SIZE, HOUSE_SIZE, star_points,
};
use crate::svg::{circle, diamond, doc, inset_rect, n, polygon, rect, stroked};
use std::fmt::Write;

/// The board, 1000×1000: paper in a bold ink border with a fine line inside it. No
/// fields: the game places them.
pub fn board() -> String {
    let s = BOARD_SIZE as f32;
    let mut b = inset_rect(s, s, 5.0, 18.0, &stroked(PAPER, INK, 10.0));
    b += &inset_rect(s, s, 20.0, 8.0, &stroked("none", INK, 2.5));
    // Small ink diamonds in the corners between the lines.
    for (x, y) in [
        (20.0, 20.0),
        (s - 20.0, 20.0),
        (20.0, s - 20.0),
        (s - 20.0, s - 20.0),
    ] {
        b += &diamond(x, y, 10.0, 45.0, INK);
    }
    doc(BOARD_SIZE, BOARD_SIZE, "", &b)
}

/// A field, 64×64: a paper disc in a bold ink circle round a small grey-washed hollow.
pub fn field() -> String {
    let c = 32.0;
    let mut b = circle(c, c, 25.0, &shadow_attrs(1.5, 2.0));
    b += &circle(c, c, 23.0, &stroked(PAPER, INK, 5.0));
    b += &circle(c, c, 12.0, &stroked(WASH, INK, 2.0));
    doc(FIELD_SIZE, FIELD_SIZE, "", &b)
}

/// A barricade, 64×64: a white block seen a little from above, its top face paper, its
/// front face solid ink, all in a bold ink outline.
pub fn barricade() -> String {
    let (x0, x1, top, front, bottom) = (9.0, 55.0, 8.0, 40.0, 55.0);
    let mut b = rect(x0, top, x1 - x0, bottom - top, 8.0, &shadow_attrs(2.5, 3.0));
    b += &rect(
        x0,
        top,
        x1 - x0,
        bottom - top,
        8.0,
        &format!("fill=\"{INK}\""),
    );
    b += &rect(
        x0 + 3.0,
        top + 3.0,
        x1 - x0 - 6.0,
        front - top - 3.0,
        6.0,
        &format!("fill=\"{PAPER}\""),
    );
    // Two paper lines across the front, like a brick's joints.
    let _ = writeln!(
        b,
        "<path d=\"M {} {} L {} {}\" stroke=\"{PAPER}\" stroke-width=\"2\" \
         stroke-linecap=\"round\"/>",
        n(x0 + 9.0),
        n((front + bottom) / 2.0),
        n(x1 - 9.0),
        n((front + bottom) / 2.0)
    );
    doc(BARRICADE_SIZE, BARRICADE_SIZE, "", &b)
}

/// The goal, 96×96: a yellow five-pointed star in a bold ink outline, in a fine ink ring.
pub fn goal() -> String {
    let c = 48.0;
    let star = polygon(&star_points(c, c + 2.0, 5, 41.0, 18.0));
    let mut b = circle(
        c,
        c,
        45.0,
        &format!("fill=\"{PAPER}\" fill-opacity=\"0.6\" stroke=\"{INK}\" stroke-width=\"2\""),
    );
    let _ = writeln!(
        b,
        "<path d=\"{star}\" {}/>\n<path d=\"{star}\" fill=\"{YELLOW}\" stroke=\"{INK}\" \
         stroke-width=\"4.5\" stroke-linejoin=\"round\"/>",
        shadow_attrs(2.0, 2.5)
    );
    b += &circle(c, c + 2.0, 5.0, &format!("fill=\"{INK}\""));
    doc(GOAL_SIZE, GOAL_SIZE, "", &b)
}

/// Side `side`'s house, 160×110: a rounded patch of the side's colour, lightened, in a
/// bold border of the side's colour edged in ink, with the side's mark in the middle.
pub fn house(side: usize) -> String {
    let (w, h) = (HOUSE_SIZE.0 as f32, HOUSE_SIZE.1 as f32);
    let col = SIDES[side];
    let m = 6.0;
    let rect = |inset: f32, rx: f32, attrs: &str| inset_rect(w, h, m + inset, rx, attrs);
    let mut b = rect(0.0, 20.0, &format!("fill=\"{}\"", col.mix(PAPER, 0.72)));
    b += &rect(3.0, 17.0, &stroked("none", col, 6.0));
    b += &rect(0.0, 20.0, &stroked("none", INK, 3.0));
    b += &rect(
        12.0,
        10.0,
        &format!("fill=\"none\" stroke=\"{INK}\" stroke-width=\"1.5\" stroke-dasharray=\"6 5\""),
    );
    let _ = writeln!(
        b,
        "<path d=\"{}\" fill=\"{}\" fill-rule=\"evenodd\" stroke=\"{INK}\" \
         stroke-opacity=\"0.55\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>",
        mark_path(side, w / 2.0, h / 2.0, 62.0),
        col.mix(PAPER, 0.4)
    );
    doc(HOUSE_SIZE.0, HOUSE_SIZE.1, "", &b)
}
