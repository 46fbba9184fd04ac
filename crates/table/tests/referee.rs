//! The referee without Bevy: take-backs, a lesson's refusals, replays, chance from an
//! authority, and saves written by earlier versions of the app.

use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_core::{Game, Seat, ToMove};
use tabula_malefiz::Malefiz;
use tabula_table::{
    ChanceFrom, Handled, Lesson, LessonScript, LessonStep, Level, Match, MatchRequest, MatchSetup,
    Refusal, SavedMatch, SeatKind, StartError, UnknownLevel, VariantArray,
};
use tabula_yut::Yut;

fn setup(game: &str, preset: &str, seats: Vec<SeatKind>, seed: u64) -> MatchSetup {
    MatchSetup {
        game: game.into(),
        preset: preset.into(),
        seats,
        seed,
        ..MatchSetup::default()
    }
}

fn yut_vs_computer(seed: u64) -> Match<Yut> {
    let s = setup(
        "yut",
        "encyclopedia-sticks",
        vec![SeatKind::Person, SeatKind::Computer(Level::Easy)],
        seed,
    );
    Match::new(s, None).unwrap()
}

fn handle<G: Game>(m: &mut Match<G>, r: MatchRequest<G>) -> Result<Handled, Refusal> {
    m.handle(r, &mut Vec::new())
}

fn first_legal<G: Game>(m: &Match<G>) -> G::Action {
    let mut legal = Vec::new();
    m.state.legal_actions(&mut legal);
    legal.swap_remove(0)
}

/// Draws chance until a seat is to decide; panics if the game ends first.
fn draw_to_a_decision<G: Game>(m: &mut Match<G>) {
    while m.state.to_move() == ToMove::Chance {
        assert_eq!(handle(m, MatchRequest::Chance), Ok(Handled::Applied));
    }
}

#[test]
fn a_take_back_returns_to_the_persons_decision_and_the_same_throws_come_again() {
    // Find a seed where the person (seat 0) moves first.
    let mut m = (1..100)
        .map(yut_vs_computer)
        .find_map(|mut m| {
            draw_to_a_decision(&mut m);
            (m.seat_to_move() == Some((Seat(0), SeatKind::Person))).then_some(m)
        })
        .expect("a seed where the person starts");
    assert_eq!(
        handle(&mut m, MatchRequest::TakeBack),
        Err(Refusal::NothingToTakeBack),
        "nothing of the person's to take back yet"
    );
    let before = m.history.clone();
    let decision = first_legal(&m);
    assert_eq!(
        handle(&mut m, MatchRequest::Play(decision)),
        Ok(Handled::Applied)
    );
    // The computer's throws and moves follow until the person is to throw again.
    let mut after = Vec::new();
    while m.thrower_to_move().is_none_or(|(s, _)| s != Seat(0)) {
        let request = match m.state.to_move() {
            ToMove::Chance => MatchRequest::Chance,
            ToMove::Seat(_) => MatchRequest::Play(first_legal(&m)),
            ToMove::Over(_) => panic!("the game ended"),
        };
        handle(&mut m, request).unwrap();
        after.push(*m.history.last().unwrap());
    }
    assert_eq!(m.take_back_point(), Some(before.len()));
    assert_eq!(handle(&mut m, MatchRequest::TakeBack), Ok(Handled::Rewound));
    assert_eq!(m.history, before);
    // The same decision again brings the same throws.
    handle(&mut m, MatchRequest::Play(decision)).unwrap();
    while m.history.len() < before.len() + 1 + after.len() {
        if m.state.to_move() == ToMove::Chance {
            handle(&mut m, MatchRequest::Chance).unwrap();
        } else {
            let play = first_legal(&m);
            handle(&mut m, MatchRequest::Play(play)).unwrap();
        }
    }
    assert_eq!(m.history[before.len() + 1..], after[..]);
}

