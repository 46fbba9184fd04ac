//! The neural evaluation's speed: one evaluation (contact net), and one decision of each
//! agent level (0-ply `neural`, 1-ply and 2-ply `neural-search`) over positions from the
//! golden file.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_backgammon::nn::{NeuralAgent, NeuralEval, NeuralSearchAgent, SearchSettings};
use tabula_backgammon::{Backgammon, Position, can_move};
use tabula_core::{Agent, Game, Rng64, Seat};

/// Positions with dice to play, from the golden file.
fn positions(n: usize) -> Vec<(Position, [u8; 2])> {
    include_str!("../tests/data/golden.txt")
        .lines()
        .filter_map(|line| {
            let mut q = line.split('\t').next()?.split(' ');
            let pos = Position::from_id(q.next()?).ok()?;
            let dice = [q.next()?.parse().ok()?, q.next()?.parse().ok()?];
            (pos.my_off() < 15 && pos.opp_off() < 15 && can_move(&pos, dice)).then_some((pos, dice))
        })
        .step_by(25)
        .take(n)
        .collect()
}

fn evaluation(c: &mut Criterion) {
    let eval = NeuralEval::bundled();
    let start = Position::starting();
    c.bench_function("neural/evaluate_contact_position", |b| {
        b.iter(|| black_box(eval.probabilities(black_box(&start))))
    });
}

fn decisions(c: &mut Criterion) {
    let games: Vec<(Backgammon, Vec<_>)> = positions(40)
        .into_iter()
        .map(|(pos, dice)| {
            let g =
                Backgammon::from_position(&Default::default(), &pos, Seat(0), Some(dice)).unwrap();
            let mut legal = Vec::new();
            g.legal_actions(&mut legal);
            (g, legal)
        })
        .collect();
    let eval = NeuralEval::bundled();
    let mut agents: Vec<(&str, Box<dyn Agent<Backgammon>>)> = vec![
        ("neural_0ply", Box::new(NeuralAgent::new(eval.clone()))),
        (
            "neural_search_1ply",
            Box::new(NeuralSearchAgent::new(
                eval.clone(),
                SearchSettings {
                    plies: 1,
                    ..SearchSettings::default()
                },
            )),
        ),
        (
            "neural_search_2ply",
            Box::new(NeuralSearchAgent::new(eval, SearchSettings::default())),
        ),
    ];
    let mut rng = Rng64::new(1);
    let mut group = c.benchmark_group("neural_decision");
    group.sample_size(10);
    for (name, agent) in agents.iter_mut() {
        let mut i = 0;
        group.bench_function(*name, |b| {
            b.iter(|| {
                let (g, legal) = &games[i % games.len()];
                i += 1;
                black_box(agent.choose(g, legal, &mut rng))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, evaluation, decisions);
criterion_main!(benches);
