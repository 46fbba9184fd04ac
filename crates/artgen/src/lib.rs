//! Generates Tabula's themes: the classic theme and the "Ink on paper" theme ([`ink`]).
//! Every sprite is an SVG source rendered to PNG, every sound is synthesised to WAV, with
//! the `theme.ron` manifest and the modders' README. Generation is deterministic (fixed
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

/// A sprite of the theme: its role in `theme.ron`, its path in the theme folder, its
/// size in pixels and its SVG source.
pub struct Sprite {
    pub role: String,
    pub path: String,
    pub size: (u32, u32),
    pub svg: String,
    /// Encoded with [`png`]'s encoder rather than tiny-skia's (the newer sprites; the
    /// older keep theirs so that their files stay as they were).
    pub compact: bool,
}

impl Sprite {
    fn new(
        role: impl Into<String>,
        path: impl Into<String>,
        size: (u32, u32),
        svg: String,
    ) -> Self {
        Sprite {
            role: role.into(),
            path: path.into(),
            size,
            svg,
            compact: false,
        }
    }

    /// A sprite encoded with [`png`]'s encoder.
    fn compact(
        role: impl Into<String>,
        path: impl Into<String>,
        size: (u32, u32),
        svg: String,
    ) -> Self {
        Sprite {
            compact: true,
            ..Sprite::new(role, path, size, svg)
        }
    }

    /// Where its SVG source goes: `svg/` and the PNG's path with `.svg`.
    pub fn svg_path(&self) -> String {
        format!("svg/{}.svg", self.path.trim_end_matches(".png"))
    }
}

