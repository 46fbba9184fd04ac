//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::*;

pub(super) fn update_hud(
    m: Res<Match<Chisolo>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    turn: Res<Turn>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, Option<usize>, Option<Hole>, bool)>>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
) {
    let key = (queue.is_busy(), turn.cursor, turn.selected, turn.sent);
    if !m.is_changed()
        && !texts.is_changed()
        && *was == Some(key)
        && !hud.is_added()
        && !hud.title.is_empty()
    {
        return;
    }
    *was = Some(key);
    let g = &m.state;
    let seat_label = |s: Seat| format!("{} ({})", names.of(s), seat_who(&m.setup, s, &texts));
    let o = g.options();
    hud.title = match_title(&Chisolo::INFO, &m.setup, &texts);
    let seat = g.turn();
    hud.turn_line = match g.phase() {
        Phase::Over(o) if o.is_draw() => "A draw".into(),
        Phase::Over(o) => {
            let names: Vec<String> = o.winners.iter().map(|s| names.of(s).to_string()).collect();
            format!("{} won", names.join(" & "))
        }
        Phase::Lot => "Drawing lots for the first move".into(),
        Phase::Sow => format!("{} to sow", seat_label(seat)),
        Phase::Take => format!("{} takes one more pit", seat_label(seat)),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = Vec::new();
    hud.can_throw = false;
    hud.throw_label = String::new();
    let moving = m.person_to_move(&*queue) && !turn.sent;
    let legal = legal(&m);
    let cursor = turn.cursor.and_then(|c| legal.get(c)).copied();
    let choosing = g.phase() == Phase::Sow && g.heading(seat) == Heading::Choosing;
    hud.buttons = if moving && choosing {
        let legal_dir = |d: Direction| {
            turn.selected.is_some_and(|hole| {
                legal.contains(&ChisoloAction::Sow {
                    hole,
                    direction: Some(d),
                })
            })
        };
        vec![
            HudButton {
                command: CLOCKWISE,
                label: "Clockwise".into(),
                enabled: legal_dir(Direction::Clockwise),
            },
            HudButton {
                command: ANTICLOCKWISE,
                label: "Anticlockwise".into(),
                enabled: legal_dir(Direction::Anticlockwise),
            },
        ]
    } else if moving {
        vec![HudButton {
            command: HudCommand::Confirm,
            label: if g.phase() == Phase::Take {
                "Take (Enter)".into()
            } else {
                "Sow (Enter)".into()
            },
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
                detail: format!(
                    "{} on the board · {} captured · {}",
                    g.on_board(s),
                    g.captured_by(s),
                    heading_words(g.heading(s))
                ),
                to_move: i == seat.index() && matches!(g.phase(), Phase::Sow | Phase::Take),
            }
        })
        .collect();
    let what = cursor.map_or(String::new(), |a| preview_words(g, &a));
    hud.hint = if !moving {
        String::new()
    } else if g.phase() == Phase::Take {
        "You captured: click a glowing opponent pit to take its counters too (or Tab/arrows, then Enter).".into()
    } else {
        let how = match g.heading(seat) {
            Heading::First => "Your first move goes clockwise. ",
            Heading::Choosing => {
                "This move fixes your direction for good: pick a pit, then click an arrow (cw/ccw). "
            }
            Heading::Fixed(_) => "",
        };
        let pick = "Click one of your glowing pits to see where it ends, again (or Enter) to sow. Tab/arrows cycle the moves.";
        if what.is_empty() {
            format!("{how}{pick}")
        } else {
            format!("{what} {how}{pick}")
        }
    };
    hud.rules = rules_text(o.columns, o.setup, o.capture);
    hud.result = match g.outcome() {
        Some(out) if out.is_draw() => format!(
            "Play went round without end: {} to {} counters on the board",
            g.on_board(Seat(0)),
            g.on_board(Seat(1))
        ),
        Some(out) => {
            let w = out.winners.iter().next().unwrap_or(Seat(0));
            let l = Seat(1 - w.0);
            if g.on_board(l) == 0 {
                format!("{} took every counter", names.of(w))
            } else {
                format!(
                    "{} counters to {} on the board",
                    g.on_board(w),
                    g.on_board(l)
                )
            }
        }
        None => String::new(),
    };
}
