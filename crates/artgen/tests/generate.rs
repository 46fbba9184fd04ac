//! Generates the whole theme and checks what a game and a modder rely on: every file the
//! manifest names exists, PNG and WAV formats and sizes, the board's geometry, a seamless
//! table, byte-for-byte determinism, and the sprites rendered from the editable sources
//! (checked on the generated PNGs).

/// The pixels of the classic theme's generated PNG `path`, `size` big.
fn classic(path: &str, size: (u32, u32)) -> Vec<[u8; 4]> {
    sprite_pixels(Theme::Classic, path, size)
}

mod common;

use common::{
    assert_tiles_seamlessly, backgammon_column, backgammon_point, lum, manifest_entries, read_tree,
    sprite_pixels, strongest, temp_dir, yut_station,
};
use std::fs;
use std::path::Path;
use tabula_artgen::art::backgammon as bg;
use tabula_artgen::art::chisolo;
use tabula_artgen::art::malefiz;
use tabula_artgen::{Theme, art, render, wav};
use tabula_layout::{BackgammonLayout, ChisoloLayout, MalefizLayout, YutLayout};
use tabula_yut::Station;

fn expected_size(role: &str) -> (u32, u32) {
    match role {
        "table" => (512, 512),
        "yut.board" => YutLayout::default().image,
        "yut.station" => (96, 96),
        "icon" => (256, 256),
        "backgammon.board" => BackgammonLayout::default().image,
        r if r.starts_with("backgammon.checker_edge.") => (128, 28),
        "chisolo.board" => (1000, 600),
        "chisolo.pit" => (160, 160),
        r if r.starts_with("chisolo.seed.") => (40, 40),
        "malefiz.board" => (1000, 754),
        "malefiz.field" | "malefiz.barricade" => (64, 64),
        "malefiz.goal" => (96, 96),
        r if r.starts_with("malefiz.house.") => (160, 110),
        r if r.starts_with("stick.") => (64, 256),
        _ => (128, 128),
    }
}

#[test]
fn the_theme_is_complete_and_deterministic() {
    let (a, b) = (temp_dir("a"), temp_dir("b"));
    let written = tabula_artgen::generate(&a).unwrap();
    tabula_artgen::generate(&b).unwrap();
    let (ta, tb) = (read_tree(&a), read_tree(&b));
    assert_eq!(ta.len(), written.len());
    assert_eq!(ta.keys().collect::<Vec<_>>(), tb.keys().collect::<Vec<_>>());
    for (path, bytes) in &ta {
        assert!(
            tb[path] == *bytes,
            "{} differs between two runs",
            path.display()
        );
    }

    let ron = String::from_utf8(ta[Path::new("theme.ron")].clone()).unwrap();
    // The boards are drawn to `assets/layouts/`, the game's default: no layouts of its own.
    assert!(!ron.contains("yut_board_ring_radius_px") && !ron.contains("layouts"));
    assert!(ron.contains("side_colours: [\"#C8202F\", \"#0072B2\", \"#009E73\", \"#E69F00\"]"));
    let sprites = manifest_entries(&ron, "sprites");
    let sounds = manifest_entries(&ron, "sounds");
    assert_eq!(sprites.len(), 41);
    assert_eq!(sounds.len(), 16);
    for (role, path) in &sprites {
        let bytes = ta
            .get(Path::new(path))
            .unwrap_or_else(|| panic!("{role}: {path} was not generated"));
        assert_eq!(
            render::png_size(bytes),
            Some(expected_size(role)),
            "{role}: {path}"
        );
        // RGBA, 8 bits a channel (IHDR: bit depth at 24, colour type 6 at 25); the table
        // paletted (colour type 3).
        let colour_type = if role == "table" { 3 } else { 6 };
        assert_eq!(
            (bytes[24], bytes[25]),
            (8, colour_type),
            "{role}: {path} is not of its colour type"
        );
    }
    for (role, path) in &sounds {
        let bytes = ta
            .get(Path::new(path))
            .unwrap_or_else(|| panic!("{role}: {path} was not generated"));
        let (rate, channels, bits, frames) = wav::header(bytes).expect("a valid WAV header");
        let want_rate = if role == "music" { 22050 } else { 44100 };
        assert_eq!((rate, channels, bits), (want_rate, 1, 16), "{role}");
        let secs = frames as f64 / f64::from(rate);
        assert!((0.04..=25.0).contains(&secs), "{role}: {secs} s");
    }
    assert!(ta[Path::new("sounds/music.wav")].len() < 1_200_000);
    let readme = String::from_utf8(ta[Path::new("README.md")].clone()).unwrap();
    assert!(readme.contains("`svg/pieces/piece0.svg`") && readme.contains("assets/layouts/"));
    assert!(!readme.contains("Do not edit"));
    assert!(ta.contains_key(Path::new("svg/yut/board.svg")));
    let _ = fs::remove_dir_all(&a);
    let _ = fs::remove_dir_all(&b);
}

