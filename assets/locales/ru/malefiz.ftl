# Малефиц: описание игры (название, варианты, правила).

malefiz-title = Малефиц
malefiz-origin = Германия

## Варианты
malefiz-preset-encyclopedia = Энциклопедия
malefiz-preset-encyclopedia-summary = Переставленную баррикаду можно поставить куда угодно, кроме ряда 1.
malefiz-preset-guarded-start = Защищённый старт (ряды 1 и 3 свободны)
malefiz-preset-guarded-start-summary = Переставленную баррикаду нельзя ставить ни в ряд 1, ни в ряд 3.

## Правила
malefiz-option-barricade_rows = Переставленную баррикаду нельзя ставить в
malefiz-option-barricade_rows-1 = ряд 1
malefiz-option-barricade_rows-2 = ряды 1 и 3

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
