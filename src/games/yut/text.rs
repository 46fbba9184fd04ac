//! The game in words: names of throws and sides, the move log's lines and the rules help.

use super::*;

pub(super) fn throw_value(t: Throw) -> String {
    match t {
        Throw::BackDo => "1 back".into(),
        t => format!("{}", t.steps()),
    }
}

pub(super) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

pub(super) fn rules_help(g: &Yut) -> String {
    let o = g.options();
    let throws = match o.throw {
        ThrowModel::Sticks => format!(
            "Four sticks (a stick lands flat side up with chance {:.0}%): 1 flat = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none = mo (5, throw again).",
            o.stick_flat_probability * 100.0
        ),
        ThrowModel::Dice => "Four dice, counting even faces: 1 = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none even = mo (5, throw again).".into(),
    };
    let back_do = if o.back_do {
        " Back-do: only the marked stick flat moves a piece one station back."
    } else {
        ""
    };
    let shortcut = match o.shortcut {
        tabula_yut::Shortcut::Forced => {
            "A move that starts on a corner (Б, В: the letters drawn on the board) must take the diagonal."
        }
        tabula_yut::Shortcut::Optional => {
            "A move that starts on a corner (Б, В: the letters drawn on the board) may take the diagonal."
        }
    };
    let centre = match o.centre_rule {
        tabula_yut::CentreRule::Encyclopedia => {
            "A piece that entered straight onto Б with a mo crosses the whole diameter through the centre Г to Д; others turned at Б or В go to the centre and down to А."
        }
        tabula_yut::CentreRule::Modern => {
            "A move that starts on the centre Г goes down to А; passing through, a piece keeps straight on."
        }
    };
    format!(
        "Bring all your pieces round and off the board past А (the start, at the bottom).\n\n{throws}{back_do} Throw again before moving when you get yut or mo; then spend the throws in any order, each on one piece or stack.\n\nPieces move counter-clockwise. {shortcut} {centre}\n\nEnding on your own pieces stacks them; they move together. Ending on an opponent's sends them all back and earns one more throw."
    )
}

/// A station as the board shows it: the big circles by the letters drawn beside them (А
/// the start, Б, В, Д the other corners, Г the centre), the rest by their distance from one.
pub(crate) fn station_words(st: Station) -> String {
    const CORNERS: [&str; 4] = ["А", "Б", "В", "Д"];
    match st.id() {
        0 | 5 | 10 | 15 => CORNERS[usize::from(st.id() / 5)].to_string(),
        i @ 1..=19 => format!("{} past {}", i % 5, CORNERS[usize::from(i / 5)]),
        // The Б–Г–Д diagonal: two stations on each side of the centre.
        20 => "1 in from Б".into(),
        21 => "2 in from Б".into(),
        22 => "2 in from Д".into(),
        23 => "1 in from Д".into(),
        // The В–Г–А diagonal.
        24 => "1 in from В".into(),
        25 => "2 in from В".into(),
        26 => "2 in from А".into(),
        27 => "1 in from А".into(),
        _ => "Г".into(),
    }
}

/// A space of a rule event in words (every Yut space is a station).
fn space_words(space: SpaceId) -> String {
    u8::try_from(space.0)
        .ok()
        .and_then(Station::from_id)
        .map_or_else(|| "the board".to_string(), station_words)
}

/// Where a move ended, from its events.
fn landing(events: &[RuleEvent]) -> Option<String> {
    events.iter().find_map(|e| match e {
        RuleEvent::Entered { path, .. } | RuleEvent::Moved { path, .. } => {
            path.last().map(space_words)
        }
        RuleEvent::BorneOff { .. } => Some("home".to_string()),
        _ => None,
    })
}

impl Describe for Yut {
    fn describe(&self, action: &YutAction, events: &[RuleEvent], names: &SeatNames) -> String {
        let who = names.of(self.turn());
        let main = match action {
            YutAction::First(s) => format!("The lot: {} throws first", names.of(*s)),
            YutAction::Throw(t) => format!("{who} throws {t} ({})", throw_value(*t)),
            YutAction::Move {
                throw,
                from: Start::New,
                ..
            } => {
                let to = landing(events).unwrap_or_default();
                format!("{who} enters a piece with {throw} to {to}")
            }
            YutAction::Move {
                throw,
                from: Start::At(st),
                route,
            } => {
                let to = landing(events).unwrap_or_default();
                // Where a corner offers two ways, the one taken.
                let how = match route {
                    Some(next) if next.id() >= 20 => " by the diagonal",
                    Some(_) => " round the edge",
                    None => "",
                };
                format!(
                    "{who} moves from {} to {to}{how} with {throw}",
                    station_words(*st)
                )
            }
        };
        let clauses = consequences(
            events,
            names,
            Noun("piece", "pieces"),
            "captures",
            &space_words,
        );
        line_with(main, clauses)
    }
}
