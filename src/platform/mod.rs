//! What only one platform has.

#[cfg(target_arch = "wasm32")]
pub mod web;

/// The id of the page's canvas the game draws in on the web (`web/index.html`).
pub const CANVAS_ID: &str = "tabula";
