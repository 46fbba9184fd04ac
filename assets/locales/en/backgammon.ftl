# Backgammon: the game's description (title, presets, options).

backgammon-title = Backgammon
backgammon-origin = The Mediterranean and the Middle East
backgammon-duration = 10 minutes a game

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
backgammon-option-gammons-explain = A win before the loser bears off a checker scores double, with a checker still in the winner's home triple.
backgammon-option-cube = Doubling cube
backgammon-option-cube-explain = Before rolling, a player may double the stakes; the other takes or gives up the game.
backgammon-option-jacoby = Jacoby rule: gammons count only after a double (money play)
backgammon-option-jacoby-explain = Keeps players from playing on for a gammon without ever doubling.
backgammon-option-beaver = Beavers: the doubled player may redouble at once (money play)
backgammon-option-beaver-explain = Doubled, a player who likes the position doubles back at once and keeps the cube.
backgammon-option-match = Match length in points (0: money play; the Crawford rule holds in a match)
backgammon-option-match-explain = Play games until one side reaches this many points; 0 plays single games for money.

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

# Backgammon in play: the panel, the cube, the move log, the hint, the rules help
backgammon-white = White
backgammon-black = Black
# The checkers are White or Black by game, so the seats are named by number.
backgammon-side-0 = Player 1
backgammon-side-1 = Player 2
backgammon-side = { $name } ({ $colour })
backgammon-seat = { $name } ({ $colour }, { $who })
backgammon-point = the { $point }-point
backgammon-bar = the bar
backgammon-log-opening-equal = Opening roll: { $a } for { $first }, { $b } for { $second }, equal: roll again
backgammon-log-opening = Opening roll: { $a } for { $first }, { $b } for { $second }: { $starter } plays White and starts
backgammon-log-roll = { $side } rolls { $a }-{ $b }
backgammon-log-play = { $side }: { $play }
backgammon-log-double = { $side } doubles to { $value }
backgammon-log-take = { $side } takes: the cube is at { $value }, { $name }'s
backgammon-log-beaver = { $side } beavers: the cube is at { $value }, { $name }'s
backgammon-log-pass = { $side } passes
backgammon-log-resign = { $side } offers to resign { $level } ({ $points })
backgammon-log-accept = { $side } accepts the resignation
backgammon-log-reject = { $side } rejects the resignation; play goes on
backgammon-level-single = a single game
backgammon-level-gammon = a gammon
backgammon-level-backgammon = a backgammon
backgammon-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
backgammon-end-borne-off = { $winner } bears off first: { $level }
backgammon-end-passed = { $loser } passed the double
backgammon-end-resigned = { $loser } resigned { $level }
backgammon-game-result = { $how }; { $winner } scores { $points }
backgammon-game-result-match = { $how }; { $winner } scores { $points } ({ $score })
backgammon-match-score = Match to { $length } — { $first }: { $a }, { $second }: { $b }
backgammon-cube-owned = Cube { $value }, { $name }'s
backgammon-cube-centred = Cube { $value }, in the middle
backgammon-crawford = Crawford game: no doubling
backgammon-opening = Opening roll: one die each
backgammon-to-roll-or-double = { $side } to roll or double
backgammon-double-offered = { $name } doubles to { $value }: { $side } takes or passes
backgammon-resign-offered = { $name } offers to resign { $level } ({ $points }): { $side } accepts or rejects
backgammon-to-roll = { $side } to roll
backgammon-doubles = { $a }-{ $a } (four { $a }s)
backgammon-played = played { $steps }
backgammon-dice-to-play = Dice to play:
backgammon-roll-button = Roll the dice (Space)
backgammon-next-game = Next game (Enter)
backgammon-undo = Undo (Backspace)
backgammon-confirm = Confirm (Enter)
backgammon-hint-button = Hint (H)
# The tutor stops a person before a costly play or cube action.
backgammon-tutor-warning = The tutor: { $choice } loses { $loss } ({ $class }).
backgammon-tutor-best = Best: { $best }
backgammon-hint-tutor = The tutor waits: play it anyway, or think again.
backgammon-tutor-go-on = Play it anyway
backgammon-tutor-think-again = Think again
backgammon-class-doubtful = doubtful
backgammon-class-error = an error
backgammon-class-blunder = a blunder
backgammon-choice-double = doubling
backgammon-choice-no-double = rolling without doubling
backgammon-choice-take = taking
backgammon-choice-pass = passing
backgammon-choice-beaver = a beaver
backgammon-choice-play = { $play }
backgammon-side-detail = pips { $pips } · { $bar } on the bar · { $off } off · { $shade }
backgammon-light = light
backgammon-dark = dark
backgammon-score = score { $score }
backgammon-owns-cube = owns the cube ({ $value })
backgammon-hint-next-game = Press Enter or Next game to go on with the match.
backgammon-hint-confirm = Press Enter or Confirm to play these moves, Backspace to take one back.
backgammon-hint-move = Click a checker, then a glowing spot (or just the spot). Tab/arrows choose, Enter moves, Backspace undoes.
backgammon-hint-double = Press Space to roll, or D to double.
backgammon-hint-doubled = Take (T) keeps playing for the doubled cube; pass (P) gives up the game.
backgammon-hint-roll = Press Space or the button to roll.
backgammon-result-single = a single game, 1 point
backgammon-result-gammon = a gammon, 2 points
backgammon-result-backgammon = a backgammon, 3 points
backgammon-result = { $side } bore off first: { $how }
backgammon-ask-double = Double to { $value } (D)
backgammon-ask-take = Take at { $value } (T)
backgammon-ask-pass = Pass (P): lose { $points }
backgammon-ask-beaver = Beaver to { $value } (B)
backgammon-ask-accept = Accept (A)
backgammon-ask-reject = Reject (X)
backgammon-ask-resign = Resign… (R)
backgammon-ask-resign-at = Resign { $level } ({ $points })
backgammon-ask-keep-playing = Keep playing
backgammon-banner-starts = { $name } plays White and starts
backgammon-banner-cannot-move = { $name } cannot move
backgammon-banner-wins = { $names } wins!
backgammon-banner-wins-gammon = { $names } wins a gammon!
backgammon-banner-wins-backgammon = { $names } wins a backgammon!
backgammon-banner-game = { $name } wins { $points }
backgammon-hint-no-double-possible = No double is possible now: roll. You win { $win }% of the time.
backgammon-verdict-no-double = No double (the opponent would take)
backgammon-verdict-double-take = Double (the opponent should take)
backgammon-verdict-double-pass = Double (the opponent should pass)
backgammon-verdict-too-good = Too good to double: play on for the gammon
backgammon-verdict-take = Take
backgammon-verdict-pass = Pass
backgammon-unit-money = Your equity in units of the cube:
backgammon-unit-match = Your chances to win the match:
backgammon-hint-no-double = No double    { $figure }
backgammon-hint-double-take = Double, take { $figure }
backgammon-hint-double-pass = Double, pass { $figure }
backgammon-hint-take = Take { $figure }
backgammon-hint-pass = Pass { $figure }
backgammon-hint-you-win = You win { $win }% (gammons { $gammons }%).
backgammon-hint-accept = Accept the resignation: the resigner wins { $win }%.
backgammon-hint-reject = Reject the resignation: the resigner wins { $win }%.
backgammon-rules-goal = Each side moves 15 checkers round the board into its home board and then bears them off; the first to bear off all wins.
backgammon-rules-moves = White moves from its 24-point down to its 1-point (bottom right); Black the other way. Each die moves one checker that many points; doubles are played four times. A checker may land on an empty point, its own, or a point with one opposing checker (a blot), which is hit and goes to the bar. A point with two or more opposing checkers is closed.
backgammon-rules-bar = A checker on the bar must enter the opponent's home board before any other moves. Both dice must be used if possible; if only one can be, the larger must be. Once all checkers are home they bear off with the exact number, or with a higher number from the highest point.
backgammon-rules-gammon = A win is a gammon (2 points) if the loser has borne off none, and a backgammon (3) if the loser also has a checker on the bar or in the winner's home board.
backgammon-rules-cube = With the doubling cube, before rolling the player who owns the cube (either player while it is in the middle) may double: the other takes, owning the cube at twice the value, or passes and loses the cube's value. Gammons and backgammons multiply the cube. In a match, the game after a player first reaches one point short of winning is the Crawford game: nobody may double in it.

