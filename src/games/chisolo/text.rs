//! The game in words: names of throws and sides, the move log's lines and the rules help.

use super::*;

pub(super) fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

pub(super) fn direction_word(d: Direction) -> &'static str {
    match d {
        Direction::Clockwise => "clockwise",
        Direction::Anticlockwise => "anticlockwise",
    }
}

pub(super) fn store_label(seat: Seat, n: usize, names: &SeatNames) -> String {
    format!("{} captured  {n}", names.of(seat))
}

pub(super) fn heading_words(h: Heading) -> &'static str {
    match h {
        Heading::First => "first move: clockwise",
        Heading::Choosing => "next move chooses the direction",
        Heading::Fixed(Direction::Clockwise) => "sows clockwise",
        Heading::Fixed(Direction::Anticlockwise) => "sows anticlockwise",
    }
}

/// A preview in words, for the hint.
pub(super) fn preview_words(g: &Chisolo, a: &ChisoloAction) -> String {
    let Some(p) = preview(g, a) else {
        return String::new();
    };
    let ChisoloAction::Sow { hole, direction } = *a else {
        return String::new();
    };
    let dir = direction.map_or(String::new(), |d| format!(" {}", direction_word(d)));
    let mut s = format!(
        "{hole}{dir}: {} counter{} sown, ends in {}",
        p.sown,
        plural(p.sown),
        p.end
    );
    if p.relays > 0 {
        s += &format!(" after {} relay{}", p.relays, plural(p.relays));
    }
    if p.captured > 0 {
        s += &format!(", captures {}", p.captured);
        if p.takes_more {
            s += " and one more pit";
        }
    } else if p.end.is_front() {
        s += ", nothing opposite to take";
    }
    s + "."
}

pub(super) fn rules_text(columns: u8, setup: SetupRule, capture: CaptureRule) -> String {
    let front = match setup {
        SetupRule::Standard => {
            "3 3 3 2 1 0 0 from the owner's left (extra holes hold 3 at the left)"
        }
        SetupRule::Mirrored => {
            "0 0 1 2 3 3 3 from the owner's left (mirrored setup; extra holes hold 3 at the right)"
        }
    };
    let capture = match capture {
        CaptureRule::Seed => {
            "If your sowing ends in your front row, you take every counter in the two opponent pits of that column (unless both are empty), then the counters of one more opponent pit of your choice."
        }
        CaptureRule::FrontRequired => {
            "If your sowing ends in your front row and the opponent's front pit of that column holds counters (this game's capture option), you take both opponent pits of that column, then one more opponent pit of your choice."
        }
    };
    format!(
        "Chisolo (Natatu rules of the Ila), four rows of {columns} pits. Each player owns the two rows on their side: the back row nearer them and the front row in the middle. Every pit starts with 3 counters, except the front rows: {front}.\n\n\
         On your turn lift all the counters of one of your pits and drop them one by one into the following pits of your own two rows, round and round. If the last counter falls into a pit that was not empty, lift that pit too and sow on (a relay); the move ends when the last counter falls into an empty pit. A sowing that would never end may not be played.\n\n\
         Your first move goes clockwise (front row left to right, back row right to left, as seen from your seat). On your second move you choose clockwise or anticlockwise, and keep that direction to the end.\n\n\
         {capture} A move ending in your back row never captures.\n\n\
         You win by capturing all the opponent's counters; a player who cannot move loses. If a position comes round a third time, or 100 moves pass without a capture, the player with more counters on the board wins (equal is a draw)."
    )
}

/// A hole of a rule event by its column letter and row number, drawn along the board's
/// edges.
fn space_words(space: SpaceId) -> String {
    let slot = usize::from(space.0);
    if slot < HOLE_SLOTS {
        Hole::from_slot(slot).to_string()
    } else {
        "the store".to_string()
    }
}

impl Describe for Chisolo {
    fn describe(
        &self,
        action: &ChisoloAction,
        events: &[RuleEvent],
        names: &SeatNames,
        texts: &Texts,
    ) -> String {
        let who = names.of(self.turn());
        let main = match *action {
            ChisoloAction::First(s) => format!("The lot: {} sows first", names.of(s)),
            ChisoloAction::Sow { hole, direction } => {
                let n = self.count(hole);
                let chosen = direction.is_some();
                let direction = direction
                    .or_else(|| match self.heading(self.turn()).directions() {
                        [d] => Some(*d),
                        _ => None,
                    })
                    .unwrap_or(Direction::Clockwise);
                let end = events.iter().rev().find_map(|e| match e {
                    RuleEvent::Sown { to, .. } => Some(space_words(*to)),
                    _ => None,
                });
                format!(
                    "{who} sows {} from {hole} {}{}{}",
                    counters(usize::from(n)),
                    direction_word(direction),
                    if chosen { " (chosen for good)" } else { "" },
                    end.map_or(String::new(), |e| format!(", ends in {e}"))
                )
            }
            ChisoloAction::Take(hole) => format!("{who} takes one more pit, {hole}"),
        };
        let clauses = consequences(events, names, texts, "chisolo", &space_words);
        line_with(main, clauses)
    }
}

/// "1 counter", "7 counters".
fn counters(n: usize) -> String {
    format!("{n} {}", if n == 1 { "counter" } else { "counters" })
}
