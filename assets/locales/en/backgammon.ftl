# Backgammon: the game's description (title, presets, options).

backgammon-title = Backgammon
backgammon-origin = The Mediterranean and the Middle East

## Presets
backgammon-preset-money-cube = Money game with the cube
backgammon-preset-money-cube-summary = One game for points with the doubling cube; the Jacoby rule: gammons count once the cube is turned.
backgammon-preset-match-7 = 7-point match
backgammon-preset-match-7-summary = Games until a side has 7 points, with the cube; the Crawford rule (always on in a match): no doubling in the game after a side first reaches 6.
backgammon-preset-standard = Without the cube (gammons count)
backgammon-preset-standard-summary = One game without the doubling cube: a gammon scores 2 points and a backgammon 3.
backgammon-preset-single-points = Single points (no cube, no gammons)
backgammon-preset-single-points-summary = Every win scores 1 point.

## Options
backgammon-option-gammons = Gammons and backgammons score 2 and 3
backgammon-option-cube = Doubling cube
backgammon-option-jacoby = Jacoby rule: gammons count only after a double (money play)
backgammon-option-beaver = Beavers: the doubled player may redouble at once (money play)
backgammon-option-match = Match length in points (0: money play; the Crawford rule holds in a match)

# Backgammon in the move log: what a play causes
backgammon-captured = { $count ->
    [one] hits { $owner }'s checker on { $where }
   *[other] hits { $count } of { $owner }'s checkers on { $where }
}
backgammon-stacked = stacks with { $count ->
    [one] 1 checker
   *[other] { $count } checkers
} on { $where } (they move together)
backgammon-borne-off = { $count ->
    [one] 1 checker
   *[other] { $count } checkers
} off the board from { $where }