/// Every sprite, in the manifest's order.
pub fn sprites() -> Vec<Sprite> {
    let mut v = vec![
        Sprite::new("table", "table.png", (512, 512), art::table()),
        Sprite::new(
            "yut.board",
            "yut/board.png",
            art::YUT_LAYOUT.image,
            art::board(),
        ),
        Sprite::new("yut.station", "yut/station.png", (96, 96), art::station()),
        Sprite::new(
            "yut.station_big",
            "yut/station_big.png",
            (128, 128),
            art::station_big(),
        ),
    ];
    for side in 0..4 {
        v.push(Sprite::new(
            format!("piece.{side}"),
            format!("pieces/piece{side}.png"),
            (128, 128),
            art::piece(side),
        ));
    }
    for (role, file, round, marked) in [
        ("stick.flat", "stick_flat", false, false),
        ("stick.round", "stick_round", true, false),
        ("stick.flat_marked", "stick_flat_marked", false, true),
        ("stick.round_marked", "stick_round_marked", true, true),
    ] {
        v.push(Sprite::new(
            role,
            format!("yut/{file}.png"),
            (64, 256),
            art::stick(round, marked),
        ));
    }
    for face in 1..=6u8 {
        v.push(Sprite::new(
            format!("die.{face}"),
            format!("dice/die{face}.png"),
            (128, 128),
            art::die(face),
        ));
    }
    v.push(Sprite::new(
        "highlight",
        "ui/highlight.png",
        (128, 128),
        art::highlight(),
    ));
    v.push(Sprite::new(
        "selected",
        "ui/selected.png",
        (128, 128),
        art::selected(),
    ));
    v.push(Sprite::new("icon", "ui/icon.png", (256, 256), art::icon()));
    v.push(Sprite::compact(
        "backgammon.board",
        "backgammon/board.png",
        art::backgammon::board_size(),
        art::backgammon::board(),
    ));
    for (side, light) in [("light", true), ("dark", false)] {
        v.push(Sprite::compact(
            format!("backgammon.checker.{side}"),
            format!("backgammon/checker_{side}.png"),
            (128, 128),
            art::backgammon::checker(light),
        ));
    }
    for (side, light) in [("light", true), ("dark", false)] {
        v.push(Sprite::compact(
            format!("backgammon.checker_edge.{side}"),
            format!("backgammon/checker_edge_{side}.png"),
            (128, 28),
            art::backgammon::checker_edge(light),
        ));
    }
    v.push(Sprite::compact(
        "backgammon.cube",
        "backgammon/cube.png",
        (128, 128),
        art::backgammon::cube(),
    ));
    v.push(Sprite::compact(
        "chisolo.board",
        "chisolo/board.png",
        (art::chisolo::BOARD_W, art::chisolo::BOARD_H),
        art::chisolo::board(),
    ));
    v.push(Sprite::compact(
        "chisolo.pit",
        "chisolo/pit.png",
        (art::chisolo::PIT_SIZE, art::chisolo::PIT_SIZE),
        art::chisolo::pit(),
    ));
    for k in 0..art::chisolo::SEEDS {
        v.push(Sprite::compact(
            format!("chisolo.seed.{k}"),
            format!("chisolo/seed{k}.png"),
            (art::chisolo::SEED_SIZE, art::chisolo::SEED_SIZE),
            art::chisolo::seed(k),
        ));
    }
    {
        use art::malefiz as mf;
        let square = |s: u32| (s, s);
        v.push(Sprite::compact(
            "malefiz.board",
            "malefiz/board.png",
            square(mf::BOARD_SIZE),
            mf::board(),
        ));
        v.push(Sprite::compact(
            "malefiz.field",
            "malefiz/field.png",
            square(mf::FIELD_SIZE),
            mf::field(),
        ));
        v.push(Sprite::compact(
            "malefiz.barricade",
            "malefiz/barricade.png",
            square(mf::BARRICADE_SIZE),
            mf::barricade(),
        ));
        v.push(Sprite::compact(
            "malefiz.goal",
            "malefiz/goal.png",
            square(mf::GOAL_SIZE),
            mf::goal(),
        ));
        for side in 0..4 {
            v.push(Sprite::compact(
                format!("malefiz.house.{side}"),
                format!("malefiz/house{side}.png"),
                mf::HOUSE_SIZE,
                mf::house(side),
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
    fs::write(&path, bytes)?;
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

    /// Its sprites, in the manifest's order.
    pub fn sprites(self) -> Vec<Sprite> {
        match self {
            Theme::Classic => sprites(),
            Theme::Ink => ink::sprites(),
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

/// Writes the whole classic theme into `out` (created if needed) and returns the paths
/// written, relative to `out`.
pub fn generate(out: &Path) -> io::Result<Vec<PathBuf>> {
    generate_theme(Theme::Classic, out)
}

/// Writes the whole of `theme` into `out` (created if needed) and returns the paths
/// written, relative to `out`.
pub fn generate_theme(theme: Theme, out: &Path) -> io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    let sprites = theme.sprites();
    for s in &sprites {
        write(out, &s.svg_path(), s.svg.as_bytes(), &mut written)?;
        let png = if s.compact {
            render::png_compact(&s.svg, s.size.0, s.size.1)
        } else {
            render::png(&s.svg, s.size.0, s.size.1)
        }
        .map_err(|e| io::Error::other(format!("{}: {e}", s.path)))?;
        write(out, &s.path, &png, &mut written)?;
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
    let (name, side_colours, side_names) = match theme {
        Theme::Classic => (crate::theme::NAME, &palette::SIDE_HEX, &palette::SIDE_NAMES),
        Theme::Ink => (ink::NAME, &ink::SIDE_HEX, &ink::SIDE_NAMES),
    };
    let manifest =
        crate::theme::manifest(name, side_colours, side_names, &sprite_roles, &sound_roles);
    let readme = match theme {
        Theme::Classic => crate::theme::readme(&sprites),
        Theme::Ink => ink::theme::readme(),
    };
    write(out, "theme.ron", manifest.as_bytes(), &mut written)?;
    write(out, "README.md", readme.as_bytes(), &mut written)?;
    Ok(written)
}
