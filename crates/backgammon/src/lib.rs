//! Backgammon rules for Tabula (RULES.md section 4), checked against GNU Backgammon.
