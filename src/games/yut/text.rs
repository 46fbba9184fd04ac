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
            "A move that starts on a corner (Б, В) must take the diagonal."
        }
        tabula_yut::Shortcut::Optional => {
            "A move that starts on a corner (Б, В) may take the diagonal."
        }
    };
    let centre = match o.centre_rule {
        tabula_yut::CentreRule::Encyclopedia => {
            "A piece that entered straight onto Б with a mo crosses the whole diameter to Д; others turned at Б or В go to the centre and down to А."
        }
        tabula_yut::CentreRule::Modern => {
            "A move that starts on the centre goes down to А; passing through, a piece keeps straight on."
        }
    };
    format!(
        "Bring all your pieces round and off the board past А (the bottom).\n\n{throws}{back_do} Throw again before moving when you get yut or mo; then spend the throws in any order, each on one piece or stack.\n\nPieces move counter-clockwise. {shortcut} {centre}\n\nEnding on your own pieces stacks them; they move together. Ending on an opponent's sends them all back and earns one more throw."
    )
}

impl Describe for Yut {
    fn describe(&self, action: &YutAction, names: &SeatNames) -> String {
        let who = names.of(self.turn());
        match action {
            YutAction::First(s) => format!("The lot: {} throws first", names.of(*s)),
            YutAction::Throw(t) => {
                let extra = if t.gives_extra_throw() {
                    ", throws again"
                } else {
                    ""
                };
                format!("{who} throws {t} ({}){extra}", throw_value(*t))
            }
            YutAction::Move {
                throw,
                from: Start::New,
                ..
            } => format!("{who} enters a piece with {throw}"),
            YutAction::Move {
                throw,
                from: Start::At(st),
                route,
            } => {
                let how = match route {
                    Some(r) => format!(" by {r}"),
                    None => String::new(),
                };
                format!("{who} moves {st}{how} with {throw}")
            }
        }
    }
}
