//! The computer plays its checkers knowing where the cube is: its deepest positions are
//! valued cubeful (the cube's owner may double or cash there), as the analysis values them,
//! so the analysis finds no error in the computer's own plays whoever owns the cube.

mod common;
use common::throw;
use tabula_backgammon::analysis::Judge;
use tabula_backgammon::nn::{NeuralAgent, NeuralSearchAgent};
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, Phase, Position};
use tabula_core::{Agent, Game, Rng64, Seat, ToMove};

/// Checker decisions with a choice, from 0-ply self-play without the cube: each a
/// position (from the mover's side), the mover and the dice.
fn decisions(count: usize, seed: u64) -> Vec<(Position, Seat, [u8; 2])> {
    let mut out = Vec::new();
    let mut rng = Rng64::new(seed);
    let mut agent = NeuralAgent::default();
    let (mut legal, mut chance, mut events) = (Vec::new(), Vec::new(), Vec::new());
    let mut g = Backgammon::new(&BackgammonOptions::default(), 2).unwrap();
    let mut n = 0u64;
    while out.len() < count {
        let action = match g.to_move() {
            ToMove::Over(_) => {
                g = Backgammon::new(&BackgammonOptions::default(), 2).unwrap();
                continue;
            }
            ToMove::Chance => {
                chance.clear();
                g.chance_outcomes(&mut chance);
                throw(&chance, &mut rng)
            }
            ToMove::Seat(_) => {
                legal.clear();
                g.legal_actions(&mut legal);
                legal.retain(|a| matches!(a, Action::Play(_)));
                if matches!(g.phase(), Phase::Moving { .. }) && legal.len() > 1 {
                    n += 1;
                    // Every fifth, past the opening, so the sample spreads over the game.
                    if n.is_multiple_of(5) {
                        out.push((g.position(), g.turn(), g.dice().unwrap()));
                    }
                }
                legal[agent.choose(&g, &legal, &mut rng)]
            }
        };
        g.apply(&action, &mut events).unwrap();
        events.clear();
    }
    out
}

/// The decision with the cube centred, the mover's or the opponent's in money play, and in
/// a 7-point match centred at 3-away 4-away and the mover's at 5-away 3-away.
fn with_the_cube(pos: &Position, seat: Seat, dice: [u8; 2]) -> Vec<(String, Backgammon)> {
    let money = BackgammonOptions {
        cube: true,
        ..Default::default()
    };
    let seven = BackgammonOptions {
        cube: true,
        match_length: 7,
        ..Default::default()
    };
    let at = |options: &BackgammonOptions| {
        Backgammon::from_position(options, pos, seat, Some(dice)).unwrap()
    };
    let opp = Seat(1 - seat.0);
    let score = |mine: u16, theirs: u16| {
        let mut s = [0, 0];
        s[seat.index()] = mine;
        s[opp.index()] = theirs;
        at(&seven).with_match_score(s, false).unwrap()
    };
    vec![
        ("centred".into(), at(&money)),
        ("mine".into(), at(&money).with_cube(2, Some(seat)).unwrap()),
        ("theirs".into(), at(&money).with_cube(2, Some(opp)).unwrap()),
        ("7-point 3-away 4-away, centred".into(), score(4, 3)),
        (
            "7-point 5-away 3-away, mine".into(),
            score(2, 4).with_cube(2, Some(seat)).unwrap(),
        ),
    ]
}

fn chosen(agent: &mut dyn Agent<Backgammon>, g: &Backgammon) -> Action {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    legal.retain(|a| matches!(a, Action::Play(_)));
    legal[agent.choose(g, &legal, &mut Rng64::new(0))]
}

fn play_of(action: Action) -> tabula_backgammon::Play {
    match action {
        Action::Play(p) => p,
        other => panic!("{other:?} is not a play"),
    }
}

#[test]
fn the_analysis_finds_no_error_in_the_computers_plays_wherever_the_cube_is() {
    let mut hard = NeuralSearchAgent::default();
    let mut medium = NeuralAgent::default();
    let (mut deep, mut shallow) = (Judge::new(2), Judge::new(0));
    // How often the cube changed the Hard level's play: the sample must hold such plays,
    // or this test could not tell cubeful play from cubeless.
    let mut moved_by_the_cube = 0;
    for (pos, seat, dice) in decisions(12, 7) {
        let cubeless =
            Backgammon::from_position(&Default::default(), &pos, seat, Some(dice)).unwrap();
        let without = chosen(&mut hard, &cubeless);
        for (name, g) in with_the_cube(&pos, seat, dice) {
            let play = chosen(&mut hard, &g);
            moved_by_the_cube += usize::from(play != without);
            let medium = chosen(&mut medium, &g);
            for (level, judge, play) in
                [("Hard", &mut deep, play), ("Medium", &mut shallow, medium)]
            {
                let j = judge.play(&g, &play_of(play)).unwrap();
                assert!(
                    j.loss < 1e-4,
                    "{} {dice:?}, cube {name}: {level} played {play}, the analysis at its depth prefers {} by {:.5}",
                    pos.id(),
                    j.best,
                    j.loss
                );
            }
        }
    }
    assert!(moved_by_the_cube > 0, "the cube never changed a play");
}
