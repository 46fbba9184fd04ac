# 타불라 자체의 말: 메뉴, 설정, 게임 패널.

language-name = 한국어

## 첫 화면
tagline = 전통 보드게임
new-game = 새 게임
settings = 설정
quit = 끝내기
ok = 확인
continue-game = 이어 하기: { $game }
saved-when = { $month }월 { $day }일 { $time }
saved-lesson = 배우기
loading = 판과 말과 소리를 불러오는 중…

## 첫 화면의 게임들
gallery-play = 시작
gallery-rules = 규칙
gallery-play-again = 다시 하기: { $setup }
gallery-players = { $count }명
gallery-players-range = { $min }–{ $max }명
gallery-not-played = 아직 해 본 적 없음
gallery-played = { $count }판 함
gallery-played-won = { $played }, 컴퓨터와 { $against }판 중 { $won }판 이김
gallery-rules-title = { $game }: 규칙
gallery-learn = 배우기
rules-page = { $total }쪽 중 { $n }쪽
rules-next = 다음 ›
rules-back = ‹ 이전
rules-all = 규칙 전체
lesson-step = 배우기: { $total }단계 중 { $n }단계
lesson-refused = 그 수가 아니에요. 초록색으로 표시된 수를 두세요.
lesson-close = 알겠어요
lesson-title = 배우기
setup-rules-book = 그림으로 보는 규칙

## 수와 플레이어
count-moves = { $count }수
count-people = 사람 { $count }명
count-computers = 컴퓨터 { $count }대
you-against-computer = 나 대 컴퓨터 ({ $level })
people-and-computers = { $people }, { $computers }
level-easy = 쉬움
level-medium = 보통
level-hard = 어려움
level-easy-lower = 쉬움
level-medium-lower = 보통
level-hard-lower = 어려움

## 알림
notice-save-unreadable = 저장된 { $game } 게임이 손상되어 읽을 수 없습니다. 파일은 따로 보관했으며 새 게임이 덮어쓰지 않습니다.
notice-save-cut = 저장된 { $game } 게임의 끝부분이 손상되었습니다. { $total }단계 중 { $kept }단계부터 이어집니다. 전체 파일은 따로 보관했습니다.
notice-save-no-setup = 저장된 { $game } 게임을 다시 준비할 수 없어 따로 보관했습니다.
notice-save-recovered = 저장된 { $game } 게임이 손상되어 마지막으로 온전한 수부터 이어집니다({ $moves }수가 남아 있습니다). 손상된 파일의 사본은 따로 보관했습니다.
notice-save-some-game = 알 수 없는
notice-start-failed = 이 게임을 시작할 수 없습니다({ $why }). 아무것도 바뀌지 않았습니다.

## 새 게임
setup-title = 새 게임
setup-game = 게임
setup-rules = 규칙
setup-preset = 방식
setup-players = 플레이어
seat-person = 사람
setup-take-backs = 수를 무를 수 있음
team = ({ $letter }팀)
partners = 같은 편끼리 함께 둡니다: { $sides }.
partners-and = { $a }와 { $b }
partners-against = { $a } 대 { $b }
back = 뒤로
start = 시작
start-anew = 새로 시작
continue-it = 이어 하기
replaces-save = 새로 시작하면 끝나지 않은 { $game } 게임({ $detail })이 지워집니다.

