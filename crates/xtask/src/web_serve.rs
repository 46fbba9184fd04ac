//! A small static server for the web build (`cargo xtask web --serve` and the browser
//! test): it sends a file's Brotli or gzip copy to a browser that accepts it, as
//! `tabula-server` and a production host do, so the test sees the bytes a player would.

use crate::precompress::copy_path;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};

/// Serves `dir` over HTTP, one thread per connection, until the process ends.
pub fn serve(listener: TcpListener, dir: PathBuf) {
    for stream in listener.incoming().flatten() {
        let dir = dir.clone();
        std::thread::spawn(move || {
            if let Err(e) = answer(stream, &dir) {
                eprintln!("serve: {e}");
            }
        });
    }
}

fn answer(stream: TcpStream, dir: &Path) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request = String::new();
    reader.read_line(&mut request)?;
    let mut accepted = String::new();
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("accept-encoding")
        {
            accepted = value.trim().to_ascii_lowercase();
        }
        header.clear();
    }
    let mut stream = stream;
    let target = request.split_whitespace().nth(1).unwrap_or("/");
    let Some(path) = local_path(dir, target) else {
        let body = b"not found";
        write!(
            stream,
            "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )?;
        return stream.write_all(body);
    };
    let (file, encoding) = encoded(&path, &accepted);
    let bytes = fs::read(&file)?;
    let encoding = encoding
        .map(|e| format!("Content-Encoding: {e}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "HTTP/1.1 200 OK\r\nContent-Type: {}\r\n{encoding}Vary: Accept-Encoding\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        content_type(&path),
        bytes.len()
    )?;
    stream.write_all(&bytes)
}

/// The file to send for `path` to a browser accepting `accepted` (the header's value),
/// with its `Content-Encoding`: the Brotli copy, else the gzip one, else the file.
fn encoded(path: &Path, accepted: &str) -> (PathBuf, Option<&'static str>) {
    let takes = |name: &str| {
        accepted.split(',').any(|part| {
            let mut bits = part.split(';');
            let coding = bits.next().unwrap_or("").trim();
            // "br;q=0" refuses it.
            let refused = bits.any(|b| b.trim().replace(' ', "") == "q=0");
            coding == name && !refused
        })
    };
    for (name, suffix) in [("br", ".br"), ("gzip", ".gz")] {
        let copy = copy_path(path, suffix);
        if takes(name) && copy.is_file() {
            return (copy, Some(name));
        }
    }
    (path.to_path_buf(), None)
}

/// The file a request path names inside `dir`; `None` for anything outside it.
fn local_path(dir: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let mut out = dir.to_path_buf();
    for part in path.split('/').filter(|p| !p.is_empty()) {
        let part = part.replace("%20", " ");
        if part == ".." || part.contains('\\') || part.starts_with('.') {
            return None;
        }
        out.push(part);
    }
    if out.is_dir() {
        out.push("index.html");
    }
    out.is_file().then_some(out)
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript",
        "wasm" => "application/wasm",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ogg" => "audio/ogg",
        "wav" => "audio/wav",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "ron" | "txt" | "ftl" | "index" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serves_only_inside_its_folder() {
        let dir = std::env::temp_dir().join(format!("xtask-serve-{}", std::process::id()));
        fs::create_dir_all(dir.join("assets")).unwrap();
        fs::write(dir.join("index.html"), "<p>").unwrap();
        fs::write(dir.join("assets/a b.png"), "png").unwrap();
        assert_eq!(local_path(&dir, "/"), Some(dir.join("index.html")));
        assert_eq!(local_path(&dir, "/?x=1"), Some(dir.join("index.html")));
        assert_eq!(
            local_path(&dir, "/assets/a%20b.png"),
            Some(dir.join("assets/a b.png"))
        );
        assert_eq!(local_path(&dir, "/../etc/passwd"), None);
        assert_eq!(local_path(&dir, "/assets/../../x"), None);
        assert_eq!(local_path(&dir, "/missing.js"), None);
        assert_eq!(content_type(Path::new("x.wasm")), "application/wasm");
        let _ = fs::remove_dir_all(&dir);
    }

    /// A browser gets the copy it accepts, Brotli first; one accepting neither, the file.
    #[test]
    fn sends_the_copy_the_browser_accepts() {
        let dir = std::env::temp_dir().join(format!("xtask-encoded-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let wasm = dir.join("tabula_bg.wasm");
        fs::write(&wasm, "module").unwrap();
        fs::write(dir.join("tabula_bg.wasm.gz"), "gz").unwrap();
        let png = dir.join("board.png");
        fs::write(&png, "png").unwrap();
        assert_eq!(
            encoded(&wasm, "gzip, deflate, br, zstd"),
            (dir.join("tabula_bg.wasm.gz"), Some("gzip")),
            "no Brotli copy yet"
        );
        fs::write(dir.join("tabula_bg.wasm.br"), "br").unwrap();
        assert_eq!(
            encoded(&wasm, "gzip, deflate, br, zstd"),
            (dir.join("tabula_bg.wasm.br"), Some("br"))
        );
        assert_eq!(encoded(&wasm, "gzip;q=1.0, br;q=0").1, Some("gzip"));
        assert_eq!(encoded(&wasm, "identity"), (wasm.clone(), None));
        assert_eq!(encoded(&wasm, ""), (wasm.clone(), None));
        assert_eq!(encoded(&png, "br, gzip"), (png.clone(), None));
        let _ = fs::remove_dir_all(&dir);
    }
}
