//! Malefiz (Barricade) rules for Tabula (RULES.md section 3).