# The guided first game and the rules pages
backgammon-learn-intro = Backgammon is a race: bring your 15 checkers round into your home board (bottom right), then bear them off. This game is nearly over; the lesson guides your next turns.
backgammon-learn-roll = Your turn: press Roll the dice (or Space).
backgammon-learn-rolled-4-2 = You rolled 4 and 2. Each die moves one checker that many points towards your home; one checker may also take both dice.
backgammon-learn-make-point = Move one checker 4 from your 8-point and one 2 from your 6-point, both onto your empty 4-point: click a checker, then the glowing point. Then press Confirm (Enter).
backgammon-learn-made-point = Two of your checkers hold the 4-point now: the computer may not land there. A lone checker is a blot, and a blot can be hit.
backgammon-learn-computer-rolls = Now the computer rolls.
backgammon-learn-hit-you = Hit! The computer landed on your blot in its home board, so your checker went to the bar in the middle. The checker that hit it is a blot itself now.
backgammon-learn-rolled-4-3 = A checker on the bar must enter first, in the computer's home board: a 4 enters on its 4-point, where its blot stands. Its 3-point is closed.
backgammon-learn-enter = Click your checker on the bar, then the glowing point: it enters with the 4 and hits. Move the same checker 3 more, then press Confirm (Enter).
backgammon-learn-entered = You hit back: the computer's checker is on the bar. Until it enters in your home board, the computer may move nothing else.
backgammon-learn-computer-enters = The computer rolls to bring its checker in from the bar.
backgammon-learn-closed-out = 6-4: your 6-point and 4-point are closed, so the computer cannot enter and loses its whole roll.
backgammon-learn-doubles = Doubles! A 3-3 is played as four moves of 3.
backgammon-learn-run-home = Bring your last checker outside home to your 6-point, 3 at a time: click it, then the glowing point, four times. Then press Confirm (Enter).
backgammon-learn-all-home = All 15 of your checkers are in your home board, so you may start bearing them off.
backgammon-learn-escaped = The computer entered on your empty 1-point and ran past all your checkers. Nobody can be hit any more: it is a pure race.
backgammon-learn-rolled-6-4 = Bearing off: each die takes a checker off the point of its number, here your 6-point and your 4-point.
backgammon-learn-bear-off = Click a checker on your 6-point, then the glowing tray beside the board; do the same from your 4-point. Then press Confirm (Enter).
backgammon-learn-borne-off = Two checkers are off. The first side to bear off all 15 wins the game.
backgammon-learn-computer-runs = The computer brings its runner home: it may not bear off until all its checkers are in its home board.
backgammon-learn-rolled-6-6 = 6-6: four sixes. Only three checkers stand on your 6-point; with none higher, the fourth six bears off from your highest point, the 5-point.
backgammon-learn-bear-off-four = Bear off three checkers from your 6-point and one from your 5-point, then press Confirm (Enter).
backgammon-learn-six-off = Six checkers off! If the computer has borne off none when you finish, you win a gammon: 2 points instead of 1.
backgammon-learn-end = Now finish the game against the computer: roll, bear off, and be the first to take all 15 checkers off. Good luck!
backgammon-page-goal-title = The goal
backgammon-page-goal = Each player has 15 checkers. Move them all round the board into your home board, then take them off the board: bearing off. The first to bear off all 15 wins.
backgammon-page-board-title = The board
backgammon-page-board = The 24 triangles are the points, six to a quarter. Your checkers travel from the opponent's home board round to yours; the opponent's go the other way. Your 24-point is farthest from home, your 1-point nearest.
backgammon-page-dice-title = Rolling and moving
backgammon-page-dice = Roll two dice and move by each: one checker per die, or one checker by both if the point between is open. Doubles are played four times. Use both dice if you can; if only one fits, the larger.
backgammon-page-points-title = Points and blots
backgammon-page-points = Two or more of your checkers on a point close it: the opponent may not land there. A lone checker is a blot. Here an opening 3-1 makes your 5-point.
backgammon-page-hitting-title = Hitting
backgammon-page-hitting = Landing on a blot hits it: the checker goes to the bar in the middle and must start its way again. Here a 2 hits the opponent's blot.
backgammon-page-bar-title = Entering from the bar
backgammon-page-bar = A checker on the bar must enter first: a die puts it on the point of its number in the opponent's home board, unless that point is closed. With no entry, the roll is lost. Here the 4 enters with a hit.
backgammon-page-bear-off-title = Bearing off and winning
backgammon-page-bear-off = With all 15 checkers home, a die bears one off from the point of its number, or from the highest point when none is higher. Bear off all 15 first to win: a gammon, 2 points, if the opponent has none off.

