//! A game in words: the `Describe` trait each game's `text.rs` implements (an action with
//! everything it caused, the rules as set up), and the words for the events every game
//! shares. A leaf: the move log, the hint, the gallery and the views read it.

use crate::locale::Texts;
use crate::session::game_view::GameView;
use crate::theme::SeatNames;
use fluent_bundle::FluentValue;
use tabula_core::{ExtraReason, RuleEvent, Seat, SpaceId};

/// A game in words: what the log says of each action.
pub trait Describe: GameView {
    /// The action in words, from the state before it is applied, with every event it
    /// caused (a capture, a stack, a bonus throw, a relay, a barricade, a lost roll, the
    /// end), naming the side that suffered it and places a player can find on the board.
    fn describe(
        &self,
        action: &Self::Action,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String;

    /// The rules of this game as set up, in words (the help in play and in the gallery).
    fn rules_help(&self, texts: &Texts) -> String;
}

/// What an action caused, in words, for the events the games share: captures (by the side
/// that suffered them), stacks, bonus throws, relays, pieces borne off, throws lost and the
/// end. The words for a game's pieces are the game's (`<area>-captured`, `-stacked`,
/// `-borne-off` in its Fluent file), the rest the app's (`log-...`). `spot` names a space as
/// the board shows it. Events a game's own words already say (moves, throws, sowings, the
/// turn passing) add nothing here.
pub fn consequences(
    events: &[RuleEvent],
    names: &SeatNames,
    texts: &Texts,
    area: &str,
    spot: &dyn Fn(SpaceId) -> String,
) -> Vec<String> {
    let count = |n: usize| FluentValue::from(n as i64);
    let mut clauses = Vec::new();
    // Captures are gathered by the side that lost them (a sowing takes from two holes).
    let mut captured: Vec<(Seat, usize, Vec<String>)> = Vec::new();
    let mut relays = Vec::new();
    for event in events {
        match event {
            RuleEvent::Captured {
                owner, pieces, at, ..
            } => match captured.iter_mut().find(|(o, ..)| o == owner) {
                Some((_, n, spots)) => {
                    *n += pieces.len();
                    spots.push(spot(*at));
                }
                None => captured.push((*owner, pieces.len(), vec![spot(*at)])),
            },
            RuleEvent::Stacked { joined, at, .. } => clauses.push(texts.with(
                &format!("{area}-stacked"),
                &[("count", count(joined.len())), ("where", spot(*at).into())],
            )),
            RuleEvent::ExtraThrow { seat, reason } => clauses.push(texts.with(
                match reason {
                    ExtraReason::Throw => "log-throws-again",
                    ExtraReason::Capture => "log-extra-capture",
                },
                &[("name", names.of(*seat).into())],
            )),
            RuleEvent::Relay { at, .. } => relays.push(spot(*at)),
            RuleEvent::BorneOff { pieces, from, .. } => clauses.push(texts.with(
                &format!("{area}-borne-off"),
                &[
                    ("count", count(pieces.len())),
                    ("where", spot(*from).into()),
                ],
            )),
            RuleEvent::BarricadeMoved { from, to, .. } => clauses.push(texts.with(
                "log-barricade",
                &[("from", spot(*from).into()), ("to", spot(*to).into())],
            )),
            RuleEvent::ThrowsLost { seat, count: n } => clauses.push(texts.with(
                "log-throws-lost",
                &[
                    ("name", names.of(*seat).into()),
                    ("count", count(usize::from(*n))),
                ],
            )),
            RuleEvent::GameOver { outcome } => clauses.push(if outcome.is_draw() {
                texts.get("log-draw")
            } else {
                texts.with(
                    "log-wins",
                    &[
                        ("names", names.winners(outcome).into()),
                        ("count", count(outcome.winners.len())),
                    ],
                )
            }),
            _ => {}
        }
    }
    let mut said = Vec::new();
    if !relays.is_empty() {
        said.push(texts.with(
            "log-relays",
            &[
                ("count", count(relays.len())),
                ("where", relays.join(", ").into()),
            ],
        ));
    }
    for (owner, n, spots) in captured {
        said.push(texts.with(
            &format!("{area}-captured"),
            &[
                ("owner", names.of(owner).into()),
                ("count", count(n)),
                ("where", spots.join(", ").into()),
            ],
        ));
    }
    said.extend(clauses);
    said
}

/// A line: the action's words, then what it caused.
pub fn line_with(main: String, clauses: Vec<String>) -> String {
    if clauses.is_empty() {
        main
    } else {
        format!("{main}; {}", clauses.join("; "))
    }
}
