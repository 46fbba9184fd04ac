//! Headless tests of the app's match flow: no window, renderer, egui or sound.

use crate::common;
use crate::every_game::UnderTest;

use bevy::prelude::*;
use tabula::app::layout::Arrangement;
use tabula::app::screens::Screen;
use tabula::app::settings::Settings;
use tabula::app::storage::DataDir;
use tabula::board::animation::{AnimationQueue, Step};
use tabula::games::yut::{PieceSprite, resting_places};
use tabula::session::match_flow::{
    self, ActionApplied, AtThisScreen, Match, MatchRequest, Presenting, RequestRefused,
    RuleMessage, WaitingFor,
};
use tabula::session::saves;
use tabula::theme::SeatNames;
use tabula::ui::move_log::LoggedLine;
use tabula::ui::panel::HudInfo;
use tabula_core::{Game, RuleEvent, ToMove};
use tabula_table::{Level, MatchSetup, SeatKind};
use tabula_yut::{Yut, YutAction};

fn app(name: &str, seats: Vec<SeatKind>, speed: f32) -> App {
    let settings = Settings {
        animation_speed: speed,
        ..Settings::default()
    };
    let setup = MatchSetup {
        seats,
        seed: 42,
        ..MatchSetup::default()
    };
    common::headless_app(&format!("headless-{name}"), settings, setup)
}

impl UnderTest for Yut {
    fn people() -> MatchSetup {
        MatchSetup {
            seats: humans(),
            seed: 42,
            ..MatchSetup::default()
        }
    }

    /// A move from a station no piece stands on.
    fn illegal(_: &Yut) -> Vec<YutAction> {
        vec!["mo C".parse().unwrap()]
    }

    fn assert_board_shows(app: &mut App, state: &Yut) {
        let arrangement = *app.world().resource::<Arrangement>();
        let mut expected: Vec<_> = resting_places(state, arrangement)
            .into_iter()
            .map(|(id, p, _)| (id.0, p.x.round() as i32, p.y.round() as i32))
            .collect();
        expected.sort();
        let mut q = app.world_mut().query::<(&PieceSprite, &Transform)>();
        let mut shown: Vec<_> = q
            .iter(app.world())
            .map(|(p, t)| {
                let at = t.translation.round();
                (p.0.0, at.x as i32, at.y as i32)
            })
            .collect();
        shown.sort();
        assert_eq!(shown, expected, "the pieces rest where the state has them");
    }
}

fn start(app: &mut App) {
    common::start::<Yut>(app);
}

fn drain<M: Message>(app: &mut App) -> Vec<M> {
    app.world_mut()
        .resource_mut::<Messages<M>>()
        .drain()
        .collect()
}

fn request(app: &mut App, r: MatchRequest<Yut>) {
    app.world_mut().write_message(r);
}

fn state(app: &App) -> Yut {
    app.world().resource::<Match<Yut>>().state.clone()
}

fn humans() -> Vec<SeatKind> {
    vec![SeatKind::Person, SeatKind::Person]
}

/// Updates until the lot is drawn and a person is to throw.
fn settle(app: &mut App) {
    for _ in 0..20 {
        app.update();
        if !app.world().resource::<Presenting>().is_busy()
            && state(app).to_move() == ToMove::Chance
            && state(app).phase() == tabula_yut::Phase::Throwing
        {
            return;
        }
    }
    panic!("the match did not settle");
}

