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
}
