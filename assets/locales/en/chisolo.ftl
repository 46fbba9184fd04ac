# Chisolo: the game's description (title, presets, options).

chisolo-title = Chisolo
chisolo-origin = Zambia, once Northern Rhodesia (the Ila people)
chisolo-duration = 20–40 minutes

## Presets
chisolo-preset-natatu = Natatu (Ila, Northern Rhodesia)
chisolo-preset-natatu-summary = Seven holes a row; a move ending in the front row captures unless both opponent holes of its column are empty.

## Options
chisolo-option-columns = Holes per row
chisolo-option-columns-7 = 7
chisolo-option-columns-8 = 8
chisolo-option-columns-9 = 9
chisolo-option-columns-10 = 10
chisolo-option-columns-explain = A longer board means longer sowings and a longer game.
chisolo-option-setup = Mirrored setup (front row 0 0 1 2 3 3 3)
chisolo-option-setup-explain = The empty holes of the front row stand at its left instead of its right.
chisolo-option-capture = Capture only when the opponent's front hole holds counters
chisolo-option-capture-explain = Without it a capture needs only one of the two opponent holes of the column to hold counters.

# Chisolo in the move log: what a sowing takes
chisolo-captured = { $count ->
    [one] captures { $owner }'s counter on { $where }
   *[other] captures { $count } of { $owner }'s counters on { $where }
}
chisolo-stacked = stacks with { $count ->
    [one] 1 counter
   *[other] { $count } counters
} on { $where } (they move together)
chisolo-borne-off = { $count ->
    [one] 1 counter
   *[other] { $count } counters
} off the board from { $where }

# Chisolo in play: the panel, the board's labels, banners, the move log, the rules help
chisolo-clockwise = clockwise
chisolo-anticlockwise = anticlockwise
chisolo-store = { $name } captured  { $count }
chisolo-heading-first = first move: clockwise
chisolo-heading-choosing = next move chooses the direction
chisolo-heading-clockwise = sows clockwise
chisolo-heading-anticlockwise = sows anticlockwise
chisolo-counters = { $count ->
    [one] { $count } counter
   *[other] { $count } counters
}
chisolo-preview = { $hole }{ $direction }: { $sown } sown, ends in { $end }
chisolo-preview-relays = { $count ->
    [one] after { $count } relay
   *[other] after { $count } relays
}
chisolo-preview-captures = captures { $count }
chisolo-preview-and-more = and one more pit
chisolo-preview-nothing = nothing opposite to take
chisolo-the-store = the store
chisolo-log-first = The lot: { $name } sows first
chisolo-log-sow = { $name } sows { $counters } from { $hole } { $direction }
chisolo-log-chosen = (chosen for good)
chisolo-log-ends = ends in { $end }
chisolo-log-take = { $name } takes one more pit, { $hole }
chisolo-draw = A draw
chisolo-drawing-lots = Drawing lots for the first move
chisolo-to-sow = { $name } to sow
chisolo-takes-more = { $name } takes one more pit
chisolo-button-clockwise = Clockwise
chisolo-button-anticlockwise = Anticlockwise
chisolo-button-take = Take (Enter)
chisolo-button-sow = Sow (Enter)
chisolo-side-detail = { $board } on the board · { $captured } captured · { $heading }
chisolo-hint-take = You captured: click a glowing opponent pit to take its counters too (or Tab/arrows, then Enter).
chisolo-hint-first = Your first move goes clockwise.
chisolo-hint-choosing = This move fixes your direction for good: pick a pit, then click an arrow (cw/ccw).
chisolo-hint-pick = Click one of your glowing pits to see where it ends, again (or Enter) to sow. Tab/arrows cycle the moves.
chisolo-result-draw = Play went round without end: { $a } to { $b } counters on the board
chisolo-result-all = { $name } took every counter
chisolo-result-counts = { $a } counters to { $b } on the board
chisolo-banner-starts = { $name } starts: first moves go clockwise
chisolo-banner-first = { $name }'s first move goes clockwise
chisolo-banner-choose = { $name } chooses a direction, for good
chisolo-banner-draw = A draw!
chisolo-banner-wins = { $names } wins!
chisolo-ends-here = ends here
chisolo-takes = takes { $count }
chisolo-cw = cw
chisolo-ccw = ccw
chisolo-ends = { $names } ends
chisolo-rules-board = Chisolo (Natatu rules of the Ila), four rows of { $columns } pits. Each player owns the two rows on their side: the back row nearer them and the front row in the middle. Every pit starts with 3 counters, except the front rows: { $front }.
chisolo-front-standard = 3 3 3 2 1 0 0 from the owner's left (extra holes hold 3 at the left)
chisolo-front-mirrored = 0 0 1 2 3 3 3 from the owner's left (mirrored setup; extra holes hold 3 at the right)
chisolo-rules-sowing = On your turn lift all the counters of one of your pits and drop them one by one into the following pits of your own two rows, round and round. If the last counter falls into a pit that was not empty, lift that pit too and sow on (a relay); the move ends when the last counter falls into an empty pit. A sowing that would never end may not be played.
chisolo-rules-direction = Your first move goes clockwise (front row left to right, back row right to left, as seen from your seat). On your second move you choose clockwise or anticlockwise, and keep that direction to the end.
chisolo-capture-seed = If your sowing ends in your front row, you take every counter in the two opponent pits of that column (unless both are empty), then the counters of one more opponent pit of your choice.
chisolo-capture-front = If your sowing ends in your front row and the opponent's front pit of that column holds counters (this game's capture option), you take both opponent pits of that column, then one more opponent pit of your choice.
chisolo-rules-back-row = A move ending in your back row never captures.
chisolo-rules-end = You win by capturing all the opponent's counters; a player who cannot move loses. If a position comes round a third time, or 100 moves pass without a capture, the player with more counters on the board wins (equal is a draw).
