//! The egui side: the shared style, the HUD beside the board, the settings window and the
//! menu screens.

pub mod hint;
pub mod hud;
pub mod menus;
pub mod move_log;
pub mod replay;
pub mod settings;
pub mod style;
pub mod take_back;
