//! The panel beside the board: whose turn it is, the counts, the hint and the move log.

use super::*;

pub(super) fn update_hud(
    m: Res<Match<Malefiz>>,
    queue: Res<AnimationQueue>,
    theme: Res<Theme>,
    pick: Res<Pick>,
    mut hud: ResMut<HudInfo>,
    mut was: Local<Option<(bool, String)>>,
    names: Res<SeatNames>,
    texts: Res<Texts>,
) {
    let key = (queue.is_busy(), pick.notice.clone());
    if !m.is_changed() && !texts.is_changed() && was.as_ref() == Some(&key) && !hud.is_added() {
        return;
    }
    *was = Some(key);
    let g = &m.state;
    let seat_label = |s: Seat| format!("{} ({})", names.of(s), seat_who(&m.setup, s, &texts));
    let seat = g.turn();
    hud.title = match_title(&Malefiz::INFO, &m.setup, &texts);
    hud.turn_line = match g.phase() {
        Phase::Over { winner } => format!("{} won", names.of(winner)),
        Phase::Lot => "Drawing lots for the first roll".into(),
        Phase::Rolling => format!("{} to roll", seat_label(seat)),
        Phase::Moving { roll } => format!("{} to move {roll}", seat_label(seat)),
        Phase::Placing { .. } => format!("{} to place the barricade", seat_label(seat)),
    };
    hud.turn_colour = Some(theme.side_colour(seat.index()));
    hud.pending = match g.phase() {
        Phase::Moving { roll } => vec![format!("{roll} on the die")],
        Phase::Placing { .. } => vec!["a barricade to place".into()],
        _ => Vec::new(),
    };
    hud.pending_label = "To play:".into();
    hud.can_throw = m.person_to_throw(&*queue);
    hud.throw_label = "Roll the die (Space)".into();
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
                detail: format!(
                    "{home} in the house · {board} on the board · nearest {best} from the goal"
                ),
                to_move: i == seat.index() && g.phase() != Phase::Lot,
            }
        })
        .collect();
    let moving = m.person_to_move(&*queue);
    hud.hint = if !pick.notice.is_empty() && moving {
        pick.notice.clone()
    } else if moving && matches!(g.phase(), Phase::Placing { .. }) {
        "Put the barricade on a glowing field: click it, or Tab/arrows then Enter.".into()
    } else if moving {
        "Click a pawn (or your house), then a glowing field; hover a field to see the way. Tab/arrows choose, Enter moves.".into()
    } else if hud.can_throw {
        "Press Space or the button to roll.".into()
    } else {
        String::new()
    };
    hud.rules = rules_help(g);
    hud.result = match g.phase() {
        Phase::Over { winner } => format!("{} reached the goal", names.of(winner)),
        _ => String::new(),
    };
}
