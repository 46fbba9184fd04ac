# Tabula's own words: menus, settings, the panel's frame. English is the reference: every
# other language has every message here.

language-name = English

## Title screen
tagline = Traditional board games
new-game = New game
settings = Settings
quit = Quit
ok = OK
continue-game = Continue { $game }
# When a save was written: its day, month (1–12) and time.
saved-when = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
        *[12] Dec
    } { $time }
saved-lesson = lesson
loading = Loading the board, the pieces and the sounds…

## The gallery of games on the title screen
gallery-play = Play
gallery-rules = Rules
gallery-play-again = Play again: { $setup }
gallery-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
gallery-players-range = { $min }–{ $max } players
gallery-not-played = Not played yet
gallery-played = { $count ->
    [one] Played once
   *[other] Played { $count } times
}
gallery-played-won = { $played }, won { $won } of { $against } against the computer
gallery-rules-title = { $game }: the rules
gallery-learn = Learn
rules-page = Page { $n } of { $total }
rules-next = Next ›
rules-back = ‹ Back
rules-all = The rules in full
lesson-step = Lesson: step { $n } of { $total }
lesson-refused = Not that move: the lesson waits for the one marked in green.
lesson-close = Got it
lesson-title = Lesson
setup-rules-book = The rules, illustrated

## Counts and players
count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
count-people = { $count ->
    [one] { $count } person
   *[other] { $count } people
}
count-computers = { $count ->
    [one] { $count } computer
   *[other] { $count } computers
}
you-against-computer = you against the computer ({ $level })
people-and-computers = { $people }, { $computers }
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-easy-lower = easy
level-medium-lower = medium
level-hard-lower = hard

## Notices
notice-save-unreadable = A saved { $game } match was damaged and could not be read. It was kept aside; a new game will not overwrite it.
notice-save-cut = The end of your saved { $game } match was damaged: it continues from step { $kept } of { $total }. The whole save was kept aside.
notice-save-no-setup = A saved { $game } match could not be set up again and was kept aside.
notice-save-recovered = Your saved { $game } match was damaged: it continues from its last good move, with { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} kept. A copy of the damaged file was kept aside.
notice-save-some-game = game
notice-start-failed = That match could not be started ({ $why }); nothing was changed.

## Setup
setup-title = New game
setup-game = Game
setup-rules = Rules
setup-preset = Preset
setup-players = Players
seat-person = Person
setup-take-backs = Players may take back a move
team = (team { $letter })
partners = Partners play as one side: { $sides }.
partners-and = { $a } & { $b }
partners-against = { $a } against { $b }
back = Back
start = Start
start-anew = Start anew
continue-it = Continue it
replaces-save = Starting anew replaces your unfinished { $game } match ({ $detail }).

## Settings
settings-animations = Animations
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
speed-instant = Instant
settings-size = Text and buttons
size-small = Small
size-normal = Normal
size-large = Large
size-largest = Largest
settings-effects = Effects volume
settings-music = Music volume
settings-language = Language
settings-theme = Theme
settings-theme-by = { $name }, by { $author }
settings-full-screen = Full screen (F11)
settings-forced = Play forced moves automatically (Backgammon)
settings-pit-counts = Show every pit's count (Chisolo; off: on hover)
settings-hints = Offer hints (what the Hard computer would play; in Backgammon the best plays and the cube action)
settings-tutor = Tutor (Backgammon)
tutor-off = off
tutor-errors = warn before an error
tutor-blunders = warn before a blunder
problem-settings-damaged = Your settings file was damaged, so the usual settings are in use. The old file was kept aside.
problem-settings-range = The { $what } in your settings was out of range; it is back to the usual.
theme-no-manifest = The theme “{ $theme }” has no readable theme.ron ({ $why }): the classic theme is used.
theme-manifest-broken = The changed theme.ron of “{ $theme }” cannot be read ({ $why }): the theme stays as it was.
theme-no-picture = The theme “{ $theme }” names no picture for { $what } (“{ $role }” in its theme.ron): a plain one is used.
theme-no-sound = The theme “{ $theme }” names no sound “{ $role }” in its theme.ron: that moment is silent.
theme-picture-failed = The theme “{ $theme }”’s picture for { $what } (“{ $role }” in its theme.ron) could not be loaded: a plain one is used.
theme-sound-failed = The theme “{ $theme }”’s sound “{ $role }” (in its theme.ron) could not be loaded: that moment is silent.
picture-pieces = one side's pieces
picture-stick = a throwing stick
picture-die = a die face
picture-board = the board
picture-highlight = the highlights
picture-part = a part of the board
theme-bad-colour = The theme’s side colour { $colour } is not a colour like #C84B31: the usual one is used.
theme-bad-label-colour = The theme’s label colour { $colour } is not a colour like #C84B31: the usual one is used.
what-animation-speed = animation speed
what-ui-size = size of text and buttons
what-effects-volume = effects volume
what-music-volume = music volume

## The panel in play
throws-to-spend = Throws to spend:
none = none
moves = Moves
rules = Rules
menu-esc = Menu (Esc)
take-back = Take back (Ctrl+Z)
paused = Paused
resume = Resume
leave-saved = Leave (the match is saved)

