# Слова самой Табулы: меню, настройки, рамка панели.

language-name = Русский

## Титульный экран
tagline = Традиционные настольные игры
new-game = Новая игра
settings = Настройки
quit = Выход
ok = Понятно
continue-game = Продолжить: { $game }
saved-when = { $day } { $month ->
        [1] янв.
        [2] февр.
        [3] марта
        [4] апр.
        [5] мая
        [6] июня
        [7] июля
        [8] авг.
        [9] сент.
        [10] окт.
        [11] нояб.
        *[12] дек.
    } { $time }
saved-lesson = урок
loading = Загружаем доску, фишки и звуки…

## Игры на титульном экране
gallery-play = Играть
gallery-rules = Правила
gallery-play-again = Сыграть снова: { $setup }
gallery-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
gallery-players-range = { $min }–{ $max } игрока
gallery-not-played = Ещё не сыграно ни одной партии
gallery-played = { $count ->
    [one] Сыграна { $count } партия
    [few] Сыграно { $count } партии
   *[many] Сыграно { $count } партий
}
gallery-played-won = { $played }, у компьютера выиграно { $won } из { $against }
gallery-rules-title = { $game }: правила
gallery-learn = Обучение
rules-page = Страница { $n } из { $total }
rules-next = Дальше ›
rules-back = ‹ Назад
rules-all = Правила целиком
lesson-step = Урок: шаг { $n } из { $total }
lesson-refused = Не этот ход: урок ждёт хода, отмеченного зелёным.
lesson-close = Понятно
lesson-title = Урок
setup-rules-book = Правила в картинках

## Числа и игроки
count-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}
count-people = { $count ->
    [one] { $count } человек
    [few] { $count } человека
   *[many] { $count } человек
}
count-computers = { $count ->
    [one] { $count } компьютер
    [few] { $count } компьютера
   *[many] { $count } компьютеров
}
you-against-computer = вы против компьютера ({ $level })
people-and-computers = { $people }, { $computers }
level-easy = Легко
level-medium = Средне
level-hard = Сложно
level-easy-lower = лёгкий
level-medium-lower = средний
level-hard-lower = сложный

## Сообщения
notice-save-unreadable = Сохранённая партия ({ $game }) повреждена и не читается. Файл отложен в сторону, новая игра его не затрёт.
notice-save-cut = Конец сохранённой партии ({ $game }) повреждён: игра продолжится с шага { $kept } из { $total }. Полная копия отложена в сторону.
notice-save-no-setup = Сохранённую партию ({ $game }) не удалось восстановить; файл отложен в сторону.
notice-save-recovered = Сохранённая партия ({ $game }) была повреждена: игра продолжится с последнего уцелевшего хода ({ $moves ->
    [one] сохранён { $moves } ход
    [few] сохранено { $moves } хода
   *[many] сохранено { $moves } ходов
}). Копия повреждённого файла отложена в сторону.
notice-save-some-game = неизвестная игра
notice-start-failed = Эту партию не удалось начать ({ $why }); ничего не изменилось.

## Новая игра
setup-title = Новая игра
setup-game = Игра
setup-rules = Правила
setup-preset = Вариант
setup-players = Игроки
seat-person = Человек
setup-take-backs = Можно брать ход назад
team = (команда { $letter })
partners = Напарники играют одной стороной: { $sides }.
partners-and = { $a } и { $b }
partners-against = { $a } против { $b }
back = Назад
start = Начать
start-anew = Начать заново
continue-it = Продолжить
replaces-save = Новая игра заменит вашу незаконченную партию ({ $game }: { $detail }).

