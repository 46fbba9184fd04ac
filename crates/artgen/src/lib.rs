//! Generates Tabula's themes: the classic theme and the "Ink on paper" theme ([`ink`]).
//! Every sprite is an SVG rendered to PNG: the table and the boards are drawn by code
//! (procedural textures, geometry from `assets/layouts/`), every other sprite's SVG is an
//! editable source the generator reads from the theme's folder. Every sound is
//! synthesised to WAV, with the `theme.ron` manifest and the modders' README. Generation is deterministic (fixed
//! seeds, no timestamps), so `cargo xtask assets --check` can compare a fresh run with the
//! committed files.

pub mod art;
pub mod ink;
pub mod palette;
pub mod png;
pub mod render;
pub mod rng;
pub mod sound;
pub mod svg;
pub mod synth;
pub mod theme;
pub mod wav;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A sprite of the theme: its role in `theme.ron`, its path in the theme folder and its
/// size in pixels. Its SVG is either drawn by the theme's code (the table and the boards,
/// see [`Theme::draw`]) or an editable source, `svg/<path>.svg` in the theme's sources
/// folder, that the generator reads and renders.
pub struct Sprite {
    pub role: String,
    pub path: String,
    pub size: (u32, u32),
    pub encoding: Encoding,
}

/// How a sprite's picture is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// tiny-skia's encoder (the older sprites keep it, so that their files stay as they were).
    TinySkia,
    /// [`png`]'s encoder, which makes large flat images several times smaller.
    Compact,
    /// A few colours (chosen by NeuQuant) in [`png`]'s paletted encoding: for an opaque
    /// texture of many near colours, half its true-colour file (the table, which the web's
    /// first screen waits for).
    Paletted,
}

impl Sprite {
    fn new(role: impl Into<String>, path: impl Into<String>, size: (u32, u32)) -> Self {
        Sprite {
            role: role.into(),
            path: path.into(),
            size,
            encoding: Encoding::TinySkia,
        }
    }

    /// A sprite encoded with [`png`]'s encoder.
    fn compact(role: impl Into<String>, path: impl Into<String>, size: (u32, u32)) -> Self {
        Sprite {
            encoding: Encoding::Compact,
            ..Sprite::new(role, path, size)
        }
    }

    /// Where its SVG is: `svg/` and the PNG's path with `.svg`.
    pub fn svg_path(&self) -> String {
        format!("svg/{}.svg", self.path.trim_end_matches(".png"))
    }
}

/// The roles whose SVG the generator draws in code (procedural textures and the
/// layout-driven geometry of `assets/layouts/`), in every theme; every other sprite's SVG
/// is an editable source.
pub const DRAWN_ROLES: [&str; 5] = [
    "table",
    "yut.board",
    "backgammon.board",
    "chisolo.board",
    "malefiz.board",
];

/// The web app's icons in the classic theme, size and path: the page's own (a tab's, small
/// as it comes with the first download) and the two its manifest names.
pub const APP_ICONS: [(u32, &str); 3] = [
    (48, "ui/app-icon-48.png"),
    (192, "ui/app-icon-192.png"),
    (512, "ui/app-icon-512.png"),
];

