# Чисоло: описание игры (название, варианты, правила).

chisolo-title = Чисоло
chisolo-origin = Замбия, бывшая Северная Родезия (народ ила)
chisolo-duration = 20–40 минут

## Варианты
chisolo-preset-natatu = Натату (ила, Северная Родезия)
chisolo-preset-natatu-summary = Семь лунок в ряду; ход, закончившийся в переднем ряду, берёт фишки, кроме случая, когда обе лунки соперника в этом столбце пусты.

## Правила
chisolo-option-columns = Лунок в ряду
chisolo-option-columns-7 = 7
chisolo-option-columns-8 = 8
chisolo-option-columns-9 = 9
chisolo-option-columns-10 = 10
chisolo-option-columns-explain = Чем длиннее доска, тем длиннее посевы и вся игра.
chisolo-option-setup = Зеркальная расстановка (передний ряд 0 0 1 2 3 3 3)
chisolo-option-setup-explain = Пустые лунки переднего ряда стоят слева, а не справа.
chisolo-option-capture = Брать, только если в передней лунке соперника есть фишки
chisolo-option-capture-explain = Без этого для взятия достаточно, чтобы фишки были хотя бы в одной из двух лунок противника в этом столбце.

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

# Чисоло в игре: панель, надписи на доске, объявления, запись ходов, справка по правилам
chisolo-clockwise = по часовой стрелке
chisolo-anticlockwise = против часовой стрелки
chisolo-store = { $name }: взято  { $count }
chisolo-heading-first = первый ход — по часовой стрелке
chisolo-heading-choosing = направление выберет следующим ходом
chisolo-heading-clockwise = рассеивает по часовой стрелке
chisolo-heading-anticlockwise = рассеивает против часовой стрелки
chisolo-counters = { $count ->
    [one] { $count } фишка
    [few] { $count } фишки
    [many] { $count } фишек
   *[other] { $count } фишки
}
chisolo-preview = { $hole }{ $direction }: { $sown }, последняя — в { $end }
chisolo-preview-relays = { $count ->
    [one] после { $count } эстафеты
    [few] после { $count } эстафет
    [many] после { $count } эстафет
   *[other] после { $count } эстафеты
}
chisolo-preview-captures = { $count ->
    [one] взятие: { $count } фишка
    [few] взятие: { $count } фишки
    [many] взятие: { $count } фишек
   *[other] взятие: { $count } фишки
}
chisolo-preview-and-more = и ещё одна лунка на выбор
chisolo-preview-nothing = напротив брать нечего
chisolo-the-store = копилка
chisolo-log-first = Жребий: первым ходит { $name }
chisolo-log-sow = { $name } ходит из { $hole } ({ $counters }) { $direction }
chisolo-log-chosen = (направление выбрано навсегда)
chisolo-log-ends = последняя фишка — в { $end }
chisolo-log-take = { $name } забирает ещё одну лунку: { $hole }
chisolo-draw = Ничья
chisolo-drawing-lots = Бросаем жребий: кто ходит первым
chisolo-to-sow = { $name }: ход
chisolo-takes-more = { $name } забирает ещё одну лунку
chisolo-button-clockwise = По часовой стрелке
chisolo-button-anticlockwise = Против часовой стрелки
chisolo-button-take = Забрать (Enter)
chisolo-button-sow = Рассеять (Enter)
chisolo-side-detail = на доске { $board } · взято { $captured } · { $heading }
chisolo-hint-take = Есть взятие: щёлкните по светящейся лунке соперника, чтобы забрать и её фишки (или выберите её Tab/стрелками и нажмите Enter).
chisolo-hint-first = Ваш первый ход идёт по часовой стрелке.
chisolo-hint-choosing = Этим ходом вы выбираете направление раз и навсегда: выберите лунку, затем щёлкните по стрелке («по ч.» или «пр. ч.»).
chisolo-hint-pick = Щёлкните по своей светящейся лунке, чтобы увидеть, где кончится ход, и ещё раз (или Enter), чтобы рассеять фишки. Tab/стрелки перебирают ходы.
chisolo-result-draw = Партия пошла по кругу без конца; фишек на доске: { $a } и { $b }
chisolo-result-all = { $name } забирает все фишки соперника
chisolo-result-counts = Фишек на доске: { $a } против { $b }
chisolo-banner-starts = Начинает { $name }: первые ходы — по часовой стрелке
chisolo-banner-first = { $name }: первый ход — по часовой стрелке
chisolo-banner-choose = { $name } выбирает направление — раз и навсегда
chisolo-banner-draw = Ничья!
chisolo-banner-wins = Победа: { $names }!
chisolo-ends-here = конец хода
chisolo-takes = берёт { $count }
chisolo-cw = по ч.
chisolo-ccw = пр. ч.
chisolo-ends = { $names }: конец
chisolo-rules-board = Чисоло (натату, правила народа ила): четыре ряда по { $columns ->
    [one] { $columns } лунке
    [few] { $columns } лунки
    [many] { $columns } лунок
   *[other] { $columns } лунки
}. Каждому игроку принадлежат два ряда на его стороне: задний, ближний к нему, и передний, в середине доски. В начале игры в каждой лунке лежит по 3 фишки, кроме передних рядов: { $front }.
chisolo-front-standard = 3 3 3 2 1 0 0, считая слева от владельца (дополнительные лунки стоят слева, в них по 3 фишки)
chisolo-front-mirrored = 0 0 1 2 3 3 3, считая слева от владельца (зеркальная расстановка; дополнительные лунки стоят справа, в них по 3 фишки)
chisolo-rules-sowing = В свой ход возьмите все фишки из одной своей лунки и раскладывайте их по одной в следующие лунки своих двух рядов, идя по кругу. Если последняя фишка упала в непустую лунку, заберите из неё всё и рассеивайте дальше (это эстафета); ход заканчивается, когда последняя фишка падает в пустую лунку. Рассеивание, которое никогда бы не закончилось, делать нельзя.
chisolo-rules-direction = Первый ход делается по часовой стрелке (если смотреть со своего места, передний ряд проходится слева направо, задний — справа налево). Вторым ходом вы выбираете направление — по часовой стрелке или против — и держитесь его до конца партии.
chisolo-capture-seed = Если рассеивание закончилось в вашем переднем ряду, вы забираете все фишки из двух лунок соперника в том же столбце (если только обе они не пусты), а затем фишки ещё из одной лунки соперника, какую выберете.
chisolo-capture-front = Если рассеивание закончилось в вашем переднем ряду, а в передней лунке соперника в том же столбце есть фишки (так велит правило взятия этой партии), вы забираете обе лунки соперника в этом столбце, а затем ещё одну его лунку, какую выберете.
chisolo-rules-back-row = Ход, закончившийся в вашем заднем ряду, ничего не берёт.
chisolo-rules-end = Побеждает тот, кто заберёт все фишки соперника; игрок, которому некуда ходить, проигрывает. Если позиция повторится в третий раз или пройдёт 100 ходов без взятия, побеждает тот, у кого на доске больше фишек (при равенстве — ничья).
