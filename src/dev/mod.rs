//! For players and checks rather than play: computer-only demo matches and the menu tour.

pub mod demo;
pub mod tour;
mod tour_online;
