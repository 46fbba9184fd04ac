//! The neural agents and the bundled weights: legal choices, the stepped search agrees with
//! the whole one, and the trained net's outputs have the right shape and symmetry.

use std::sync::Arc;
use tabula_backgammon::nn::train::{neural_agent, play_match};
use tabula_backgammon::nn::{
    NeuralAgent, NeuralEval, NeuralSearch, NeuralSearchAgent, Probs, SearchSettings,
};
use tabula_backgammon::{AGENT_NAMES, Action, Backgammon, Position, agent_by_name};
use tabula_core::{Agent, Game, RandomAgent, Rng64, Seat, ToMove, play_out};

/// Positions with dice to play, from random games.
fn positions(n: usize, seed: u64) -> Vec<Backgammon> {
    let mut rng = Rng64::new(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut game = Backgammon::new(&Default::default(), 2).unwrap();
        let mut legal = Vec::new();
        let mut chance = Vec::new();
        loop {
            match game.to_move() {
                ToMove::Over(_) => break,
                ToMove::Chance => {
                    chance.clear();
                    game.chance_outcomes(&mut chance);
                    let pick = rng.below(chance.len() as u64) as usize;
                    game.apply(&chance[pick].0, &mut Vec::new()).unwrap();
                }
                ToMove::Seat(_) => {
                    legal.clear();
                    game.legal_actions(&mut legal);
                    if legal.len() > 1 && rng.below(8) == 0 {
                        out.push(game.clone());
                    }
                    let pick = RandomAgent.choose(&game, &legal, &mut rng);
                    game.apply(&legal[pick], &mut Vec::new()).unwrap();
                }
            }
        }
    }
    out.truncate(n);
    out
}

fn legal(game: &Backgammon) -> Vec<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal
}

#[test]
fn every_agent_is_known_by_name_and_plays_legally() {
    let games = positions(12, 3);
    let mut rng = Rng64::new(1);
    for name in AGENT_NAMES {
        let mut agent = agent_by_name(name).unwrap();
        assert_eq!(agent.name(), *name);
        if !name.starts_with("neural") {
            continue;
        }
        for g in &games {
            let legal = legal(g);
            assert!(agent.choose(g, &legal, &mut rng) < legal.len());
        }
    }
    let Err(e) = agent_by_name("oracle") else {
        panic!("an unknown name")
    };
    assert!(e.contains("neural-search"), "{e}");
}

#[test]
fn the_0ply_agent_picks_the_play_the_net_values_best() {
    let eval = NeuralEval::bundled();
    let mut agent = NeuralAgent::new(eval.clone());
    let mut rng = Rng64::new(1);
    for g in positions(10, 5) {
        let legal = legal(&g);
        let pos = g.position();
        let value = |a: &Action| {
            let Action::Play(p) = a else { unreachable!() };
            -eval.equity(&p.execute(&pos).unwrap().swapped(), true)
        };
        let pick = agent.choose(&g, &legal, &mut rng);
        let best = legal.iter().map(value).fold(f32::NEG_INFINITY, f32::max);
        assert_eq!(value(&legal[pick]), best);
    }
}

#[test]
fn the_stepped_search_agrees_with_the_whole_agent_and_deepens() {
    let settings = SearchSettings {
        keep: [4, 2],
        ..SearchSettings::default()
    };
    let agent = NeuralSearchAgent::new(NeuralEval::bundled(), settings);
    let mut whole = agent.clone();
    let mut rng = Rng64::new(1);
    let mut deepest = Vec::new();
    for g in positions(8, 7) {
        let legal = legal(&g);
        let mut search = NeuralSearch::new(&agent, &g, &legal);
        let chosen = loop {
            if let Some(c) = search.step() {
                break c;
            }
        };
        assert_eq!(chosen, whole.choose(&g, &legal, &mut rng));
        // The hint's ranking lists every play once, the chosen one first at the deepest
        // depth, and the rest of that depth in order of value.
        let ranking = search.ranking();
        assert_eq!(ranking.len(), legal.len());
        assert_eq!(ranking[0].0, chosen);
        assert_eq!(Some(ranking[0].2), search.depth());
        let mut seen: Vec<usize> = ranking.iter().map(|r| r.0).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), legal.len());
        for pair in ranking.windows(2) {
            assert!(
                pair[0].2 > pair[1].2 || (pair[0].2 == pair[1].2 && pair[0].1 >= pair[1].1),
                "{pair:?}"
            );
        }
        // The filters may leave a single play before 2-ply.
        deepest.push(search.depth());
        // A budget of one 0-ply ranking stops at 0-ply.
        let tight = NeuralSearchAgent::new(
            NeuralEval::bundled(),
            SearchSettings {
                max_evals: 1,
                ..settings
            },
        );
        let mut s = NeuralSearch::new(&tight, &g, &legal);
        while s.step().is_none() {}
        assert_eq!(s.depth(), Some(0));
        assert!(s.evaluations() <= legal.len() as u64);
    }
    assert!(deepest.contains(&Some(2)), "{deepest:?}");
}

