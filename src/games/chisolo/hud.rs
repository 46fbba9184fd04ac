//! The panel beside the board: whose pick it is, the counts, the hint and the move log.

use super::components::{ANTICLOCKWISE, CLOCKWISE, Pick};
use super::text::{heading_words, preview_words, rules_text};
use crate::board::view::PanelLines;
use crate::session::match_flow::AtThisScreen;
use crate::ui::panel::{HudButton, HudCommand, SideLine, seat_label, won_line};
use bevy::prelude::*;
use tabula_chisolo::{Chisolo, ChisoloAction, Direction, Heading, Hole, Phase};
use tabula_core::{Game, Seat};

pub(super) fn update_hud(
    pick: Res<Pick>,
    mut lines: PanelLines<Chisolo, (bool, Option<usize>, Option<Hole>, bool)>,
) {
    let now = (
        lines.presenting.is_busy(),
        pick.cursor,
        pick.from,
        pick.sent,
    );
    if !lines.stale(now, false) {
        return;
    }
    let (m, presenting, theme, names, texts, hud) = lines.parts();
    let seat_label = |s: Seat| seat_label(&m.setup, s, names, texts);
    let g = &m.state;
    let o = g.options();
    let seat = g.turn();
    hud.turn_line = match g.phase() {
        Phase::Over(o) if o.is_draw() => texts.get("chisolo-draw"),
        Phase::Over(o) => won_line(&o, names, texts),
        Phase::Lot => texts.get("chisolo-drawing-lots"),
        Phase::Sow => texts.with("chisolo-to-sow", &[("name", seat_label(seat).into())]),
        Phase::Take => texts.with("chisolo-takes-more", &[("name", seat_label(seat).into())]),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = Vec::new();
    hud.can_throw = false;
    hud.throw_label = String::new();
    let moving = m.person_to_move(presenting) && !pick.sent;
    let legal = m.state.legal();
    let cursor = pick.cursor.and_then(|c| legal.get(c)).copied();
    let choosing = g.phase() == Phase::Sow && g.heading(seat) == Heading::Choosing;
    hud.buttons = if moving && choosing {
        let legal_dir = |d: Direction| {
            pick.from.is_some_and(|hole| {
                legal.contains(&ChisoloAction::Sow {
                    hole,
                    direction: Some(d),
                })
            })
        };
        vec![
            HudButton {
                command: CLOCKWISE,
                label: texts.get("chisolo-button-clockwise"),
                enabled: legal_dir(Direction::Clockwise),
            },
            HudButton {
                command: ANTICLOCKWISE,
                label: texts.get("chisolo-button-anticlockwise"),
                enabled: legal_dir(Direction::Anticlockwise),
            },
        ]
    } else if moving {
        vec![HudButton {
            command: HudCommand::Confirm,
            label: texts.get(if g.phase() == Phase::Take {
                "chisolo-button-take"
            } else {
                "chisolo-button-sow"
            }),
            enabled: cursor.is_some(),
        }]
    } else {
        Vec::new()
    };
    hud.sides = (0..2)
        .map(|i| {
            let s = Seat(i as u8);
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail: texts.with(
                    "chisolo-side-detail",
                    &[
                        ("board", (g.on_board(s) as i64).into()),
                        ("captured", (g.captured_by(s) as i64).into()),
                        ("heading", heading_words(g.heading(s), texts).into()),
                    ],
                ),
                to_move: i == seat.index() && matches!(g.phase(), Phase::Sow | Phase::Take),
            }
        })
        .collect();
    let what = cursor.map_or(String::new(), |a| preview_words(g, &a, texts));
    hud.hint = if !moving {
        String::new()
    } else if g.phase() == Phase::Take {
        texts.get("chisolo-hint-take")
    } else {
        let how = match g.heading(seat) {
            Heading::First => Some(texts.get("chisolo-hint-first")),
            Heading::Choosing => Some(texts.get("chisolo-hint-choosing")),
            Heading::Fixed(_) => None,
        };
        let parts: Vec<String> = [Some(what), how, Some(texts.get("chisolo-hint-pick"))]
            .into_iter()
            .flatten()
            .filter(|p| !p.is_empty())
            .collect();
        parts.join(" ")
    };
    hud.rules = rules_text(o.columns, o.setup, o.capture, texts);
    let board = |s: Seat| (g.on_board(s) as i64).into();
    hud.result = match g.outcome() {
        Some(out) if out.is_draw() => texts.with(
            "chisolo-result-draw",
            &[("a", board(Seat(0))), ("b", board(Seat(1)))],
        ),
        Some(out) => {
            let w = out.winners.iter().next().unwrap_or(Seat(0));
            let l = Seat(1 - w.0);
            if g.on_board(l) == 0 {
                texts.with(
                    "chisolo-result-all",
                    &[("name", names.of(w).to_string().into())],
                )
            } else {
                texts.with("chisolo-result-counts", &[("a", board(w)), ("b", board(l))])
            }
        }
        None => String::new(),
    };
}
