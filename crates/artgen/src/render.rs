//! SVG to PNG with resvg.

/// Renders an SVG document to PNG bytes of `width`×`height` (the document's own size).
pub fn png(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, String> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .map_err(|e| format!("bad SVG: {e}"))?;
    let size = tree.size();
    if size.width() != width as f32 || size.height() != height as f32 {
        return Err(format!(
            "the SVG is {}×{}, expected {width}×{height}",
            size.width(),
            size.height()
        ));
    }
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height)
        .ok_or_else(|| format!("cannot make a {width}×{height} pixmap"))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| format!("PNG encoding: {e}"))
}

/// Renders an SVG document to PNG bytes of `width`×`height` with [`crate::png`]'s
/// encoder, which makes large flat images much smaller than tiny-skia's.
pub fn png_compact(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, String> {
    let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
        .map_err(|e| format!("bad SVG: {e}"))?;
    let size = tree.size();
    if size.width() != width as f32 || size.height() != height as f32 {
        return Err(format!(
            "the SVG is {}×{}, expected {width}×{height}",
            size.width(),
            size.height()
        ));
    }
    Ok(crate::png::encode_rgba(
        width,
        height,
        &rgba(svg, width, height),
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
pub fn rgba(svg: &str, width: u32, height: u32) -> Vec<[u8; 4]> {
    let tree =
        resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).expect("valid SVG");
    let mut pixmap = resvg::tiny_skia::Pixmap::new(width, height).expect("pixmap");
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap
        .pixels()
        .iter()
        .map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
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
    }
}
