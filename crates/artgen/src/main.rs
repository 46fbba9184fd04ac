//! `tabula-artgen OUT_DIR`: writes the classic theme (SVG, PNG, WAV, theme.ron, README)
//! into OUT_DIR.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out] = args.as_slice() else {
        eprintln!("usage: tabula-artgen OUT_DIR (for example assets/themes/classic)");
        return ExitCode::from(2);
    };
    let out = PathBuf::from(out);
    match tabula_artgen::generate(&out) {
        Ok(files) => {
            let bytes: u64 = files
                .iter()
                .filter_map(|f| std::fs::metadata(out.join(f)).ok())
                .map(|m| m.len())
                .sum();
            println!(
                "tabula-artgen: wrote {} files ({} KiB) to {}",
                files.len(),
                bytes.div_ceil(1024),
                out.display()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tabula-artgen: {e}");
            ExitCode::FAILURE
        }
    }
}
