//! The theme manifest (`theme.ron`) and the modders' README.

use crate::art::YUT_LAYOUT;
use crate::palette::{Rgb, SIDE_HEX};
use crate::{Sprite, synth};
use std::fmt::Write;

/// The classic theme's name in `theme.ron`.
pub const NAME: &str = "Classic";

/// The colours of the words the game writes on the boards (`labels` in `theme.ron`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Labels {
    /// Written straight on the boards' pictures (the coordinates): dark on every board.
    pub ink: Rgb,
    /// The plate under every other label (counts, captions, choices), and the words on it.
    pub plate: Rgb,
    pub plate_ink: Rgb,
    /// Each side's words on the plate: its side colour, lightened to read there.
    pub side_inks: [Rgb; 4],
}

/// The text of `theme.ron`, for either theme: its name, the author, every sprite and sound
/// by role, the side colours and what players call them by language, and the labels'
/// colours. One writer keeps the themes' manifests in one format. No `layouts`: both
/// themes' boards are drawn to `assets/layouts/`, the game's default.
pub fn manifest(
    name: &str,
    side_colours: &[&str],
    side_names: &[[(&str, &str); 3]],
    labels: &Labels,
    sprites: &[(&str, &str)],
    sounds: &[(&str, &str)],
) -> String {
    let mut s = format!("(\n    name: \"{name}\",\n    author: \"Tabula\",\n");
    s += "    sprites: {\n";
    for (role, path) in sprites {
        let _ = writeln!(s, "        \"{role}\": \"{path}\",");
    }
    s += "    },\n    sounds: {\n";
    for (role, path) in sounds {
        let _ = writeln!(s, "        \"{role}\": \"{path}\",");
    }
    s += "    },\n    side_colours: [";
    let colours: Vec<String> = side_colours.iter().map(|c| format!("\"{c}\"")).collect();
    s += &colours.join(", ");
    s += "],\n    side_names: [\n";
    for names in side_names {
        let names: Vec<String> = names
            .iter()
            .map(|(l, n)| format!("\"{l}\": \"{n}\""))
            .collect();
        let _ = writeln!(s, "        {{{}}},", names.join(", "));
    }
    let side_inks: Vec<String> = labels
        .side_inks
        .iter()
        .map(|c| format!("\"{c}\""))
        .collect();
    let _ = write!(
        s,
        "    ],\n    labels: (\n        ink: \"{}\",\n        plate: \"{}\",\n        \
         plate_ink: \"{}\",\n        side_inks: [{}],\n    ),\n)\n",
        labels.ink,
        labels.plate,
        labels.plate_ink,
        side_inks.join(", ")
    );
    s
}

/// The READMEs' section on the colours of the words on the boards, with the theme's.
pub fn labels_note(labels: &Labels) -> String {
    let sides: Vec<String> = labels.side_inks.iter().map(Rgb::to_string).collect();
    format!(
        "### Labels\n\n\
         The game writes the coordinates, counts, captions and the sides' names on the \
         boards in the colours of `labels`: `ink` ({}) straight on the boards' pictures \
         (the column letters and row numbers in the Chisolo and Malefiz margins, the \
         letters beside the big Yut stations, the doubling cube's value), and every other \
         label on a small plate of `plate` ({}), in `plate_ink` ({}) or, for a side's name \
         and captions, in its `side_inks` colour ({}: the side colours lightened to read \
         on the plate). Each must stand out from what it is written on by 4.5:1 at least \
         (WCAG AA): `tabula --check-theme` measures every kind of label, on the plates and \
         on the parts of the pictures under them.\n\n",
        labels.ink,
        labels.plate,
        labels.plate_ink,
        sides.join(", "),
    )
}

