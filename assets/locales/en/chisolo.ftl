# Chisolo: the game's description (title, presets, options).

chisolo-title = Chisolo
chisolo-origin = Zambia, once Northern Rhodesia (the Ila people)

## Presets
chisolo-preset-natatu = Natatu (Ila, Northern Rhodesia)
chisolo-preset-natatu-summary = Seven holes a row; a move ending in the front row captures unless both opponent holes of its column are empty.

## Options
chisolo-option-columns = Holes per row
chisolo-option-columns-7 = 7
chisolo-option-columns-8 = 8
chisolo-option-columns-9 = 9
chisolo-option-columns-10 = 10
chisolo-option-setup = Mirrored setup (front row 0 0 1 2 3 3 3)
chisolo-option-capture = Capture only when the opponent's front hole holds counters

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
