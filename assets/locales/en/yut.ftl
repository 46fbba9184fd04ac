# Yut Nori: the game's description (title, presets, options).

yut-title = Yut Nori
yut-origin = Korea
yut-duration = 15–30 minutes

## Presets
yut-preset-encyclopedia-sticks = Encyclopedia (sticks)
yut-preset-encyclopedia-sticks-summary = Four sticks, shortcuts forced, the encyclopedia's way through the centre.
yut-preset-encyclopedia-dice = Encyclopedia (dice)
yut-preset-encyclopedia-dice-summary = As with sticks, but four dice are thrown and even faces count.
yut-preset-modern = Modern
yut-preset-modern-summary = Back-do, the modern centre rule and four pieces a side.

## Options
yut-option-throw = Throw
yut-option-throw-sticks = Sticks
yut-option-throw-dice = Dice
yut-option-throw-explain = Sticks fall flat or round side up; with dice an even face counts as a flat stick.
yut-option-back_do = Back-do (marked stick alone steps back)
yut-option-back_do-explain = When the marked stick alone lands flat, the piece steps one station back.
yut-option-shortcut = Shortcut at corners is optional
yut-option-shortcut-explain = A move starting on a big corner may keep to the ring instead of cutting across.
yut-option-centre_rule = Modern centre rule
yut-option-centre_rule-explain = From the centre a piece heads straight home; passing through, it keeps straight on.
yut-option-pieces = Pieces per side
yut-option-pieces-usual = Usual
yut-option-pieces-1 = 1
yut-option-pieces-2 = 2
yut-option-pieces-3 = 3
yut-option-pieces-4 = 4
yut-option-pieces-5 = 5
yut-option-pieces-explain = How many pieces each side must bring home to win.
yut-option-stick_flat_probability = Chance a stick lands flat side up
yut-option-stick_flat_probability-explain = Real sticks are biased: how often one lands flat side up.

# Yut Nori in play: the throws, the stations, the panel, the move log, the rules help
yut-throw-do = do
yut-throw-gae = gae
yut-throw-geol = geol
yut-throw-yut = yut
yut-throw-mo = mo
yut-throw-back-do = back-do
yut-throw-back = 1 back
# The letters drawn beside the big stations, which the move log and the texts below name
# them by: the start and exit corner, the corners five, ten and fifteen steps on, and the
# centre (O0, O5, O10, O15 and C in saves, which keep those whatever the language).
yut-letter-start = A
yut-letter-second = B
yut-letter-third = C
yut-letter-fourth = E
yut-letter-centre = D
yut-station-past = { $n } past { $corner }
yut-station-in = { $n } in from { $corner }
yut-the-board = the board
yut-home = home
yut-log-first = The lot: { $name } throws first
yut-log-throw = { $name } throws { $throw } ({ $value })
yut-log-enter = { $name } enters a piece with { $throw } to { $to }
yut-log-move = { $route ->
    [diagonal] { $name } moves from { $from } to { $to } by the diagonal with { $throw }
    [edge] { $name } moves from { $from } to { $to } round the edge with { $throw }
   *[other] { $name } moves from { $from } to { $to } with { $throw }
}
yut-captured = { $count ->
    [one] captures { $owner }'s piece on { $where }
   *[other] captures { $count } of { $owner }'s pieces on { $where }
}
yut-stacked = stacks with { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} on { $where } (they move together)
yut-borne-off = { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} off the board from { $where }
yut-drawing-lots = Drawing lots for the first throw
yut-throw-sticks = Throw the sticks
yut-throw-dice = Throw the dice
yut-team = { $name }, team { $team }
yut-side-detail = { $waiting } waiting · { $board } on the board · { $home } home
yut-hint-move = Click a piece, then a glowing station. Keys: Tab/arrows choose, Enter plays.
yut-hint-throw = Press Space or the button to throw.
yut-banner-first = { $name } throws first
yut-banner-throw-again = Throw again!
yut-banner-bonus = Capture! Bonus throw
yut-banner-lost = { $count ->
    [one] No use for that throw: it is lost
   *[other] No use for { $count } throws: they are lost
}
yut-banner-wins = { $names } wins!
yut-rules-goal = Bring all your pieces round and off the board past { yut-letter-start } (the start, at the bottom).
yut-rules-sticks = Four sticks (a stick lands flat side up with chance { $percent }%): 1 flat = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none = mo (5, throw again).
yut-rules-dice = Four dice, counting even faces: 1 = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none even = mo (5, throw again).
yut-rules-back-do = Back-do: only the marked stick flat moves a piece one station back.
yut-rules-throw-again = Throw again before moving when you get yut or mo; then spend the throws in any order, each on one piece or stack.
yut-rules-shortcut-forced = A move that starts on a corner ({ yut-letter-second }, { yut-letter-third }: the letters drawn on the board) must take the diagonal.
yut-rules-shortcut-optional = A move that starts on a corner ({ yut-letter-second }, { yut-letter-third }: the letters drawn on the board) may take the diagonal.
yut-rules-centre-encyclopedia = A piece that entered straight onto { yut-letter-second } with a mo crosses the whole diameter through the centre { yut-letter-centre } to { yut-letter-fourth }; others turned at { yut-letter-second } or { yut-letter-third } go to the centre and down to { yut-letter-start }.
yut-rules-centre-modern = A move that starts on the centre { yut-letter-centre } goes down to { yut-letter-start }; passing through, a piece keeps straight on.
yut-rules-direction = Pieces move counter-clockwise.
yut-rules-stacks = Ending on your own pieces stacks them; they move together. Ending on an opponent's sends them all back and earns one more throw.
yut-tray-waiting = { $name }  waiting
yut-tray-home = home
yut-target-captures = { $throw }: captures

