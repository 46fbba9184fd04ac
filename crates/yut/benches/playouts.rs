//! Random playouts of the two-player encyclopedia preset: the figure behind the README's
//! "games per second" (target: at least 50,000 on one core).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};
use tabula_yut::Yut;

fn random_playouts(c: &mut Criterion) {
    let options = Yut::preset("encyclopedia-sticks").unwrap();
    let start = Yut::new(&options, 2).unwrap();
    let mut agents: Vec<Box<dyn Agent<Yut>>> = vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(1);
    let mut group = c.benchmark_group("yut");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_playout_2p", |b| {
        b.iter(|| {
            let mut game = start.clone();
            let mut actions = 0u32;
            while step(&mut game, &mut agents, &mut rng, &mut scratch)
                .expect("rules contract")
                .is_ok()
            {
                actions += 1;
            }
            black_box(actions)
        })
    });
    group.finish();
}

criterion_group!(benches, random_playouts);
criterion_main!(benches);