#[test]
fn the_bundled_net_is_trained_and_its_outputs_have_the_right_shape() {
    let eval = NeuralEval::bundled();
    assert!(eval.games > 0, "the bundled weights are untrained");
    // The start: the side on roll is slightly ahead, with gammons both ways.
    let p = eval.probabilities(&Position::starting());
    assert!((0.5..0.6).contains(&p.win), "{p:?}");
    assert!((0.05..0.4).contains(&p.win_gammon), "{p:?}");
    assert!((0.05..0.4).contains(&p.lose_gammon), "{p:?}");
    assert!(p.win_backgammon < 0.05 && p.lose_backgammon < 0.05, "{p:?}");
    // A race far ahead, and the same board with the other side on roll: mirrored.
    let mut pos = Position {
        me: [0; 25],
        opp: [0; 25],
    };
    pos.me[..6].copy_from_slice(&[3, 3, 3, 2, 2, 0]); // 41 pips
    pos.opp[6..12].copy_from_slice(&[3, 3, 3, 2, 2, 2]); // 147 pips, none home yet
    let ahead = eval.probabilities(&pos);
    let behind = eval.probabilities(&pos.swapped());
    assert!(
        ahead.win > 0.97 && behind.win < 0.03,
        "{ahead:?} {behind:?}"
    );
    assert!(ahead.win_gammon > 0.5, "{ahead:?}");
    let mirrored = behind.flipped();
    assert!((mirrored.win - ahead.win).abs() < 0.03);
    assert!((mirrored.win_gammon - ahead.win_gammon).abs() < 0.25);
}

#[test]
fn the_trained_0ply_net_beats_the_hand_written_1ply_agent() {
    let eval = NeuralEval::bundled();
    let m = play_match(
        &|| neural_agent(&eval),
        &|| agent_by_name("greedy").unwrap(),
        40,
        1,
        2,
    );
    assert_eq!(m.games, 40);
    assert!(m.points_per_game() > 0.0, "{m:?}");
}

#[test]
fn a_sure_win_is_played_as_one() {
    // Two checkers on my 1-point against fifteen far away: any roll wins a gammon, and the
    // agents must bear both off.
    let mut pos = Position {
        me: [0; 25],
        opp: [0; 25],
    };
    pos.me[0] = 2;
    pos.opp[9] = 15;
    let g = Backgammon::from_position(&Default::default(), &pos, Seat(0), Some([3, 1])).unwrap();
    let legal = legal(&g);
    let mut rng = Rng64::new(1);
    let eval: Arc<NeuralEval> = NeuralEval::bundled();
    for mut agent in [
        Box::new(NeuralAgent::new(eval.clone())) as Box<dyn Agent<Backgammon>>,
        Box::new(NeuralSearchAgent::new(eval, SearchSettings::default())),
    ] {
        let mut next = g.clone();
        let pick = agent.choose(&g, &legal, &mut rng);
        next.apply(&legal[pick], &mut Vec::new()).unwrap();
        assert!(matches!(next.to_move(), ToMove::Over(o) if o.points == 2));
    }
    assert_eq!(Probs::won(2).equity(true), 2.0);
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> = vec![
        agent_by_name("neural").unwrap(),
        agent_by_name("neural").unwrap(),
    ];
    let mut game = g.clone();
    assert!(play_out(&mut game, &mut agents, &mut rng, 10, None).is_ok());
}
