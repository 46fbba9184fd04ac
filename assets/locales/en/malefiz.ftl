# Malefiz: the game's description (title, presets, options).

malefiz-title = Malefiz
malefiz-origin = Germany

## Presets
malefiz-preset-encyclopedia = Encyclopedia
malefiz-preset-encyclopedia-summary = A moved barricade may go anywhere but row 1.
malefiz-preset-guarded-start = Guarded start (rows 1 and 3 kept free)
malefiz-preset-guarded-start-summary = A moved barricade may go neither to row 1 nor to row 3.

## Options
malefiz-option-barricade_rows = A moved barricade may not go to
malefiz-option-barricade_rows-1 = row 1
malefiz-option-barricade_rows-2 = rows 1 and 3

# Malefiz in the move log: what a move causes
malefiz-captured = { $count ->
    [one] sends home { $owner }'s pawn on { $where }
   *[other] sends home { $count } of { $owner }'s pawns on { $where }
}
malefiz-stacked = stacks with { $count ->
    [one] 1 pawn
   *[other] { $count } pawns
} on { $where } (they move together)
malefiz-borne-off = { $count ->
    [one] 1 pawn
   *[other] { $count } pawns
} off the board from { $where }
