# Малефиц: описание игры (название, варианты, правила).

malefiz-title = Малефиц
malefiz-origin = Германия
malefiz-duration = 30–60 минут

## Варианты
malefiz-preset-encyclopedia = Энциклопедия
malefiz-preset-encyclopedia-summary = Переставленную баррикаду можно поставить куда угодно, кроме ряда 1.
malefiz-preset-guarded-start = Защищённый старт (ряды 1 и 3 свободны)
malefiz-preset-guarded-start-summary = Переставленную баррикаду нельзя ставить ни в ряд 1, ни в ряд 3.

## Правила
malefiz-option-barricade_rows = Переставленную баррикаду нельзя ставить в
malefiz-option-barricade_rows-1 = ряд 1
malefiz-option-barricade_rows-2 = ряды 1 и 3
malefiz-option-barricade_rows-explain = Куда можно снова поставить взятую баррикаду: никогда в ряд 1, а при защищённом начале и в ряд 3.

# Малефиц в записи ходов: что происходит от хода
malefiz-captured = { $count ->
    [one] отправляет домой фишку игрока { $owner } с поля { $where }
    [few] отправляет домой { $count } фишки игрока { $owner } с поля { $where }
    [many] отправляет домой { $count } фишек игрока { $owner } с поля { $where }
   *[other] отправляет домой { $count } фишки игрока { $owner } с поля { $where }
}
malefiz-stacked = присоединяется к { $count ->
    [one] { $count } фишке
    [few] { $count } фишкам
    [many] { $count } фишкам
   *[other] { $count } фишки
} на поле { $where } (дальше они ходят вместе)
malefiz-borne-off = { $count ->
    [one] { $count } фишка покидает доску с поля { $where }
    [few] { $count } фишки покидают доску с поля { $where }
    [many] { $count } фишек покидают доску с поля { $where }
   *[other] { $count } фишки покидают доску с поля { $where }
}

# Малефиц в игре: панель, подсказки, объявления, запись ходов, справка по правилам
malefiz-a-house = домик
malefiz-log-first = Жребий: начинает { $name }
malefiz-log-roll = { $name } выбрасывает { $n }
malefiz-log-out-to-goal = { $name } выводит фишку из домика прямо на цель
malefiz-log-out-barricade = { $name } выводит фишку на поле { $to }, где стоит баррикада: её нужно переставить
malefiz-log-out = { $name } выводит фишку на поле { $to }
malefiz-log-move-to-goal = { $name } доходит с поля { $from } до цели
malefiz-log-move-barricade = { $name } ходит с поля { $from } на поле { $to }, где стоит баррикада: её нужно переставить
malefiz-log-move = { $name } ходит с поля { $from } на поле { $to }
malefiz-log-barricade = { $name } ставит баррикаду на поле { $field }
malefiz-drawing-lots = Бросаем жребий: кто ходит первым
malefiz-to-roll = { $name }: бросок
malefiz-to-move = { $name }: ход на { $n ->
    [one] { $n } поле
    [few] { $n } поля
    [many] { $n } полей
   *[other] { $n } поля
}
malefiz-to-place = { $name }: перестановка баррикады
malefiz-on-the-die = { $n } на кубике
malefiz-barricade-to-place = поставить баррикаду
malefiz-to-play = Осталось:
malefiz-roll-button = Бросить кубик (Space)
malefiz-side-detail = в домике { $home } · на доске { $board } · до цели ближе всего: { $best }
malefiz-hint-place = Поставьте баррикаду на светящееся поле: щёлкните по нему или выберите его Tab/стрелками и нажмите Enter.
malefiz-hint-move = Выберите фишку (или свой домик), затем светящееся поле; наведите указатель на поле, чтобы увидеть путь. Tab/стрелки — выбор, Enter — ход.
malefiz-hint-roll = Нажмите пробел или кнопку, чтобы бросить кубик.
malefiz-notice-cannot-move = С таким броском эта фишка ходить не может.
malefiz-notice-goal = На цель баррикаду ставить нельзя.
malefiz-notice-taken = Поле занято: баррикаду ставят только на пустое поле.
malefiz-notice-protected = В защищённые ряды баррикаду ставить нельзя.
malefiz-result = { $name } приводит фишку к цели
malefiz-banner-starts = Начинает { $name }
malefiz-banner-cannot-move = { $name } не может ходить: ход переходит дальше
malefiz-banner-wins = Фишка у цели! Победа: { $names }!
malefiz-rows-1 = ряда 1
malefiz-rows-1-3 = рядов 1 и 3
malefiz-rules-goal = Побеждает тот, кто первым приведёт фишку на звезду наверху доски.
malefiz-rules-move = Бросьте кубик и передвиньте одну фишку по линиям ровно на столько полей, сколько выпало. Сворачивать можно где угодно, но за один ход нельзя дважды побывать на одном и том же поле. Фишка, выходящая из домика, первым шагом встаёт на поле прямо над ним. Если можете ходить — ходить обязательно; если не может ни одна фишка, ход переходит дальше. Шестёрка не даёт лишнего броска.
malefiz-rules-barricades = Фишки любого цвета можно перепрыгивать, баррикады — нельзя. Закончив ход на чужой фишке, вы отправляете её обратно в домик; заканчивать ход на своей фишке нельзя. Закончив ход ровно на баррикаде, вы занимаете её поле, а саму баррикаду ставите на любое пустое поле, кроме { $rows } и цели.
malefiz-rules-exact = На цель можно попасть только точным броском.
malefiz-caption-wins = { $name }: победа
malefiz-caption-rolls = { $name }: бросок
malefiz-caption-moves = { $name }: ход
malefiz-caption-places = { $name }: баррикада