#[test]
fn requests_at_the_wrong_time_are_refused_and_change_nothing() {
    let mut m = yut_vs_computer(3);
    assert_eq!(m.state.to_move(), ToMove::Chance);
    let any_move = "do new".parse().unwrap();
    assert_eq!(
        handle(&mut m, MatchRequest::Play(any_move)),
        Err(Refusal::ThrowFirst)
    );
    draw_to_a_decision(&mut m);
    let history = m.history.clone();
    assert_eq!(
        handle(&mut m, MatchRequest::Chance),
        Err(Refusal::NotTimeToThrow)
    );
    let bad = "do O19".parse().unwrap();
    assert!(matches!(
        handle(&mut m, MatchRequest::Play(bad)),
        Err(Refusal::NotLegalNow(_))
    ));
    assert_eq!(
        handle(&mut m, MatchRequest::Forward),
        Err(Refusal::NotInReplay)
    );
    assert_eq!(m.history, history);
}

fn yut_lesson() -> Lesson<Yut> {
    let step = |action: &str, say: Option<&str>| LessonStep {
        action: action.into(),
        say: say.map(String::from),
        then: None,
    };
    Lesson::new(LessonScript {
        preset: "encyclopedia-sticks".into(),
        options: Vec::new(),
        before: vec!["first:0".into()],
        intro: "intro".into(),
        steps: vec![
            step("throw:yut", Some("throw")),
            step("throw:geol", Some("throw again")),
            step("geol new", Some("enter with the geol")),
        ],
        end: "end".into(),
    })
    .unwrap()
}

#[test]
fn a_lesson_throws_its_own_throws_and_refuses_any_other_move() {
    let lesson = yut_lesson();
    let s = lesson.script.setup("yut", 77);
    assert!(matches!(
        Match::<Yut>::new(s.clone(), None),
        Err(StartError::NoLesson(_))
    ));
    let mut m = Match::new(s, Some(lesson)).unwrap();
    assert_eq!(m.history.len(), 1, "the lesson opens after its `before`");
    handle(&mut m, MatchRequest::Chance).unwrap();
    handle(&mut m, MatchRequest::Chance).unwrap();
    let shown: Vec<String> = m.history.iter().map(|a| a.to_string()).collect();
    assert_eq!(shown, ["first:0", "throw:yut", "throw:geol"]);
    // "yut new" is legal, but the lesson waits for the geol.
    let other = "yut new".parse().unwrap();
    assert_eq!(
        handle(&mut m, MatchRequest::Play(other)),
        Err(Refusal::NotInLesson("yut new".into()))
    );
    assert_eq!(m.history.len(), 3);
    let scripted = "geol new".parse().unwrap();
    assert_eq!(
        handle(&mut m, MatchRequest::Play(scripted)),
        Ok(Handled::Applied)
    );
    assert_eq!(m.scripted_next(), None, "the script is over");
    // Nothing before the lesson's opening is taken back.
    assert!(m.take_back_point().is_none_or(|k| k >= 1));
}

#[test]
fn a_watched_match_steps_forward_and_back_and_takes_no_moves() {
    let saved: SavedMatch = serde_json::from_str(include_str!("fixtures/yut.json")).unwrap();
    let mut m = Match::<Yut>::watch(&saved).unwrap();
    assert_eq!(m.replay_progress(), Some((0, saved.actions.len())));
    for _ in 0..saved.actions.len() {
        assert_eq!(handle(&mut m, MatchRequest::Forward), Ok(Handled::Applied));
    }
    assert_eq!(
        handle(&mut m, MatchRequest::Forward),
        Err(Refusal::NotInReplay)
    );
    assert_eq!(m.to_saved().actions, saved.actions);
    assert_eq!(handle(&mut m, MatchRequest::Back), Ok(Handled::Rewound));
    assert_eq!(m.history.len(), saved.actions.len() - 1);
    assert_eq!(
        handle(&mut m, MatchRequest::Chance),
        Err(Refusal::NotInReplay)
    );
}

