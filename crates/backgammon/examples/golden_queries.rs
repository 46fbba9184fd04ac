//! Prints the positions of the GNU Backgammon comparison, one "POSITION_ID D1 D2" a line:
//! the 21 opening rolls, hand-made positions for the hard rules, then positions met in
//! random games (every fourth turn).
//!
//!     cargo run -p tabula-backgammon --example golden_queries -- 5000 > queries.txt

use tabula_backgammon::{Backgammon, Position};
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};

/// A position from (point, count) lists for the mover and the opponent, each in its own
/// numbering (25 = bar).
fn position(me: &[(usize, u8)], opp: &[(usize, u8)]) -> Position {
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
    if let Err(e) = pos.validate() {
        panic!("hand-made position {me:?} {opp:?}: {e}");
    }
    pos
}

fn hand_made() -> Vec<(Position, [u8; 2])> {
    let prime = [(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (24, 3)];
    let start = Position::starting();
    vec![
        // Entering from the bar: one open point, two on the bar, dancing.
        (
            position(
                &[(25, 1), (13, 14)],
                &[(1, 3), (2, 3), (3, 3), (4, 3), (5, 3)],
            ),
            [6, 5],
        ),
        (
            position(
                &[(25, 2), (13, 13)],
                &[(1, 3), (2, 3), (3, 3), (5, 3), (6, 3)],
            ),
            [4, 3],
        ),
        (
            position(
                &[(25, 2), (13, 13)],
                &[(2, 3), (3, 3), (4, 3), (5, 3), (6, 3)],
            ),
            [1, 1],
        ),
        (position(&[(25, 1), (13, 14)], &prime), [6, 6]),
        (position(&[(25, 1), (13, 14)], &prime), [5, 3]),
        (
            position(&[(25, 3), (6, 12)], &[(5, 1), (3, 1), (8, 13)]),
            [5, 3],
        ),
        // Hits on the way and on the landing point; the intermediate point closed.
        (
            position(&[(13, 1), (6, 14)], &[(18, 1), (23, 1), (1, 13)]),
            [6, 5],
        ),
        (
            position(&[(24, 1), (6, 14)], &[(4, 1), (7, 1), (10, 1), (20, 12)]),
            [3, 3],
        ),
        (
            position(&[(24, 1), (6, 14)], &[(7, 2), (5, 2), (20, 11)]),
            [6, 5],
        ),
        // Bearing off with higher dice, from the highest point, a checker hit meanwhile.
        (position(&[(1, 3), (2, 4), (3, 3)], &[(13, 15)]), [6, 5]),
        (position(&[(1, 1), (4, 2), (5, 2)], &[(13, 15)]), [6, 2]),
        (position(&[(1, 1), (4, 2), (5, 2)], &[(13, 15)]), [6, 6]),
        (
            position(&[(2, 2), (6, 1), (8, 1)], &[(13, 14), (25, 1)]),
            [4, 2],
        ),
        (
            position(&[(25, 1), (1, 5), (6, 4)], &[(1, 1), (12, 12), (23, 2)]),
            [6, 5],
        ),
        (
            position(&[(1, 1), (6, 2)], &[(20, 2), (3, 1), (12, 10)]),
            [4, 3],
        ),
        // Doubles that cannot all be played; the larger die when only one can be used.
        (
            position(&[(24, 2), (13, 13)], &[(7, 2), (9, 2), (11, 2), (2, 9)]),
            [4, 4],
        ),
        (position(&[(8, 1), (6, 14)], &[(24, 2), (13, 13)]), [5, 5]),
        (
            position(&[(24, 1), (1, 7), (2, 7)], &[(10, 2), (13, 13)]),
            [6, 3],
        ),
        (
            position(&[(10, 1), (9, 14)], &[(22, 2), (20, 2), (1, 11)]),
            [5, 3],
        ),
        (
            position(&[(20, 1), (6, 14)], &[(10, 2), (11, 2), (14, 2), (1, 9)]),
            [6, 5],
        ),
        (start, [6, 5]),
    ]
}

fn main() {
    let wanted: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5000);
    for a in 1..=6u8 {
        for b in 1..=a {
            println!("{} {a} {b}", Position::starting().id());
        }
    }
    for (pos, [a, b]) in hand_made() {
        println!("{} {a} {b}", pos.id());
    }
    let options = Backgammon::preset("standard").unwrap();
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut rng = Rng64::new(2024);
    let mut scratch = Scratch::default();
    let mut found = 0;
    let mut turn = 0u64;
    while found < wanted {
        let mut game = Backgammon::new(&options, 2).unwrap();
        while step(&mut game, &mut agents, &mut rng, &mut scratch)
            .unwrap()
            .is_ok()
        {
            if let Some([a, b]) = game.dice() {
                turn += 1;
                if turn.is_multiple_of(4) && found < wanted {
                    println!("{} {a} {b}", game.position_id());
                    found += 1;
                }
            }
        }
    }
}
