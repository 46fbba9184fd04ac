//! The classic theme's drawn sprites: the table and the boards, with procedural textures
//! and the geometry of `assets/layouts/` (every other sprite is an editable SVG source in
//! `assets/themes/classic/svg/`). Each function returns a complete SVG document whose
//! size is the sprite's pixel size; `render` rasterises it. Light falls from the top left, so
//! shadows are baked towards the bottom right.

use crate::palette::{self, Rgb};
use crate::rng::Rng;
use crate::svg::{circle, doc, inset_rect, n, polar, polygon, polyline, stroked};
use std::f64::consts::TAU as TAU64;
use std::fmt::Write;
use std::sync::LazyLock;
use tabula_layout::YutLayout;
use tabula_yut::Station;

pub mod backgammon;
pub mod chisolo;
pub mod malefiz;

/// The Yut board's geometry, `assets/layouts/yut.ron`: the image's size and the ring of
/// stations the game places round its centre. The board is drawn to it.
pub static YUT_LAYOUT: LazyLock<YutLayout> = LazyLock::new(|| {
    let layout = YutLayout::default();
    assert_eq!(
        layout.image.0, layout.image.1,
        "the Yut board is drawn square"
    );
    layout
});

/// Pixel size of the (square) board image, from the layout.
pub fn board_size() -> u32 {
    YUT_LAYOUT.image.0
}

/// Radius of the ring of stations on the board image, in pixels, from the layout.
pub fn ring_radius() -> f32 {
    YUT_LAYOUT.ring_radius
}

/// Radius of the board's disc (its wooden rim's outer edge). The art's own: the rim and
/// its ornaments lie between the ring and the image's edge.
pub const DISC_RADIUS_PX: f32 = 488.0;

/// Where a station sits on the board image, as the layout says (and the game places it):
/// unit (x, y) with y up becomes (w/2 + R x, h/2 − R y), R the ring radius.
pub fn station_px(s: Station) -> (f32, f32) {
    let (x, y) = s.position();
    let c = board_size() as f32 / 2.0;
    (c + ring_radius() * x, c - ring_radius() * y)
}

/// The ink lines of the board, as the stations they join in order: the ring (closed) and
/// the two diameters.
pub fn board_line_stations() -> [Vec<Station>; 3] {
    let ring = (0..20).map(Station::ring).collect();
    let b_to_d = [
        Station::B,
        Station::a(1),
        Station::a(2),
        Station::CENTRE,
        Station::a(3),
        Station::a(4),
        Station::D,
    ];
    let v_to_a = [
        Station::V,
        Station::b(1),
        Station::b(2),
        Station::CENTRE,
        Station::b(3),
        Station::b(4),
        Station::A,
    ];
    [ring, b_to_d.to_vec(), v_to_a.to_vec()]
}

/// The board's lines as SVG elements, to be stroked by the theme: the ring as a circle
/// and the two diameters as paths through their stations.
pub fn board_lines() -> String {
    let c = board_size() as f32 / 2.0;
    let [ring, d1, d2] = board_line_stations();
    let ring_r = {
        let (x, y) = station_px(ring[0]);
        (x - c).hypot(y - c)
    };
    let mut lines = circle(c, c, ring_r, "");
    for diag in [d1, d2] {
        let pts: Vec<(f32, f32)> = diag.iter().map(|&s| station_px(s)).collect();
        let _ = writeln!(lines, "<path d=\"{}\"/>", polyline(&pts));
    }
    lines
}

/// A curved arrow along the circle of radius `r` round (cx, cy) from angle `a0` to `a1`
/// (degrees, counter-clockwise), its head `head` degrees long and `2 half_width` wide at
/// `a1`: the path data of its shaft and of its head.
pub fn arrow_paths(
    (cx, cy, r): (f32, f32, f32),
    (a0, a1): (f32, f32),
    head: f32,
    half_width: f32,
) -> (String, String) {
    let (x0, y0) = polar(cx, cy, r, a0);
    let (x1, y1) = polar(cx, cy, r, a1 - head * 0.6);
    let tip = polar(cx, cy, r, a1);
    let back_in = polar(cx, cy, r - half_width, a1 - head);
    let back_out = polar(cx, cy, r + half_width, a1 - head);
    let shaft = format!(
        "M {} {} A {r} {r} 0 0 0 {} {}",
        n(x0),
        n(y0),
        n(x1),
        n(y1),
        r = n(r)
    );
    (shaft, polygon(&[tip, back_in, back_out]))
}

