//! The match so far as a GNU Backgammon `.mat` record (the "Jellyfish" match format that
//! gnubg imports with `import mat` and writes with `export match mat`).
//!
//! Layout, as gnubg writes it: ` N point match`, then per game ` Game K`, the score line
//! (seat 0 on the left, seat 1 from column 32), and numbered lines with seat 0's turn in
//! the left column and seat 1's from column 33. A move is its dice (larger first) and each
//! checker step `from/to` in the mover's numbering (25 the bar, 0 off, `*` a hit); cube
//! actions are ` Doubles => V`, ` Takes`, ` Drops`, ` Beavers => V`; the game ends with
//! ` Wins N point(s)` under its winner.

use crate::{Action, Backgammon, BackgammonOptions, GameEnd, Phase, Play, ResignLevel};
use std::fmt::Write;
use tabula_core::{Game, Seat};

/// Why a match has no `.mat` record, or why a `.mat` text does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatError {
    #[error("this game was set up in a position, so it has no record from the start")]
    SetUp,
    #[error("a game without the cube or a match keeps no record (play with cube=on or match=N)")]
    NotRecorded,
    #[error(
        "a player's name is one word of 1 to {MAX_NAME_CHARS} characters, without `)`, not \
         starting with `;` or `[`, and not `Game` or `Wins`; not {0:?}"
    )]
    Names([String; 2]),
    #[error("no ` N point match` line")]
    NoMatchLength,
    /// A line the format or the rules refuse, and why.
    #[error("line {line}: {problem}")]
    Line { line: usize, problem: String },
    /// The rules refuse the record's options, or a move of a match they played (a bug).
    #[error("{0}")]
    Rules(String),
}

/// The refusal of line `line`.
fn at(line: usize, problem: impl Into<String>) -> MatError {
    MatError::Line {
        line,
        problem: problem.into(),
    }
}

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
    /// A roll (larger die first) not played: the roller resigned, or the record ends, before
    /// it was. Written as a move with no steps; gnubg reads it as dice set.
    Rolled([u8; 2]),
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
pub fn mat_games(game: &Backgammon) -> Result<Vec<MatGame>, MatError> {
    if game.is_set_up() {
        return Err(MatError::SetUp);
    }
    if !game.options().recorded() {
        return Err(MatError::NotRecorded);
    }
    let rules = |e: &dyn std::fmt::Display| MatError::Rules(e.to_string());
    let mut g = Backgammon::new(game.options(), 2).map_err(|e| rules(&e.0))?;
    let mut games = vec![new_game(&g)];
    let mut events = Vec::new();
    // A roll not played yet: written with no steps if the game ends (a resignation) or the
    // record does before it is played.
    let mut unplayed: Option<(Seat, [u8; 2])> = None;
    for action in game.history() {
        let before = g.clone();
        let finished = g.games_so_far().len();
        let entry = match *action {
            Action::Play(play) => {
                let result = play.execute(&before.position()).map_err(|e| rules(&e))?;
                let (_, c) = before
                    .legal_plays()
                    .into_iter()
                    .find(|(_, c)| c.result == result)
                    .ok_or_else(|| rules(&"a play of the history is not legal"))?;
                let mut dice = before.dice().ok_or_else(|| rules(&"a play without dice"))?;
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
        g.apply(action, &mut events).map_err(|e| rules(&e))?;
        events.clear();
        let current = games.last_mut().expect("one game at least");
        if let Some(e) = entry {
            current.entries.push(e);
        }
        unplayed = match (*action, g.dice()) {
            (Action::Roll(a, b), Some(_)) => Some((g.turn(), [a.max(b), a.min(b)])),
            (Action::Play(_), _) => None,
            _ => unplayed,
        };
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
            if let Some((seat, dice)) = unplayed.take() {
                current.entries.push((seat, MatEntry::Rolled(dice)));
            }
            let r = g.games_so_far()[finished];
            current.result = Some((r.winner, r.points));
            current.resigned = matches!(r.end, GameEnd::Resigned(_));
            if g.outcome().is_none() {
                games.push(new_game(&g));
            }
        }
    }
    if let Some((seat, dice)) = unplayed {
        let current = games.last_mut().expect("one game at least");
        current.entries.push((seat, MatEntry::Rolled(dice)));
    }
    Ok(games)
}

/// The numbered lines of a game's `.mat` record, followed as its entries come.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Lines {
    line: usize,
    filled: [bool; 2],
}

