//! Match analysis: decisions judged in known positions, and whole random matches analysed
//! with every figure checked against the decisions it comes from.

mod common;
use common::{position, throw};
use tabula_backgammon::analysis::{
    Analysis, AnalysisSettings, BLUNDER, CLOSE_PLAY, Choice, Class, Judge, Kind, Report,
    RolloutSettings,
};
use tabula_backgammon::nn::NeuralEval;
use tabula_backgammon::{
    Action, Backgammon, BackgammonOptions, Phase, Play, Position, agent_by_name,
};
use tabula_core::{Agent, Game, Rng64, Seat, ToMove};

fn money() -> BackgammonOptions {
    BackgammonOptions {
        cube: true,
        ..Default::default()
    }
}

/// A 3-point match with the cube.
fn three_points() -> BackgammonOptions {
    BackgammonOptions {
        cube: true,
        match_length: 3,
        ..Default::default()
    }
}

/// The play written `text`.
fn play(text: &str) -> Play {
    match text.parse::<Action>().unwrap() {
        Action::Play(p) => p,
        other => panic!("{other:?} is not a play"),
    }
}

#[test]
fn a_forced_play_is_no_decision() {
    // Fifteen checkers on the 1-point and double ones: four off is the only play.
    let pos = position(&[(1, 15)], &[(6, 15)]);
    let g = Backgammon::from_position(&money(), &pos, Seat(0), Some([1, 1])).unwrap();
    assert_eq!(g.legal_plays().len(), 1);
    for depth in 0..=2 {
        let mut judge = Judge::new(depth);
        assert_eq!(judge.play(&g, &play("1/off(4)")), None, "depth {depth}");
    }
}

#[test]
fn a_clear_blunder_is_flagged_with_its_loss() {
    // Two checkers left (on the 6- and 5-points) against one on the opponent's 1-point:
    // 6-5 bears both off and wins; 6/1 5/off leaves one, and the opponent then surely
    // bears its last checker off. The loss is the whole swing, 2 points.
    let pos = position(&[(6, 1), (5, 1)], &[(1, 1)]);
    let g = Backgammon::from_position(&money(), &pos, Seat(0), Some([6, 5])).unwrap();
    assert_eq!(g.legal_plays().len(), 2);
    for depth in 0..=2 {
        let mut judge = Judge::new(depth);
        let j = judge.play(&g, &play("6/1 5/off")).unwrap();
        assert_eq!(j.kind, Kind::Checker);
        assert_eq!(j.seat, Seat(0));
        assert_eq!(j.best.to_string(), "6/off 5/off");
        assert!(
            (j.loss - 2.0).abs() < 1e-4,
            "depth {depth}: loss {}",
            j.loss
        );
        assert!(j.loss >= BLUNDER + 0.3);
        assert_eq!(j.class, Class::Blunder);
        assert!(j.unforced);
        let best = judge.play(&g, &play("6/off 5/off")).unwrap();
        assert_eq!(best.loss, 0.0);
        assert_eq!(best.class, Class::Fine);
        assert_eq!(best.played, best.best);
    }
}