#[test]
fn a_request_flows_to_rule_messages_in_order() {
    let mut app = app("flow", humans(), 0.0);
    start(&mut app);
    settle(&mut app);
    drain::<RuleMessage>(&mut app);
    // Throw, then play the first legal move; the messages are the rules' own events.
    request(&mut app, MatchRequest::Chance);
    app.update();
    let thrown = drain::<RuleMessage>(&mut app);
    assert!(
        matches!(thrown.first(), Some(RuleMessage(RuleEvent::Thrown { .. }))),
        "{thrown:?}"
    );
    // Keep throwing while the throw grants another.
    while state(&app).to_move() == ToMove::Chance {
        request(&mut app, MatchRequest::Chance);
        app.update();
        drain::<RuleMessage>(&mut app);
    }
    let before = state(&app);
    let mut legal = Vec::new();
    before.legal_actions(&mut legal);
    let action = legal[0];
    let mut expected = Vec::new();
    before.clone().apply(&action, &mut expected).unwrap();
    app.update();
    drain::<ActionApplied>(&mut app);
    drain::<LoggedLine>(&mut app);
    request(&mut app, MatchRequest::Play(action));
    app.update();
    let got: Vec<RuleEvent> = drain::<RuleMessage>(&mut app)
        .into_iter()
        .map(|m| m.0)
        .collect();
    assert_eq!(got, expected);
    let applied = drain::<ActionApplied>(&mut app);
    assert_eq!(applied.len(), 1);
    // The match keeps data; the log says the move in words at the edge.
    let logged = drain::<LoggedLine>(&mut app);
    assert_eq!(logged.len(), 1, "{logged:?}");
    assert!(
        logged[0].0.contains("Red") || logged[0].0.contains("Blue"),
        "{}",
        logged[0].0
    );
    let hud_log = &app.world().resource::<HudInfo>().log;
    assert_eq!(hud_log.last(), Some(&logged[0].0));
    assert_eq!(
        hud_log.len(),
        app.world().resource::<Match<Yut>>().history.len()
    );
}

/// The log names the seats as the theme names its colours.
#[test]
fn the_log_calls_the_seats_what_the_theme_calls_them() {
    let mut app = app("names", humans(), 0.0);
    app.world_mut()
        .resource_mut::<tabula::theme::Theme>()
        .side_names = ["Vermilion", "Sky", "Teal", "Amber"]
        .map(|n| tabula::theme::SideName::Everywhere(n.into()))
        .to_vec();
    start(&mut app);
    settle(&mut app);
    let log = app.world().resource::<HudInfo>().log.clone();
    assert!(
        log.first()
            .is_some_and(|l| l.contains("Vermilion") || l.contains("Sky")),
        "{log:?}"
    );
    assert!(!log.iter().any(|l| l.contains("Red") || l.contains("Blue")));
}

/// A request that arrives while pieces move (as a remote player's would) waits and is
/// applied once they stop: nothing is refused or lost.
#[test]
fn a_request_sent_while_pieces_move_is_applied_after_them() {
    let mut app = app("busy", humans(), 1.0);
    start(&mut app);
    for _ in 0..200 {
        app.update();
        if !app.world().resource::<Presenting>().is_busy()
            && state(&app).phase() == tabula_yut::Phase::Throwing
        {
            break;
        }
    }
    let before = state(&app);
    let history = app.world().resource::<Match<Yut>>().history.len();
    app.world_mut().resource_mut::<AnimationQueue>().push(Step {
        duration: 1000.0,
        ..default()
    });
    drain::<RequestRefused>(&mut app);
    request(&mut app, MatchRequest::Chance);
    for _ in 0..5 {
        app.update();
    }
    assert!(drain::<RequestRefused>(&mut app).is_empty(), "refused");
    assert_eq!(state(&app), before, "applied while the pieces moved");
    assert!(*app.world().resource::<Presenting>() == Presenting(true));
    // The pieces stop: the request that waited goes through, once.
    app.world_mut().resource_mut::<AnimationQueue>().clear();
    app.update();
    assert_ne!(state(&app), before);
    assert_eq!(
        app.world().resource::<Match<Yut>>().history.len(),
        history + 1
    );
    assert!(drain::<RequestRefused>(&mut app).is_empty());
}