#[test]
fn a_watched_match_jumps_to_any_position_and_no_further() {
    let saved: SavedMatch = serde_json::from_str(include_str!("fixtures/yut.json")).unwrap();
    let total = saved.actions.len();
    let mut m = Match::<Yut>::watch(&saved).unwrap();
    assert_eq!(m.watched_actions().map(|a| a.len()), Some(total));
    // Each jump, forward or back, shows the same position as stepping there does.
    for n in [total / 2, 3, total, 0, total - 1] {
        assert_eq!(handle(&mut m, MatchRequest::Seek(n)), Ok(Handled::Rewound));
        assert_eq!(m.replay_progress(), Some((n, total)));
        let mut stepped = Match::<Yut>::watch(&saved).unwrap();
        for _ in 0..n {
            handle(&mut stepped, MatchRequest::Forward).unwrap();
        }
        assert_eq!(m.state, stepped.state, "after {n} actions");
        assert_eq!(m.to_saved().actions, saved.actions[..n]);
    }
    assert_eq!(
        handle(&mut m, MatchRequest::Seek(total + 1)),
        Err(Refusal::PastTheEnd {
            asked: total + 1,
            total
        })
    );
    assert_eq!(
        m.replay_progress(),
        Some((total - 1, total)),
        "nothing changed"
    );
    let mut played = Match::<Yut>::resume(&saved, None).unwrap();
    assert_eq!(
        handle(&mut played, MatchRequest::Seek(1)),
        Err(Refusal::NotInReplay)
    );
}

#[test]
fn chance_from_an_authority_takes_the_right_outcome_and_refuses_a_wrong_one() {
    let server_setup = setup(
        "backgammon",
        "standard",
        vec![SeatKind::Remote, SeatKind::Remote],
        0x5EED,
    );
    let client_setup = server_setup.for_a_player_elsewhere();
    assert_eq!(client_setup.chance, ChanceFrom::Authority);
    assert_eq!(
        client_setup.seed, 0,
        "a player elsewhere never holds the seed"
    );
    let mut server = Match::<Backgammon>::new(server_setup, None).unwrap();
    let mut client = Match::<Backgammon>::new(client_setup, None).unwrap();
    assert!(server.draws_chance() && !client.draws_chance());
    assert_eq!(
        handle(&mut client, MatchRequest::Chance),
        Err(Refusal::DrawnElsewhere)
    );
    for _ in 0..40 {
        match server.state.to_move() {
            ToMove::Chance => {
                handle(&mut server, MatchRequest::Chance).unwrap();
                let drawn = *server.history.last().unwrap();
                // A wrong outcome (one not possible now) is refused; the drawn one applies.
                let mut possible = Vec::new();
                client.state.chance_outcomes(&mut possible);
                let wrong = "24/21".parse().unwrap();
                assert!(!possible.iter().any(|(a, _)| *a == wrong));
                assert!(matches!(
                    handle(&mut client, MatchRequest::Outcome(wrong)),
                    Err(Refusal::NotLegalNow(_))
                ));
                assert_eq!(
                    handle(&mut client, MatchRequest::Outcome(drawn)),
                    Ok(Handled::Applied)
                );
                // The server draws its own: an outcome handed to it is refused.
                if server.state.to_move() == ToMove::Chance {
                    assert_eq!(
                        handle(&mut server, MatchRequest::Outcome(drawn)),
                        Err(Refusal::DrawnHere)
                    );
                }
            }
            ToMove::Seat(_) => {
                let play = first_legal(&server);
                handle(&mut server, MatchRequest::Play(play)).unwrap();
                handle(&mut client, MatchRequest::Play(play)).unwrap();
            }
            ToMove::Over(_) => break,
        }
        assert_eq!(client.history, server.history);
    }
    assert!(server.history.len() >= 20);
    // Remote seats are not people at this screen: nothing to take back here.
    assert_eq!(client.take_back_point(), None);
}

#[test]
fn a_save_resumes_to_the_same_state_and_a_cut_one_says_where_it_stops() {
    let mut m = yut_vs_computer(11);
    let mut deciders = Vec::new();
    for _ in 0..30 {
        let (request, decider) = match m.state.to_move() {
            ToMove::Chance => (MatchRequest::Chance, None),
            ToMove::Seat(s) => (MatchRequest::Play(first_legal(&m)), Some(s)),
            ToMove::Over(_) => break,
        };
        handle(&mut m, request).unwrap();
        deciders.push(decider);
    }
    let saved = m.to_saved();
    let text = serde_json::to_string(&saved).unwrap();
    let back: SavedMatch = serde_json::from_str(&text).unwrap();
    let resumed = Match::<Yut>::resume(&back, None).unwrap();
    assert_eq!(resumed.history, m.history);
    // Who decided each action, in play and after resuming; chance is nobody's decision.
    assert!(deciders.contains(&None) && deciders.iter().any(Option::is_some));
    for (i, decider) in deciders.iter().enumerate() {
        assert_eq!(m.decided_by(i), *decider, "action {i}");
        assert_eq!(resumed.decided_by(i), *decider, "action {i}, resumed");
    }
    assert_eq!(m.decided_by(deciders.len()), None);
    assert_eq!(
        serde_json::to_string(&resumed.state).unwrap(),
        serde_json::to_string(&m.state).unwrap()
    );
    let mut cut = saved.clone();
    cut.actions[5] = "throw:nonsense".into();
    let (partial, refused) = Match::<Yut>::replay(&cut, None).unwrap();
    assert_eq!(partial.history.len(), 5);
    assert!(matches!(refused, Some(StartError::Action { index: 6, .. })));
    assert!(Match::<Yut>::resume(&cut, None).is_err());
    let mut other = saved;
    other.setup.game = "malefiz".into();
    assert!(matches!(
        Match::<Yut>::resume(&other, None),
        Err(StartError::OtherGame { .. })
    ));
}

