//! Malefiz in ink: a paper board in a bold ink border (the game draws the paths and places
//! the fields; the field, barricade, goal and houses are editable SVG sources).

use super::{INK, PAPER};
use crate::art::malefiz::board_size;
use crate::svg::{diamond, doc, inset_rect, stroked};

/// The board at its layout's size: paper in a bold ink border with a fine line inside it.
/// No fields: the game places them.
pub fn board() -> String {
    let (bw, bh) = board_size();
    let (w, h) = (bw as f32, bh as f32);
    let mut b = inset_rect(w, h, 5.0, 18.0, &stroked(PAPER, INK, 10.0));
    b += &inset_rect(w, h, 20.0, 8.0, &stroked("none", INK, 2.5));
    // Small ink diamonds in the corners between the lines.
    for (x, y) in [
        (20.0, 20.0),
        (w - 20.0, 20.0),
        (20.0, h - 20.0),
        (w - 20.0, h - 20.0),
    ] {
        b += &diamond(x, y, 10.0, 45.0, INK);
    }
    doc(bw, bh, "", &b)
}
