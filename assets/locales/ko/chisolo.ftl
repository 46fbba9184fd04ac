# 치솔로: 게임 소개 (이름, 방식, 규칙 선택).

chisolo-title = 치솔로
chisolo-origin = 잠비아, 옛 북로디지아 (일라족)
chisolo-duration = 20–40분

## 방식
chisolo-preset-natatu = 나타투 (일라족, 북로디지아)
chisolo-preset-natatu-summary = 한 줄에 구멍 일곱 개. 앞줄에서 끝난 수는 알을 잡지만, 같은 세로줄의 상대 구멍 둘이 다 비어 있으면 잡지 못합니다.

## 규칙 선택
chisolo-option-columns = 한 줄의 구멍 수
chisolo-option-columns-7 = 7
chisolo-option-columns-8 = 8
chisolo-option-columns-9 = 9
chisolo-option-columns-10 = 10
chisolo-option-columns-explain = 판이 길수록 씨 뿌리기도 길어지고 게임도 길어집니다.
chisolo-option-setup = 거울 배치 (앞줄 0 0 1 2 3 3 3)
chisolo-option-setup-explain = 앞줄의 빈 구멍이 오른쪽 대신 왼쪽에 놓입니다.
chisolo-option-capture = 상대의 앞줄 구멍에 알이 있을 때만 잡기
chisolo-option-capture-explain = 이 규칙이 없으면 그 열에 있는 상대 구멍 둘 중 하나에만 알이 있어도 잡을 수 있습니다.

# 치솔로 기록: 뿌리기로 잡은 것
chisolo-captured = { $where }에서 { $owner }의 알 { $count }개를 잡습니다
chisolo-stacked = { $where }에서 알 { $count }개와 합쳐집니다 (함께 움직입니다)
chisolo-borne-off = { $where }에서 알 { $count }개가 판 밖으로 나갑니다

