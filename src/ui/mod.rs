//! The egui side: the shared style, the HUD beside the board, the settings window, what
//! the gallery shows of each game, and the menu screens.

pub mod describe;
pub mod gallery;
pub mod hint;
pub mod hud;
pub mod lesson;
pub mod menus;
pub mod move_log;
pub mod online_panel;
pub mod palette;
pub mod panel;
pub mod replay;
pub mod rules_book;
pub mod settings;
pub mod style;
pub mod take_back;
pub mod words;
