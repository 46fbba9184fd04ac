//! The game's tests through its Bevy app, in one test binary: each linked binary carries
//! the whole of Bevy, and linking one instead of eight saves minutes in CI.

mod common;

mod backgammon_headless;
mod chisolo_headless;
mod every_game;
mod headless;
mod hint_headless;
mod layout;
mod lesson_headless;
mod malefiz_headless;
mod menu_walk;
mod online;
mod structure;
mod theme_check;
mod theme_contrast;
mod theme_reload;
mod wrong_click;
