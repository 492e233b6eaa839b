# Ошибки: что случилось и что сделать, каждая в одну строку.

## Ошибки операционной системы, по видам.
io-not-found = не найдено
io-permission-denied = нет прав доступа
io-already-exists = уже существует
io-storage-full = диск заполнен
io-file-too-large = файл больше допустимого (ulimit -f)
io-read-only = диск только для чтения
io-is-a-folder = это папка, а не файл
io-not-a-folder = часть пути — не папка
io-invalid-data = данные — не текст в UTF-8
io-out-of-memory = не хватило памяти
io-other = ошибка системы: { $error }

## Текст, которого нет в каталогах: показывается как есть.
text = { $text }

## Чтение таблицы (check, class).
import-too-large = для чтения нужно около { $need } памяти ({ $what }), больше предела { $limit }{ $advice }
import-cells = около { $count ->
    [one] { $count } ячейки
   *[other] { $count } ячеек
}
import-advice-split-file = ; разделите файл или оставьте в нём только таблицу
import-advice-split-workbook = ; разделите книгу или сохраните только лист с таблицей
import-xml-unpacked = { $size } XML в распакованном виде
import-sheets-xml = листы книги содержат { $size } XML в распакованном виде — больше, чем { $times } предела памяти { $limit }: такая таблица не поместится; разделите книгу или сохраните только лист с таблицей
import-xls-dimensions = запись DIMENSIONS листа { $sheet } заявляет { $rows } × { $columns } (строк × столбцов) — намного больше, чем занимают ячейки; файл повреждён
import-xls-span = ячейки листа { $sheet } занимают { $rows } × { $columns } (строк × столбцов); удалите то, что стоит далеко от таблицы
import-no-such-file = такого файла нет
import-folder = это папка, а не таблица
import-cannot-read = не удаётся прочитать: { $error }
import-reader-failed = файл повреждён: программа чтения таблиц не смогла его разобрать; откройте его и сохраните заново
import-empty = файл пуст (0 байт) — это не таблица; сохраните таблицу заново
import-not-a-workbook = это не книга { $format }: содержимое не zip-архив и не файл OLE; возможно, файл повреждён или переименован
import-not-a-spreadsheet = это не таблица (файл «.{ $ext }»); нужен XLSX, XLSM, XLS, XLSB, ODS или CSV
import-binary = это не таблица (двоичное содержимое); нужен XLSX, XLSM, XLS, XLSB, ODS или CSV
import-zip-not-a-spreadsheet = zip-архив, но не таблица (нужен XLSX, XLSM, XLSB или ODS)
import-encrypted = книга зашифрована (защищена паролем): откройте её, снимите пароль и сохраните заново
import-damaged = не удаётся прочитать книгу { $format }: файл повреждён или обрезан (сообщение программы чтения: «{ $error }»)
import-csv-line = строка { $line }: CSV не разобрать (сообщение программы чтения: «{ $error }»)
import-more-than-directory = { $size } — больше, чем сказано в оглавлении zip-архива
import-text-repeated = в ячейках после чтения { $size } текста, считая повторы (ячеек: { $cells })
import-entry-span = { $entry } занимает { $rows } × { $columns } (строк × столбцов), от A1 до { $corner }; удалите то, что стоит далеко от таблицы
import-xml-and-cells = { $size } и ячеек на листах: { $cells }

## Решение.
solve-eval = позиция { $position }: { $error }
solve-too-many = достижимых позиций больше { $limit } (увеличьте --max-positions — или позиций в игре бесконечно много)
solve-too-many-for-memory = достижимых позиций больше { $limit } — столько помещается в предел памяти { $memory }; уменьшите игру или поднимите предел
solve-too-many-moves = ходов между найденными позициями больше { $limit } ({ $per } на позицию при --max-positions { $positions }); увеличьте --max-positions или сузьте ходы
solve-too-many-moves-for-memory = ходов между найденными позициями больше { $limit } — столько помещается в предел памяти { $memory }; уменьшите игру или поднимите предел
solve-too-big = таблице нужно { $need } — больше предела памяти { $limit }; уменьшите игру или поднимите предел
solve-not-applicable = решатель { $solver } не решает эту игру: { $why }

## Запись файлов.
out-flag = { $flag } { $error }
out-parent-is-a-file = { $file }: { $folder } — файл, а не папка
out-is-a-folder = { $file }: это папка; нужно имя файла
out-no-folder = { $file }: папки { $folder } нет
out-not-regular = { $file }: это не обычный файл (устройство, канал или сокет); gametable пишет только в обычные файлы
out-refuse-stdout = { $flag } -: { $what } нельзя вывести на экран (stdout); укажите имя файла
out-stdout-taken = { $flag } -: на экран (stdout) уже пишет { $other } -; туда можно вывести только что-то одно (укажите для { $flag } имя файла)
out-cannot-create = { $file }: не удаётся создать файл в папке { $folder }: { $error }
out-same-file = { $flag } { $file }: это тот же файл, что и у { $other }; дайте каждому выводу своё имя
out-is-an-input = { $flag } { $file }: это входной файл; вывод никогда не записывается поверх входного
out-cannot-replace = { $file }: не удаётся заменить файл: { $error }
out-write-failed = { $file }: запись не удалась
out-permissions = { $file }: не удаётся задать права доступа

