# Ошибки самих команд (src/cmd и вызовы библиотеки, которые делают только
# они): explain, read, book, generate, sg, graph и проверка класса.

## explain
explain-one-value = { $flag }: explain берёт одно значение (начальную позицию при { $flag } N), а задано '{ $found }'
explain-needs-position = для explain нужна позиция: --s N (начальная позиция при S = N) или --position КУЧИ (например, 7,30)
explain-svg-and-json = и --svg -, и --json писали бы в стандартный вывод; дайте --svg имя файла или уберите --json
explain-needs-k = в начальной позиции есть K: задайте и его значение, --k N
explain-start-finished = S = { $s }: начальная позиция { $position } уже конечная (условие окончания выполнено до первого хода); объяснять нечего
explain-heaps-count = --position: задано куч: { $given }, а в игре их { $heaps }
explain-negative-heap = --position: куча не может быть отрицательной, а задано { $heap }
explain-bad-position = --position: нужны кучи — целые числа через ',' (например, 7,30), а задано '{ $found }'
tree-draw = { $position } — ничья: никто не может выиграть наверняка, поэтому конечного дерева нет
tree-unknown = { $position } не решена (глубже проанализированных ходов), поэтому дерева нет
tree-failed = { $position }: дерево не построено: { $why }
tree-not-solved = позиция не решена
tree-no-exact-code = у позиции дерева нет точного кода
tree-inconsistent = ни один ход не выполняет обещание кода V{ $k } (решение противоречиво)
tree-size-huge = больше 2^64 байт
tree-size = { $size } ({ $bytes } байт)
tree-too-big = дерево в виде { $form } заняло бы { $size }, больше предела памяти { $limit }; объясните позицию ближе к концу игры или поднимите предел
tree-form-text = текста

## book: файл вариантов
variants-not-utf8 = { $file }: не текст UTF-8 (байт { $byte })
variants-format = { $file }: формат не понять по расширению; нужен .toml (таблицы [[variant]]), .csv (вариант в строке) или документ с задачами (.txt, .md, .html, .docx, .doc, .odt, .rtf)
variants-task-key = { $file }: задача { $label }, { $key }
variants-task-not-game = задача { $label }: по её прочтению игра не получается ({ $error }); см. `gametable read { $file }`
variants-more-tasks = { $file }: { $error } (и ещё { $more } { $more ->
        [one] такая задача
        [few] такие задачи
       *[many] таких задач
    })
variants-variant-key = { $file }:{ $line }: вариант { $number }, { $key }
variants-row = { $file }:{ $line }: строка { $number }: { $error }
variants-row-key = { $file }:{ $line }: строка { $number }, { $key }
variants-column-twice = { $file }:1: столбцы { $first } и { $second } оба названы '{ $column }'; назовите каждый столбец один раз
variants-column-unknown = { $file }:1: столбец { $number } '{ $column }': неизвестный; можно: { $known }
variants-column-missing = { $file }:1: нет столбца '{ $column }'; в заголовке названы столбцы: { $known }
variants-fields = нужно полей: { $expected } (как в заголовке), а их { $found }
variants-cap = нужно целое число
variants-true-false = нужно true или false, а задано '{ $found }'
variants-no-rows = { $file }: нет вариантов: под заголовком нет строк; нужна строка на каждый вариант
variants-more-bad = (и ещё { $count } { $count ->
        [one] неверный вариант
        [few] неверных варианта
       *[many] неверных вариантов
    })
variants-too-many = { $file }: вариантов { $count }; в книге их может быть не больше { $max } (по листу на вариант, а LibreOffice открывает не больше 10000 листов): разделите файл
with-note = { $message } { $note }
book-open-files = книга пишет листы вариантов ({ $sheets }) через временные файлы, открытые до её сохранения (вместе с файлами самой программы нужно открытых файлов: { $wanted }), а предел открытых файлов — { $limit } (ulimit -n); поднимите его (ulimit -n { $wanted }), разбейте варианты на книги поменьше или уберите сетки (--no-grids)

## read: текст задачи
read-stdin-failed = -: не удалось прочитать стандартный ввод
note = заметка: { $note }
book-variant-failed = вариант { $number } ({ $name }): { $error }
book-worker-failed = вариант не решён (сбой рабочего потока)
book-more-failed = { $error } (и ещё { $more } { $more ->
        [one] вариант не решён
        [few] варианта не решены
       *[many] вариантов не решены
    })

