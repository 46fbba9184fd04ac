//! The game in words (from the language's `chisolo.ftl`): directions, stores, previews, the
//! move log's lines and the rules help.

use super::components::preview;
use crate::locale::Texts;
use crate::theme::SeatNames;
use crate::ui::describe::{Describe, consequences, line_with};
use bevy::prelude::*;
use tabula_chisolo::{
    CaptureRule, Chisolo, ChisoloAction, Direction, HOLE_SLOTS, Heading, Hole, SetupRule,
};
use tabula_core::{Game, RuleEvent, Seat, SpaceId};

fn n(value: usize) -> fluent_bundle::FluentValue<'static> {
    (value as i64).into()
}

pub(super) fn direction_word(d: Direction, texts: &Texts) -> String {
    texts.get(match d {
        Direction::Clockwise => "chisolo-clockwise",
        Direction::Anticlockwise => "chisolo-anticlockwise",
    })
}

pub(super) fn store_label(seat: Seat, count: usize, names: &SeatNames, texts: &Texts) -> String {
    texts.with(
        "chisolo-store",
        &[
            ("name", names.of(seat).to_string().into()),
            ("count", n(count)),
        ],
    )
}

pub(super) fn heading_words(h: Heading, texts: &Texts) -> String {
    texts.get(match h {
        Heading::First => "chisolo-heading-first",
        Heading::Choosing => "chisolo-heading-choosing",
        Heading::Fixed(Direction::Clockwise) => "chisolo-heading-clockwise",
        Heading::Fixed(Direction::Anticlockwise) => "chisolo-heading-anticlockwise",
    })
}

/// "1 counter", "7 counters".
pub(super) fn counters(count: usize, texts: &Texts) -> String {
    texts.with("chisolo-counters", &[("count", n(count))])
}

/// A preview in words, for the hint.
pub(super) fn preview_words(g: &Chisolo, a: &ChisoloAction, texts: &Texts) -> String {
    let Some(p) = preview(g, a) else {
        return String::new();
    };
    let ChisoloAction::Sow { hole, direction } = *a else {
        return String::new();
    };
    let dir = direction.map_or(String::new(), |d| format!(" {}", direction_word(d, texts)));
    let mut s = texts.with(
        "chisolo-preview",
        &[
            ("hole", hole.to_string().into()),
            ("direction", dir.into()),
            ("sown", counters(p.sown, texts).into()),
            ("end", p.end.to_string().into()),
        ],
    );
    if p.relays > 0 {
        s += &format!(
            " {}",
            texts.with("chisolo-preview-relays", &[("count", n(p.relays))])
        );
    }
    if p.captured > 0 {
        s += &format!(
            ", {}",
            texts.with("chisolo-preview-captures", &[("count", n(p.captured))])
        );
        if p.takes_more {
            s += &format!(" {}", texts.get("chisolo-preview-and-more"));
        }
    } else if p.end.is_front() {
        s += &format!(", {}", texts.get("chisolo-preview-nothing"));
    }
    s + "."
}

pub(super) fn rules_text(
    columns: u8,
    setup: SetupRule,
    capture: CaptureRule,
    texts: &Texts,
) -> String {
    let front = texts.get(match setup {
        SetupRule::Standard => "chisolo-front-standard",
        SetupRule::Mirrored => "chisolo-front-mirrored",
    });
    let capture = texts.get(match capture {
        CaptureRule::Seed => "chisolo-capture-seed",
        CaptureRule::FrontRequired => "chisolo-capture-front",
    });
    [
        texts.with(
            "chisolo-rules-board",
            &[
                ("columns", i64::from(columns).into()),
                ("front", front.into()),
            ],
        ),
        texts.get("chisolo-rules-sowing"),
        texts.get("chisolo-rules-direction"),
        format!("{capture} {}", texts.get("chisolo-rules-back-row")),
        texts.get("chisolo-rules-end"),
    ]
    .join("\n\n")
}

/// A hole of a rule event by its column letter and row number, drawn along the board's
/// edges.
fn space_words(space: SpaceId, texts: &Texts) -> String {
    let slot = usize::from(space.0);
    if slot < HOLE_SLOTS {
        Hole::from_slot(slot).to_string()
    } else {
        texts.get("chisolo-the-store")
    }
}

impl Describe for Chisolo {
    fn rules_help(&self, texts: &Texts) -> String {
        let o = self.options();
        rules_text(o.columns, o.setup, o.capture, texts)
    }

    fn describe(
        &self,
        action: &ChisoloAction,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
        let who = names.of(self.turn()).to_string();
        let main = match *action {
            ChisoloAction::First(s) => texts.with(
                "chisolo-log-first",
                &[("name", names.of(s).to_string().into())],
            ),
            ChisoloAction::Sow { hole, direction } => {
                let count = self.count(hole);
                let chosen = direction.is_some();
                let direction = direction
                    .or_else(|| match self.heading(self.turn()).directions() {
                        [d] => Some(*d),
                        _ => None,
                    })
                    .unwrap_or(Direction::Clockwise);
                let end = events.iter().rev().find_map(|e| match e {
                    RuleEvent::Sown { to, .. } => Some(space_words(*to, texts)),
                    _ => None,
                });
                let mut line = texts.with(
                    "chisolo-log-sow",
                    &[
                        ("name", who.into()),
                        ("counters", counters(usize::from(count), texts).into()),
                        ("hole", hole.to_string().into()),
                        ("direction", direction_word(direction, texts).into()),
                    ],
                );
                if chosen {
                    line += &format!(" {}", texts.get("chisolo-log-chosen"));
                }
                if let Some(e) = end {
                    line += &format!(", {}", texts.with("chisolo-log-ends", &[("end", e.into())]));
                }
                line
            }
            ChisoloAction::Take(hole) => texts.with(
                "chisolo-log-take",
                &[("name", who.into()), ("hole", hole.to_string().into())],
            ),
        };
        let clauses = consequences(events, names, texts, "chisolo", &|s| space_words(s, texts));
        line_with(main, clauses)
    }
}
