//! The shared sprites in ink: the paper table, the Yut board and its stations, the pieces,
//! the sticks, the dice, the highlight and selection rings and the icon.

use super::draw::{hatch, shadow_attrs, token};
use super::{INK, PAPER, SIDES, TABLE, YELLOW};
use crate::art::{
    DISC_RADIUS_PX, STICK_BOX, arrow_paths, board_lines, board_size, icon_board, pips,
    selection_dashes, station_studs, stick_shape,
};
use crate::rng::Rng;
use crate::svg::{circle, diamond, doc, n, polar, rect, stroked};
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

/// A small station, 96×96: a paper disc in a bold ink circle.
pub fn station() -> String {
    let c = 48.0;
    let mut b = circle(c, c, 30.0, &shadow_attrs(2.0, 3.0));
    b += &circle(c, c, 27.0, &stroked(PAPER, INK, 7.0));
    doc(96, 96, "", &b)
}

/// A big station, 128×128: a bold ink circle inside a second ring, with four ink
/// wedges between them pointing in.
pub fn station_big() -> String {
    let c = 64.0;
    let mut b = circle(c, c, 56.0, &shadow_attrs(2.5, 3.5));
    b += &circle(c, c, 53.0, &stroked(PAPER, INK, 5.0));
    b += &circle(c, c, 37.0, &stroked(PAPER, INK, 8.0));
    b += &station_studs(c, 46.0, 7.0, INK);
    doc(128, 128, "", &b)
}

// ---------------------------------------------------------------------------------------
// Pieces

/// Side `side`'s piece, 128×128.
pub fn piece(side: usize) -> String {
    doc(128, 128, "", &token(side, 61.0, 61.0, 52.0))
}

// ---------------------------------------------------------------------------------------
// Sticks

/// A Yut stick from above, 64×256: the flat side plain paper with a fine inner line, the
/// round side densely hatched; the marked (back-do) stick carries a large vermilion disc
/// and band near its top end.
pub fn stick(round: bool, marked: bool) -> String {
    let (x, y, w, h) = STICK_BOX;
    let shape = stick_shape();
    let defs = format!("<clipPath id=\"stick\">{shape}</clipPath>\n");
    let mut b = format!(
        "<g {}>{shape}</g>\n<g fill=\"{PAPER}\">{shape}</g>\n",
        shadow_attrs(3.0, 4.0)
    );
    let cx = x + w / 2.0;
    if round {
        let _ = writeln!(
            b,
            "<path d=\"{}\" clip-path=\"url(#stick)\" fill=\"none\" stroke=\"{INK}\" \
             stroke-width=\"3.2\"/>",
            hatch(x, y, x + w, y + h, 9.0)
        );
    } else {
        b += &rect(
            x + 7.0,
            y + 7.0,
            w - 14.0,
            h - 14.0,
            (w - 14.0) * 0.45,
            &stroked("none", INK, 2.0),
        );
    }
    if marked {
        // The back-do mark: a vermilion band across and a big vermilion disc, each with a
        // paper halo so it reads on the hatching.
        let (band_y, disc_y, r) = (30.0, 62.0, 13.0);
        let _ = writeln!(
            b,
            "<g clip-path=\"url(#stick)\">\
             <rect x=\"0\" y=\"{}\" width=\"64\" height=\"16\" fill=\"{PAPER}\"/>\
             <rect x=\"0\" y=\"{}\" width=\"64\" height=\"10\" fill=\"{SEAL}\" stroke=\"{INK}\" \
             stroke-width=\"2.5\"/></g>",
            n(band_y - 8.0),
            n(band_y - 5.0),
        );
        b += &circle(cx, disc_y, r + 4.5, &format!("fill=\"{PAPER}\""));
        b += &circle(cx, disc_y, r, &stroked(SEAL, INK, 3.5));
        b += &circle(cx, disc_y, 4.0, &format!("fill=\"{PAPER}\""));
    }
    let _ = writeln!(
        b,
        "<g fill=\"none\" stroke=\"{INK}\" stroke-width=\"5\">{shape}</g>"
    );
    doc(64, 256, &defs, &b)
}

// ---------------------------------------------------------------------------------------
// Dice

/// Die face `face` (1..=6), 128×128: paper with a bold ink edge and big ink pips; the
/// single pip of the one is large and vermilion.
pub fn die(face: u8) -> String {
    let (x, y, s) = (10.0, 10.0, 104.0);
    let c = x + s / 2.0;
    let mut b = rect(x, y, s, s, 20.0, &shadow_attrs(4.0, 5.0));
    b += &rect(x, y, s, s, 20.0, &stroked(PAPER, INK, 6.0));
    if face == 1 {
        b += &circle(c, c, 19.0, &stroked(SEAL, INK, 4.0));
    } else {
        let step = 30.0;
        for &(i, j) in pips(face) {
            b += &circle(
                c + step * f32::from(i),
                c + step * f32::from(j),
                12.0,
                &format!("fill=\"{INK}\""),
            );
        }
    }
    doc(128, 128, "", &b)
}

// ---------------------------------------------------------------------------------------
// UI

/// The ring for legal targets, 128×128: a bold yellow band between ink edges over a faint
/// yellow wash, legible on white paper and on dark wood alike.
pub fn highlight() -> String {
    let c = 64.0;
    let mut b = circle(
        c,
        c,
        40.0,
        &format!("fill=\"{YELLOW}\" fill-opacity=\"0.3\""),
    );
    b += &circle(c, c, 47.0, &stroked("none", INK, 16.0));
    b += &circle(c, c, 47.0, &stroked("none", YELLOW, 9.0));
    doc(128, 128, "", &b)
}

/// The selection ring, 128×128: a dashed ink ring outside a paper ring edged in ink.
pub fn selected() -> String {
    let c = 64.0;
    let r_out = 56.0;
    let dashes = selection_dashes(c, r_out, (0.62, 0.38), -9.0);
    let mut b = circle(
        c,
        c,
        r_out,
        &format!("fill=\"none\" stroke=\"{INK}\" stroke-width=\"10\" {dashes}"),
    );
    b += &circle(c, c, 44.0, &stroked("none", INK, 10.0));
    b += &circle(c, c, 44.0, &stroked("none", PAPER, 4.0));
    doc(128, 128, "", &b)
}

/// The app icon, 256×256: a paper tile with the Yut board's ring and diameters in ink and
/// a vermilion piece.
pub fn icon() -> String {
    let c = 128.0;
    let mut b = rect(8.0, 8.0, 240.0, 240.0, 52.0, &shadow_attrs(3.0, 4.0));
    b += &rect(8.0, 8.0, 240.0, 240.0, 52.0, &stroked(PAPER, INK, 8.0));
    let r = 78.0;
    b += &icon_board(c, r, INK, 7.0);
    for k in 0..4 {
        let (x, y) = polar(c, c, r, -90.0 + 90.0 * k as f32);
        b += &circle(x, y, 11.0, &stroked(PAPER, INK, 5.0));
    }
    b += &circle(c, c, 11.0, &stroked(PAPER, INK, 5.0));
    b += &token(0, 170.0, 170.0, 44.0);
    doc(256, 256, "", &b)
}
