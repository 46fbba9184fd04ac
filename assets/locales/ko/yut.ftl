# 윷놀이: 게임 소개 (이름, 방식, 규칙 선택).

yut-title = 윷놀이
yut-origin = 한국
yut-duration = 15–30분

## 방식
yut-preset-encyclopedia-sticks = 백과사전 (윷가락)
yut-preset-encyclopedia-sticks-summary = 윷가락 네 개를 던지고, 모서리에서는 반드시 지름길로 꺾으며, 가운데는 백과사전대로 지나갑니다.
yut-preset-encyclopedia-dice = 백과사전 (주사위)
yut-preset-encyclopedia-dice-summary = 윷가락과 같지만 주사위 네 개를 던져 짝수 눈을 셉니다.
yut-preset-modern = 현대식
yut-preset-modern-summary = 빽도, 현대식 가운데 규칙, 편마다 말 네 개.

## 규칙 선택
yut-option-throw = 던지기
yut-option-throw-sticks = 윷가락
yut-option-throw-dice = 주사위
yut-option-throw-explain = 윷가락은 평평한 면이나 둥근 면이 위로 떨어지고, 주사위는 짝수 면을 평평한 윷가락으로 칩니다.
yut-option-back_do = 빽도 (표시한 윷가락 하나만 젖혀지면 한 칸 뒤로)
yut-option-back_do-explain = 표시된 윷가락 하나만 평평하게 떨어지면 말이 한 칸 뒤로 갑니다.
yut-option-shortcut = 모서리에서 지름길로 갈지 직접 고르기
yut-option-shortcut-explain = 큰 모서리에서 시작하는 말이 지름길 대신 바깥 길로 갈 수 있습니다.
yut-option-centre_rule = 현대식 가운데 규칙
yut-option-centre_rule-explain = 가운데에서 출발하는 말은 곧장 집으로 가고, 지나가는 말은 곧게 나아갑니다.
yut-option-pieces = 편마다 말 수
yut-option-pieces-usual = 보통
yut-option-pieces-1 = 1
yut-option-pieces-2 = 2
yut-option-pieces-3 = 3
yut-option-pieces-4 = 4
yut-option-pieces-5 = 5
yut-option-pieces-explain = 이기려면 한 편이 집으로 보내야 하는 말의 수입니다.
yut-option-stick_flat_probability = 윷가락의 평평한 면이 위로 나올 확률
yut-option-stick_flat_probability-explain = 실제 윷가락은 치우쳐 있습니다: 한 가락이 평평한 면으로 떨어질 확률입니다.

