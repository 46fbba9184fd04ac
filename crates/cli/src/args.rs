//! A small command-line parser: `--flag VALUE`, `--flag=VALUE`, switches, positionals and
//! `--` to end the flags.

use crate::CliError;

/// The parsed arguments of one command.
#[derive(Debug, Default)]
pub struct Parsed {
    /// Arguments that are not flags, in order.
    pub positional: Vec<String>,
    values: Vec<(&'static str, String)>,
    switches: Vec<&'static str>,
}

/// Parses `args` (the words after the command name). `valued` names the flags that take a
/// value, `switches` those that do not; anything else that starts with `--` is an error.
pub fn parse(
    command: &str,
    args: &[String],
    valued: &[&'static str],
    switches: &[&'static str],
) -> Result<Parsed, CliError> {
    let mut parsed = Parsed::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        if arg == "--" {
            parsed.positional.extend(rest.by_ref().cloned());
            break;
        }
        let Some(flag) = arg.strip_prefix("--").filter(|f| !f.is_empty()) else {
            parsed.positional.push(arg.clone());
            continue;
        };
        let (name, inline) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        if let Some(&known) = valued.iter().find(|&&v| v == name) {
            let value = match inline {
                Some(v) => v,
                None => rest
                    .next()
                    .cloned()
                    .ok_or_else(|| CliError::usage(format!("--{name} needs a value")))?,
            };
            parsed.values.push((known, value));
        } else if let Some(&known) = switches.iter().find(|&&s| s == name) {
            if inline.is_some() {
                return Err(CliError::usage(format!("--{name} takes no value")));
            }
            parsed.switches.push(known);
        } else {
            return Err(CliError::usage(format!(
                "unknown flag --{name} for {command} (see tabula-cli --help)"
            )));
        }
    }
    Ok(parsed)
}

impl Parsed {
    /// The value of a flag given at most once.
    pub fn value(&self, name: &str) -> Result<Option<&str>, CliError> {
        let mut found = self.values.iter().filter(|(n, _)| *n == name);
        let first = found.next();
        if found.next().is_some() {
            return Err(CliError::usage(format!("--{name} is given more than once")));
        }
        Ok(first.map(|(_, v)| v.as_str()))
    }

    /// Every value of a repeatable flag, in order.
    pub fn values(&self, name: &str) -> impl Iterator<Item = &str> {
        self.values
            .iter()
            .filter(move |(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// True if the switch was given.
    pub fn switch(&self, name: &str) -> bool {
        self.switches.contains(&name)
    }

    /// The value of a flag parsed as a number (or anything `FromStr`), if given.
    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, CliError> {
        match self.value(name)? {
            None => Ok(None),
            Some(text) => text
                .trim()
                .parse()
                .map(Some)
                .map_err(|_| CliError::usage(format!("--{name} takes a number, not {text:?}"))),
        }
    }

    /// Fails if more positional arguments were given than `allowed`.
    pub fn at_most(&self, command: &str, allowed: usize) -> Result<(), CliError> {
        match self.positional.get(allowed) {
            Some(extra) => Err(CliError::usage(format!(
                "unexpected argument {extra:?} for {command}"
            ))),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_values_and_positionals() {
        let p = parse(
            "new",
            &words("yut --seats 3 --option=a=b --option c=d --compact -- --x"),
            &["seats", "option"],
            &["compact"],
        )
        .unwrap();
        assert_eq!(p.positional, ["yut", "--x"]);
        assert_eq!(p.number::<usize>("seats").unwrap(), Some(3));
        assert_eq!(p.values("option").collect::<Vec<_>>(), ["a=b", "c=d"]);
        assert!(p.switch("compact"));
        assert!(p.at_most("new", 1).is_err());
    }

    #[test]
    fn errors() {
        assert!(parse("new", &words("--seats"), &["seats"], &[]).is_err());
        assert!(parse("new", &words("--nope"), &["seats"], &[]).is_err());
        assert!(parse("new", &words("--compact=1"), &[], &["compact"]).is_err());
        let p = parse("new", &words("--seats 2 --seats 3"), &["seats"], &[]).unwrap();
        assert!(p.value("seats").is_err());
        let p = parse("new", &words("--seats x"), &["seats"], &[]).unwrap();
        assert!(p.number::<usize>("seats").is_err());
    }
}