## Results
game-over = Game over
draw = A draw
wins = { $count ->
    [one] { $names } wins
   *[other] { $names } win
}
rematch = Rematch
title-screen = Title

# Game records and replays
watch-again = Watch the match again
analyse-match = Analyse the match
analysis-start = Analyse the match
analysis-running = Analysing… { $percent }%
analysis-refining = Rolling out close plays… { $percent }%
analysis-chances = The first player's chances
analysis-errors = Errors and blunders (click one to see it)
analysis-no-errors = None.
keep-record = Save the game record (.{ $ext })
record-kept = Record saved: { $where }
record-failed = The record could not be saved: { $why }
record-paste = Paste a game record ({ $format }) here:
record-unread = This record cannot be read: { $why }
watch = Watch
replay-progress = Replay: { $shown } of { $total ->
    [one] { $total } action
   *[other] { $total } actions
}
replay-back = < Back (Left)
replay-forward = Forward (Right) >
replay-leave = Leave the replay
records-positions = Records and positions…
position-paste = Or play from a position ({ $format }):
play-position = Play from this position
position-unread = This position cannot be set up: { $why }
rules-changed = (changed)

# The move log: what every game's moves may cause
log-throws-again = { $name } throws again
log-extra-capture = { $name } earns another throw for the capture
log-relays = { $count ->
    [one] 1 relay
   *[other] { $count } relays
} (at { $where })
log-barricade = the barricade goes from { $from } to { $to }
log-throws-lost = { $name } cannot move: { $count ->
    [one] 1 throw
   *[other] { $count } throws
} lost
log-draw = the game is a draw
log-wins = { $names } { $count ->
    [one] wins
   *[other] win
}
seat-player = player
seat-remote = player online
seat-computer = computer, { $level }
to-throw = { $name } to throw
to-move = { $name } to move
won = { $names } won

## A click the board cannot take, answered in the panel
wrong-click-turn = Wait: it is { $name }'s turn.
wrong-click-throw-first = Press “{ $button }” first.
wrong-click-not-yours = That is another side's: { $name } is to move.
wrong-click-no-move = That one has no move now.
wrong-click-cannot-go-there = It cannot go there: the glowing spots show where it can.
wrong-click-not-legal = That move is not allowed now.

## The sides, by colour, when the theme does not name its colours
side-0 = Red
side-1 = Blue
side-2 = Green
side-3 = Orange

## The web page's own messages, before the game has loaded (web/index.html reads them from
## page-texts.json, which the web build writes): only { $name } arguments, no selectors.
page-loading = Loading the game…
page-loading-progress = Loading the game… { $loaded } of { $total } MB
page-starting = Starting…
page-no-webgl = This browser cannot run Tabula: it has no WebGL2.
    Try a current Firefox, Chrome, Edge or Safari, with hardware acceleration on.
page-no-simd = This browser cannot run Tabula: its WebAssembly has no SIMD.
    Try a current Firefox, Chrome, Edge or Safari.
page-stopped = The game stopped: { $error }
page-could-not-load = Tabula could not load: { $error }
page-updating = A new version of Tabula is here: taking it up…
page-updated = Tabula was updated to its new version.
page-offline = No network: playing from this device. Online play needs the network.

## The hint of the games without their own (the Hard computer's choice)
hint-button = Hint (H)
hint-says = The Hard computer would play: { $play }

## Online play
play-online = Play online
online-title = Play online
online-name = Your name
online-name-explain = The name other players see.
online-server = Server
online-create = Create a room
online-create-explain = The match starts when every seat is taken: send your friend the room's code or link.
online-seat-friend = a friend
online-seat-computer = computer, { $level }
online-join-code = Room code
online-join = Join
online-watch = Watch
online-waiting-title = Waiting room
online-code = Room { $code }
online-copy-link = Copy link
online-link-copied = Copied: { $link }
online-seat-free = waiting for a player…
online-starts-when-full = The match starts when every seat is taken.
online-leave = Leave
online-connecting = Connecting…
online-reconnecting = Reconnecting…
online-you = you
online-connected = online
online-disconnected = away
online-away = Waiting for { $name } to come back ({ $time }).
online-claim = Claim the match
online-resign = Resign
online-rematch = Rematch
online-rematch-asked = { $name } asks for a rematch.
online-continue = { $game } online · room { $code }
online-error-unreachable = The server at { $server } could not be reached ({ $detail }). Check its address, or try again later.
online-error-version = This server speaks another version of the game. Update the game or the server, then try again.
online-error-sent-away = The server ended the connection: { $detail }.
online-error-move-refused = The server refused that move ({ $detail }); the board shows the match as the server has it.
online-error-unknown-room = No room has that code. Check it with your friend.
online-error-room-full = That room is full: every seat is taken. You can watch it instead.
online-error-seat-gone = That seat is no longer yours: the room was closed.
online-error-name = Choose a name of 1 to 24 letters.
online-error-too-fast = Too many messages at once: wait a moment.
online-error-chat = A chat line has 1 to 300 characters.
online-error-nobody-away = Nobody has been away long enough to claim the match.
online-error-refused = The server refused: { $detail }.
online-take-back-asked = { $name } asks to take back their move.
online-accept = Accept
online-decline = Decline
online-ask-take-back = Ask to take back
online-chat-hint = Say something
online-chat-send = Send
