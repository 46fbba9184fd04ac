//! The theme checker: the shipped themes pass it, and a broken copy of one fails it with
//! the right words.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use tabula::theme::{Kind, ThemeProblem, check_theme};

fn themes() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes")
}

#[test]
fn every_shipped_theme_is_whole() {
    let mut checked = 0;
    for entry in fs::read_dir(themes()).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.join("theme.ron").is_file() {
            continue;
        }
        let report = check_theme(
            &dir,
            &tabula::games::sprite_roles(),
            tabula::games::words_on_pictures,
        );
        assert_eq!(report.problems, [], "{}", dir.display());
        assert_eq!(report.pictures, tabula::games::sprite_roles().0.len());
        assert_eq!(report.sounds, tabula::theme::Sound::ALL.len());
        checked += 1;
    }
    assert!(checked >= 1);
    let (words, whole) = tabula::check_theme_report("classic");
    assert!(whole, "{words}");
    assert!(words.contains("all in order"), "{words}");
}

#[test]
fn a_broken_theme_is_reported_in_plain_words() {
    let dir = std::env::temp_dir().join(format!("tabula-broken-theme-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    common::copy_dir(&themes().join("classic"), &dir);
    // A missing file, a picture of the wrong shape, a damaged sound, a misspelt role and a
    // colour that is not one.
    fs::remove_file(dir.join("pieces/piece2.png")).unwrap();
    fs::copy(
        dir.join("backgammon/checker_edge_dark.png"),
        dir.join("dice/die3.png"),
    )
    .unwrap();
    fs::write(dir.join("sounds/hop.wav"), b"RIFF but not really a sound").unwrap();
    let manifest = fs::read_to_string(dir.join("theme.ron")).unwrap();
    let manifest = manifest
        .replace("\"piece.1\":", "\"peice.1\":")
        .replace("\"#C8202F\"", "\"reddish\"");
    fs::write(dir.join("theme.ron"), &manifest).unwrap();

    let report = check_theme(
        &dir,
        &tabula::games::sprite_roles(),
        tabula::games::words_on_pictures,
    );
    let has = |p: &ThemeProblem| report.problems.contains(p);
    assert!(has(&ThemeProblem::MissingFile {
        kind: Kind::Picture,
        role: "piece.2".into(),
        file: "pieces/piece2.png".into(),
    }));
    assert!(has(&ThemeProblem::WrongProportions {
        role: "die.3".into(),
        file: "dice/die3.png".into(),
        size: (128, 28),
        expected: (64, 64),
    }));
    assert!(has(&ThemeProblem::MissingRole {
        kind: Kind::Picture,
        role: "piece.1".into(),
    }));
    assert!(has(&ThemeProblem::UnknownRole {
        kind: Kind::Picture,
        role: "peice.1".into(),
        nearest: Some("piece.1".into()),
    }));
    assert!(
        report
            .problems
            .iter()
            .any(|p| matches!(p, ThemeProblem::BadSound { role, .. } if role == "hop"))
    );
    assert!(
        report
            .problems
            .iter()
            .any(|p| matches!(p, ThemeProblem::Sides(why) if why.contains("reddish")))
    );
    assert_eq!(report.problems.len(), 6, "{:#?}", report.problems);

    // In words, as the command line prints them.
    let (words, whole) = tabula::check_theme_report(dir.to_str().unwrap());
    assert!(!whole);
    assert!(words.contains("6 problems"), "{words}");
    assert!(words.contains("did you mean \"piece.1\"?"), "{words}");
    assert!(words.contains("is 128×28 pixels"), "{words}");

    // A manifest that does not parse says where.
    fs::write(
        dir.join("theme.ron"),
        manifest.replacen("sprites: {", "sprites: {{", 1),
    )
    .unwrap();
    let report = check_theme(
        &dir,
        &tabula::games::sprite_roles(),
        tabula::games::words_on_pictures,
    );
    assert!(
        matches!(&report.problems[..], [ThemeProblem::ManifestSyntax { why, .. }] if why.contains(':')),
        "{:?}",
        report.problems
    );
    let _ = fs::remove_dir_all(&dir);
}

/// The checker's list of roles is the one the games' views register.
#[test]
fn the_checker_knows_every_role_the_views_register() {
    let app = common::headless_app(
        "theme-roles",
        common::instant(),
        tabula_table::MatchSetup::default(),
    );
    let registered = app.world().resource::<tabula::theme::SpriteRoles>();
    let listed = tabula::games::sprite_roles();
    let names = |r: &tabula::theme::SpriteRoles| {
        let mut n: Vec<&str> = r.0.iter().map(|r| r.name).collect();
        n.sort();
        n
    };
    assert_eq!(names(registered), names(&listed));
}

/// The modding guide names every picture and sound role the game uses.
#[test]
fn the_modding_guide_lists_every_role() {
    let guide =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/modding.md")).unwrap();
    let named = |role: &str| {
        if guide.contains(&format!("`{role}`")) {
            return true;
        }
        // A family of roles written once: `piece.0` … `piece.3`, `checker.light`, `.dark`.
        let (stem, last) = role.rsplit_once('.').unwrap_or((role, ""));
        let variant = last.parse::<u8>().is_ok() || last == "light" || last == "dark";
        variant && guide.contains(&format!("`{stem}."))
    };
    for role in tabula::games::sprite_roles().0 {
        assert!(
            named(role.name),
            "docs/modding.md does not list {}",
            role.name
        );
    }
    for sound in tabula::theme::Sound::ALL {
        assert!(
            named(sound.role()),
            "docs/modding.md does not list {}",
            sound.role()
        );
    }
}

/// A board picture of another size works when the theme gives its layout, and a layout
/// that does not fit is told.
#[test]
fn a_board_of_another_size_needs_its_layout() {
    let dir = std::env::temp_dir().join(format!("tabula-layout-theme-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    common::copy_dir(&themes().join("classic"), &dir);
    // A Yut board half the size (a square picture, so its proportions are right).
    fs::copy(dir.join("table.png"), dir.join("yut/board.png")).unwrap();
    let manifest = fs::read_to_string(dir.join("theme.ron")).unwrap();
    // The table's dark wood as a board leaves its letters hard to read: not this test's
    // matter (theme_contrast's).
    let check = || {
        check_theme(
            &dir,
            &tabula::games::sprite_roles(),
            tabula::games::words_on_pictures,
        )
        .problems
        .into_iter()
        .filter(|p| !matches!(p, ThemeProblem::HardToRead(_)))
        .collect::<Vec<_>>()
    };
    let problems = check();
    assert!(
        matches!(&problems[..], [ThemeProblem::Layout(why)] if why.contains("512×512") && why.contains("1024×1024")),
        "{problems:?}"
    );
    let with_layout = |layout: &str| {
        let m = manifest.replacen(
            "sprites: {",
            &format!("layouts: ({layout}),\n    sprites: {{"),
            1,
        );
        fs::write(dir.join("theme.ron"), m).unwrap();
    };
    with_layout("yut: Some((image: (512, 512), ring_radius: 200.0))");
    assert_eq!(check(), []);
    // A ring too wide for the picture: told, and the shipped layout stands in (which
    // does not fit this picture either).
    with_layout("yut: Some((image: (512, 512), ring_radius: 300.0))");
    let problems = check();
    assert!(
        matches!(&problems[..], [ThemeProblem::Layout(ring), ThemeProblem::Layout(size)]
            if ring.contains("ring_radius 300") && size.contains("1024×1024")),
        "{problems:?}"
    );
    // A square Malefiz board (the shipped one is 1000×754): its proportions are wrong for
    // the shipped layout, right once the theme gives a square layout with its grid.
    fs::write(dir.join("theme.ron"), &manifest).unwrap();
    fs::copy(dir.join("yut/board.png"), dir.join("malefiz/board.png")).unwrap();
    fs::copy(
        themes().join("classic/yut/board.png"),
        dir.join("yut/board.png"),
    )
    .unwrap();
    let problems = check();
    assert!(
        matches!(&problems[..], [ThemeProblem::WrongProportions { role, size: (512, 512), expected: (1000, 754), .. }]
            if role == "malefiz.board"),
        "{problems:?}"
    );
    let square = "malefiz: Some((image: (512, 512), border: 14.0, first_field: (32.0, 440.0), \
                  pitch: (28.0, 28.0), house_drop: 30.0))";
    with_layout(square);
    assert_eq!(check(), []);
    // A grid that runs off the picture: told.
    with_layout(&square.replace("pitch: (28.0, 28.0)", "pitch: (40.0, 28.0)"));
    let problems = check();
    assert!(
        problems
            .iter()
            .any(|p| matches!(p, ThemeProblem::Layout(why) if why.contains("Malefiz grid"))),
        "{problems:?}"
    );
    let _ = fs::remove_dir_all(&dir);
}
