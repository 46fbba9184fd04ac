# 말레피츠: 게임 소개 (이름, 방식, 규칙 선택).

malefiz-title = 말레피츠
malefiz-origin = 독일
malefiz-duration = 30–60분

## 방식
malefiz-preset-encyclopedia = 백과사전
malefiz-preset-encyclopedia-summary = 옮기는 바리케이드는 1번 줄만 빼고 어디에나 놓을 수 있습니다.
malefiz-preset-guarded-start = 출발 보호 (1번과 3번 줄은 비워 둠)
malefiz-preset-guarded-start-summary = 옮기는 바리케이드는 1번 줄에도 3번 줄에도 놓을 수 없습니다.

## 규칙 선택
malefiz-option-barricade_rows = 옮기는 바리케이드를 놓을 수 없는 곳
malefiz-option-barricade_rows-1 = 1번 줄
malefiz-option-barricade_rows-2 = 1번과 3번 줄
malefiz-option-barricade_rows-explain = 잡은 바리케이드를 다시 놓을 수 없는 곳: 1줄에는 절대 안 되고, 보호된 시작에서는 3줄에도 안 됩니다.

# 말레피츠 기록: 수가 일으키는 일
malefiz-captured = { $where }에 있던 { $owner }의 말 { $count }개를 집으로 보냅니다
malefiz-stacked = { $where }에서 말 { $count }개와 겹칩니다 (함께 움직입니다)
malefiz-borne-off = { $where }에서 말 { $count }개가 판 밖으로 나갑니다

# 말레피츠 게임 중: 패널, 알림, 큰 알림, 기록, 규칙 도움말
malefiz-a-house = 집
malefiz-log-first = 제비뽑기: { $name } 먼저 시작합니다
malefiz-log-roll = { $name } 주사위: { $n }
malefiz-log-out-to-goal = { $name } 집에서 말을 꺼내 곧장 목표로 보냅니다
malefiz-log-out-barricade = { $name } 집에서 말을 꺼내 바리케이드가 있는 { $to }에 놓고, 바리케이드는 다른 곳으로 옮겨야 합니다
malefiz-log-out = { $name } 집에서 말을 꺼내 { $to }에 놓습니다
malefiz-log-move-to-goal = { $name } { $from }에서 목표까지 갑니다
malefiz-log-move-barricade = { $name } { $from }에서 바리케이드가 있는 { $to }까지 가고, 바리케이드는 다른 곳으로 옮겨야 합니다
malefiz-log-move = { $name } { $from }에서 { $to }까지 갑니다
malefiz-log-barricade = { $name } 바리케이드를 { $field }에 놓습니다
malefiz-drawing-lots = 제비뽑기로 먼저 굴릴 사람을 정합니다
malefiz-to-roll = { $name } 굴릴 차례
malefiz-to-move = { $name } { $n }칸 움직일 차례
malefiz-to-place = { $name } 바리케이드를 놓을 차례
malefiz-on-the-die = 주사위 { $n }
malefiz-barricade-to-place = 옮겨 놓을 바리케이드
malefiz-to-play = 남은 일:
malefiz-roll-button = 주사위 굴리기 (Space)
malefiz-side-detail = 집 { $home } · 판 위 { $board } · 목표까지 가장 가까운 말 { $best }칸
malefiz-hint-place = 빛나는 칸에 바리케이드를 놓으세요. 칸을 누르거나, Tab/화살표로 고른 뒤 Enter를 누르면 됩니다.
malefiz-hint-move = 말(또는 자기 집)을 누른 뒤 빛나는 칸을 누르세요. 칸 위에 마우스를 올리면 지나갈 길이 보입니다. 키: Tab/화살표로 고르고 Enter로 둡니다.
malefiz-hint-roll = 스페이스 키나 버튼을 눌러 주사위를 굴리세요.
malefiz-notice-cannot-move = 그 말은 이번에 나온 수로 움직일 수 없습니다.
malefiz-notice-goal = 목표에는 바리케이드를 놓을 수 없습니다.
malefiz-notice-taken = 이미 무언가 있는 칸입니다. 바리케이드는 빈 칸에만 놓을 수 있습니다.
malefiz-notice-protected = 보호된 줄에는 바리케이드를 놓을 수 없습니다.
malefiz-result = { $name } 목표에 먼저 도착했습니다
malefiz-banner-starts = { $name } 먼저 시작합니다
malefiz-banner-cannot-move = { $name } 움직일 수 없어 차례가 넘어갑니다
malefiz-banner-wins = { $names } 목표에 도착해 승리!
malefiz-rows-1 = 1번 줄
malefiz-rows-1-3 = 1번과 3번 줄
malefiz-rules-goal = 맨 위의 별에 자기 말을 가장 먼저 올려놓으면 이깁니다.
malefiz-rules-move = 주사위를 굴린 뒤 말 하나를 선을 따라 나온 수만큼 정확히 움직입니다. 어디서든 방향을 꺾을 수 있지만, 한 번 움직이는 동안 같은 칸을 두 번 밟을 수는 없습니다. 집에서 나오는 말은 먼저 집 바로 위 칸으로 들어섭니다. 움직일 수 있으면 반드시 움직여야 하고, 움직일 수 있는 말이 하나도 없으면 차례가 넘어갑니다. 6이 나와도 한 번 더 굴리지 않습니다.
malefiz-rules-barricades = 말은 색에 상관없이 뛰어넘을 수 있지만 바리케이드는 넘을 수 없습니다. 상대 말이 있는 칸에서 멈추면 그 말을 집으로 돌려보내고, 자기 말이 있는 칸에는 멈출 수 없습니다. 바리케이드가 있는 칸에 딱 맞게 멈추면 그 칸을 차지하고, 바리케이드를 { $rows }과 목표를 뺀 아무 빈 칸에나 옮겨 놓습니다.
malefiz-rules-exact = 목표에는 나온 수가 딱 맞아야 들어갈 수 있습니다.
malefiz-caption-wins = { $name } 승리
malefiz-caption-rolls = { $name } 굴릴 차례
malefiz-caption-moves = { $name } 둘 차례
malefiz-caption-places = { $name } 바리케이드 놓기
