//! Whether the board's words can be read: the WCAG 2 contrast ratio, and every kind of
//! label in a theme's colours against what it is written on (its plate, or the part of a
//! picture under it).

use super::label_colours::default_colours;
use super::label_colours::{LabelColours, LabelStyle};
use super::manifest::ThemeManifest;
use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use bevy::prelude::*;
use std::path::Path;

/// The least contrast WCAG's level AA asks of text: 4.5:1.
pub const AA: f32 = 4.5;

/// A colour's relative luminance as WCAG 2 defines it: 0 for black, 1 for white.
pub fn relative_luminance(c: Srgba) -> f32 {
    let linear = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
}

/// The WCAG 2 contrast ratio of two opaque colours: 1 for a colour on itself, 21 for black
/// on white.
pub fn contrast_ratio(a: Srgba, b: Srgba) -> f32 {
    let (a, b) = (relative_luminance(a), relative_luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `top`, with its alpha, laid over the opaque `ground`.
fn over(top: Srgba, ground: Srgba) -> Srgba {
    ground.mix(&top.with_alpha(1.0), top.alpha)
}

/// Words a board writes straight on one of the theme's pictures, for the contrast check.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// What they are, in a few words ("Chisolo's coordinates").
    pub what: &'static str,
    /// The picture's role.
    pub picture: &'static str,
    /// Each label's style and where its letters lie on the picture, in fractions of the
    /// picture's size from its top left.
    pub labels: Vec<(LabelStyle, Rect)>,
}

impl Written {
    pub fn new(what: &'static str, picture: &'static str) -> Written {
        Written {
            what,
            picture,
            labels: Vec::new(),
        }
    }

    /// With `labels` standing at their places (in the world) on the picture drawn over
    /// `drawn`.
    pub fn on(
        mut self,
        drawn: Rect,
        labels: &[(crate::board::labels::WorldLabel, Vec2)],
    ) -> Written {
        let fraction = |p: Vec2| {
            Vec2::new(
                (p.x - drawn.min.x) / drawn.width(),
                (drawn.max.y - p.y) / drawn.height(),
            )
        };
        self.labels.extend(labels.iter().map(|(label, at)| {
            let area = label.extent(*at);
            let area = Rect::from_corners(fraction(area.min), fraction(area.max));
            (label.style, area)
        }));
        self
    }
}

/// One kind of label against what it is written on: the least readable of its kind.
#[derive(Clone, Debug, PartialEq)]
pub struct LabelContrast {
    /// Which labels: "Plate labels", "Side(1) labels", "Chisolo's coordinates".
    pub what: String,
    pub text: Srgba,
    pub ground: Srgba,
    pub ratio: f32,
}

/// Every kind of label in the theme of `manifest` (in `dir`) against what it is written
/// on: the plated ones against their plate, those `written` straight on a picture against
/// the average colour of the part under each (the least readable), over the table where the
/// picture is clear. Pictures that cannot be read are left out (the checker tells of them).
pub fn label_contrasts(
    manifest: &ThemeManifest,
    dir: &Path,
    written: fn(&tabula_layout::Layouts) -> Vec<Written>,
) -> Vec<LabelContrast> {
    let mut sides = default_colours();
    for (side, hex) in sides.iter_mut().zip(&manifest.side_colours) {
        if let Ok(c) = Srgba::hex(hex.trim_start_matches('#')) {
            *side = c.into();
        }
    }
    let (colours, _) = LabelColours::parse(&manifest.labels, &sides);
    let mut out: Vec<LabelContrast> = LabelStyle::PLATED
        .into_iter()
        .map(|style| {
            let (text, plate) = colours.of(style);
            measure(format!("{style:?} labels"), text, plate.expect("a plate"))
        })
        .collect();
    let picture = |role: &str| -> Option<Image> {
        let bytes = std::fs::read(dir.join(manifest.sprites.get(role)?)).ok()?;
        decode_png(&bytes).ok()
    };
    let Some(table) = picture("table").map(|t| average(&t, Rect::new(0.0, 0.0, 1.0, 1.0))) else {
        return out;
    };
    for words in written(&manifest.layouts) {
        let Some(image) = picture(words.picture) else {
            continue;
        };
        let worst = words
            .labels
            .iter()
            .map(|&(style, area)| {
                let (text, plate) = colours.of(style);
                // Where the picture is clear, the table shows through.
                let ground = plate.unwrap_or_else(|| {
                    let under = average(&image, area);
                    table.mix(&under.with_alpha(1.0), under.alpha).into()
                });
                measure(words.what.into(), text, ground)
            })
            .min_by(|a, b| a.ratio.total_cmp(&b.ratio));
        out.extend(worst);
    }
    out
}

/// Words in `text` (laid over the ground if it is see-through) on the opaque `ground`.
fn measure(what: String, text: Srgba, ground: Srgba) -> LabelContrast {
    let text = over(text, ground);
    LabelContrast {
        what,
        text,
        ground,
        ratio: contrast_ratio(text, ground),
    }
}

/// The average colour of the part `area` of a picture (fractions of its size from its top
/// left), in linear light, with its coverage as alpha.
fn average(image: &Image, area: Rect) -> LinearRgba {
    let (w, h) = (image.width(), image.height());
    let to_px = |v: f32, n: u32| ((v * n as f32).round().max(0.0) as u32).min(n);
    let (x0, x1) = (to_px(area.min.x, w), to_px(area.max.x, w));
    let (y0, y1) = (to_px(area.min.y, h), to_px(area.max.y, h));
    let mut sum = LinearRgba::NONE;
    let mut n = 0.0;
    for y in y0..y1.max(y0 + 1).min(h) {
        for x in x0..x1.max(x0 + 1).min(w) {
            let c = image
                .get_color_at(x, y)
                .map_or(LinearRgba::NONE, LinearRgba::from);
            // Premultiplied: a clear pixel adds nothing but its share of the area.
            sum.red += c.red * c.alpha;
            sum.green += c.green * c.alpha;
            sum.blue += c.blue * c.alpha;
            sum.alpha += c.alpha;
            n += 1.0;
        }
    }
    if sum.alpha <= 0.0 {
        return LinearRgba::NONE;
    }
    LinearRgba::new(
        sum.red / sum.alpha,
        sum.green / sum.alpha,
        sum.blue / sum.alpha,
        sum.alpha / n,
    )
}

/// A PNG read as the game reads it.
pub(super) fn decode_png(bytes: &[u8]) -> Result<Image, String> {
    Image::from_buffer(
        bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ratio_is_wcags() {
        assert!((contrast_ratio(Srgba::BLACK, Srgba::WHITE) - 21.0).abs() < 1e-4);
        assert!((contrast_ratio(Srgba::WHITE, Srgba::BLACK) - 21.0).abs() < 1e-4);
        let blue = Srgba::hex("0072B2").unwrap();
        assert_eq!(contrast_ratio(blue, blue), 1.0);
        // #767676 is the lightest grey that passes AA on white (4.54:1), #777777 fails.
        let on_white = |hex: &str| contrast_ratio(Srgba::hex(hex).unwrap(), Srgba::WHITE);
        assert!(on_white("767676") >= AA && on_white("777777") < AA);
        assert!((relative_luminance(Srgba::WHITE) - 1.0).abs() < 1e-6);
        assert_eq!(relative_luminance(Srgba::BLACK), 0.0);
    }

    #[test]
    fn faded_text_is_laid_over_its_ground() {
        let grey = over(Srgba::BLACK.with_alpha(0.5), Srgba::WHITE);
        assert!((grey.red - 0.5).abs() < 1e-6 && grey.alpha == 1.0);
    }
}
