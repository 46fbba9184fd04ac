//! The match and what surrounds it, with no presentation: the setup (game, rules, seats),
//! the match that applies requests, the computer seats, the saves, records for other
//! programs, the player's statistics, and the registry of games. Board views and menus read it; it reads none of them.

pub mod computer;
pub mod lesson;
pub mod match_flow;
pub mod records;
pub mod registry;
pub mod saves;
pub mod setup;
pub mod stats;
