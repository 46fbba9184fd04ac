//! Starting a game from GNU Backgammon's position ID and match ID.
//!
//! gnubg shows a position as
//!
//! ```text
//!  GNU Backgammon  Position ID: 4HPwATDgc/ABMA
//!                  Match ID   : cAkAAAAAAAAA
//! ```
//!
//! (and as `4HPwATDgc/ABMA:cAkAAAAAAAAA` in its "GNUbg ID"). The position ID is the board
//! seen from the player on roll ([`Position::from_id`]); the match ID ([`decode_match_id`])
//! holds the cube, the dice, whose turn it is, the match length and the score.
//! [`from_gnubg_ids`] reads what a player pastes and sets the game up; gnubg's player
//! number is our seat.

use crate::position::BASE64;
use crate::{Backgammon, BackgammonOptions, MAX_CUBE, MAX_MATCH, Position};
use tabula_core::Seat;

/// What gnubg's match ID says of the game in progress (bits 8–10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    /// No game has started.
    NoGame,
    /// A game is being played.
    Playing,
    /// The game ended by bearing off.
    Over,
    /// The game ended by an accepted resignation.
    Resigned,
    /// The game ended by a dropped double.
    Dropped,
}

/// The contents of a GNU Backgammon match ID. Players are gnubg's player numbers 0 and 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchId {
    /// The cube's value, 1 to 64.
    pub cube: u8,
    /// The cube's owner; `None` while it is centred.
    pub cube_owner: Option<Seat>,
    /// The player on roll (who owns the dice; the position ID is seen from this player).
    pub on_roll: Seat,
    /// This game is the Crawford game.
    pub crawford: bool,
    /// Whether a game is in progress or how it ended.
    pub game_state: GameState,
    /// The player who makes the next decision (the other one while a double or a
    /// resignation is on offer).
    pub turn: Seat,
    /// The player on roll has offered a double.
    pub double_offered: bool,
    /// The resignation on offer: 0 none, 1 a single game, 2 a gammon, 3 a backgammon.
    pub resignation: u8,
    /// The dice as gnubg lists them (die 1, die 2), once rolled.
    pub dice: Option<[u8; 2]>,
    /// The match length; 0 is money play.
    pub match_length: u16,
    /// The score by player (in money play, gnubg's session score).
    pub score: [u16; 2],
}

/// Decodes GNU Backgammon's 12-character match ID: standard base64 (A–Z a–z 0–9 + /, no
/// padding) of 9 bytes, whose 72 bits are read least significant bit first within each
/// byte, byte 0 first. Bits 0–3: log2 of the cube; 4–5: its owner (0, 1; 3 centred);
/// 6: the player on roll; 7: Crawford game; 8–10: game state; 11: turn; 12: double offered;
/// 13–14: resignation offered; 15–17 and 18–20: the dice (0 not rolled); 21–35: the match
/// length; 36–50 and 51–65: player 0's and player 1's score. Bits 66–71 are not read
/// (gnubg 1.07 sets bit 66 for a setting of its own, not the game's state).
pub fn decode_match_id(id: &str) -> Result<MatchId, String> {
    let bad = |why: String| format!("bad match ID {id:?}: {why}");
    let count = id.chars().count();
    if count != 12 {
        return Err(bad(format!("a match ID has 12 characters, not {count}")));
    }
    let mut bytes = [0u8; 9];
    let mut acc = 0u32;
    for (i, ch) in id.chars().enumerate() {
        let value = BASE64
            .iter()
            .position(|&b| char::from(b) == ch)
            .ok_or_else(|| {
                bad(format!(
                    "{ch:?} is not a base64 character (A-Z a-z 0-9 + /)"
                ))
            })?;
        acc = (acc << 6) | value as u32;
        if i % 4 == 3 {
            // Four characters are 24 bits, three bytes.
            bytes[i / 4 * 3..i / 4 * 3 + 3].copy_from_slice(&acc.to_be_bytes()[1..]);
            acc = 0;
        }
    }
    // `len` bits from bit `start` (least significant first), as a number.
    let bits = |start: usize, len: usize| -> u16 {
        (0..len).fold(0, |n, k| {
            let b = start + k;
            n | (u16::from((bytes[b / 8] >> (b % 8)) & 1) << k)
        })
    };
    let log_cube = bits(0, 4);
    if log_cube > MAX_CUBE.trailing_zeros() as u16 {
        return Err(bad(format!(
            "the cube would show 2^{log_cube}, more than {MAX_CUBE}"
        )));
    }
    let cube_owner = match bits(4, 2) {
        0 => Some(Seat(0)),
        1 => Some(Seat(1)),
        3 => None,
        _ => return Err(bad("the cube's owner is 2 (0, 1 or 3: centred)".into())),
    };
    let game_state = match bits(8, 3) {
        0 => GameState::NoGame,
        1 => GameState::Playing,
        2 => GameState::Over,
        3 => GameState::Resigned,
        4 => GameState::Dropped,
        other => return Err(bad(format!("unknown game state {other}"))),
    };
    let dice = match [bits(15, 3) as u8, bits(18, 3) as u8] {
        [0, 0] => None,
        [a, b] if (1..=6).contains(&a) && (1..=6).contains(&b) => Some([a, b]),
        [a, b] => return Err(bad(format!("the dice show {a} and {b}"))),
    };
    Ok(MatchId {
        cube: 1 << log_cube,
        cube_owner,
        on_roll: Seat(bits(6, 1) as u8),
        crawford: bits(7, 1) == 1,
        game_state,
        turn: Seat(bits(11, 1) as u8),
        double_offered: bits(12, 1) == 1,
        resignation: bits(13, 2) as u8,
        dice,
        match_length: bits(21, 15),
        score: [bits(36, 15), bits(51, 15)],
    })
}

