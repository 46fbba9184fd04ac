//! The theme checker (`tabula --check-theme NAME|DIR`): reads a theme's folder as the game
//! would and lists, in plain words, everything that would make the game fall back to a
//! built-in picture, silence or a default colour, and every label that would be hard to
//! read. A modder runs it before sharing a theme.

use super::contrast::{AA, LabelContrast, Written, decode_png, label_contrasts};
use super::label_colours::LabelColours;
use super::manifest::{SideName, Sound, ThemeManifest};
use super::roles::{SpriteRole, SpriteRoles};
use bevy::prelude::Srgba;
use bevy_kira_audio::prelude::StaticSoundData;
use std::fmt;
use std::path::{Path, PathBuf};

/// One thing wrong with a theme.
#[derive(Clone, Debug, PartialEq)]
pub enum ThemeProblem {
    /// No `theme.ron` in the folder, or it cannot be read.
    NoManifest { path: PathBuf, why: String },
    /// `theme.ron` is not a manifest: where and why.
    ManifestSyntax { path: PathBuf, why: String },
    /// A role the game draws or plays that the manifest names no file for.
    MissingRole { kind: Kind, role: String },
    /// A role the game does not know, perhaps a misspelling of one it does.
    UnknownRole {
        kind: Kind,
        role: String,
        nearest: Option<String>,
    },
    /// A named file that is not in the folder.
    MissingFile {
        kind: Kind,
        role: String,
        file: String,
    },
    /// A picture the game cannot read (not a PNG, or damaged).
    BadPicture {
        role: String,
        file: String,
        why: String,
    },
    /// A picture whose proportions are not the role's: it would be squashed.
    WrongProportions {
        role: String,
        file: String,
        size: (u32, u32),
        expected: (u32, u32),
    },
    /// A sound the game cannot play.
    BadSound {
        role: String,
        file: String,
        why: String,
    },
    /// Side colours or names of the wrong count, or a colour not `#RRGGBB`.
    Sides(String),
    /// A label colour that is not `#RRGGBB`, or side inks of the wrong count.
    Labels(String),
    /// A kind of label whose words stand out too little from what they are written on.
    HardToRead(LabelContrast),
    /// A board's layout does not hold together, or its picture is not the layout's size.
    Layout(String),
}

/// Whether a role is a picture or a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Picture,
    Sound,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Picture => "picture",
            Kind::Sound => "sound",
        })
    }
}

impl fmt::Display for ThemeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThemeProblem::NoManifest { path, why } => {
                write!(f, "{} cannot be read ({why})", path.display())
            }
            ThemeProblem::ManifestSyntax { path, why } => {
                write!(f, "{} is not a theme manifest: {why}", path.display())
            }
            ThemeProblem::MissingRole { kind, role } => {
                write!(f, "no {kind} is named for the role \"{role}\"")
            }
            ThemeProblem::UnknownRole {
                kind,
                role,
                nearest,
            } => {
                write!(f, "\"{role}\" is not a {kind} role the game uses")?;
                match nearest {
                    Some(n) => write!(f, " (did you mean \"{n}\"?)"),
                    None => Ok(()),
                }
            }
            ThemeProblem::MissingFile { kind, role, file } => {
                write!(
                    f,
                    "the {kind} of \"{role}\", {file}, is not in the theme's folder"
                )
            }
            ThemeProblem::BadPicture { role, file, why } => {
                write!(
                    f,
                    "the picture of \"{role}\", {file}, cannot be read: {why}"
                )
            }
            ThemeProblem::WrongProportions {
                role,
                file,
                size,
                expected,
            } => write!(
                f,
                "the picture of \"{role}\", {file}, is {}×{} pixels; it is drawn in the \
                 proportions of {}×{} and would be squashed",
                size.0, size.1, expected.0, expected.1
            ),
            ThemeProblem::BadSound { role, file, why } => {
                write!(
                    f,
                    "the sound of \"{role}\", {file}, cannot be played: {why}"
                )
            }
            ThemeProblem::Sides(why) | ThemeProblem::Labels(why) | ThemeProblem::Layout(why) => {
                f.write_str(why)
            }
            ThemeProblem::HardToRead(c) => write!(
                f,
                "{}: {} on {}, a contrast of {:.1}:1; words need {AA}:1 to be read easily: \
                 change `labels` in theme.ron, or the picture",
                c.what,
                c.text.to_hex(),
                c.ground.to_hex(),
                c.ratio
            ),
        }
    }
}

