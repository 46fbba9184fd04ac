//! The computer's cube decisions on reference positions (README "The computer's cube"):
//! the net's probabilities for the side on roll and the decision's three equities.
//!
//!     cargo run --release -p tabula-backgammon --example cube_reference

use tabula_backgammon::nn::NeuralEval;
use tabula_backgammon::nn::cube::{self, Verdict};
use tabula_backgammon::{Backgammon, BackgammonOptions, Position};
use tabula_core::{Game, Seat};

/// A position from (point, count) lists, each side in its own numbering (25 = bar).
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
    pos.validate().expect("a valid reference position");
    pos
}

fn main() {
    let eval = NeuralEval::bundled();
    let money = Backgammon::preset("money-cube").unwrap();
    let seven = Backgammon::preset("match-7").unwrap();
    let plain = BackgammonOptions {
        jacoby: false,
        ..money.clone()
    };
    // Races: the side on roll has 105 pips; the opponent 109, 113 or 123.
    let me = [(6, 3), (5, 3), (4, 2), (8, 3), (9, 2), (11, 2)];
    let race = |opp: &[(usize, u8)]| position(&me, opp);
    let r109 = race(&[(6, 3), (5, 3), (4, 2), (8, 3), (10, 2), (12, 2)]);
    let r113 = race(&[(6, 3), (5, 3), (4, 2), (8, 3), (11, 2), (13, 2)]);
    let r123 = race(&[(6, 3), (5, 3), (4, 2), (8, 1), (11, 2), (13, 4)]);
    let blitz = position(
        &[(6, 3), (5, 3), (4, 2), (3, 2), (2, 2), (1, 2), (8, 1)],
        &[(25, 2), (13, 5), (8, 3), (7, 2), (6, 3)],
    );
    let cases: Vec<(&str, Position, BackgammonOptions, [u16; 2])> = vec![
        (
            "opening position, money",
            Position::starting(),
            plain.clone(),
            [0, 0],
        ),
        ("race 105 v 109 pips, money", r109, plain.clone(), [0, 0]),
        ("race 105 v 113 pips, money", r113, plain.clone(), [0, 0]),
        ("race 105 v 123 pips, money", r123, plain.clone(), [0, 0]),
        ("blitz, two on the bar, money", blitz, plain.clone(), [0, 0]),
        (
            "the same blitz, money with Jacoby",
            blitz,
            money.clone(),
            [0, 0],
        ),
        (
            "race 105 v 113, 7-point match 0-0",
            r113,
            seven.clone(),
            [0, 0],
        ),
        (
            "opening position, 7-point match 3-6 post-Crawford (trailer on roll)",
            Position::starting(),
            seven.clone(),
            [3, 6],
        ),
        (
            "race 105 v 123, 7-point match 5-5",
            r123,
            seven.clone(),
            [5, 5],
        ),
    ];
    println!("| position | ID | win / wg / lg | no double | double/take | double/pass | verdict |");
    println!("|---|---|---|---|---|---|---|");
    for (name, pos, options, score) in cases {
        let mut g = Backgammon::from_position(&options, &pos, Seat(0), None).unwrap();
        if options.match_length > 0 {
            g = g.with_match_score(score, false).unwrap();
        }
        let p = eval.probabilities(&pos);
        let d = cube::decision(&g, &p);
        let verdict = match d.verdict {
            Verdict::NoDouble => "no double",
            Verdict::DoubleTake => "double, take",
            Verdict::DoublePass => "double, pass",
            Verdict::TooGood => "too good",
        };
        println!(
            "| {name} | `{}` | {:.3} / {:.3} / {:.3} | {:+.3} | {:+.3} | {:+.3} | {verdict} |",
            pos.id(),
            p.win,
            p.win_gammon,
            p.lose_gammon,
            d.no_double,
            d.double_take,
            d.double_pass,
        );
    }
}