/// The app says whom the match waits for (the web page passes it on): the person exactly
/// when the person's throw or move is due and the board is still, the computer while its
/// seat is to act, the animation while one plays, nobody once play is left.
#[test]
fn the_app_says_whom_the_match_waits_for() {
    let mut app = app(
        "waiting",
        vec![SeatKind::Person, SeatKind::Computer(Level::Easy)],
        0.0,
    );
    start(&mut app);
    let mut seen = Vec::new();
    for _ in 0..2_000 {
        app.update();
        let waiting = *app.world().resource::<WaitingFor>();
        let m = app.world().resource::<Match<Yut>>();
        let board = app.world().resource::<Presenting>();
        let persons_turn = m.person_to_move(board) || m.person_to_throw(board);
        assert_eq!(waiting == WaitingFor::Person, persons_turn, "{waiting:?}");
        if !seen.contains(&waiting) {
            seen.push(waiting);
        }
        if seen.contains(&WaitingFor::Person) && seen.contains(&WaitingFor::Computer) {
            break;
        }
        // The person throws and plays the first legal move.
        let state = m.state.clone();
        if m.person_to_throw(board) {
            request(&mut app, MatchRequest::Chance);
        } else if m.person_to_move(board) {
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            request(&mut app, MatchRequest::Play(legal[0]));
        }
    }
    assert!(seen.contains(&WaitingFor::Person), "{seen:?}");
    assert!(seen.contains(&WaitingFor::Computer), "{seen:?}");
    app.world_mut().resource_mut::<Settings>().animation_speed = 1.0;
    app.world_mut().resource_mut::<AnimationQueue>().push(Step {
        duration: 1000.0,
        ..default()
    });
    app.update();
    assert_eq!(*app.world().resource::<WaitingFor>(), WaitingFor::Animation);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    assert_eq!(*app.world().resource::<WaitingFor>(), WaitingFor::Nobody);
}

#[test]
fn a_save_that_does_not_replay_is_refused() {
    let saved = tabula_table::SavedMatch {
        setup: MatchSetup::default(),
        actions: vec!["first:0".into(), "mo C".into()],
        saved_at: None,
    };
    let err = match_flow::resume::<Yut>(&saved).expect_err("refused");
    assert!(
        matches!(err, tabula_table::StartError::Action { index: 2, .. }),
        "{err}"
    );
    assert!(err.to_string().starts_with("action 2 (\"mo C\")"), "{err}");
}

/// A match of another game saved in its own slot.
fn chisolo_save() -> tabula_table::SavedMatch {
    tabula_table::SavedMatch::new(
        MatchSetup {
            game: "chisolo".into(),
            preset: "natatu".into(),
            seats: humans(),
            ..MatchSetup::default()
        },
        vec!["first:1".into()],
    )
}

#[test]
fn a_new_game_keeps_another_games_save() {
    let mut app = app("other-save", humans(), 0.0);
    let data = app.world().resource::<DataDir>().clone();
    let other = chisolo_save();
    saves::write_save(&data, &other).unwrap();
    start(&mut app);
    settle(&mut app);
    request(&mut app, MatchRequest::Chance);
    for _ in 0..5 {
        app.update();
    }
    let yut = saves::read_save(&data, "yut")
        .unwrap()
        .expect("the new match is saved");
    assert!(!yut.actions.is_empty());
    assert_eq!(
        saves::read_save(&data, "chisolo").unwrap(),
        Some(other.clone())
    );
    let games = app
        .world()
        .resource::<tabula::session::registry::Games>()
        .clone();
    let (offered, notices) = saves::saves_on_offer(&data, &games);
    assert!(notices.is_empty(), "{notices:?}");
    let offered: Vec<&str> = offered
        .iter()
        .map(|o| o.saved.setup.game.as_str())
        .collect();
    assert_eq!(offered.len(), 2, "{offered:?}");
    assert!(offered.contains(&"chisolo") && offered.contains(&"yut"));
}

