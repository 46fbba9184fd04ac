//! Chisolo, the four-row mancala: a plain carved plank, a pit carved into it (placed by
//! the game, as many as the board has), and the stones and seeds that are sown.

use super::{GrainStyle, Texture, bevel_edge, blur, grain, texture_filter};
use crate::palette::{self, Rgb};
use crate::rng::Rng;
use crate::svg::{circle, doc, n, smooth_closed};
use std::f32::consts::TAU;
use std::fmt::Write;

/// Width of the plank image.
pub const BOARD_W: u32 = 1000;
/// Height of the plank image.
pub const BOARD_H: u32 = 600;
/// Size of the pit image.
pub const PIT_SIZE: u32 = 160;
/// Radius of the pit's hollow on its image.
pub const PIT_RADIUS: f32 = 62.0;
/// Size of a seed image.
pub const SEED_SIZE: u32 = 40;
/// How many seed variants there are.
pub const SEEDS: usize = 4;

/// The plank's wood.
const PLANK: Rgb = Rgb::hex("#A8743F");

/// The plank, 1000×600: honey wood with its grain along, a carved border and a carved
/// groove across the middle between the two players' halves. No pits: the game places
/// them.
pub fn board() -> String {
    let (w, h) = (BOARD_W as f32, BOARD_H as f32);
    let deep = palette::INK_DEEP;
    let mut rng = Rng(0xC415_0100);
    let mut defs = blur("b3", 3.0);
    let _ = writeln!(
        defs,
        "<clipPath id=\"plank\"><rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" rx=\"26\"/>\
         </clipPath>\n\
         <linearGradient id=\"light\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF0D6\" stop-opacity=\"0.12\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF0D6\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.14\"/></linearGradient>\n\
         <linearGradient id=\"bevel\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\
         <stop offset=\"0\" stop-color=\"#FFF0D6\" stop-opacity=\"0.6\"/>\
         <stop offset=\"0.5\" stop-color=\"#FFF0D6\" stop-opacity=\"0.05\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.6\"/></linearGradient>",
        n(w),
        n(h)
    );
    let mut b = format!(
        "<g clip-path=\"url(#plank)\">\n<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" \
         fill=\"{PLANK}\"/>\n",
        n(w),
        n(h)
    );
    b += &grain(
        &mut rng,
        (0.0, 0.0, w, h),
        false,
        PLANK,
        GrainStyle {
            strength: 0.8,
            spacing: 9.0,
            wave: 1.6,
        },
    );
    let _ = writeln!(
        b,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"url(#light)\"/>\n</g>",
        n(w),
        n(h)
    );
    // Carved lines: the upper wall of a cut is in shadow, the lower one catches light.
    let carve = |d: &str, width: f32| {
        format!(
            "<path d=\"{d}\" fill=\"none\" stroke=\"#FFF0D6\" stroke-opacity=\"0.4\" \
             stroke-width=\"{}\" transform=\"translate(1 1.5)\" stroke-linecap=\"round\"/>\n\
             <path d=\"{d}\" fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.6\" \
             stroke-width=\"{}\" stroke-linecap=\"round\"/>\n",
            n(width * 0.6),
            n(width)
        )
    };
    let inset = 20.0;
    b += &carve(
        &format!(
            "M {i} {} L {i} {i} L {} {i} L {} {} L {i} {} Z",
            n(h / 2.0),
            n(w - inset),
            n(w - inset),
            n(h - inset),
            n(h - inset),
            i = n(inset)
        ),
        2.0,
    );
    // The groove between the halves: wider, with a soft shadow inside.
    let groove = format!(
        "M {} {} L {} {}",
        n(inset + 22.0),
        n(h / 2.0),
        n(w - inset - 22.0),
        n(h / 2.0)
    );
    let _ = writeln!(
        b,
        "<path d=\"{groove}\" fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.35\" \
         stroke-width=\"9\" stroke-linecap=\"round\" filter=\"url(#b3)\"/>"
    );
    b += &carve(&groove, 5.0);
    b += &bevel_edge(w, h, 26.0);
    doc(BOARD_W, BOARD_H, &defs, &b)
}

