//! What every screen stands on: the screens themselves, the player's settings and files,
//! the window's share-out between board and panel, the camera, and the idle mode that keeps a waiting game from drawing.

pub mod camera;
pub mod command_line;
pub mod file_assets;
pub mod idle;
pub mod layout;
pub mod screens;
pub mod settings;
pub mod storage;
