//! What only one platform has.

#[cfg(target_arch = "wasm32")]
pub mod web;
