//! Chisolo in ink: a paper plank with a bold ink border and a bold line between the
//! halves (the pit and the counters are editable SVG sources).

use super::{INK, PAPER};
use crate::art::chisolo::board_size;
use crate::svg::{diamond, doc, inset_rect, n, stroked};
use std::fmt::Write;

/// The plank at its layout's size: paper with a bold ink edge, a fine line inside it, and a bold
/// line across the middle between the players' halves, with a small diamond at each end.
/// No pits: the game places them.
pub fn board() -> String {
    let (bw, bh) = board_size();
    let (w, h) = (bw as f32, bh as f32);
    let mut b = inset_rect(w, h, 5.0, 22.0, &stroked(PAPER, INK, 10.0));
    b += &inset_rect(w, h, 22.0, 10.0, &stroked("none", INK, 2.5));
    let (x0, x1, y) = (60.0, w - 60.0, h / 2.0);
    let _ = writeln!(
        b,
        "<path d=\"M {} {y} L {} {y}\" stroke=\"{INK}\" stroke-width=\"7\" \
         stroke-linecap=\"round\"/>",
        n(x0),
        n(x1),
        y = n(y)
    );
    for x in [x0 - 22.0, x1 + 22.0] {
        b += &diamond(x, y, 14.0, 45.0, INK);
    }
    doc(bw, bh, "", &b)
}