/// The bevelled edge of a `w`×`h` wooden board with corners of radius `rx`: a light-to-dark
/// bevel (the `bevel` gradient) just inside a fine dark outline.
fn bevel_edge(w: f32, h: f32, rx: f32) -> String {
    inset_rect(w, h, 2.0, rx - 2.0, &stroked("none", "url(#bevel)", 4.0))
        + &inset_rect(
            w,
            h,
            0.75,
            rx - 0.75,
            &stroked("none", palette::INK_DEEP, 1.5),
        )
}

/// A Gaussian blur filter.
fn blur(id: &str, sd: f32) -> String {
    format!(
        "<filter id=\"{id}\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\" \
         color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"{}\"/></filter>\n",
        n(sd)
    )
}

/// A colour matrix mapping a grey value v (in R) to `lo + (hi − lo) v`, opaque.
fn ramp_matrix(lo: Rgb, hi: Rgb) -> String {
    let row = |l: u8, h: u8| {
        format!(
            "{} 0 0 0 {}",
            n((f32::from(h) - f32::from(l)) / 255.0),
            n(f32::from(l) / 255.0)
        )
    };
    format!(
        "{} {} {} 0 0 0 0 1",
        row(lo.0, hi.0),
        row(lo.1, hi.1),
        row(lo.2, hi.2)
    )
}

/// Copies a turbulence's R into grey and makes it opaque.
const GREY_OPAQUE: &str = "1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 0 0 0 0 1";

/// Texture parameters for [`texture_filter`].
struct Texture {
    /// Base frequency of the figure (x, y); streaks run along the axis with the lower one.
    figure: (f32, f32),
    /// Base frequency of the fine fibres.
    fibre: (f32, f32),
    /// How many grain lines the figure makes across its range (0: plain mottling).
    bands: usize,
    /// Weights of figure and fibre in the grey value, and its offset.
    weights: (f32, f32, f32),
    seed: u32,
    lo: Rgb,
    hi: Rgb,
    /// Seamless over the filter region (for the tiling table).
    stitch: bool,
}

/// A filter that fills the region (x, y, w, h) with a wood or paper texture.
fn texture_filter(id: &str, region: (f32, f32, f32, f32), t: &Texture) -> String {
    let stitch = if t.stitch { "stitch" } else { "noStitch" };
    let (x, y, w, h) = region;
    let mut table = String::new();
    if t.bands > 0 {
        // Repeating light–light–dark profile: thin dark grain lines on lighter wood.
        let profile = [1.0, 0.92, 0.55, 0.92];
        let mut vals = Vec::new();
        for _ in 0..t.bands {
            vals.extend(profile);
        }
        vals.push(1.0);
        let vals: Vec<String> = vals.into_iter().map(n).collect();
        let vals = vals.join(" ");
        table = format!(
            "<feComponentTransfer in=\"n1\" result=\"fig\"><feFuncR type=\"table\" \
             tableValues=\"{vals}\"/><feFuncG type=\"table\" tableValues=\"{vals}\"/>\
             <feFuncB type=\"table\" tableValues=\"{vals}\"/></feComponentTransfer>\n"
        );
    }
    let fig = if t.bands > 0 { "fig" } else { "n1" };
    format!(
        "<filter id=\"{id}\" filterUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\" width=\"{}\" \
         height=\"{}\" color-interpolation-filters=\"sRGB\">\n\
         <feTurbulence type=\"fractalNoise\" baseFrequency=\"{} {}\" numOctaves=\"3\" \
         seed=\"{}\" stitchTiles=\"{stitch}\" result=\"t1\"/>\n\
         <feColorMatrix in=\"t1\" type=\"matrix\" values=\"{GREY_OPAQUE}\" result=\"n1\"/>\n\
         {table}\
         <feTurbulence type=\"fractalNoise\" baseFrequency=\"{} {}\" numOctaves=\"2\" \
         seed=\"{}\" stitchTiles=\"{stitch}\" result=\"t2\"/>\n\
         <feColorMatrix in=\"t2\" type=\"matrix\" values=\"{GREY_OPAQUE}\" result=\"n2\"/>\n\
         <feComposite in=\"{fig}\" in2=\"n2\" operator=\"arithmetic\" k1=\"0\" k2=\"{}\" \
         k3=\"{}\" k4=\"{}\" result=\"mix\"/>\n\
         <feColorMatrix in=\"mix\" type=\"matrix\" values=\"{}\"/>\n</filter>\n",
        n(x),
        n(y),
        n(w),
        n(h),
        t.figure.0,
        t.figure.1,
        t.seed,
        t.fibre.0,
        t.fibre.1,
        t.seed + 1,
        n(t.weights.0),
        n(t.weights.1),
        n(t.weights.2),
        ramp_matrix(t.lo, t.hi),
    )
}

