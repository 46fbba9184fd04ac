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
backgammon-side-0 = Игрок 1
backgammon-side-1 = Игрок 2
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
backgammon-match-score = Матч до { $length } — { $first }: { $a }, { $second }: { $b }
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
# Наставник останавливает игрока перед дорогим ходом или решением с кубом.
backgammon-tutor-warning = Наставник: { $choice } теряет { $loss } ({ $class }).
backgammon-tutor-best = Лучше: { $best }
backgammon-hint-tutor = Наставник ждёт: сыграть всё равно или подумать ещё.
backgammon-tutor-go-on = Всё равно сыграть
backgammon-tutor-think-again = Подумать ещё
backgammon-class-doubtful = сомнительно
backgammon-class-error = ошибка
backgammon-class-blunder = грубая ошибка
backgammon-choice-double = удвоение
backgammon-choice-no-double = бросок без удвоения
backgammon-choice-take = согласие
backgammon-choice-pass = отказ
backgammon-choice-beaver = бобёр
backgammon-choice-play = ход { $play }
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

# The guided first game and the rules pages
backgammon-learn-intro = Нарды — это гонка: проведите свои 15 шашек по кругу в свой дом (справа внизу) и выбросите их с доски. Партия почти закончена; урок проведёт вас через следующие ходы.
backgammon-learn-roll = Ваш ход: нажмите «Бросить кубики» (или пробел).
backgammon-learn-rolled-4-2 = Выпало 4 и 2. Каждый кубик передвигает одну шашку к вашему дому на выпавшее число полей; одна шашка может сыграть и оба кубика.
backgammon-learn-make-point = Поставьте на пустое поле 4 две шашки: одну с поля 8 (ход на 4), другую с поля 6 (ход на 2). Щёлкните шашку, затем светящееся поле, и нажмите «Готово» (Enter).
backgammon-learn-made-point = Две ваши шашки заняли поле 4: компьютер не может на него встать. Одинокая шашка — это блот, её можно побить.
backgammon-learn-computer-rolls = Теперь бросает компьютер.
backgammon-learn-hit-you = Удар! Компьютер встал на ваш блот в своём доме, и ваша шашка ушла на бар посередине доски. Побившая её шашка компьютера теперь сама стоит блотом.
backgammon-learn-rolled-4-3 = Шашка с бара должна сначала войти в дом компьютера: четвёрка ставит её на его поле 4, где стоит блот. Его поле 3 закрыто.
backgammon-learn-enter = Щёлкните свою шашку на баре, затем светящееся поле: она войдёт четвёркой и побьёт блот. Передвиньте ту же шашку ещё на 3 и нажмите «Готово» (Enter).
backgammon-learn-entered = Ответный удар: шашка компьютера на баре. Пока она не войдёт в ваш дом, другими шашками компьютер ходить не может.
backgammon-learn-computer-enters = Компьютер бросает, чтобы ввести шашку с бара.
backgammon-learn-closed-out = 6-4: ваши поля 6 и 4 закрыты, так что компьютер не может войти и теряет весь бросок.
backgammon-learn-doubles = Дубль! 3-3 играется четырьмя ходами по 3.
backgammon-learn-run-home = Переведите последнюю шашку вне дома на поле 6 по 3 поля за раз: четыре раза щёлкните её и светящееся поле. Затем нажмите «Готово» (Enter).
backgammon-learn-all-home = Все 15 ваших шашек в доме — можно начинать выбрасывать их с доски.
backgammon-learn-escaped = Компьютер вошёл на ваше пустое поле 1 и ушёл дальше всех ваших шашек. Бить больше некого: началась чистая гонка.
backgammon-learn-rolled-6-4 = Выбрасывание: каждый кубик снимает шашку с поля своего числа, здесь — с ваших полей 6 и 4.
backgammon-learn-bear-off = Щёлкните шашку на поле 6, затем светящийся лоток у края доски; то же сделайте с полем 4. Затем нажмите «Готово» (Enter).
backgammon-learn-borne-off = Две шашки выброшены. Кто первым выбросит все 15, тот и выиграл.
backgammon-learn-computer-runs = Компьютер ведёт отставшую шашку домой: выбрасывать можно, только когда все шашки собраны в доме.
backgammon-learn-rolled-6-6 = 6-6: четыре шестёрки. На поле 6 всего три шашки; выше шашек нет, поэтому четвёртая шестёрка выбрасывает шашку с самого дальнего занятого поля — поля 5.
backgammon-learn-bear-off-four = Выбросите три шашки с поля 6 и одну с поля 5, затем нажмите «Готово» (Enter).
backgammon-learn-six-off = Шесть шашек выброшено! Если к концу игры компьютер не выбросит ни одной, ваша победа — марс: 2 очка вместо одного.
backgammon-learn-end = Теперь доиграйте с компьютером: бросайте кубики, выбрасывайте шашки и первым уберите с доски все 15. Удачи!
backgammon-page-goal-title = Цель игры
backgammon-page-goal = У каждого игрока 15 шашек. Проведите их все по кругу в свой дом, а затем выбросите с доски. Побеждает тот, кто первым выбросит все 15.
backgammon-page-board-title = Доска
backgammon-page-board = 24 треугольника — это поля, по шесть в каждой четверти доски. Ваши шашки идут из дома соперника по кругу в ваш, шашки соперника — навстречу. Каждый считает поля от себя: ваше поле 24 дальше всех от дома, поле 1 — ближе всех.
backgammon-page-dice-title = Бросок и ход
backgammon-page-dice = Бросьте два кубика и сыграйте каждый: по шашке на кубик или одной шашкой оба, если промежуточное поле открыто. Дубль играется четыре раза. Оба кубика нужно сыграть, если можно; если только один — больший.
backgammon-page-points-title = Поля и блоты
backgammon-page-points = Две шашки или больше на поле закрывают его: соперник не может туда встать. Одинокая шашка — блот. Здесь первый бросок 3-1 занимает ваше поле 5.
backgammon-page-hitting-title = Удар
backgammon-page-hitting = Встав на блот соперника, вы бьёте его: шашка уходит на бар посередине доски и начинает путь заново. Здесь двойка бьёт блот соперника.
backgammon-page-bar-title = Вход с бара
backgammon-page-bar = Шашку с бара нужно ввести, прежде чем ходить другими: кубик ставит её на поле своего числа в доме соперника, если оно не закрыто. Если войти нельзя, бросок пропадает. Здесь 4 входит с ударом, а 3 войти не может.
backgammon-page-bear-off-title = Выбрасывание и победа
backgammon-page-bear-off = Когда все 15 шашек дома, кубик выбрасывает шашку с поля своего числа, а если выше шашек нет — с самого дальнего занятого поля. Кто первым выбросит все, побеждает; если у соперника не выброшено ни одной, это марс — 2 очка.