# The guided first game and the rules pages
yut-learn-intro = A guided first game against the computer, three pieces a side. To win, bring all your pieces round the board and off past { yut-letter-start }, the start at the bottom.
yut-learn-throw = Your turn. Throw the sticks: press the button or Space.
yut-learn-geol = Geol: three sticks flat side up, 3 steps. One flat is do (1), two gae (2), three geol (3), four yut (4), none mo (5).
yut-learn-enter = Bring a piece in: click one of your waiting pieces, then the glowing station 3 past { yut-letter-start }.
yut-learn-entered = Your piece is on the board. Pieces run counter-clockwise, and each throw moves one piece its full count.
yut-learn-computer-throws = Now the computer throws.
yut-learn-computer-entered = The computer threw gae (2) and brought a piece in 2 past { yut-letter-start }, right behind yours.
yut-learn-back-do = Back-do! Only the marked stick landed flat, so a piece must step one station back. Here that is lucky.
yut-learn-back-do-move = Click your piece 3 past { yut-letter-start }, then the glowing station 2 past { yut-letter-start }, where the computer's piece stands.
yut-learn-captured = Captured! Ending a move on an opponent's piece sends it back to the start, and you throw once more.
yut-learn-throw-bonus = A capture earns one more throw. Throw the sticks: press the button or Space.
yut-learn-gae = Gae: two sticks flat, 2 steps.
yut-learn-stack-enter = Bring another piece in: click a waiting piece, then the glowing station 2 past { yut-letter-start }, where your first piece stands.
yut-learn-stacked = Your two pieces are stacked: from now on they move together as one. If captured, both go back.
yut-learn-computer-mo = Mo: no stick flat, 5 steps. Yut and mo earn another throw before moving, so the computer throws again.
yut-learn-computer-do = Do: one stick flat, 1 step. The computer now spends its two throws in the order it likes.
yut-learn-computer-moved = With mo the computer brought a piece straight onto the corner { yut-letter-second }, and with do another one 1 past { yut-letter-start }.
yut-learn-geol-again = Geol again, 3 steps: just enough to take your stack to { yut-letter-second }.
yut-learn-capture-corner = Click your stack 2 past { yut-letter-start }, then the glowing corner { yut-letter-second } to capture the computer's piece there.
yut-learn-captured-again = Another capture, so another throw. Your stack now stands on the corner { yut-letter-second }.
yut-learn-yut = Yut: all four sticks flat, 4 steps. You throw again before moving.
yut-learn-throw-again = Yut gives one more throw before you move. Throw the sticks: press the button or Space.
yut-learn-two-throws = You now hold yut (4) and geol (3). Spend them in any order, each whole on one piece or stack.
yut-learn-shortcut = Spend geol first: click your stack on { yut-letter-second }, then the glowing centre { yut-letter-centre }. A move that starts on a corner takes the diagonal.
yut-learn-centre = Your stack is on the centre { yut-letter-centre }. A move that starts here heads straight down to { yut-letter-start }: the shortest way home.
yut-learn-home = Now spend yut: click your stack on { yut-letter-centre }, then the glowing spot off the board beside { yut-letter-start }.
yut-learn-home-done = Two pieces home at once! A move past { yut-letter-start } takes a piece off; one that lands exactly on { yut-letter-start } stays and can still be captured.
yut-learn-end = Now play on by yourself: bring your last piece home before the computer brings all three of its own. Good luck!
yut-page-goal-title = The goal
yut-page-goal = Each side takes its pieces once round the board, counter-clockwise from { yut-letter-start }, the start at the bottom, and off past { yut-letter-start }. The first side with all its pieces off wins. Two players have four pieces each; four play as two teams of partners.
yut-page-throws-title = Throwing the sticks
yut-page-throws = Four sticks land flat or round side up; count the flat ones. One is do (1 step), two gae (2), three geol (3), four yut (4), none mo (5). Yut and mo give another throw before moving; then spend the throws in any order, each whole on one piece.
yut-page-board-title = The board and its shortcuts
yut-page-board = Twenty stations make the ring, with big corners at { yut-letter-start }, { yut-letter-second }, { yut-letter-third } and { yut-letter-fourth }; two diagonals cross at the centre { yut-letter-centre }. A move that starts on the corner { yut-letter-second } or { yut-letter-third } must turn onto the diagonal; a piece that only passes a corner stays on the ring.
yut-page-stacks-title = Stacking and capturing
yut-page-stacks = A piece that ends its move on its own side's pieces joins them, and the stack moves as one from then on. Ending on the opponent's pieces captures them all: they go back to the start, and the capture earns one more throw.
yut-page-back-do-title = Back-do
yut-page-back-do = In the modern rules one stick is marked. When it alone lands flat, that is back-do: one of your pieces steps one station back. It can capture or stack like any move; with no piece of yours on the board it is lost.
yut-page-home-title = The centre and the way home
yut-page-home = In the modern rules a move that starts on the centre { yut-letter-centre } goes straight down to { yut-letter-start }, while a piece passing through { yut-letter-centre } keeps straight on. A move past { yut-letter-start } takes a piece off the board; a piece that lands exactly on { yut-letter-start } stays and can still be captured.
yut-page-encyclopedia-title = The encyclopedia's rules
yut-page-encyclopedia = The encyclopedia presets have no back-do, and their centre works differently: a piece that entered straight onto { yut-letter-second } with a mo crosses the whole board through { yut-letter-centre } towards { yut-letter-fourth }; any other piece turning at { yut-letter-second } or { yut-letter-third } goes to { yut-letter-centre } and down to { yut-letter-start }. They can also be played with four dice, an even face counting as a flat stick.
