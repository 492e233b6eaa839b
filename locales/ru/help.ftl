# То, что показывает clap: --help, `gametable help`, строки использования,
# страницы man. Ключи — как в locales/en/help.ftl (см. src/cli/help.rs).

## Заголовки и обозначения
heading-usage = Использование:
heading-commands = Команды
heading-arguments = Аргументы
heading-options = Параметры
heading-the-game = Игра
heading-questions = Вопросы
heading-output = Вывод
heading-solver-and-limits = Решатель и ограничения
heading-a-class = Весь класс
usage-options = [ПАРАМЕТРЫ]
usage-command = КОМАНДА
help-default = [по умолчанию: { $value }]
help-possible = [значения: { $values }]
help-possible-long = Значения:

## Разделы страниц man
man-name = ИМЯ
man-synopsis = ОБЗОР
man-description = ОПИСАНИЕ
man-options = ПАРАМЕТРЫ
man-subcommands = КОМАНДЫ
man-extra = ПРИМЕРЫ
man-version = ВЕРСИЯ

## Ошибки в командной строке
cli-error = ошибка: { $message }
cli-tip-nearest = может быть, имелся в виду '{ $flag }'? (все параметры: '{ $command } --help')
cli-tip-help = все параметры: '{ $command } --help'

## gametable
cmd-gametable = Превращает игры двух игроков с кучами камней (задания 19–21 ЕГЭ) в таблицы, как в Excel
    .after =
            Примеры:
              gametable solve
              gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'
              gametable solve ege-2021-demo --json
              gametable templates
arg-help = Показать справку
    .more = Показать справку (подробнее: '--help')
    .long = Показать справку (кратко: '-h')
arg-version = Показать версию

## solve
cmd-solve = Решить игру: вывести её таблицу и ответы на задания 19–21
    .after =
            Примеры:
              gametable solve                             # демо-задание 2021 года
              gametable solve kp1921-046                  # шаблон по имени (или файл)
              gametable solve - < game.toml               # TOML игры со стандартного ввода
              gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'
              gametable solve --start S --s 1..44 --moves '+2 *3' --end 'sum >= 45' \
                  --winner 'sum <= 112'                   # больше 112 — выигрывает соперник
              gametable solve ege-2021-demo --out t.xlsx  # таблица в книгу Excel
              gametable solve ege-2021-demo --out -       # CSV; ответы — в stderr
              gametable solve ege-2021-demo -q 'count where code < 0' --no-table
arg-solve-game = Имя встроенного шаблона или файл TOML; без него — демонстрационное задание 2021 года
    .value = ИГРА
arg-solve-start = Начальная позиция, по значению на кучу, через S (и K): '7, S', 'S, 2S'
    .value = КУЧИ
arg-solve-s = Диапазон S включительно: '1..69' или '88..', если он открыт
    .value = ДИАПАЗОН
arg-solve-k = Диапазон второй неизвестной K, если она есть в начальной позиции
    .value = ДИАПАЗОН
arg-solve-moves = Ходы: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (можно несколько раз)
    .value = ХОДЫ
arg-solve-end = Когда игра заканчивается (проверяется позиция после хода): 'sum >= 77'
    .value = УСЛОВИЕ
arg-solve-winner = Кто выигрывает в конце: mover (сделавший ход), opponent (соперник) или условие, при котором выигрывает сделавший ход
    .value = КТО
arg-solve-no_moves = Игрок, у которого нет хода: lose — проигрывает (обычная игра), win — выигрывает (мизер)
    .value = lose|win
arg-solve-no_repeat = Запрет повторять ход: none — нет, opponent — последний ход соперника, own — свой последний ход
    .value = none|opponent|own
arg-solve-require = Ход допустим, только если после него выполнено условие: 'max <= 80'
    .value = УСЛОВИЕ
arg-solve-cap = Ни одна куча не может стать больше N (то же, что --require 'max <= N')
    .value = N
arg-solve-handed_win_counts = Выигрыш, отданный сопернику ходом за предел, считается ходом победителя
arg-solve-questions = Вопрос: готовый (19, 20, 21, 19-every, 20-min2, 21-all) или запрос 'min where code == 2'; 'ID=ЗАПРОС' даёт ему имя (можно несколько раз; заменяет вопросы шаблона)
    .value = ЗАПРОС
