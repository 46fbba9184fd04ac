//! The figures behind the README: legal-play generation over the golden positions (target:
//! under 5 µs a position on average) and random playouts (target: 5,000 games/s a core).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tabula_backgammon::{Backgammon, Position, generate};
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};

fn golden_positions() -> Vec<(Position, [u8; 2])> {
    include_str!("../tests/data/golden.txt")
        .lines()
        .map(|line| {
            let mut q = line.split('\t').next().unwrap().split(' ');
            let pos = Position::from_id(q.next().unwrap()).unwrap();
            let a = q.next().unwrap().parse().unwrap();
            let b = q.next().unwrap().parse().unwrap();
            (pos, [a, b])
        })
        .collect()
}

fn legal_plays(c: &mut Criterion) {
    let positions = golden_positions();
    let mut out = Vec::with_capacity(1024);
    let mut group = c.benchmark_group("backgammon");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal_plays_golden_positions", |b| {
        b.iter(|| {
            let mut total = 0;
            for (pos, dice) in &positions {
                generate(pos, *dice, false, &mut out);
                total += out.len();
            }
            black_box(total)
        })
    });
    group.finish();
}

fn random_playouts(c: &mut Criterion) {
    let start = Backgammon::new(&Default::default(), 2).unwrap();
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut scratch = Scratch::default();
    let mut rng = Rng64::new(1);
    let mut group = c.benchmark_group("backgammon");
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

criterion_group!(benches, legal_plays, random_playouts);
criterion_main!(benches);
