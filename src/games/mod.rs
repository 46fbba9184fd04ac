//! One folder per game: its board view (layout, pieces, animation, input, HUD text) and
//! its [`TableGame`](crate::session::match_flow::TableGame) impl. Nothing outside this
//! folder, the registry and `crates/` names a game.

pub mod backgammon;
pub mod chisolo;
pub mod malefiz;
pub mod yut;