# 윷놀이 게임 중: 던지기, 칸, 패널, 기록, 규칙 도움말
yut-throw-do = 도
yut-throw-gae = 개
yut-throw-geol = 걸
yut-throw-yut = 윷
yut-throw-mo = 모
yut-throw-back-do = 빽도
yut-throw-back = 뒤로 1
# 판의 큰 자리 옆에 적는 글자입니다. 기록과 아래 글도 이 글자로 자리를 가리킵니다: 출발하고
# 나가는 모서리, 다섯·열·열다섯 칸째 모서리, 가운데 (저장 파일에서는 언어와 상관없이 O0, O5,
# O10, O15, C). 참먹이·모·뒷모·찌모·방 같은 전통 이름은 동그라미 옆에 적기에 너무 길어서
# 가나다 글자를 씁니다. (The traditional names are too long to draw beside a circle, so the
# letters are 가 나 다 라 마, in the roles of the English A B C D E.)
yut-letter-start = 가
yut-letter-second = 나
yut-letter-third = 다
yut-letter-fourth = 마
yut-letter-centre = 라
yut-station-past = { $corner } 다음 { $n }번째 칸
yut-station-in = { $corner } 안쪽 { $n }번째 칸
yut-the-board = 판
yut-home = 판 밖
yut-log-first = 제비뽑기: { $name } 먼저 던집니다
yut-log-throw = { $name } 던지기: { $throw } ({ $value })
yut-log-enter = { $name } 새 말을 { $to }에 놓습니다 ({ $throw })
yut-log-move = { $route ->
    [diagonal] { $name } { $from }에서 { $to }까지 지름길로 갑니다 ({ $throw })
    [edge] { $name } { $from }에서 { $to }까지 바깥 둘레로 갑니다 ({ $throw })
   *[other] { $name } { $from }에서 { $to }까지 갑니다 ({ $throw })
}
yut-captured = { $where }에서 { $owner }의 말 { $count }개를 잡습니다
yut-stacked = { $where }에서 말 { $count }개를 업습니다 (함께 움직입니다)
yut-borne-off = { $where }에서 말 { $count }개가 판 밖으로 나갑니다
yut-drawing-lots = 먼저 던질 사람을 정합니다
yut-throw-sticks = 윷 던지기
yut-throw-dice = 주사위 던지기
yut-team = { $name }, { $team }팀
yut-side-detail = 대기 { $waiting } · 판 위 { $board } · 난 말 { $home }
yut-hint-move = 말을 누른 뒤 빛나는 칸을 누르세요. 키: Tab/화살표로 고르고 Enter로 둡니다.
yut-hint-throw = 스페이스 키나 버튼을 눌러 던지세요.
yut-banner-first = { $name } 먼저 던집니다
yut-banner-throw-again = 한 번 더!
yut-banner-bonus = 잡았다! 한 번 더
yut-banner-lost = 쓸 수 없는 던지기 { $count }번은 사라집니다
yut-banner-wins = { $names } 승리!
yut-rules-goal = 자기 말을 모두 한 바퀴 돌려 아래쪽 출발점({ yut-letter-start })을 지나 판 밖으로 내보내세요.
yut-rules-sticks = 윷가락 네 개를 던집니다 (윷가락마다 평평한 면이 위로 나올 확률 { $percent }%). 평평한 면이 1개 = 도 (1), 2개 = 개 (2), 3개 = 걸 (3), 4개 = 윷 (4, 한 번 더 던짐), 0개 = 모 (5, 한 번 더 던짐).
yut-rules-dice = 주사위 네 개를 던져 짝수 눈을 셉니다: 1개 = 도 (1), 2개 = 개 (2), 3개 = 걸 (3), 4개 = 윷 (4, 한 번 더 던짐), 짝수가 없으면 모 (5, 한 번 더 던짐).
yut-rules-back-do = 빽도: 표시한 윷가락 하나만 젖혀지면 말 하나가 한 칸 뒤로 갑니다.
yut-rules-throw-again = 윷이나 모가 나오면 말을 움직이기 전에 한 번 더 던집니다. 그다음 나온 것들을 아무 순서로나 쓰되, 하나마다 말 하나나 업힌 말 한 무리를 움직입니다.
yut-rules-shortcut-forced = 모서리({ yut-letter-second }, { yut-letter-third }: 판에 적힌 글자)에서 시작하는 수는 반드시 지름길로 갑니다.
yut-rules-shortcut-optional = 모서리({ yut-letter-second }, { yut-letter-third }: 판에 적힌 글자)에서 시작하는 수는 지름길로 갈 수도 있습니다.
yut-rules-centre-encyclopedia = 처음 들어올 때 모로 곧장 모서리({ yut-letter-second })에 선 말은 가운데({ yut-letter-centre })를 지나 지름 전체를 건너 모서리({ yut-letter-fourth })까지 갑니다. 모서리({ yut-letter-second }, { yut-letter-third })에서 꺾은 다른 말은 가운데로 가서 출발점({ yut-letter-start }) 쪽으로 내려갑니다.
yut-rules-centre-modern = 가운데({ yut-letter-centre })에서 시작하는 수는 출발점({ yut-letter-start }) 쪽으로 내려갑니다. 가운데를 지나가기만 하는 말은 곧장 나아갑니다.
yut-rules-direction = 말은 시계 반대 방향으로 움직입니다.
yut-rules-stacks = 자기 말이 있는 칸에 멈추면 그 말을 업고 함께 움직입니다. 상대 말이 있는 칸에 멈추면 그 말을 모두 잡아 처음 자리로 돌려보내고 한 번 더 던집니다.
yut-tray-waiting = { $name } 대기
yut-tray-home = 난 말
yut-target-captures = { $throw }: 잡기