#[test]
fn cube_errors_are_judged_both_ways() {
    // At the start, doubling is a big error; in an 87% race it is right, and the taker
    // must pass (the README's reference positions).
    let start = Backgammon::from_position(&money(), &Position::starting(), Seat(0), None).unwrap();
    let race = Position::from_id("2J2YBwDYnZsBAA").unwrap();
    let race = Backgammon::from_position(&money(), &race, Seat(0), None).unwrap();
    let mut judge = Judge::new(1);
    let (wrong, _) = judge.cube(&start, true).unwrap();
    assert_eq!(
        (wrong.kind, wrong.played, wrong.best),
        (Kind::Cube, Choice::Double, Choice::NoDouble)
    );
    assert!(wrong.class >= Class::Error, "{wrong:?}");
    let (right, _) = judge.cube(&start, false).unwrap();
    assert_eq!(right.loss, 0.0);
    let (missed, offered) = judge.cube(&race, false).unwrap();
    assert_eq!(missed.best, Choice::Double);
    assert!(missed.loss > 0.0 && missed.unforced, "{missed:?}");
    let mut doubled = race.clone();
    doubled.apply(&Action::Double, &mut Vec::new()).unwrap();
    let pass = judge.take(&doubled, Action::Pass, Some(offered)).unwrap();
    let take = judge.take(&doubled, Action::Take, Some(offered)).unwrap();
    assert_eq!((pass.seat, pass.kind), (Seat(1), Kind::Take));
    assert_eq!((pass.loss, pass.best), (0.0, Choice::Pass));
    assert!(take.loss > 0.0 && take.best == Choice::Pass, "{take:?}");
    // Judged again without the doubler's view: the same answer.
    assert_eq!(judge.take(&doubled, Action::Take, None), Some(take));
}

/// A match between two agents, recorded.
fn random_match(options: &BackgammonOptions, agents: [&str; 2], seed: u64) -> Backgammon {
    played(options, agents, seed).0
}

/// A match between two agents, and its actions (kept here too: a game without the cube or a
/// match keeps none in its state).
fn played(options: &BackgammonOptions, agents: [&str; 2], seed: u64) -> (Backgammon, Vec<Action>) {
    let mut g = Backgammon::new(options, 2).unwrap();
    let mut actions = Vec::new();
    let mut rng = Rng64::new(seed);
    let mut players: Vec<Box<dyn Agent<Backgammon>>> =
        agents.iter().map(|a| agent_by_name(a).unwrap()).collect();
    let (mut legal, mut chance, mut events) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..5000 {
        let action = match g.to_move() {
            ToMove::Over(_) => break,
            ToMove::Chance => {
                chance.clear();
                g.chance_outcomes(&mut chance);
                throw(&chance, &mut rng)
            }
            ToMove::Seat(s) => {
                legal.clear();
                g.legal_actions(&mut legal);
                // Resignations would end the games early; the agents play on.
                legal.retain(|a| !matches!(a, Action::Resign(_)));
                legal[players[s.index()].choose(&g, &legal, &mut rng)]
            }
        };
        g.apply(&action, &mut events).unwrap();
        events.clear();
        actions.push(action);
    }
    (g, actions)
}

/// The analysis of match `g` at `depth`, without rollouts.
fn at_depth(g: &Backgammon, depth: u8) -> Report {
    let settings = AnalysisSettings {
        depth,
        ..Default::default()
    };
    Analysis::new(g, settings).unwrap().run().unwrap()
}