/// What each sprite role is, for the README.
fn sprite_note(role: &str) -> &'static str {
    match role {
        "table" => "background, tiled: must tile seamlessly; keep it low in contrast",
        "yut.board" => {
            "the round Yut board: ring and diameters only, no stations (see the boards' \
             geometry below); transparent outside the disc"
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
             bear-off trays, laid out to the pixel (see the boards' geometry below)"
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

/// The README's section on the boards' geometry: where it lives, how a theme gives its own,
/// and the conventions of each board, by the layout files' fields (with this theme's
/// values, and what the art alone adds).
fn boards_geometry() -> String {
    use crate::art::backgammon as bg;
    let span = |r: (f32, f32)| format!("{:.0}..{:.0}", r.0, r.1);
    let yut = &*YUT_LAYOUT;
    let l = &*bg::LAYOUT;
    let [tray_top, tray_bottom] = bg::tray_y();
    format!(
        "### The boards' geometry\n\n\
         The game places the Yut stations, the backgammon checkers, the Chisolo pits and \
         the Malefiz fields itself, by where the board image's spaces are. That geometry \
         is data, in the board image's own pixels (origin top left): \
         `assets/layouts/yut.ron`, `backgammon.ron`, `chisolo.ron` and `malefiz.ron`. \
         This theme's boards are drawn to those files and the game reads the same files, \
         so a board drawn like these needs nothing more. A board drawn otherwise (another \
         size or layout) gives its own in `theme.ron` under `layouts`, for example\n\n\
         ```\nlayouts: (\n    yut: Some((image: (2048, 2048), ring_radius: 800.0)),\n),\n```\n\n\
         and likewise `backgammon: Some((...))`, `chisolo: Some((...))` or \
         `malefiz: Some((...))` with every field of that board's file. \
         Each replaces that board's default whole; a board left out keeps it. \
         `tabula --check-theme NAME` checks that the layouts hold together and that each \
         board image is the size its layout says.\n\n\
         ### The Yut board\n\n\
         The game places the 29 stations itself, as separate sprites: the board image only \
         carries the lines. In `yut.ron`, `image` is the board image's size ({}×{} here) and \
         `ring_radius` the radius R of the ring of stations round the image's centre ({:.0} \
         px here). A station at unit position (x, y), y up (as `Station::position()` in \
         `crates/yut` gives it), sits at pixel (w/2 + R·x, h/2 − R·y). So А (start and exit) \
         is at the bottom, Б on the right, В at the top, Д on the left and Г at the centre, \
         and play runs counter-clockwise.\n\n\
         ### The backgammon board\n\n\
         In `backgammon.ron` (`image` {}×{} here):\n\n\
         - `left_field_x` and `right_field_x` ({} and {} here), both over `field_y` ({}): \
         the two fields, each six point columns of equal width ({:.0} px here);\n\
         - `bar_x` ({}): the bar between the fields, over the full height;\n\
         - `tray_x` ({}): the bear-off trays, here the top one y {} and the bottom one y {};\n\
         - `point_length` ({:.0}): from a point's base to its apex. The top row's bases lie \
         on `field_y`'s first value (apexes on y {:.0} here), the bottom row's on its second \
         (apexes on y {:.0}).\n\n\
         Light and dark points alternate along a row, the top row starting light at the \
         left, and facing points differ. The rest is this board's art, which the game does \
         not read: the frame, {:.0} px round the outside; the divider x {} between the right \
         field and the trays; each point {:.0} px in from its column's sides at the base.\n\n",
        yut.image.0,
        yut.image.1,
        yut.ring_radius,
        l.image.0,
        l.image.1,
        span(l.left_field_x),
        span(l.right_field_x),
        span(l.field_y),
        l.column(),
        span(l.bar_x),
        span(l.tray_x),
        span(tray_top),
        span(tray_bottom),
        l.point_length,
        l.field_y.0 + l.point_length,
        l.field_y.1 - l.point_length,
        bg::frame(),
        span(bg::divider_x()),
        bg::POINT_INSET,
    )
}

/// The README's section on which SVGs are sources an artist edits and which the generator
/// draws, for the theme `theme` (its command-line name) whose drawing code is `code`;
/// `sizes` says where the sprites' sizes are listed.
pub fn editing(theme: &str, code: &str, sizes: &str, sprites: &[Sprite]) -> String {
    let list = |drawn: bool| {
        sprites
            .iter()
            .filter(|s| crate::DRAWN_ROLES.contains(&s.role.as_str()) == drawn)
            .map(|s| format!("`{}`", s.svg_path()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "## Editing the art\n\n\
         Every sprite's PNG is rendered from its SVG in `svg/` (the PNG's path with \
         `.svg`). Those SVGs are of two kinds.\n\n\
         **Sources an artist edits.** These SVG files are the art: the generator reads them \
         and renders each to its PNG at its sprite's size ({sizes}). Edit them in any \
         vector editor (or by hand), keeping each drawing's proportions (its `width` and \
         `height`, or its `viewBox`; an SVG of other proportions is an error naming the \
         file), then run `cargo xtask assets` (or `cargo run --release -p tabula-artgen -- \
         --theme {theme} assets/themes/{theme}`) to render them, and commit the SVGs with \
         their PNGs. `--sources DIR` renders the sources of another folder instead. The \
         sources: {}.\n\n\
         **Drawn by the generator.** The table and the boards are drawn by code: \
         procedural wood and paper textures, and geometry from the layout files in \
         `assets/layouts/` (where the game places stations, points, pits and fields). Their \
         SVGs here are output, rewritten on every run: to change them, change the code \
         ({code}) or the layout files in `assets/layouts/`, then run `cargo xtask assets`. \
         They are: {}.\n\n\
         The sounds are synthesised by the generator too, and `theme.ron` and this README \
         are written by it.\n\n",
        list(false),
        list(true),
    )
}

/// The README of the theme folder, for modders.
pub fn readme(sprites: &[Sprite]) -> String {
    let mut s = String::from(
        "# The Classic theme\n\n\
         This folder is Tabula's default theme, built by `crates/artgen` (run `cargo xtask \
         assets`; `cargo xtask assets --check` verifies that the committed files are what \
         the generator makes). Most sprites are SVG sources in `svg/` that you edit; the \
         table and the boards are drawn by the generator's code (see [Editing the \
         art](#editing-the-art)). The PNGs are rendered from the SVGs, the WAVs are \
         synthesised, and `theme.ron` and this README are written by the generator: edit the \
         sources or the generator, not those, or make your own theme.\n\n\
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
        "\n{}{}\
         ### Side colours\n\n\
         `side_colours` are the sides' colours in the user interface, and `side_names` \
         what players call them (\"Red wins\"): name each colour as it looks, either in \
         one word for every language or by language code (`{{\"en\": \"Red\", \"ru\": \
         \"Красный\"}}`; a language the theme leaves out takes English, and with no names \
         at all the language files' own colour names are used). The \
         defaults are a true red {} (so the side called Red looks red) and the \
         Okabe–Ito blue {}, bluish green {} and orange {}. Each piece also has its own \
         inner mark (dot, ring, cross, bar), so colour is never the only cue; keep such \
         marks if you redraw the pieces.\n\n\
         {}\
         ## Sounds\n\n\
         WAV, 16-bit PCM, mono. \
         Effects here are 44100 Hz with peaks near −3 dBFS (hop, click, checker, seed and \
         step quieter, they play often); the music is {} Hz, peaks near −12 dBFS, and loops seamlessly.\n\n\
         | role | file | when it plays |\n|---|---|---|\n",
        editing(
            "classic",
            "`crates/artgen/src/art.rs` and `crates/artgen/src/art/`",
            "the table above",
            sprites
        ),
        boards_geometry(),
        SIDE_HEX[0],
        SIDE_HEX[1],
        SIDE_HEX[2],
        SIDE_HEX[3],
        labels_note(&crate::palette::labels()),
        synth::MUSIC_RATE,
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
    use crate::palette::SIDE_NAMES;

    #[test]
    fn manifest_shape() {
        let sprites = [("table", "table.png")];
        let sounds = [("hop", "sounds/hop.wav")];
        assert_eq!(
            manifest(
                NAME,
                &SIDE_HEX,
                &SIDE_NAMES,
                &crate::palette::labels(),
                &sprites,
                &sounds
            ),
            "(\n    name: \"Classic\",\n    author: \"Tabula\",\n    \
             sprites: {\n        \
             \"table\": \"table.png\",\n    },\n    sounds: {\n        \
             \"hop\": \"sounds/hop.wav\",\n    },\n    side_colours: \
             [\"#C8202F\", \"#0072B2\", \"#009E73\", \"#E69F00\"],\n    \
             side_names: [\n        \
             {\"en\": \"Red\", \"ru\": \"Красный\", \"ko\": \"빨강\"},\n        \
             {\"en\": \"Blue\", \"ru\": \"Синий\", \"ko\": \"파랑\"},\n        \
             {\"en\": \"Green\", \"ru\": \"Зелёный\", \"ko\": \"초록\"},\n        \
             {\"en\": \"Orange\", \"ru\": \"Оранжевый\", \"ko\": \"주황\"},\n    ],\n    \
             labels: (\n        ink: \"#1E140E\",\n        plate: \"#1E140E\",\n        \
             plate_ink: \"#EFDDB7\",\n        \
             side_inks: [\"#D9636D\", \"#4D9CC9\", \"#4DBB9D\", \"#EEBC4D\"],\n    ),\n)\n"
        );
        use crate::ink;
        assert_eq!(
            manifest(
                ink::NAME,
                &ink::SIDE_HEX,
                &ink::SIDE_NAMES,
                &ink::labels(),
                &sprites,
                &sounds
            ),
            "(\n    name: \"Ink on paper\",\n    author: \"Tabula\",\n    \
             sprites: {\n        \
             \"table\": \"table.png\",\n    },\n    sounds: {\n        \
             \"hop\": \"sounds/hop.wav\",\n    },\n    side_colours: \
             [\"#D55E00\", \"#0072B2\", \"#009E73\", \"#CC79A7\"],\n    \
             side_names: [\n        \
             {\"en\": \"Orange\", \"ru\": \"Оранжевый\", \"ko\": \"주황\"},\n        \
             {\"en\": \"Blue\", \"ru\": \"Синий\", \"ko\": \"파랑\"},\n        \
             {\"en\": \"Green\", \"ru\": \"Зелёный\", \"ko\": \"초록\"},\n        \
             {\"en\": \"Pink\", \"ru\": \"Розовый\", \"ko\": \"분홍\"},\n    ],\n    \
             labels: (\n        ink: \"#161616\",\n        plate: \"#161616\",\n        \
             plate_ink: \"#FAF7EF\",\n        \
             side_inks: [\"#E28E4D\", \"#4D9CC9\", \"#4DBB9D\", \"#DBA1C1\"],\n    ),\n)\n"
        );
    }
}