/// What the checker found: the theme's name and its problems (none when all is well).
#[derive(Debug)]
pub struct ThemeReport {
    pub name: String,
    pub pictures: usize,
    pub sounds: usize,
    pub problems: Vec<ThemeProblem>,
}

/// Proportions closer than this are the same (a pixel's rounding in a small picture).
const PROPORTION_TOLERANCE: f32 = 0.03;

/// Checks the theme in `dir` against the roles the game draws and every sound it plays, and
/// its labels against their plates and the pictures the boards write on (`written`).
pub fn check_theme(
    dir: &Path,
    roles: &SpriteRoles,
    written: fn(&tabula_layout::Layouts) -> Vec<Written>,
) -> ThemeReport {
    let path = dir.join("theme.ron");
    let mut report = ThemeReport {
        name: dir
            .file_name()
            .map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into()),
        pictures: 0,
        sounds: 0,
        problems: Vec::new(),
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            report.problems.push(ThemeProblem::NoManifest {
                path,
                why: e.to_string(),
            });
            return report;
        }
    };
    let manifest: ThemeManifest = match ron::from_str(&text) {
        Ok(m) => m,
        Err(e) => {
            report.problems.push(ThemeProblem::ManifestSyntax {
                path,
                why: e.to_string(),
            });
            return report;
        }
    };
    report.name = manifest.name.clone();
    let problems = &mut report.problems;
    let known_pictures: Vec<&str> = roles.0.iter().map(|r| r.name).collect();
    let known_sounds: Vec<&str> = Sound::ALL.iter().map(|s| s.role()).collect();
    unknown_roles(
        Kind::Picture,
        manifest.sprites.keys(),
        &known_pictures,
        problems,
    );
    unknown_roles(Kind::Sound, manifest.sounds.keys(), &known_sounds, problems);

    // The boards are held to their layouts' sizes, the other pictures to their roles'.
    let layouts = &manifest.layouts;
    let board_layouts = [
        ("yut.board", layouts.yut().image),
        ("backgammon.board", layouts.backgammon().image),
        ("chisolo.board", layouts.chisolo().image),
        ("malefiz.board", layouts.malefiz().image),
    ];
    let mut board_sizes = std::collections::HashMap::new();
    for role in &roles.0 {
        let Some(file) = named_file(Kind::Picture, role.name, &manifest.sprites, dir, problems)
        else {
            continue;
        };
        let shape = board_layouts
            .iter()
            .find(|(r, _)| *r == role.name)
            .map_or(role.fallback.size, |(_, size)| *size);
        if let Some(size) = check_picture(role, shape, &file, dir, problems) {
            report.pictures += 1;
            board_sizes.insert(role.name, size);
        }
    }
    for role in known_sounds {
        let Some(file) = named_file(Kind::Sound, role, &manifest.sounds, dir, problems) else {
            continue;
        };
        match std::fs::read(dir.join(&file))
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                StaticSoundData::from_cursor(std::io::Cursor::new(bytes)).map_err(|e| e.to_string())
            }) {
            Ok(_) => report.sounds += 1,
            Err(why) => problems.push(ThemeProblem::BadSound {
                role: role.into(),
                file,
                why,
            }),
        }
    }
    check_sides(&manifest, problems);
    check_labels(&manifest, problems);
    problems.extend(
        label_contrasts(&manifest, dir, written)
            .into_iter()
            .filter(|c| c.ratio < AA)
            .map(ThemeProblem::HardToRead),
    );
    for why in manifest.layouts.problems() {
        problems.push(ThemeProblem::Layout(why));
    }
    // A board picture of another size than its layout says would put the pieces astray.
    for (role, size) in board_layouts {
        if let Some(&drawn) = board_sizes.get(role)
            && drawn != size
        {
            problems.push(ThemeProblem::Layout(format!(
                "the picture of \"{role}\" is {}×{} pixels but its layout is for {}×{}: \
                 give the layout of your board in theme.ron (layouts: (...), see \
                 assets/layouts/)",
                drawn.0, drawn.1, size.0, size.1
            )));
        }
    }
    report
}

