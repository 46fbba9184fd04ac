//! The game in words: names of throws and sides, the move log's lines and the rules help.

use crate::locale::Texts;
use crate::theme::SeatNames;
use crate::ui::describe::{Describe, consequences, line_with};
use bevy::prelude::*;
use tabula_core::{Game, RuleEvent, SpaceId};
use tabula_malefiz::{Field, Malefiz, MalefizAction, Place};

pub(super) fn rules_help(g: &Malefiz, texts: &Texts) -> String {
    let rows = texts.get(if g.options().barricade_rows == 2 {
        "malefiz-rows-1-3"
    } else {
        "malefiz-rows-1"
    });
    [
        texts.get("malefiz-rules-goal"),
        texts.get("malefiz-rules-move"),
        texts.with("malefiz-rules-barricades", &[("rows", rows.into())]),
        texts.get("malefiz-rules-exact"),
    ]
    .join("\n\n")
}

/// A field of a rule event by its column letter and row number, drawn along the board's
/// edges; a house by its owner.
fn space_words(space: SpaceId, texts: &Texts) -> String {
    match u8::try_from(space.0).ok().and_then(Field::from_id) {
        Some(f) => f.to_string(),
        None => texts.get("malefiz-a-house"),
    }
}

impl Describe for Malefiz {
    fn rules_help(&self, texts: &Texts) -> String {
        rules_help(self, texts)
    }

    fn describe(
        &self,
        action: &MalefizAction,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
        let who = names.of(self.turn()).to_string();
        let main = match *action {
            MalefizAction::First(s) => texts.with(
                "malefiz-log-first",
                &[("name", names.of(s).to_string().into())],
            ),
            MalefizAction::Roll(n) => texts.with(
                "malefiz-log-roll",
                &[("name", who.into()), ("n", i64::from(n).into())],
            ),
            MalefizAction::Move { from, to } => {
                let ending = if to == Field::GOAL {
                    "to-goal"
                } else if self.is_barricade(to) {
                    "barricade"
                } else {
                    "plain"
                };
                let (id, from) = match from {
                    Place::Home => ("malefiz-log-out", String::new()),
                    Place::On(f) => ("malefiz-log-move", f.to_string()),
                };
                let id = match ending {
                    "plain" => id.to_string(),
                    e => format!("{id}-{e}"),
                };
                texts.with(
                    &id,
                    &[
                        ("name", who.into()),
                        ("from", from.into()),
                        ("to", to.to_string().into()),
                    ],
                )
            }
            MalefizAction::Barricade(f) => texts.with(
                "malefiz-log-barricade",
                &[("name", who.into()), ("field", f.to_string().into())],
            ),
        };
        // The barricade's own action already says where it went.
        let events: Vec<RuleEvent> = events
            .iter()
            .filter(|e| !matches!(e, RuleEvent::BarricadeMoved { .. }))
            .cloned()
            .collect();
        let clauses = consequences(&events, names, texts, "malefiz", &|s| space_words(s, texts));
        line_with(main, clauses)
    }
}
