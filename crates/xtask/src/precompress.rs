//! The web build's files compressed ahead of time: beside each compressible file, a
//! Brotli copy (`.br`, the best Brotli makes) and a gzip copy (`.gz`, for old clients).
//! A server sends whichever the browser accepts (`Accept-Encoding`); `tabula-server` and
//! `cargo xtask web --serve` do, and any static host that knows precompressed files.

use crate::{Failure, Result};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Kinds of file worth compressing (pictures are compressed already; the backgammon
/// weights, `tbgn`, by 7%).
const COMPRESSIBLE: &[&str] = &[
    "wasm",
    "js",
    "html",
    "json",
    "webmanifest",
    "ftl",
    "ron",
    "txt",
    "index",
    "wav",
    "svg",
    "ttf",
    "otf",
    "tbgn",
];

/// A compressed copy is kept only if it is at least this much smaller than the file.
const WORTH_IT: f64 = 0.95;

/// Sizes of one file: as it is, and each copy written (0 where none was worth keeping).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sizes {
    pub raw: u64,
    pub brotli: u64,
    pub gzip: u64,
}

impl Sizes {
    /// What a browser that accepts Brotli downloads.
    pub fn over_the_wire(&self) -> u64 {
        if self.brotli > 0 {
            self.brotli
        } else if self.gzip > 0 {
            self.gzip
        } else {
            self.raw
        }
    }
}

fn fail(context: impl std::fmt::Display, e: impl std::fmt::Display) -> Failure {
    Failure::new(format!("{context}: {e}"))
}

/// Whether `path` is a kind of file that gets compressed copies.
pub fn compressible(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| COMPRESSIBLE.contains(&e))
}

/// The Brotli copy of `bytes` at the highest quality and a 16 MB window (the module).
pub fn brotli(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() / 3);
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 24,
        size_hint: bytes.len(),
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)
        .expect("compressing into memory cannot fail");
    out
}

/// The gzip copy of `bytes` at level 9.
pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder
        .write_all(bytes)
        .and_then(|_| encoder.finish())
        .expect("compressing into memory cannot fail")
}

/// `path` with `.br` or `.gz` after its whole name.
pub fn copy_path(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Writes the copies of one file worth keeping. `brotli_of` makes the Brotli copy (the
/// module's is cached: it takes most of a minute).
pub fn compress_file(path: &Path, brotli_of: impl FnOnce(&[u8]) -> Vec<u8>) -> Result<Sizes> {
    let bytes = fs::read(path).map_err(|e| fail(path.display(), e))?;
    let mut sizes = Sizes {
        raw: bytes.len() as u64,
        ..Sizes::default()
    };
    for (suffix, copy) in [(".br", brotli_of(&bytes)), (".gz", gzip(&bytes))] {
        let target = copy_path(path, suffix);
        if (copy.len() as f64) < bytes.len() as f64 * WORTH_IT {
            fs::write(&target, &copy).map_err(|e| fail(target.display(), e))?;
            match suffix {
                ".br" => sizes.brotli = copy.len() as u64,
                _ => sizes.gzip = copy.len() as u64,
            }
        } else {
            let _ = fs::remove_file(&target);
        }
    }
    Ok(sizes)
}

/// Every compressible one of `files` (paths under `dir`, but `skip`, done apart) gets its
/// copies; returns the sizes of them all.
pub fn compress_listed(dir: &Path, files: &[String], skip: &Path) -> Result<Vec<(PathBuf, Sizes)>> {
    let mut all = Vec::new();
    for file in files {
        let path = dir.join(file);
        if path == skip {
            continue;
        }
        let sizes = if compressible(&path) {
            compress_file(&path, brotli)?
        } else {
            let raw = fs::metadata(&path)
                .map_err(|e| fail(path.display(), e))?
                .len();
            Sizes {
                raw,
                ..Sizes::default()
            }
        };
        all.push((path, sizes));
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The copies decompress to the file; one that would not be smaller is not written.
    #[test]
    fn copies_read_back_and_only_when_smaller() {
        let dir = std::env::temp_dir().join(format!("xtask-precompress-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("assets")).unwrap();
        let text = "Yut Nori is thrown with four sticks. ".repeat(400);
        fs::write(dir.join("assets/yut.ftl"), &text).unwrap();
        // Bytes with no pattern do not compress.
        let mut noise = Vec::new();
        let mut x = 0x2545_f491_u32;
        for _ in 0..4000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            noise.push(x as u8);
        }
        fs::write(dir.join("noise.wasm"), &noise).unwrap();
        fs::write(dir.join("board.png"), b"png").unwrap();

        let listed = crate::web_stamp::files(&dir).unwrap();
        let sizes = compress_listed(&dir, &listed, Path::new("/nothing")).unwrap();
        assert_eq!(sizes.len(), 3, "{sizes:?}");
        let ftl = dir.join("assets/yut.ftl");
        let (_, s) = sizes.iter().find(|(p, _)| *p == ftl).unwrap();
        assert!(s.brotli > 0 && s.brotli < s.raw / 10, "{s:?}");
        assert_eq!(s.over_the_wire(), s.brotli);
        let br = fs::read(copy_path(&ftl, ".br")).unwrap();
        let mut back = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut back).unwrap();
        assert_eq!(back, text.as_bytes());
        let gz = fs::read(copy_path(&ftl, ".gz")).unwrap();
        let mut back = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&gz[..]), &mut back)
            .unwrap();
        assert_eq!(back, text);

        assert!(!copy_path(&dir.join("noise.wasm"), ".br").exists());
        assert!(!copy_path(&dir.join("board.png"), ".gz").exists());
        let (_, png) = sizes
            .iter()
            .find(|(p, _)| p.ends_with("board.png"))
            .unwrap();
        assert_eq!(png.over_the_wire(), 3);
        // The copies are not listed as files of the build.
        assert_eq!(crate::web_stamp::files(&dir).unwrap(), listed);
        let _ = fs::remove_dir_all(&dir);
    }
}
