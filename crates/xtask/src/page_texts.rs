//! The web page's own messages (its progress and errors, before the game has loaded) in
//! every language: the `page-*` messages of each language's `app.ftl`, written as
//! `page-texts.json` beside the page. A message's `{ $name }` becomes `{name}`, which the
//! page fills in; anything fancier (selectors, terms) is refused, as the page cannot say it.

use crate::{Failure, Result};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::fmt::Write;
use std::fs;
use std::path::Path;

/// The JSON the page reads: `{"en": {"page-loading": "Loading the game…", ...}, ...}`,
/// languages in the list's order.
pub fn page_texts(locales: &Path) -> Result<String> {
    let list_path = locales.join("languages.list");
    let list = fs::read_to_string(&list_path)
        .map_err(|e| Failure::new(format!("{}: {e}", list_path.display())))?;
    let codes = list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next());
    let mut json = String::from("{");
    for (i, code) in codes.enumerate() {
        let path = locales.join(code).join("app.ftl");
        let text = fs::read_to_string(&path)
            .map_err(|e| Failure::new(format!("{}: {e}", path.display())))?;
        let messages =
            page_messages(&text).map_err(|e| Failure::new(format!("{}: {e}", path.display())))?;
        if i > 0 {
            json.push(',');
        }
        let _ = write!(json, "\n  {}: {{", quoted(code));
        for (j, (id, value)) in messages.iter().enumerate() {
            let comma = if j > 0 { "," } else { "" };
            let _ = write!(json, "{comma}\n    {}: {}", quoted(id), quoted(value));
        }
        json += "\n  }";
    }
    json += "\n}\n";
    Ok(json)
}

/// The `page-*` messages of one Fluent file, as the page's patterns.
fn page_messages(ftl: &str) -> std::result::Result<Vec<(String, String)>, String> {
    let resource = fluent_syntax::parser::parse(ftl)
        .map_err(|(_, errors)| format!("does not parse: {:?}", errors.first().map(|e| &e.kind)))?;
    let mut messages = Vec::new();
    for entry in resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name;
        if !id.starts_with("page-") {
            continue;
        }
        let pattern = message.value.ok_or(format!("{id} has no value"))?;
        messages.push((id.to_string(), flat(id, &pattern)?));
    }
    Ok(messages)
}

fn flat(id: &str, pattern: &Pattern<&str>) -> std::result::Result<String, String> {
    let mut out = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out += value,
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id: var }),
            } => {
                let _ = write!(out, "{{{}}}", var.name);
            }
            PatternElement::Placeable { .. } => {
                return Err(format!(
                    "{id}: the page can only fill in {{ $name }}, not other expressions"
                ));
            }
        }
    }
    Ok(out)
}

/// A JSON string.
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_page_messages_with_their_variables() {
        let ftl = "other = Not for the page\n\
                   page-loading = Loading… { $loaded } of { $total } MB\n\
                   page-failed = Two lines\n    \"here\"\n";
        let messages = page_messages(ftl).unwrap();
        assert_eq!(
            messages,
            [
                (
                    "page-loading".into(),
                    "Loading… {loaded} of {total} MB".into()
                ),
                ("page-failed".into(), "Two lines\n\"here\"".into()),
            ]
        );
        assert_eq!(quoted(&messages[1].1), "\"Two lines\\n\\\"here\\\"\"");
    }

    #[test]
    fn refuses_what_the_page_cannot_say() {
        let ftl = "page-count = { $n ->\n    [one] one\n   *[other] many\n}\n";
        assert!(page_messages(ftl).unwrap_err().contains("page-count"));
        assert!(page_messages("page-broken = {").is_err());
    }

    #[test]
    fn every_shipped_language_has_the_page_messages() {
        let locales = crate::root().join("assets/locales");
        let json = page_texts(&locales).unwrap();
        let english =
            page_messages(&fs::read_to_string(locales.join("en/app.ftl")).unwrap()).unwrap();
        assert!(english.len() >= 6, "{english:?}");
        for code in ["ru", "ko"] {
            let ftl = fs::read_to_string(locales.join(code).join("app.ftl")).unwrap();
            let theirs = page_messages(&ftl).unwrap();
            let ids =
                |m: &[(String, String)]| m.iter().map(|(id, _)| id.clone()).collect::<Vec<_>>();
            assert_eq!(ids(&theirs), ids(&english), "{code}");
            for ((id, ours), (_, translated)) in english.iter().zip(&theirs) {
                assert_ne!(ours, translated, "{code} {id} is not translated");
            }
            assert!(json.contains(&format!("\"{code}\": {{")));
        }
    }
}