impl Lines {
    /// The line `seat`'s next entry stands on.
    pub(crate) fn next(&self, seat: Seat) -> usize {
        // Seat 0 opens a line; seat 1 joins seat 0's unless its own side is taken.
        let new = self.line == 0 || self.filled[1] || (seat.0 == 0 && self.filled[0]);
        self.line + usize::from(new)
    }

    /// An entry of `seat`'s; its line.
    pub(crate) fn enter(&mut self, seat: Seat) -> usize {
        let line = self.next(seat);
        if line != self.line {
            self.line = line;
            self.filled = [false; 2];
        }
        self.filled[seat.index()] = true;
        line
    }
}

/// The longest name a record's score line holds in its column.
pub const MAX_NAME_CHARS: usize = 26;

/// Whether `name` reads back as a player's name: one word that no line of the format
/// starts with.
fn readable_name(name: &str) -> bool {
    (1..=MAX_NAME_CHARS).contains(&name.chars().count())
        && !name.contains(char::is_whitespace)
        && !name.contains(')')
        && !name.starts_with([';', '['])
        && name != "Game"
        && name != "Wins"
}

/// `name` made a name a record reads back: spaces become `_`, a `)` and a leading `;` or
/// `[` go, and it is cut to [`MAX_NAME_CHARS`]; `None` when nothing readable is left.
pub fn record_name(name: &str) -> Option<String> {
    let word: String = name
        .split_whitespace()
        .collect::<Vec<_>>()
        .join("_")
        .chars()
        .filter(|c| *c != ')')
        .collect();
    let word: String = word
        .trim_start_matches([';', '['])
        .chars()
        .take(MAX_NAME_CHARS)
        .collect();
    readable_name(&word).then_some(word)
}

/// At most 40 characters of a line, for an error that quotes it.
fn quote(text: &str) -> String {
    match text.char_indices().nth(40) {
        Some((cut, _)) => format!("{:?}…", &text[..cut]),
        None => format!("{text:?}"),
    }
}

fn on_off(on: bool) -> &'static str {
    if on { "On" } else { "Off" }
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
        MatEntry::Rolled(dice) => format!("{}{}:", dice[0], dice[1]),
    }
}

