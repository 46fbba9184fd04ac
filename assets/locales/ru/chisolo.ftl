# Чисоло: описание игры (название, варианты, правила).

chisolo-title = Чисоло
chisolo-origin = Замбия, бывшая Северная Родезия (народ ила)

## Варианты
chisolo-preset-natatu = Натату (ила, Северная Родезия)
chisolo-preset-natatu-summary = Семь лунок в ряду; ход, закончившийся в переднем ряду, берёт фишки, кроме случая, когда обе лунки соперника в этом столбце пусты.

## Правила
chisolo-option-columns = Лунок в ряду
chisolo-option-columns-7 = 7
chisolo-option-columns-8 = 8
chisolo-option-columns-9 = 9
chisolo-option-columns-10 = 10
chisolo-option-setup = Зеркальная расстановка (передний ряд 0 0 1 2 3 3 3)
chisolo-option-capture = Брать, только если в передней лунке соперника есть фишки

# Чисоло в записи ходов: что забирает посев
chisolo-captured = { $count ->
    [one] забирает { $count } фишку игрока { $owner } из { $where }
    [few] забирает { $count } фишки игрока { $owner } из { $where }
    [many] забирает { $count } фишек игрока { $owner } из { $where }
   *[other] забирает { $count } фишки игрока { $owner } из { $where }
}
chisolo-stacked = присоединяется к { $count ->
    [one] { $count } фишке
    [few] { $count } фишкам
    [many] { $count } фишкам
   *[other] { $count } фишки
} в { $where } (дальше они ходят вместе)
chisolo-borne-off = { $count ->
    [one] { $count } фишка уходит с доски из { $where }
    [few] { $count } фишки уходят с доски из { $where }
    [many] { $count } фишек уходят с доски из { $where }
   *[other] { $count } фишки уходят с доски из { $where }
}
