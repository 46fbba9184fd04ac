//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::text::{rules_help, throw_name, throw_value};
use crate::board::view::PanelLines;
use crate::session::match_flow::AtThisScreen;
use crate::ui::panel::{SideLine, seat_label, won_line};
use bevy::prelude::*;
use tabula_core::{Game, Seat, ToMove};
use tabula_yut::{Phase, Place, ThrowModel, Yut};

pub(super) fn update_hud(mut lines: PanelLines<Yut, bool>) {
    // The queue changes every frame while pieces move; only its start and end matter here.
    if !lines.stale(lines.presenting.is_busy(), false) {
        return;
    }
    let (m, presenting, theme, names, texts, hud) = lines.parts();
    let seat_label = |s: Seat| seat_label(&m.setup, s, names, texts);
    let g = &m.state;
    let turn = g.turn();
    hud.turn_line = match g.to_move() {
        ToMove::Over(o) => won_line(&o, names, texts),
        _ if g.phase() == Phase::Lot => texts.get("yut-drawing-lots"),
        ToMove::Chance => texts.with("to-throw", &[("name", seat_label(turn).into())]),
        ToMove::Seat(s) => texts.with("to-move", &[("name", seat_label(s).into())]),
    };
    hud.turn_colour = Some(theme.side_colour(turn.index()));
    hud.pending = g
        .pending_throws()
        .map(|t| format!("{} ({})", throw_name(t, texts), throw_value(t, texts)))
        .collect();
    hud.can_throw = m.person_to_throw(presenting);
    hud.throw_label = texts.get(match g.options().throw {
        ThrowModel::Sticks => "yut-throw-sticks",
        ThrowModel::Dice => "yut-throw-dice",
    });
    hud.sides = (0..g.seats())
        .map(|i| {
            let s = Seat(i as u8);
            let (mut waiting, mut board, mut done) = (0, 0, 0);
            for (_, owner, place) in g.pieces() {
                if owner == s {
                    match place {
                        Place::Waiting => waiting += 1,
                        Place::Board { .. } => board += 1,
                        Place::Finished => done += 1,
                    }
                }
            }
            let name = if g.seats() == 4 {
                let team = if i % 2 == 0 { "A" } else { "B" };
                texts.with(
                    "yut-team",
                    &[("name", seat_label(s).into()), ("team", team.into())],
                )
            } else {
                seat_label(s)
            };
            SideLine {
                name,
                colour: theme.side_colour(i),
                detail: texts.with(
                    "yut-side-detail",
                    &[
                        ("waiting", (waiting as i64).into()),
                        ("board", (board as i64).into()),
                        ("home", (done as i64).into()),
                    ],
                ),
                to_move: i == turn.index() && g.phase() != Phase::Lot,
            }
        })
        .collect();
    hud.hint = if m.person_to_move(presenting) {
        texts.get("yut-hint-move")
    } else if hud.can_throw {
        texts.get("yut-hint-throw")
    } else {
        String::new()
    };
    hud.rules = rules_help(g, texts);
}
