//! `tabula-artgen [--theme classic|ink] [--sources DIR] OUT_DIR`: writes a theme (SVG,
//! PNG, WAV, theme.ron, README) into OUT_DIR; the classic theme unless told otherwise.
//! The editable SVG sources (every sprite but the table and the boards, which are drawn
//! by code) are read from DIR, by default the theme's folder in the repository
//! (`assets/themes/<theme>`), and copied into OUT_DIR unchanged.

use std::path::PathBuf;
use std::process::ExitCode;
use tabula_artgen::Theme;

const USAGE: &str = "usage: tabula-artgen [--theme classic|ink] [--sources DIR] OUT_DIR \
                     (for example assets/themes/classic, or --theme ink assets/themes/ink; \
                     the SVG sources come from DIR, by default assets/themes/<theme>)";

/// What the arguments ask for.
#[derive(Debug, PartialEq)]
struct Args {
    theme: Theme,
    /// Where the editable SVG sources are (`None`: the theme's folder in the repository).
    sources: Option<PathBuf>,
    out: PathBuf,
}

/// The value of option `name` (`--name VALUE` or `--name=VALUE`) if `arg` is that option.
fn option<'a>(
    name: &str,
    arg: &'a str,
    rest: &mut impl Iterator<Item = &'a String>,
) -> Result<Option<&'a str>, String> {
    if arg == name {
        return rest
            .next()
            .map(|v| Some(v.as_str()))
            .ok_or_else(|| format!("{name} needs a value"));
    }
    Ok(arg
        .strip_prefix(name)
        .and_then(|tail| tail.strip_prefix('=')))
}

/// The theme, the sources folder and the output folder the arguments ask for.
fn parse(args: &[String]) -> Result<Args, String> {
    let mut theme = Theme::Classic;
    let mut sources = None;
    let mut out = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if let Some(name) = option("--theme", arg, &mut it)? {
            theme = Theme::from_name(name).ok_or_else(|| format!("no theme called {name:?}"))?;
        } else if let Some(dir) = option("--sources", arg, &mut it)? {
            sources = Some(PathBuf::from(dir));
        } else if arg.starts_with('-') {
            return Err(format!("unknown option {arg}"));
        } else if out.replace(PathBuf::from(arg)).is_some() {
            return Err("more than one OUT_DIR".into());
        }
    }
    Ok(Args {
        theme,
        sources,
        out: out.ok_or("OUT_DIR is missing")?,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Args {
        theme,
        sources,
        out,
    } = match parse(&args) {
        Ok(parsed) => parsed,
        Err(e) => {
            eprintln!("tabula-artgen: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let sources = sources.unwrap_or_else(|| theme.sources());
    match tabula_artgen::generate_theme_from(theme, &sources, &out) {
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

    fn ok(theme: Theme, sources: Option<&str>, out: &str) -> Result<Args, String> {
        Ok(Args {
            theme,
            sources: sources.map(PathBuf::from),
            out: PathBuf::from(out),
        })
    }

    #[test]
    fn parses_the_theme_the_sources_and_the_folder() {
        assert_eq!(parse(&args(&["out"])), ok(Theme::Classic, None, "out"));
        assert_eq!(
            parse(&args(&["--theme", "ink", "out"])),
            ok(Theme::Ink, None, "out")
        );
        assert_eq!(
            parse(&args(&["out", "--theme=classic"])),
            ok(Theme::Classic, None, "out")
        );
        assert_eq!(
            parse(&args(&["--theme", "ink", "--sources", "src dir", "out"])),
            ok(Theme::Ink, Some("src dir"), "out")
        );
        assert_eq!(
            parse(&args(&["--sources=s", "out"])),
            ok(Theme::Classic, Some("s"), "out")
        );
        assert!(parse(&args(&[])).is_err());
        assert!(parse(&args(&["--theme"])).is_err());
        assert!(parse(&args(&["--sources"])).is_err());
        assert!(parse(&args(&["--theme", "wood", "out"])).is_err());
        assert!(parse(&args(&["a", "b"])).is_err());
        assert!(parse(&args(&["-x", "out"])).is_err());
        assert!(parse(&args(&["--themes=ink", "out"])).is_err());
    }
}
