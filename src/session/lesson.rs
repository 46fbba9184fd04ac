//! Each game's teaching material (`learn.ron` in its folder), read for the referee's
//! lessons (`tabula_table::Lesson`) and the rules pages.

use crate::session::game_view::GameView;
use tabula_table::{Learning, Lesson, LessonError, MatchSetup, StartError};

/// Game `G`'s teaching material; `None` for a game without.
pub fn learning<G: GameView>() -> Option<Result<Learning, LessonError>> {
    (!G::LEARN.is_empty()).then(|| Learning::read(G::LEARN))
}

/// Game `G`'s lesson, its actions read in the game's notation.
pub fn lesson<G: GameView>() -> Result<Lesson<G>, StartError> {
    let learning = learning::<G>().ok_or(StartError::NoLesson(G::INFO.title))??;
    Ok(Lesson::new(learning.lesson)?)
}

/// The lesson `setup` asks for, if it asks for one.
pub fn lesson_for<G: GameView>(setup: &MatchSetup) -> Result<Option<Lesson<G>>, StartError> {
    setup.lesson.then(lesson::<G>).transpose()
}
