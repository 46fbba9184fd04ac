//! Dice anyone can check. When a match starts, the server commits to a secret of 32
//! random bytes by publishing its SHA-256; every throw is then drawn from a public
//! derivation of that secret, the seed each person contributed when taking a seat, and the
//! throw's place in the match; at the end the server reveals the secret. Anyone holding the
//! record can then check that the secret is the one committed to and that every throw is
//! the one the derivation gives ([`verify`]). The server cannot choose throws after the
//! commitment, and no player can foresee them, not knowing the secret.
//!
//! The derivation: SHA-256 over `"tabula dice 1"`, the secret, each seat's contribution
//! (8 bytes, little-endian, in seat order) and the action's index in the match (8 bytes,
//! little-endian); its first 8 bytes, little-endian, seed Tabula's `Rng64`, which picks
//! among the game's chance outcomes at that moment by their probabilities
//! (`tabula_core::sample_chance`). A take-back does not change a throw: the same place
//! draws the same outcome.

use crate::codes::{CodeError, hex, parse_hex};
use crate::messages::MatchEnd;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;
use tabula_core::{Game, Rng64, ToMove, sample_chance};
use tabula_table::{SavedMatch, first_state};

/// The server's secret for one match's throws; its `Debug` hides it.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct DiceSecret([u8; 32]);

impl DiceSecret {
    pub fn from_bytes(bytes: [u8; 32]) -> DiceSecret {
        DiceSecret(bytes)
    }

    pub fn parse(text: &str) -> Result<DiceSecret, CodeError> {
        parse_hex(text).map(DiceSecret).ok_or(CodeError::Secret)
    }

    /// What the server publishes when the match starts: the secret's SHA-256, in hex.
    pub fn commitment(&self) -> String {
        hex(&Sha256::digest(self.0))
    }

    /// The seed of the throw at action `index` (from 0).
    pub fn throw_seed(&self, contributions: &[u64], index: usize) -> u64 {
        let mut hash = Sha256::new();
        hash.update(b"tabula dice 1");
        hash.update(self.0);
        for c in contributions {
            hash.update(c.to_le_bytes());
        }
        hash.update((index as u64).to_le_bytes());
        let digest = hash.finalize();
        let mut first = [0; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_le_bytes(first)
    }

    /// Chance's outcome in `state`, the match's action `index`: `None` when no chance is
    /// due.
    pub fn draw<G: Game>(
        &self,
        state: &G,
        contributions: &[u64],
        index: usize,
    ) -> Option<G::Action> {
        if state.to_move() != ToMove::Chance {
            return None;
        }
        let mut outcomes = Vec::new();
        state.chance_outcomes(&mut outcomes);
        if outcomes.is_empty() {
            return None;
        }
        let mut rng = Rng64::new(self.throw_seed(contributions, index));
        let i = sample_chance(&outcomes, &mut rng);
        Some(outcomes.swap_remove(i).0)
    }
}

impl fmt::Display for DiceSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex(&self.0))
    }
}

impl fmt::Debug for DiceSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DiceSecret(…)")
    }
}

impl TryFrom<String> for DiceSecret {
    type Error = CodeError;
    fn try_from(text: String) -> Result<Self, CodeError> {
        DiceSecret::parse(&text)
    }
}

impl From<DiceSecret> for String {
    fn from(secret: DiceSecret) -> String {
        secret.to_string()
    }
}

/// What a room of verifiable dice publishes: the commitment and the contributions from the
/// start, the secret once the match is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceProof {
    /// The SHA-256 of the secret, in hex.
    pub commitment: String,
    /// Each seat's contribution, in seat order (0 for a computer seat).
    pub contributions: Vec<u64>,
    /// The secret, revealed when the match is over.
    pub secret: Option<DiceSecret>,
}

/// A finished online match as a player keeps it: the match, the end, and the dice's
/// proof. `tabula-cli verify` reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OnlineRecord {
    #[serde(rename = "match")]
    pub saved: SavedMatch,
    pub end: Option<MatchEnd>,
    pub dice: Option<DiceProof>,
}

/// Why a record's throws are not shown honest.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("the match was not played with verifiable dice")]
    NotVerifiable,
    #[error("the server has not revealed its secret (the match is not over)")]
    NotRevealed,
    #[error(
        "the revealed secret is not the one committed to (its SHA-256 is {actual}, the commitment {committed})"
    )]
    Commitment { committed: String, actual: String },
    #[error("the record's game cannot start: {0}")]
    Setup(String),
    #[error("action {number} ({text:?}) cannot be read or played: {why}")]
    Unplayable {
        number: usize,
        text: String,
        why: String,
    },
    #[error(
        "throw at action {number} does not match: the record says {recorded:?}, the dice give {drawn:?}"
    )]
    Throw {
        number: usize,
        recorded: String,
        drawn: String,
    },
}

/// Checks every throw of `record`; the number of throws checked.
pub fn verify<G: Game>(record: &OnlineRecord) -> Result<usize, VerifyError> {
    let dice = record.dice.as_ref().ok_or(VerifyError::NotVerifiable)?;
    let secret = dice.secret.ok_or(VerifyError::NotRevealed)?;
    let actual = secret.commitment();
    if actual != dice.commitment {
        return Err(VerifyError::Commitment {
            committed: dice.commitment.clone(),
            actual,
        });
    }
    let mut state: G =
        first_state(&record.saved.setup).map_err(|e| VerifyError::Setup(e.to_string()))?;
    let mut events = Vec::new();
    let mut throws = 0;
    for (index, text) in record.saved.actions.iter().enumerate() {
        let unplayable = |why: String| VerifyError::Unplayable {
            number: index + 1,
            text: text.clone(),
            why,
        };
        let action: G::Action = text
            .parse()
            .map_err(|_| unplayable("not the game's notation".into()))?;
        if let Some(drawn) = secret.draw(&state, &dice.contributions, index) {
            if drawn != action {
                return Err(VerifyError::Throw {
                    number: index + 1,
                    recorded: text.clone(),
                    drawn: drawn.to_string(),
                });
            }
            throws += 1;
        }
        state
            .apply(&action, &mut events)
            .map_err(|e| unplayable(e.to_string()))?;
    }
    Ok(throws)
}
