//! The neural agents' cube: they double, take, pass, resign and answer resignations by
//! the net's equities, and play whole cubeful games and matches.

mod common;
use common::position;
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, Phase, Position, agent_by_name};
use tabula_core::{Agent, Game, Rng64, Seat, ToMove, play_out};

/// Money with the cube, no Jacoby.
fn money() -> BackgammonOptions {
    BackgammonOptions {
        cube: true,
        ..Default::default()
    }
}

/// What `agent` does in `g`.
fn choice(agent: &str, g: &Backgammon) -> Action {
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let mut a = agent_by_name(agent).unwrap();
    legal[a.choose(g, &legal, &mut Rng64::new(1))]
}

/// Seat 0 on roll in `pos` (before the roll), then after it doubles.
fn offered(options: &BackgammonOptions, pos: &Position) -> (Backgammon, Backgammon) {
    let g = Backgammon::from_position(options, pos, Seat(0), None).unwrap();
    let mut doubled = g.clone();
    doubled.apply(&Action::Double, &mut Vec::new()).unwrap();
    (g, doubled)
}

const ME_105: [(usize, u8); 6] = [(6, 3), (5, 3), (4, 2), (8, 3), (9, 2), (11, 2)];

#[test]
fn no_double_at_the_start_double_take_and_double_pass_in_races() {
    for agent in ["neural", "neural-search"] {
        let (start, _) = offered(&money(), &Position::starting());
        assert_eq!(choice(agent, &start), Action::RollDice);
        // 105 against 113 pips: double, take.
        let r113 = position(&ME_105, &[(6, 3), (5, 3), (4, 2), (8, 3), (11, 2), (13, 2)]);
        let (g, doubled) = offered(&money(), &r113);
        assert_eq!(choice(agent, &g), Action::Double);
        assert_eq!(choice(agent, &doubled), Action::Take);
        // 105 against 123 pips: double, pass.
        let r123 = position(&ME_105, &[(6, 3), (5, 3), (4, 2), (8, 1), (11, 2), (13, 4)]);
        let (g, doubled) = offered(&money(), &r123);
        assert_eq!(choice(agent, &g), Action::Double);
        assert_eq!(choice(agent, &doubled), Action::Pass);
    }
}

#[test]
fn too_good_to_double_with_a_gammon_coming_but_cash_under_jacoby() {
    let blitz = position(
        &[(6, 3), (5, 3), (4, 2), (3, 2), (2, 2), (1, 2), (8, 1)],
        &[(25, 2), (13, 5), (8, 3), (7, 2), (6, 3)],
    );
    let (g, _) = offered(&money(), &blitz);
    assert_eq!(choice("neural", &g), Action::RollDice);
    let jacoby = Backgammon::preset("money-cube").unwrap();
    let (g, _) = offered(&jacoby, &blitz);
    assert_eq!(choice("neural", &g), Action::Double);
}

#[test]
fn resigns_a_hopeless_game_and_answers_resignations_by_equity() {
    // Fifteen checkers on the 1-point against one last opposing checker: lost, but two
    // checkers come off this roll, so no gammon: resign a single game.
    let lost = position(&[(1, 15)], &[(1, 1)]);
    let (g, _) = offered(&money(), &lost);
    assert_eq!(
        choice("neural", &g),
        Action::Resign(tabula_backgammon::ResignLevel::Single)
    );
    let mut offer = g.clone();
    offer
        .apply(
            &Action::Resign(tabula_backgammon::ResignLevel::Single),
            &mut Vec::new(),
        )
        .unwrap();
    assert_eq!(choice("neural", &offer), Action::Accept);
    // At the start, a resignation of a single game is worth taking (the game is even).
    let (mut g, _) = offered(&money(), &Position::starting());
    g.apply(
        &Action::Resign(tabula_backgammon::ResignLevel::Single),
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(choice("neural", &g), Action::Accept);
    // Nobody resigns a game it leads, even while moving.
    let blitz = position(
        &[(6, 3), (5, 3), (4, 2), (3, 2), (2, 2), (1, 2), (8, 1)],
        &[(25, 2), (13, 5), (8, 3), (7, 2), (6, 3)],
    );
    let g = Backgammon::from_position(&money(), &blitz, Seat(0), Some([3, 1])).unwrap();
    assert_eq!(g.phase(), Phase::Moving { dice: [3, 1] });
    assert!(matches!(choice("neural", &g), Action::Play(_)));
}

#[test]
fn neural_agents_finish_cubeful_money_games_and_matches() {
    for (options, games) in [
        (money(), 4),
        (Backgammon::preset("money-cube").unwrap(), 4),
        (Backgammon::preset("match-7").unwrap(), 1),
    ] {
        for seed in 0..games {
            let mut g = Backgammon::new(&options, 2).unwrap();
            let mut agents: Vec<Box<dyn Agent<Backgammon>>> = vec![
                agent_by_name("neural").unwrap(),
                agent_by_name("neural").unwrap(),
            ];
            let outcome = play_out(&mut g, &mut agents, &mut Rng64::new(seed), 100_000, None)
                .expect("the match ends");
            assert!(matches!(g.to_move(), ToMove::Over(_)));
            let n = u16::from(options.match_length);
            if n > 0 {
                let winner = outcome.winners.iter().next().unwrap();
                assert!(g.match_score()[winner.index()] >= n);
            }
            let doubles = g.history().iter().filter(|a| **a == Action::Double).count();
            assert!(doubles <= 6 + g.games_so_far().len() * 6);
        }
    }
}

#[test]
fn generic_agents_play_the_checkers_and_take_the_nets_cube_decisions() {
    // greedy alone would see no difference between rolling, doubling and resigning.
    let (start, doubled) = offered(&money(), &Position::starting());
    assert_eq!(choice("greedy", &start), Action::RollDice);
    assert_eq!(choice("greedy", &doubled), Action::Take);
    let mut g = Backgammon::new(&Backgammon::preset("money-cube").unwrap(), 2).unwrap();
    let mut agents: Vec<Box<dyn Agent<Backgammon>>> = vec![
        agent_by_name("greedy").unwrap(),
        agent_by_name("greedy").unwrap(),
    ];
    play_out(&mut g, &mut agents, &mut Rng64::new(3), 100_000, None).expect("the game ends");
    // A whole game, not an early resignation.
    assert!(g.history().len() > 20, "{:?}", g.games_so_far());
}

#[test]
fn a_dead_cube_is_never_turned_in_a_match() {
    // 7-point match, 6-3 post-Crawford: the leader on roll needs one point, so its cube
    // gains nothing (the trailer doubles at once instead).
    let seven = Backgammon::preset("match-7").unwrap();
    let leader = Backgammon::from_position(&seven, &Position::starting(), Seat(0), None)
        .unwrap()
        .with_match_score([6, 3], false)
        .unwrap();
    assert!(leader.can_double());
    assert_eq!(choice("neural", &leader), Action::RollDice);
    let trailer = Backgammon::from_position(&seven, &Position::starting(), Seat(0), None)
        .unwrap()
        .with_match_score([3, 6], false)
        .unwrap();
    assert_eq!(choice("neural", &trailer), Action::Double);
}
