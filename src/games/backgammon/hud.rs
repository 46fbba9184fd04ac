//! The panel beside the board: whose pick it is, the counts, the hint and the move log.

use super::brain;
use super::components::{Deciding, Pick};
use super::cube::GameBreak;
use super::decisions::{Ask, NEXT_GAME, asks};
use super::input::complete_play;
use super::layout::colour_of;
use super::review::{Review, person_decides};
use super::text::{
    arg, checkers_name, game_result_words, level_words, match_score_words, num, points, rules_help,
    side_name,
};
use super::tutor::{GO_ON, THINK_AGAIN, TutorStop, warning};
use crate::app::settings::Settings;
use crate::board::view::PanelLines;
use crate::locale::Texts;
use crate::session::computer::OwnPlayer;
use crate::session::match_flow::AtThisScreen;
use crate::theme::{Holder, SeatNames};
use crate::ui::panel::{HudButton, HudCommand, SideLine, seat_who, won_line};
use bevy::prelude::*;
use tabula_backgammon::{BAR_POINT, Backgammon, OFF_POINT, Phase};
use tabula_core::{Game, Seat, ToMove};
use tabula_table::SeatKind;

pub(super) fn update_hud(
    pick: Res<Pick>,
    deciding: Res<Deciding>,
    tutor: Res<TutorStop>,
    brk: Res<GameBreak>,
    settings: Res<Settings>,
    review: Res<Review>,
    own: Res<OwnPlayer<Backgammon>>,
    mut lines: PanelLines<Backgammon, (bool, usize, bool, bool)>,
) {
    let now = (
        lines.presenting.is_busy(),
        pick.steps.len(),
        pick.sent,
        brain::ready(&own),
    );
    let changed = deciding.is_changed()
        || tutor.is_changed()
        || brk.is_changed()
        || settings.is_changed()
        || review.is_changed();
    if !lines.stale(now, changed) {
        return;
    }
    let (m, presenting, theme, names, texts, hud) = lines.parts();
    let g = &m.state;
    let t = texts;
    // "Player 1 (White)", "Player 2 (Black, computer, medium)", online "Player 2 (Black, Bo)".
    let seat_label = |s: Seat| match m.setup.seats[s.index()] {
        SeatKind::Person if *names.holder(s) == Holder::Unknown => side_name(g, s, names, t),
        _ => t.with(
            "backgammon-seat",
            &[
                ("name", arg(names.of(s))),
                ("colour", arg(checkers_name(g, s, t))),
                ("who", arg(seat_who(&m.setup, s, names, t))),
            ],
        ),
    };
    let seat = g.turn();
    let other = Seat(1 - seat.0);
    hud.status = status_line(g, names, t);
    hud.turn_line = match (g.to_move(), g.phase()) {
        (ToMove::Over(o), _) => won_line(&o, names, t),
        _ if brk.shown.is_some() => brk
            .shown
            .map(|r| game_result_words(g, &r, names, t))
            .unwrap_or_default(),
        (_, Phase::Opening) => t.get("backgammon-opening"),
        (_, Phase::BeforeRoll) if g.can_double() => t.with(
            "backgammon-to-roll-or-double",
            &[("side", arg(seat_label(seat)))],
        ),
        (_, Phase::CubeOffered) => t.with(
            "backgammon-double-offered",
            &[
                ("name", arg(names.of(seat))),
                ("value", num(u16::from(g.cube_value()) * 2)),
                ("side", arg(seat_label(other))),
            ],
        ),
        (_, Phase::Resigning { level, .. }) => t.with(
            "backgammon-resign-offered",
            &[
                ("name", arg(names.of(seat))),
                ("level", arg(level_words(level, t))),
                ("points", arg(points(g.points_for(level), t))),
                ("side", arg(seat_label(other))),
            ],
        ),
        (ToMove::Chance, _) | (_, Phase::BeforeRoll) => {
            t.with("backgammon-to-roll", &[("side", arg(seat_label(seat)))])
        }
        (ToMove::Seat(s), _) => t.with("to-move", &[("name", arg(seat_label(s)))]),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = match g.dice() {
        Some([a, b]) if a == b => vec![t.with("backgammon-doubles", &[("a", num(a))])],
        Some([a, b]) => vec![format!("{a}-{b}")],
        None => Vec::new(),
    };
    if !pick.steps.is_empty() {
        let done: Vec<String> = pick
            .steps
            .iter()
            .map(|s| {
                let to = if s.to == OFF_POINT {
                    "off".to_string()
                } else {
                    s.to.to_string()
                };
                let from = if s.from == BAR_POINT {
                    "bar".to_string()
                } else {
                    s.from.to_string()
                };
                format!("{from}/{to}{}", if s.hit { "*" } else { "" })
            })
            .collect();
        hud.pending
            .push(t.with("backgammon-played", &[("steps", arg(done.join(" ")))]));
    }
    hud.pending_label = t.get("backgammon-dice-to-play");
    let person = person_decides(m, presenting, &review) && !pick.sent;
    let before_roll = person && g.phase() == Phase::BeforeRoll;
    hud.can_throw = m.person_to_throw(presenting) || before_roll;
    hud.throw_label = t.get("backgammon-roll-button");
    let moving = person && matches!(g.phase(), Phase::Moving { .. });
    let complete = moving && complete_play(m, &pick).is_some();
    hud.buttons = Vec::new();
    if brk.shown.is_some() {
        hud.buttons.push(HudButton {
            command: NEXT_GAME,
            label: t.get("backgammon-next-game"),
            enabled: true,
        });
    } else if moving && !deciding.resign_menu {
        hud.buttons.extend([
            HudButton {
                command: HudCommand::Undo,
                label: t.get("backgammon-undo"),
                enabled: !pick.steps.is_empty(),
            },
            HudButton {
                command: HudCommand::Confirm,
                label: t.get("backgammon-confirm"),
                enabled: complete,
            },
        ]);
    }
    if person && brk.shown.is_none() {
        let mut asks = asks(g, deciding.resign_menu);
        // A puzzle asks for the position's decision: nobody resigns a puzzle.
        if m.is_watched() {
            asks.retain(|a| *a != Ask::Resign);
        }
        hud.buttons.extend(asks.into_iter().map(|a| HudButton {
            command: a.command(),
            label: a.label(g, t),
            enabled: true,
        }));
        // A lesson marks its own next play.
        if settings.hints && m.scripted_next().is_none() && !m.is_watched() {
            hud.buttons.push(HudButton {
                command: HudCommand::Hint,
                label: t.get("backgammon-hint-button"),
                // Greyed until the net's weights are in (the web, just after loading).
                enabled: brain::ready(&own),
            });
        }
    }
    hud.advice = deciding
        .hint
        .as_ref()
        .map(|(_, h)| h.lines.clone())
        .unwrap_or_default();
    // The tutor holds a decision: its words and its two answers are all there is to do.
    if let Some(stop) = &tutor.0 {
        hud.advice = warning(stop, t);
        hud.buttons = vec![
            HudButton {
                command: GO_ON,
                label: t.get("backgammon-tutor-go-on"),
                enabled: true,
            },
            HudButton {
                command: THINK_AGAIN,
                label: t.get("backgammon-tutor-think-again"),
                enabled: true,
            },
        ];
    }
    hud.sides = (0..2)
        .map(|i| {
            let s = Seat(i as u8);
            let c = colour_of(g, s);
            let own = g.checkers(s);
            let shade = t.get(if c == 0 {
                "backgammon-light"
            } else {
                "backgammon-dark"
            });
            let mut detail = t.with(
                "backgammon-side-detail",
                &[
                    ("pips", num(g.pips(s))),
                    ("bar", num(own[24])),
                    ("off", num(g.borne_off(s))),
                    ("shade", arg(shade)),
                ],
            );
            if g.match_length() > 0 {
                let score = t.with("backgammon-score", &[("score", num(g.match_score()[i]))]);
                detail += &format!(" · {score}");
            }
            if g.options().cube && g.cube_owner() == Some(s) {
                let owns = t.with("backgammon-owns-cube", &[("value", num(g.cube_value()))]);
                detail += &format!(" · {owns}");
            }
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail,
                to_move: i == seat.index() && g.phase() != Phase::Opening,
            }
        })
        .collect();
    hud.hint = if brk.shown.is_some() {
        t.get("backgammon-hint-next-game")
    } else if complete {
        t.get("backgammon-hint-confirm")
    } else if moving {
        t.get("backgammon-hint-move")
    } else if before_roll && g.can_double() {
        t.get("backgammon-hint-double")
    } else if person && g.phase() == Phase::CubeOffered {
        t.get("backgammon-hint-doubled")
    } else if hud.can_throw {
        t.get("backgammon-hint-roll")
    } else {
        String::new()
    };
    if tutor.0.is_some() {
        hud.can_throw = false;
        hud.hint = t.get("backgammon-hint-tutor");
    }
    hud.rules = rules_help(g, t);
    // The result says which checkers won as well as which player.
    hud.result = match (g.outcome(), g.games_so_far().last()) {
        (Some(_), Some(r)) => game_result_words(g, r, names, t),
        (Some(o), None) => {
            let how = t.get(match o.points {
                3 => "backgammon-result-backgammon",
                2 => "backgammon-result-gammon",
                _ => "backgammon-result-single",
            });
            match o.winners.iter().next() {
                Some(w) => t.with(
                    "backgammon-result",
                    &[("side", arg(side_name(g, w, names, t))), ("how", arg(how))],
                ),
                None => how,
            }
        }
        _ => String::new(),
    };
}

/// The cube and the match in a line: "Cube 2, Player 1's · Match to 7 — Player 1: 3,
/// Player 2: 1 · Crawford game".
fn status_line(g: &Backgammon, names: &SeatNames, t: &Texts) -> String {
    let mut parts = Vec::new();
    if g.options().cube {
        parts.push(match g.cube_owner() {
            Some(owner) => t.with(
                "backgammon-cube-owned",
                &[
                    ("value", num(g.cube_value())),
                    ("name", arg(names.of(owner))),
                ],
            ),
            None => t.with("backgammon-cube-centred", &[("value", num(g.cube_value()))]),
        });
    }
    if g.match_length() > 0 {
        parts.push(match_score_words(g, g.match_score(), names, t));
        if g.crawford() {
            parts.push(t.get("backgammon-crawford"));
        }
    }
    parts.join(" · ")
}
