//! The match and what surrounds it, with no presentation: the referee (`tabula_table`:
//! the setup, the match that applies requests, lessons, saves as data) kept in the app,
//! the computer seats, the save slots, records for other programs, the player's statistics,
//! and the registry of games. Board views and menus read it; it reads none of them.

pub mod computer;
pub mod game_view;
pub mod lesson;
pub mod match_flow;
pub mod records;
pub mod registry;
pub mod saves;
pub mod stats;
