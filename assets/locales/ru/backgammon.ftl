# Нарды: описание игры (название, варианты, правила).

backgammon-title = Нарды
backgammon-origin = Средиземноморье и Ближний Восток
backgammon-duration = 10 минут на партию

## Варианты
backgammon-preset-money-cube = Игра на деньги с кубом удвоения
backgammon-preset-money-cube-summary = Одна партия на очки с кубом удвоения; правило Джакоби: марс засчитывается, только если куб уже поворачивали.
backgammon-preset-match-7 = Матч до 7 очков
backgammon-preset-match-7-summary = Партии с кубом, пока одна из сторон не наберёт 7 очков; правило Кроуфорда (в матче действует всегда): в партии сразу после того, как сторона впервые набрала 6 очков, удваивать нельзя.
backgammon-preset-standard = Без куба (марсы засчитываются)
backgammon-preset-standard-summary = Одна партия без куба удвоения: марс приносит 2 очка, кокс — 3.
backgammon-preset-single-points = По одному очку (без куба и марсов)
backgammon-preset-single-points-summary = Любая победа приносит 1 очко.

## Правила
backgammon-option-gammons = Марс приносит 2 очка, кокс — 3
backgammon-option-gammons-explain = Победа до того, как проигравший вывел хоть одну шашку, даёт два очка (марс), а с его шашкой в доме победителя — три (кокс).
backgammon-option-cube = Куб удвоения
backgammon-option-cube-explain = Перед броском игрок может удвоить ставку; соперник принимает или сдаёт партию.
backgammon-option-jacoby = Правило Джакоби: марс только после удвоения (на деньги)
backgammon-option-jacoby-explain = Не даёт играть на марс, ни разу не удвоив ставку.
backgammon-option-beaver = Бивер: сразу переудвоить в ответ на удвоение (на деньги)
backgammon-option-beaver-explain = Получив удвоение, игрок, довольный позицией, сразу удваивает ещё раз и оставляет куб у себя.
backgammon-option-match = Очков в матче (0 — на деньги; в матче — правило Кроуфорда)
backgammon-option-match-explain = Партии играются, пока одна сторона не наберёт столько очков; 0 — отдельные партии на деньги.

# Нарды в записи ходов: что происходит от хода
backgammon-captured = { $count ->
    [one] бьёт шашку игрока { $owner } на { $where }
    [few] бьёт { $count } шашки игрока { $owner } на { $where }
    [many] бьёт { $count } шашек игрока { $owner } на { $where }
   *[other] бьёт { $count } шашки игрока { $owner } на { $where }
}
backgammon-stacked = присоединяется к { $count ->
    [one] { $count } шашке
    [few] { $count } шашкам
    [many] { $count } шашкам
   *[other] { $count } шашки
} на { $where } (дальше они ходят вместе)
backgammon-borne-off = { $count ->
    [one] { $count } шашка выброшена с { $where }
    [few] { $count } шашки выброшены с { $where }
    [many] { $count } шашек выброшено с { $where }
   *[other] { $count } шашки выброшено с { $where }
}