## Настройки
settings-animations = Анимация
speed-slow = Медленно
speed-normal = Обычно
speed-fast = Быстро
speed-instant = Мгновенно
settings-size = Текст и кнопки
size-small = Мелкие
size-normal = Обычные
size-large = Крупные
size-largest = Самые крупные
settings-effects = Громкость звуков
settings-music = Громкость музыки
settings-language = Язык
settings-theme = Тема
settings-theme-by = { $name }, автор: { $author }
settings-full-screen = Во весь экран (F11)
settings-forced = Делать вынужденные ходы автоматически (нарды)
settings-pit-counts = Показывать число фишек в каждой лунке (чисоло; иначе при наведении)
settings-hints = Предлагать подсказки (ход сильного компьютера; в нардах — лучшие ходы и решения с кубом)
settings-tutor = Наставник (нарды)
tutor-off = выключен
tutor-errors = предупреждать перед ошибкой
tutor-blunders = предупреждать перед грубой ошибкой
problem-settings-damaged = Файл настроек повреждён, поэтому действуют обычные настройки. Старый файл отложен в сторону.
problem-settings-range = Значение «{ $what }» в настройках было вне допустимых пределов и сброшено.
theme-no-manifest = В теме «{ $theme }» нет читаемого theme.ron ({ $why }): используется классическая тема.
theme-manifest-broken = Изменённый theme.ron темы «{ $theme }» не читается ({ $why }): тема остаётся прежней.
theme-no-picture = В теме «{ $theme }» нет картинки: { $what } («{ $role }» в её theme.ron); используется простая.
theme-no-sound = Тема «{ $theme }» не указывает звук «{ $role }» в своём theme.ron: этот момент пройдёт беззвучно.
theme-picture-failed = В теме «{ $theme }» не загрузилась картинка: { $what } («{ $role }» в её theme.ron); используется простая.
theme-sound-failed = Звук темы «{ $theme }» «{ $role }» (из её theme.ron) не удалось загрузить: этот момент пройдёт беззвучно.
picture-pieces = фишки одной из сторон
picture-stick = палочка для броска
picture-die = грань кубика
picture-board = доска
picture-highlight = подсветка
picture-part = часть доски
theme-bad-colour = Цвет стороны { $colour } в теме не похож на цвет вида #C84B31: используется обычный.
theme-bad-label-colour = Цвет надписей { $colour } в теме не похож на цвет вида #C84B31: используется обычный.
what-animation-speed = скорость анимации
what-ui-size = размер текста и кнопок
what-effects-volume = громкость звуков
what-music-volume = громкость музыки

## Панель во время игры
throws-to-spend = Осталось бросков:
none = нет
moves = Ходы
rules = Правила
menu-esc = Меню (Esc)
take-back = Вернуть ход (Ctrl+Z)
paused = Пауза
resume = Продолжить
leave-saved = Выйти (партия сохранена)

## Итоги
game-over = Игра окончена
draw = Ничья
wins = { $count ->
    [one] Победа: { $names }
   *[other] Победа: { $names }
}
rematch = Реванш
title-screen = На главную

# Game records and replays
watch-again = Посмотреть партию снова
analyse-match = Разобрать партию
analysis-start = Разобрать партию
analysis-running = Разбор… { $percent }%
analysis-refining = Роллауты близких ходов… { $percent }%
analysis-chances = Шансы первого игрока
analysis-errors = Ошибки (нажмите, чтобы увидеть)
analysis-no-errors = Нет.
keep-record = Сохранить запись партии (.{ $ext })
record-kept = Запись сохранена: { $where }
record-failed = Запись не удалось сохранить: { $why }
record-paste = Вставьте сюда запись партии ({ $format }):
record-unread = Эту запись нельзя прочитать: { $why }
watch = Смотреть
replay-progress = Повтор: { $shown } из { $total ->
    [one] { $total } действия
    [few] { $total } действий
   *[other] { $total } действий
}
replay-back = < Назад (влево)
replay-forward = Вперёд (вправо) >
replay-leave = Закончить просмотр
records-positions = Записи и позиции…
position-paste = Или играть с позиции ({ $format }):
play-position = Играть с этой позиции
position-unread = Эту позицию нельзя поставить: { $why }
rules-changed = (изменены)

# The move log: what every game's moves may cause
log-throws-again = { $name } бросает ещё раз
log-extra-capture = { $name } получает ещё один бросок за взятие
log-relays = { $count ->
    [one] { $count } эстафета
    [few] { $count } эстафеты
   *[other] { $count } эстафет
} (в { $where })
log-barricade = баррикада переставлена с { $from } на { $to }
log-throws-lost = { $name } не может ходить: { $count ->
    [one] пропал { $count } бросок
    [few] пропало { $count } броска
   *[other] пропало { $count } бросков
}
log-draw = ничья
log-wins = { $count ->
    [one] побеждает { $names }
   *[other] побеждают { $names }
}
seat-player = игрок
seat-remote = игрок по сети
seat-computer = компьютер, { $level }
to-throw = { $name }: бросок
to-move = { $name }: ход
won = { $count ->
    [one] победил { $names }
   *[other] победили { $names }
}

