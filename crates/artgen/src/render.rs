//! SVG to PNG with resvg.

use resvg::tiny_skia::{Pixmap, Transform};

/// Renders an SVG document onto a `width`×`height` pixmap: at its own size, or scaled to
/// that size if it has the same proportions (an SVG of other proportions is an error).
fn pixmap(svg: &str, width: u32, height: u32) -> Result<Pixmap, String> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .map_err(|e| format!("bad SVG: {e}"))?;
    let size = tree.size();
    let (sx, sy) = (width as f32 / size.width(), height as f32 / size.height());
    if (sx - sy).abs() > 1e-3 * sx.max(sy) {
        return Err(format!(
            "the SVG is {}×{}, not in the proportions of its sprite's {width}×{height} \
             (give it width and height, or a viewBox, of {width}×{height} or a multiple)",
            size.width(),
            size.height()
        ));
    }
    let mut pixmap = Pixmap::new(width, height)
        .ok_or_else(|| format!("cannot make a {width}×{height} pixmap"))?;
    resvg::render(&tree, Transform::from_scale(sx, sy), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// A pixmap's straight (not premultiplied) RGBA pixels.
fn straight(pixmap: &Pixmap) -> Vec<[u8; 4]> {
    pixmap
        .pixels()
        .iter()
        .map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
}

/// Renders an SVG document to PNG bytes of `width`×`height` (the document's own size, or
/// the same proportions scaled to it).
pub fn png(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, String> {
    pixmap(svg, width, height)?
        .encode_png()
        .map_err(|e| format!("PNG encoding: {e}"))
}

/// Renders an SVG document to PNG bytes of `width`×`height` with [`crate::png`]'s
/// encoder, which makes large flat images much smaller than tiny-skia's.
pub fn png_compact(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, String> {
    let pixmap = pixmap(svg, width, height)?;
    Ok(crate::png::encode_rgba(width, height, &straight(&pixmap)))
}

/// The colours of a paletted sprite. The table's wood at 64 colours is 0.18% of the full
/// range from its true colours (root mean square) and looks the same; at 256, 0.11% and a
/// third larger.
pub const PALETTE: usize = 64;

/// Renders an opaque SVG document to a paletted PNG of `width`×`height`: its [`PALETTE`]
/// colours chosen by NeuQuant (color_quant), each pixel the nearest.
pub fn png_paletted(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, String> {
    let pixels = straight(&pixmap(svg, width, height)?);
    if pixels.iter().any(|p| p[3] != 255) {
        return Err("a paletted sprite must be opaque".into());
    }
    let flat: Vec<u8> = pixels.iter().flatten().copied().collect();
    // Sampling every pixel (factor 1): the best palette; 512×512 takes a second.
    let quant = color_quant::NeuQuant::new(1, PALETTE, &flat);
    let colours: Vec<[u8; 3]> = quant
        .color_map_rgb()
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    // The palette in the order of brightness, so that near colours get near indices.
    let mut order: Vec<usize> = (0..colours.len()).collect();
    order.sort_by_key(|&i| {
        let [r, g, b] = colours[i].map(u32::from);
        (2126 * r + 7152 * g + 722 * b, colours[i])
    });
    let mut place = vec![0u8; colours.len()];
    for (at, &i) in order.iter().enumerate() {
        place[i] = at as u8;
    }
    let palette: Vec<[u8; 3]> = order.iter().map(|&i| colours[i]).collect();
    let indices: Vec<u8> = pixels.iter().map(|p| place[quant.index_of(p)]).collect();
    Ok(crate::png::encode_indexed(
        width, height, &palette, &indices,
    ))
}

/// Width and height of a PNG, read from its IHDR chunk.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.get(0..8)? != SIGNATURE || bytes.get(12..16)? != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(bytes.get(16..20)?.try_into().ok()?);
    let h = u32::from_be_bytes(bytes.get(20..24)?.try_into().ok()?);
    Some((w, h))
}

/// Renders an SVG document to straight (not premultiplied) RGBA pixels, for tests.
///
/// # Panics
/// If the SVG is not valid or not of the proportions of `width`×`height`.
pub fn rgba(svg: &str, width: u32, height: u32) -> Vec<[u8; 4]> {
    straight(&pixmap(svg, width, height).expect("a valid SVG"))
}

/// Decodes a PNG to its width, height and straight RGBA pixels (for tests of the
/// generated sprites).
pub fn decode(png: &[u8]) -> Option<(u32, u32, Vec<[u8; 4]>)> {
    let pixmap = Pixmap::decode_png(png).ok()?;
    Some((pixmap.width(), pixmap.height(), straight(&pixmap)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_and_reads_back_the_size() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"10\">\
                   <rect width=\"10\" height=\"10\" fill=\"#FF0000\"/></svg>";
        let bytes = png(svg, 20, 10).unwrap();
        assert_eq!(png_size(&bytes), Some((20, 10)));
        assert!(png(svg, 10, 10).is_err());
        let px = rgba(svg, 20, 10);
        assert_eq!(px[0], [255, 0, 0, 255]);
        assert_eq!(px[15][3], 0);
        assert_eq!(decode(&bytes), Some((20, 10, px.clone())));
        // The same proportions are scaled to the size asked for.
        let big = rgba(svg, 40, 20);
        assert_eq!((big[0], big[25][3], big[19]), ([255, 0, 0, 255], 0, px[9]));
        let err = png_compact(svg, 30, 30).unwrap_err();
        assert!(err.contains("proportions"), "{err}");
    }

    /// A paletted picture keeps its colours within a few steps of the true ones, in at most
    /// [`PALETTE`] colours; a picture that is not opaque is refused.
    #[test]
    fn a_paletted_picture_is_near_its_true_colours() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\">\
                   <defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"#5a3a22\"/>\
                   <stop offset=\"1\" stop-color=\"#8a6040\"/></linearGradient></defs>\
                   <rect width=\"64\" height=\"64\" fill=\"url(#g)\"/>\
                   <circle cx=\"32\" cy=\"32\" r=\"12\" fill=\"#203040\"/></svg>";
        let truth = rgba(svg, 64, 64);
        let (w, h, px) = decode(&png_paletted(svg, 64, 64).unwrap()).unwrap();
        assert_eq!((w, h), (64, 64));
        let mut colours: Vec<[u8; 4]> = px.clone();
        colours.sort_unstable();
        colours.dedup();
        assert!(colours.len() <= PALETTE, "{} colours", colours.len());
        let mut squares = 0.0;
        for (p, t) in px.iter().zip(&truth) {
            for c in 0..3 {
                assert!(p[c].abs_diff(t[c]) <= 16, "{p:?} for {t:?}");
                squares += f64::from(p[c].abs_diff(t[c])).powi(2);
            }
        }
        let rms = (squares / (px.len() * 3) as f64).sqrt();
        assert!(rms < 2.5, "{rms:.2} levels from the true colours");
        let see_through = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\">\
                           <rect width=\"4\" height=\"8\" fill=\"#FF0000\"/></svg>";
        assert!(png_paletted(see_through, 8, 8).is_err());
    }
}