## generate
generate-variant-comment = { $n }. ответы: { $answers }
generate-too-few = --count { $count }: нашлось только { $found } разных хороших вариантов семейства { $family } ({ $tries } попыток найти следующий); попросите меньше или другое семейство
generate-header =
    Варианты заданий 19–21 ЕГЭ, составлены командой:
    {"  "}{ $command }
    Прочитать: gametable book ФАЙЛ --out book.xlsx

## templates, man
templates-no-such = { $name }: такого встроенного шаблона нет (список — 'gametable templates')
man-no-folder = --dir { $folder }: нужна существующая папка
man-no-command = man { $path }: команды '{ $name }' нет; есть: { $commands }

## sg
sg-set = SET { $error }
sg-set-zero = '{ $term }': ход должен брать хотя бы 1 камень
sg-set-term = '{ $term }': нужно число, диапазон вроде 1..3 или prime, even, odd, any
sg-set-empty-range = '{ $term }': пустой диапазон
sg-set-empty = '{ $set }': пустое множество вычитаний
sg-not-heap = { $flag }: '{ $found }' — не размер кучи (целое число ≥ 0); нужно, например, 3,5,7
sg-no-heap = { $flag }: не задано ни одной кучи; нужно, например, 3,5,7
sg-too-much-work = { $flag } { $upto }: слишком много работы для этого множества (около { $upto } × { $members } шагов); уменьшите { $flag }
sg-misere-heaps = --misere с несколькими кучами: для сумм игр поддавков нет правила XOR; теория даёт его для Ним ('gametable sg nim --misere'), а для одной кучи ответ здесь точный
sg-upto-negative = --upto { $upto }: должно быть 0 или больше
sg-no-moves = нет ходов: задайте --moves (например, '-1 /2') или шаблон с одной кучей
sg-one-heap = { $field }: нужна игра с одной кучей (сумма куч задаётся через --heaps)
sg-max-positions = для куч до { $top } нужно больше позиций, чем --max-positions { $max }; уменьшите --upto/--heaps или поднимите предел
sg-size = --size { $size }: должно быть от 1 до 600
sg-off-board = --at { $at }: за пределами доски (строки и столбцы 0..{ $last })
sg-bad-at = --at { $at }: нужно СТРОКА,СТОЛБЕЦ, например --at 3,5
sg-xlsx-rows = --xlsx { $file }: строк { $rows } — больше, чем помещается на лист Excel ({ $max }); уменьшите --upto или запишите --csv
cannot-explore = не удалось исследовать игру
workbook-failed = { $file }: не удалось построить книгу: { $error }

## graph
graph-not-utf8 = { $file }: не текст UTF-8 (байт { $byte }); нужны строки 'откуда,куда' или орграф DOT
graph-no-vertex = { $flag }: в { $what } нет вершины '{ $name }' (вершины: { $vertices })
graph-xlsx-rows = --xlsx { $file }: строк { $rows } (по вершине и заголовок) — больше, чем помещается на лист Excel ({ $max }); запишите --csv
graph-no-tokens = --tokens: не задано ни одной вершины; нужно, например, --tokens A,C,C

## проверка класса (check --class)
marks-not-pair = '{ $part }': нужно ОЦЕНКА:ПРОЦЕНТ, например 5:95 (оценка 5 от 95 % верных клеток)
marks-percent = '{ $part }': процент должен быть числом от 0 до 100
marks-empty-mark = '{ $part }': оценка не задана
marks-none = оценки не заданы: нужно ОЦЕНКА:ПРОЦЕНТ,…, например 5:95,4:80,3:60
marks-lowest = '{ $mark }' — самая низкая оценка: задайте оценку ниже неё с 0 %, например { $mark }:60,F:0
match-pattern = '{ $pattern }': нужно ровно одно {"{"}variant{"}"} на месте номера варианта, например 'ivanov-v{"{"}variant{"}"}.xlsx' или '*-v{"{"}variant{"}"}.*'
class-no-out = --class: задайте --out class.xlsx или class.ods (строка на ученика, его листы, тепловая карта), --out class.csv или --json
class-out-kind = --out { $file }: нужно имя файла с окончанием .xlsx, .ods или .csv
class-temp-file = не удалось создать временный файл в { $folder }
variants-variant = { $file }: вариант { $number }
