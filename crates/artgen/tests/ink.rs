//! The "Ink on paper" theme: complete (every classic role at the classic's size and path,
//! every sound, a manifest naming them all), deterministic and committed as generated,
//! with pieces that differ side from side, and boards whose geometry is the classic
//! boards' (checked on rendered pixels).

mod common;

use common::{
    assert_tiles_seamlessly, backgammon_point, generated, lum, manifest_entries, read_tree,
    sprite_pixels, strongest, temp_dir, yut_station,
};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use tabula_artgen::art::backgammon as bg;
use tabula_artgen::art::chisolo as cl;
use tabula_artgen::{Theme, ink, render, wav};
use tabula_layout::{BackgammonLayout, YutLayout};
use tabula_yut::Station;

/// The pixels of the ink theme's generated PNG `path` (rendered from its source SVG),
/// `size` big.
fn ink_png(path: &str, size: (u32, u32)) -> Vec<[u8; 4]> {
    sprite_pixels(Theme::Ink, path, size)
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Opaque and dark: ink.
fn is_ink(p: [u8; 4]) -> bool {
    p[3] == 255 && lum(p) < 150
}

/// Opaque and light: paper.
fn is_paper(p: [u8; 4]) -> bool {
    p[3] == 255 && lum(p) > 660
}

#[test]
fn the_ink_theme_is_complete_and_committed_as_generated() {
    let fresh = temp_dir("fresh");
    let written = tabula_artgen::generate_theme(Theme::Ink, &fresh).unwrap();
    let tree = read_tree(&fresh);
    assert_eq!(tree.len(), written.len());

    // The manifest names every sprite and sound role of the classic theme, with the same
    // paths, and no layouts: its boards are drawn to `assets/layouts/`, as the classic's.
    let ron = String::from_utf8(tree[Path::new("theme.ron")].clone()).unwrap();
    let classic_ron =
        fs::read_to_string(repo().join("assets/themes/classic/theme.ron")).expect("classic");
    assert!(ron.starts_with("(\n    name: \"Ink on paper\",\n    author: \"Tabula\",\n"));
    assert!(!ron.contains("yut_board_ring_radius_px") && !ron.contains("layouts"));
    assert!(ron.contains("side_colours: [\"#D55E00\", \"#0072B2\", \"#009E73\", \"#CC79A7\"]"));
    let names = ron.split("side_names: [").nth(1).expect("side names");
    assert_eq!(names.matches("{\"en\": ").count(), 4);
    assert_eq!(names.matches("\"ru\": ").count(), 4);
    assert_eq!(names.matches("\"ko\": ").count(), 4);
    for section in ["sprites", "sounds"] {
        let mut ink = manifest_entries(&ron, section);
        let mut classic = manifest_entries(&classic_ron, section);
        ink.sort();
        classic.sort();
        assert_eq!(ink, classic, "{section}");
    }
    assert_eq!(manifest_entries(&ron, "sprites").len(), 41);
    assert_eq!(manifest_entries(&ron, "sounds").len(), 16);

    // Each sprite at the classic's size, RGBA; its SVG source beside it.
    let classic_sizes: BTreeMap<String, (u32, u32)> = tabula_artgen::sprites()
        .into_iter()
        .map(|s| (s.role, s.size))
        .collect();
    for (role, path) in manifest_entries(&ron, "sprites") {
        let bytes = &tree[Path::new(&path)];
        assert_eq!(
            render::png_size(bytes),
            Some(classic_sizes[&role]),
            "{role}: {path}"
        );
        let colour_type = if role == "table" { 3 } else { 6 };
        assert_eq!(
            (bytes[24], bytes[25]),
            (8, colour_type),
            "{role}: {path} is not of its colour type (RGBA 6, the table paletted 3)"
        );
        let svg = format!("svg/{}.svg", path.trim_end_matches(".png"));
        assert!(tree.contains_key(Path::new(&svg)), "{svg}");
    }
    // Each sound a 16-bit mono WAV, short, the music at 22050 Hz.
    for (role, path) in manifest_entries(&ron, "sounds") {
        let (rate, channels, bits, frames) =
            wav::header(&tree[Path::new(&path)]).expect("a valid WAV header");
        let want_rate = if role == "music" { 22050 } else { 44100 };
        assert_eq!((rate, channels, bits), (want_rate, 1, 16), "{role}");
        let secs = frames as f64 / f64::from(rate);
        assert!((0.03..=10.0).contains(&secs), "{role}: {secs} s");
    }
    // Small: flat art and a short loop.
    let total: usize = tree.values().map(Vec::len).sum();
    assert!(total < 2_000_000, "the ink theme is {total} bytes");
    let readme = String::from_utf8(tree[Path::new("README.md")].clone()).unwrap();
    assert!(readme.contains("--theme ink assets/themes/ink"));
    assert!(readme.contains("`svg/pieces/piece0.svg`") && readme.contains("assets/layouts/"));
    assert!(!readme.contains("Do not edit"));

    // The committed theme is what the generator makes, byte for byte (which also shows
    // that generation is the same run after run).
    let committed = repo().join("assets/themes/ink");
    let committed = read_tree(&committed);
    assert_eq!(
        committed.keys().collect::<Vec<_>>(),
        tree.keys().collect::<Vec<_>>(),
        "assets/themes/ink has other files than the generator makes; run \
         `cargo run --release -p tabula-artgen -- --theme ink assets/themes/ink`"
    );
    for (path, bytes) in &tree {
        assert!(
            committed[path] == *bytes,
            "assets/themes/ink/{} is not what the generator makes; run \
             `cargo run --release -p tabula-artgen -- --theme ink assets/themes/ink`",
            path.display()
        );
    }
    let _ = fs::remove_dir_all(&fresh);
}

#[test]
fn ink_sprites_are_the_classic_roles_in_order_and_not_the_classic_art() {
    let classic = tabula_artgen::sprites();
    let ink = ink::sprites();
    assert_eq!(classic.len(), ink.len());
    let (classic_tree, ink_tree) = (generated(Theme::Classic), generated(Theme::Ink));
    for (c, i) in classic.iter().zip(&ink) {
        assert_eq!((&c.role, &c.path, c.size), (&i.role, &i.path, i.size));
        let svg = PathBuf::from(c.svg_path());
        assert_ne!(classic_tree[&svg], ink_tree[&svg], "{}", c.role);
    }
    let classic: Vec<&str> = tabula_artgen::sounds().iter().map(|s| s.1).collect();
    let ink: Vec<&str> = ink::sounds().iter().map(|s| s.1).collect();
    assert_eq!(classic, ink);
}

#[test]
fn the_four_pieces_differ_in_colour_and_in_their_marks() {
    let pieces: Vec<Vec<[u8; 4]>> = (0..4)
        .map(|side| ink_png(&format!("pieces/piece{side}.png"), (128, 128)))
        .collect();
    // The body just inside the outline is the side's colour.
    for (side, px) in pieces.iter().enumerate() {
        let body = px[61 * 128 + 61 + 36];
        let want = ink::SIDES[side];
        let close = |a: u8, b: u8| a.abs_diff(b) < 6;
        assert!(
            close(body[0], want.0) && close(body[1], want.1) && close(body[2], want.2),
            "side {side}: {body:?}"
        );
    }
    // In greyscale, every two pieces still differ over a large area: their marks.
    let paper = |p: [u8; 4]| lum(p) > 600;
    for a in 0..4 {
        for b in a + 1..4 {
            let differ = (0..128 * 128)
                .filter(|&i| paper(pieces[a][i]) != paper(pieces[b][i]))
                .count();
            assert!(differ > 400, "pieces {a} and {b} differ in {differ} px");
        }
    }
    // The marks: a dot and a cross are paper at the centre, a ring is not.
    let centre = |side: usize| pieces[side][61 * 128 + 61];
    assert!(paper(centre(0)) && paper(centre(2)) && paper(centre(3)));
    assert!(!paper(centre(1)));
    // A cross reaches up from the centre, a bar does not.
    let above = |side: usize| pieces[side][(61 - 22) * 128 + 61];
    assert!(paper(above(2)) && !paper(above(3)));
}

#[test]
fn the_ink_yut_board_has_ink_where_the_layout_puts_every_station() {
    let layout = YutLayout::default();
    let (w, h) = layout.image;
    let px = render::rgba(&ink::yut::board(), w, h);
    let at = |x: f32, y: f32| px[y.round() as usize * w as usize + x.round() as usize];
    for s in Station::all() {
        let (x, y) = yut_station(s);
        assert!(is_ink(at(x, y)), "no ink under {s} at ({x}, {y})");
    }
    // The lines are thin: 12 px off a station along the perpendicular it is paper.
    let (c, r) = (w as f32 / 2.0, layout.ring_radius);
    for (x, y) in [
        (c + 12.0, c - r / 2.0),
        (c + r / 2.0, c - 12.0),
        (c, c - r - 12.0),
    ] {
        assert!(is_paper(at(x, y)), "({x}, {y}) should be paper");
    }
    // Halfway along the ring there is ink, just inside and outside it paper.
    let (x, y) = (
        c + r * std::f32::consts::FRAC_1_SQRT_2,
        c - r * std::f32::consts::FRAC_1_SQRT_2,
    );
    assert!(is_ink(at(x, y)));
    assert!(is_paper(at(x - 8.0, y + 8.0)) && is_paper(at(x + 8.0, y - 8.0)));
    let far = w as f32 - 3.0;
    for (x, y) in [(2.0, 2.0), (far, far), (151.0, 151.0), (far - 148.0, 151.0)] {
        assert_eq!(at(x, y)[3], 0, "({x}, {y}) should be transparent");
    }
}

#[test]
fn the_ink_backgammon_points_lie_where_the_layout_says() {
    let layout = BackgammonLayout::default();
    let w = layout.image.0 as usize;
    let px = render::rgba(&ink::backgammon::board(), layout.image.0, layout.image.1);
    let at = |x: f32, y: f32| px[y.round() as usize * w + x.round() as usize];
    let mid = |r: (f32, f32)| (r.0 + r.1) / 2.0;
    let mid_y = mid(layout.field_y);
    // The frame, the bar and the divider are ink; the trays a grey wash.
    for (x, y) in [
        (layout.left_field_x.0 / 2.0, mid_y),
        (layout.right_field_x.0 + 38.0, layout.field_y.0 - 15.0),
        (layout.bar_x.0 + 18.0, mid_y),
        (mid((layout.right_field_x.1, layout.tray_x.0)), mid_y),
    ] {
        assert!(is_ink(at(x, y)), "({x}, {y}) should be ink");
    }
    let quarter = (layout.field_y.1 - layout.field_y.0) / 4.0;
    for y in [layout.field_y.0 + quarter, layout.field_y.1 - quarter] {
        let t = lum(at(mid(layout.tray_x), y));
        assert!((450..660).contains(&t), "tray at y {y}: {t}");
    }
    // Between the rows, the fields are paper from edge to edge.
    for field in [layout.left_field_x, layout.right_field_x] {
        for x in [field.0 + 3.0, mid(field), field.1 - 3.0] {
            assert!(is_paper(at(x, mid_y)), "field at x {x}");
        }
    }
    for c in 0..12 {
        for top in [true, false] {
            // The art's margin inside a column is its own; the columns are the layout's.
            let [l, r, apex] = backgammon_point(top, c, bg::POINT_INSET);
            // Along a row 150 px from the base: the edges where the triangle says.
            let y = if top { l.1 + 150.0 } else { l.1 - 150.0 };
            let t = (y - l.1) / (apex.1 - l.1);
            let (x0, x1) = (l.0 + (apex.0 - l.0) * t, r.0 + (apex.0 - r.0) * t);
            // Outside the edges: paper.
            assert!(
                is_paper(at(x0 - 6.0, y)),
                "column {c} {top}: left of the point"
            );
            assert!(
                is_paper(at(x1 + 6.0, y)),
                "column {c} {top}: right of the point"
            );
            let inside: Vec<[u8; 4]> = ((x0 + 4.0) as usize..=(x1 - 4.0) as usize)
                .map(|x| px[y as usize * w + x])
                .collect();
            if bg::point_is_light(top, c) {
                // Hatched: the edge is inked, and inside ink and paper alternate.
                assert!(is_ink(at(x0 + 0.5, y)) && is_ink(at(x1 - 0.5, y)));
                let ink = inside.iter().filter(|&&p| is_ink(p)).count();
                let paper = inside.iter().filter(|&&p| lum(p) > 600).count();
                assert!(
                    ink >= 5 && paper >= 10,
                    "column {c} {top}: {ink} ink {paper} paper"
                );
            } else {
                assert!(inside.iter().all(|&p| is_ink(p)), "column {c} {top}: solid");
            }
            // Just past the apex, the field.
            let beyond = if top { apex.1 + 12.0 } else { apex.1 - 12.0 };
            assert!(
                is_paper(at(apex.0, beyond)),
                "column {c} {top}: past the apex"
            );
            // Short of the apex, the point (or its outline) is there.
            let short = if top { apex.1 - 40.0 } else { apex.1 + 40.0 };
            assert!(
                (-5..=5).any(|dx| is_ink(at(apex.0 + dx as f32, short))),
                "column {c} {top}: short of the apex"
            );
        }
    }
    // The rounded outer corners are transparent.
    assert!(px[0][3] < 128 && px[w - 1][3] < 128);
}

#[test]
fn ink_checkers_differ_in_greyscale() {
    let light = ink_png("backgammon/checker_light.png", (128, 128));
    let dark = ink_png("backgammon/checker_dark.png", (128, 128));
    // Between the rim and the inner ring.
    let (l, d) = (light[62 * 128 + 62 + 44], dark[62 * 128 + 62 + 44]);
    assert!(lum(l) > 660 && lum(d) < 100, "{l:?} {d:?}");
    for px in [&light, &dark] {
        assert_eq!(px[0][3], 0);
        assert_eq!(px[62 * 128 + 62][3], 255);
    }
}

#[test]
fn ink_sticks_show_their_side_and_mark() {
    let render_stick = |round: bool, marked: bool| {
        let side = if round { "round" } else { "flat" };
        let mark = if marked { "_marked" } else { "" };
        ink_png(&format!("yut/stick_{side}{mark}.png"), (64, 256))
    };
    let inked = |px: &[[u8; 4]]| {
        (100..230)
            .flat_map(|y| (18..44).map(move |x| (x, y)))
            .filter(|&(x, y)| is_ink(px[y * 64 + x]))
            .count()
    };
    let (flat, round) = (render_stick(false, false), render_stick(true, false));
    assert!(
        inked(&round) > 4 * inked(&flat),
        "round {} flat {}",
        inked(&round),
        inked(&flat)
    );
    // The marked sticks carry vermilion near the top; the plain ones do not.
    let vermilion = |px: &[[u8; 4]]| {
        px[..90 * 64]
            .iter()
            .filter(|p| p[3] == 255 && p[0] > 180 && p[1] < 120 && p[2] < 60)
            .count()
    };
    for round in [false, true] {
        assert!(vermilion(&render_stick(round, true)) > 300);
        assert_eq!(vermilion(&render_stick(round, false)), 0);
    }
}

#[test]
fn the_ink_chisolo_plank_and_pit() {
    let (pw, ph) = cl::board_size();
    let plank = render::rgba(&ink::chisolo::board(), pw, ph);
    let w = pw as usize;
    assert_eq!(plank[0][3], 0);
    // The line between the halves runs across the middle; paper above and below.
    for x in [100, 500, 900] {
        assert!(is_ink(plank[300 * w + x]), "middle line at x {x}");
        assert!(is_paper(plank[285 * w + x]) && is_paper(plank[315 * w + x]));
    }
    let pit = ink_png("chisolo/pit.png", (160, 160));
    assert_eq!(pit[80 * 160 + 80][3], 255);
    // The ink rim at the pit's radius (62 px), transparent beyond it.
    assert!(is_ink(pit[80 * 160 + 80 + 62]));
    for (x, y) in [(0, 0), (159, 0), (0, 159), (80, 0), (0, 80), (80, 150)] {
        assert_eq!(pit[y * 160 + x][3], 0, "pit ({x}, {y})");
    }
}

#[test]
fn the_ink_table_tiles_seamlessly() {
    let px = render::rgba(&ink::yut::table(), 512, 512);
    assert_tiles_seamlessly(&px);
    // Quiet: every pixel close to the paper's tone.
    let base = f64::from(lum([0xE6, 0xE0, 0xD2, 255]));
    assert!(px.iter().all(|&p| (f64::from(lum(p)) - base).abs() < 130.0));
}

#[test]
fn ink_malefiz_houses_are_tinted_with_their_side() {
    for side in 0..4 {
        let px = ink_png(&format!("malefiz/house{side}.png"), (160, 110));
        let p = px[30 * 160 + 30];
        let want = ink::SIDES[side];
        let want = [want.0, want.1, want.2];
        assert_eq!(
            strongest([p[0], p[1], p[2]]),
            strongest(want),
            "house {side}"
        );
        assert_eq!(p[3], 255);
    }
}