#[test]
fn a_save_with_a_bad_last_action_resumes_at_the_one_before() {
    let app = app("bad-end", humans(), 0.0);
    let data = app.world().resource::<DataDir>().clone();
    let games = app
        .world()
        .resource::<tabula::session::registry::Games>()
        .clone();
    // Ten good actions of a real game, then one the rules refuse.
    let mut game = Yut::new(&Default::default(), 2).unwrap();
    let mut actions = Vec::new();
    let mut rng = tabula_core::Rng64::new(7);
    let mut events = Vec::new();
    while actions.len() < 10 {
        let action = match game.to_move() {
            ToMove::Chance => {
                let mut outcomes = Vec::new();
                game.chance_outcomes(&mut outcomes);
                outcomes[tabula_core::sample_chance(&outcomes, &mut rng)].0
            }
            _ => {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                legal[0]
            }
        };
        game.apply(&action, &mut events).unwrap();
        actions.push(action.to_string());
    }
    let mut damaged = actions.clone();
    damaged.push("mo C".into());
    let setup = MatchSetup {
        seats: humans(),
        ..MatchSetup::default()
    };
    saves::write_save(&data, &tabula_table::SavedMatch::new(setup, damaged)).unwrap();
    let (offered, notices) = saves::saves_on_offer(&data, &games);
    assert_eq!(offered.len(), 1);
    assert_eq!(
        offered[0].saved.actions, actions,
        "resumes at the 10th action"
    );
    // A plain message by id, naming the game and how far it goes: no path, no parser text.
    assert_eq!(
        notices,
        vec![
            tabula::locale::Told::new("notice-save-cut")
                .told("game", "yut-title")
                .number("kept", 10)
                .number("total", 11)
        ]
    );
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let texts = tabula::locale::Texts::from_dir(&dir).unwrap();
    let said = texts.told(&notices[0]);
    assert!(
        said.contains("Yut Nori") && said.contains("step 10 of 11"),
        "{said}"
    );
    // What is offered replays whole, and the damaged original was kept aside.
    assert_eq!(
        saves::read_save(&data, "yut").unwrap().unwrap().actions,
        actions
    );
    let aside = data.file("saves/yut.damaged-1.json").unwrap();
    assert!(std::fs::read_to_string(aside).unwrap().contains("mo C"));
    let resumed = match_flow::resume::<Yut>(&offered[0].saved).unwrap();
    assert!(resumed.state == game);
}

#[test]
fn the_last_move_mark_follows_the_last_action() {
    use tabula::board::last_move::{LastMove, LastMoveHalo, Spots};
    let mut app = app(
        "last-move",
        vec![
            SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy),
        ],
        0.0,
    );
    start(&mut app);
    let mut checked = 0;
    let mut seen = 0;
    for _ in 0..4000 {
        app.update();
        let m = app.world().resource::<Match<Yut>>();
        if m.history.len() == seen || m.outcome().is_some() {
            continue;
        }
        seen = m.history.len();
        // Replay the last action to learn what it moved.
        let mut before = Yut::new(&Default::default(), 2).unwrap();
        let mut events = Vec::new();
        for a in &m.history[..seen - 1] {
            before.apply(a, &mut events).unwrap();
        }
        events.clear();
        before.apply(&m.history[seen - 1], &mut events).unwrap();
        let Some(expected) = LastMove::of(&events) else {
            continue;
        };
        app.update();
        assert_eq!(*app.world().resource::<LastMove>(), expected);
        let state = app.world().resource::<Match<Yut>>().state.clone();
        let mut halos = app.world_mut().query::<(&LastMoveHalo, &Transform)>();
        let landed: Vec<Vec2> = halos
            .iter(app.world())
            .filter(|(h, _)| h.landing)
            .map(|(_, t)| t.translation.truncate())
            .collect();
        let theme = app.world().resource::<tabula::theme::Theme>();
        let wanted: Vec<Vec2> = expected
            .to
            .iter()
            .filter_map(|s| state.spot(*s, theme))
            .collect();
        assert_eq!(landed, wanted, "after action {seen}");
        checked += 1;
        if checked >= 10 {
            break;
        }
    }
    assert!(checked >= 10, "only {checked} moves checked");
}

/// Every text the HUD shows now.
fn hud_texts(hud: &HudInfo) -> Vec<String> {
    let mut texts = vec![
        hud.title.clone(),
        hud.turn_line.clone(),
        hud.pending_label.clone(),
        hud.throw_label.clone(),
        hud.hint.clone(),
        hud.result.clone(),
    ];
    texts.extend(hud.pending.iter().cloned());
    texts.extend(hud.buttons.iter().map(|b| b.label.clone()));
    for side in &hud.sides {
        texts.extend([side.name.clone(), side.detail.clone()]);
    }
    texts.extend(hud.log.iter().cloned());
    texts
}