## Шаблоны и файлы вариантов (TOML).
at-line = { $file }:{ $line }: { $error }
at-file = { $file }: { $error }
in-variant = { $error } (вариант { $number })
template-not-utf8 = { $file }: это не текст в UTF-8 (байт { $byte }); нужен шаблон TOML
template-not-found = { $file }: нет такого файла или встроенного шаблона (список: 'gametable templates')
template-cannot-read = { $file }: { $error }
template-strings = { $file }:{ $line }: { $key }: нужна строка в кавычках или список строк
template-question-string = { $file }:{ $line }: questions.{ $key }: нужна строка в кавычках
variants-none = { $file }: нет вариантов; нужны таблицы [[variant]] с ключами шаблона (start, s, moves, end, …)
toml-unclosed-array = список не закрыт: нужна `]`
toml-unclosed-table = таблица в строке не закрыта: нужна `{ "}" }`
toml-bad-string = строка записана неверно: нужна закрывающая кавычка `"`
toml-no-value = у ключа нет значения: нужен знак `=`
toml-duplicate-key = ключ повторяется
toml-unknown-field = неизвестный ключ `{ $key }`; допустимы: { $known }
toml-wrong-type = неверный тип значения ({ $found }): { $want ->
    [string] нужна строка в кавычках
    [integer] нужно целое число
    [boolean] нужно true или false
    [array] нужен список [ … ]
    [table] нужна таблица
   *[other] нужен тип { $expected }
}
toml-unexpected = лишний ключ или значение: после значения нужен перевод строки или `#`
toml-unquoted = значение записано без кавычек: правила пишутся в кавычках, например moves = "+1 *2", s = "1..20"
toml-other = ошибка записи TOML (сообщение программы чтения: «{ $error }»)
template-question = { $key }: вопрос { $id }: { $error }
question-twice = вопрос { $id } задан дважды; назовите один из них иначе: ID=ЗАПРОС

## Память.
limit-page = предел страницы
limit-flag = --max-memory
limit-free = столько памяти было свободно при запуске; другой предел задаёт --max-memory
limit-address-space = столько оставляет предел адресного пространства ulimit -v; поднимите ulimit -v, чтобы разрешить больше
limit-named = { $size } ({ $source })
input-too-large = больше { $size } — четверти предела памяти ({ $source }); тот ли это файл?
out-of-memory = не хватило памяти: работе нужно больше предела { $limit } ({ $source }; дошло до { $reached }); уменьшите задачу или поднимите предел; незаконченных файлов не осталось
solve-need-for-starts = { $size } только на { $count ->
    [one] { $count } позицию
    [few] { $count } позиции
   *[many] { $count } позиций
}
size-unit = '{ $value }': неизвестная единица; нужен размер вида 500M или 2G
size-expected = '{ $value }': нужен размер вида 500M или 2G
size-positive = '{ $value }': размер должен быть больше нуля
starts-too-many = { $error } (--max-positions)
start-for-s = --start: при S = { $s }: { $error }
cannot-solve = не удаётся решить игру: { $error }
all-finished = диапазон S { $lo }..{ $hi }: во всех начальных позициях игра уже окончена ({ $why ->
    [end] условие окончания выполнено до первого хода
    [stuck] у ходящего нет ни одного хода, и по правилу no_moves = { $verdict } он { $verdict ->
        [lose] проиграл
       *[win] выиграл
    } ещё до первого хода
   *[both] в одних выполнено условие окончания, в других у ходящего нет ни одного хода, и по правилу no_moves = { $verdict } он { $verdict ->
        [lose] проиграл
       *[win] выиграл
    } ещё до первого хода
}); нужен диапазон, в котором игра идёт

## Текст CSV.
csv-utf16 = текст в UTF-16 («Текст в Юникоде» в Excel): сохраните CSV в UTF-8 («CSV UTF-8» в Excel)
csv-cp1251 = не UTF-8 (байт { $byte }): прочитан как Windows-1251 — кодировка CSV русского Excel
csv-not-utf8 = это не текст в UTF-8 (байт { $byte }): сохраните CSV в UTF-8 («CSV UTF-8» в Excel)

## Флаги вывода solve.
out-delimiter = --delimiter: нужен один символ ASCII, кроме '"' и перевода строки, а указан { $found }
out-json-stdout = { $flag } - и --json оба пишут на экран (stdout); укажите для { $flag } имя файла или уберите --json
out-csv-flags = --codes, --delimiter, --excel и --plain задают вид файла CSV: укажите --out ФАЙЛ.csv (или '-')
out-format-unknown = --out { $file }: по расширению не понять формат; нужно .xlsx, .ods или .csv (или укажите --format xlsx|ods|csv)
out-workbook-stdout = --out -: книгу нельзя вывести на экран (stdout); укажите имя файла с окончанием .xlsx или .ods
out-formulas-xlsx = --formulas делает книгу XLSX с живыми формулами (ODS пока нет; LibreOffice открывает XLSX): укажите --out ФАЙЛ.xlsx
solve-stdin-toml = -: не удаётся прочитать TOML игры со стандартного ввода
stdout-write-failed = stdout: не удалось записать: { $error }