# 치솔로 게임 중: 패널, 판 위 표시, 큰 알림, 기록, 규칙 도움말
chisolo-clockwise = 시계 방향
chisolo-anticlockwise = 시계 반대 방향
chisolo-store = { $name } 잡은 알  { $count }
chisolo-heading-first = 첫 수: 시계 방향
chisolo-heading-choosing = 다음 수에서 방향을 고름
chisolo-heading-clockwise = 시계 방향으로 뿌림
chisolo-heading-anticlockwise = 시계 반대 방향으로 뿌림
chisolo-counters = 알 { $count }개
chisolo-preview = { $hole }{ $direction }: { $sown }를 뿌려 { $end }에서 끝남
chisolo-preview-relays = (이어 뿌리기 { $count }번)
chisolo-preview-captures = 알 { $count }개 잡음
chisolo-preview-and-more = (구멍 하나 더)
chisolo-preview-nothing = 맞은편에 잡을 알 없음
chisolo-the-store = 창고
chisolo-log-first = 제비뽑기: { $name } 먼저 뿌립니다
chisolo-log-sow = { $name } { $hole }의 { $counters }를 { $direction }으로 뿌립니다
chisolo-log-chosen = (이 방향으로 확정)
chisolo-log-ends = 마지막 알은 { $end }에
chisolo-log-take = { $name } 구멍 하나를 더 잡습니다: { $hole }
chisolo-draw = 무승부
chisolo-drawing-lots = 제비뽑기로 먼저 뿌릴 사람을 정합니다
chisolo-to-sow = { $name } 뿌릴 차례
chisolo-takes-more = { $name } 구멍 하나를 더 잡을 차례
chisolo-button-clockwise = 시계 방향
chisolo-button-anticlockwise = 시계 반대 방향
chisolo-button-take = 잡기 (Enter)
chisolo-button-sow = 뿌리기 (Enter)
chisolo-side-detail = 판 위 { $board } · 잡은 알 { $captured } · { $heading }
chisolo-hint-take = 잡았습니다! 빛나는 상대 구멍을 눌러 그 알도 가져오세요 (또는 Tab/화살표로 고른 뒤 Enter).
chisolo-hint-first = 첫 수는 시계 방향으로 뿌립니다.
chisolo-hint-choosing = 이번 수로 방향이 끝까지 정해집니다. 구멍을 고른 뒤 화살표(시계/반시계)를 누르세요.
chisolo-hint-pick = 빛나는 자기 구멍을 누르면 어디서 끝나는지 보이고, 한 번 더 누르면(또는 Enter) 뿌립니다. Tab/화살표로 수를 차례로 고를 수 있습니다.
chisolo-result-draw = 같은 흐름이 끝없이 되풀이되었습니다: 판 위의 알 { $a } 대 { $b }
chisolo-result-all = { $name } 상대 알을 모두 잡았습니다
chisolo-result-counts = 판 위의 알 { $a } 대 { $b }
chisolo-banner-starts = { $name } 먼저 시작합니다: 첫 수는 시계 방향
chisolo-banner-first = { $name } 첫 수: 시계 방향
chisolo-banner-choose = { $name } 방향을 고릅니다 (끝까지 그대로)
chisolo-banner-draw = 무승부!
chisolo-banner-wins = { $names } 승리!
chisolo-ends-here = 여기서 끝
chisolo-takes = { $count }개 잡음
chisolo-cw = 시계
chisolo-ccw = 반시계
chisolo-ends = { $names } 끝
chisolo-rules-board = 치솔로 (일라족의 나타투 규칙): 구멍 { $columns }개짜리 줄 네 개로 둡니다. 플레이어마다 자기 쪽 두 줄을 가지는데, 자기에게 가까운 줄이 뒷줄, 가운데 줄이 앞줄입니다. 처음에는 모든 구멍에 알이 3개씩 들어 있고, 앞줄만 다릅니다: { $front }.
chisolo-front-standard = 주인이 보기에 왼쪽부터 3 3 3 2 1 0 0 (늘어난 구멍은 왼쪽에 있고 알 3개씩)
chisolo-front-mirrored = 주인이 보기에 왼쪽부터 0 0 1 2 3 3 3 (거울 배치, 늘어난 구멍은 오른쪽에 있고 알 3개씩)
chisolo-rules-sowing = 자기 차례에는 자기 구멍 하나의 알을 모두 집어, 자기 두 줄의 다음 구멍들에 하나씩 넣으며 빙 돌아갑니다. 마지막 알이 비어 있지 않은 구멍에 떨어지면 그 구멍의 알도 모두 집어 계속 뿌립니다(이어 뿌리기). 마지막 알이 빈 구멍에 떨어져야 수가 끝납니다. 끝없이 이어질 뿌리기는 둘 수 없습니다.
chisolo-rules-direction = 첫 수는 시계 방향입니다(자기 자리에서 보아 앞줄은 왼쪽에서 오른쪽, 뒷줄은 오른쪽에서 왼쪽). 두 번째 수에서 시계 방향과 시계 반대 방향 중 하나를 고르고, 그 방향을 게임 끝까지 지킵니다.
chisolo-capture-seed = 뿌리기가 자기 앞줄에서 끝나면 같은 세로줄에 있는 상대 구멍 두 개의 알을 모두 잡고(둘 다 비어 있으면 잡지 못함), 이어서 원하는 상대 구멍 하나의 알을 더 잡습니다.
chisolo-capture-front = 뿌리기가 자기 앞줄에서 끝나고 같은 세로줄의 상대 앞줄 구멍에 알이 있으면(이 게임의 잡기 규칙), 그 세로줄의 상대 구멍 두 개를 잡고, 이어서 원하는 상대 구멍 하나를 더 잡습니다.
chisolo-rules-back-row = 자기 뒷줄에서 끝난 수는 알을 잡지 못합니다.
chisolo-rules-end = 상대 알을 모두 잡으면 이깁니다. 둘 수 없는 플레이어는 집니다. 같은 국면이 세 번째로 나오거나 잡기 없이 100수가 지나면 판 위에 알이 더 많은 플레이어가 이깁니다(같으면 무승부).

