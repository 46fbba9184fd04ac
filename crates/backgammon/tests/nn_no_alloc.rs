//! The neural evaluation allocates nothing per call, nor does the 0-ply agent once its
//! buffer has grown: a counting allocator watches them.

use tabula_backgammon::nn::{Inputs, NeuralAgent, NeuralEval};
use tabula_backgammon::{Action, Backgammon, Position, generate};
use tabula_core::{Agent, Game, Rng64, Seat};

#[test]
fn evaluating_and_choosing_do_not_allocate() {
    let eval = NeuralEval::bundled();
    // Results of a few plays: contact, race and bear-off positions.
    let mut plays = Vec::new();
    let mut positions = vec![Position::starting()];
    let mut race = Position {
        me: [0; 25],
        opp: [0; 25],
    };
    race.me[8] = 15;
    race.opp[8] = 15;
    positions.push(race);
    let mut home = Position {
        me: [0; 25],
        opp: [0; 25],
    };
    home.me[5] = 15;
    home.opp[0] = 3;
    positions.push(home);
    for pos in positions.clone() {
        generate(&pos, [6, 5], false, &mut plays);
        positions.extend(plays.iter().map(|c| c.result.swapped()));
    }
    let games: Vec<(Backgammon, Vec<Action>)> = positions[..3]
        .iter()
        .map(|p| {
            let g =
                Backgammon::from_position(&Default::default(), p, Seat(0), Some([4, 2])).unwrap();
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            (g, legal)
        })
        .collect();
    let mut agent = NeuralAgent::new(eval.clone());
    let mut rng = Rng64::new(1);
    let mut x = Inputs::default();
    let mut work = |x: &mut Inputs| {
        let mut total = 0.0;
        for p in &positions {
            total += eval.probabilities_with(p, x).win;
        }
        for (g, legal) in &games {
            total += agent.choose(g, legal, &mut rng) as f32;
        }
        total
    };
    // Warm up: the bear-off database and the agent's buffer.
    let warm = work(&mut x);
    let installed = allocation_counter::measure(|| drop(std::hint::black_box(Box::new(0u8))));
    assert_eq!(
        installed.count_total, 1,
        "the counting allocator is installed"
    );
    let mut again = 0.0;
    let counted = allocation_counter::measure(|| again = work(&mut x));
    assert_eq!(counted.count_total, 0);
    assert_eq!(warm, again);
}