# Разбор просматриваемой партии, рядом с повтором.
backgammon-analysis-rate = PR { $pr } · { $rate } mp · решений: { $decisions }
backgammon-analysis-classes = сомнительных { $doubtful } · ошибок { $errors } · грубых { $blunders }
backgammon-analysis-luck = удача { $luck } · итог без удачи { $adjusted }
backgammon-analysis-entry = { $game }.{ $move } { $name }{ $dice }: { $choice } −{ $loss }
backgammon-analysis-played = { $name }: { $choice } ({ $equity })
backgammon-analysis-best = Лучше: { $choice } ({ $equity })
backgammon-analysis-lost = Потеря { $loss }: { $class }
backgammon-analysis-failed = Эту партию нельзя разобрать: { $why }
backgammon-review-start = Разобрать мои ошибки ({ $count })
backgammon-review-everyones = Разобрать ошибки ({ $count })
backgammon-review-puzzle = Задача { $at } из { $of } ({ $name }):
backgammon-review-find-play = найдите ход лучше сыгранного в партии, на доске.
backgammon-review-find-cube = найдите решение с кубом лучше, чем в партии, кнопками.
backgammon-review-right = Верно: { $choice } (потеря { $loss }).
backgammon-review-close = Почти: { $choice } теряет { $loss }.
backgammon-review-wrong = Пока нет: { $choice } теряет { $loss }.
backgammon-review-best = Лучше всего: { $choice } ({ $equity })
backgammon-review-in-the-match = В партии: { $choice }, потеря { $loss }
backgammon-review-next = Следующая задача
backgammon-review-end = Закончить разбор