#[test]
fn the_board_has_ink_where_the_layout_puts_every_station_and_is_round() {
    let layout = YutLayout::default();
    let (w, h) = layout.image;
    let px = render::rgba(&art::board(), w, h);
    let at = |x: f32, y: f32| px[y.round() as usize * w as usize + x.round() as usize];
    let ink = |p: [u8; 4]| p[3] == 255 && lum(p) < 240;
    for s in Station::all() {
        let (x, y) = yut_station(s);
        assert_eq!(art::station_px(s), (x, y), "{s}: the art's station");
        assert!(
            ink(at(x, y)),
            "no ink under {s} at ({x}, {y}): {:?}",
            at(x, y)
        );
    }
    // Between stations the lines are there too: halfway along the ring and the diameters.
    let (c, r) = (w as f32 / 2.0, layout.ring_radius);
    for (x, y) in [
        (
            c + r * std::f32::consts::FRAC_1_SQRT_2,
            c - r * std::f32::consts::FRAC_1_SQRT_2,
        ),
        (c, c - r / 2.0),
        (c + r / 2.0, c),
    ] {
        assert!(ink(at(x, y)), "no ink at ({x}, {y})");
    }
    // The paper between the lines is light, and outside the disc is transparent.
    let paper = at(c + 150.0, c - 120.0);
    assert!(lum(paper) > 500, "{paper:?}");
    let far = w as f32 - 3.0;
    for (x, y) in [(2.0, 2.0), (far, far), (151.0, 151.0), (far - 148.0, 151.0)] {
        assert_eq!(at(x, y)[3], 0, "({x}, {y}) should be transparent");
    }
}

#[test]
fn the_table_tiles_seamlessly() {
    assert_tiles_seamlessly(&render::rgba(&art::table(), 512, 512));
}