## Щелчок, который доска не может принять, с ответом на панели
wrong-click-turn = Подождите: сейчас ходит { $name }.
wrong-click-throw-first = Сначала нажмите «{ $button }».
wrong-click-not-yours = Это чужое: сейчас ходит { $name }.
wrong-click-no-move = Этим сейчас не сходить.
wrong-click-cannot-go-there = Туда нельзя: куда можно, показывают светящиеся места.
wrong-click-not-legal = Так сейчас ходить нельзя.

## The sides, by colour, when the theme does not name its colours
side-0 = Красный
side-1 = Синий
side-2 = Зелёный
side-3 = Оранжевый

## Сообщения самой веб-страницы, пока игра не загрузилась
page-loading = Игра загружается…
page-loading-progress = Игра загружается… { $loaded } из { $total } МБ
page-starting = Запуск…
page-no-webgl = Этот браузер не может запустить Tabula: в нём нет WebGL2.
    Попробуйте свежий Firefox, Chrome, Edge или Safari с включённым аппаратным ускорением.
page-no-simd = Этот браузер не может запустить Tabula: его WebAssembly не поддерживает SIMD.
    Попробуйте свежий Firefox, Chrome, Edge или Safari.
page-stopped = Игра остановилась: { $error }
page-could-not-load = Не удалось загрузить Tabula: { $error }
page-updating = Вышла новая версия Tabula: переходим на неё…
page-updated = Tabula обновилась до новой версии.
page-offline = Сети нет: игра идёт с этого устройства. Для игры по сети нужна сеть.

## The hint of the games without their own (the Hard computer's choice)
hint-button = Подсказка (H)
hint-says = Компьютер уровня «Сложно» сыграл бы так: { $play }

## Игра по сети
play-online = Играть по сети
online-title = Игра по сети
online-name = Ваше имя
online-name-explain = Имя, которое видят другие игроки.
online-server = Сервер
online-create = Создать комнату
online-create-explain = Партия начнётся, когда все места будут заняты: отправьте другу код или ссылку комнаты.
online-seat-friend = друг
online-seat-computer = компьютер, { $level }
online-join-code = Код комнаты
online-join = Войти
online-watch = Смотреть
online-waiting-title = Комната ожидания
online-code = Комната { $code }
online-copy-link = Скопировать ссылку
online-link-copied = Скопировано: { $link }
online-seat-free = ждём игрока…
online-starts-when-full = Партия начнётся, когда все места будут заняты.
online-leave = Выйти
online-connecting = Подключение…
online-reconnecting = Переподключение…
online-you = вы
online-connected = в сети
online-disconnected = отошёл
online-away = Ждём, когда { $name } вернётся ({ $time }).
online-claim = Засчитать победу
online-resign = Сдаться
online-rematch = Реванш
online-rematch-asked = { $name } предлагает реванш.
online-continue = { $game } по сети · комната { $code }
online-error-unreachable = Сервер { $server } недоступен ({ $detail }). Проверьте адрес или попробуйте позже.
online-error-version = Этот сервер говорит на другой версии игры. Обновите игру или сервер и попробуйте снова.
online-error-sent-away = Сервер закрыл соединение: { $detail }.
online-error-move-refused = Сервер не принял ход ({ $detail }); на доске партия такая, как на сервере.
online-error-unknown-room = Комнаты с таким кодом нет. Уточните код у друга.
online-error-room-full = В комнате нет свободных мест. Можно смотреть партию.
online-error-seat-gone = Это место больше не ваше: комната закрыта.
online-error-name = Имя должно содержать от 1 до 24 букв.
online-error-too-fast = Слишком много сообщений сразу: подождите немного.
online-error-chat = Сообщение в чате — от 1 до 300 символов.
online-error-nobody-away = Никто не отсутствует достаточно долго, чтобы засчитать победу.
online-error-refused = Сервер отказал: { $detail }.
online-take-back-asked = { $name } просит вернуть свой ход.
online-accept = Согласиться
online-decline = Отказать
online-ask-take-back = Попросить вернуть ход
online-chat-hint = Написать сообщение
online-chat-send = Отправить
