//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::*;

pub(super) fn update_hud(
    m: Res<Match<Backgammon>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    turn: Res<Turn>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, usize, bool)>>,
    names: Res<SeatNames>,
) {
    let key = (queue.is_busy(), turn.steps.len(), turn.sent);
    if !m.is_changed() && *was == Some(key) && !hud.is_added() {
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
            seat_who(&m.setup, s)
        )
    };
    let seat = g.turn();
    hud.title = match_title(&Backgammon::INFO, &m.setup);
    hud.turn_line = match g.to_move() {
        ToMove::Over(o) => {
            let names: Vec<String> = o.winners.iter().map(|s| names.of(s).to_string()).collect();
            format!("{} won", names.join(" & "))
        }
        _ if g.phase() == Phase::Opening => "Opening roll: one die each".into(),
        ToMove::Chance => format!("{} to roll", seat_label(seat)),
        ToMove::Seat(s) => format!("{} to move", seat_label(s)),
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
    hud.can_throw = m.person_to_throw(&*queue);
    hud.throw_label = "Roll the dice".into();
    let moving = m.person_to_move(&*queue) && !turn.sent;
    let complete = moving && complete_play(&m, &turn).is_some();
    hud.buttons = vec![
        HudButton {
            command: HudCommand::Undo,
            label: "Undo (Backspace)".into(),
            enabled: moving && !turn.steps.is_empty(),
        },
        HudButton {
            command: HudCommand::Confirm,
            label: "Confirm (Enter)".into(),
            enabled: complete,
        },
    ];
    hud.sides = (0..2)
        .map(|i| {
            let s = Seat(i as u8);
            let c = colour_of(g, s);
            let own = g.checkers(s);
            SideLine {
                name: seat_label(s),
                colour: theme.side_colour(i),
                detail: format!(
                    "pips {} · {} on the bar · {} off",
                    g.pips(s),
                    own[24],
                    g.borne_off(s)
                ) + if c == 0 { " · light" } else { " · dark" },
                to_move: i == seat.index() && g.phase() != Phase::Opening,
            }
        })
        .collect();
    hud.hint = if complete {
        "Press Enter or Confirm to play these moves, Backspace to take one back.".into()
    } else if moving {
        "Click a checker, then a glowing spot (or just the spot). Tab/arrows choose, Enter moves, Backspace undoes.".into()
    } else if hud.can_throw {
        "Press Space or the button to roll.".into()
    } else {
        String::new()
    };
    hud.rules = RULES.into();
    // Seats are named by colour (Red, Blue) but the checkers are White and Black: the
    // result says which checkers won.
    hud.result = match g.outcome() {
        Some(o) => {
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
        None => String::new(),
    };
}
