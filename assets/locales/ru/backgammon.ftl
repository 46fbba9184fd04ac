# Нарды: описание игры (название, варианты, правила).

backgammon-title = Нарды
backgammon-origin = Средиземноморье и Ближний Восток

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
backgammon-option-cube = Куб удвоения
backgammon-option-jacoby = Правило Джакоби: марс только после удвоения (на деньги)
backgammon-option-beaver = Бивер: сразу переудвоить в ответ на удвоение (на деньги)
backgammon-option-match = Очков в матче (0 — на деньги; в матче — правило Кроуфорда)

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
