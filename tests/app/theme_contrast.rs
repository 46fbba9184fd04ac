//! Every label reads in every shipped theme: its words stand out from what they are written
//! on (their plate, or the part of the picture under them) by WCAG AA's 4.5:1 at least; and
//! the checker tells of a theme whose labels would not.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use tabula::theme::contrast::{AA, LabelContrast, label_contrasts};
use tabula::theme::{ThemeManifest, ThemeProblem, check_theme};

fn themes() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes")
}

/// Every kind of label the boards write, as the contrast check names them.
const KINDS: [&str; 10] = [
    "Plate labels",
    "Lit labels",
    "Side(0) labels",
    "Side(1) labels",
    "Side(2) labels",
    "Side(3) labels",
    "Yut's station letters",
    "Chisolo's coordinates",
    "the doubling cube's value",
    "Malefiz's coordinates",
];

/// The theme in `dir` read through the game's manifest, and its labels measured.
fn contrasts(dir: &Path) -> Vec<LabelContrast> {
    let text = fs::read_to_string(dir.join("theme.ron")).unwrap();
    let manifest: ThemeManifest = ron::from_str(&text).unwrap();
    label_contrasts(&manifest, dir, tabula::games::words_on_pictures)
}

#[test]
fn every_label_reads_in_every_shipped_theme() {
    let mut checked = 0;
    for entry in fs::read_dir(themes()).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.join("theme.ron").is_file() {
            continue;
        }
        let contrasts = contrasts(&dir);
        let kinds: Vec<&str> = contrasts.iter().map(|c| c.what.as_str()).collect();
        assert_eq!(kinds, KINDS, "{}", dir.display());
        for c in &contrasts {
            println!(
                "{}: {} {} on {}, {:.2}:1",
                dir.display(),
                c.what,
                c.text.to_hex(),
                c.ground.to_hex(),
                c.ratio
            );
            assert!(c.ratio >= AA, "{}: {c:?}", dir.display());
        }
        checked += 1;
    }
    assert!(checked >= 2, "both shipped themes");
}

#[test]
fn labels_hard_to_read_are_told() {
    let dir = std::env::temp_dir().join(format!("tabula-faint-theme-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    common::copy_dir(&themes().join("classic"), &dir);
    // Words on the plates in nearly the plate's colour, the first side's too, the second's
    // not a colour (its side colour, a blue too dark for the plate, stands in), and the
    // ink the plank's honey wood, too dark for the light boards and the cube as well.
    let manifest = fs::read_to_string(dir.join("theme.ron")).unwrap();
    let labels = manifest
        .find("    labels: (")
        .expect("the classic theme's labels");
    let manifest = format!(
        "{}    labels: (ink: \"#B07A45\", plate: \"#1E140E\", plate_ink: \"#3A2A20\", \
         side_inks: [\"#2A1A10\", \"inky\"]),\n)\n",
        &manifest[..labels]
    );
    fs::write(dir.join("theme.ron"), manifest).unwrap();

    let hard: Vec<(String, f32)> = contrasts(&dir)
        .into_iter()
        .filter(|c| c.ratio < AA)
        .map(|c| (c.what, c.ratio))
        .collect();
    let names: Vec<&str> = hard.iter().map(|(what, _)| what.as_str()).collect();
    assert_eq!(
        names,
        [
            "Plate labels",
            "Lit labels",
            "Side(0) labels",
            "Side(1) labels",
            "Yut's station letters",
            "Chisolo's coordinates",
            "the doubling cube's value",
            "Malefiz's coordinates",
        ],
        "{hard:?}"
    );
    let report = check_theme(
        &dir,
        &tabula::games::sprite_roles(),
        tabula::games::words_on_pictures,
    );
    let told: Vec<&str> = report
        .problems
        .iter()
        .filter_map(|p| match p {
            ThemeProblem::HardToRead(c) => Some(c.what.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(told, names);
    assert!(report.problems.iter().any(
        |p| matches!(p, ThemeProblem::Labels(why) if why.contains("\"inky\" is not a colour"))
    ));
    let (words, whole) = tabula::check_theme_report(dir.to_str().unwrap());
    assert!(!whole);
    assert!(
        words.contains("Chisolo's coordinates: #B07A45 on #"),
        "{words}"
    );
    let _ = fs::remove_dir_all(&dir);
}