## 설정
settings-animations = 움직임
speed-slow = 느리게
speed-normal = 보통
speed-fast = 빠르게
speed-instant = 즉시
settings-size = 글자와 버튼
size-small = 작게
size-normal = 보통
size-large = 크게
size-largest = 가장 크게
settings-effects = 효과음 크기
settings-music = 음악 크기
settings-language = 언어
settings-theme = 테마
settings-theme-by = { $name }, 만든 이: { $author }
settings-full-screen = 전체 화면 (F11)
settings-forced = 둘 수 있는 수가 하나뿐이면 자동으로 두기 (백개먼)
settings-pit-counts = 모든 구멍의 알 수 보이기 (치솔로; 끄면 마우스를 올릴 때만)
settings-hints = 힌트 보이기 (어려움 단계 컴퓨터의 수; 백개먼은 가장 좋은 수와 큐브 판단)
settings-tutor = 튜터 (백개먼)
tutor-off = 끔
tutor-errors = 실수 전에 경고
tutor-blunders = 큰 실수 전에 경고
problem-settings-damaged = 설정 파일이 손상되어 기본 설정을 씁니다. 예전 파일은 따로 보관했습니다.
problem-settings-range = 설정의 { $what } 값이 범위를 벗어나 기본값으로 되돌렸습니다.
theme-no-manifest = “{ $theme }” 테마의 theme.ron을 읽을 수 없어({ $why }) 기본 테마를 씁니다.
theme-manifest-broken = 바뀐 “{ $theme }” 테마의 theme.ron을 읽을 수 없어({ $why }) 테마를 그대로 둡니다.
theme-no-picture = “{ $theme }” 테마에 { $what } 그림이 없어(theme.ron의 “{ $role }”) 단순한 그림을 씁니다.
theme-no-sound = “{ $theme }” 테마의 theme.ron에 “{ $role }” 소리가 없어 그때는 소리가 나지 않습니다.
theme-picture-failed = “{ $theme }” 테마의 { $what } 그림(theme.ron의 “{ $role }”)을 불러올 수 없어 단순한 그림을 씁니다.
theme-sound-failed = “{ $theme }” 테마의 “{ $role }” 소리(theme.ron)를 불러올 수 없어 그때는 소리가 나지 않습니다.
picture-pieces = 한 편의 말
picture-stick = 윷가락
picture-die = 주사위 면
picture-board = 판
picture-highlight = 강조 표시
picture-part = 판의 한 부분
theme-bad-colour = 테마의 편 색 { $colour }은(는) #C84B31 같은 색이 아니어서 기본 색을 씁니다.
theme-bad-label-colour = 테마의 글자 색 { $colour }은(는) #C84B31 같은 색이 아니어서 기본 색을 씁니다.
what-animation-speed = 움직임 속도
what-ui-size = 글자와 버튼 크기
what-effects-volume = 효과음 크기
what-music-volume = 음악 크기

## 게임 중 패널
throws-to-spend = 남은 던지기:
none = 없음
moves = 기록
rules = 규칙
menu-esc = 메뉴 (Esc)
take-back = 무르기 (Ctrl+Z)
paused = 일시 정지
resume = 계속하기
leave-saved = 나가기 (게임은 저장됨)

## 결과
game-over = 게임 끝
draw = 무승부
wins = { $names } 승리
rematch = 다시 하기
title-screen = 첫 화면

# Game records and replays
watch-again = 경기 다시 보기
analyse-match = 경기 분석
analysis-start = 경기 분석
analysis-running = 분석 중… { $percent }%
analysis-refining = 접전 수 롤아웃 중… { $percent }%
analysis-chances = 첫 번째 플레이어의 승률
analysis-errors = 실수와 큰 실수 (눌러서 보기)
analysis-no-errors = 없음.
keep-record = 기보 저장 (.{ $ext })
record-kept = 기보를 저장했습니다: { $where }
record-failed = 기보를 저장하지 못했습니다: { $why }
record-paste = 기보({ $format })를 여기에 붙여 넣으세요:
record-unread = 이 기보를 읽을 수 없습니다: { $why }
watch = 보기
replay-progress = 다시 보기: { $total }수 중 { $shown }
replay-back = < 뒤로 (왼쪽)
replay-forward = 앞으로 (오른쪽) >
replay-leave = 다시 보기 끝내기
records-positions = 기보와 국면…
position-paste = 또는 국면에서 시작 ({ $format }):
play-position = 이 국면에서 두기
position-unread = 이 국면을 놓을 수 없습니다: { $why }
rules-changed = (바뀜)

# The move log: what every game's moves may cause
log-throws-again = { $name } 한 번 더 던집니다
log-extra-capture = { $name } 잡아서 한 번 더 던집니다
log-relays = 이어 뿌리기 { $count }번 ({ $where })
log-barricade = 바리케이드가 { $from }에서 { $to }(으)로 옮겨집니다
log-throws-lost = { $name } 움직일 수 없습니다: 던지기 { $count }번을 잃습니다
log-draw = 무승부입니다
log-wins = { $names } 승리
seat-player = 사람
seat-remote = 온라인 상대
seat-computer = 컴퓨터, { $level }
to-throw = { $name } 던질 차례
to-move = { $name } 둘 차례
won = { $names } 승리

## 판이 받을 수 없는 클릭: 패널에서 이유를 알려 줍니다
wrong-click-turn = 기다리세요: 지금은 { $name } 차례입니다.
wrong-click-throw-first = 먼저 { $button } 버튼을 누르세요.
wrong-click-not-yours = 상대의 것입니다: 지금은 { $name } 차례입니다.
wrong-click-no-move = 그것은 지금 움직일 수 없습니다.
wrong-click-cannot-go-there = 그곳으로는 갈 수 없습니다: 빛나는 자리로 갈 수 있습니다.
wrong-click-not-legal = 지금은 그렇게 둘 수 없습니다.