/// One pit, 160×160: a round hollow carved into the plank's wood, its top-left wall in
/// shadow and its bottom-right wall lit, with tool marks round its floor. The wood round
/// it fades out to transparent, so it sits on the plank sprite without a seam.
pub fn pit() -> String {
    let s = PIT_SIZE as f32;
    let c = s / 2.0;
    let r = PIT_RADIUS;
    let deep = palette::INK_DEEP;
    let mut defs = texture_filter(
        "wood",
        (0.0, 0.0, s, s),
        &Texture {
            figure: (0.004, 0.03),
            fibre: (0.02, 0.25),
            bands: 4,
            weights: (0.6, 0.35, 0.0),
            seed: 131,
            lo: PLANK.darken(0.42),
            hi: PLANK.darken(0.08),
            stitch: false,
        },
    );
    defs += &blur("b1", 1.0);
    defs += &blur("b3", 3.0);
    defs += &blur("b6", 6.0);
    let _ = writeln!(
        defs,
        "<radialGradient id=\"fade\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\">\
         <stop offset=\"{}\" stop-color=\"{deep}\" stop-opacity=\"0.28\"/>\
         <stop offset=\"{}\" stop-color=\"{deep}\" stop-opacity=\"0.1\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0\"/></radialGradient>\n\
         <radialGradient id=\"floor\" cx=\"0.56\" cy=\"0.6\" r=\"0.6\">\
         <stop offset=\"0\" stop-color=\"#FFF0D6\" stop-opacity=\"0.22\"/>\
         <stop offset=\"0.6\" stop-color=\"#FFF0D6\" stop-opacity=\"0\"/>\
         <stop offset=\"1\" stop-color=\"{deep}\" stop-opacity=\"0.25\"/></radialGradient>\n\
         <clipPath id=\"bowl\">{}</clipPath>",
        n(r / c),
        n((r + 8.0) / c),
        circle(c, c, r, "").trim_end()
    );
    let mut b = String::new();
    // A soft darkening of the plank round the cut, fading out to nothing.
    b += &circle(c, c, c, "fill=\"url(#fade)\"");
    // The lip: light where the bottom-right edge catches it.
    b += &circle(
        c + 1.2,
        c + 1.5,
        r + 1.5,
        "fill=\"none\" stroke=\"#FFF0D6\" stroke-opacity=\"0.55\" stroke-width=\"2.5\" \
         filter=\"url(#b1)\"",
    );
    // The hollow: darker wood, its floor lit, tool marks round it.
    let _ = writeln!(
        b,
        "<g clip-path=\"url(#bowl)\">\n\
         <rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{0}\" filter=\"url(#wood)\"/>\n{1}",
        n(s),
        circle(c, c, r, "fill=\"url(#floor)\"")
    );
    for (k, tr) in [0.82, 0.62, 0.42, 0.22].into_iter().enumerate() {
        let op = 0.16 - 0.025 * k as f32;
        b += &circle(
            c + 0.6,
            c + 0.8,
            r * tr,
            &format!(
                "fill=\"none\" stroke=\"#FFF0D6\" stroke-opacity=\"{}\" stroke-width=\"1.2\"",
                n(op)
            ),
        );
        b += &circle(
            c,
            c,
            r * tr,
            &format!(
                "fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"{}\" stroke-width=\"1.2\"",
                n(op * 1.6)
            ),
        );
    }
    // The walls: shadow on the top left, light on the bottom right.
    b += &circle(
        c + r * 0.2,
        c + r * 0.24,
        r * 1.08,
        &format!(
            "fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.8\" stroke-width=\"{}\" \
             filter=\"url(#b6)\"",
            n(r * 0.42)
        ),
    );
    b += &circle(
        c - r * 0.16,
        c - r * 0.18,
        r * 1.06,
        &format!(
            "fill=\"none\" stroke=\"#FFE6C0\" stroke-opacity=\"0.35\" stroke-width=\"{}\" \
             filter=\"url(#b6)\"",
            n(r * 0.2)
        ),
    );
    b += "</g>\n";
    b += &circle(
        c,
        c,
        r,
        &format!("fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.7\" stroke-width=\"1.5\""),
    );
    doc(PIT_SIZE, PIT_SIZE, &defs, &b)
}

