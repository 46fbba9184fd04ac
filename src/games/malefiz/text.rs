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

/// A field of a rule event by its column letter and row number, drawn along the board's
/// edges; a house by its owner.
fn space_words(space: SpaceId) -> String {
    match u8::try_from(space.0).ok().and_then(Field::from_id) {
        Some(f) => f.to_string(),
        None => "a house".to_string(),
    }
}

impl Describe for Malefiz {
    fn describe(
        &self,
        action: &MalefizAction,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
        let who = names.of(self.turn());
        let main = match *action {
            MalefizAction::First(s) => format!("The lot: {} starts", names.of(s)),
            MalefizAction::Roll(n) => format!("{who} rolls {n}"),
            MalefizAction::Move { from, to } => {
                let start = match from {
                    Place::Home => "brings a pawn out".to_string(),
                    Place::On(f) => format!("moves from {f}"),
                };
                let end = if to == Field::GOAL {
                    " to the goal".to_string()
                } else if self.is_barricade(to) {
                    format!(" onto the barricade on {to}, which must be put elsewhere")
                } else {
                    format!(" to {to}")
                };
                format!("{who} {start}{end}")
            }
            MalefizAction::Barricade(f) => format!("{who} puts the barricade on {f}"),
        };
        // The barricade's own action already says where it went.
        let events: Vec<RuleEvent> = events
            .iter()
            .filter(|e| !matches!(e, RuleEvent::BarricadeMoved { .. }))
            .cloned()
            .collect();
        let clauses = consequences(&events, names, texts, "malefiz", &space_words);
        line_with(main, clauses)
    }
}
