//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::components::Pick;
use super::layout::{goal_distances, steps_to_goal};
use super::text::rules_help;
use crate::board::view::PanelLines;
use crate::session::match_flow::AtThisScreen;
use crate::ui::panel::{SideLine, seat_label};
use bevy::prelude::*;
use tabula_core::{Game, Seat};
use tabula_malefiz::{Malefiz, Phase, Place};

pub(super) fn update_hud(
    pick: Res<Pick>,
    mut lines: PanelLines<Malefiz, (bool, Option<&'static str>)>,
) {
    if !lines.stale((lines.presenting.is_busy(), pick.notice), false) {
        return;
    }
    let (m, presenting, theme, names, texts, hud) = lines.parts();
    let seat_label = |s: Seat| seat_label(&m.setup, s, names, texts);
    let g = &m.state;
    let seat = g.turn();
    let label = |id: &str| texts.with(id, &[("name", seat_label(seat).into())]);
    hud.turn_line = match g.phase() {
        Phase::Over { winner } => texts.with(
            "won",
            &[
                ("names", names.of(winner).to_string().into()),
                ("count", 1.into()),
            ],
        ),
        Phase::Lot => texts.get("malefiz-drawing-lots"),
        Phase::Rolling => label("malefiz-to-roll"),
        Phase::Moving { roll } => texts.with(
            "malefiz-to-move",
            &[
                ("name", seat_label(seat).into()),
                ("n", i64::from(roll).into()),
            ],
        ),
        Phase::Placing { .. } => label("malefiz-to-place"),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = match g.phase() {
        Phase::Moving { roll } => {
            vec![texts.with("malefiz-on-the-die", &[("n", i64::from(roll).into())])]
        }
        Phase::Placing { .. } => vec![texts.get("malefiz-barricade-to-place")],
        _ => Vec::new(),
    };
    hud.pending_label = texts.get("malefiz-to-play");
    hud.can_throw = m.person_to_throw(presenting);
    hud.throw_label = texts.get("malefiz-roll-button");
    hud.buttons = Vec::new();
    let dist = goal_distances();
    hud.sides = (0..g.seats())
        .map(|i| {
            let s = Seat(i as u8);
            let (mut home, mut board, mut best) = (0, 0, u32::MAX);
            for (_, owner, place) in g.pawns() {
                if owner == s {
                    match place {
                        Place::Home => home += 1,
                        Place::On(_) => board += 1,
                    }
                    best = best.min(steps_to_goal(&dist, s, place));
                }
            }
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail: texts.with(
                    "malefiz-side-detail",
                    &[
                        ("home", (home as i64).into()),
                        ("board", (board as i64).into()),
                        ("best", i64::from(best).into()),
                    ],
                ),
                to_move: i == seat.index() && g.phase() != Phase::Lot,
            }
        })
        .collect();
    let moving = m.person_to_move(presenting);
    hud.hint = if let Some(notice) = pick.notice.filter(|_| moving) {
        texts.get(notice)
    } else if moving && matches!(g.phase(), Phase::Placing { .. }) {
        texts.get("malefiz-hint-place")
    } else if moving {
        texts.get("malefiz-hint-move")
    } else if hud.can_throw {
        texts.get("malefiz-hint-roll")
    } else {
        String::new()
    };
    hud.rules = rules_help(g, texts);
    hud.result = match g.phase() {
        Phase::Over { winner } => texts.with(
            "malefiz-result",
            &[("name", names.of(winner).to_string().into())],
        ),
        _ => String::new(),
    };
}
