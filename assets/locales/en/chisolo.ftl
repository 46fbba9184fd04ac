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

# The guided first game and the rules pages
chisolo-learn-intro = In Chisolo each side sows its own counters round its own two rows and captures the other's. Let's play the opening together: you move first, and your first move goes clockwise.
chisolo-learn-sow-e2 = Sow your pit e2: click it, then click it again (or press Enter). Its single counter drops into the next pit, f2.
chisolo-learn-captured-f = f2 was empty, so the sowing ended there, in your front row. That captures both computer pits of column f: f3 and f4.
chisolo-learn-take-g3 = A capture also takes one more computer pit of your choice. Take g3: click it, then click it again (or press Enter).
chisolo-learn-took = Captured counters are yours for good: they wait in your store.
chisolo-learn-computer-sows = Now the computer sows its counters, round its own two rows.
chisolo-learn-back-row = Its last counter fell into an empty pit of its back row, f4. A sowing that ends in the back row never captures.
chisolo-learn-choose = Your second move fixes your direction for the rest of the game. Click a2, then its "cw" arrow (or the Clockwise button).
chisolo-learn-relay = A relay: the last counter fell into d2, which held counters, so they were lifted and sown on. The sowing ended in empty g2, in your front row: a capture.
chisolo-learn-take-e4 = Pick your extra pit: click e4, then click it again (or press Enter).
chisolo-learn-computer-chooses = The computer makes its second move and chooses its own direction.
chisolo-learn-computer-captures = It chose anticlockwise and ended in its front row at a3, so it captured your a1. Now it takes one more pit of yours.
chisolo-learn-computer-took = It took your b2 as its extra pit. Your turn again.
chisolo-learn-sow-g1 = From now on you sow clockwise without choosing. Sow g1: click it, then click it again (or press Enter).
chisolo-learn-corner = Your counters ran left along your back row, relayed from d1 and turned the corner into empty a2, in your front row: you capture a3 and a4.
chisolo-learn-take-b4 = Take the extra pit b4: click it, then click it again (or press Enter).
chisolo-learn-back-row-again = Again the computer ended in its back row, at e4, so it took nothing.
chisolo-learn-sow-f1 = Sow f1: click it, then click it again (or press Enter).
chisolo-learn-one-pit = Relayed from b1, your sowing ended in d2. The computer's d4 is empty but d3 is not, and one pit with counters is enough for a capture.
chisolo-learn-take-e3 = Take your extra pit, e3: click it, then click it again (or press Enter).
chisolo-learn-end = The computer has three counters left. The game is yours to finish: capture them all to win!
chisolo-page-board-title = The board and the goal
chisolo-page-board = Each player owns the two rows on their side: the back row nearest them and the front row in the middle. You sow only your own counters; capture all of the opponent's to win.
chisolo-page-sowing-title = Sowing
chisolo-page-sowing = Lift all the counters of one of your pits and drop them one by one into the next pits of your two rows. First moves go clockwise: rightwards in front, leftwards at the back.
chisolo-page-capture-title = Capturing
chisolo-page-capture = A sowing that ends in your front row takes every counter in the opponent's two pits of that column, then one more opponent pit of your choice. Here c2 took f3 and f4; e4 is next.
chisolo-page-relay-title = Relay sowing
chisolo-page-relay = If the last counter falls into a pit that holds counters, lift them all and sow on. The move ends when a last counter drops into an empty pit; a sowing that never ends is not allowed.
chisolo-page-nothing-title = When nothing is taken
chisolo-page-nothing = A sowing that ends in your back row never captures. Nor does one that ends in your front row when both opponent pits of that column are empty, like column a here.
chisolo-page-direction-title = Choosing a direction
chisolo-page-direction = On your second move you choose clockwise or anticlockwise, and keep it to the end. Anticlockwise runs rightwards along your back row and leftwards along your front row.
chisolo-page-end-title = The end of the game
chisolo-page-end = Take the opponent's last counters and you win at once; a player who cannot move loses. If a position comes round a third time, or 100 moves pass with no capture, more counters on the board wins.