/// Plays a computers' match of `G` for a while and checks every HUD text of every frame:
/// no preset id, no count like "1 moves", and, where `codes` says so, no station code the
/// board does not draw. Returns how many texts were read.
fn hud_has_no_internal_words<G: tabula::session::match_flow::GameView>(
    name: &str,
    preset: &str,
    seats: usize,
    codes: fn(&str) -> bool,
) -> usize {
    let setup = MatchSetup {
        game: G::NAME.into(),
        preset: preset.into(),
        seats: vec![SeatKind::Computer(Level::Easy); seats],
        seed: 9,
        ..MatchSetup::default()
    };
    let mut app = common::headless_app(&format!("hud-{name}"), common::instant(), setup);
    common::start::<G>(&mut app);
    let mut read = 0;
    for _ in 0..600 {
        app.update();
        for text in hud_texts(app.world().resource::<HudInfo>()) {
            read += 1;
            assert!(!text.contains(preset), "{name}: preset id in {text:?}");
            for n in [
                "1 moves",
                "1 pieces",
                "1 counters",
                "1 pawns",
                "1 checkers",
                "1 throws",
            ] {
                assert!(
                    !text.contains(&format!(" {n}")) && !text.starts_with(n),
                    "{name}: {text:?}"
                );
            }
            assert!(!codes(&text), "{name}: an internal code in {text:?}");
        }
        if app.world().resource::<Match<G>>().outcome().is_some() {
            break;
        }
    }
    read
}

/// A Yut station code ("O5", "A2", "B4") as a word of the text. The centre's "C" is left
/// out: in English C is the letter drawn beside the corner ten steps in.
fn yut_code(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| {
        w.len() >= 2 && w.starts_with(['O', 'A', 'B']) && w[1..].chars().all(|c| c.is_ascii_digit())
    })
}

#[test]
fn the_hud_says_nothing_internal() {
    assert!(yut_code("Red moves O5 with geol") && yut_code("Red moves from A1"));
    assert!(!yut_code("Red moves from 2 past B to 1 in from C"));
    let none = |_: &str| false;
    let read = hud_has_no_internal_words::<Yut>("yut", "encyclopedia-sticks", 2, yut_code)
        + hud_has_no_internal_words::<tabula_chisolo::Chisolo>("chisolo", "natatu", 2, none)
        + hud_has_no_internal_words::<tabula_backgammon::Backgammon>(
            "backgammon",
            "standard",
            2,
            none,
        )
        + hud_has_no_internal_words::<tabula_malefiz::Malefiz>("malefiz", "encyclopedia", 4, none);
    assert!(read > 1000, "{read}");
}

/// Switching the language tells the panel and the whole log again in the new one: the
/// throws by their Korean names, the lines in Russian with their plurals.
#[test]
fn the_panel_and_the_log_follow_the_language() {
    use tabula::locale::Texts;
    let mut app = app("language", humans(), 0.0);
    start(&mut app);
    settle(&mut app);
    // A few throws and moves, each a line.
    for _ in 0..6 {
        let g = state(&app);
        match g.to_move() {
            ToMove::Chance => request(&mut app, MatchRequest::Chance),
            ToMove::Seat(_) => {
                let mut legal = Vec::new();
                g.legal_actions(&mut legal);
                request(&mut app, MatchRequest::Play(legal[0]));
            }
            ToMove::Over(_) => break,
        }
        for _ in 0..4 {
            app.update();
        }
    }
    let english = app.world().resource::<HudInfo>().log.clone();
    let english_turn = app.world().resource::<HudInfo>().turn_line.clone();
    assert!(english.len() >= 4, "{english:?}");
    assert!(
        english.iter().any(|l| l.contains(" throws ")),
        "{english:?}"
    );
    let throw_names = ["도", "개", "걸", "윷", "모", "빽도"];
    assert!(
        !english
            .iter()
            .any(|l| throw_names.iter().any(|n| l.contains(n)))
    );

    let mut texts = app.world_mut().resource_mut::<Texts>();
    assert!(texts.set_language("ko"));
    app.update();
    app.update();
    let hud = app.world().resource::<HudInfo>();
    assert_eq!(hud.log.len(), english.len(), "the same lines, told again");
    let throws_told = hud
        .log
        .iter()
        .filter(|l| throw_names.iter().any(|n| l.contains(n)))
        .count();
    assert!(throws_told >= 2, "{:?}", hud.log);
    // The seats are named in the language too (the built-in theme names no colours).
    assert!(hud.log.iter().any(|l| l.contains("빨강")), "{:?}", hud.log);
    assert!(english.iter().all(|l| !l.contains("빨강")));
    assert_ne!(hud.turn_line, english_turn);
    assert!(hud.title.starts_with("윷놀이"), "{}", hud.title);

    let mut texts = app.world_mut().resource_mut::<Texts>();
    assert!(texts.set_language("ru"));
    app.update();
    app.update();
    let hud = app.world().resource::<HudInfo>();
    assert!(hud.title.starts_with("Ютнори"), "{}", hud.title);
    assert!(
        hud.log.iter().any(|l| l.contains("Красный")),
        "{:?}",
        hud.log
    );
    assert!(
        hud.log.iter().all(|l| !l.contains(" throws ")),
        "{:?}",
        hud.log
    );
    // Russian counts take three forms: 1 бросок, 2 броска, 5 бросков.
    let texts = app.world().resource::<Texts>();
    let lost = |n: i64| {
        texts.with(
            "log-throws-lost",
            &[("name", "Red".into()), ("count", n.into())],
        )
    };
    let (one, few, many) = (lost(1), lost(2), lost(5));
    assert!(
        one != few && few != many && one != many,
        "{one} / {few} / {many}"
    );
}

