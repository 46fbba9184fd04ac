//! Random playouts of the default (Natatu, seven columns) game: the figure behind the
//! README's "games per second".

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_chisolo::Chisolo;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};

fn random_playouts(c: &mut Criterion) {
    let start = Chisolo::new(&Chisolo::preset("natatu").unwrap(), 2).unwrap();
    let mut agents: Vec<Box<dyn Agent<Chisolo>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(1);
    let mut group = c.benchmark_group("chisolo");
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_playout", |b| {
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