/// Every figure of `report` follows from its decisions and the match `g`, played with
/// `actions`.
fn check_report(g: &Backgammon, actions: &[Action], report: &Report) {
    // A decision for every play that had a choice, none for a forced one.
    let mut replay = Backgammon::new(g.options(), 2).unwrap();
    let mut unforced_plays = Vec::new();
    let mut rolls = 0;
    for (i, action) in actions.iter().enumerate() {
        if matches!(action, Action::Play(_)) && replay.legal_plays().len() > 1 {
            unforced_plays.push(i);
        }
        rolls += usize::from(match (replay.phase(), action) {
            (Phase::Rolling, _) => true,
            (Phase::Opening, Action::Roll(a, b)) => a != b,
            _ => false,
        });
        replay.apply(action, &mut Vec::new()).unwrap();
    }
    let checker: Vec<usize> = report
        .decisions
        .iter()
        .filter(|d| d.judged.kind == Kind::Checker)
        .map(|d| d.history_index)
        .collect();
    assert_eq!(checker, unforced_plays);
    assert!(!checker.is_empty());
    for d in &report.decisions {
        let j = &d.judged;
        assert!(j.loss >= 0.0 && j.loss.is_finite(), "{d:?}");
        assert_eq!(j.class, Class::of(j.loss));
        assert!((j.best_equity - j.played_equity - j.loss).abs() < 1e-9 || j.loss == 0.0);
        if j.played == j.best {
            assert_eq!(j.loss, 0.0, "{d:?}");
        }
        assert_eq!(d.dice.is_some(), j.kind == Kind::Checker);
        assert!(d.move_number >= 1 && d.game >= 1);
        Position::from_id(&d.position_id).unwrap();
    }
    for seat in 0..2 {
        let mine: Vec<_> = report
            .decisions
            .iter()
            .filter(|d| d.judged.seat.index() == seat)
            .collect();
        let p = &report.players[seat];
        assert_eq!(p.decisions, mine.len());
        let unforced: Vec<_> = mine.iter().filter(|d| d.judged.unforced).collect();
        assert_eq!(p.unforced, unforced.len());
        let total: f64 = unforced.iter().map(|d| d.judged.loss).sum();
        assert!((p.error_rate_mp - 1000.0 * total / unforced.len().max(1) as f64).abs() < 1e-6);
        assert!((p.pr - p.error_rate_mp / 2.0).abs() < 1e-6);
        let count = |c: Class| mine.iter().filter(|d| d.judged.class == c).count();
        assert_eq!(
            (p.doubtful, p.errors, p.blunders),
            (
                count(Class::Doubtful),
                count(Class::Error),
                count(Class::Blunder)
            )
        );
        let luck: f64 = report
            .luck
            .iter()
            .filter(|l| l.seat == seat)
            .map(|l| l.luck)
            .sum();
        assert!((p.luck - luck).abs() < 1e-9);
    }
    // Every roll that was played or lost (not an opening tie) has its luck.
    assert_eq!(report.luck.len(), rolls);
    assert!(
        report
            .chances
            .iter()
            .all(|c| (0.0..=1.0).contains(&c.chance))
    );
    let [a, b] = &report.players;
    assert!((a.result + b.result).abs() < 1e-9);
    assert!((a.luck_adjusted + b.luck_adjusted).abs() < 1e-9);
}

#[test]
fn random_matches_are_analysed_consistently() {
    let three = three_points();
    let jacoby_beaver = BackgammonOptions {
        cube: true,
        jacoby: true,
        beaver: true,
        ..Default::default()
    };
    for (k, options) in [three, jacoby_beaver, money()].iter().enumerate() {
        for seed in 0..3 {
            let g = random_match(options, ["random", "neural"], 100 * k as u64 + seed);
            let report = at_depth(&g, 0);
            check_report(&g, g.history(), &report);
            // The random player errs more than the net.
            assert!(
                report.players[0].error_rate_mp > report.players[1].error_rate_mp,
                "{:?}",
                report.players
            );
            if let ToMove::Over(o) = g.to_move() {
                let winner = usize::from(o.winners.contains(Seat(1)));
                assert!(report.players[winner].result > 0.0);
                let last = report.chances.last().unwrap().chance;
                assert_eq!(last, if winner == 0 { 1.0 } else { 0.0 });
            }
        }
    }
}

#[test]
fn a_deeper_analysis_of_a_match_keeps_its_shape() {
    let three = three_points();
    let g = random_match(&three, ["neural", "random"], 7);
    let shallow = at_depth(&g, 0);
    let deep = at_depth(&g, 2);
    check_report(&g, g.history(), &deep);
    let at = |r: &Report| -> Vec<(usize, Kind)> {
        r.decisions
            .iter()
            .filter(|d| d.judged.kind != Kind::Cube)
            .map(|d| (d.history_index, d.judged.kind))
            .collect()
    };
    assert_eq!(at(&shallow), at(&deep));
    assert_eq!(deep.depth, 2);
    assert!(deep.players[1].error_rate_mp > deep.players[0].error_rate_mp);
}