/// A seed variant's look: base colour, speckled, elongation, gloss, and its seed for the
/// shape.
struct SeedLook {
    colour: Rgb,
    speckles: usize,
    elongation: f32,
    gloss: f32,
    seed: u64,
}

const SEED_LOOKS: [SeedLook; SEEDS] = [
    // Pebble grey: a round river stone, lightly speckled.
    SeedLook {
        colour: Rgb::hex("#8F8B85"),
        speckles: 14,
        elongation: 1.12,
        gloss: 0.35,
        seed: 0x5EED0,
    },
    // Brown seed: a glossy bean-shaped seed with a pale scar.
    SeedLook {
        colour: Rgb::hex("#7A4526"),
        speckles: 0,
        elongation: 1.38,
        gloss: 0.6,
        seed: 0x5EED1,
    },
    // Sand: a pale, matt stone, finely speckled.
    SeedLook {
        colour: Rgb::hex("#D3BA8E"),
        speckles: 22,
        elongation: 1.2,
        gloss: 0.25,
        seed: 0x5EED2,
    },
    // Dark slate: a flat, cool dark stone with faint layers.
    SeedLook {
        colour: Rgb::hex("#434A50"),
        speckles: 6,
        elongation: 1.28,
        gloss: 0.4,
        seed: 0x5EED3,
    },
];

/// The outline of a smooth, slightly irregular stone: radius `r`, stretched by
/// `elongation` along an angle `tilt` (radians), round (cx, cy).
pub fn stone_outline(
    rng: &mut Rng,
    cx: f32,
    cy: f32,
    r: f32,
    elongation: f32,
    tilt: f32,
) -> Vec<(f32, f32)> {
    let bumps: Vec<(f32, f32, f32)> = (2..=4)
        .map(|k| {
            (
                k as f32,
                rng.range(0.0, 0.05) as f32 / (k as f32 - 1.0),
                rng.range(0.0, f64::from(TAU)) as f32,
            )
        })
        .collect();
    let (ax, ay) = (r * elongation.sqrt(), r / elongation.sqrt());
    (0..48)
        .map(|i| {
            let a = TAU * i as f32 / 48.0;
            let k = 1.0
                + bumps
                    .iter()
                    .map(|&(f, amp, ph)| amp * (f * a + ph).cos())
                    .sum::<f32>();
            let (x, y) = (ax * k * a.cos(), ay * k * a.sin());
            (
                cx + x * tilt.cos() - y * tilt.sin(),
                cy + x * tilt.sin() + y * tilt.cos(),
            )
        })
        .collect()
}

/// A bean's scar (its hilum) on a stone of radius `r` round (cx, cy) tilted by `tilt`
/// radians: an ellipse `length` r long and `ry` px across, along the stone and `offset` r
/// below its centre.
pub fn scar(
    (cx, cy, r): (f32, f32, f32),
    tilt: f32,
    (offset, length, ry): (f32, f32, f32),
    attrs: &str,
) -> String {
    let (ox, oy) = (-tilt.sin() * r * offset, tilt.cos() * r * offset);
    format!(
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" transform=\"rotate({} {} {})\" \
         {attrs}/>\n",
        n(cx + ox),
        n(cy + oy),
        n(r * length),
        n(ry),
        n(tilt.to_degrees()),
        n(cx + ox),
        n(cy + oy),
    )
}

