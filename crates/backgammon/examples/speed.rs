//! Fixed work for measuring CPU time on a busy machine (where criterion's wall-clock figures
//! mislead): legal plays of every golden position 200 times, then 20,000 random games.
//!
//!     cargo build --release -p tabula-backgammon --example speed
//!     /usr/bin/time -f "%U s user" target/release/examples/speed generate   # 1,008,400 positions
//!     /usr/bin/time -f "%U s user" target/release/examples/speed playouts   # 20,000 games

use tabula_backgammon::{Backgammon, Position, generate};
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, step};

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("generate") => {
            let positions: Vec<(Position, [u8; 2])> = include_str!("../tests/data/golden.txt")
                .lines()
                .map(|line| {
                    let mut q = line.split('\t').next().unwrap().split(' ');
                    let pos = Position::from_id(q.next().unwrap()).unwrap();
                    let a = q.next().unwrap().parse().unwrap();
                    let b = q.next().unwrap().parse().unwrap();
                    (pos, [a, b])
                })
                .collect();
            let mut out = Vec::with_capacity(1024);
            let mut plays = 0;
            for _ in 0..200 {
                for (pos, dice) in &positions {
                    generate(pos, *dice, false, &mut out);
                    plays += out.len();
                }
            }
            println!("{} positions, {plays} plays", positions.len() * 200);
        }
        Some("playouts") => {
            let start = Backgammon::new(&Default::default(), 2).unwrap();
            let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
                vec![Box::new(RandomAgent), Box::new(RandomAgent)];
            let mut scratch = Scratch::default();
            let mut rng = Rng64::new(1);
            let mut actions = 0u64;
            for _ in 0..20_000 {
                let mut game = start.clone();
                while step(&mut game, &mut agents, &mut rng, &mut scratch)
                    .unwrap()
                    .is_ok()
                {
                    actions += 1;
                }
            }
            println!("20000 games, {actions} actions");
        }
        _ => eprintln!("usage: speed generate | playouts"),
    }
}
