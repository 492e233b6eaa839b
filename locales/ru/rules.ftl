# Ошибки в языке правил (src/game/rules.rs, src/game/expr/): правило с
# галочкой под местом ошибки и подсказки к типичным опечаткам.
rule-column = символ { $column }: { $message }
rule-expected = нужно: { $what }; а здесь { $found }
rule-end-of-text = конец текста
rule-lookalike-times = похоже на кириллическую букву '{ $letter }' — нужен знак × (или *): ×{ $after }
rule-lookalike-x = похоже на кириллическую букву '{ $letter }' — нужно латинское { $latin } или знак ×
rule-lookalike = похоже на кириллическую букву '{ $letter }' — нужна латинская буква { $latin }
rule-decimal-times = дробное число { $written }: в правилах числа целые; «в { $written } раза больше» пишется *{ $num }/{ $den }
rule-decimal = дробное число { $written }: в правилах числа целые
rule-too-large = число { $text } слишком большое (не больше { $max })
rule-unexpected-char = непонятный символ '{ $char }'
rule-missing = не задано; например: { $example }
rule-heaps-count = в игре может быть от 1 до { $max } куч, а задано { $found }
rule-whole-number = нужно целое число
rule-empty-range = диапазон { $lo }..{ $hi } пуст
rule-no-such-heap = '{ $label }:': в игре только кучи h1..h{ $heaps }
rule-unknown-label = неизвестная метка кучи '{ $label }:'; можно h1:, h2:, h3:, any:, all:, larger: или smaller:
rule-larger-needs-two = для 'larger:'/'smaller:' нужны хотя бы две кучи
rule-no-moves = не задано ни одного хода (например, '+1 *2')
rule-divisor = делитель должен быть положительным
rule-k-without-for = в ходе есть 'k', но нет 'for k in a..b'
rule-new-heaps-count = ходу, записанному новыми кучами, нужно значений: { $heaps }, а задано { $found }
rule-new-heaps-label = у хода, записанного новыми кучами, не бывает метки кучи
rule-k-unused = задан диапазон K, но в начальной позиции нет K
rule-one-open = открытым может быть диапазон только одной из S и K
rule-unknown-value = неизвестное значение '{ $value }'; можно: { $options }
rule-too-many-moves = слишком много ходов с ограничением (не больше 6) или ходов вообще (не больше 250)
# Что ожидалось ({ $what } в rule-expected).
what-heap-size = размер кучи (число или выражение с S)
what-range-lower = '>' или '>=' (у диапазона должно быть наименьшее значение: 1 <= S <= 56, 1..56 или S >= 22)
what-s-or-k = S или K
what-le-or-lt = '<=' или '<'
what-dots = '..' (диапазон пишется 1..69, открытый — 20.., или одно значение: 30)
what-equals = '=' (ход вида 'x = <новое значение>')
what-k = 'k' (x = x*k for k in 2..5)
what-move = ход: +N, -N, *N, *P/Q, /N [up|exact], +A..B, x = <выражение>, (h1', h2'), pass или метка кучи вроде h1:
what-times = сколько раз можно сделать ход (от 1 до 15)
what-next-move = ';' или следующий ход (+N, -N, *N, /N, x = ..., pass; ход с условием или выражением заканчивается знаком ';')
what-end-of-rule = конец правила
what-condition = условие
what-number = число
what-atom = число, имя или '('
what-and = 'and' между двумя сравнениями
what-comma-or-paren = ',' или ')'
