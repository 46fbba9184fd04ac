# Ютнори: описание игры (название, варианты, правила).

yut-title = Ютнори
yut-origin = Корея
yut-duration = 15–30 минут

## Варианты
yut-preset-encyclopedia-sticks = Энциклопедия (палочки)
yut-preset-encyclopedia-sticks-summary = Четыре палочки, на углах сворачивать обязательно, путь через центр — как в энциклопедии.
yut-preset-encyclopedia-dice = Энциклопедия (кубики)
yut-preset-encyclopedia-dice-summary = Как с палочками, только бросают четыре кубика и считают чётные грани.
yut-preset-modern = Современный
yut-preset-modern-summary = Бэк-до, современное правило центра и по четыре фишки у каждой стороны.

## Правила
yut-option-throw = Бросок
yut-option-throw-sticks = Палочки
yut-option-throw-dice = Кубики
yut-option-throw-explain = Палочки падают плоской или круглой стороной вверх; у костей чётная грань считается плоской палочкой.
yut-option-back_do = Бэк-до (одна меченая палочка — шаг назад)
yut-option-back_do-explain = Если плоской стороной упала одна помеченная палочка, фишка отступает на одну станцию.
yut-option-shortcut = Сворачивать на углах — по желанию
yut-option-shortcut-explain = Ход с большого угла может идти по кругу, а не напрямик через центр.
yut-option-centre_rule = Современное правило центра
yut-option-centre_rule-explain = Из центра фишка идёт прямо домой; проходя через центр, продолжает путь прямо.
yut-option-pieces = Фишек у каждой стороны
yut-option-pieces-usual = Как обычно
yut-option-pieces-1 = 1
yut-option-pieces-2 = 2
yut-option-pieces-3 = 3
yut-option-pieces-4 = 4
yut-option-pieces-5 = 5
yut-option-pieces-explain = Сколько фишек каждая сторона должна провести домой, чтобы победить.
yut-option-stick_flat_probability = Шанс, что палочка ляжет плоской стороной вверх
yut-option-stick_flat_probability-explain = Настоящие палочки неравновесны: как часто одна падает плоской стороной вверх.

# Ютнори в игре: броски, поля, панель, запись ходов, справка по правилам
yut-throw-do = то
yut-throw-gae = кэ
yut-throw-geol = коль
yut-throw-yut = ют
yut-throw-mo = мо
yut-throw-back-do = бэк-до
yut-throw-back = 1 назад
yut-station-past = поле { $n } после { $corner }
yut-station-in = поле { $n } от { $corner } к центру
yut-the-board = поле
yut-home = выход
yut-log-first = Жребий: первым бросает { $name }
yut-log-throw = { $name } бросает: { $throw } ({ $value })
yut-log-enter = { $name } вводит фишку броском «{ $throw }» на { $to }
yut-log-move = { $route ->
    [diagonal] { $name } ходит по диагонали броском «{ $throw }»: { $from } — { $to }
    [edge] { $name } ходит по краю броском «{ $throw }»: { $from } — { $to }
   *[other] { $name } ходит броском «{ $throw }»: { $from } — { $to }
}
yut-captured = { $count ->
    [one] берёт фишку игрока { $owner } на { $where }
    [few] берёт { $count } фишки игрока { $owner } на { $where }
    [many] берёт { $count } фишек игрока { $owner } на { $where }
   *[other] берёт { $count } фишки игрока { $owner } на { $where }
}
yut-stacked = образует упряжку с { $count ->
    [one] { $count } фишкой
    [few] { $count } фишками
    [many] { $count } фишками
   *[other] { $count } фишки
} на { $where } (дальше они ходят вместе)
yut-borne-off = { $count ->
    [one] с доски уходит { $count } фишка, стоявшая на { $where }
    [few] с доски уходят { $count } фишки, стоявшие на { $where }
    [many] с доски уходят { $count } фишек, стоявших на { $where }
   *[other] с доски уходят { $count } фишки, стоявших на { $where }
}
yut-drawing-lots = Жребий: кто бросает первым
yut-throw-sticks = Бросить палочки
yut-throw-dice = Бросить кубики
yut-team = { $name }, команда { $team }
yut-side-detail = в запасе { $waiting } · на доске { $board } · дошли { $home }
yut-hint-move = Выберите фишку, затем светящееся поле. Tab/стрелки — выбор, Enter — ход.
yut-hint-throw = Бросок — пробел или кнопка.
yut-banner-first = Первым бросает { $name }
yut-banner-throw-again = Ещё бросок!
yut-banner-bonus = Взятие! Ещё бросок
yut-banner-lost = { $count ->
    [one] Бросок пропал: ходить им некуда
    [few] { $count } броска пропали: ходить некуда
    [many] { $count } бросков пропало: ходить некуда
   *[other] { $count } броска пропало: ходить некуда
}
yut-banner-wins = Победа: { $names }!
yut-rules-goal = Проведите все свои фишки по кругу и выведите их с доски за А (старт внизу).
yut-rules-sticks = Бросают четыре палочки (каждая ложится плоской стороной вверх с вероятностью { $percent }%). Плоской стороной вверх одна — то (1), две — кэ (2), три — коль (3), все четыре — ют (4, бросок ещё раз), ни одной — мо (5, бросок ещё раз).
yut-rules-dice = Бросают четыре кубика и считают чётные грани: одна — то (1), две — кэ (2), три — коль (3), четыре — ют (4, бросок ещё раз), ни одной — мо (5, бросок ещё раз).
yut-rules-back-do = Бэк-до: если плоской стороной вверх легла только меченая палочка, фишка отступает на одно поле назад.
yut-rules-throw-again = Выпало ют или мо — до хода бросьте ещё раз. Потом тратьте броски в любом порядке, каждый на одну фишку или упряжку.
yut-rules-shortcut-forced = Ход, начатый с угла (Б, В — буквы, нарисованные на доске), обязательно идёт по диагонали.
yut-rules-shortcut-optional = Ход, начатый с угла (Б, В — буквы, нарисованные на доске), может пойти по диагонали.
yut-rules-centre-encyclopedia = Фишка, которая при вводе сразу встала на Б броском «мо», пересекает доску по всему диаметру через центр Г до Д; прочие фишки, свернувшие на Б или В, идут к центру и спускаются к А.
yut-rules-centre-modern = Ход, начатый в центре Г, идёт вниз к А; фишка, которая проходит центр насквозь, продолжает путь прямо.
yut-rules-direction = Фишки ходят против часовой стрелки.
yut-rules-stacks = Закончив ход на своих фишках, вы собираете их в упряжку, и дальше они ходят вместе. Закончив ход на чужих, вы отправляете их все обратно на старт и получаете ещё один бросок.
yut-tray-waiting = { $name }: в запасе
yut-tray-home = дошли
