//! A match as saved and as sent: its setup and every action in the game's notation.

use crate::setup::MatchSetup;
use serde::{Deserialize, Serialize};

/// A match as saved: enough to replay it exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub setup: MatchSetup,
    /// Every action in the game's notation, chance's included.
    pub actions: Vec<String>,
    /// When it was last written (seconds since 1970, UTC), to name it by; the app stamps
    /// it, the referee keeps no clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved_at: Option<i64>,
}

impl SavedMatch {
    /// A save of these actions, not stamped.
    pub fn new(setup: MatchSetup, actions: Vec<String>) -> Self {
        SavedMatch {
            setup,
            actions,
            saved_at: None,
        }
    }
}