/// How [`grain`] draws: opacity multiplier, mean spacing of the fine lines (px), and how
/// much the lines wave (0: straight, which costs almost nothing in the PNG).
#[derive(Clone, Copy)]
struct GrainStyle {
    strength: f32,
    spacing: f32,
    wave: f32,
}

/// Wood grain drawn as strokes over the box (x0, y0, x1, y1): lines along x, or down
/// with `down`. Large surfaces get their grain this way rather than from a noise filter:
/// flat colour between crisp lines keeps the PNG small.
fn grain(
    rng: &mut Rng,
    bx: (f32, f32, f32, f32),
    down: bool,
    base: Rgb,
    style: GrainStyle,
) -> String {
    let GrainStyle {
        strength,
        spacing,
        wave,
    } = style;
    let (x0, y0, x1, y1) = bx;
    // Along the grain u, across it v.
    let (len, across) = if down {
        (y1 - y0, x1 - x0)
    } else {
        (x1 - x0, y1 - y0)
    };
    let at = |u: f32, v: f32| {
        if down {
            (x0 + v, y0 + u)
        } else {
            (x0 + u, y0 + v)
        }
    };
    let step = 24.0;
    let steps = (len / step).ceil() as usize + 1;
    // The figure all lines share: slow waves whose phase drifts across the grain.
    let figure: Vec<(f32, f32, f32, f32)> = (0..3)
        .map(|k| {
            let wavelength = [900.0, 420.0, 230.0][k] * rng.range(0.8, 1.2) as f32;
            let amp = [7.0, 3.5, 1.6][k] * rng.range(0.6, 1.0) as f32 * wave;
            let drift = rng.range(0.004, 0.02) as f32;
            (wavelength, amp, drift, rng.range(0.0, TAU64) as f32)
        })
        .collect();
    let line = |rng: &mut Rng, v0: f32| -> String {
        let wobble = (
            rng.range(0.0, 1.2) as f32 * wave,
            rng.range(60.0, 140.0) as f32,
        );
        let ph = rng.range(0.0, TAU64) as f32;
        let pts: Vec<String> = (0..steps)
            .map(|i| {
                let u = (i as f32 * step).min(len);
                let mut v = v0;
                for &(wl, a, drift, p) in &figure {
                    v += a * (std::f32::consts::TAU * u / wl + p + drift * v0).sin();
                }
                v += wobble.0 * (std::f32::consts::TAU * u / wobble.1 + ph).sin();
                let (x, y) = at(u, v);
                format!("{} {}", n(x), n(y))
            })
            .collect();
        format!("M {}", pts.join(" L "))
    };
    let mut s = String::from("<g fill=\"none\" stroke-linecap=\"round\">\n");
    // Broad soft bands of darker and lighter wood.
    let bands = (across / (spacing * 4.0)).ceil() as usize + 1;
    for k in 0..bands {
        let v0 = (k as f32 + rng.range(0.0, 1.0) as f32) * across / bands as f32;
        let (col, op) = if k % 2 == 0 {
            (base.darken(0.35), rng.range(0.1, 0.22))
        } else {
            (base.lighten(0.12), rng.range(0.06, 0.14))
        };
        let _ = writeln!(
            s,
            "<path d=\"{}\" stroke=\"{col}\" stroke-opacity=\"{}\" stroke-width=\"{}\"/>",
            line(rng, v0),
            n(op as f32 * strength),
            n(rng.range(4.0, 12.0) as f32)
        );
    }
    // Fine grain lines, some broken into pores, and a few light ones.
    let fine = (across / spacing).ceil() as usize;
    for k in 0..fine {
        let v0 = rng.range(-4.0, f64::from(across) + 4.0) as f32;
        let light = k % 6 == 0;
        let (col, op) = if light {
            (base.lighten(0.25), rng.range(0.08, 0.16))
        } else {
            (base.darken(0.55), rng.range(0.14, 0.4))
        };
        // Pores: some lines broken into dashes (not on straight veneers, whose lines
        // stay unbroken and cheap).
        let dash = if rng.unit() < 0.3 && wave > 0.0 {
            format!(
                " stroke-dasharray=\"{} {}\"",
                n(rng.range(30.0, 120.0) as f32),
                n(rng.range(2.0, 7.0) as f32)
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "<path d=\"{}\" stroke=\"{col}\" stroke-opacity=\"{}\" stroke-width=\"{}\"{dash}/>",
            line(rng, v0),
            n(op as f32 * strength),
            n(rng.range(0.8, 2.2) as f32)
        );
    }
    s += "</g>\n";
    s
}

/// The SVG the classic theme's code draws for a sprite role: the table and the boards
/// (the [`crate::DRAWN_ROLES`]); `None` for every other role, whose SVG is an editable
/// source in `assets/themes/classic/svg/`.
pub fn svg(role: &str) -> Option<String> {
    Some(match role {
        "table" => table(),
        "yut.board" => board(),
        "backgammon.board" => backgammon::board(),
        "chisolo.board" => chisolo::board(),
        "malefiz.board" => malefiz::board(),
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------
// Table

/// The tileable walnut table texture, 512×512. Drawn as grain lines whose waves repeat
/// every 512 px across, and copied above and below near the edges, so the tile is
/// seamless by construction (resvg's `stitchTiles` does not stitch).
pub fn table() -> String {
    const S: f64 = 512.0;
    let mut rng = Rng(0x7AB1E);
    // The figure the grain lines share: slow waves, whole periods per tile across, whose
    // phase drifts by whole turns down the tile, so neighbouring lines run alike, lines
    // far apart differ, and the lines at the top edge match those at the bottom.
    let figure: Vec<(f64, f64, f64, f64)> = [(1.0, 6.0, 1.0), (2.0, 3.0, -2.0), (3.0, 1.6, 3.0)]
        .into_iter()
        .map(|(k, a, m)| (k, a * rng.range(0.7, 1.0), m, rng.range(0.0, TAU64)))
        .collect();
    let wave = |x: f64, y0: f64, parts: &[(f64, f64, f64, f64)]| -> f64 {
        parts
            .iter()
            .map(|&(k, a, m, ph)| a * (TAU64 * (k * x + m * y0) / S + ph).sin())
            .sum()
    };
    // A path along the grain at height y0, with its own small wobble.
    let line = |rng: &mut Rng, y0: f64| -> Vec<String> {
        let own: Vec<(f64, f64, f64, f64)> = (3..=8)
            .map(|k| {
                (
                    f64::from(k),
                    rng.range(0.0, 2.4) / f64::from(k),
                    0.0,
                    rng.range(0.0, TAU64),
                )
            })
            .collect();
        let reach = 14.0 + figure.iter().chain(&own).map(|p| p.1).sum::<f64>();
        let mut copies = vec![0.0];
        if y0 - reach < 48.0 {
            copies.push(S);
        }
        if y0 + reach > S - 48.0 {
            copies.push(-S);
        }
        copies
            .into_iter()
            .map(|dy| {
                let pts: Vec<String> = (-5..=69)
                    .map(|i| {
                        let x = f64::from(i) * 8.0;
                        let y = y0 + dy + wave(x, y0, &figure) + wave(x, y0, &own);
                        format!("{} {}", n(x as f32), n(y as f32))
                    })
                    .collect();
                format!("M {}", pts.join(" L "))
            })
            .collect()
    };
    let base = palette::WALNUT;
    let mut b = format!("<rect x=\"0\" y=\"0\" width=\"512\" height=\"512\" fill=\"{base}\"/>\n");
    // Broad soft bands of darker and lighter wood.
    b += "<g fill=\"none\" filter=\"url(#soft)\">\n";
    for k in 0..16 {
        let y0 = (f64::from(k) + rng.range(0.0, 0.8)) * S / 16.0;
        let (col, op) = if k % 2 == 0 {
            (base.darken(0.3), rng.range(0.2, 0.38))
        } else {
            (base.lighten(0.1), rng.range(0.2, 0.35))
        };
        let w = rng.range(10.0, 34.0);
        for d in line(&mut rng, y0) {
            let _ = writeln!(
                b,
                "<path d=\"{d}\" stroke=\"{col}\" stroke-opacity=\"{}\" stroke-width=\"{}\"/>",
                n(op as f32),
                n(w as f32)
            );
        }
    }
    b += "</g>\n<g fill=\"none\" stroke-linecap=\"round\">\n";
    // Fine grain lines, some broken into pores, and a few light flecks.
    for k in 0..120 {
        let y0 = rng.range(0.0, S);
        let light = k % 5 == 0;
        let col = if light {
            base.lighten(0.22)
        } else {
            base.darken(0.5)
        };
        let op = if light {
            rng.range(0.08, 0.16)
        } else {
            rng.range(0.12, 0.38)
        };
        let w = rng.range(0.6, 2.0);
        let dash = if rng.unit() < 0.35 {
            format!(
                " stroke-dasharray=\"{} {}\"",
                n(rng.range(6.0, 40.0) as f32),
                n(rng.range(3.0, 14.0) as f32)
            )
        } else {
            String::new()
        };
        for d in line(&mut rng, y0) {
            let _ = writeln!(
                b,
                "<path d=\"{d}\" stroke=\"{col}\" stroke-opacity=\"{}\" stroke-width=\"{}\"{dash}/>",
                n(op as f32),
                n(w as f32)
            );
        }
    }
    b += "</g>\n";
    doc(512, 512, &blur("soft", 5.0), &b)
}

// ---------------------------------------------------------------------------------------
// Board

/// The round board, 1024×1024: wooden rim, paper face, the ring and the two diameters in
/// ink through the station positions, the start corner's seal and the entry arrow.
pub fn board() -> String {
    let size = board_size() as f32;
    let c = size / 2.0;
    let rim = DISC_RADIUS_PX;
    let face = 458.0;
    let ink = palette::INK;
    let mut defs = String::new();
    defs += &texture_filter(
        "wood",
        (0.0, 0.0, size, size),
        &Texture {
            figure: (0.0035, 0.03),
            fibre: (0.02, 0.3),
            bands: 10,
            weights: (0.65, 0.4, -0.08),
            seed: 23,
            lo: palette::WOOD_HONEY.darken(0.3),
            hi: palette::WOOD_HONEY.lighten(0.12),
            stitch: false,
        },
    );
    defs += &texture_filter(
        "paper",
        (0.0, 0.0, size, size),
        &Texture {
            figure: (0.006, 0.006),
            fibre: (0.45, 0.45),
            bands: 0,
            weights: (0.55, 0.45, 0.0),
            seed: 5,
            lo: palette::PAPER.darken(0.1),
            hi: palette::PAPER.lighten(0.25),
            stitch: false,
        },
    );
    defs += &blur("b2", 2.0);
    defs += &blur("b4", 4.0);
    defs += &blur("b6", 6.0);
    let _ = writeln!(
        defs,
        "<clipPath id=\"disc\">{}</clipPath>\n<clipPath id=\"face\">{}</clipPath>",
        circle(c, c, rim, "").trim_end(),
        circle(c, c, face, "").trim_end()
    );
    let _ = writeln!(
        defs,
        "<linearGradient id=\"bevel\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF4DC\" stop-opacity=\"0.55\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF4DC\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{}\" stop-opacity=\"0.55\"/></linearGradient>",
        palette::INK_DEEP
    );
    let _ = writeln!(
        defs,
        "<radialGradient id=\"vignette\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\">\
         <stop offset=\"0.6\" stop-color=\"{0}\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{0}\" stop-opacity=\"0.28\"/></radialGradient>",
        palette::WOOD_HONEY.darken(0.2)
    );

    let mut b = String::new();
    // Soft shadow of the whole board on the table.
    b += &circle(
        c + 4.0,
        c + 6.0,
        rim - 4.0,
        &format!(
            "fill=\"{}\" opacity=\"0.55\" filter=\"url(#b6)\"",
            palette::INK_DEEP
        ),
    );
    // Wooden rim, bevelled.
    b += &format!(
        "<rect x=\"0\" y=\"0\" width=\"{s}\" height=\"{s}\" filter=\"url(#wood)\" \
         clip-path=\"url(#disc)\"/>\n",
        s = n(size)
    );
    b += &circle(
        c,
        c,
        rim - 3.0,
        "fill=\"none\" stroke=\"url(#bevel)\" stroke-width=\"6\"",
    );
    b += &circle(
        c,
        c,
        rim - 0.75,
        &format!("fill=\"none\" stroke=\"{ink}\" stroke-opacity=\"0.7\" stroke-width=\"1.5\""),
    );
    // Paper face, with the rim's shadow falling on its top-left edge.
    b += &format!(
        "<rect x=\"0\" y=\"0\" width=\"{s}\" height=\"{s}\" filter=\"url(#paper)\" \
         clip-path=\"url(#face)\"/>\n",
        s = n(size)
    );
    b += &circle(c, c, face, "fill=\"url(#vignette)\"");
    b += &format!(
        "<g clip-path=\"url(#face)\">{}</g>\n",
        circle(
            c + 3.0,
            c + 4.0,
            face + 4.0,
            &format!(
                "fill=\"none\" stroke=\"{}\" stroke-opacity=\"0.5\" stroke-width=\"10\" \
                 filter=\"url(#b4)\"",
                palette::INK_DEEP
            )
        )
        .trim_end()
    );
    b += &circle(
        c,
        c,
        face,
        &format!("fill=\"none\" stroke=\"{ink}\" stroke-opacity=\"0.8\" stroke-width=\"2.5\""),
    );
    b += &circle(
        c,
        c,
        face + 2.5,
        "fill=\"none\" stroke=\"#FFF0D0\" stroke-opacity=\"0.35\" stroke-width=\"1.5\"",
    );
    // A fine double border inside the face.
    b += &circle(
        c,
        c,
        451.0,
        &format!("fill=\"none\" stroke=\"{ink}\" stroke-opacity=\"0.5\" stroke-width=\"2\""),
    );
    b += &circle(
        c,
        c,
        435.0,
        &format!("fill=\"none\" stroke=\"{ink}\" stroke-opacity=\"0.3\" stroke-width=\"1\""),
    );
    // Quiet ornaments: a small four-petal flower outside the ring between the corners,
    // and a faint rosette in each quarter.
    for k in 0..4 {
        let a = 45.0 + 90.0 * k as f32;
        let (x, y) = polar(c, c, 422.0, a);
        b += &flower(x, y, 9.0, -a, ink, 0.6);
        let (x, y) = polar(c, c, 236.0, a);
        b += &rosette(x, y, 58.0, -a, ink, 0.13);
    }
    // The ink lines through the stations: a faint bleed under crisp strokes.
    let lines = board_lines();
    let _ = write!(
        b,
        "<g fill=\"none\" stroke=\"{ink}\" stroke-opacity=\"0.18\" stroke-width=\"13\" \
         stroke-linecap=\"round\" filter=\"url(#b2)\">\n{lines}</g>\n\
         <g id=\"lines\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"7\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\">\n{lines}</g>\n"
    );
    // Inlays on the rim at the four corners: brass studs at Б, В, Д, a cinnabar seal at А.
    for s in [Station::B, Station::V, Station::D] {
        let (x, y) = s.position();
        let (px, py) = (c + 474.0 * x, c - 474.0 * y);
        b += &circle(
            px + 1.0,
            py + 1.5,
            7.5,
            &format!(
                "fill=\"{}\" opacity=\"0.5\" filter=\"url(#b2)\"",
                palette::INK_DEEP
            ),
        );
        b += &circle(
            px,
            py,
            7.0,
            &format!(
                "fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"",
                palette::BRASS,
                palette::BRASS.darken(0.5)
            ),
        );
        b += &circle(px - 2.0, py - 2.0, 2.5, "fill=\"#FFF6DC\" opacity=\"0.8\"");
    }
    b += &start_seal(c, c + 474.0);
    // The entry arrow beside А, running counter-clockwise (the way of play).
    b += &entry_arrow(c, c, 443.0, -117.0, -63.0);
    doc(board_size(), board_size(), &defs, &b)
}

/// A four-petal flower of ink, rotated by `rot` degrees.
fn flower(x: f32, y: f32, r: f32, rot: f32, ink: Rgb, opacity: f32) -> String {
    let mut s = format!(
        "<g transform=\"translate({} {}) rotate({})\" fill=\"{ink}\" opacity=\"{}\">",
        n(x),
        n(y),
        n(rot),
        n(opacity)
    );
    for k in 0..4 {
        let _ = write!(
            s,
            "<ellipse cx=\"{}\" cy=\"0\" rx=\"{}\" ry=\"{}\" transform=\"rotate({})\"/>",
            n(r * 0.62),
            n(r * 0.55),
            n(r * 0.3),
            90 * k
        );
    }
    s += &format!("<circle r=\"{}\" fill=\"#F6E8C8\"/></g>\n", n(r * 0.22));
    s
}

/// A large faint rosette of eight petals and two rings.
fn rosette(x: f32, y: f32, r: f32, rot: f32, ink: Rgb, opacity: f32) -> String {
    let mut s = format!(
        "<g transform=\"translate({} {}) rotate({})\" fill=\"none\" stroke=\"{ink}\" \
         stroke-width=\"3\" opacity=\"{}\">",
        n(x),
        n(y),
        n(rot),
        n(opacity)
    );
    for k in 0..8 {
        let _ = write!(
            s,
            "<ellipse cx=\"{}\" cy=\"0\" rx=\"{}\" ry=\"{}\" transform=\"rotate({})\"/>",
            n(r * 0.55),
            n(r * 0.42),
            n(r * 0.17),
            45 * k
        );
    }
    let _ = writeln!(
        s,
        "<circle r=\"{}\"/><circle r=\"{}\" stroke-width=\"2\"/></g>",
        n(r * 0.14),
        n(r * 1.04)
    );
    s
}

/// The cinnabar seal that marks А on the rim: a lacquered lozenge with brass edging and
/// a small cross of gold.
fn start_seal(x: f32, y: f32) -> String {
    let (hw, hh) = (22.0, 13.5);
    let lozenge = |dx: f32, dy: f32, grow: f32| {
        format!(
            "M {} {} L {} {} L {} {} L {} {} Z",
            n(x + dx),
            n(y + dy - hh - grow),
            n(x + dx + hw + grow),
            n(y + dy),
            n(x + dx),
            n(y + dy + hh + grow),
            n(x + dx - hw - grow),
            n(y + dy)
        )
    };
    format!(
        "<path d=\"{}\" fill=\"{}\" opacity=\"0.5\" filter=\"url(#b2)\"/>\n\
         <path d=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"/>\n\
         <path d=\"{}\" fill=\"{}\"/>\n\
         <path d=\"M {} {} L {} {} M {} {} L {} {}\" stroke=\"{}\" stroke-width=\"2\" \
         stroke-linecap=\"round\"/>\n",
        lozenge(1.5, 2.0, 1.0),
        palette::INK_DEEP,
        lozenge(0.0, 0.0, 2.5),
        palette::BRASS,
        palette::BRASS.darken(0.5),
        lozenge(0.0, 0.0, -1.0),
        palette::SEAL,
        n(x - 8.0),
        n(y),
        n(x + 8.0),
        n(y),
        n(x),
        n(y - 5.0),
        n(x),
        n(y + 5.0),
        palette::BRASS.lighten(0.3),
    )
}

/// The entry arrow along the circle of radius `r` from angle `a0` to `a1` (degrees,
/// counter-clockwise), in cinnabar with a dot at its tail.
fn entry_arrow(cx: f32, cy: f32, r: f32, a0: f32, a1: f32) -> String {
    let (shaft, head) = arrow_paths((cx, cy, r), (a0, a1), 7.0, 11.0);
    let (x0, y0) = polar(cx, cy, r, a0);
    let seal = palette::SEAL;
    format!(
        "<g fill=\"{seal}\" stroke=\"{seal}\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\
         <path d=\"{shaft}\" fill=\"none\" stroke-width=\"5\"/>\
         <circle cx=\"{}\" cy=\"{}\" r=\"5\" stroke=\"none\"/>\
         <path d=\"{head}\" stroke-width=\"2\"/></g>\n",
        n(x0),
        n(y0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_lines_join_the_stations() {
        // The ring is the layout's circle round the image's centre; every station is on it
        // or on one of the two diameters, which run through all their stations.
        let layout = YutLayout::default();
        let (c, r) = (layout.image.0 as f32 / 2.0, layout.ring_radius);
        let svg = board();
        assert!(svg.contains(&format!(
            "<circle cx=\"{0}\" cy=\"{0}\" r=\"{1}\" />",
            n(c),
            n(r)
        )));
        let [ring, d1, d2] = board_line_stations();
        for s in &ring {
            let (x, y) = station_px(*s);
            assert!(((x - c).hypot(y - c) - r).abs() < 0.01, "{s}");
        }
        for diag in [&d1, &d2] {
            let pts: Vec<(f32, f32)> = diag.iter().map(|&s| station_px(s)).collect();
            assert!(svg.contains(&format!("<path d=\"{}\"/>", polyline(&pts))));
        }
        // Every one of the 29 stations is on some line.
        let mut on_a_line: Vec<Station> = ring.iter().chain(&d1).chain(&d2).copied().collect();
        on_a_line.sort();
        on_a_line.dedup();
        assert_eq!(on_a_line.len(), Station::COUNT);
        // The diameters are straight: Б–Д horizontal and В–А vertical through the centre.
        let near = |s: Station, x: f32, y: f32| {
            let (px, py) = station_px(s);
            assert!(
                (px - x).abs() < 0.01 && (py - y).abs() < 0.01,
                "{s}: ({px}, {py})"
            );
        };
        near(Station::B, c + r, c);
        near(Station::D, c - r, c);
        near(Station::V, c, c - r);
        near(Station::A, c, c + r);
        near(Station::CENTRE, c, c);
    }

    #[test]
    fn the_board_is_drawn_to_the_layout() {
        let layout = YutLayout::default();
        assert_eq!((board_size(), board_size()), layout.image);
        assert_eq!(ring_radius(), layout.ring_radius);
        assert!(board().contains(&format!(
            "width=\"{0}\" height=\"{0}\" viewBox=\"0 0 {0} {0}\"",
            layout.image.0
        )));
        // The disc holds the ring with room for the rim's ornaments, inside the image.
        assert!(layout.ring_radius + 50.0 < DISC_RADIUS_PX);
        assert!(DISC_RADIUS_PX < board_size() as f32 / 2.0);
    }
}
