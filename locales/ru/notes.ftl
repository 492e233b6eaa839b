# Warnings, notes and progress words.

## Предупреждения рядом с ответами.
warning = внимание: { $text }
warning-undecided = не решено для S = { $values } (коды глубже разобранных ходов: { $depth })
warning-too-few = { $count ->
    [0] ни одно значение не подходит
    [one] подходит только { $count } значение
    [few] подходят только { $count } значения
   *[many] подходят только { $count } значений
}, а нужно { $need }
warning-too-many = { $count ->
    [one] подходит { $count } значение
    [few] подходят { $count } значения
   *[many] подходят { $count } значений
}, а нужно одно
warning-open-range-cut = открытый диапазон S проверен только до S = { $s }: при большем S ответ может измениться
warning-finished = игра окончена уже в начальной позиции
warning-stuck = в начальной позиции нет ни одного хода ({ $verdict ->
    [lose] по правилу no_moves = lose ходящий проиграл
   *[win] по правилу no_moves = win ходящий выиграл
})
warning-pairs-not-counted = пар (K, S): { $count } — { $what }, они не учитываются: { $pairs }
warning-not-counted = { $what }, не учитываются: S = { $values }

## Ответы в терминале.
answer-line = { $id }. { $answer }    (запрос `{ $query }`; подходят: { $values })
answer-none = нет
solve-depth-note = примечание: { $note }; разобраны только первые { $depth } ходов каждого игрока
## Полосы хода работы.
progress-solving = решаю
progress-generating = составляю
progress-files = файлы
progress-sheets = листы
