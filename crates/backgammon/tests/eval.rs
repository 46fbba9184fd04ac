//! The Backgammon evaluation: it is zero-sum, prefers the race leader, makes the classic
//! opening plays at one ply, and lets search beat random play.

use tabula_ai::{GreedyAgent, agent_by_name};
use tabula_backgammon::{Action, Backgammon, Position};
use tabula_core::Evaluate;
use tabula_core::{Agent, Game, RandomAgent, Rng64, Scratch, Seat, play_out, step};

fn at(pos: &Position, dice: Option<[u8; 2]>) -> Backgammon {
    Backgammon::from_position(&Default::default(), pos, Seat(0), dice).unwrap()
}

#[test]
fn the_evaluation_is_zero_sum_in_random_games() {
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
        vec![Box::new(RandomAgent), Box::new(RandomAgent)];
    let mut rng = Rng64::new(5);
    let mut scratch = Scratch::default();
    for _ in 0..20 {
        let mut game = Backgammon::new(&Default::default(), 2).unwrap();
        while step(&mut game, &mut agents, &mut rng, &mut scratch)
            .unwrap()
            .is_ok()
        {
            let (a, b) = (game.evaluate(Seat(0)), game.evaluate(Seat(1)));
            assert!((a + b).abs() < 1e-9, "{a} {b} at {}", game.position_id());
            assert!(a.abs() <= 3.0);
        }
    }
}

#[test]
fn the_race_leader_is_ahead() {
    // No contact: the mover is 20 pips ahead and about to roll.
    let mut pos = Position {
        me: [0; 25],
        opp: [0; 25],
    };
    pos.me[5] = 10; // 60 pips
    pos.me[4] = 5; // 25 pips
    pos.opp[5] = 15; // 90 pips
    let g = at(&pos, None);
    assert!(g.evaluate(Seat(0)) > 0.3, "{}", g.evaluate(Seat(0)));
    pos.opp[5] = 11;
    pos.opp[4] = 4; // 86 pips: closer race, smaller edge
    let closer = at(&pos, None);
    assert!(closer.evaluate(Seat(0)) < g.evaluate(Seat(0)));
}

fn greedy_opening(dice: [u8; 2]) -> String {
    let g = at(&Position::starting(), Some(dice));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let i = GreedyAgent.choose(&g, &legal, &mut Rng64::new(1));
    let Action::Play(p) = legal[i] else {
        unreachable!()
    };
    p.to_string()
}

#[test]
fn one_ply_makes_the_classic_opening_points() {
    assert_eq!(greedy_opening([3, 1]), "8/5 6/5");
    assert_eq!(greedy_opening([4, 2]), "8/4 6/4");
    assert_eq!(greedy_opening([6, 1]), "13/7 8/7");
}

#[test]
fn search_beats_random_play() {
    let mut wins = 0;
    for seed in 0..20u64 {
        let mine = (seed % 2) as usize;
        let mut agents: Vec<Box<dyn Agent<Backgammon>>> =
            vec![Box::new(RandomAgent), Box::new(RandomAgent)];
        agents[mine] = agent_by_name::<Backgammon>("greedy").unwrap();
        let mut game = Backgammon::new(&Default::default(), 2).unwrap();
        let outcome =
            play_out(&mut game, &mut agents, &mut Rng64::new(seed), 10_000, None).unwrap();
        wins += usize::from(outcome.winners.contains(Seat(mine as u8)));
    }
    assert!(wins >= 18, "greedy won only {wins} of 20 against random");
}
