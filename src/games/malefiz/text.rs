//! The game in words: names of throws and sides, the move log's lines and the rules help.

use super::*;

pub(super) fn rules_help(g: &Malefiz) -> String {
    let rows = if g.options().barricade_rows == 2 {
        "rows 1 and 3"
    } else {
        "row 1"
    };
    format!(
        "Be the first to bring a pawn onto the star at the top.\n\nRoll the die, then move one pawn exactly that many fields along the lines, turning where you like but never onto the same field twice in one move. A pawn leaving its house steps first onto the field above it. You must move if you can; if no pawn can, the turn passes. A six gives no extra roll.\n\nPawns of any colour may be jumped; barricades may not. Ending on an opponent's pawn sends it back to its house; ending on your own pawn is not allowed. Ending exactly on a barricade takes its field, and you then put the barricade on any empty field except {rows} and the goal.\n\nThe goal needs the exact count."
    )
}

impl Describe for Malefiz {
    fn describe(&self, action: &MalefizAction, names: &SeatNames) -> String {
        let who = names.of(self.turn());
        match *action {
            MalefizAction::First(s) => format!("The lot: {} starts", names.of(s)),
            MalefizAction::Roll(n) => {
                let mut probe = self.clone();
                let mut events = Vec::new();
                let lost = probe.apply(action, &mut events).is_ok()
                    && events
                        .iter()
                        .any(|e| matches!(e, RuleEvent::ThrowsLost { .. }));
                if lost {
                    format!("{who} rolls {n}: no move, the turn passes")
                } else {
                    format!("{who} rolls {n}")
                }
            }
            MalefizAction::Move { from, to } => {
                let start = match from {
                    Place::Home => "brings a pawn out".to_string(),
                    Place::On(f) => format!("moves from {f}"),
                };
                let end = if to == Field::GOAL {
                    " to the goal and wins".to_string()
                } else if self.is_barricade(to) {
                    format!(" onto the barricade on {to}")
                } else if let Some(p) = self.piece_at(to) {
                    format!(
                        " to {to}, sending a {} pawn home",
                        names.of(Malefiz::owner(p))
                    )
                } else {
                    format!(" to {to}")
                };
                format!("{who} {start}{end}")
            }
            MalefizAction::Barricade(f) => format!("{who} puts the barricade on {f}"),
        }
    }
}