/// Words of gnubg's labels that [`from_gnubg_ids`] skips (compared ignoring case).
const LABELS: &[&str] = &[
    "gnu",
    "backgammon",
    "gnubg",
    "position",
    "match",
    "id",
    "posid",
    "positionid",
    "matchid",
];

/// Finds the position ID (14 characters) and the optional match ID (12 characters) in
/// pasted text: separated by `:` or white space, in either order, gnubg's labels skipped.
fn split_ids(text: &str) -> Result<(&str, Option<&str>), String> {
    let mut position = None;
    let mut match_id = None;
    let words = text
        .split(|c: char| c.is_whitespace() || c == ':')
        .filter(|w| !w.is_empty() && !LABELS.contains(&w.to_ascii_lowercase().as_str()));
    for word in words {
        let (slot, what) = match word.chars().count() {
            14 => (&mut position, "position IDs"),
            12 => (&mut match_id, "match IDs"),
            _ => {
                return Err(format!(
                    "cannot read {word:?}: expected a GNU Backgammon position ID (14 \
                     characters) and, if wanted, a match ID (12 characters)"
                ));
            }
        };
        if slot.replace(word).is_some() {
            return Err(format!("two {what} in {:?}", text.trim()));
        }
    }
    let position = position.ok_or_else(|| {
        format!(
            "no GNU Backgammon position ID (14 characters, e.g. 4HPwATDgc/ABMA) in {:?}",
            text.trim()
        )
    })?;
    Ok((position, match_id))
}

/// A game set up from GNU Backgammon's IDs as a player pastes them: a position ID alone
/// (`4HPwATDgc/ABMA`), or a position ID and a match ID separated by `:` or white space
/// (`4HPwATDgc/ABMA:cAkAAAAAAAAA`, or gnubg's two lines `Position ID: …` / `Match ID : …`;
/// the labels are skipped).
///
/// Without a match ID, seat 0 is on roll before rolling, in money play with the cube as
/// `base` says (centred). With one, gnubg's player number is the seat: the player on roll
/// plays the dice if they are rolled, else is about to roll; the match length and score
/// (with the Crawford game) and the cube's value and owner are gnubg's (the `cube` option
/// is turned on when the cube shows more than 1 or is owned); the other options are
/// `base`'s. A match length of 0 is money play. States our rules cannot start from are
/// refused: a double or a resignation on offer, a game or a match that is over, a match
/// longer than 25 points, a cube centred above 1 or turned in the Crawford game, dice
/// that cannot be played.
pub fn from_gnubg_ids(text: &str, base: &BackgammonOptions) -> Result<Backgammon, String> {
    let (position_id, match_id) = split_ids(text)?;
    let position = Position::from_id(position_id).map_err(|e| e.0)?;
    let setup = |e: tabula_core::SetupError| format!("cannot start from these IDs: {}", e.0);
    let Some(match_id) = match_id else {
        let options = BackgammonOptions {
            match_length: 0,
            ..base.clone()
        };
        return Backgammon::from_position(&options, &position, Seat(0), None).map_err(setup);
    };
    let m = decode_match_id(match_id)?;
    match m.game_state {
        GameState::Playing => {}
        GameState::NoGame => return Err("the match ID shows no game in progress".into()),
        _ => return Err("the match ID shows a game that is over".into()),
    }
    if m.double_offered {
        return Err(
            "the match ID shows a double on offer: start from the position before the \
             double or after the answer"
                .into(),
        );
    }
    if m.resignation != 0 {
        return Err(
            "the match ID shows a resignation on offer: start from the position before \
             it or after the answer"
                .into(),
        );
    }
    if m.turn != m.on_roll {
        return Err("the match ID gives the turn to the player not on roll".into());
    }
    let match_length = u8::try_from(m.match_length)
        .ok()
        .filter(|&n| n <= MAX_MATCH)
        .ok_or_else(|| {
            format!(
                "the match is {} points long; Tabula plays matches of 1 to {MAX_MATCH} points",
                m.match_length
            )
        })?;
    let turned = m.cube > 1 || m.cube_owner.is_some();
    let options = BackgammonOptions {
        match_length,
        cube: base.cube || turned,
        ..base.clone()
    };
    // Our dice are listed larger first.
    let dice = m.dice.map(|[a, b]| [a.max(b), a.min(b)]);
    let mut game =
        Backgammon::from_position(&options, &position, m.on_roll, dice).map_err(setup)?;
    if match_length > 0 {
        if m.score.iter().any(|&s| s >= m.match_length) {
            return Err(format!(
                "the match ID shows a {}-point match already won ({}-{})",
                m.match_length, m.score[0], m.score[1]
            ));
        }
        game = game.with_match_score(m.score, m.crawford).map_err(setup)?;
    }
    if turned {
        // After the score, so that a turned cube in the Crawford game is refused.
        game = game.with_cube(m.cube, m.cube_owner).map_err(setup)?;
    }
    Ok(game)
}