/// Each fixture is a save the app wrote before the referee left it (2 Dec 2026).
fn old_save(text: &str) -> SavedMatch {
    serde_json::from_str(text).expect("an old save reads")
}

#[test]
fn saves_written_by_earlier_versions_resume() {
    fn check<G: Game>(text: &str) {
        let saved = old_save(text);
        let m = Match::<G>::resume(&saved, None).unwrap();
        assert_eq!(m.to_saved().actions, saved.actions, "{}", G::NAME);
        assert!(
            m.outcome().is_none(),
            "{}: a save is of a match under way",
            G::NAME
        );
    }
    check::<Yut>(include_str!("fixtures/yut.json"));
    check::<Malefiz>(include_str!("fixtures/malefiz.json"));
    check::<Backgammon>(include_str!("fixtures/backgammon.json"));
}

#[test]
fn lessons_saved_by_earlier_versions_replay_to_their_end() {
    fn check<G: Game>(text: &str) {
        let saved = old_save(text);
        assert!(saved.setup.lesson);
        assert_eq!(
            saved.setup.seats[0],
            SeatKind::Person,
            "\"human\" reads as a person here"
        );
        let m = Match::<G>::watch(&saved).unwrap();
        assert_eq!(m.replay_progress(), Some((0, saved.actions.len())));
        assert!(m.setup.lesson, "watched, a lesson is still called one");
        assert!(m.lesson().is_none(), "and awaits no step");
        // Played, a lesson needs its script.
        assert!(matches!(
            Match::<G>::resume(&saved, None),
            Err(StartError::NoLesson(_))
        ));
    }
    check::<Yut>(include_str!("fixtures/yut-lesson.json"));
    check::<Chisolo>(include_str!("fixtures/chisolo-lesson.json"));
    check::<Malefiz>(include_str!("fixtures/malefiz-lesson.json"));
    check::<Backgammon>(include_str!("fixtures/backgammon-lesson.json"));
}

#[test]
fn a_level_reads_back_what_it_writes() {
    let names: Vec<String> = Level::VARIANTS.iter().map(Level::to_string).collect();
    assert_eq!(names, ["easy", "medium", "hard"]);
    for &level in Level::VARIANTS {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        // The save's name is the same word.
        assert_eq!(
            serde_json::to_string(&level).unwrap(),
            format!("\"{level}\"")
        );
    }
    assert_eq!(
        "impossible".parse::<Level>(),
        Err(UnknownLevel("impossible".into()))
    );
}

#[test]
fn a_setup_reads_and_writes_as_before() {
    let old = r#"{"game":"yut","preset":"modern","options":[],"seats":["human",{"computer":"hard"}],"seed":4}"#;
    let s: MatchSetup = serde_json::from_str(old).unwrap();
    assert_eq!(s.seats, [SeatKind::Person, SeatKind::Computer(Level::Hard)]);
    assert_eq!(s.chance, ChanceFrom::Seed);
    assert_eq!(serde_json::to_string(&s).unwrap(), old);
    let remote = MatchSetup {
        seats: vec![SeatKind::Person, SeatKind::Remote],
        ..s
    }
    .for_a_player_elsewhere();
    let text = serde_json::to_string(&remote).unwrap();
    assert!(text.contains(r#""remote""#) && text.contains(r#""chance":"authority""#));
    assert_eq!(serde_json::from_str::<MatchSetup>(&text).unwrap(), remote);
}