# The guided first game and the rules pages
yut-learn-intro = 컴퓨터와 두는 첫 판을 차근차근 안내합니다. 편마다 말은 세 개입니다. 내 말을 모두 한 바퀴 돌려 아래쪽 출발점({ yut-letter-start })을 지나 판 밖으로 내보내면 이깁니다.
yut-learn-throw = 내 차례입니다. 버튼이나 스페이스 키를 눌러 윷을 던지세요.
yut-learn-geol = 걸: 윷가락 세 개가 평평한 면으로 떨어져 3칸 갑니다. 평평한 면이 1개면 도(1), 2개면 개(2), 3개면 걸(3), 4개면 윷(4), 없으면 모(5)입니다.
yut-learn-enter = 새 말을 판에 올리세요. 대기 중인 내 말 하나를 누른 뒤 빛나는 칸({ yut-letter-start } 다음 3번째 칸)을 누르세요.
yut-learn-entered = 말이 판에 올라왔습니다. 말은 시계 반대 방향으로 돌고, 던진 것 하나로 말 하나를 그 칸 수만큼 모두 움직입니다.
yut-learn-computer-throws = 이제 컴퓨터가 던집니다.
yut-learn-computer-entered = 컴퓨터는 개(2)가 나와 내 말 바로 뒤, { yut-letter-start } 다음 2번째 칸에 말을 놓았습니다.
yut-learn-back-do = 빽도! 표시한 윷가락 하나만 젖혀졌으니 말 하나가 한 칸 뒤로 가야 합니다. 지금은 오히려 좋은 기회입니다.
yut-learn-back-do-move = { yut-letter-start } 다음 3번째 칸의 내 말을 누른 뒤, 컴퓨터 말이 있는 빛나는 칸({ yut-letter-start } 다음 2번째 칸)을 누르세요.
yut-learn-captured = 잡았습니다! 상대 말이 있는 칸에 멈추면 그 말은 처음 자리로 돌아가고, 나는 한 번 더 던집니다.
yut-learn-throw-bonus = 말을 잡았으니 한 번 더 던집니다. 버튼이나 스페이스 키를 눌러 윷을 던지세요.
yut-learn-gae = 개: 윷가락 두 개가 평평한 면으로 떨어져 2칸 갑니다.
yut-learn-stack-enter = 말을 하나 더 올리세요. 대기 중인 말을 누른 뒤, 첫 말이 있는 빛나는 칸({ yut-letter-start } 다음 2번째 칸)을 누르세요.
yut-learn-stacked = 두 말을 업었습니다. 이제 한 말처럼 함께 움직이고, 잡히면 함께 처음 자리로 돌아갑니다.
yut-learn-computer-mo = 모: 평평한 면이 하나도 없어 5칸 갑니다. 윷이나 모가 나오면 움직이기 전에 한 번 더 던지므로 컴퓨터가 다시 던집니다.
yut-learn-computer-do = 도: 윷가락 하나만 평평한 면으로 떨어져 1칸 갑니다. 이제 컴퓨터는 나온 두 가지를 원하는 순서로 씁니다.
yut-learn-computer-moved = 컴퓨터는 모로 새 말을 곧장 모서리({ yut-letter-second })에 놓고, 도로는 또 다른 말을 { yut-letter-start } 다음 1번째 칸에 놓았습니다.
yut-learn-geol-again = 또 걸, 3칸입니다. 업은 말을 딱 모서리({ yut-letter-second })까지 보낼 수 있습니다.
yut-learn-capture-corner = { yut-letter-start } 다음 2번째 칸의 업은 말을 누른 뒤, 빛나는 모서리({ yut-letter-second })를 눌러 거기 있는 컴퓨터 말을 잡으세요.
yut-learn-captured-again = 또 잡았으니 또 한 번 던집니다. 업은 말은 이제 모서리({ yut-letter-second })에 있습니다.
yut-learn-yut = 윷: 윷가락 네 개가 모두 평평한 면으로 떨어져 4칸 갑니다. 움직이기 전에 한 번 더 던집니다.
yut-learn-throw-again = 윷이 나왔으니 움직이기 전에 한 번 더 던집니다. 버튼이나 스페이스 키를 누르세요.
yut-learn-two-throws = 이제 윷(4)과 걸(3)이 있습니다. 아무 순서로나 쓰되, 하나마다 말 하나나 업은 말 한 무리를 통째로 움직입니다.
yut-learn-shortcut = 걸부터 쓰세요. 모서리({ yut-letter-second })에 있는 업은 말을 누른 뒤 빛나는 가운데({ yut-letter-centre })를 누르세요. 모서리에서 시작하는 수는 지름길로 갑니다.
yut-learn-centre = 업은 말이 가운데({ yut-letter-centre })에 섰습니다. 여기서 시작하는 수는 곧장 출발점({ yut-letter-start }) 쪽으로 내려가니, 집으로 가는 가장 짧은 길입니다.
yut-learn-home = 이제 윷을 쓰세요. 가운데({ yut-letter-centre })에 있는 업은 말을 누른 뒤 출발점({ yut-letter-start }) 옆, 판 밖의 빛나는 자리를 누르세요.
yut-learn-home-done = 말 두 개가 한꺼번에 났습니다! 출발점({ yut-letter-start })을 지나가는 수는 말을 판 밖으로 내보내고, 출발점에 딱 멈춘 말은 그대로 남아 잡힐 수도 있습니다.
yut-learn-end = 이제부터는 혼자 두세요. 컴퓨터가 말 세 개를 모두 내보내기 전에 남은 말 하나를 내보내면 이깁니다. 행운을 빕니다!
yut-page-goal-title = 게임의 목표
yut-page-goal = 편마다 자기 말을 아래쪽 출발점({ yut-letter-start })에서 시계 반대 방향으로 한 바퀴 돌려 출발점을 지나 판 밖으로 내보냅니다. 말을 모두 먼저 내보낸 편이 이깁니다. 둘이 하면 말이 네 개씩이고, 넷이 하면 두 사람씩 한 팀이 됩니다.
yut-page-throws-title = 윷 던지기
yut-page-throws = 윷가락 네 개는 평평한 면이나 둥근 면이 위로 떨어집니다. 평평한 면을 세어 1개면 도(1칸), 2개면 개(2), 3개면 걸(3), 4개면 윷(4), 없으면 모(5)입니다. 윷이나 모가 나오면 움직이기 전에 한 번 더 던지고, 나온 것들은 아무 순서로나 하나씩 말 하나에 통째로 씁니다.
yut-page-board-title = 판과 지름길
yut-page-board = 바깥 둘레는 스무 칸이고, 큰 모서리는 { yut-letter-start }, { yut-letter-second }, { yut-letter-third }, { yut-letter-fourth }입니다. 두 대각선은 가운데({ yut-letter-centre })에서 만납니다. 모서리({ yut-letter-second }, { yut-letter-third })에서 시작하는 수는 반드시 대각선으로 꺾고, 모서리를 지나가기만 하는 말은 바깥 둘레에 남습니다.
yut-page-stacks-title = 업기와 잡기
yut-page-stacks = 자기 편 말이 있는 칸에 멈춘 말은 그 말을 업고, 그다음부터 한 말처럼 함께 움직입니다. 상대 말이 있는 칸에 멈추면 그 말을 모두 잡아 처음 자리로 돌려보내고, 잡은 편은 한 번 더 던집니다.
yut-page-back-do-title = 빽도
yut-page-back-do = 현대식 규칙에서는 윷가락 하나에 표시를 합니다. 그 윷가락 하나만 젖혀지면 빽도이고, 내 말 하나가 한 칸 뒤로 갑니다. 빽도로도 말을 잡거나 업을 수 있으며, 판 위에 내 말이 없으면 빽도는 사라집니다.
yut-page-home-title = 가운데와 집으로 가는 길
yut-page-home = 현대식 규칙에서 가운데({ yut-letter-centre })에서 시작하는 수는 곧장 출발점({ yut-letter-start }) 쪽으로 내려가고, 가운데를 지나가기만 하는 말은 곧게 나아갑니다. 출발점을 지나가는 수는 말을 판 밖으로 내보내고, 출발점에 딱 멈춘 말은 그대로 남아 잡힐 수도 있습니다.
yut-page-encyclopedia-title = 백과사전 규칙
yut-page-encyclopedia = 백과사전 방식에는 빽도가 없고 가운데 길도 다릅니다. 처음 들어올 때 모로 곧장 모서리({ yut-letter-second })에 선 말은 가운데({ yut-letter-centre })를 지나 판을 가로질러 모서리({ yut-letter-fourth }) 쪽으로 가고, 모서리({ yut-letter-second }, { yut-letter-third })에서 꺾은 다른 말은 가운데로 가서 출발점({ yut-letter-start }) 쪽으로 내려갑니다. 윷가락 대신 주사위 네 개를 던져 짝수 눈을 평평한 면으로 칠 수도 있습니다.
