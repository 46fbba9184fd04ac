//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::*;

pub(super) fn update_hud(
    m: Res<Match<Yut>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    mut hud: ResMut<HudInfo>,
    mut was_busy: Local<Option<bool>>,
    names: Res<SeatNames>,
) {
    // The queue changes every frame while pieces move; only its start and end matter here.
    let busy = queue.is_busy();
    if !m.is_changed() && *was_busy == Some(busy) && !hud.is_added() {
        return;
    }
    *was_busy = Some(busy);
    let g = &m.state;
    let seat_label = |s: Seat| format!("{} ({})", names.of(s), seat_who(&m.setup, s));
    let turn = g.turn();
    hud.title = match_title(&Yut::INFO, &m.setup);
    hud.turn_line = match g.to_move() {
        ToMove::Over(o) => {
            let names: Vec<String> = o.winners.iter().map(|s| names.of(s).to_string()).collect();
            format!("{} won", names.join(" & "))
        }
        _ if g.phase() == Phase::Lot => "Drawing lots for the first throw".into(),
        ToMove::Chance => format!("{} to throw", seat_label(turn)),
        ToMove::Seat(s) => format!("{} to move", seat_label(s)),
    };
    hud.turn_colour = Some(theme.side_colour(turn.index()));
    hud.pending = g
        .pending_throws()
        .map(|t| format!("{t} ({})", throw_value(t)))
        .collect();
    hud.can_throw = m.person_to_throw(&*queue);
    hud.throw_label = match g.options().throw {
        ThrowModel::Sticks => "Throw the sticks".into(),
        ThrowModel::Dice => "Throw the dice".into(),
    };
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
            let team = if g.seats() == 4 {
                format!(", team {}", if i % 2 == 0 { "A" } else { "B" })
            } else {
                String::new()
            };
            SideLine {
                name: format!("{}{team}", seat_label(s)),
                colour: theme.side_colour(i),
                detail: format!("{waiting} waiting · {board} on the board · {done} home"),
                to_move: i == turn.index() && g.phase() != Phase::Lot,
            }
        })
        .collect();
    hud.hint = if m.person_to_move(&*queue) {
        "Click a piece, then a glowing station. Keys: Tab/arrows choose, Enter plays.".into()
    } else if hud.can_throw {
        "Press Space or the button to throw.".into()
    } else {
        String::new()
    };
    hud.rules = rules_help(g);
}
