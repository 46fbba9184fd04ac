//! What the tests share: comparing our legal plays with GNU Backgammon's answers (golden
//! file or live), positions written as point lists, and dice thrown by their chances.

// Each test file uses its own part of this.
#![allow(dead_code)]

use tabula_backgammon::{Action, Play, Position, generate};
use tabula_core::Rng64;

/// One of the chance outcomes `chance` (each with its probability), drawn with `rng`.
pub fn throw(chance: &[(Action, f64)], rng: &mut Rng64) -> Action {
    let mut x = rng.next_f64();
    let mut pick = chance[0].0;
    for &(a, p) in chance {
        pick = a;
        if x < p {
            break;
        }
        x -= p;
    }
    pick
}

/// FNV-1a 64 of the sorted result IDs, each followed by a comma (as golden_digest.py).
pub fn digest(sorted_ids: &[String]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for id in sorted_ids {
        for b in id.bytes().chain(std::iter::once(b',')) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// One answer of legal_plays.py or one golden line.
pub struct Answer {
    pub position: Position,
    pub query: String,
    pub dice: [u8; 2],
    pub count: usize,
    pub digest: Option<String>,
    /// (notation, result position ID) when the plays are listed.
    pub plays: Vec<(String, String)>,
}

/// Reads "POSITION_ID D1 D2<TAB>COUNT[<TAB>DIGEST]<TAB>plays...". `with_digest` says
/// whether the third field is a digest (golden) or already a play (live answer).
pub fn parse_answer(line: &str, with_digest: bool) -> Answer {
    let mut fields = line.split('\t');
    let query = fields.next().unwrap().to_string();
    let mut q = query.split(' ');
    let position = Position::from_id(q.next().unwrap()).unwrap();
    let d1: u8 = q.next().unwrap().parse().unwrap();
    let d2: u8 = q.next().unwrap().parse().unwrap();
    let count: usize = fields.next().unwrap().parse().unwrap();
    let digest = with_digest.then(|| fields.next().unwrap().to_string());
    let plays = fields
        .filter(|f| !f.is_empty())
        .map(|f| {
            let (m, r) = f.rsplit_once('=').unwrap();
            (m.to_string(), r.to_string())
        })
        .collect();
    Answer {
        position,
        query,
        dice: [d1, d2],
        count,
        digest,
        plays,
    }
}

/// Our sorted result IDs with our notation for each.
pub fn our_plays(position: &Position, dice: [u8; 2]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    generate(position, dice, false, &mut out);
    let mut plays: Vec<(String, String)> = out
        .iter()
        .map(|c| {
            (
                c.result.id(),
                Play::from_steps(position, c.steps.as_slice()).to_string(),
            )
        })
        .collect();
    plays.sort();
    plays
}

/// Every difference between our plays and GNU Backgammon's answer, as readable lines.
pub fn differences(a: &Answer) -> Vec<String> {
    let ours = our_plays(&a.position, a.dice);
    let ids: Vec<String> = ours.iter().map(|(id, _)| id.clone()).collect();
    let mut problems = Vec::new();
    if ours.len() != a.count {
        problems.push(format!(
            "{}: {} plays, gnubg {}",
            a.query,
            ours.len(),
            a.count
        ));
    }
    if let Some(d) = &a.digest
        && *d != digest(&ids)
    {
        problems.push(format!("{}: result positions differ from gnubg's", a.query));
    }
    for (notation, result) in &a.plays {
        match notation.parse::<Play>().map(|p| p.execute(&a.position)) {
            Ok(Ok(pos)) if pos.id() == *result => {}
            other => problems.push(format!(
                "{}: gnubg's {notation:?} (to {result}) reads as {other:?}",
                a.query
            )),
        }
        match ours.iter().find(|(id, _)| id == result) {
            Some((_, ours)) if ours == notation => {}
            Some((_, ours)) => problems.push(format!(
                "{}: we write {ours:?} where gnubg writes {notation:?}",
                a.query
            )),
            None => problems.push(format!("{}: we miss gnubg's {notation}", a.query)),
        }
    }
    problems
}

/// A position from (point, count) lists for the mover and the opponent, each in its own
/// numbering (25 = bar).
pub fn position(me: &[(usize, u8)], opp: &[(usize, u8)]) -> Position {
    let mut pos = Position {
        me: [0; 25],
        opp: [0; 25],
    };
    for &(p, n) in me {
        pos.me[p - 1] = n;
    }
    for &(p, n) in opp {
        pos.opp[p - 1] = n;
    }
    pos.validate().unwrap();
    pos
}
