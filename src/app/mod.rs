//! What every screen stands on: the screens themselves, the player's settings and files,
//! the camera, and the idle mode that keeps a waiting game from drawing.

pub mod camera;
pub mod idle;
pub mod screens;
pub mod settings;
pub mod storage;
