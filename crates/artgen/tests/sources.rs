//! The sprites other than the table and the boards are editable SVG sources: the
//! generator reads them from its sources folder, copies them unchanged and renders what
//! they say; an edited source changes its PNG and nothing else, and a source that is
//! missing, broken or of other proportions is an error naming the file.

mod common;

use common::{generated, read_tree, temp_dir};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use tabula_artgen::{DRAWN_ROLES, Theme, generate_theme_from};

/// A copy of `theme`'s committed folder (its sources) in a fresh temporary folder.
fn copy_of_sources(theme: Theme, name: &str) -> PathBuf {
    let dir = temp_dir(name);
    for (rel, bytes) in read_tree(&theme.sources()) {
        let path = dir.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }
    dir
}

/// The files of two trees that differ (or are in one only).
fn differing(a: &BTreeMap<PathBuf, Vec<u8>>, b: &BTreeMap<PathBuf, Vec<u8>>) -> Vec<PathBuf> {
    let mut paths: Vec<&PathBuf> = a.keys().chain(b.keys()).collect();
    paths.sort();
    paths.dedup();
    paths
        .into_iter()
        .filter(|p| a.get(*p) != b.get(*p))
        .cloned()
        .collect()
}

#[test]
fn every_sprite_but_the_table_and_boards_is_a_source_copied_unchanged() {
    for theme in [Theme::Classic, Theme::Ink] {
        let tree = generated(theme);
        for s in theme.sprites() {
            let drawn = theme.draw(&s.role);
            assert_eq!(
                drawn.is_some(),
                DRAWN_ROLES.contains(&s.role.as_str()),
                "{theme:?} {}",
                s.role
            );
            let svg = &tree[Path::new(&s.svg_path())];
            match drawn {
                Some(d) => assert_eq!(*svg, d.into_bytes(), "{theme:?} {}", s.role),
                None => assert_eq!(
                    *svg,
                    fs::read(theme.sources().join(s.svg_path())).unwrap(),
                    "{theme:?} {}",
                    s.role
                ),
            }
        }
    }
}

#[test]
fn an_edited_source_changes_its_png_and_nothing_else() {
    let sources = copy_of_sources(Theme::Classic, "edited-sources");
    let piece = sources.join("svg/pieces/piece0.svg");
    let svg = fs::read_to_string(&piece).unwrap();
    // Every fill of the side's red becomes pure green.
    let red = tabula_artgen::palette::SIDE_HEX[0];
    assert!(svg.contains(red), "piece0.svg has no {red}");
    let edited = svg.replace(red, "#00FF00");
    fs::write(&piece, &edited).unwrap();

    let out = temp_dir("edited-out");
    generate_theme_from(Theme::Classic, &sources, &out).unwrap();
    let fresh = read_tree(&out);
    let committed = generated(Theme::Classic);
    assert_eq!(
        differing(committed, &fresh),
        [
            PathBuf::from("pieces/piece0.png"),
            PathBuf::from("svg/pieces/piece0.svg")
        ]
    );
    assert_eq!(fresh[Path::new("svg/pieces/piece0.svg")], edited.as_bytes());
    // The PNG shows the edit: green where the piece was red.
    let (_, _, px) = tabula_artgen::render::decode(&fresh[Path::new("pieces/piece0.png")]).unwrap();
    let green = px
        .iter()
        .filter(|p| p[3] > 200 && p[1] > 150 && p[0] < 100 && p[2] < 100)
        .count();
    assert!(green > 1000, "{green} green pixels");
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&out);
}

#[test]
fn generating_into_the_sources_folder_keeps_them() {
    let dir = copy_of_sources(Theme::Ink, "in-place");
    let before = read_tree(&dir);
    generate_theme_from(Theme::Ink, &dir, &dir).unwrap();
    assert_eq!(differing(&before, &read_tree(&dir)), Vec::<PathBuf>::new());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_source_of_other_proportions_fails_naming_the_file() {
    let sources = copy_of_sources(Theme::Ink, "wrong-proportions");
    let die = sources.join("svg/dice/die3.svg");
    let svg = fs::read_to_string(&die).unwrap();
    assert!(svg.contains("width=\"128\" height=\"128\" viewBox=\"0 0 128 128\""));
    fs::write(
        &die,
        svg.replace(
            "width=\"128\" height=\"128\" viewBox=\"0 0 128 128\"",
            "width=\"128\" height=\"100\" viewBox=\"0 0 128 100\"",
        ),
    )
    .unwrap();
    let out = temp_dir("wrong-proportions-out");
    let err = generate_theme_from(Theme::Ink, &sources, &out)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("svg/dice/die3.svg") && err.contains("proportions"),
        "{err}"
    );

    // The same proportions at another size are scaled to the sprite's size.
    fs::write(
        &die,
        svg.replace(
            "width=\"128\" height=\"128\" viewBox=\"0 0 128 128\"",
            "width=\"256\" height=\"256\" viewBox=\"0 0 128 128\"",
        ),
    )
    .unwrap();
    generate_theme_from(Theme::Ink, &sources, &out).unwrap();
    let png = fs::read(out.join("dice/die3.png")).unwrap();
    assert_eq!(tabula_artgen::render::png_size(&png), Some((128, 128)));
    let decode = |b: &[u8]| tabula_artgen::render::decode(b).unwrap().2;
    let (scaled, committed) = (
        decode(&png),
        decode(&generated(Theme::Ink)[Path::new("dice/die3.png")]),
    );
    let off = scaled
        .iter()
        .zip(&committed)
        .filter(|(a, b)| (0..4).any(|i| a[i].abs_diff(b[i]) > 8))
        .count();
    assert!(off < 200, "{off} pixels differ");
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&out);
}

#[test]
fn a_missing_or_broken_source_fails_naming_the_file() {
    let sources = copy_of_sources(Theme::Classic, "broken-sources");
    let out = temp_dir("broken-out");
    let seed = sources.join("svg/chisolo/seed2.svg");
    fs::remove_file(&seed).unwrap();
    let err = generate_theme_from(Theme::Classic, &sources, &out)
        .unwrap_err()
        .to_string();
    assert!(err.contains("svg/chisolo/seed2.svg"), "{err}");
    // Nothing was written before the sources were all read.
    assert!(read_tree(&out).is_empty());
    fs::write(&seed, "<svg this is not").unwrap();
    let err = generate_theme_from(Theme::Classic, &sources, &out)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("svg/chisolo/seed2.svg") && err.contains("bad SVG"),
        "{err}"
    );
    let _ = fs::remove_dir_all(&sources);
    let _ = fs::remove_dir_all(&out);
}