# The guided first game and the rules pages
chisolo-learn-intro = 치솔로에서는 각자 자기 두 줄을 돌며 자기 알만 뿌리고, 상대의 알을 잡습니다. 첫 몇 수를 함께 두어 봅시다. 내가 먼저 두고, 첫 수는 시계 방향으로 뿌립니다.
chisolo-learn-sow-e2 = 내 구멍 e2를 뿌리세요. e2를 누른 뒤 한 번 더 누르세요(또는 Enter). 하나뿐인 알이 다음 구멍 f2에 들어갑니다.
chisolo-learn-captured-f = f2가 비어 있었으므로 뿌리기가 그곳, 내 앞줄에서 끝났습니다. 그래서 f 세로줄에 있는 컴퓨터 구멍 두 개, f3과 f4의 알을 잡습니다.
chisolo-learn-take-g3 = 알을 잡으면 원하는 컴퓨터 구멍 하나의 알도 더 가져옵니다. g3을 누른 뒤 한 번 더 누르세요(또는 Enter).
chisolo-learn-took = 잡은 알은 내 창고에 쌓이고, 다시 판으로 돌아오지 않습니다.
chisolo-learn-computer-sows = 이제 컴퓨터가 자기 두 줄을 따라 알을 뿌립니다.
chisolo-learn-back-row = 컴퓨터의 마지막 알이 자기 뒷줄의 빈 구멍 f4에 떨어졌습니다. 뒷줄에서 끝난 뿌리기는 알을 잡지 못합니다.
chisolo-learn-choose = 두 번째 수로 게임 끝까지 쓸 방향이 정해집니다. a2를 누른 뒤 '시계' 화살표(또는 '시계 방향' 버튼)를 누르세요.
chisolo-learn-relay = 이어 뿌리기입니다. 마지막 알이 비어 있지 않은 d2에 떨어져 그 알을 모두 집어 계속 뿌렸고, 내 앞줄의 빈 구멍 g2에서 끝났습니다. 잡기입니다!
chisolo-learn-take-e4 = 더 가져올 구멍을 고르세요. e4를 누른 뒤 한 번 더 누르세요(또는 Enter).
chisolo-learn-computer-chooses = 컴퓨터가 두 번째 수를 두며 자기 방향을 고릅니다.
chisolo-learn-computer-captures = 컴퓨터는 시계 반대 방향을 골랐고, 자기 앞줄 a3에서 끝나 내 a1의 알을 잡았습니다. 이제 내 구멍 하나를 더 가져갑니다.
chisolo-learn-computer-took = 컴퓨터가 내 b2를 더 가져갔습니다. 다시 내 차례입니다.
chisolo-learn-sow-g1 = 이제부터는 방향을 고르지 않고 늘 시계 방향으로 뿌립니다. g1을 누른 뒤 한 번 더 누르세요(또는 Enter).
chisolo-learn-corner = 알이 뒷줄을 따라 왼쪽으로 가다가 d1에서 이어 뿌려지고, 모퉁이를 돌아 앞줄의 빈 구멍 a2에서 끝났습니다. a3과 a4를 잡습니다.
chisolo-learn-take-b4 = 더 가져올 구멍 b4를 누른 뒤 한 번 더 누르세요(또는 Enter).
chisolo-learn-back-row-again = 컴퓨터가 이번에도 자기 뒷줄 e4에서 끝나 아무것도 잡지 못했습니다.
chisolo-learn-sow-f1 = f1을 뿌리세요. f1을 누른 뒤 한 번 더 누르세요(또는 Enter).
chisolo-learn-one-pit = b1에서 이어 뿌린 끝에 d2에서 끝났습니다. 컴퓨터의 d4는 비었지만 d3에는 알이 있습니다. 두 구멍 중 하나에만 알이 있어도 잡을 수 있습니다.
chisolo-learn-take-e3 = 더 가져올 구멍 e3을 누른 뒤 한 번 더 누르세요(또는 Enter).
chisolo-learn-end = 컴퓨터의 알이 세 개 남았습니다. 이제 끝까지 직접 두세요. 남은 알을 모두 잡으면 이깁니다!
chisolo-page-board-title = 판과 목표
chisolo-page-board = 플레이어마다 자기 쪽 두 줄을 가집니다. 자기에게 가까운 줄이 뒷줄, 가운데 줄이 앞줄입니다. 자기 알만 뿌릴 수 있고, 상대 알을 모두 잡으면 이깁니다.
chisolo-page-sowing-title = 뿌리기
chisolo-page-sowing = 내 구멍 하나의 알을 모두 집어, 내 두 줄의 다음 구멍들에 하나씩 넣습니다. 첫 수는 시계 방향이라 앞줄에서는 오른쪽으로, 뒷줄에서는 왼쪽으로 갑니다.
chisolo-page-capture-title = 잡기
chisolo-page-capture = 뿌리기가 내 앞줄에서 끝나면 같은 세로줄의 상대 구멍 두 개의 알을 모두 잡고, 원하는 상대 구멍 하나를 더 가져옵니다. 여기서는 c2가 f3과 f4를 잡았고, 다음은 e4입니다.
chisolo-page-relay-title = 이어 뿌리기
chisolo-page-relay = 마지막 알이 비어 있지 않은 구멍에 떨어지면 그 구멍의 알을 모두 집어 계속 뿌립니다. 마지막 알이 빈 구멍에 떨어져야 수가 끝나며, 끝없이 이어질 뿌리기는 둘 수 없습니다.
chisolo-page-nothing-title = 잡지 못할 때
chisolo-page-nothing = 뒷줄에서 끝난 뿌리기는 알을 잡지 못합니다. 앞줄에서 끝나도 같은 세로줄의 상대 구멍 두 개가 모두 비어 있으면 잡지 못합니다. 여기 a 세로줄이 그렇습니다.
chisolo-page-direction-title = 방향 고르기
chisolo-page-direction = 두 번째 수에서 시계 방향과 시계 반대 방향 중 하나를 고르고, 끝까지 그 방향을 지킵니다. 시계 반대 방향은 뒷줄에서 오른쪽으로, 앞줄에서 왼쪽으로 갑니다.
chisolo-page-end-title = 게임의 끝
chisolo-page-end = 상대의 마지막 알을 잡으면 바로 이깁니다. 둘 수 없는 플레이어는 집니다. 같은 국면이 세 번째로 나오거나 잡기 없이 100수가 지나면 판 위에 알이 더 많은 쪽이 이깁니다.
