//! The game in words: names of throws and sides, the move log's lines and the rules help.

use crate::locale::Texts;
use crate::theme::SeatNames;
use crate::ui::describe::{Describe, consequences, line_with};
use bevy::prelude::*;
use tabula_core::{Game, RuleEvent, SpaceId};
use tabula_yut::{Start, Station, Throw, ThrowModel, Yut, YutAction};

/// A throw's name as players of the language know it (도, 개, 걸, 윷, 모, 빽도 in Korean).
pub(super) fn throw_name(t: Throw, texts: &Texts) -> String {
    texts.get(&format!("yut-throw-{}", t.name()))
}

/// What a throw counts: its steps, or one back.
pub(super) fn throw_value(t: Throw, texts: &Texts) -> String {
    match t {
        Throw::BackDo => texts.get("yut-throw-back"),
        t => format!("{}", t.steps()),
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

pub(super) fn rules_help(g: &Yut, texts: &Texts) -> String {
    let o = g.options();
    let throws = match o.throw {
        ThrowModel::Sticks => texts.with(
            "yut-rules-sticks",
            &[(
                "percent",
                format!("{:.0}", o.stick_flat_probability * 100.0).into(),
            )],
        ),
        ThrowModel::Dice => texts.get("yut-rules-dice"),
    };
    let back_do = if o.back_do {
        format!(" {}", texts.get("yut-rules-back-do"))
    } else {
        String::new()
    };
    let shortcut = texts.get(match o.shortcut {
        tabula_yut::Shortcut::Forced => "yut-rules-shortcut-forced",
        tabula_yut::Shortcut::Optional => "yut-rules-shortcut-optional",
    });
    let centre = texts.get(match o.centre_rule {
        tabula_yut::CentreRule::Encyclopedia => "yut-rules-centre-encyclopedia",
        tabula_yut::CentreRule::Modern => "yut-rules-centre-modern",
    });
    format!(
        "{}\n\n{throws}{back_do} {}\n\n{} {shortcut} {centre}\n\n{}",
        texts.get("yut-rules-goal"),
        texts.get("yut-rules-throw-again"),
        texts.get("yut-rules-direction"),
        texts.get("yut-rules-stacks"),
    )
}

/// A station as the board shows it: the big circles by the letters drawn beside them, the
/// rest by their distance from one.
pub(crate) fn station_words(st: Station, texts: &Texts) -> String {
    let letter = |corner: Station| station_letter(corner, texts).unwrap_or_default();
    let past = |n: u8, corner: Station| {
        texts.with(
            "yut-station-past",
            &[
                ("n", i64::from(n).into()),
                ("corner", letter(corner).into()),
            ],
        )
    };
    let inward = |n: i64, corner: Station| {
        texts.with(
            "yut-station-in",
            &[("n", n.into()), ("corner", letter(corner).into())],
        )
    };
    if let Some(letter) = station_letter(st, texts) {
        return letter;
    }
    match st.id() {
        i @ 1..=19 => past(i % 5, Station::ring(i - i % 5)),
        // The diagonal from the corner five steps in, through the centre, to the one fifteen
        // steps in: two stations on each side of the centre.
        20 => inward(1, Station::B),
        21 => inward(2, Station::B),
        22 => inward(2, Station::D),
        23 => inward(1, Station::D),
        // The diagonal from the corner ten steps in, through the centre, to the start.
        24 => inward(1, Station::V),
        25 => inward(2, Station::V),
        26 => inward(2, Station::A),
        27 => inward(1, Station::A),
        _ => letter(Station::CENTRE),
    }
}

/// The letter drawn beside a big station, in the player's language: each language's
/// `yut-letter-*` names them in its own alphabet (A to E, А to Д, 가 to 마).
pub(crate) fn station_letter(st: Station, texts: &Texts) -> Option<String> {
    let id = match st {
        Station::A => "yut-letter-start",
        Station::B => "yut-letter-second",
        Station::V => "yut-letter-third",
        Station::D => "yut-letter-fourth",
        Station::CENTRE => "yut-letter-centre",
        _ => return None,
    };
    Some(texts.get(id))
}

/// A space of a rule event in words (every Yut space is a station).
fn space_words(space: SpaceId, texts: &Texts) -> String {
    u8::try_from(space.0)
        .ok()
        .and_then(Station::from_id)
        .map_or_else(|| texts.get("yut-the-board"), |st| station_words(st, texts))
}

/// Where a move ended, from its events.
fn landing(events: &[RuleEvent], texts: &Texts) -> Option<String> {
    events.iter().find_map(|e| match e {
        RuleEvent::Entered { path, .. } | RuleEvent::Moved { path, .. } => {
            path.last().map(|s| space_words(s, texts))
        }
        RuleEvent::BorneOff { .. } => Some(texts.get("yut-home")),
        _ => None,
    })
}

impl Describe for Yut {
    fn rules_help(&self, texts: &Texts) -> String {
        rules_help(self, texts)
    }

    fn describe(
        &self,
        action: &YutAction,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
        let who = names.of(self.turn()).to_string();
        let main = match action {
            YutAction::First(s) => texts.with(
                "yut-log-first",
                &[("name", names.of(*s).to_string().into())],
            ),
            YutAction::Throw(t) => texts.with(
                "yut-log-throw",
                &[
                    ("name", who.into()),
                    ("throw", throw_name(*t, texts).into()),
                    ("value", throw_value(*t, texts).into()),
                ],
            ),
            YutAction::Move {
                throw,
                from: Start::New,
                ..
            } => texts.with(
                "yut-log-enter",
                &[
                    ("name", who.into()),
                    ("throw", throw_name(*throw, texts).into()),
                    ("to", landing(events, texts).unwrap_or_default().into()),
                ],
            ),
            YutAction::Move {
                throw,
                from: Start::At(st),
                route,
            } => {
                // Where a corner offers two ways, the one taken.
                let how = match route {
                    Some(next) if next.id() >= 20 => "diagonal",
                    Some(_) => "edge",
                    None => "other",
                };
                texts.with(
                    "yut-log-move",
                    &[
                        ("name", who.into()),
                        ("from", station_words(*st, texts).into()),
                        ("to", landing(events, texts).unwrap_or_default().into()),
                        ("route", how.into()),
                        ("throw", throw_name(*throw, texts).into()),
                    ],
                )
            }
        };
        let clauses = consequences(events, names, texts, "yut", &|s| space_words(s, texts));
        line_with(main, clauses)
    }
}