/// Every sprite, in the manifest's order.
pub fn sprites() -> Vec<Sprite> {
    let mut v = vec![
        Sprite {
            encoding: Encoding::Paletted,
            ..Sprite::new("table", "table.png", (512, 512))
        },
        Sprite::new("yut.board", "yut/board.png", art::YUT_LAYOUT.image),
        Sprite::new("yut.station", "yut/station.png", (96, 96)),
        Sprite::new("yut.station_big", "yut/station_big.png", (128, 128)),
    ];
    for side in 0..4 {
        v.push(Sprite::new(
            format!("piece.{side}"),
            format!("pieces/piece{side}.png"),
            (128, 128),
        ));
    }
    for (role, file) in [
        ("stick.flat", "stick_flat"),
        ("stick.round", "stick_round"),
        ("stick.flat_marked", "stick_flat_marked"),
        ("stick.round_marked", "stick_round_marked"),
    ] {
        v.push(Sprite::new(role, format!("yut/{file}.png"), (64, 256)));
    }
    for face in 1..=6u8 {
        v.push(Sprite::new(
            format!("die.{face}"),
            format!("dice/die{face}.png"),
            (128, 128),
        ));
    }
    v.push(Sprite::new("highlight", "ui/highlight.png", (128, 128)));
    v.push(Sprite::new("selected", "ui/selected.png", (128, 128)));
    v.push(Sprite::new("icon", "ui/icon.png", (256, 256)));
    v.push(Sprite::compact(
        "backgammon.board",
        "backgammon/board.png",
        art::backgammon::board_size(),
    ));
    for side in ["light", "dark"] {
        v.push(Sprite::compact(
            format!("backgammon.checker.{side}"),
            format!("backgammon/checker_{side}.png"),
            (128, 128),
        ));
    }
    for side in ["light", "dark"] {
        v.push(Sprite::compact(
            format!("backgammon.checker_edge.{side}"),
            format!("backgammon/checker_edge_{side}.png"),
            (128, 28),
        ));
    }
    v.push(Sprite::compact(
        "backgammon.cube",
        "backgammon/cube.png",
        (128, 128),
    ));
    {
        use art::chisolo as cl;
        v.push(Sprite::compact(
            "chisolo.board",
            "chisolo/board.png",
            cl::board_size(),
        ));
        v.push(Sprite::compact(
            "chisolo.pit",
            "chisolo/pit.png",
            (cl::PIT_SIZE, cl::PIT_SIZE),
        ));
        for k in 0..cl::SEEDS {
            v.push(Sprite::compact(
                format!("chisolo.seed.{k}"),
                format!("chisolo/seed{k}.png"),
                (cl::SEED_SIZE, cl::SEED_SIZE),
            ));
        }
    }
    {
        use art::malefiz as mf;
        let square = |s: u32| (s, s);
        for (role, path, size) in [
            ("malefiz.board", "malefiz/board.png", mf::board_size()),
            ("malefiz.field", "malefiz/field.png", square(mf::FIELD_SIZE)),
            (
                "malefiz.barricade",
                "malefiz/barricade.png",
                square(mf::BARRICADE_SIZE),
            ),
            ("malefiz.goal", "malefiz/goal.png", square(mf::GOAL_SIZE)),
        ] {
            v.push(Sprite::compact(role, path, size));
        }
        for side in 0..4 {
            v.push(Sprite::compact(
                format!("malefiz.house.{side}"),
                format!("malefiz/house{side}.png"),
                mf::HOUSE_SIZE,
            ));
        }
    }
    v
}

/// A sound of the theme: (role in `theme.ron`, path in the theme folder, its synthesiser).
pub type SoundSpec = (&'static str, &'static str, fn() -> synth::Pcm);

/// Every sound, in the manifest's order.
pub fn sounds() -> Vec<SoundSpec> {
    vec![
        ("throw", "sounds/throw.wav", sound::throw),
        ("hop", "sounds/hop.wav", sound::hop),
        ("land", "sounds/land.wav", sound::land),
        ("capture", "sounds/capture.wav", sound::capture),
        ("stack", "sounds/stack.wav", sound::stack),
        ("exit", "sounds/exit.wav", sound::exit),
        ("win", "sounds/win.wav", sound::win),
        ("click", "sounds/click.wav", sound::click),
        ("extra", "sounds/extra.wav", sound::extra),
        ("music", "sounds/music.wav", sound::music),
        ("checker", "sounds/checker.wav", sound::checker),
        ("dice", "sounds/dice.wav", sound::dice),
        ("seed", "sounds/seed.wav", sound::seed),
        ("relay", "sounds/relay.wav", sound::relay),
        ("barricade", "sounds/barricade.wav", sound::barricade),
        ("step", "sounds/step.wav", sound::step),
    ]
}

fn write(out: &Path, rel: &str, bytes: &[u8], written: &mut Vec<PathBuf>) -> io::Result<()> {
    let path = out.join(rel);
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    // A source written back into its own folder is left alone (and so is any file that
    // already holds these bytes).
    if fs::read(&path).ok().as_deref() != Some(bytes) {
        fs::write(&path, bytes)?;
    }
    written.push(PathBuf::from(rel));
    Ok(())
}

/// A theme the generator makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// The default theme: warm wood and paper (`assets/themes/classic`).
    Classic,
    /// "Ink on paper": black ink, flat colour-blind-safe fills (`assets/themes/ink`).
    Ink,
}

impl Theme {
    /// Every theme, by its command-line name.
    pub const ALL: [(&'static str, Theme); 2] = [("classic", Theme::Classic), ("ink", Theme::Ink)];

    /// The theme a command-line name stands for.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.iter().find(|(n, _)| *n == name).map(|&(_, t)| t)
    }

    /// Its command-line name, which is also its folder's name under `assets/themes/`.
    pub fn name(self) -> &'static str {
        Theme::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map(|(n, _)| *n)
            .expect("every theme has a name")
    }

    /// Its committed folder in the repository, `assets/themes/<name>`: where its editable
    /// SVG sources are unless told otherwise.
    pub fn sources(self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../assets/themes")
            .join(self.name())
    }

    /// Its sprites, in the manifest's order.
    pub fn sprites(self) -> Vec<Sprite> {
        match self {
            Theme::Classic => sprites(),
            Theme::Ink => ink::sprites(),
        }
    }

