# 치솔로: 게임 소개 (이름, 방식, 규칙 선택).

chisolo-title = 치솔로
chisolo-origin = 잠비아, 옛 북로디지아 (일라족)

## 방식
chisolo-preset-natatu = 나타투 (일라족, 북로디지아)
chisolo-preset-natatu-summary = 한 줄에 구멍 일곱 개. 앞줄에서 끝난 수는 알을 잡지만, 같은 세로줄의 상대 구멍 둘이 다 비어 있으면 잡지 못합니다.

## 규칙 선택
chisolo-option-columns = 한 줄의 구멍 수
chisolo-option-columns-7 = 7
chisolo-option-columns-8 = 8
chisolo-option-columns-9 = 9
chisolo-option-columns-10 = 10
chisolo-option-setup = 거울 배치 (앞줄 0 0 1 2 3 3 3)
chisolo-option-capture = 상대의 앞줄 구멍에 알이 있을 때만 잡기

# 치솔로 기록: 뿌리기로 잡은 것
chisolo-captured = { $where }에서 { $owner }의 알 { $count }개를 잡습니다
chisolo-stacked = { $where }에서 알 { $count }개와 합쳐집니다 (함께 움직입니다)
chisolo-borne-off = { $where }에서 알 { $count }개가 판 밖으로 나갑니다
