//! The ink theme's README (its `theme.ron` is written by [`crate::theme::manifest`]).

use super::{NAME, SIDE_HEX, SIDE_NAMES, sound};
use crate::Sprite;
use crate::art::YUT_LAYOUT;
use std::fmt::Write;

/// The README of the ink theme's folder.
pub fn readme(sprites: &[Sprite]) -> String {
    let names: Vec<&str> = SIDE_NAMES.iter().map(|n| n[0].1).collect();
    let (yut_size, ring_radius) = (YUT_LAYOUT.image.0, YUT_LAYOUT.ring_radius);
    let mut s = format!(
        "# {NAME}\n\n\
         A second theme for Tabula: black ink on off-white paper. Flat fills, bold outlines, \
         large marks and colour-blind-safe colours, for players who want the pieces and \
         boards as clear as possible (choose it with `TABULA_THEME=ink`).\n\n\
         The folder is built by `crates/artgen`: run\n\n\
         ```\ncargo run --release -p tabula-artgen -- --theme ink assets/themes/ink\n```\n\n\
         (or `cargo xtask assets`). Most sprites are SVG sources in `svg/` that you edit; \
         the table and the boards are drawn by the generator's code \
         (`crates/artgen/src/ink/`). The PNGs are rendered from the SVGs, the WAVs are \
         synthesised, and `theme.ron` and this README are written by the generator: edit \
         the sources or the generator, not those. See [Editing the \
         art](#editing-the-art).\n\n\
         Every sprite and sound role of the classic theme is here, at the same size and \
         path, and the boards keep the classic boards' geometry to the pixel: the Yut ring \
         and the backgammon fields, points, bar and trays where `assets/layouts/yut.ron` \
         and `assets/layouts/backgammon.ron` put them (on the {yut_size}×{yut_size} Yut \
         board, a ring of radius {ring_radius:.0} px), and the Chisolo plank's halves. The \
         game places the pieces by those files, so this theme's `theme.ron` gives no \
         `layouts`; a board redrawn otherwise (another size or layout) gives its own there \
         under `layouts`, and `tabula --check-theme ink` checks it. See \
         `assets/themes/classic/README.md` for every role's size and purpose and for the \
         layouts' fields.\n\n\
         ## Sides\n\n\
         The four side colours are from the Okabe–Ito colour-blind-safe set, and every \
         side's pieces also carry their own large paper mark edged in ink, so colour is \
         never the only cue:\n\n\
         | side | colour | name | mark |\n|---|---|---|---|\n"
    );
    for (side, mark) in ["a dot", "a ring", "a cross", "a bar"].iter().enumerate() {
        let _ = writeln!(
            s,
            "| {side} | {} | {} | {mark} |",
            SIDE_HEX[side], names[side]
        );
    }
    let _ = write!(
        s,
        "\nThe Malefiz houses are tinted with their side's colour and carry the same mark. \
         The colours are named in English, Russian and Korean in `theme.ron`.\n\n\
         {}\
         ## The rest\n\n\
         - Backgammon: white checkers edged in ink and black checkers ringed in paper \
         (they differ in greyscale); the light points are hatched, the dark points solid \
         ink; the trays are a grey wash.\n\
         - Yut sticks: the flat side plain paper, the round side hatched; the marked \
         (back-do) stick has a large vermilion disc and band.\n\
         - Dice: big ink pips, the one a large vermilion pip. The doubling cube is a blank \
         paper face: the game writes its value on it.\n\
         - Highlight: a yellow ring between ink edges; selection: a dashed ink ring round \
         a paper ring.\n\
         - Chisolo counters: a white pebble, a black bean, a grey stone and a hatched \
         stone. The Malefiz goal is a yellow star in ink.\n\n\
         ## Sounds\n\n\
         WAV, 16-bit PCM, mono; effects at 44100 Hz, the music at {} Hz. Pen taps on \
         paper, pencil ticks and paper slides where the classic theme knocks wood; \
         porcelain chimes; a soft singing-bowl gong when a side wins; and a calm \
         {:.0}-second loop in A minor (a kalimba-like tine over a low hum) that loops \
         seamlessly.\n",
        crate::theme::labels_note(&super::labels()),
        crate::synth::MUSIC_RATE,
        sound::MUSIC_SECONDS,
    );
    s += "\n";
    s += &crate::theme::editing(
        "ink",
        "`crates/artgen/src/ink/`",
        "the classic theme's, listed in `assets/themes/classic/README.md`",
        sprites,
    );
    s += "## Licence\n\nTabula's own work, under the project's licence (MIT OR Apache-2.0).\n";
    s
}