#[test]
fn the_backgammon_board_is_where_the_layout_says() {
    let l = BackgammonLayout::default();
    let (w, h) = (l.image.0 as usize, l.image.1 as usize);
    let px = render::rgba(&bg::board(), l.image.0, l.image.1);
    let at = |x: f32, y: f32| px[y as usize * w + x as usize];
    let opaque = |x: f32, y: f32| {
        let p = at(x, y);
        assert_eq!(p[3], 255, "({x}, {y}) should be opaque");
        lum(p)
    };
    let mid = |r: (f32, f32)| (r.0 + r.1) / 2.0;
    let mid_y = mid(l.field_y);
    // The frame, the bar, the divider and the wood between the trays are dark wood.
    for (x, y) in [
        (l.left_field_x.0 / 2.0, mid_y),
        (l.right_field_x.0 + 38.0, l.field_y.0 / 2.0),
        (l.right_field_x.0 + 38.0, mid((l.field_y.1, h as f32))),
        (mid((l.tray_x.1, w as f32)), mid_y),
        (l.bar_x.0 + 18.0, mid_y),
        (l.bar_x.1 - 17.0, mid_y),
        (mid((l.right_field_x.1, l.tray_x.0)), mid_y),
        (mid(l.tray_x), mid_y),
    ] {
        assert!(opaque(x, y) < 300, "({x}, {y}) is not frame wood");
    }
    // Between the point rows, both fields are the lighter surface, edge to edge.
    for field in [l.left_field_x, l.right_field_x] {
        for x in [field.0 + 20.0, mid(field), field.1 - 22.0] {
            let s = opaque(x, mid_y);
            assert!((330..560).contains(&s), "field at x {x}: {s}");
        }
    }
    // The trays are recessed: darker than the field, opaque.
    let quarter = (l.field_y.1 - l.field_y.0) / 4.0;
    for y in [l.field_y.0 + quarter, l.field_y.1 - quarter] {
        assert!(opaque(mid(l.tray_x), y) < 200, "tray at y {y}");
    }
    // Each column's points: light and dark alternate, facing points differ, and the
    // point stops at its apex (the surface shows just beyond it).
    for c in 0..12 {
        let (x0, x1) = backgammon_column(c);
        assert_eq!(bg::column_x(c), (x0, x1), "the art's column {c}");
        let mid = (x0 + x1) / 2.0;
        for top in [true, false] {
            let point = backgammon_point(top, c, bg::POINT_INSET);
            assert_eq!(
                bg::point_triangle(top, c),
                point,
                "the art's point {c} {top}"
            );
            let apex = point[2];
            let y_in = if top {
                l.field_y.0 + 160.0
            } else {
                l.field_y.1 - 160.0
            };
            let shade = opaque(mid, y_in);
            if bg::point_is_light(top, c) {
                assert!(shade > 560, "column {c} {top}: light point {shade}");
            } else {
                assert!(shade < 330, "column {c} {top}: dark point {shade}");
            }
            let beyond = if top { apex.1 + 12.0 } else { apex.1 - 12.0 };
            let s = opaque(mid, beyond);
            assert!(
                (330..560).contains(&s),
                "column {c} {top}: past the apex {s}"
            );
        }
        // Between two points at their base, the surface shows.
        if c + 1 < 12 && c != 5 {
            let s = opaque(x1, l.field_y.0 + 80.0);
            assert!(
                (330..560).contains(&s),
                "between columns {c} and {}: {s}",
                c + 1
            );
        }
    }
    // The rounded outer corners are transparent.
    for (x, y) in [(0.0, 0.0), ((w - 1) as f32, 0.0), (0.0, (h - 1) as f32)] {
        assert!(at(x, y)[3] < 128, "corner ({x}, {y})");
    }
}

#[test]
fn checkers_differ_in_lightness_and_are_round() {
    for light in [true, false] {
        let side = if light { "light" } else { "dark" };
        let px = classic(&format!("backgammon/checker_{side}.png"), (128, 128));
        let at = |x: usize, y: usize| px[y * 128 + x];
        // The body between two grooves, away from the gloss, and the corners.
        let body = lum(at(86, 80));
        if light {
            assert!(body > 600, "light checker: {body}");
        } else {
            assert!(body < 200, "dark checker: {body}");
        }
        for (x, y) in [(1, 1), (126, 1), (1, 126)] {
            assert_eq!(at(x, y)[3], 0, "({x}, {y}) should be transparent");
        }
        assert_eq!(at(63, 63)[3], 255);
    }
}

#[test]
fn chisolo_pits_and_seeds_sit_on_the_plank() {
    // The plank is opaque wood but for its rounded corners.
    let plank = render::rgba(&chisolo::board(), 1000, 600);
    assert_eq!(plank[0][3], 0);
    for (x, y) in [(500, 150), (500, 450), (30, 300), (970, 300)] {
        assert_eq!(plank[y * 1000 + x][3], 255, "({x}, {y})");
    }
    // The groove across the middle is darker than the wood above and below it.
    let groove = lum(plank[300 * 1000 + 500]);
    let wood = lum(plank[280 * 1000 + 500]);
    assert!(groove + 60 < wood, "groove {groove}, wood {wood}");
    // The plank is drawn to its layout: its size, the carved border where the layout puts
    // it (darker than the wood just inside), and the groove inside the gap the layout
    // leaves between the halves, which the pits keep clear of.
    let layout = ChisoloLayout::default();
    assert_eq!(chisolo::board_size(), layout.image);
    let b = layout.border.round() as usize;
    let carved = lum(plank[300 * 1000 + b]);
    let inside = lum(plank[300 * 1000 + b + 12]);
    assert!(carved + 40 < inside, "border {carved}, inside {inside}");
    let gap = (300.0 - layout.groove / 2.0, 300.0 + layout.groove / 2.0);
    let dark_rows: Vec<usize> = (200..400)
        .filter(|&y| lum(plank[y * 1000 + 500]) + 60 < wood)
        .collect();
    assert!(
        dark_rows
            .iter()
            .all(|&y| (y as f32) > gap.0 && (y as f32) < gap.1),
        "the groove's rows {dark_rows:?} stray out of the gap {gap:?}"
    );
    // The pit: opaque in its hollow, (nearly) transparent at its edges.
    let pit = classic("chisolo/pit.png", (160, 160));
    let centre = pit[80 * 160 + 80];
    assert_eq!(centre[3], 255);
    for (x, y) in [(0, 0), (159, 0), (0, 159), (159, 159), (80, 0), (0, 80)] {
        assert!(pit[y * 160 + x][3] < 8, "pit ({x}, {y})");
    }
    for k in 0..chisolo::SEEDS {
        let px = classic(&format!("chisolo/seed{k}.png"), (40, 40));
        assert_eq!(px[20 * 40 + 19][3], 255, "seed {k}");
        assert_eq!(px[0][3], 0, "seed {k}");
        assert_eq!(px[39 * 40 + 39][3], 0, "seed {k}");
    }
}