# Нарды в игре: панель, куб, запись ходов, подсказка, справка по правилам
backgammon-white = белые
backgammon-black = чёрные
backgammon-side = { $name } ({ $colour })
backgammon-seat = { $name } ({ $colour }, { $who })
backgammon-point = поле { $point }
backgammon-bar = бар
backgammon-log-opening-equal = Первый бросок: { $first } — { $a }, { $second } — { $b }; поровну, бросают ещё раз
backgammon-log-opening = Первый бросок: { $first } — { $a }, { $second } — { $b }; { $starter } играет белыми и начинает
backgammon-log-roll = { $side } бросает: { $a }-{ $b }
backgammon-log-play = { $side }: { $play }
backgammon-log-double = { $side } удваивает до { $value }
backgammon-log-take = { $side } принимает: куб { $value } у игрока { $name }
backgammon-log-beaver = { $side } отвечает бивером: куб { $value } у игрока { $name }
backgammon-log-pass = { $side } не принимает удвоение
backgammon-log-resign = { $side } предлагает сдаться: { $level } ({ $points })
backgammon-log-accept = { $side } соглашается на сдачу партии
backgammon-log-reject = { $side } отказывается от предложения сдаться; игра продолжается
backgammon-level-single = простая победа
backgammon-level-gammon = марс
backgammon-level-backgammon = кокс
backgammon-points = { $count ->
    [one] { $count } очко
    [few] { $count } очка
    [many] { $count } очков
   *[other] { $count } очка
}
backgammon-end-borne-off = { $winner } первым выбрасывает все шашки: { $level }
backgammon-end-passed = { $loser } отказывается от удвоения
backgammon-end-resigned = { $loser } сдаётся: { $level }
backgammon-game-result = { $how }; { $winner } получает { $points }
backgammon-game-result-match = { $how }; { $winner } получает { $points } ({ $score })
backgammon-match-score = Матч до { $length }: { $first } { $a }, { $second } { $b }
backgammon-cube-owned = Куб { $value } у игрока { $name }
backgammon-cube-centred = Куб { $value }, в центре
backgammon-crawford = Игра Кроуфорда: удваивать нельзя
backgammon-opening = Первый бросок: каждый бросает по одному кубику
backgammon-to-roll-or-double = { $side }: бросок или удвоение
backgammon-double-offered = { $name } удваивает до { $value }; { $side }: принять или отказаться
backgammon-resign-offered = { $name } предлагает сдаться: { $level } ({ $points }); { $side }: согласиться или отказать
backgammon-to-roll = { $side }: бросок
backgammon-doubles = { $a }-{ $a } (дубль: четыре хода по { $a })
backgammon-played = сыграно: { $steps }
backgammon-dice-to-play = Осталось сыграть:
backgammon-roll-button = Бросить кубики (Space)
backgammon-next-game = Следующая партия (Enter)
backgammon-undo = Отмена (Backspace)
backgammon-confirm = Готово (Enter)
backgammon-hint-button = Подсказка (H)
backgammon-side-detail = пипсов { $pips } · на баре { $bar } · выброшено { $off } · { $shade }
backgammon-light = светлые
backgammon-dark = тёмные
backgammon-score = счёт { $score }
backgammon-owns-cube = владеет кубом ({ $value })
backgammon-hint-next-game = Чтобы продолжить матч, нажмите Enter или «Следующая партия».
backgammon-hint-confirm = Enter или «Готово» — сыграть эти ходы; Backspace — вернуть один шаг.
backgammon-hint-move = Выберите шашку, затем светящееся место (или сразу место). Tab/стрелки — выбор, Enter — ход, Backspace — отмена шага.
backgammon-hint-double = Пробел — бросок, D — удвоение.
backgammon-hint-doubled = Принять (T) — играть дальше на удвоенный куб; отказаться (P) — отдать партию.
backgammon-hint-roll = Бросок — пробел или кнопка.
backgammon-result-single = простая победа, 1 очко
backgammon-result-gammon = марс, 2 очка
backgammon-result-backgammon = кокс, 3 очка
backgammon-result = { $side } первым выбрасывает все шашки: { $how }
backgammon-ask-double = Удвоить до { $value } (D)
backgammon-ask-take = Принять куб { $value } (T)
backgammon-ask-pass = Отказ (P): минус { $points }
backgammon-ask-beaver = Бивер: куб { $value } (B)
backgammon-ask-accept = Согласиться (A)
backgammon-ask-reject = Отказать (X)
backgammon-ask-resign = Сдаться… (R)
backgammon-ask-resign-at = Сдаться: { $level } ({ $points })
backgammon-ask-keep-playing = Играть дальше
backgammon-banner-starts = { $name } играет белыми и начинает
backgammon-banner-cannot-move = { $name } не может ходить
backgammon-banner-wins = Победа: { $names }!
backgammon-banner-wins-gammon = Победа с марсом: { $names }!
backgammon-banner-wins-backgammon = Победа с коксом: { $names }!
backgammon-banner-game = { $name } выигрывает { $points }
backgammon-hint-no-double-possible = Удвоить сейчас нельзя — бросайте. Вы выигрываете в { $win }% случаев.
backgammon-verdict-no-double = Не удваивать (соперник принял бы)
backgammon-verdict-double-take = Удвоить (сопернику стоит принять)
backgammon-verdict-double-pass = Удвоить (сопернику стоит отказаться)
backgammon-verdict-too-good = Слишком хорошо, чтобы удваивать: играйте дальше на марс
backgammon-verdict-take = Принять
backgammon-verdict-pass = Отказаться
backgammon-unit-money = Ваш ожидаемый выигрыш в единицах куба:
backgammon-unit-match = Ваши шансы выиграть матч:
backgammon-hint-no-double = Без удвоения     { $figure }
backgammon-hint-double-take = Удвоить, принять { $figure }
backgammon-hint-double-pass = Удвоить, отказ   { $figure }
backgammon-hint-take = Принять    { $figure }
backgammon-hint-pass = Отказаться { $figure }
backgammon-hint-you-win = Вы выигрываете в { $win }% случаев (марсом или коксом — в { $gammons }%).
backgammon-hint-accept = Соглашайтесь: сдающийся выиграл бы в { $win }% случаев.
backgammon-hint-reject = Отказывайте: сдающийся выиграл бы в { $win }% случаев.
backgammon-rules-goal = Каждая сторона проводит свои 15 шашек по кругу доски в свой дом, а затем выбрасывает их с доски; побеждает тот, кто первым выбросит все.
backgammon-rules-moves = Белые ходят от своего поля 24 к полю 1 (справа внизу), чёрные — в обратную сторону. Каждый кубик передвигает одну шашку на столько полей, сколько на нём выпало; дубль играется четыре раза. Шашка может встать на пустое поле, на поле со своими шашками или на поле с одной шашкой соперника (блот): та шашка побита и уходит на бар. Поле, где стоят две шашки соперника или больше, закрыто.
backgammon-rules-bar = Шашка на баре должна сначала войти в дом соперника: пока она там, другими шашками ходить нельзя. Если можно сыграть оба кубика, играть нужно оба; если только один — то больший. Когда все шашки собраны в доме, их выбрасывают с поля, равного выпавшему числу, а если там пусто и дальше шашек нет — большим числом с самого дальнего занятого поля.
backgammon-rules-gammon = Победа — это марс (2 очка), если проигравший не успел выбросить ни одной шашки, и кокс (3), если к тому же у него осталась шашка на баре или в доме победителя.
backgammon-rules-cube = С кубом удвоения игрок перед броском может удвоить, если куб у него (а пока куб в центре — любой из игроков). Соперник либо принимает и забирает куб с удвоенной ставкой, либо отказывается и проигрывает текущую ставку куба. Марс и кокс умножаются на значение куба. В матче партия сразу после того, как кому-то впервые осталось одно очко до победы, — игра Кроуфорда: удваивать в ней нельзя.
