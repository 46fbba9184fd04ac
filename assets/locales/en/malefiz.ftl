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

# The guided first game and the rules pages
malefiz-learn-intro = This game is already under way and you are close to winning: be the first to bring a pawn onto the star at the top. The lesson guides your next moves.
malefiz-learn-roll = Your turn: press Roll the die (or Space).
malefiz-learn-computer-rolls = Now the computer rolls.
malefiz-learn-rolled-4 = You rolled 4: move one of your pawns exactly four fields along the lines.
malefiz-learn-move-c13 = Click your pawn on c13, then the glowing field g13.
malefiz-learn-barricade-ahead = Two fields ahead, the barricade on i13 guards the star. Pawns may be jumped, barricades never.
malefiz-learn-rolled-5 = A 5 won't help your pawn on g13: going forward it would have to jump the barricade on i13. It needs exactly 2 to land on it.
malefiz-learn-move-a11 = Move your other pawn instead: click your pawn on a11, then the glowing field d13.
malefiz-learn-corner = Your pawn went round the corner through a12. Pawns may turn wherever the lines meet, but never step on the same field twice in one move.
malefiz-learn-six = The computer rolled 6. A six gives no extra roll.
malefiz-learn-rolled-2 = A 2: exactly what your pawn on g13 needs to land on the barricade.
malefiz-learn-take = Click your pawn on g13, then the barricade on i13.
malefiz-learn-taken = Landing exactly on the barricade, your pawn takes its field. Now you must put the barricade somewhere else.
malefiz-learn-place = Click e6 to put the barricade there, in the computer's way. A barricade may go on any empty field except row 1 and the star.
malefiz-learn-placed = To get past e6, the computer's pawns must now land on it exactly and move it away.
malefiz-learn-blocked = A 4: the computer's pawn on g5 would have to jump your barricade on e6, so it must go elsewhere.
malefiz-learn-rolled-3 = A 3. A pawn leaving its house steps first onto the field just above it (c1 for you) and goes on from there.
malefiz-learn-capture = Click your house, then the computer's pawn on e1: a new pawn comes out and lands on it.
malefiz-learn-captured = Caught! A pawn you land on goes back to its house. You may jump any pawn, but never end your move on your own.
malefiz-learn-end = Now finish the game against the computer. Your pawn on i13 needs exactly 1 to reach the star, the one on d13 exactly 6. The first pawn there wins!
malefiz-page-goal-title = The goal
malefiz-page-goal = Malefiz is a race up the board. Each player has five pawns waiting in a house below row 1, and the first to bring one pawn onto the star at the top wins. Barricades stand in the way.
malefiz-page-turn-title = A turn
malefiz-page-turn = Roll the die, then move one pawn exactly that many fields along the lines, turning where you like but never visiting a field twice in one move. Out of the house, the first step is the field above it. If a pawn can move, you must move; a six gives no extra roll.
malefiz-page-barricades-title = Barricades
malefiz-page-barricades = No pawn may jump a barricade. A pawn landing exactly on one takes its field, and its player at once puts the barricade on any empty field except row 1 and the star, best in an opponent's way.
malefiz-page-capture-title = Capturing
malefiz-page-capture = Pawns may be jumped, your own and the opponent's. Ending your move on an opponent's pawn sends it back to its house; ending it on your own pawn is not allowed.
malefiz-page-way-title = The way up
malefiz-page-way = From a house to the star is at least 40 steps. Every way climbs through the middle, over i9, i10 and i11, then goes round by a12 or q12 to row 13 and the star: all guarded by barricades at the start.
malefiz-page-end-title = Reaching the star
malefiz-page-end = The star needs the exact count. A pawn close to it may have to wait for the right number while you move others, and the opponent may drop a barricade in its way.
