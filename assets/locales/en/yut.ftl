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
yut-rules-goal = Bring all your pieces round and off the board past А (the start, at the bottom).
yut-rules-sticks = Four sticks (a stick lands flat side up with chance { $percent }%): 1 flat = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none = mo (5, throw again).
yut-rules-dice = Four dice, counting even faces: 1 = do (1), 2 = gae (2), 3 = geol (3), 4 = yut (4, throw again), none even = mo (5, throw again).
yut-rules-back-do = Back-do: only the marked stick flat moves a piece one station back.
yut-rules-throw-again = Throw again before moving when you get yut or mo; then spend the throws in any order, each on one piece or stack.
yut-rules-shortcut-forced = A move that starts on a corner (Б, В: the letters drawn on the board) must take the diagonal.
yut-rules-shortcut-optional = A move that starts on a corner (Б, В: the letters drawn on the board) may take the diagonal.
yut-rules-centre-encyclopedia = A piece that entered straight onto Б with a mo crosses the whole diameter through the centre Г to Д; others turned at Б or В go to the centre and down to А.
yut-rules-centre-modern = A move that starts on the centre Г goes down to А; passing through, a piece keeps straight on.
yut-rules-direction = Pieces move counter-clockwise.
yut-rules-stacks = Ending on your own pieces stacks them; they move together. Ending on an opponent's sends them all back and earns one more throw.
yut-tray-waiting = { $name }  waiting
yut-tray-home = home
