//! The guided first game of every game, headless: its script is legal and speaks every
//! language; followed step by step it reaches its end (the throws are the script's, the
//! computer plays the script's moves), any other move is refused with the guidance said
//! again, the move awaited is marked on the board, and the real game goes on after it
//! against the Easy computer. And the rules pages: every position reached, every move
//! drawn is legal there.

use crate::common;

use bevy::prelude::*;
use common::{game, headless_app, instant, start};
use tabula::board::last_move::Spots;
use tabula::board::sketch::Sketch;
use tabula::locale::Texts;
use tabula::session::lesson::{learning, lesson};
use tabula::session::match_flow::{GameView, MatchRequest, Refusal, RequestRefused};
use tabula::theme::Theme;
use tabula::ui::describe::Describe;
use tabula::ui::gallery::{GalleryPages, page_position};
use tabula::ui::lesson::LessonMark;
use tabula::ui::panel::HudInfo;
use tabula_backgammon::Backgammon;
use tabula_chisolo::Chisolo;
use tabula_core::{Seat, ToMove};
use tabula_malefiz::Malefiz;
use tabula_table::{Level, SeatKind};
use tabula_yut::Yut;

fn texts() -> Texts {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    Texts::from_dir(&dir).expect("the shipped texts")
}

/// The script and its pages check against the rules, and every text it names is written
/// in every language.
fn the_material_is_sound<G: GameView>() {
    let learning = learning::<G>()
        .expect("the game has a lesson")
        .expect("its learn.ron reads");
    let lesson = lesson::<G>().unwrap();
    let setup = lesson.script.setup(G::NAME, 1);
    let options = setup.game_options::<G>().unwrap();
    lesson
        .check(&options)
        .unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
    assert!(
        lesson.steps.len() >= 8,
        "{}: a lesson of {} steps",
        G::NAME,
        lesson.steps.len()
    );
    let mut texts = texts();
    for (code, _) in texts.languages() {
        assert!(texts.set_language(&code));
        for id in learning.message_ids() {
            assert!(texts.has(id), "{}: {id} is not written in {code}", G::NAME);
        }
    }
    assert!(
        learning.pages.len() >= 4,
        "{}: {} pages",
        G::NAME,
        learning.pages.len()
    );
    for page in &learning.pages {
        let state = page_position::<G>(page).unwrap_or_else(|e| panic!("{}: {e}", G::NAME));
        if let Some(show) = &page.show {
            let action: G::Action = show.parse().unwrap();
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            assert!(
                legal.contains(&action),
                "{}: {show} is not legal on {}",
                G::NAME,
                page.title
            );
        }
    }
}

/// The card's words now, in English.
fn card(app: &App) -> (String, String, String) {
    let card = app
        .world()
        .resource::<HudInfo>()
        .lesson
        .clone()
        .expect("the lesson's card shows");
    (card.done, card.next, card.refused)
}

fn marks(app: &mut App) -> usize {
    let mut q = app.world_mut().query_filtered::<(), With<LessonMark>>();
    q.iter(app.world()).count()
}

/// Follows the lesson of `G` to its end, trying a wrong move at each of the person's
/// decisions first.
fn the_lesson_is_followed_to_its_end<G: GameView + Describe + Spots + Sketch + PartialEq>(
    name: &str,
) {
    let lesson = lesson::<G>().unwrap();
    let setup = lesson.script.setup(G::NAME, 3);
    lesson.check(&setup.game_options::<G>().unwrap()).unwrap();
    let texts = texts();
    let mut app = headless_app(name, instant(), setup);
    start::<G>(&mut app);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        game::<G>(&app).history.len(),
        lesson.start,
        "the lesson opens at its position"
    );
    assert_eq!(card(&app).0, texts.get(&lesson.script.intro));
    let (mut refusals, mut marked) = (0, 0);
    for k in 0..lesson.steps.len() {
        let expected = lesson.steps[k].clone();
        let at = lesson.start + k;
        // The board shows each step before the next; the computer acts on its own.
        let mut waited = 0;
        while game::<G>(&app).history.len() == at && waited < 2_000 {
            let m = game::<G>(&app);
            let person = match m.state.to_move() {
                ToMove::Seat(s) => s == Seat(0),
                ToMove::Chance => m.state.thrower() == Some(Seat(0)),
                ToMove::Over(_) => panic!("{}: the game ended in the lesson", G::NAME),
            };
            if !person {
                app.update();
                waited += 1;
                continue;
            }
            for _ in 0..3 {
                app.update();
            }
            let say = lesson.script.steps[k]
                .say
                .as_ref()
                .expect("the person's step says");
            assert_eq!(card(&app).1, texts.get(say), "{}: step {}", G::NAME, k + 1);
            let before = game::<G>(&app).state.clone();
            if let ToMove::Seat(_) = before.to_move() {
                marked += usize::from(marks(&mut app) > 0);
                // Another legal move is refused, changes nothing, and the card says so.
                let mut legal = Vec::new();
                before.legal_actions(&mut legal);
                if let Some(wrong) = legal.iter().find(|a| **a != expected).cloned() {
                    let refused =
                        common::refusals(&mut app, MatchRequest::<G>::Play(wrong.clone()));
                    assert!(
                        matches!(&refused[..], [RequestRefused(Refusal::NotInLesson(a))] if *a == wrong.to_string()),
                        "{}: {wrong} gave {refused:?}",
                        G::NAME
                    );
                    assert!(
                        game::<G>(&app).state == before,
                        "{}: {wrong} changed the game",
                        G::NAME
                    );
                    let (_, next, refusal) = card(&app);
                    assert_eq!(next, texts.get(say), "the guidance is said again");
                    assert_eq!(refusal, texts.get("lesson-refused"));
                    refusals += 1;
                }
                app.world_mut()
                    .write_message(MatchRequest::<G>::Play(expected.clone()));
            } else {
                // Any throw asked for is the script's.
                app.world_mut().write_message(MatchRequest::<G>::Chance);
            }
            for _ in 0..3 {
                app.update();
            }
            waited += 1;
        }
        let m = game::<G>(&app);
        assert_eq!(
            m.history.get(at),
            Some(&expected),
            "{}: step {}",
            G::NAME,
            k + 1
        );
    }
    for _ in 0..3 {
        app.update();
    }
    let m = game::<G>(&app);
    // The computer may already have gone on: up to the script's end the match is the
    // script's (which `check` played through the rules).
    let scripted: Vec<_> = lesson.before.iter().chain(&lesson.steps).cloned().collect();
    assert!(
        m.history[..scripted.len()] == scripted[..],
        "{}: the lesson ended elsewhere",
        G::NAME
    );
    assert!(m.scripted_next().is_none());
    assert!(m.outcome().is_none());
    assert_eq!(
        m.setup.seats,
        vec![SeatKind::Person, SeatKind::Computer(Level::Easy)]
    );
    let (_, next, _) = card(&app);
    assert_eq!(next, texts.get(&lesson.script.end));
    assert!(refusals > 0, "{}: no wrong move was tried", G::NAME);
    assert!(marked > 0, "{}: no step was marked on the board", G::NAME);
}

