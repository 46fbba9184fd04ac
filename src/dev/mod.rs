//! For players and checks rather than play: computer-only demo matches, the menu tour, the
//! game without a window, and a windowless client the computer plays online.

pub mod demo;
pub mod headless;
pub mod online_computer;
pub mod tour;
mod tour_online;
