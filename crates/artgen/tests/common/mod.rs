//! Helpers the theme tests share: scratch folders, reading a generated theme back, its
//! manifest's entries, and pixel checks.
#![allow(dead_code)] // each test binary uses its own part

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use tabula_layout::{BackgammonLayout, YutLayout};
use tabula_yut::Station;

/// A fresh, empty temporary directory for this test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabula-artgen-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Every file under `dir`, relative path → bytes.
pub fn read_tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, Vec<u8>>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let rel = path.strip_prefix(root).unwrap().to_path_buf();
                out.insert(rel, fs::read(&path).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// The `"role": "path"` entries of a section (`sprites` or `sounds`) of theme.ron.
pub fn manifest_entries(ron: &str, section: &str) -> Vec<(String, String)> {
    let start = ron.find(&format!("{section}: {{")).expect("section") + section.len() + 3;
    let end = start + ron[start..].find('}').expect("section end");
    ron[start..end]
        .split(',')
        .filter_map(|entry| {
            let (role, path) = entry.split_once(':')?;
            Some((
                role.trim().trim_matches('"').to_string(),
                path.trim().trim_matches('"').to_string(),
            ))
        })
        .collect()
}

/// A pixel's lightness: the sum of its red, green and blue.
pub fn lum(p: [u8; 4]) -> u32 {
    u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2])
}

/// The index of a colour's strongest channel (0 red, 1 green, 2 blue).
pub fn strongest(c: [u8; 3]) -> usize {
    (0..3).max_by_key(|&i| c[i]).unwrap()
}

/// A 512×512 table tile's pixels `px` tile seamlessly: the step across the wrap (column
/// 511 to 0, row 511 to 0) is like a step inside.
pub fn assert_tiles_seamlessly(px: &[[u8; 4]]) {
    let l = |x: usize, y: usize| f64::from(lum(px[y * 512 + x]));
    let step_x = |x0: usize, x1: usize| (0..512).map(|y| (l(x0, y) - l(x1, y)).abs()).sum::<f64>();
    let step_y = |y0: usize, y1: usize| (0..512).map(|x| (l(x, y0) - l(x, y1)).abs()).sum::<f64>();
    let inside_x = (100..110).map(|x| step_x(x, x + 1)).sum::<f64>() / 10.0;
    let inside_y = (100..110).map(|y| step_y(y, y + 1)).sum::<f64>() / 10.0;
    assert!(
        step_x(511, 0) < 2.0 * inside_x + 512.0,
        "{} vs {inside_x}",
        step_x(511, 0)
    );
    assert!(
        step_y(511, 0) < 2.0 * inside_y + 512.0,
        "{} vs {inside_y}",
        step_y(511, 0)
    );
    assert!(px.iter().all(|p| p[3] == 255), "the table is opaque");
}

/// Where the layout data (`assets/layouts/yut.ron`, as the game reads it) puts a Yut
/// station on the board image: unit (x, y), y up, at (w/2 + R x, h/2 − R y).
pub fn yut_station(s: Station) -> (f32, f32) {
    let layout = YutLayout::default();
    let (x, y) = s.position();
    let (cx, cy) = (layout.image.0 as f32 / 2.0, layout.image.1 as f32 / 2.0);
    (cx + layout.ring_radius * x, cy - layout.ring_radius * y)
}

/// Where the layout data (`assets/layouts/backgammon.ron`) puts point column `c` (0..12,
/// left to right, six in each field): its x range.
pub fn backgammon_column(c: usize) -> (f32, f32) {
    let layout = BackgammonLayout::default();
    let field = if c < 6 {
        layout.left_field_x
    } else {
        layout.right_field_x
    };
    let x0 = field.0 + layout.column() * (c % 6) as f32;
    (x0, x0 + layout.column())
}

/// The point the layout data puts in column `c` of the top row (`top`) or the bottom row,
/// its base `inset` px in from the column's sides (the art's own margin): base left, base
/// right, apex.
pub fn backgammon_point(top: bool, c: usize, inset: f32) -> [(f32, f32); 3] {
    let layout = BackgammonLayout::default();
    let (x0, x1) = backgammon_column(c);
    let (base, apex) = if top {
        (layout.field_y.0, layout.field_y.0 + layout.point_length)
    } else {
        (layout.field_y.1, layout.field_y.1 - layout.point_length)
    };
    [
        (x0 + inset, base),
        (x1 - inset, base),
        ((x0 + x1) / 2.0, apex),
    ]
}

/// The whole of `theme` as the generator makes it from the committed sources, generated
/// once per test binary: relative path → bytes.
pub fn generated(theme: tabula_artgen::Theme) -> &'static BTreeMap<PathBuf, Vec<u8>> {
    use std::sync::OnceLock;
    static CLASSIC: OnceLock<BTreeMap<PathBuf, Vec<u8>>> = OnceLock::new();
    static INK: OnceLock<BTreeMap<PathBuf, Vec<u8>>> = OnceLock::new();
    let cell = match theme {
        tabula_artgen::Theme::Classic => &CLASSIC,
        tabula_artgen::Theme::Ink => &INK,
    };
    cell.get_or_init(|| {
        let dir = temp_dir(&format!("generated-{}", theme.name()));
        tabula_artgen::generate_theme(theme, &dir).unwrap();
        let tree = read_tree(&dir);
        let _ = fs::remove_dir_all(&dir);
        tree
    })
}

/// The straight RGBA pixels of the generated PNG `path` of `theme` (rendered from its
/// source SVG by the generator), checked to be `width`×`height`.
pub fn sprite_pixels(
    theme: tabula_artgen::Theme,
    path: &str,
    (width, height): (u32, u32),
) -> Vec<[u8; 4]> {
    let bytes = generated(theme)
        .get(Path::new(path))
        .unwrap_or_else(|| panic!("{path} was not generated"));
    let (w, h, px) = tabula_artgen::render::decode(bytes).expect("a PNG");
    assert_eq!((w, h), (width, height), "{path}");
    px
}