arg-solve-labels = Обозначения в таблице: V1/P1 (win-lose) или П1/В1 (petya-vanya)
    .value = МЕТКИ
value-solve-labels-win-lose = V1/P1: тот, кто ходит, выигрывает (V) или проигрывает (P)
value-solve-labels-petya-vanya = П1/В1: выигрывает Петя (он ходит) или выигрывает Ваня
arg-solve-json = Вывести игру, таблицу и ответы в JSON
arg-solve-no_table = Не выводить таблицу (только ответы)
arg-solve-width = Уместить выведенную таблицу в N символов по ширине, разрезав на части по целым столбцам (по умолчанию — ширина терминала; 0 или вывод в канал — строки целиком)
    .value = N
arg-solve-stats = Вывести число решённых позиций, время и позиций в секунду (в stderr)
arg-solve-solver = Решать этим способом, а не выбирать его самому
    .value = СПОСОБ
value-solve-solver-dense = Плотная таблица (кучи только растут, конец — по сумме)
value-solve-solver-general = Перебор позиций и обратный анализ
value-solve-solver-bounded = Только несколько первых ходов
arg-solve-depth = Сколько ходов каждого игрока разбирать, когда позиций бесконечно или слишком много
    .value = K
arg-solve-max_positions = Не разбирать больше позиций, чем это число
    .value = N
arg-solve-max_memory = Отказаться от работы, которой нужно больше памяти (например, 2G, 500M); по умолчанию — сколько свободно
    .value = РАЗМЕР
arg-solve-threads = Потоков для плотной таблицы (1 или 2; по умолчанию — по числу ядер, не больше 2)
    .value = N
arg-solve-open_span = Сколько значений S пробовать от нижней границы, когда диапазон открыт ('88..')
    .value = N
arg-solve-out = Записать таблицу в ФАЙЛ: .xlsx, .ods или .csv по расширению; '-' — CSV на стандартный вывод
    .long =
            Записать таблицу в ФАЙЛ: .xlsx, .ods или .csv по расширению; '-' — CSV на стандартный вывод.

            Ответы при этом всё равно выводятся; ответы к CSV записываются во второй файл, ФАЙЛ-answers.csv (или в файл --answers-csv). Другое расширение не принимается, если формат не задан через --format.
    .value = ФАЙЛ
arg-solve-format = Формат для --out, каким бы ни было расширение
    .value = ФОРМАТ