# The analysis of a watched match, beside the replay.
backgammon-analysis-rate = PR { $pr } · { $rate } mp · { $decisions ->
    [one] { $decisions } decision
   *[other] { $decisions } decisions
}
backgammon-analysis-classes = doubtful { $doubtful } · errors { $errors } · blunders { $blunders }
backgammon-analysis-luck = luck { $luck } · luck-adjusted result { $adjusted }
backgammon-analysis-entry = { $game }.{ $move } { $name }{ $dice }: { $choice } −{ $loss }
backgammon-analysis-played = { $name } played { $choice } ({ $equity })
backgammon-analysis-best = Best: { $choice } ({ $equity })
backgammon-analysis-lost = Lost { $loss }: { $class }
backgammon-analysis-failed = This match cannot be analysed: { $why }
backgammon-review-start = Review my mistakes ({ $count })
backgammon-review-everyones = Review the mistakes ({ $count })
backgammon-review-puzzle = Puzzle { $at } of { $of } ({ $name }):
backgammon-review-find-play = find a better play than in the match, on the board.
backgammon-review-find-cube = find a better cube action than in the match, with the buttons.
backgammon-review-right = Well found: { $choice } (loses { $loss }).
backgammon-review-close = Close: { $choice } loses { $loss }.
backgammon-review-wrong = Not yet: { $choice } loses { $loss }.
backgammon-review-best = Best: { $choice } ({ $equity })
backgammon-review-in-the-match = In the match: { $choice }, losing { $loss }
backgammon-review-next = Next puzzle
backgammon-review-end = End the review
