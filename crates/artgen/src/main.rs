//! `tabula-artgen [--theme classic|ink] OUT_DIR`: writes a theme (SVG, PNG, WAV, theme.ron,
//! README) into OUT_DIR; the classic theme unless told otherwise.

use std::path::PathBuf;
use std::process::ExitCode;
use tabula_artgen::Theme;

const USAGE: &str = "usage: tabula-artgen [--theme classic|ink] OUT_DIR \
                     (for example assets/themes/classic, or --theme ink assets/themes/ink)";

/// The theme and the output folder the arguments ask for.
fn parse(args: &[String]) -> Result<(Theme, PathBuf), String> {
    let mut theme = Theme::Classic;
    let mut out = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let name = if arg == "--theme" {
            Some(it.next().ok_or("--theme needs a name")?.as_str())
        } else {
            arg.strip_prefix("--theme=")
        };
        if let Some(name) = name {
            theme = Theme::from_name(name).ok_or_else(|| format!("no theme called {name:?}"))?;
        } else if arg.starts_with('-') {
            return Err(format!("unknown option {arg}"));
        } else if out.replace(PathBuf::from(arg)).is_some() {
            return Err("more than one OUT_DIR".into());
        }
    }
    Ok((theme, out.ok_or("OUT_DIR is missing")?))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (theme, out) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("tabula-artgen: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match tabula_artgen::generate_theme(theme, &out) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_the_theme_and_the_folder() {
        assert_eq!(
            parse(&args(&["out"])),
            Ok((Theme::Classic, PathBuf::from("out")))
        );
        assert_eq!(
            parse(&args(&["--theme", "ink", "out"])),
            Ok((Theme::Ink, PathBuf::from("out")))
        );
        assert_eq!(
            parse(&args(&["out", "--theme=classic"])),
            Ok((Theme::Classic, PathBuf::from("out")))
        );
        assert!(parse(&args(&[])).is_err());
        assert!(parse(&args(&["--theme"])).is_err());
        assert!(parse(&args(&["--theme", "wood", "out"])).is_err());
        assert!(parse(&args(&["a", "b"])).is_err());
        assert!(parse(&args(&["-x", "out"])).is_err());
    }
}
