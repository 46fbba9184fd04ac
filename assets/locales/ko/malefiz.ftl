# 말레피츠: 게임 소개 (이름, 방식, 규칙 선택).

malefiz-title = 말레피츠
malefiz-origin = 독일

## 방식
malefiz-preset-encyclopedia = 백과사전
malefiz-preset-encyclopedia-summary = 옮기는 바리케이드는 1번 줄만 빼고 어디에나 놓을 수 있습니다.
malefiz-preset-guarded-start = 출발 보호 (1번과 3번 줄은 비워 둠)
malefiz-preset-guarded-start-summary = 옮기는 바리케이드는 1번 줄에도 3번 줄에도 놓을 수 없습니다.

## 규칙 선택
malefiz-option-barricade_rows = 옮기는 바리케이드를 놓을 수 없는 곳
malefiz-option-barricade_rows-1 = 1번 줄
malefiz-option-barricade_rows-2 = 1번과 3번 줄

# 말레피츠 기록: 수가 일으키는 일
malefiz-captured = { $where }에 있던 { $owner }의 말 { $count }개를 집으로 보냅니다
malefiz-stacked = { $where }에서 말 { $count }개와 겹칩니다 (함께 움직입니다)
malefiz-borne-off = { $where }에서 말 { $count }개가 판 밖으로 나갑니다