## The sides, by colour, when the theme does not name its colours
side-0 = 빨강
side-1 = 파랑
side-2 = 초록
side-3 = 주황

## 게임이 불러와지기 전, 웹 페이지 자체의 메시지
page-loading = 게임을 불러오는 중…
page-loading-progress = 게임을 불러오는 중… { $total } MB 중 { $loaded } MB
page-starting = 시작하는 중…
page-no-webgl = 이 브라우저에서는 Tabula를 실행할 수 없습니다: WebGL2가 없습니다.
    하드웨어 가속을 켠 최신 Firefox, Chrome, Edge 또는 Safari를 사용해 보세요.
page-no-simd = 이 브라우저에서는 Tabula를 실행할 수 없습니다: WebAssembly가 SIMD를 지원하지 않습니다.
    최신 Firefox, Chrome, Edge 또는 Safari를 사용해 보세요.
page-stopped = 게임이 멈췄습니다: { $error }
page-could-not-load = Tabula를 불러올 수 없습니다: { $error }
page-updating = Tabula의 새 버전이 나왔습니다: 새 버전으로 바꾸는 중…
page-updated = Tabula가 새 버전으로 업데이트되었습니다.
page-offline = 네트워크가 없습니다: 이 기기에서 실행합니다. 온라인 게임에는 네트워크가 필요합니다.

## The hint of the games without their own (the Hard computer's choice)
hint-button = 힌트 (H)
hint-says = 어려움 단계 컴퓨터라면: { $play }

## 온라인 대국
play-online = 온라인 대국
online-title = 온라인 대국
online-name = 이름
online-name-explain = 다른 사람에게 보이는 이름입니다.
online-server = 서버
online-create = 방 만들기
online-create-explain = 모든 자리가 차면 대국이 시작됩니다. 친구에게 방 코드나 링크를 보내세요.
online-seat-friend = 친구
online-seat-computer = 컴퓨터, { $level }
online-join-code = 방 코드
online-join = 입장
online-watch = 관전
online-waiting-title = 대기실
online-code = 방 { $code }
online-copy-link = 링크 복사
online-link-copied = 복사했습니다: { $link }
online-seat-free = 상대를 기다리는 중…
online-starts-when-full = 모든 자리가 차면 대국이 시작됩니다.
online-leave = 나가기
online-connecting = 연결 중…
online-reconnecting = 다시 연결하는 중…
online-you = 나
online-connected = 접속 중
online-disconnected = 자리 비움
online-away = { $name } 님이 돌아오기를 기다리는 중입니다({ $time }).
online-claim = 승리 요청
online-resign = 기권
online-rematch = 재대국
online-rematch-asked = { $name } 님이 재대국을 청합니다.
online-continue = { $game } 온라인 · 방 { $code }
online-error-unreachable = { $server } 서버에 연결할 수 없습니다({ $detail }). 주소를 확인하거나 나중에 다시 시도하세요.
online-error-version = 이 서버는 다른 버전의 게임을 씁니다. 게임이나 서버를 업데이트한 뒤 다시 시도하세요.
online-error-sent-away = 서버가 연결을 끊었습니다: { $detail }.
online-error-move-refused = 서버가 그 수를 받지 않았습니다({ $detail }). 판은 서버의 대국대로 돌아갑니다.
online-error-unknown-room = 그 코드의 방이 없습니다. 친구에게 코드를 확인하세요.
online-error-room-full = 그 방은 자리가 모두 찼습니다. 대신 관전할 수 있습니다.
online-error-seat-gone = 그 자리는 더 이상 내 자리가 아닙니다. 방이 닫혔습니다.
online-error-name = 이름은 1~24자로 정하세요.
online-error-too-fast = 메시지가 너무 많습니다. 잠시 기다리세요.
online-error-chat = 채팅은 1~300자입니다.
online-error-nobody-away = 승리를 요청할 만큼 오래 자리를 비운 사람이 없습니다.
online-error-refused = 서버가 거절했습니다: { $detail }.
online-take-back-asked = { $name } 님이 수를 물리자고 합니다.
online-accept = 수락
online-decline = 거절
online-ask-take-back = 무르기 요청
online-chat-hint = 채팅 메시지
online-chat-send = 보내기