/// The rules pages are drawn: each with its board and the move's arrows where it shows one.
fn the_pages_are_drawn<G: GameView>(name: &str) {
    let app = headless_app(name, instant(), Default::default());
    let theme = app.world().resource::<Theme>();
    let pages = app.world().resource::<GalleryPages>().pages(G::NAME, theme);
    let learning = learning::<G>().unwrap().unwrap();
    assert_eq!(pages.len(), learning.pages.len());
    for (drawn, page) in pages.iter().zip(&learning.pages) {
        assert!(
            drawn.sketch.is_some(),
            "{}: {} has no picture",
            G::NAME,
            page.title
        );
        if page.show.is_some() {
            assert!(
                !drawn.rings.is_empty(),
                "{}: {} marks no landing",
                G::NAME,
                page.title
            );
        }
    }
}

#[test]
fn every_lesson_and_its_pages_check_against_the_rules() {
    the_material_is_sound::<Yut>();
    the_material_is_sound::<Chisolo>();
    the_material_is_sound::<Malefiz>();
    the_material_is_sound::<Backgammon>();
}

#[test]
fn the_yut_lesson_is_followed_to_its_end() {
    the_lesson_is_followed_to_its_end::<Yut>("lesson-yut");
}

#[test]
fn the_chisolo_lesson_is_followed_to_its_end() {
    the_lesson_is_followed_to_its_end::<Chisolo>("lesson-chisolo");
}

#[test]
fn the_malefiz_lesson_is_followed_to_its_end() {
    the_lesson_is_followed_to_its_end::<Malefiz>("lesson-malefiz");
}

#[test]
fn the_backgammon_lesson_is_followed_to_its_end() {
    the_lesson_is_followed_to_its_end::<Backgammon>("lesson-backgammon");
}

#[test]
fn every_rules_page_is_drawn() {
    the_pages_are_drawn::<Yut>("pages-yut");
    the_pages_are_drawn::<Chisolo>("pages-chisolo");
    the_pages_are_drawn::<Malefiz>("pages-malefiz");
    the_pages_are_drawn::<Backgammon>("pages-backgammon");
}

/// The tour's picture of each lesson: the script played on to the person's first decision,
/// every action through the match's own checks, and a save that resumes there.
#[test]
fn each_lesson_reaches_the_persons_first_move() {
    for entry in tabula::games::all().0 {
        let saved = entry.lesson_first_move().expect("a lesson");
        assert!(saved.setup.lesson, "{}", entry.name());
        let check = entry.replays(&saved).unwrap();
        assert_eq!(check.refused, None, "{}", entry.name());
        assert_eq!(check.kept, saved.actions.len());
    }
    let saved = tabula::games::all().0[0].lesson_first_move().unwrap();
    let m = tabula::session::match_flow::resume::<Yut>(&saved).unwrap();
    assert!(matches!(
        m.seat_to_move(),
        Some((Seat(0), SeatKind::Person))
    ));
    assert!(m.scripted_next().is_some());
}

/// Lessons the app saved before the referee left it (2 Dec 2026, kept beside the referee's
/// tests) resume as lessons: every action replays, and the script goes on where it was.
#[test]
fn lessons_saved_by_earlier_versions_resume_as_lessons() {
    fn check<G: GameView>(text: &str) {
        let saved: tabula_table::SavedMatch = serde_json::from_str(text).unwrap();
        let m = tabula::session::match_flow::resume::<G>(&saved).unwrap();
        assert_eq!(m.to_saved().actions, saved.actions, "{}", G::NAME);
        let lesson = m.lesson().expect("a lesson");
        assert!(m.history.len() >= lesson.start, "{}", G::NAME);
    }
    let fixture = |name: &str| {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("crates/table/tests/fixtures")
            .join(name);
        std::fs::read_to_string(path).unwrap()
    };
    check::<Yut>(&fixture("yut-lesson.json"));
    check::<Chisolo>(&fixture("chisolo-lesson.json"));
    check::<Malefiz>(&fixture("malefiz-lesson.json"));
    check::<Backgammon>(&fixture("backgammon-lesson.json"));
}