/// The match so far as a `.mat` text, the seats named `names` (no spaces: gnubg reads a
/// name as one word).
pub fn to_mat(game: &Backgammon, names: [&str; 2]) -> Result<String, MatError> {
    if !names.iter().all(|n| readable_name(n)) {
        return Err(MatError::Names(names.map(str::to_string)));
    }
    let games = mat_games(game)?;
    // The rules, which the match line does not give (Jacoby and beavers count in money
    // play), as gnubg and XG write them; gnubg reads `;` lines as comments.
    let mut out = String::new();
    let options = game.options();
    writeln!(out, "; [Jacoby \"{}\"]", on_off(options.jacoby)).expect("a string");
    writeln!(out, "; [Beaver \"{}\"]", on_off(options.beaver)).expect("a string");
    // Our own keys, for rules gnubg's records never leave: gnubg skips them.
    if !options.gammons {
        writeln!(out, "; [Gammons \"Off\"]").expect("a string");
    }
    if !options.cube {
        writeln!(out, "; [Cube \"Off\"]").expect("a string");
    }
    writeln!(out, " {} point match", game.match_length()).expect("a string");
    for (k, mg) in games.iter().enumerate() {
        // The second name from column 32, and a space before it however wide the first.
        let left = format!(" {} : {} ", names[0], mg.score[0]);
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
        let mut numbering = Lines::default();
        for (seat, entry) in &mg.entries {
            if numbering.enter(*seat) > lines.len() {
                lines.push([None, None]);
            }
            lines.last_mut().expect("pushed")[seat.index()] = Some(entry_text(entry));
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

/// A match read from a `.mat` record: the state after its last action and the names.
#[derive(Clone, Debug)]
pub struct ImportedMatch {
    pub game: Backgammon,
    pub names: [String; 2],
}

/// The play the rules list for `play`'s result (the same checkers moved, perhaps written
/// in another order, as gnubg's `13/11 24/23` for `24/23 13/11`): a match replays only
/// what the rules list. `play` itself when none has its result.
fn listed(g: &Backgammon, play: Play) -> Play {
    let Ok(result) = play.execute(&g.position()) else {
        return play;
    };
    g.legal_plays()
        .into_iter()
        .find(|(_, c)| c.result == result)
        .map_or(play, |(listed, _)| listed)
}

/// One side of a numbered line, or a `Wins` line.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Move([u8; 2], String),
    Double,
    Take,
    Drop,
    Beaver,
    Wins(Seat, u16),
}

/// Reads a `.mat` record (as gnubg exports it, or as [`to_mat`] writes it) into the state
/// it leads to, replaying every game through the rules, so a bad record is an error that
/// names its line. The options are `base`'s (gammons, Jacoby, beavers) with the cube on and
/// the record's match length, but for what the record's rule headers say
/// (`; [Jacoby "On"]`, `Beaver`, and our `Gammons` and `Cube`). Supported: moves, doubles, takes, drops, beavers, and games
/// ending by a resignation where our rules allow one (the loser on turn before its roll or
/// while moving).
pub fn from_mat(text: &str, base: &BackgammonOptions) -> Result<ImportedMatch, MatError> {
    // A byte-order mark, as some editors on Windows save UTF-8.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut options = BackgammonOptions {
        cube: true,
        ..base.clone()
    };
    let mut length = None;
    let mut names: Option<[String; 2]> = None;
    let mut games: Vec<(usize, [u16; 2], Vec<(usize, Seat, Token)>)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let t = line.trim();
        if let Some((key, value)) = rule_header(t) {
            let rule = match key {
                "Jacoby" => &mut options.jacoby,
                "Beaver" | "Beavers" => &mut options.beaver,
                "Gammons" => &mut options.gammons,
                "Cube" => &mut options.cube,
                // Other headers (the date, the players, the site) say nothing of the rules.
                _ => continue,
            };
            *rule = match value {
                "On" | "on" | "Yes" | "yes" | "True" | "true" => true,
                "Off" | "off" | "No" | "no" | "False" | "false" => false,
                _ => return Err(at(n, format!("{key} is On or Off, not {}", quote(value)))),
            };
            continue;
        }
        if t.is_empty() || t.starts_with(';') || t.starts_with('[') {
            continue;
        }
        if let Some(len) = t.strip_suffix("point match") {
            let len = len
                .trim()
                .parse::<u8>()
                .map_err(|_| at(n, "a match length"))?;
            length = Some(len);
        } else if t.starts_with("Game ") {
            games.push((n, [0, 0], Vec::new()));
        } else if let Some(game) = games.last_mut()
            && game.2.is_empty()
            && t.contains(" : ")
            && !t.contains(')')
        {
            // The score line: `NAME : S   NAME : S`.
            let words: Vec<&str> = t.split_whitespace().collect();
            let [a, ":", sa, b, ":", sb] = words[..] else {
                return Err(at(n, "a score line is NAME : S NAME : S"));
            };
            let score = |s: &str| s.parse::<u16>().map_err(|_| at(n, "a score"));
            game.1 = [score(sa)?, score(sb)?];
            names.get_or_insert([a.to_string(), b.to_string()]);
        } else if let Some(rest) = t.strip_prefix("Wins ") {
            let game = games
                .last_mut()
                .ok_or_else(|| at(n, "Wins before a game"))?;
            let points = rest
                .split_whitespace()
                .next()
                .and_then(|p| p.parse::<u16>().ok())
                .ok_or_else(|| at(n, "Wins N points"))?;
            // The winner's column: left for seat 0, right for seat 1.
            let indent = line.len() - line.trim_start().len();
            let winner = Seat(u8::from(indent > 20));
            game.2.push((n, winner, Token::Wins(winner, points)));
        } else {
            let game = games
                .last_mut()
                .ok_or_else(|| at(n, "a move before a game"))?;
            let close = line
                .find(')')
                .ok_or_else(|| at(n, format!("cannot read {}", quote(t))))?;
            let body = &line[close + 1..];
            // The right column starts 28 characters after the number's `) `.
            let (left, right) = split_columns(body);
            for (seat, text) in [(Seat(0), left), (Seat(1), right)] {
                if let Some(token) = token(text, seat).map_err(|e| at(n, e))? {
                    game.2.push((n, seat, token));
                }
            }
        }
    }
    options.match_length = length.ok_or(MatError::NoMatchLength)?;
    let mut g = Backgammon::new(&options, 2).map_err(|e| MatError::Rules(e.0))?;
    let mut events = Vec::new();
    for (k, (line, score, tokens)) in games.iter().enumerate() {
        if g.outcome().is_some() {
            return Err(at(*line, "a game after the match is over"));
        }
        if g.match_score() != *score {
            return Err(at(
                *line,
                format!(
                    "game {} starts at {score:?}, the record so far gives {:?}",
                    k + 1,
                    g.match_score()
                ),
            ));
        }
        let finished = g.games_so_far().len();
        let last_game = k + 1 == games.len();
        for (i, (n, seat, token)) in tokens.iter().enumerate() {
            // What follows this entry in its game: a roll may stay unplayed only before a
            // resignation, or at the end of the record.
            let next = tokens.get(i + 1).map(|(_, _, t)| t);
            let may_stay_unplayed = match next {
                None => last_game,
                Some(t) => matches!(t, Token::Wins(..)),
            };
            let err = |e: String| at(*n, e);
            let mut act = |g: &mut Backgammon, a: Action| {
                g.apply(&a, &mut events)
                    .map(|_| events.clear())
                    .map_err(|e| at(*n, format!("{a}: {e}")))
            };
            if let Some(r) = g.games_so_far().get(finished) {
                // The game has ended: only its `Wins` line may follow, and it must agree.
                return match token {
                    Token::Wins(w, p) if (*w, *p) == (r.winner, r.points) => continue,
                    Token::Wins(w, p) => Err(err(format!(
                        "the record says {w} wins {p}, the rules give {} {}",
                        r.winner, r.points
                    ))),
                    _ => Err(err("a move after the game ended".into())),
                };
            }
            match token {
                Token::Move(dice, steps) => {
                    let (hi, lo) = (dice[0].max(dice[1]), dice[0].min(dice[1]));
                    if g.phase() == Phase::Opening {
                        if hi == lo {
                            return Err(err("the opening roll cannot be a double".into()));
                        }
                        let roll = if seat.0 == 0 { (hi, lo) } else { (lo, hi) };
                        act(&mut g, Action::Roll(roll.0, roll.1))?;
                    } else {
                        if g.turn() != *seat {
                            return Err(err(format!("it is not {seat}'s turn")));
                        }
                        if g.phase() == Phase::BeforeRoll {
                            act(&mut g, Action::RollDice)?;
                        }
                        act(&mut g, Action::Roll(hi, lo))?;
                    }
                    if !steps.is_empty() {
                        let play = steps
                            .parse()
                            .map_err(|e: tabula_core::ParseActionError| err(e.0))?;
                        let play = listed(&g, play);
                        act(&mut g, Action::Play(play))?;
                    } else if g.dice().is_some() && !may_stay_unplayed {
                        return Err(err("a roll that could be played has no move".into()));
                    }
                }
                Token::Double => {
                    if g.turn() != *seat {
                        return Err(err(format!(
                            "a double in {seat}'s column, while {} is on turn",
                            g.turn()
                        )));
                    }
                    act(&mut g, Action::Double)?
                }
                Token::Take | Token::Drop | Token::Beaver => {
                    if g.phase() == Phase::CubeOffered && g.turn() == *seat {
                        return Err(err(format!(
                            "{seat} answers its own double: the answer is in the other column"
                        )));
                    }
                    act(
                        &mut g,
                        match token {
                            Token::Take => Action::Take,
                            Token::Drop => Action::Pass,
                            _ => Action::Beaver,
                        },
                    )?
                }
                Token::Wins(winner, points) => {
                    // Not over by the moves: the loser resigned at the level the points give.
                    let cube = u16::from(g.cube_value());
                    let level = ResignLevel::ALL
                        .into_iter()
                        .find(|l| g.points_for(*l) == *points)
                        .ok_or(err(format!("{points} points with the cube on {cube}")))?;
                    if g.turn() == *winner {
                        return Err(err(
                            "a resignation out of the loser's turn cannot be replayed".into(),
                        ));
                    }
                    act(&mut g, Action::Resign(level))?;
                    act(&mut g, Action::Accept)?;
                }
            }
        }
    }
    Ok(ImportedMatch {
        game: g,
        names: names.unwrap_or_else(|| ["Seat0".into(), "Seat1".into()]),
    })
}

