//! The referee of a Tabula match, with no Bevy and no I/O: what starts a match
//! ([`MatchSetup`], who sits where, who draws chance), the requests it takes and why it
//! refuses one ([`MatchRequest`], [`Refusal`]), take-backs, lessons' scripts, replays, and
//! the save that is also the wire format ([`SavedMatch`]). The app, the command line and the
//! game server all run this one referee.
//!
//! Chance has one authority. A match set up with [`ChanceFrom::Seed`] draws its own throws
//! from the setup's seed (play at one screen; the server's own copy). A match set up with
//! [`ChanceFrom::Authority`] holds no seed: it refuses to draw, and takes each outcome in a
//! [`MatchRequest::Outcome`], checked against the outcomes possible at that moment.

mod lesson;
mod referee;
mod saved;
mod setup;

pub use lesson::{
    LESSON_SEATS, Learning, Lesson, LessonError, LessonScript, LessonStep, LessonWords, PageScript,
    apply_checked, is_listed,
};
pub use referee::{Handled, Match, MatchRequest, Refusal, StartError};
pub use saved::SavedMatch;
pub use setup::{ChanceFrom, MatchSetup, SeatKind, first_state};
/// The computer's levels, which a seat names.
pub use tabula_ai::{Level, UnknownLevel, VariantArray};
