//! `Told`: a message by its id and arguments, what the session and the app hand the UI to
//! say in the player's language. A leaf: it knows no language.

/// A message to show, by its id and arguments: what the session and the app hand the UI,
/// which says it in the player's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Told {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a message: words, a number (which picks the plural form), or another
/// message, said in the same language.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Message(String),
}

impl Told {
    pub fn new(id: &'static str) -> Told {
        Told {
            id,
            args: Vec::new(),
        }
    }

    /// With a text argument.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Told {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// With another message as an argument.
    pub fn told(mut self, name: &'static str, id: impl Into<String>) -> Told {
        self.args.push((name, Arg::Message(id.into())));
        self
    }

    /// With a number argument.
    pub fn number(mut self, name: &'static str, value: usize) -> Told {
        self.args.push((name, Arg::Number(value as i64)));
        self
    }
}

/// For the log, where no language is chosen: the id and its arguments,
/// `theme-no-picture (theme: ink, role: piece.0)`.
impl std::fmt::Display for Told {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.id)?;
        for (i, (name, value)) in self.args.iter().enumerate() {
            let open = if i == 0 { " (" } else { ", " };
            match value {
                Arg::Text(t) => write!(f, "{open}{name}: {t}")?,
                Arg::Number(n) => write!(f, "{open}{name}: {n}")?,
                Arg::Message(id) => write!(f, "{open}{name}: {id}")?,
            }
        }
        if !self.args.is_empty() {
            f.write_str(")")?;
        }
        Ok(())
    }
}