/// The left and right columns of a numbered line's text after `)`: the right one starts at
/// the 30th character (a space, then 28 for the left column); a left move too long for its
/// column pushes the right one on, so the split falls on the next `NN:` or cube word.
fn split_columns(body: &str) -> (&str, &str) {
    let cut = body.char_indices().nth(29).map_or(body.len(), |(i, _)| i);
    let (left, right) = body.split_at(cut);
    // A left column that overflowed: move its tail to the right only if it starts an entry.
    if !left.ends_with(' ') && !right.is_empty() {
        if let Some(space) = right.find(' ') {
            let (tail, rest) = right.split_at(space);
            if !tail.contains(':') {
                return (&body[..cut + space], rest);
            }
        }
        return (left, right);
    }
    (left, right)
}

/// The entry in `seat`'s column (gnubg may also put a `Wins` there, after a drop).
fn token(text: &str, seat: Seat) -> Result<Option<Token>, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    if let Some(rest) = t.strip_prefix("Wins ") {
        let points = rest.split_whitespace().next().and_then(|p| p.parse().ok());
        return points
            .map(|p| Some(Token::Wins(seat, p)))
            .ok_or(format!("cannot read {}", quote(t)));
    }
    if t.starts_with("Doubles") {
        return Ok(Some(Token::Double));
    }
    if t.starts_with("Beavers") {
        return Ok(Some(Token::Beaver));
    }
    match t {
        "Takes" => return Ok(Some(Token::Take)),
        "Drops" | "Passes" => return Ok(Some(Token::Drop)),
        _ => {}
    }
    let (dice, steps) = t
        .split_once(':')
        .ok_or_else(|| format!("cannot read {}", quote(t)))?;
    let d: Vec<u8> = dice.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    let [a, b] = d[..] else {
        return Err(format!("dice are two digits, not {}", quote(dice)));
    };
    if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
        return Err(format!("dice show 1 to 6, not {}", quote(dice)));
    }
    // gnubg writes the bar 25 and off 0; our notation reads `bar` and `off`.
    let steps: Vec<String> = steps
        .split_whitespace()
        .map(|s| {
            let s = s.replace('*', "");
            match s.split_once('/') {
                Some((f, "0")) => format!("{f}/off"),
                _ => s,
            }
        })
        .collect();
    Ok(Some(Token::Move([a, b], steps.join(" "))))
}

/// A rule's header line, `; [Key "Value"]`, as key and value.
fn rule_header(line: &str) -> Option<(&str, &str)> {
    let inner = line
        .strip_prefix(';')?
        .trim()
        .strip_prefix('[')?
        .strip_suffix(']')?;
    let (key, value) = inner.split_once(' ')?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((key, value))
}
