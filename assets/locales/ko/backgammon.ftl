# 백개먼: 게임 소개 (이름, 방식, 규칙 선택).

backgammon-title = 백개먼
backgammon-origin = 지중해와 중동

## 방식
backgammon-preset-money-cube = 큐브를 쓰는 머니 게임
backgammon-preset-money-cube-summary = 더블링 큐브를 쓰는 한 판 점수 게임이며, 제이코비 규칙에 따라 큐브를 한 번이라도 돌린 뒤에만 개먼이 인정됩니다.
backgammon-preset-match-7 = 7점 매치
backgammon-preset-match-7-summary = 한쪽이 7점을 얻을 때까지 큐브를 쓰며 여러 판을 둡니다. 크로퍼드 규칙(매치에서는 늘 적용): 한쪽이 처음 6점에 이른 바로 다음 판에서는 더블을 할 수 없습니다.
backgammon-preset-standard = 큐브 없이 (개먼 인정)
backgammon-preset-standard-summary = 더블링 큐브 없이 한 판을 두며, 개먼은 2점, 백개먼은 3점입니다.
backgammon-preset-single-points = 1점씩 (큐브 없음, 개먼 없음)
backgammon-preset-single-points-summary = 어떻게 이기든 1점입니다.

## 규칙 선택
backgammon-option-gammons = 개먼은 2점, 백개먼은 3점
backgammon-option-cube = 더블링 큐브
backgammon-option-jacoby = 제이코비 규칙: 더블 뒤에만 개먼 인정 (머니 게임)
backgammon-option-beaver = 비버: 더블을 받은 쪽이 곧바로 다시 더블 가능 (머니 게임)
backgammon-option-match = 매치 목표 점수 (0: 머니 게임; 매치에서는 크로퍼드 규칙 적용)

# 백개먼 기록: 수가 일으키는 일
backgammon-captured = { $where }에서 { $owner }의 체커 { $count }개를 잡습니다
backgammon-stacked = { $where }에서 체커 { $count }개와 쌓입니다 (함께 움직입니다)
backgammon-borne-off = { $where }에서 체커 { $count }개를 판 밖으로 냅니다 (베어 오프)
