//! Random playouts of four-player Malefiz: the figure behind the README's "games per
//! second".

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};
use tabula_malefiz::Malefiz;

fn random_playouts(c: &mut Criterion) {
    let start = Malefiz::new(&Default::default(), 4).unwrap();
    let mut agents: Vec<Box<dyn Agent<Malefiz>>> =
        (0..4).map(|_| Box::new(RandomAgent) as _).collect();
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(1);
    let mut group = c.benchmark_group("malefiz");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_playout_4p", |b| {
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