/// A game without the cube or a match keeps no record in its state: analysed from the
/// actions kept beside it, it has every figure a recorded match has, and its one game's
/// result.
#[test]
fn a_game_without_the_cube_is_analysed_from_its_actions() {
    let single_points = BackgammonOptions {
        gammons: false,
        ..Default::default()
    };
    for (k, options) in [BackgammonOptions::default(), single_points]
        .iter()
        .enumerate()
    {
        for seed in 0..3 {
            let (g, actions) = played(options, ["random", "neural"], 500 + 10 * k as u64 + seed);
            assert!(g.history().is_empty(), "the state keeps no record");
            let settings = AnalysisSettings {
                depth: 0,
                ..Default::default()
            };
            let report = Analysis::of_actions(NeuralEval::bundled(), options, &actions, settings)
                .unwrap()
                .run()
                .unwrap();
            check_report(&g, &actions, &report);
            assert!(report.money);
            assert!(
                report
                    .decisions
                    .iter()
                    .all(|d| d.judged.kind == Kind::Checker)
            );
            assert!(
                report.players[0].error_rate_mp > report.players[1].error_rate_mp,
                "{:?}",
                report.players
            );
            let ToMove::Over(o) = g.to_move() else {
                panic!("the game did not end");
            };
            let winner = usize::from(o.winners.contains(Seat(1)));
            assert_eq!(report.players[winner].result, f64::from(o.points));
            let last = report.chances.last().unwrap();
            assert_eq!(last.chance, if winner == 0 { 1.0 } else { 0.0 });
            assert_eq!(last.history_index, actions.len());
        }
    }
}

#[test]
fn set_up_games_and_states_without_a_record_have_nothing_to_analyse() {
    let set_up = Backgammon::from_position(&money(), &Position::starting(), Seat(0), None).unwrap();
    assert!(Analysis::new(&set_up, AnalysisSettings::default()).is_err());
    let cubeless = Backgammon::new(&BackgammonOptions::default(), 2).unwrap();
    assert!(Analysis::new(&cubeless, AnalysisSettings::default()).is_err());
    let g = Backgammon::new(&money(), 2).unwrap();
    assert!(
        Analysis::new(
            &g,
            AnalysisSettings {
                depth: 4,
                ..Default::default()
            }
        )
        .is_err()
    );
    let report = Analysis::new(&g, AnalysisSettings::default())
        .unwrap()
        .run()
        .unwrap();
    assert!(report.decisions.is_empty());
}

/// With rollouts, exactly the close checker plays (lost under `CLOSE_PLAY`, not the best)
/// are settled by them: their loss and class come from the rollout, the best play keeps
/// its equity, and every other decision is judged as without.
#[test]
fn close_plays_are_settled_by_rollouts_and_nothing_else_changes() {
    let g = random_match(&three_points(), ["neural", "random"], 7);
    let plain = at_depth(&g, 1);
    let rolled = Analysis::new(
        &g,
        AnalysisSettings {
            depth: 1,
            rollouts: Some(RolloutSettings {
                trials: 36,
                rolls: 3,
                ..Default::default()
            }),
        },
    )
    .unwrap()
    .run()
    .unwrap();
    check_report(&g, g.history(), &rolled);
    assert_eq!(plain.decisions.len(), rolled.decisions.len());
    let mut settled = 0;
    for (p, r) in plain.decisions.iter().zip(&rolled.decisions) {
        assert_eq!(p.history_index, r.history_index);
        let (p, r) = (&p.judged, &r.judged);
        let close = p.kind == Kind::Checker && p.played != p.best && p.loss < CLOSE_PLAY;
        assert_eq!(r.rolled_out, close, "{p:?}");
        if close {
            settled += 1;
            assert_eq!(r.best_equity, p.best_equity);
            assert!(r.loss >= 0.0);
            assert!((r.best_equity - r.played_equity - r.loss).abs() < 1e-12);
            assert_eq!(r.class, Class::of(r.loss));
            assert!(r.best == p.best || r.best == p.played);
        } else {
            assert_eq!(p, r);
        }
    }
    assert!(settled > 0, "no close play in the match");
}