/// Seed variant `k` (0..4), 40×40: 0 pebble grey, 1 brown seed, 2 sand, 3 dark slate.
pub fn seed(k: usize) -> String {
    let look = &SEED_LOOKS[k];
    let mut rng = Rng(look.seed);
    let (cx, cy, r) = (19.0, 19.0, 13.5);
    let tilt = rng.range(-0.7, 0.7) as f32;
    let outline = stone_outline(&mut rng, cx, cy, r, look.elongation, tilt);
    let shape = smooth_closed(&outline);
    let col = look.colour;
    let deep = palette::INK_DEEP;
    let mut defs = blur("shadow", 1.4);
    defs += &blur("soft", 1.2);
    let _ = writeln!(
        defs,
        "<clipPath id=\"stone\"><path d=\"{shape}\"/></clipPath>\n\
         <radialGradient id=\"body\" cx=\"0.38\" cy=\"0.34\" r=\"0.75\">\
         <stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"0.55\" stop-color=\"{col}\"/>\
         <stop offset=\"1\" stop-color=\"{}\"/></radialGradient>",
        col.lighten(0.28),
        col.darken(0.45)
    );
    let mut b = format!(
        "<path d=\"{shape}\" transform=\"translate(1.2 1.8)\" fill=\"{deep}\" opacity=\"0.55\" \
         filter=\"url(#shadow)\"/>\n<path d=\"{shape}\" fill=\"url(#body)\"/>\n\
         <g clip-path=\"url(#stone)\">\n"
    );
    // Speckles of darker and lighter mineral.
    for i in 0..look.speckles {
        let a = rng.range(0.0, f64::from(TAU)) as f32;
        let d = r * rng.range(0.0, 0.9) as f32;
        let (x, y) = (cx + d * a.cos(), cy + d * a.sin());
        let (c2, op) = if i % 3 == 0 {
            (col.lighten(0.45), 0.5)
        } else {
            (col.darken(0.5), 0.45)
        };
        b += &circle(
            x,
            y,
            rng.range(0.35, 0.8) as f32,
            &format!("fill=\"{c2}\" opacity=\"{}\"", n(op)),
        );
    }
    match k {
        1 => {
            // The seed's pale scar (its hilum), along its length below the gloss.
            b += &scar(
                (cx, cy, r),
                tilt,
                (0.3, 0.42, 1.3),
                &format!("fill=\"{}\" opacity=\"0.55\"", palette::CREAM.darken(0.2)),
            );
        }
        3 => {
            // Faint layers across the slate.
            for j in -2..=2 {
                let o = j as f32 * 4.5;
                let (nx, ny) = (-tilt.sin() * o, tilt.cos() * o);
                let _ = writeln!(
                    b,
                    "<path d=\"M {} {} L {} {}\" stroke=\"{}\" stroke-width=\"1\" \
                     opacity=\"0.25\"/>",
                    n(cx + nx - tilt.cos() * r * 1.5),
                    n(cy + ny - tilt.sin() * r * 1.5),
                    n(cx + nx + tilt.cos() * r * 1.5),
                    n(cy + ny + tilt.sin() * r * 1.5),
                    col.lighten(0.35)
                );
            }
        }
        _ => {}
    }
    // The gloss of a smooth surface, and a dark rim to read on dark wood.
    let _ = writeln!(
        b,
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" transform=\"rotate({} {} {})\" \
         fill=\"#FFFFFF\" opacity=\"{}\" filter=\"url(#soft)\"/>\n</g>\n\
         <path d=\"{shape}\" fill=\"none\" stroke=\"{deep}\" stroke-opacity=\"0.6\" \
         stroke-width=\"1\"/>",
        n(cx - r * 0.32),
        n(cy - r * 0.36),
        n(r * 0.38),
        n(r * 0.2),
        n(tilt.to_degrees() - 20.0),
        n(cx - r * 0.32),
        n(cy - r * 0.36),
        n(look.gloss)
    );
    doc(SEED_SIZE, SEED_SIZE, &defs, &b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_stay_inside_their_image() {
        for look in &SEED_LOOKS {
            let mut rng = Rng(look.seed);
            let tilt = rng.range(-0.7, 0.7) as f32;
            let pts = stone_outline(&mut rng, 19.0, 19.0, 13.5, look.elongation, tilt);
            for (x, y) in pts {
                // Room for the shadow at the bottom right.
                assert!(
                    (1.0..=36.0).contains(&x) && (1.0..=36.0).contains(&y),
                    "{x} {y}"
                );
            }
        }
    }
}