value-solve-format-ods = Таблица OpenDocument (родной формат LibreOffice)
arg-solve-formulas = XLSX: «живая» книга с формулами (именованные параметры, в каждой ячейке формула)
arg-solve-lang = Язык названий листов, заголовков и вопросов (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-solve-codes = CSV: коды (+2, -1, 0) вместо меток
arg-solve-delimiter = CSV: разделитель полей, один символ (по умолчанию ',')
    .value = СИМВОЛ
arg-solve-excel = CSV для Excel с русскими настройками: ';' и метка порядка байтов UTF-8
arg-solve-plain = CSV ровно как посчитано: UTF-8 ('—' в законченных ячейках), без метки порядка байтов
    .long =
            CSV ровно как посчитано: UTF-8 ('—' в законченных ячейках), без метки порядка байтов.

            По умолчанию файл CSV правильно открывается двойным щелчком: таблица — только ASCII ('-' в законченных ячейках), а файл, где всё же нужны другие символы (русские слова, метки П/В), начинается с метки порядка байтов UTF-8.
arg-solve-answers_csv = Записать ответы в CSV в этот файл ('-' — на стандартный вывод, обычный текст тогда — в stderr)
    .value = ФАЙЛ

## explain
cmd-explain = Разобрать одну позицию: её код и каждый ход с кодом позиции после него; --tree рисует дерево выигрышной стратегии (задание 21) текстом, в JSON или SVG
    .long =
            Разобрать одну позицию: её код и каждый ход с кодом позиции после него; --tree рисует дерево выигрышной стратегии (задание 21) текстом, в JSON или SVG.

            Позиция — начальная при S = N (--s N, и --k N, если неизвестных две) или любая (--position 7,30); ходит в ней Петя. На ходах победителя дерево показывает его самый быстрый ход (при равенстве — первый в порядке правил), на ходах проигрывающего — все ходы; позиция, встреченная второй раз, рисуется один раз как [n].
    .after =
            Примеры:
              gametable explain --s 30                       # начало демонстрационного задания (7, 30)
              gametable explain --s 30 --tree                # дерево стратегии
              gametable explain kp1921-046 --s 11 --tree --lang en
              gametable explain --position 7,33 --tree --json
              gametable explain --s 30 --tree --svg tree.svg
arg-explain-game = Имя встроенного шаблона или файл TOML; без него — демонстрационное задание 2021 года
    .value = ИГРА
arg-explain-start = Начальная позиция, по значению на кучу, через S (и K): '7, S', 'S, 2S'
    .value = КУЧИ
arg-explain-s = Диапазон S включительно: '1..69' или '88..', если он открыт
    .value = ДИАПАЗОН
arg-explain-k = Диапазон второй неизвестной K, если она есть в начальной позиции
    .value = ДИАПАЗОН
arg-explain-moves = Ходы: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (можно несколько раз)
    .value = ХОДЫ
arg-explain-end = Когда игра заканчивается (проверяется позиция после хода): 'sum >= 77'
    .value = УСЛОВИЕ
arg-explain-winner = Кто выигрывает в конце: mover (сделавший ход), opponent (соперник) или условие, при котором выигрывает сделавший ход
    .value = КТО
arg-explain-no_moves = Игрок, у которого нет хода: lose — проигрывает (обычная игра), win — выигрывает (мизер)
    .value = lose|win
arg-explain-no_repeat = Запрет повторять ход: none — нет, opponent — последний ход соперника, own — свой последний ход
    .value = none|opponent|own
arg-explain-require = Ход допустим, только если после него выполнено условие: 'max <= 80'
    .value = УСЛОВИЕ
arg-explain-cap = Ни одна куча не может стать больше N (то же, что --require 'max <= N')
    .value = N
arg-explain-handed_win_counts = Выигрыш, отданный сопернику ходом за предел, считается ходом победителя
arg-explain-position = Любая позиция вместо начальной: её кучи, '7,30' (ходит Петя)
    .value = КУЧИ
arg-explain-tree = Нарисовать дерево выигрышной стратегии
arg-explain-json = Вывести JSON (с --tree — всё дерево, каждый узел с потомками)
arg-explain-svg = С --tree: ещё и записать дерево картинкой SVG в ФАЙЛ ('-' — на стандартный вывод, текст — в stderr)
    .value = ФАЙЛ
arg-explain-lang = Язык слов (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-explain-labels = Обозначения: V1/P1 (win-lose) или П1/В1 (petya-vanya)
    .value = МЕТКИ
value-explain-labels-win-lose = V1/P1: тот, кто ходит, выигрывает (V) или проигрывает (P)
value-explain-labels-petya-vanya = П1/В1: выигрывает Петя (он ходит) или выигрывает Ваня
arg-explain-depth = Сколько ходов каждого игрока разбирать, когда позиций бесконечно или слишком много
    .value = K
arg-explain-max_positions = Не разбирать больше позиций, чем это число
    .value = N
arg-explain-max_memory = Отказаться от работы, которой нужно больше памяти (например, 2G, 500M), и от дерева (текст, JSON, SVG) больше этого; по умолчанию — сколько свободно
    .value = РАЗМЕР

## book
cmd-book = Записать книгу ответов для многих вариантов: ключ, условия, лист на каждый вариант
    .long =
            Записать книгу ответов для многих вариантов: ключ, условия, лист на каждый вариант.

            ВАРИАНТЫ — файл TOML с таблицами [[variant]] (ключи как в шаблоне: start, s, moves, end, winner, questions, …) или файл CSV, в котором вариант — строка, а заголовок называет эти ключи (вопросы разделяются знаком '|'). Каждый вариант проверяется до того, как что-то решено или записано; ошибка называет файл, строку, вариант (строку таблицы) и поле.
    .after =
            Примеры:
              gametable book variants.toml --out book.xlsx
              gametable book variants.toml --out book.xlsx --csv key.csv --statements tasks.md
              gametable book variants.csv --out book.xlsx --no-grids --lang en
              gametable generate --count 30 --seed 1 --out v.toml && gametable book v.toml --out book.xlsx
arg-book-variants = Варианты: файл .toml с таблицами [[variant]] или файл .csv, вариант на строку
    .value = ВАРИАНТЫ
arg-book-out = Книга, которую записать: рабочая книга (.xlsx) или документ без таблиц (.docx, .md, .html)
    .value = ФАЙЛ
arg-book-csv = Ещё и записать ключ (вариант, правила, ответы на 19–21) в CSV в этот файл ('-' — на стандартный вывод)
    .value = ФАЙЛ
arg-book-no_grids = Без листа на каждый вариант (только ключ и условия)
arg-book-no_trees = Без дерева стратегии к заданию 21 под таблицей каждого варианта
arg-book-lang = Язык листов, ключа и условий (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-book-statements = Ещё и записать условия в ФАЙЛ: Markdown, если он оканчивается на .md, иначе простой текст ('-' — на стандартный вывод)
    .value = ФАЙЛ
arg-book-labels = Обозначения в таблицах: V1/P1 (win-lose) или П1/В1 (petya-vanya)
    .value = МЕТКИ
value-book-labels-win-lose = V1/P1: тот, кто ходит, выигрывает (V) или проигрывает (P)
value-book-labels-petya-vanya = П1/В1: выигрывает Петя (он ходит) или выигрывает Ваня
arg-book-open_span = Сколько значений S пробовать, когда диапазон варианта открыт ('88..')
    .value = N
arg-book-max_positions = Не разбирать в одном варианте больше позиций, чем это число
    .value = N
arg-book-max_memory = Отказаться от работы, которой нужно больше памяти (например, 2G, 500M); по умолчанию — сколько свободно
    .value = РАЗМЕР

## generate
cmd-generate = Придумать новые варианты заданий 19–21 (остаются только те, что годятся для экзамена)
    .long =
            Придумать новые варианты заданий 19–21 (остаются только те, что годятся для экзамена).

            Вариант остаётся, если в задании 19 есть наименьшее S, в задании 20 ровно два значения (или спрашиваются два наименьших, когда их больше), в задании 21 есть наименьшее S, ни одна начальная позиция в диапазоне S не закончена сразу и ни у одного другого варианта нет тех же правил. Одно и то же зерно даёт одни и те же варианты.
    .after =
            Примеры:
              gametable generate --count 30 --seed 1 --out variants.toml
              gametable generate --count 10 --seed 7 --family overshoot --out overshoot.toml
              gametable generate --count 5 --seed 2 --out - | head
arg-generate-count = Сколько вариантов
    .value = N
arg-generate-seed = Зерно: одно и то же зерно (и семейство) даёт одни и те же варианты
    .value = X
arg-generate-family = Только это семейство (по умолчанию — все по очереди)
    .value = ИМЯ
value-generate-family-one-heap = Одна куча S: +a (и +c) или ×b, куча доходит до T
value-generate-family-two-heaps = Две кучи (A, S): +a или ×b в любой куче, сумма доходит до T
value-generate-family-overshoot = Две кучи (A, S), как выше, но сумма больше B отдаёт выигрыш сопернику
value-generate-family-decreasing = Одна куча S ≥ T + 1: −a или /b (с округлением вниз), куча опускается до T
value-generate-family-no-repeat = Одна куча S: +a, +c или ×b, нельзя повторять последний ход соперника
arg-generate-out = Файл TOML, который записать ('-' — на стандартный вывод)
    .value = ФАЙЛ
arg-generate-lang = Язык заголовка файла и сообщений (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-generate-max_memory = Отказаться от работы, которой нужно больше памяти (например, 2G, 500M); по умолчанию — сколько свободно
    .value = РАЗМЕР

## graph
cmd-graph = Игра на ориентированном графе (список рёбер CSV, DOT или шаблон игры): исход, число ходов до конца и обобщённое значение Шпрага–Гранди каждой вершины
    .after =
            Примеры:
              gametable graph game.csv                      # строки 'from,to'
              gametable graph game.dot --tokens A,C,C       # итог для трёх фишек и выигрышный ход
              gametable graph game.csv --dot labelled.dot   # затем: dot -Tpng labelled.dot -o game.png
              gametable graph two-piles-misere --steps     # алгоритм 2 из seed 000 по шагам
              gametable graph two-piles --steps --csv two-piles.csv
arg-graph-file = Список рёбер: строки CSV 'from,to' (заголовок необязателен) или орграф Graphviz DOT; или имя шаблона игры / файл TOML (его позиции становятся графом)
    .value = ФАЙЛ
arg-graph-start = Начальная вершина (алгоритм 2 останавливается, как только она помечена)
    .value = ВЕРШИНА
arg-graph-tokens = Фишки на этих вершинах, сумма игр: итог и выигрышный ход. Через запятую, можно несколько раз; на вершине может стоять несколько фишек
    .value = V,V,…
arg-graph-steps = Показать алгоритм 2 из seed 000: шаги A/B и новые метки каждого шага
arg-graph-dot = Записать граф с метками и цветами в Graphviz DOT ('-' — на стандартный вывод, отчёт — в stderr)
    .value = OUT.dot
arg-graph-csv = Записать таблицу по вершинам в CSV ('-' — на стандартный вывод, отчёт — в stderr)
    .value = OUT.csv
arg-graph-xlsx = Записать таблицу в книгу XLSX (с условным форматированием)
    .value = OUT.xlsx
arg-graph-no_table = Не выводить таблицу по вершинам (только сводку, шаги и итог)
arg-graph-stats = Вывести время каждого анализа (в stderr)
arg-graph-lang = Язык отчёта (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-graph-max_memory = Отказаться от работы, которой нужно больше памяти (например, 2G, 500M); по умолчанию — сколько свободно
    .value = РАЗМЕР

## sg
cmd-sg = Таблицы Шпрага–Гранди для игр с кучами: множества вычитания, ним, игры на языке правил, игра в угол и ферзь Уитхоффа; суммы (XOR) с выигрышным ходом
    .after =
            Примеры:
              gametable sg subtract '1 or prime' --upto 40 --heaps 3,5,7
              gametable sg subtract 1..3 --heaps 21
              gametable sg subtract 2,5 --upto 100 --csv sg.csv
              gametable sg subtract 1..3 --misere --upto 20
              gametable sg nim 22,51
              gametable sg nim 1,1,4 --misere
              gametable sg rules --moves '-1 /2' --upto 30 --heaps 7,9
              gametable sg corner --size 8 --at 3,5 --at 6,2
              gametable sg queen --size 10
arg-sg-lang = Язык отчёта (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-sg-max_memory = Отказаться от работы, которой нужно больше памяти (например, 2G, 500M); по умолчанию — сколько свободно
    .value = РАЗМЕР

## sg subtract
cmd-sg-subtract = Игра вычитания: за ход из одной кучи берут d камней, d из МНОЖЕСТВА
    .after =
            МНОЖЕСТВО: '1,2,3', '1..3', '1 or prime', 'even', '2..' (от 2 и больше), 'any' (ним).

            Примеры:
              gametable sg subtract '1 or prime' --upto 10000 --no-table
              gametable sg subtract 1..3 --heaps 21
arg-sg-subtract-set = Множество вычитания
    .value = МНОЖЕСТВО
arg-sg-subtract-upto = Значения для n = 0..N (не меньше, чем до самой большой кучи)
    .value = N
arg-sg-subtract-heaps = Кучи суммы игр: итог по XOR и выигрышный ход ('3,5,7')
    .value = H,H,…
arg-sg-subtract-misere = Мизер: выигрывает тот, кто не может сделать ход (одна куча или ним)
arg-sg-subtract-no_table = Не выводить таблицу
arg-sg-subtract-csv = Записать n и g(n) в CSV ('-' — на стандартный вывод, текст — в stderr)
    .value = OUT.csv
arg-sg-subtract-xlsx = Записать таблицу в книгу XLSX (с условным форматированием)
    .value = OUT.xlsx

## sg nim
cmd-sg-nim = Ним: за ход из одной кучи берут сколько угодно камней
    .after =
            Примеры:
              gametable sg nim 22,51
              gametable sg nim 1,1,4 --misere
arg-sg-nim-heaps = Кучи: '3,4,5'
    .value = КУЧИ
arg-sg-nim-misere = Мизер: тот, кто берёт последний камень, проигрывает

## sg rules
cmd-sg-rules = Игра с одной кучей на языке правил (ходы как в `gametable solve`), любые ходы: значения по обобщённой разметке (∞ там, где игра может зациклиться)
    .after =
            Примеры:
              gametable sg rules --moves '-1 /2' --upto 30
              gametable sg rules --moves '-1 -3 -4' --heaps 9,10
arg-sg-rules-game = Имя шаблона с одной кучей или файл TOML (берутся его ходы, конец и победитель)
    .value = ИГРА
arg-sg-rules-moves = Ходы: '-1 /2', '-1 -3 -4' … (как в `gametable solve`)
    .value = ХОДЫ
arg-sg-rules-require = Ход допустим, только если после него выполнено условие: 'x >= 0'
    .value = УСЛОВИЕ
arg-sg-rules-upto = Значения для n = 0..N
    .value = N
arg-sg-rules-heaps = Кучи суммы игр: итог и выигрышный ход ('3,5,7')
    .value = H,H,…
arg-sg-rules-max_positions = Не разбирать больше позиций, чем это число
    .value = N
arg-sg-rules-csv = Записать n и g(n) в CSV ('-' — на стандартный вывод, текст — в stderr)
    .value = OUT.csv
arg-sg-rules-xlsx = Записать таблицу в книгу XLSX (с условным форматированием)
    .value = OUT.xlsx

## sg corner
cmd-sg-corner = Фишку двигают влево или вверх на сколько угодно клеток к углу: g = строка ⊕ столбец
    .after =
            Пример:
              gametable sg corner --size 8 --at 3,5 --at 6,2
arg-sg-corner-size = Строк и столбцов на доске (0..N-1; клетка (0, 0) — угол)
    .value = N
arg-sg-corner-pieces = Фишка в клетке строка,столбец (можно несколько раз): итог по XOR и выигрышный ход
    .value = R,C
arg-sg-corner-csv = Записать таблицу в CSV ('-' — на стандартный вывод, текст — в stderr)
    .value = OUT.csv
arg-sg-corner-xlsx = Записать таблицу в книгу XLSX (с условным форматированием)
    .value = OUT.xlsx

## sg queen
cmd-sg-queen = Ферзя двигают влево, вверх или по диагонали к углу (игра Уитхоффа)
    .after =
            Пример:
              gametable sg queen --size 10 --at 4,7
arg-sg-queen-size = Строк и столбцов на доске (0..N-1; клетка (0, 0) — угол)
    .value = N
arg-sg-queen-pieces = Ферзь в клетке строка,столбец (можно несколько раз): итог по XOR и выигрышный ход
    .value = R,C
arg-sg-queen-csv = Записать таблицу в CSV ('-' — на стандартный вывод, текст — в stderr)
    .value = OUT.csv
arg-sg-queen-xlsx = Записать таблицу в книгу XLSX (с условным форматированием)
    .value = OUT.xlsx

## help (команда help самого clap)
cmd-help = Показать эту справку или справку по команде

## check
cmd-check = Проверить таблицы, сделанные вручную (XLSX, XLSM, XLS, XLSB, ODS, CSV), ячейку за ячейкой по игре
    .after =
            Примеры:
              gametable check ege-2021-demo table.xlsx
              gametable check ege-2021-demo class/*.xlsx class/*.ods --json
              gametable check ege-2021-demo table.ods --sheet Лист1 --range A1:BR71 --annotate checked.xlsx
              gametable check ege-2021-demo table.csv --labels petya-vanya --strict
              gametable check ege-2021-demo --answers '18; 31 34; 30'
              gametable check kp1921-046 -q 19-every -q 20-min2 -q 21 --answers '41; 14 39; 12'

            Код завершения: 0 — все ячейки верны, 1 — есть неверная ячейка (или ответ), 2 — файл не удалось использовать.
arg-check-game = Игра, для которой сделаны таблицы: имя встроенного шаблона или файл TOML; если правила заданы только параметрами — сразу первая таблица
    .value = ИГРА
arg-check-files = Таблицы: XLSX, XLSM, XLS, XLSB, ODS или CSV (`,` `;` или табуляция)
    .value = ФАЙЛ
arg-check-start = Начальная позиция, по значению на кучу, через S (и K): '7, S', 'S, 2S'
    .value = КУЧИ
arg-check-s = Диапазон S включительно: '1..69' или '88..', если он открыт
    .value = ДИАПАЗОН
arg-check-k = Диапазон второй неизвестной K, если она есть в начальной позиции
    .value = ДИАПАЗОН
arg-check-moves = Ходы: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (можно несколько раз)
    .value = ХОДЫ
arg-check-end = Когда игра заканчивается (проверяется позиция после хода): 'sum >= 77'
    .value = УСЛОВИЕ
arg-check-winner = Кто выигрывает в конце: mover (сделавший ход), opponent (соперник) или условие, при котором выигрывает сделавший ход
    .value = КТО
arg-check-no_moves = Игрок, у которого нет хода: lose — проигрывает (обычная игра), win — выигрывает (мизер)
    .value = lose|win
arg-check-no_repeat = Запрет повторять ход: none — нет, opponent — последний ход соперника, own — свой последний ход
    .value = none|opponent|own
arg-check-require = Ход допустим, только если после него выполнено условие: 'max <= 80'
    .value = УСЛОВИЕ
arg-check-cap = Ни одна куча не может стать больше N (то же, что --require 'max <= N')
    .value = N
arg-check-handed_win_counts = Выигрыш, отданный сопернику ходом за предел, считается ходом победителя
arg-check-sheet = Проверить этот лист (по умолчанию — первый лист с таблицей)
    .value = ИМЯ
arg-check-range = Искать таблицу только в этом диапазоне ячеек, вместе с заголовками: B2:BR70
    .value = ДИАПАЗОН
arg-check-annotate = Записать таблицу обратно в XLSX: неверные ячейки залиты красным, у каждой примечание (только для одного файла)
    .value = OUT.xlsx
arg-check-labels = Читать метки так, а не определять их самому
    .value = МЕТКИ
value-check-labels-win-lose = V1/P1, В1/П1, W1/L1: тот, кто ходит, выигрывает (V, В, W) или проигрывает (P, П, L)
value-check-labels-petya-vanya = П1/В1: выигрывает Петя (он ходит, П) или Ваня (В)
value-check-labels-codes = Числа: +K — тот, кто ходит, выигрывает своим K-м ходом, -K — проигрывает
arg-check-strict = Сообщать и о непомеченных ячейках (пустых там, где код глубже, чем отмечает таблица), и считать их ошибкой
arg-check-json = Вывести найденное в JSON
arg-check-lang = Язык причин, примечаний и итогов (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-check-answers = Ответы ученика на вопросы задания (19; 20; 21) через ';'
    .value = ОТВЕТЫ
arg-check-questions = Вопросы, на которые отвечает --answers, как в `solve`: готовый (19, 20, 21, 19-every, 20-min2, 21-all) или запрос, 'ID=ЗАПРОС' даёт ему имя (можно несколько раз; заменяет вопросы шаблона)
    .value = ЗАПРОС
arg-check-class = Проверить весь класс: ФАЙЛЫ — книги учеников или папки с ними; один отчёт, строка на ученика (нужен --out или --json)
arg-check-out = Отчёт по классу: .xlsx (строка на ученика, их листы с пометками, тепловая карта) или .csv (строки)
    .value = ФАЙЛ
arg-check-book = Проверить каждый файл по его собственному варианту из этой книги вариантов (файл вариантов, как для `book`: TOML или CSV); вариант находится по условию, напечатанному в файле («Вариант 3», название варианта), или по имени файла; тогда GAME не нужен
    .value = ВАРИАНТЫ
arg-check-name_pattern = С --book: как названы файлы учеников: {"{"}variant{"}"} там, где стоит номер варианта, * — любой текст ('*-v{"{"}variant{"}"}.xlsx'); по умолчанию — число после v, var, в, вариант в имени
    .value = ШАБЛОН
arg-check-marks = Оценки по доле верных ячеек: ОЦЕНКА:ПРОЦЕНТ,… (ниже самого низкого порога — на балл меньше)
    .value = ПРАВИЛО
arg-check-max_memory = Не брать книгу, для чтения которой или для решения игры к ней нужно больше памяти (оценивается до чтения и до решения): 500M, 2G; по умолчанию — сколько свободно
    .value = РАЗМЕР

## read
cmd-read = Прочитать русский текст задания (или документ с заданиями): игру и вопросы в виде шаблона и ответы
    .long =
            Прочитать русский текст задания (или документ с заданиями): игру и вопросы в виде шаблона и ответы.

            ФАЙЛ — простой текст, Markdown или HTML (UTF-8, UTF-16 или Windows-1251), документ Word .docx или .doc, документ Writer .odt или .rtf; '-' или ничего — стандартный ввод. Каждое задание выводится как шаблон TOML, который принимает `solve`, каждый ключ рядом со словами, из которых он прочитан, затем ответы и каждое непрочитанное предложение. Если формулировку можно понять двумя способами, даются оба ответа (19 и 19b). Код завершения: 0 — все задания прочитаны полностью, 1 — что-то не прочитано (ответы, которые можно дать, выводятся), 2 — задание не найдено или это не текст.
    .after =
            Примеры:
              gametable read task.txt
              gametable read task.txt > task.toml && gametable solve task.toml
              gametable read collection.docx --json
              xclip -o | gametable read -
arg-read-file = Текст задания: .txt, .md, .html, .docx, .doc, .odt или .rtf; '-' или ничего — стандартный ввод
    .value = ФАЙЛ
arg-read-json = Вывести JSON: {"{"}"tasks": [{"{"}"number", "title", "template", "complete", "unread", "answers"{"}"}]{"}"}
arg-read-lang = Язык заголовков (по умолчанию — язык системы)
    .value = ЯЗЫК
arg-read-max_memory = Ограничение памяти (например, 2G, 500M); по умолчанию — сколько свободно
    .value = РАЗМЕР

## templates
cmd-templates = Перечислить встроенные шаблоны (или вывести один: --show ИМЯ)
    .after =
            Примеры:
              gametable templates
              gametable templates --show ege-2021-demo
arg-templates-show = Вывести TOML этого шаблона
    .value = ИМЯ
arg-templates-lang = Язык сообщений (по умолчанию — язык системы)
    .value = ЯЗЫК

## completions
cmd-completions = Вывести сценарий автодополнения для командной оболочки
    .after =
            Пример:
              gametable completions bash > /etc/bash_completion.d/gametable
arg-completions-shell = Оболочка
    .value = ОБОЛОЧКА
arg-completions-lang = Язык сообщений (по умолчанию — язык системы)
    .value = ЯЗЫК

## man
cmd-man = Вывести страницу man (roff): gametable(1) или страницу команды, gametable-solve(1) …
    .after =
            Примеры:
              gametable man > gametable.1 && man ./gametable.1
              gametable man solve | man -l -
              gametable man sg subtract | man -l -       # gametable-sg-subtract(1)
              gametable man --dir /usr/local/share/man/man1   # все страницы
              gametable man solve --lang ru | man -l -   # страница на русском
arg-man-command = Команда, чью страницу вывести ('solve', 'sg subtract'); без неё — gametable(1)
    .value = КОМАНДА
arg-man-dir = Записать все страницы (gametable.1, gametable-solve.1, …) в эту папку
    .value = ПАПКА
arg-man-lang = Язык страниц (по умолчанию — язык системы)
    .value = ЯЗЫК

## Ошибки в командной строке (по-английски их пишет сам clap)
cli-possible = возможные значения: { $values }
cli-unknown-flag = неизвестный параметр '{ $arg }'
cli-extra-argument = лишний аргумент '{ $arg }'
cli-unknown-command = нет такой команды: '{ $name }'
cli-did-you-mean = может быть, имелась в виду '{ $name }'?
cli-value-required = для '{ $arg }' нужно значение
cli-invalid-value = недопустимое значение '{ $value }' для '{ $arg }'
cli-why-number = нужно целое число
cli-why-char = нужен один символ
cli-why-range = нужно число от { $from } до { $to }
cli-missing = { $count ->
    [one] не задан обязательный аргумент
   *[other] не заданы обязательные аргументы
}: { $args }
cli-conflict = '{ $arg }' нельзя задавать вместе с '{ $other }'
cli-missing-command = нужна команда: { $names }
cli-wrong-values = неверное число значений для '{ $arg }'
cli-not-utf8 = аргумент не в кодировке UTF-8
cli-other = не удалось разобрать командную строку; справка: 'gametable --help'