/// The letters beside Yut's big stations are the language's own, and change with it.
#[test]
fn the_board_letters_follow_the_language() {
    use tabula::board::labels::WorldLabel;
    use tabula::locale::Texts;
    let mut app = app("letters", humans(), 0.0);
    start(&mut app);
    settle(&mut app);
    let labels = |app: &mut App| {
        let mut q = app.world_mut().query::<&WorldLabel>();
        q.iter(app.world())
            .map(|l| l.text.clone())
            .collect::<Vec<_>>()
    };
    for (code, letters, others) in [
        ("en", ["A", "B", "C", "D", "E"], ["А", "가"]),
        ("ko", ["가", "나", "다", "라", "마"], ["A", "А"]),
        ("ru", ["А", "Б", "В", "Г", "Д"], ["A", "가"]),
    ] {
        assert!(app.world_mut().resource_mut::<Texts>().set_language(code));
        app.update();
        let shown = labels(&mut app);
        for letter in letters {
            let n = shown.iter().filter(|t| *t == letter).count();
            assert_eq!(n, 1, "{code}: {letter} in {shown:?}");
        }
        for other in others {
            assert!(!shown.iter().any(|t| t == other), "{code}: {shown:?}");
        }
    }
}

#[test]
fn a_theme_names_its_colours_in_each_language() {
    use std::collections::HashMap;
    use tabula::locale::Texts;
    use tabula::theme::{SideName, Theme};
    let mut app = app("side-names", humans(), 0.0);
    start(&mut app);
    settle(&mut app);
    let by_language = HashMap::from([("en".into(), "Ink".into()), ("ru".into(), "Чернила".into())]);
    let mut theme = app.world_mut().resource_mut::<Theme>();
    theme.side_names = vec![
        SideName::ByLanguage(by_language),
        SideName::Everywhere("Paper".into()),
    ];
    app.update();
    let names = |app: &App| app.world().resource::<SeatNames>().sides.clone();
    assert_eq!(names(&app)[..3], ["Ink", "Paper", "Green"]);
    app.world_mut().resource_mut::<Texts>().set_language("ru");
    app.update();
    // The theme's Russian, its one word for all, and the language's own for the rest.
    assert_eq!(names(&app)[..3], ["Чернила", "Paper", "Зелёный"]);
    app.world_mut().resource_mut::<Texts>().set_language("ko");
    app.update();
    // No Korean from the theme: its English, not the language file's colour.
    assert_eq!(names(&app)[..3], ["Ink", "Paper", "초록"]);
    app.update();
    let turn = app.world().resource::<HudInfo>().turn_line.clone();
    assert!(turn.contains("Ink") || turn.contains("Paper"), "{turn}");
}
