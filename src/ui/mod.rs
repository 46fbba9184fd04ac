//! The egui side: the HUD beside the board and the menu screens.

pub mod hud;
pub mod menus;