/// The file a role names, if it names one that exists.
fn named_file(
    kind: Kind,
    role: &str,
    files: &std::collections::HashMap<String, String>,
    dir: &Path,
    problems: &mut Vec<ThemeProblem>,
) -> Option<String> {
    let Some(file) = files.get(role) else {
        problems.push(ThemeProblem::MissingRole {
            kind,
            role: role.into(),
        });
        return None;
    };
    if !dir.join(file).is_file() {
        problems.push(ThemeProblem::MissingFile {
            kind,
            role: role.into(),
            file: file.clone(),
        });
        return None;
    }
    Some(file.clone())
}

/// Reads a picture as the game does; its size when it reads and has the proportions of
/// `shape` (the role's, or a board's layout's).
fn check_picture(
    role: &SpriteRole,
    shape: (u32, u32),
    file: &str,
    dir: &Path,
    problems: &mut Vec<ThemeProblem>,
) -> Option<(u32, u32)> {
    let bad = |why: String| ThemeProblem::BadPicture {
        role: role.name.into(),
        file: file.into(),
        why,
    };
    if !file.to_ascii_lowercase().ends_with(".png") {
        problems.push(bad("the game reads PNG pictures only".into()));
        return None;
    }
    let image = std::fs::read(dir.join(file))
        .map_err(|e| e.to_string())
        .and_then(|bytes| decode_png(&bytes));
    let image = match image {
        Ok(i) => i,
        Err(why) => {
            problems.push(bad(why));
            return None;
        }
    };
    let size = (image.width(), image.height());
    let expected = shape;
    let ratio = |(w, h): (u32, u32)| w as f32 / h.max(1) as f32;
    if (ratio(size) / ratio(expected) - 1.0).abs() > PROPORTION_TOLERANCE {
        problems.push(ThemeProblem::WrongProportions {
            role: role.name.into(),
            file: file.into(),
            size,
            expected,
        });
        return None;
    }
    Some(size)
}

fn unknown_roles<'a>(
    kind: Kind,
    named: impl Iterator<Item = &'a String>,
    known: &[&str],
    problems: &mut Vec<ThemeProblem>,
) {
    let mut named: Vec<&String> = named.filter(|r| !known.contains(&r.as_str())).collect();
    named.sort();
    for role in named {
        let nearest = known
            .iter()
            .map(|k| (strsim::levenshtein(role, k), *k))
            .filter(|(d, _)| *d <= 3)
            .min()
            .map(|(_, k)| k.to_string());
        problems.push(ThemeProblem::UnknownRole {
            kind,
            role: role.clone(),
            nearest,
        });
    }
}

fn check_sides(m: &ThemeManifest, problems: &mut Vec<ThemeProblem>) {
    if m.side_colours.len() != 4 {
        problems.push(ThemeProblem::Sides(format!(
            "side_colours has {} colours; the game needs 4",
            m.side_colours.len()
        )));
    }
    for c in &m.side_colours {
        if Srgba::hex(c.trim_start_matches('#')).is_err() {
            problems.push(ThemeProblem::Sides(format!(
                "the side colour {c:?} is not a colour like \"#C8202F\""
            )));
        }
    }
    if !m.side_names.is_empty() && m.side_names.len() != 4 {
        problems.push(ThemeProblem::Sides(format!(
            "side_names has {} names; give 4 or none",
            m.side_names.len()
        )));
    }
    for (i, name) in m.side_names.iter().enumerate() {
        if name.in_language("en").is_none() {
            let SideName::ByLanguage(names) = name else {
                continue;
            };
            let mut codes: Vec<&String> = names.keys().collect();
            codes.sort();
            problems.push(ThemeProblem::Sides(format!(
                "side {} is named only in {codes:?}: add \"en\", which other languages fall \
                 back to",
                i + 1
            )));
        }
    }
}

fn check_labels(m: &ThemeManifest, problems: &mut Vec<ThemeProblem>) {
    let (_, bad) = LabelColours::parse(&m.labels, &super::label_colours::default_colours());
    for hex in bad {
        problems.push(ThemeProblem::Labels(format!(
            "the label colour {hex:?} is not a colour like \"#1E140E\""
        )));
    }
    if !m.labels.side_inks.is_empty() && m.labels.side_inks.len() != 4 {
        problems.push(ThemeProblem::Labels(format!(
            "labels has {} side_inks; give 4 or none",
            m.labels.side_inks.len()
        )));
    }
}
