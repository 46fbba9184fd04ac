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

# The guided first game and the rules pages
malefiz-learn-intro = 이미 진행 중인 판이고, 이기기까지 얼마 남지 않았습니다. 맨 위의 별에 말을 가장 먼저 올려놓으세요. 다음 몇 수는 안내를 따라 두면 됩니다.
malefiz-learn-roll = 내 차례입니다. '주사위 굴리기'(또는 Space)를 누르세요.
malefiz-learn-computer-rolls = 이제 컴퓨터가 주사위를 굴립니다.
malefiz-learn-rolled-4 = 4가 나왔습니다. 말 하나를 선을 따라 정확히 네 칸 움직이세요.
malefiz-learn-move-c13 = c13에 있는 내 말을 누른 뒤 빛나는 g13 칸을 누르세요.
malefiz-learn-barricade-ahead = 두 칸 앞 i13의 바리케이드가 별을 지키고 있습니다. 말은 뛰어넘을 수 있지만 바리케이드는 절대 넘을 수 없습니다.
malefiz-learn-rolled-5 = 5로는 g13의 말이 앞으로 갈 수 없습니다. i13의 바리케이드를 뛰어넘어야 하기 때문입니다. 바리케이드에 멈추려면 정확히 2가 나와야 합니다.
malefiz-learn-move-a11 = 대신 다른 말을 움직이세요. a11에 있는 내 말을 누른 뒤 빛나는 d13 칸을 누르세요.
malefiz-learn-corner = 말이 a12를 지나 모퉁이를 돌았습니다. 선이 만나는 곳이면 어디서든 꺾을 수 있지만, 한 번 움직이는 동안 같은 칸을 두 번 밟을 수는 없습니다.
malefiz-learn-six = 컴퓨터가 6을 굴렸습니다. 6이 나와도 한 번 더 굴리지 않습니다.
malefiz-learn-rolled-2 = 2가 나왔습니다. g13의 말이 바리케이드에 딱 맞게 멈출 수 있는 수입니다.
malefiz-learn-take = g13에 있는 내 말을 누른 뒤 i13의 바리케이드를 누르세요.
malefiz-learn-taken = 바리케이드에 딱 맞게 멈춘 말이 그 칸을 차지합니다. 이제 바리케이드를 다른 곳에 옮겨 놓아야 합니다.
malefiz-learn-place = e6을 눌러 컴퓨터가 지나갈 길에 바리케이드를 놓으세요. 바리케이드는 1번 줄과 별을 뺀 아무 빈 칸에나 놓을 수 있습니다.
malefiz-learn-placed = 이제 컴퓨터의 말이 e6을 지나가려면 그 칸에 딱 맞게 멈춰 바리케이드를 옮겨야 합니다.
malefiz-learn-blocked = 4가 나왔습니다. g5에 있는 컴퓨터의 말은 e6의 바리케이드를 넘어야 하므로 다른 쪽으로 갑니다.
malefiz-learn-rolled-3 = 3이 나왔습니다. 집에서 나오는 말은 먼저 집 바로 위 칸(내 말은 c1)에 들어선 뒤 계속 나아갑니다.
malefiz-learn-capture = 내 집을 누른 뒤 e1에 있는 컴퓨터의 말을 누르세요. 새 말이 나와 그 칸에 멈춥니다.
malefiz-learn-captured = 잡았습니다! 내 말이 멈춘 칸에 있던 상대 말은 집으로 돌아갑니다. 어떤 말이든 뛰어넘을 수 있지만, 내 말이 있는 칸에 멈출 수는 없습니다.
malefiz-learn-end = 이제 컴퓨터와 끝까지 두세요. i13의 말은 정확히 1, d13의 말은 정확히 6이 나오면 별에 도착합니다. 먼저 도착하는 쪽이 이깁니다!
malefiz-page-goal-title = 목표
malefiz-page-goal = 말레피츠는 판 위쪽을 향한 경주입니다. 저마다 1번 줄 아래 집에 말 다섯 개를 두고 시작하며, 맨 위의 별에 말 하나를 가장 먼저 올려놓는 사람이 이깁니다. 길에는 바리케이드가 막아서 있습니다.
malefiz-page-turn-title = 한 차례
malefiz-page-turn = 주사위를 굴린 뒤 말 하나를 선을 따라 나온 수만큼 정확히 움직입니다. 어디서든 꺾을 수 있지만 한 번에 같은 칸을 두 번 밟을 수는 없습니다. 집에서 나올 때 첫걸음은 집 바로 위 칸입니다. 움직일 수 있으면 반드시 움직여야 하고, 6이 나와도 한 번 더 굴리지 않습니다.
malefiz-page-barricades-title = 바리케이드
malefiz-page-barricades = 바리케이드는 어떤 말도 뛰어넘을 수 없습니다. 바리케이드에 딱 맞게 멈춘 말은 그 칸을 차지하고, 그 말의 주인은 곧바로 바리케이드를 1번 줄과 별을 뺀 아무 빈 칸에나 옮겨 놓습니다. 상대의 길을 막는 곳이 좋습니다.
malefiz-page-capture-title = 잡기
malefiz-page-capture = 말은 내 것이든 상대 것이든 뛰어넘을 수 있습니다. 상대 말이 있는 칸에 멈추면 그 말을 집으로 돌려보내고, 내 말이 있는 칸에는 멈출 수 없습니다.
malefiz-page-way-title = 올라가는 길
malefiz-page-way = 집에서 별까지는 적어도 40걸음입니다. 어느 길이든 가운데의 i9, i10, i11을 지나고, a12나 q12로 돌아 13번 줄을 거쳐 별에 닿습니다. 처음에는 이 길목마다 바리케이드가 있습니다.
malefiz-page-end-title = 별에 도착하기
malefiz-page-end = 별에는 나온 수가 딱 맞아야 들어갈 수 있습니다. 별 가까이 온 말은 맞는 수가 나올 때까지 기다리며 다른 말을 움직여야 할 때도 있고, 그사이 상대가 그 앞에 바리케이드를 놓을 수도 있습니다.
