# Malefiz: the game's description (title, presets, options).

malefiz-title = Malefiz
malefiz-origin = Germany
malefiz-duration = 30–60 minutes

## Presets
malefiz-preset-encyclopedia = Encyclopedia
malefiz-preset-encyclopedia-summary = A moved barricade may go anywhere but row 1.
malefiz-preset-guarded-start = Guarded start (rows 1 and 3 kept free)
malefiz-preset-guarded-start-summary = A moved barricade may go neither to row 1 nor to row 3.

## Options
malefiz-option-barricade_rows = A moved barricade may not go to
malefiz-option-barricade_rows-1 = row 1
malefiz-option-barricade_rows-2 = rows 1 and 3
malefiz-option-barricade_rows-explain = Where a captured barricade may be set down again: never on row 1, and with the guarded start not on row 3 either.

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

# Malefiz in play: the panel, notices, banners, the move log, the rules help
malefiz-a-house = a house
malefiz-log-first = The lot: { $name } starts
malefiz-log-roll = { $name } rolls { $n }
malefiz-log-out-to-goal = { $name } brings a pawn out to the goal
malefiz-log-out-barricade = { $name } brings a pawn out onto the barricade on { $to }, which must be put elsewhere
malefiz-log-out = { $name } brings a pawn out to { $to }
malefiz-log-move-to-goal = { $name } moves from { $from } to the goal
malefiz-log-move-barricade = { $name } moves from { $from } onto the barricade on { $to }, which must be put elsewhere
malefiz-log-move = { $name } moves from { $from } to { $to }
malefiz-log-barricade = { $name } puts the barricade on { $field }
malefiz-drawing-lots = Drawing lots for the first roll
malefiz-to-roll = { $name } to roll
malefiz-to-move = { $name } to move { $n }
malefiz-to-place = { $name } to place the barricade
malefiz-on-the-die = { $n } on the die
malefiz-barricade-to-place = a barricade to place
malefiz-to-play = To play:
malefiz-roll-button = Roll the die (Space)
malefiz-side-detail = { $home } in the house · { $board } on the board · nearest { $best } from the goal
malefiz-hint-place = Put the barricade on a glowing field: click it, or Tab/arrows then Enter.
malefiz-hint-move = Click a pawn (or your house), then a glowing field; hover a field to see the way. Tab/arrows choose, Enter moves.
malefiz-hint-roll = Press Space or the button to roll.
malefiz-notice-cannot-move = That pawn cannot move with this roll.
malefiz-notice-goal = A barricade may not go on the goal.
malefiz-notice-taken = That field is taken: a barricade goes on an empty field.
malefiz-notice-protected = A barricade may not go in the protected rows.
malefiz-result = { $name } reached the goal
malefiz-banner-starts = { $name } starts
malefiz-banner-cannot-move = { $name } cannot move: the turn passes
malefiz-banner-wins = { $names } reaches the goal and wins!
malefiz-rows-1 = row 1
malefiz-rows-1-3 = rows 1 and 3
malefiz-rules-goal = Be the first to bring a pawn onto the star at the top.
malefiz-rules-move = Roll the die, then move one pawn exactly that many fields along the lines, turning where you like but never onto the same field twice in one move. A pawn leaving its house steps first onto the field above it. You must move if you can; if no pawn can, the turn passes. A six gives no extra roll.
malefiz-rules-barricades = Pawns of any colour may be jumped; barricades may not. Ending on an opponent's pawn sends it back to its house; ending on your own pawn is not allowed. Ending exactly on a barricade takes its field, and you then put the barricade on any empty field except { $rows } and the goal.
malefiz-rules-exact = The goal needs the exact count.
malefiz-caption-wins = { $name } wins
malefiz-caption-rolls = { $name } rolls
malefiz-caption-moves = { $name } moves
malefiz-caption-places = { $name } places the barricade
