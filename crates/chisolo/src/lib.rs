//! Chisolo (four-row mancala) rules for Tabula (RULES.md section 2).
