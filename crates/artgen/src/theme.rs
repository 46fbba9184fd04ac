//! The theme manifest (`theme.ron`) and the modders' README.

use crate::art::RING_RADIUS_PX;
use crate::palette::{SIDE_HEX, SIDE_NAMES};
use crate::{Sprite, sound};
use std::fmt::Write;

/// The text of `theme.ron`: name, author, the board's ring radius, every sprite and sound
/// by role, and the side colours with their names.
pub fn manifest(sprites: &[(&str, &str)], sounds: &[(&str, &str)]) -> String {
    let mut s = String::from("(\n    name: \"Classic\",\n    author: \"Tabula\",\n");
    let _ = writeln!(s, "    yut_board_ring_radius_px: {RING_RADIUS_PX:.1},");
    s += "    sprites: {\n";
    for (role, path) in sprites {
        let _ = writeln!(s, "        \"{role}\": \"{path}\",");
    }
    s += "    },\n    sounds: {\n";
    for (role, path) in sounds {
        let _ = writeln!(s, "        \"{role}\": \"{path}\",");
    }
    s += "    },\n    side_colours: [";
    let colours: Vec<String> = SIDE_HEX.iter().map(|c| format!("\"{c}\"")).collect();
    s += &colours.join(", ");
    s += "],\n    side_names: [";
    let names: Vec<String> = SIDE_NAMES.iter().map(|n| format!("\"{n}\"")).collect();
    s += &names.join(", ");
    s += "],\n)\n";
    s
}

/// What each sprite role is, for the README.
fn sprite_note(role: &str) -> &'static str {
    match role {
        "table" => "background, tiled: must tile seamlessly; keep it low in contrast",
        "yut.board" => {
            "the round Yut board: ring and diameters only, no stations (see below); \
             transparent outside the disc"
        }
        "yut.station" => "a small station, centred on its position",
        "yut.station_big" => "a big station: А, Б, В, Д and the centre Г",
        "piece.0" | "piece.1" | "piece.2" | "piece.3" => {
            "a side's token seen from above, centred; shadow towards the bottom right"
        }
        "stick.flat" | "stick.round" => "a Yut stick from above, vertical: flat or round side up",
        "stick.flat_marked" | "stick.round_marked" => {
            "the marked stick of the back-do option, each side"
        }
        "highlight" => "drawn over a station a selected piece can reach",
        "selected" => "drawn under or over the piece the player picked",
        "icon" => "the window and app icon",
        r if r.starts_with("die.") => "a die face, seen from above",
        "backgammon.board" => {
            "the backgammon board: frame, two fields of six points each, the bar and the \
             bear-off trays, laid out to the pixel (see below)"
        }
        "backgammon.checker.light" | "backgammon.checker.dark" => {
            "a checker seen from above, centred; light and dark differ in lightness, not \
             only in hue"
        }
        "backgammon.cube" => {
            "the doubling cube's top face, centred and blank: the game writes the cube's \
             value (64 while it is centred) over it"
        }
        "backgammon.checker_edge.light" | "backgammon.checker_edge.dark" => {
            "a checker seen from the side, for the stacks of borne-off checkers in the trays"
        }
        "chisolo.board" => {
            "the Chisolo plank, without pits (the game scales it and places the pits); a \
             groove across the middle parts the two players' halves"
        }
        "chisolo.pit" => {
            "one pit carved into the plank, centred; the wood round it fades to transparent \
             so it sits on the plank without a seam"
        }
        r if r.starts_with("chisolo.seed.") => {
            "a counter: four natural variants (pebble, brown seed, sand, slate) mixed in \
             the pits"
        }
        "malefiz.board" => {
            "the Malefiz board: a plain painted surface; the game places the fields, \
             goal and houses on it"
        }
        "malefiz.field" => "a field drilled into the board, centred on its position",
        "malefiz.barricade" => "a white barricade block standing on a field",
        "malefiz.goal" => "the goal field: a gold star",
        r if r.starts_with("malefiz.house.") => {
            "a side's house, tinted with its side colour and marked with its sign"
        }
        _ => "",
    }
}

fn sound_note(role: &str) -> &'static str {
    match role {
        "throw" => "the sticks or dice land (clatter)",
        "hop" => "a piece hops one station; plays once per station, keep it soft",
        "land" => "a piece ends its move",
        "capture" => "pieces are captured and sent home",
        "stack" => "a piece joins its side's pieces",
        "exit" => "a piece leaves the board",
        "win" => "a side wins",
        "click" => "a button or menu choice",
        "extra" => "a bonus throw is won",
        "music" => "background music, looped",
        "checker" => "a backgammon checker is set down; plays on every move, keep it soft",
        "dice" => "the backgammon dice are shaken and rolled",
        "seed" => "a Chisolo seed is dropped into a pit; plays once per seed, keep it soft",
        "relay" => "a pit's seeds are scooped up to sow on (a relay)",
        "barricade" => "a Malefiz barricade is lifted or set down",
        "step" => "a Malefiz pawn steps onto a field; plays once per field, keep it soft",
        _ => "",
    }
}

