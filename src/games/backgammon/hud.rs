//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::*;

#[allow(clippy::too_many_arguments)]
pub(super) fn update_hud(
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    turn: Res<Turn>,
    deciding: Res<Deciding>,
    brk: Res<GameBreak>,
    settings: Res<Settings>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, usize, bool)>>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
) {
    let key = (queue.is_busy(), turn.steps.len(), turn.sent);
    let changed = m.is_changed() || deciding.is_changed() || brk.is_changed() || texts.is_changed();
    if !changed && *was == Some(key) && !hud.is_added() && !settings.is_changed() {
        return;
    }
    *was = Some(key);
    let g = &m.state;
    // "Red (White, player)".
    let seat_label = |s: Seat| {
        format!(
            "{} ({}, {})",
            names.of(s),
            checkers_name(g, s),
            seat_who(&m.setup, s, &texts)
        )
    };
    let seat = g.turn();
    let other = Seat(1 - seat.0);
    hud.title = match_title(&Backgammon::INFO, &m.setup, &texts);
    hud.status = status_line(g, &names);
    hud.turn_line = match (g.to_move(), g.phase()) {
        (ToMove::Over(o), _) => {
            let names: Vec<String> = o.winners.iter().map(|s| names.of(s).to_string()).collect();
            format!("{} won", names.join(" & "))
        }
        _ if brk.shown.is_some() => brk
            .shown
            .map(|r| game_result_words(g, &r, &names))
            .unwrap_or_default(),
        (_, Phase::Opening) => "Opening roll: one die each".into(),
        (_, Phase::BeforeRoll) if g.can_double() => {
            format!("{} to roll or double", seat_label(seat))
        }
        (_, Phase::CubeOffered) => format!(
            "{} doubles to {}: {} takes or passes",
            names.of(seat),
            u16::from(g.cube_value()) * 2,
            seat_label(other)
        ),
        (_, Phase::Resigning { level, .. }) => format!(
            "{} offers to resign {} ({}): {} accepts or rejects",
            names.of(seat),
            level_words(level),
            points(g.points_for(level)),
            seat_label(other)
        ),
        (ToMove::Chance, _) | (_, Phase::BeforeRoll) => format!("{} to roll", seat_label(seat)),
        (ToMove::Seat(s), _) => format!("{} to move", seat_label(s)),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = match g.dice() {
        Some([a, b]) if a == b => vec![format!("{a}-{b} (four {a}s)")],
        Some([a, b]) => vec![format!("{a}-{b}")],
        None => Vec::new(),
    };
    if !turn.steps.is_empty() {
        let done: Vec<String> = turn
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
        hud.pending.push(format!("played {}", done.join(" ")));
    }
    hud.pending_label = "Dice to play:".into();
    let person = m.person_to_move(&*queue) && !turn.sent;
    let before_roll = person && g.phase() == Phase::BeforeRoll;
    hud.can_throw = m.person_to_throw(&*queue) || before_roll;
    hud.throw_label = "Roll the dice (Space)".into();
    let moving = person && matches!(g.phase(), Phase::Moving { .. });
    let complete = moving && complete_play(&m, &turn).is_some();
    hud.buttons = Vec::new();
    if brk.shown.is_some() {
        hud.buttons.push(HudButton {
            command: NEXT_GAME,
            label: "Next game (Enter)".into(),
            enabled: true,
        });
    } else if moving && !deciding.resign_menu {
        hud.buttons.extend([
            HudButton {
                command: HudCommand::Undo,
                label: "Undo (Backspace)".into(),
                enabled: !turn.steps.is_empty(),
            },
            HudButton {
                command: HudCommand::Confirm,
                label: "Confirm (Enter)".into(),
                enabled: complete,
            },
        ]);
    }
    if person && brk.shown.is_none() {
        let asks = asks(g, deciding.resign_menu);
        hud.buttons.extend(asks.into_iter().map(|a| HudButton {
            command: a.command(),
            label: a.label(g),
            enabled: true,
        }));
        if settings.hints {
            hud.buttons.push(HudButton {
                command: HudCommand::Hint,
                label: "Hint (H)".into(),
                enabled: true,
            });
        }
    }
    hud.advice = deciding
        .hint
        .as_ref()
        .map(|(_, h)| h.lines.clone())
        .unwrap_or_default();
    hud.sides = (0..2)
        .map(|i| {
            let s = Seat(i as u8);
            let c = colour_of(g, s);
            let own = g.checkers(s);
            let mut detail = format!(
                "pips {} · {} on the bar · {} off",
                g.pips(s),
                own[24],
                g.borne_off(s)
            ) + if c == 0 { " · light" } else { " · dark" };
            if g.match_length() > 0 {
                detail += &format!(" · score {}", g.match_score()[i]);
            }
            if g.options().cube && g.cube_owner() == Some(s) {
                detail += &format!(" · owns the cube ({})", g.cube_value());
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
        "Press Enter or Next game to go on with the match.".into()
    } else if complete {
        "Press Enter or Confirm to play these moves, Backspace to take one back.".into()
    } else if moving {
        "Click a checker, then a glowing spot (or just the spot). Tab/arrows choose, Enter moves, Backspace undoes.".into()
    } else if before_roll && g.can_double() {
        "Press Space to roll, or D to double.".into()
    } else if person && g.phase() == Phase::CubeOffered {
        "Take (T) keeps playing for the doubled cube; pass (P) gives up the game.".into()
    } else if hud.can_throw {
        "Press Space or the button to roll.".into()
    } else {
        String::new()
    };
    hud.rules = RULES.into();
    // Seats are named by colour (Red, Blue) but the checkers are White and Black: the
    // result says which checkers won.
    hud.result = match (g.outcome(), g.games_so_far().last()) {
        (Some(_), Some(r)) => game_result_words(g, r, &names),
        (Some(o), None) => {
            let how = match o.points {
                3 => "a backgammon, 3 points",
                2 => "a gammon, 2 points",
                _ => "a single game, 1 point",
            };
            match o.winners.iter().next() {
                Some(w) => format!("{} bore off first: {how}", side_name(g, w, &names)),
                None => how.to_string(),
            }
        }
        _ => String::new(),
    };
}

/// The cube and the match in a line: "Cube 2, Red's · Match to 7: Red 3, Blue 1 · Crawford
/// game".
fn status_line(g: &Backgammon, names: &SeatNames) -> String {
    let mut parts = Vec::new();
    if g.options().cube {
        parts.push(match g.cube_owner() {
            Some(owner) => format!("Cube {}, {}'s", g.cube_value(), names.of(owner)),
            None => format!("Cube {}, in the middle", g.cube_value()),
        });
    }
    if g.match_length() > 0 {
        parts.push(match_score_words(g, g.match_score(), names));
        if g.crawford() {
            parts.push("Crawford game: no doubling".into());
        }
    }
    parts.join(" · ")
}
