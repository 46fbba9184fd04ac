//! The match so far as a GNU Backgammon `.mat` record (the "Jellyfish" match format that
//! gnubg imports with `import mat` and writes with `export match mat`).
//!
//! Layout, as gnubg writes it: ` N point match`, then per game ` Game K`, the score line
//! (seat 0 on the left, seat 1 from column 32), and numbered lines with seat 0's turn in
//! the left column and seat 1's from column 33. A move is its dice (larger first) and each
//! checker step `from/to` in the mover's numbering (25 the bar, 0 off, `*` a hit); cube
//! actions are ` Doubles => V`, ` Takes`, ` Drops`, ` Beavers => V`; the game ends with
//! ` Wins N point(s)` under its winner.

use crate::{Action, Backgammon, GameEnd, Phase};
use std::fmt::Write;
use tabula_core::{Game, Seat};

/// One turn's entry in a game's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatEntry {
    /// A roll (larger die first) and its steps `(from, to)` in the mover's numbering
    /// (25 bar, 0 off) with a hit flag; no steps when the roll could not be played.
    Move {
        dice: [u8; 2],
        steps: Vec<(u8, u8, bool)>,
    },
    /// The cube offered at this value.
    Double(u8),
    Take,
    Drop,
    /// Taken and redoubled to this value.
    Beaver(u8),
}

/// One game of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatGame {
    /// The score by seat before the game.
    pub score: [u16; 2],
    /// Each seat's entries, in order.
    pub entries: Vec<(Seat, MatEntry)>,
    /// The winner and the points, once the game is over.
    pub result: Option<(Seat, u16)>,
    /// The game ended by an accepted resignation.
    pub resigned: bool,
}

/// The games of a recorded match (or money game), replayed from its history.
pub fn mat_games(game: &Backgammon) -> Result<Vec<MatGame>, String> {
    if game.is_set_up() {
        return Err(
            "this game was set up in a position, so it has no record from the start".into(),
        );
    }
    if !game.options().recorded() {
        return Err(
            "a game without the cube or a match keeps no record (play with cube=on or match=N)"
                .into(),
        );
    }
    let mut g = Backgammon::new(game.options(), 2).map_err(|e| e.0)?;
    let mut games = vec![new_game(&g)];
    let mut events = Vec::new();
    for action in game.history() {
        let before = g.clone();
        let finished = g.games_so_far().len();
        let entry = match *action {
            Action::Play(play) => {
                let result = play
                    .execute(&before.position())
                    .map_err(|e| e.to_string())?;
                let (_, c) = before
                    .legal_plays()
                    .into_iter()
                    .find(|(_, c)| c.result == result)
                    .ok_or("a play of the history is not legal")?;
                let mut dice = before.dice().ok_or("a play without dice")?;
                dice.sort_unstable_by(|a, b| b.cmp(a));
                let steps = c.steps.as_slice().iter().map(|s| (s.from, s.to, s.hit));
                Some((
                    before.turn(),
                    MatEntry::Move {
                        dice,
                        steps: steps.collect(),
                    },
                ))
            }
            Action::Double => Some((before.turn(), MatEntry::Double(2 * before.cube_value()))),
            Action::Take => Some((other(before.turn()), MatEntry::Take)),
            Action::Pass => Some((other(before.turn()), MatEntry::Drop)),
            Action::Beaver => Some((
                other(before.turn()),
                MatEntry::Beaver(4 * before.cube_value()),
            )),
            _ => None,
        };
        g.apply(action, &mut events).map_err(|e| e.to_string())?;
        events.clear();
        let current = games.last_mut().expect("one game at least");
        if let Some(e) = entry {
            current.entries.push(e);
        }
        // A roll that cannot be played is written with its dice and no steps.
        if let (Action::Roll(a, b), Phase::Rolling) = (*action, before.phase())
            && g.turn() != before.turn()
        {
            let entry = MatEntry::Move {
                dice: [a.max(b), a.min(b)],
                steps: Vec::new(),
            };
            current.entries.push((before.turn(), entry));
        }
        if g.games_so_far().len() > finished {
            let r = g.games_so_far()[finished];
            current.result = Some((r.winner, r.points));
            current.resigned = matches!(r.end, GameEnd::Resigned(_));
            if g.outcome().is_none() {
                games.push(new_game(&g));
            }
        }
    }
    Ok(games)
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

fn new_game(g: &Backgammon) -> MatGame {
    MatGame {
        score: g.match_score(),
        entries: Vec::new(),
        result: None,
        resigned: false,
    }
}

/// The longest entry that fits the left column (gnubg's import cuts the line there).
const COLUMN: usize = 27;

fn entry_text(entry: &MatEntry) -> String {
    match entry {
        MatEntry::Move { dice, steps } => {
            let write = |marks: bool| {
                let mut s = format!("{}{}:", dice[0], dice[1]);
                for &(from, to, hit) in steps {
                    let star = if hit && marks { "*" } else { "" };
                    write!(s, " {from}/{to}{star}").expect("a string");
                }
                s
            };
            // Four steps with hits can be too wide: the marks are optional, drop them.
            let text = write(true);
            if text.len() > COLUMN {
                write(false)
            } else {
                text
            }
        }
        MatEntry::Double(v) => format!(" Doubles => {v}"),
        MatEntry::Take => " Takes".into(),
        MatEntry::Drop => " Drops".into(),
        MatEntry::Beaver(v) => format!(" Beavers => {v}"),
    }
}

/// The match so far as a `.mat` text, the seats named `names` (no spaces: gnubg reads a
/// name as one word).
pub fn to_mat(game: &Backgammon, names: [&str; 2]) -> Result<String, String> {
    if names
        .iter()
        .any(|n| n.is_empty() || n.contains(char::is_whitespace))
    {
        return Err(format!("player names are single words, not {names:?}"));
    }
    let games = mat_games(game)?;
    let mut out = format!(" {} point match\n", game.match_length());
    for (k, mg) in games.iter().enumerate() {
        let left = format!(" {} : {}", names[0], mg.score[0]);
        writeln!(
            out,
            "\n Game {}\n{left:<32}{} : {}",
            k + 1,
            names[1],
            mg.score[1]
        )
        .expect("a string");
        // Seat 0's entries on the left, seat 1's on the right of numbered lines.
        let mut lines: Vec<[Option<String>; 2]> = Vec::new();
        for (seat, entry) in &mg.entries {
            let text = entry_text(entry);
            let new_line = match (lines.last(), seat.0) {
                (None, _) => true,
                (Some([l, r]), 0) => l.is_some() || r.is_some(),
                (Some([_, r]), _) => r.is_some(),
            };
            if new_line {
                lines.push([None, None]);
            }
            lines.last_mut().expect("pushed")[seat.index()] = Some(text);
        }
        for (i, [l, r]) in lines.iter().enumerate() {
            let l = l.as_deref().unwrap_or("");
            // The left column is always padded: gnubg's import finds the right column by
            // position and misreads a short line (a drop there would not end the game).
            writeln!(out, "{:3}) {l:<28}{}", i + 1, r.as_deref().unwrap_or("")).expect("a string");
        }
        if let Some((winner, points)) = mg.result {
            let pad = if winner.0 == 0 { 5 } else { 33 };
            let plural = if points == 1 { "" } else { "s" };
            writeln!(out, "{:pad$} Wins {points} point{plural}", "").expect("a string");
        }
    }
    Ok(out)
}
