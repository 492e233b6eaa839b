# check's report.

## Ячейка или заголовок, которые не прочесть.
check-fraction = '{ $value }' — дробь; здесь должна стоять метка или целый код (1, -1, +2, -2)
check-empty-cell = пустая ячейка
check-quoted = '{ $value }'
check-header-gap = { $found } в { $row ->
    [header-row] строке заголовка
    [header-column] столбце заголовка
   *[s-values] ряду значений S
} с размерами куч, ожидалось целое число { $expected }

## Файл, таблицу в котором не проверить.
check-sheets-in-all = … всего листов: { $count }
check-no-sheet = { $file }: нет листа '{ $sheet }' (листы: { $sheets })
check-the-file = файл
check-sheet = лист '{ $sheet }'
check-looked-for-grid = строку и столбец заголовка с размерами куч подряд (например, 1 2 3 … вправо и 7 8 9 … вниз, или наоборот) либо строку или столбец значений S с метками рядом
check-looked-for-line = строку или столбец значений S подряд с метками рядом
check-merged-hint = ; ей могут мешать объединённые ячейки { $cells }: разъедините их
check-within = { " " }в диапазоне { $range }
check-no-table = { $file }: таблица не найдена: искали ({ $sheets }{ $within }) { $what }{ $hint }
check-sheet-chosen = выбран лист '{ $sheet }': из листов с таблицей ({ $tables }) он лучше всех подходит к игре (верно { $right } из { $checked } ячеек); другой лист выбирает --sheet ИМЯ
check-merged = { $file }: { $cell }: объединённые ячейки внутри таблицы; разъедините их, чтобы у каждой позиции была своя ячейка
check-no-positions = { $file }: в таблице { $range } нет ни одной позиции
check-cannot-solve = { $file }: не удаётся решить игру для этой таблицы: { $error }

## Первая строка отчёта: где таблица и какими метками она размечена.
table-rows-of-ten = S по десяткам в строках: { $first }–{ $last } вниз по столбцу { $column }, единицы { $units } вправо по строке { $row }
table-grid = { $down } вниз по столбцу { $column }, { $across } вправо по строке { $row }
table-s-across = S = { $values } вправо по строке { $row }
table-s-down = S = { $values } вниз по столбцу { $column }
dialect-win-lose = V/В/W — выигрывает тот, кто ходит, P/П/L — он проигрывает
dialect-petya-vanya = П — выигрывает Петя (тот, чей ход), В — выигрывает Ваня
dialect-codes = +K — ходящий выигрывает не позднее своего K-го хода, -K — он проигрывает
check-head-sheet = лист '{ $sheet }', { $range }
check-orient-line = начальные позиции
check-orient-one-heap = начальные позиции, S = строка + столбец
check-orient-grid = куча 1 вниз, куча 2 вправо
check-orient-transposed = транспонирована: куча 1 вправо, куча 2 вниз
check-head = { $file }: { $format }, { $where } ({ $layout }; { $orient }); метки: { $dialect } — { $note }
check-note = { $file }: примечание: { $note }
check-answer-right = ответ { $id }: { $given } — верно
check-answer-wrong = ответ { $id }: { $given } — неверно, ожидалось { $expected }
check-answer-none = (нет)
check-nothing-checked = { $file }: ни одну ячейку не удалось проверить (ни одна метка не стоит на позиции, где игра идёт): без проверенных ячеек работа не зачтена

## Что просят проверить.
check-answers-count = --answers: ответов { $given }, а вопросов { $questions } ({ $ids }); разделяйте ответы знаком ';'
check-no-game = check: не указана игра: нужен GAME (имя шаблона или файл TOML) или её правила флагами (--start, --s, --moves, --end …)
check-nothing-to-check = check: нечего проверять: нужны файлы FILE... (таблицы XLSX, ODS, CSV …) или --answers '19; 20; 21'
check-out-needs-class = --out пишет отчёт по классу: добавьте --class (размеченная копия одной таблицы: --annotate OUT.xlsx)
check-class-alone = --class берёт ответы каждого ученика из его книги и размечает все таблицы в отчёте по классу: уберите --annotate и --answers
check-annotate-one = --annotate пишет одну размеченную копию: укажите ровно один файл (указано: { $count })
check-annotate-xlsx = --annotate { $file }: размеченная копия — книга XLSX; укажите имя файла с окончанием .xlsx
check-the-game = игра
check-too-many-heaps = { $game }: check проверяет таблицы игр с одной и двумя кучами, а в этой игре куч: { $heaps }
check-book-no-rules = --book даёт каждому файлу игру его варианта: уберите флаги правил (--start, --moves …)

# Примечание к неверной клетке в размеченной копии: что ожидалось и почему.
check-note-expected = ожидалось { $expected } — { $reason }
# --range: не диапазон клеток.
check-bad-range = '{ $range }' — не диапазон вида B2:BR70

## Строки отчёта: неверная клетка, итог, примечание о записи и почему у позиции такой код.
report-line = { $cell } { $position }: { $found }, ожидалось { $expected } — { $reason }
report-found = найдено { $label }
report-not-marked = не отмечено
report-summary = клеток проверено: { $checked }; верно { $right }, неверно { $wrong }
report-unmarked = не отмечено { $unmarked } (глубже { $depth }-го хода: { $strict ->
    [yes] в отчёте
   *[no] допустимо
})
report-finished = пропущено оконченных позиций { $count }
report-undecided = не решено { $count }
report-forced = задано --labels
report-fits = предположено: прочтению win-lose отвечают клеток: { $win_lose }, petya-vanya: { $petya_vanya }
report-numbers = предположено: в клетках числа
report-win-loss-letters = предположено: буквы W/L
report-not-a-label = '{ $text }' (не метка в записи { $dialect })
report-deeper = глубже { $depth }-го хода, до которого отмечает таблица (в отчёте с --strict)
report-no-label = без метки (игра окончена)
report-game-over = ходов не осталось: игра окончена ({ $end })
report-moves-unknown = её ходы не удаётся вычислить
report-moves = ходы: { $moves }
report-every-move-a-win = любой ход оставляет сопернику выигрыш: { $moves }
report-wins-at-once = ход в { $to } сразу выигрывает
report-move-leaves = ход в { $to } { $verb ->
    [escapes] уходит от заявленного проигрыша
    [holds-out] позволяет продержаться дольше
    [wins-sooner] выигрывает быстрее
   *[wins] выигрывает
}: он оставляет сопернику { $at }
report-no-move-wins-by = ни один ход не выигрывает { $by ->
    [1] сразу
   *[other] к { $by }-му ходу
}: самый быстрый, в { $to }, оставляет сопернику { $at }
report-loses-sooner = любой ход проигрывает быстрее; самая долгая защита, ход в { $to }, оставляет сопернику { $at }
report-draw = ни один ход не выигрывает, а ход в { $safe } позволяет не проиграть
report-or = или