#[test]
fn malefiz_pieces_read_as_they_should() {
    // The board is light and opaque inside its rounded corners.
    let layout = MalefizLayout::default();
    let (w, h) = layout.image;
    assert_eq!(malefiz::board_size(), layout.image);
    let board = render::rgba(&malefiz::board(), w, h);
    let (w, h) = (w as usize, h as usize);
    assert_eq!(board[0][3], 0);
    let centre = board[h / 2 * w + w / 2];
    assert!(centre[3] == 255 && lum(centre) > 600, "board {centre:?}");
    // The dark border band ends where the layout's border does: the grid's corner fields
    // stand on the light paint inside it.
    let b = layout.border.round() as usize;
    assert!(lum(board[h / 2 * w + b - 6]) + 150 < lum(centre), "band");
    for (x, y) in [layout.grid(1.0, 1.0), layout.grid(17.0, 14.0)] {
        let p = board[y as usize * w + x as usize];
        assert!(lum(p) > 600, "field at ({x}, {y}) on {p:?}");
    }
    // A field: a light rim round a darker hole.
    let field = classic("malefiz/field.png", (64, 64));
    let rim = field[32 * 64 + 32 + 23];
    let hole = field[32 * 64 + 32];
    assert!(lum(rim) > lum(hole) + 200, "rim {rim:?}, hole {hole:?}");
    assert_eq!(field[0][3], 0);
    // The barricade is white on top, grey in front, outlined, and stands alone.
    let bar = classic("malefiz/barricade.png", (64, 64));
    let top = bar[24 * 64 + 30];
    assert!(lum(top) > 720 && top[3] == 255, "top {top:?}");
    let front = bar[48 * 64 + 40];
    assert!(lum(front) < lum(top) && lum(front) > 300, "front {front:?}");
    assert_eq!(bar[0][3], 0);
    // The goal is gold: red and green well above blue.
    let goal = classic("malefiz/goal.png", (96, 96));
    let g = goal[56 * 96 + 52];
    assert!(
        g[3] == 255 && g[0] > 120 && g[0] >= g[1] && g[2] + 50 < g[1],
        "goal {g:?}"
    );
    // Each house is tinted with its own side colour.
    for (side, hex) in ["#C8202F", "#0072B2", "#009E73", "#E69F00"]
        .iter()
        .enumerate()
    {
        let px = classic(&format!("malefiz/house{side}.png"), (160, 110));
        let p = px[30 * 160 + 30];
        let want = [
            u8::from_str_radix(&hex[1..3], 16).unwrap(),
            u8::from_str_radix(&hex[3..5], 16).unwrap(),
            u8::from_str_radix(&hex[5..7], 16).unwrap(),
        ];
        // The strongest channel of the tint is the side colour's strongest channel.
        assert_eq!(
            strongest([p[0], p[1], p[2]]),
            strongest(want),
            "house {side}: {p:?}"
        );
        assert!(p[3] > 80, "house {side} is too faint: {p:?}");
    }
}