/// The README's section on the backgammon board's layout, from the generator's numbers.
fn backgammon_layout() -> String {
    use crate::art::backgammon as bg;
    let span = |r: (f32, f32)| format!("{:.0}..{:.0}", r.0, r.1);
    let (w, h, f) = (bg::BOARD_W, bg::BOARD_H, bg::FRAME);
    let fields = [
        (bg::LEFT_FIELD_X, bg::BAR_X.0),
        (bg::RIGHT_FIELD_X, bg::DIVIDER_X.0),
    ];
    format!(
        "### The backgammon board\n\n\
         The game places checkers by the board image's pixels (origin top left), so a \
         board of your own must keep this layout at {w}×{h}:\n\n\
         - the frame: {f:.0} px round the outside;\n\
         - the left field x {}, the right field x {}, both y {}: six point columns of \
         {:.0} px each;\n\
         - the bar x {} (full height) and the divider x {};\n\
         - the bear-off trays x {}: the top one y {}, the bottom one y {};\n\
         - the points: the top row's bases on y {:.0} with apexes on y {:.0}, the bottom \
         row's bases on y {:.0} with apexes on y {:.0}, each {:.0} px in from its \
         column's sides at the base. Light and dark alternate along a row, the top row \
         starting light at the left, and facing points differ.\n\n",
        span(fields[0]),
        span(fields[1]),
        span(bg::FIELD_Y),
        bg::COLUMN,
        span(bg::BAR_X),
        span(bg::DIVIDER_X),
        span(bg::TRAY_X),
        span(bg::TRAY_TOP_Y),
        span(bg::TRAY_BOTTOM_Y),
        bg::FIELD_Y.0,
        bg::FIELD_Y.0 + bg::POINT_LENGTH,
        bg::FIELD_Y.1,
        bg::FIELD_Y.1 - bg::POINT_LENGTH,
        bg::POINT_INSET,
    )
}

/// The README of the theme folder, for modders.
pub fn readme(sprites: &[Sprite]) -> String {
    let mut s = String::from(
        "# The Classic theme\n\n\
         This folder is Tabula's default theme. Everything in it is generated by \
         `crates/artgen` (run `cargo xtask assets`; `cargo xtask assets --check` verifies \
         that the committed files are what the generator makes): the SVG sources in `svg/`, \
         the PNGs rendered from them, the synthesised WAVs, `theme.ron` and this README. Do \
         not edit the files here by hand; change the generator, or make your own theme.\n\n\
         ## Making your own theme\n\n\
         1. Copy this folder to `assets/themes/<your-theme>/` (any folder name).\n\
         2. Edit `theme.ron`: give it a `name` and an `author`, and point each role at your \
         files. Paths are relative to the theme's folder. The SVGs in `svg/` are a good \
         start: edit them in any vector editor and export PNGs of the same size.\n\
         3. Replace the files you want to change. You need not replace them all.\n\n\
         A role whose file is missing or cannot be loaded (not a PNG or WAV, or broken) \
         falls back to the built-in default, with a warning in the game's log, so a \
         half-finished theme still plays.\n\n\
         ## Sprites\n\n\
         PNG with an alpha channel. Sizes are what the game expects; they are twice the size \
         the sprites show at on a 1280×720 window, so they stay crisp on larger screens. \
         Light falls from the top left: shadows are baked towards the bottom right.\n\n\
         | role | file | size (px) | what it is |\n|---|---|---|---|\n",
    );
    for sp in sprites {
        let _ = writeln!(
            s,
            "| `{}` | `{}` | {}×{} | {} |",
            sp.role,
            sp.path,
            sp.size.0,
            sp.size.1,
            sprite_note(&sp.role)
        );
    }
    let _ = write!(
        s,
        "\n### The Yut board and the ring radius\n\n\
         The game places the 29 stations itself, as separate sprites, from the board's \
         geometry: the board image only carries the lines. The convention is \
         `yut_board_ring_radius_px` in `theme.ron` ({RING_RADIUS_PX:.0} here): on the board \
         image, the ring of stations is a circle of that radius round the image's centre. \
         A station at unit position (x, y), y up (as `Station::position()` in \
         `crates/yut` gives it), sits at pixel (w/2 + R·x, h/2 − R·y). So А (start and exit) \
         is at the bottom, Б on the right, В at the top, Д on the left and Г at the centre, \
         and play runs counter-clockwise. If you draw a board of another size or with \
         another ring, set `yut_board_ring_radius_px` to match.\n\n\
         {}\
         ### Side colours\n\n\
         `side_colours` are the sides' colours in the user interface, and `side_names` \
         what players call them (\"Red wins\"): name each colour as it looks. The \
         defaults are a true red {} (so the side called Red looks red) and the \
         Okabe–Ito blue {}, bluish green {} and orange {}. Each piece also has its own \
         inner mark (dot, ring, cross, bar), so colour is never the only cue; keep such \
         marks if you redraw the pieces.\n\n\
         ## Sounds\n\n\
         WAV, 16-bit PCM, mono. \
         Effects here are 44100 Hz with peaks near −3 dBFS (hop, click, checker, seed and \
         step quieter, they play often); the music is {} Hz, peaks near −12 dBFS, and loops seamlessly.\n\n\
         | role | file | when it plays |\n|---|---|---|\n",
        backgammon_layout(),
        SIDE_HEX[0],
        SIDE_HEX[1],
        SIDE_HEX[2],
        SIDE_HEX[3],
        sound::MUSIC_RATE,
    );
    for (role, path, _) in crate::sounds() {
        let _ = writeln!(s, "| `{role}` | `{path}` | {} |", sound_note(role));
    }
    s += "\n## Licence\n\nThe classic theme is Tabula's own work, under the project's licence \
          (MIT OR Apache-2.0).\n";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_shape() {
        let m = manifest(&[("table", "table.png")], &[("hop", "sounds/hop.wav")]);
        assert_eq!(
            m,
            "(\n    name: \"Classic\",\n    author: \"Tabula\",\n    \
             yut_board_ring_radius_px: 400.0,\n    sprites: {\n        \
             \"table\": \"table.png\",\n    },\n    sounds: {\n        \
             \"hop\": \"sounds/hop.wav\",\n    },\n    side_colours: \
             [\"#C8202F\", \"#0072B2\", \"#009E73\", \"#E69F00\"],\n    \
             side_names: [\"Red\", \"Blue\", \"Green\", \"Orange\"],\n)\n"
        );
    }
}
