//! The paper table and the Yut board in ink (the stations, pieces, sticks, dice, rings
//! and icon are editable SVG sources in `assets/themes/ink/svg/`).

use super::draw::shadow_attrs;
use super::{INK, PAPER, SIDES, TABLE};
use crate::art::{DISC_RADIUS_PX, arrow_paths, board_lines, board_size};
use crate::rng::Rng;
use crate::svg::{circle, diamond, doc, n, polar, stroked};
use std::f64::consts::TAU;
use std::fmt::Write;
use tabula_yut::Station;

/// The vermilion of the seal at the start and the marked stick.
const SEAL: crate::palette::Rgb = SIDES[0];

// ---------------------------------------------------------------------------------------
// Table

/// The paper table, 512×512: flat greyish paper with faint fibres and a few flecks. Each
/// fibre near an edge is drawn again one tile over, so the tile is seamless.
pub fn table() -> String {
    const S: f32 = 512.0;
    let mut rng = Rng(0x1_4C7AB1E);
    let mut fibres = [String::new(), String::new()];
    for k in 0..260 {
        let (x, y) = (rng.range(0.0, 512.0) as f32, rng.range(0.0, 512.0) as f32);
        let len = rng.range(8.0, 34.0) as f32;
        let a = rng.range(0.0, TAU) as f32;
        let bend = rng.range(-6.0, 6.0) as f32;
        let (dx, dy) = (a.cos() * len / 2.0, a.sin() * len / 2.0);
        let (nx, ny) = (-a.sin() * bend, a.cos() * bend);
        let dark = k % 3 != 0;
        let reach = len / 2.0 + bend.abs() + 2.0;
        let mut shifts_x = vec![0.0];
        let mut shifts_y = vec![0.0];
        if x - reach < 0.0 {
            shifts_x.push(S);
        }
        if x + reach > S {
            shifts_x.push(-S);
        }
        if y - reach < 0.0 {
            shifts_y.push(S);
        }
        if y + reach > S {
            shifts_y.push(-S);
        }
        for &sx in &shifts_x {
            for &sy in &shifts_y {
                let (px, py) = (x + sx, y + sy);
                let _ = write!(
                    fibres[usize::from(dark)],
                    "M {} {} Q {} {} {} {} ",
                    n(px - dx),
                    n(py - dy),
                    n(px + nx),
                    n(py + ny),
                    n(px + dx),
                    n(py + dy)
                );
            }
        }
    }
    let mut b = format!("<rect x=\"0\" y=\"0\" width=\"512\" height=\"512\" fill=\"{TABLE}\"/>\n");
    let _ = writeln!(
        b,
        "<g fill=\"none\" stroke-linecap=\"round\" stroke-width=\"1.1\">\n\
         <path d=\"{}\" stroke=\"#FFFFFF\" stroke-opacity=\"0.35\"/>\n\
         <path d=\"{}\" stroke=\"{INK}\" stroke-opacity=\"0.09\"/>\n</g>",
        fibres[0].trim_end(),
        fibres[1].trim_end()
    );
    doc(512, 512, "", &b)
}

// ---------------------------------------------------------------------------------------
// Board

/// The Yut board, 1024×1024: a paper disc in a bold ink rim, the ring and the two
/// diameters in thick ink through the station positions, small ink diamonds between the
/// corners, a vermilion seal at А and the entry arrow. Transparent outside the disc.
pub fn board() -> String {
    let size = board_size() as f32;
    let c = size / 2.0;
    let rim = DISC_RADIUS_PX;
    let mut b = String::new();
    // The disc: a hard offset shadow, paper, a bold rim band and a fine line inside it.
    b += &circle(c, c, rim - 2.0, &shadow_attrs(5.0, 7.0));
    b += &circle(c, c, rim, &format!("fill=\"{PAPER}\""));
    b += &circle(c, c, rim - 9.0, &stroked("none", INK, 18.0));
    b += &circle(c, c, 457.0, &stroked("none", INK, 3.0));
    // Ornaments: an ink diamond between each pair of corners, outside the ring.
    for k in 0..4 {
        let (x, y) = polar(c, c, 428.0, 45.0 + 90.0 * k as f32);
        b += &diamond(x, y, 16.0, 45.0, INK);
    }
    // The lines through the stations.
    let _ = write!(
        b,
        "<g id=\"lines\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"10\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\">\n{}</g>\n",
        board_lines()
    );
    // The start: a vermilion seal on the rim at А, and the arrow the way of play.
    let (ax, ay) = Station::A.position();
    let (sx, sy) = (c + (rim - 9.0) * ax, c - (rim - 9.0) * ay);
    let _ = writeln!(
        b,
        "<rect x=\"{}\" y=\"{}\" width=\"30\" height=\"30\" rx=\"3\" \
         transform=\"rotate(45 {} {})\" fill=\"{SEAL}\" stroke=\"{PAPER}\" stroke-width=\"3\"/>",
        n(sx - 15.0),
        n(sy - 15.0),
        n(sx),
        n(sy),
    );
    b += &diamond(sx, sy, 10.0, 45.0, PAPER);
    b += &entry_arrow(c, c, 440.0, -118.0, -62.0);
    doc(board_size(), board_size(), "", &b)
}

/// A bold vermilion arrow along the circle of radius `r` from angle `a0` to `a1`
/// (degrees, counter-clockwise), its head at `a1`.
fn entry_arrow(cx: f32, cy: f32, r: f32, a0: f32, a1: f32) -> String {
    let (arc, head) = arrow_paths((cx, cy, r), (a0, a1), 7.5, 14.0);
    format!(
        "<g stroke=\"{INK}\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\
         <path d=\"{arc}\" fill=\"none\" stroke-width=\"12\"/>\
         <path d=\"{head}\" fill=\"{INK}\" stroke-width=\"6\"/></g>\n\
         <g fill=\"{SEAL}\" stroke=\"{SEAL}\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\
         <path d=\"{arc}\" fill=\"none\" stroke-width=\"6\"/>\
         <path d=\"{head}\" stroke-width=\"1\"/></g>\n"
    )
}

// ---------------------------------------------------------------------------------------
// Stations

// ---------------------------------------------------------------------------------------
// Pieces

// ---------------------------------------------------------------------------------------
// Sticks

// ---------------------------------------------------------------------------------------
// Dice

// ---------------------------------------------------------------------------------------
// UI
