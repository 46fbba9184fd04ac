//! The neural agents' cube: they double, take, pass, resign and answer resignations by
//! the net's equities, and play whole cubeful games and matches.

mod common;
use common::position;
use tabula_backgammon::mat::from_mat;
use tabula_backgammon::nn::cube_ahead;
use tabula_backgammon::nn::{NeuralEval, NeuralSearchAgent, SearchSettings, Valuer};
use tabula_backgammon::{Action, Backgammon, BackgammonOptions, Phase, Position, agent_by_name};
use tabula_core::{Agent, Game, Rng64, Seat, ToMove, play_out, sample_chance};

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

/// The Hard level's cube: the search's cube decision, looked `plies` rolls ahead.
fn hard_cube(plies: u8, g: &Backgammon) -> Action {
    let settings = SearchSettings {
        cube_plies: plies,
        ..Default::default()
    };
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let mut agent = NeuralSearchAgent::new(NeuralEval::bundled(), settings);
    legal[agent.choose(g, &legal, &mut Rng64::new(1))]
}

/// What the analysis's two-roll look at the cube calls for in `g` (before the roll: double
/// or roll; a double on offer: take or pass).
fn judged_best(g: &Backgammon) -> Action {
    let d = cube_ahead::decision(&mut Valuer::new(NeuralEval::bundled()), g, 2);
    match (g.phase(), d.doubles(), d.takes()) {
        (Phase::CubeOffered, _, true) => Action::Take,
        (Phase::CubeOffered, _, false) => Action::Pass,
        (_, true, _) => Action::Double,
        (_, false, _) => Action::RollDice,
    }
}

#[test]
fn the_hard_level_turns_and_answers_the_cube_as_the_analysis_judges_it() {
    // Cube decisions met in cubeful money games and a 7-point match between the 0-ply
    // agents, every fifth of them.
    let mut met = Vec::new();
    for (options, seed) in [
        (money(), 11),
        (Backgammon::preset("money-cube").unwrap(), 12),
        (Backgammon::preset("match-7").unwrap(), 13),
    ] {
        let mut g = Backgammon::new(&options, 2).unwrap();
        let mut agent = agent_by_name("neural").unwrap();
        let mut rng = Rng64::new(seed);
        let (mut legal, mut outcomes) = (Vec::new(), Vec::new());
        let mut cube_turns = 0;
        loop {
            let a = match g.to_move() {
                ToMove::Over(_) => break,
                ToMove::Chance => {
                    outcomes.clear();
                    g.chance_outcomes(&mut outcomes);
                    outcomes[sample_chance(&outcomes, &mut rng)].0
                }
                ToMove::Seat(_) => {
                    legal.clear();
                    g.legal_actions(&mut legal);
                    legal[agent.choose(&g, &legal, &mut rng)]
                }
            };
            let cube_turn = g.phase() == Phase::CubeOffered
                || (matches!(g.to_move(), ToMove::Seat(_)) && legal.contains(&Action::Double));
            if cube_turn {
                cube_turns += 1;
                if cube_turns % 5 == 0 {
                    met.push(g.clone());
                }
            }
            g.apply(&a, &mut Vec::new()).unwrap();
        }
    }
    assert!(met.len() >= 20, "{} cube decisions", met.len());
    let mut differ = 0;
    for g in &met {
        let hard = hard_cube(2, g);
        assert_eq!(hard, judged_best(g), "{g:?}");
        // Without the look ahead the search answers as the 0-ply agent does.
        let net = choice("neural", g);
        assert_eq!(hard_cube(0, g), net);
        differ += usize::from(hard != net);
    }
    println!(
        "{differ} of {} cube decisions differ from the net's",
        met.len()
    );
}

#[test]
fn the_hard_level_passes_a_redouble_its_net_alone_would_take() {
    // gnubg's redouble to 4 at 1–0 in a 5-point match (seat 0 gnubg, seat 1 the Hard level,
    // which took it); gnubg judges the take a blunder.
    let text = include_str!("data/redouble_to_4.mat");
    let g = from_mat(text, &BackgammonOptions::default()).unwrap().game;
    assert_eq!(g.phase(), Phase::CubeOffered);
    assert_eq!(g.cube_value(), 2);
    assert_eq!(choice("neural", &g), Action::Take);
    assert_eq!(hard_cube(0, &g), Action::Take);
    assert_eq!(hard_cube(2, &g), Action::Pass);
    assert_eq!(choice("neural-search", &g), Action::Pass);
}