    /// The SVG its code draws for a sprite role (the table and the boards, the
    /// [`DRAWN_ROLES`]), or `None` for a role whose SVG is an editable source.
    pub fn draw(self, role: &str) -> Option<String> {
        match self {
            Theme::Classic => art::svg(role),
            Theme::Ink => ink::svg(role),
        }
    }

    /// Its sounds, in the manifest's order.
    pub fn sounds(self) -> Vec<SoundSpec> {
        match self {
            Theme::Classic => sounds(),
            Theme::Ink => ink::sounds(),
        }
    }
}

/// Writes the whole classic theme into `out` (created if needed), from the sources in
/// the repository, and returns the paths written, relative to `out`.
pub fn generate(out: &Path) -> io::Result<Vec<PathBuf>> {
    generate_theme(Theme::Classic, out)
}

/// Writes the whole of `theme` into `out` (created if needed), from its sources in the
/// repository ([`Theme::sources`]), and returns the paths written, relative to `out`.
pub fn generate_theme(theme: Theme, out: &Path) -> io::Result<Vec<PathBuf>> {
    generate_theme_from(theme, &theme.sources(), out)
}

/// Reads the editable SVG source `rel` (`svg/...`) of the folder `sources`.
fn read_source(sources: &Path, rel: &str) -> io::Result<String> {
    let path = sources.join(rel);
    fs::read_to_string(&path).map_err(|e| {
        io::Error::new(
            e.kind(),
            format!("cannot read the source SVG {}: {e}", path.display()),
        )
    })
}

/// Writes the whole of `theme` into `out` (created if needed), rendering the editable SVG
/// sources of the folder `sources` (`svg/...`, copied into `out` unchanged) and drawing
/// the table and the boards, and returns the paths written, relative to `out`. `out` may
/// be `sources` itself: every source is read before anything is written.
pub fn generate_theme_from(theme: Theme, sources: &Path, out: &Path) -> io::Result<Vec<PathBuf>> {
    let sprites = theme.sprites();
    // Each sprite's SVG, and for a source the file it was read from.
    let svgs = sprites
        .iter()
        .map(|s| match theme.draw(&s.role) {
            Some(svg) => Ok((svg, None)),
            None => read_source(sources, &s.svg_path()).map(|svg| (svg, Some(s.svg_path()))),
        })
        .collect::<io::Result<Vec<(String, Option<String>)>>>()?;
    let mut written = Vec::new();
    for (s, (svg, source)) in sprites.iter().zip(&svgs) {
        let png = match s.encoding {
            Encoding::TinySkia => render::png(svg, s.size.0, s.size.1),
            Encoding::Compact => render::png_compact(svg, s.size.0, s.size.1),
            Encoding::Paletted => render::png_paletted(svg, s.size.0, s.size.1),
        }
        .map_err(|e| {
            let file = match source {
                Some(rel) => format!("the source {}", sources.join(rel).display()),
                None => format!("the drawn {}", s.svg_path()),
            };
            io::Error::other(format!("{file}: {e}"))
        })?;
        write(out, &s.svg_path(), svg.as_bytes(), &mut written)?;
        write(out, &s.path, &png, &mut written)?;
    }
    if theme == Theme::Classic {
        // The web app's icons (an installed game's), from the window's icon.
        let (_, (icon, _)) = sprites
            .iter()
            .zip(&svgs)
            .find(|(s, _)| s.role == "icon")
            .expect("every theme has an icon");
        for (size, path) in APP_ICONS {
            let png = render::png(icon, size, size).map_err(io::Error::other)?;
            write(out, path, &png, &mut written)?;
        }
    }
    let sounds = theme.sounds();
    for (_, path, make) in &sounds {
        let pcm = make();
        write(
            out,
            path,
            &wav::encode(pcm.rate, &pcm.samples),
            &mut written,
        )?;
    }
    let sprite_roles: Vec<(&str, &str)> = sprites
        .iter()
        .map(|s| (s.role.as_str(), s.path.as_str()))
        .collect();
    let sound_roles: Vec<(&str, &str)> = sounds.iter().map(|(r, p, _)| (*r, *p)).collect();
    let (name, side_colours, side_names, labels) = match theme {
        Theme::Classic => (
            crate::theme::NAME,
            &palette::SIDE_HEX,
            &palette::SIDE_NAMES,
            palette::labels(),
        ),
        Theme::Ink => (ink::NAME, &ink::SIDE_HEX, &ink::SIDE_NAMES, ink::labels()),
    };
    let manifest = crate::theme::manifest(
        name,
        side_colours,
        side_names,
        &labels,
        &sprite_roles,
        &sound_roles,
    );
    let readme = match theme {
        Theme::Classic => crate::theme::readme(&sprites),
        Theme::Ink => ink::theme::readme(&sprites),
    };
    write(out, "theme.ron", manifest.as_bytes(), &mut written)?;
    write(out, "README.md", readme.as_bytes(), &mut written)?;
    Ok(written)
}
