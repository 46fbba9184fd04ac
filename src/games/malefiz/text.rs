//! The game in words: names of throws and sides, the move log's lines and the rules help.

use super::*;

pub(super) fn rules_help(g: &Malefiz) -> String {
    let rows = if g.options().barricade_rows == 2 {
        "rows 1 and 3"
    } else {
        "row 1"
    };
    format!(
        "Be the first to bring a pawn onto the star at the top.\n\nRoll the die, then move one pawn exactly that many fields along the lines, turning where you like but never onto the same field twice in one move. A pawn leaving its house steps first onto the field above it. You must move if you can; if no pawn can, the turn passes. A six gives no extra roll.\n\nPawns of any colour may be jumped; barricades may not. Ending on an opponent's pawn sends it back to its house; ending on your own pawn is not allowed. Ending exactly on a barricade takes its field, and you then put the barricade on any empty field except {rows} and the goal.\n\nThe goal needs the exact count."
    )
}
