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
rule-unknown-label = неизвестная метка '{ $label }:'; можно метку кучи (h1:, h2:, h3:, any:, all:, larger:, smaller:) или игрока (first: — Петя, second: — Ваня, either: — оба)
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
# Ошибка с её местом: номер символа, затем правило с галочкой под местом.
rule-at = символ { $column }: { $message }
    { $caret }
rule-with-hint = { $message }; { $hint }
rule-nested = слишком глубокая вложенность (больше { $max } скобок, знаков или 'not' одно в другом)
rule-too-long = слишком длинное выражение (больше { $max } операций)
rule-want-condition = нужно условие (сравнение вроде 'sum >= 77'), а здесь число
rule-want-number = нужно число, а здесь условие
rule-not-needs-condition = после 'not' должно идти условие
rule-compare-numbers = при сравнении с обеих сторон должны быть числа
rule-minus-needs-number = после '-' должно идти число
rule-op-needs-numbers = { $op }: с обеих сторон должны быть числа, а здесь условие
rule-op-needs-conditions = { $op }: с обеих сторон должны быть условия, а здесь число
rule-number-times-condition = число нельзя умножить на условие
rule-heap-quantity-here = '{ $name }' — величина куч, здесь её использовать нельзя
rule-x-only-in-move = '{ $name }' (куча, с которой делают ход) есть только в ходе или внутри any(...)/all(...)
rule-other-only = 'other' (другая куча) есть только в ходе игры с двумя кучами
rule-no-such-heap-name = '{ $name }': в игре только кучи h1..h{ $heaps }
rule-unknown-name = неизвестное имя '{ $name }'; можно: { $known }
rule-move-set-open = '[' без ']': нужны тексты ходов, например some[+1, +2](...)
rule-move-set-empty = нужен текст хода, как он записан в правилах (например, +1, *2)
rule-move-set-where = '{ $name }[...]': список ходов бывает только у some[...] и every[...]
rule-heaps-quant-here = '{ $name }(...)' перебирает кучи, здесь его использовать нельзя
rule-moves-quant-here = '{ $name }(...)' перебирает первые ходы и есть только в вопросе
rule-unknown-function = неизвестная функция '{ $name }'; можно: even, odd, prime, abs, min, max, cdiv, toward, sqrt, any, all, some, every
rule-arguments = '{ $name }' принимает { $count } { $count ->
        [one] аргумент
        [few] аргумента
       *[many] аргументов
    }, а задано { $found }
rule-arguments-between = '{ $name }' принимает от { $min } до { $max } аргументов, а задано { $found }
# Сбои при вычислении правила или вопроса для позиции.
eval-division-by-zero = деление на ноль
eval-overflow = число стало больше 2^62 (переполнение)
eval-unknown = код неизвестен (глубже разобранных { $depth } ходов)
eval-too-many-moves = 'for k in { $lo }..{ $hi }' даёт { $count } ходов из одной позиции, больше предела { $max }; сузьте диапазон k
eval-too-much-work = вопрос через свои some(...)/every(...) смотрит больше { $max } позиций; вложите их не так глубоко
eval-needs-solved = для some(...)/every(...) нужна решённая игра
# Вопросы (src/exam): как вопрос записывается и что мешает на него ответить.
question-shape = вопрос записывается так: ЧТО [N] [of ЗНАЧЕНИЕ] where УСЛОВИЕ, например 'min where code == 2', 'max 2 where code == -2', 'count where some(code == 1)'
question-count = значений { $count }: вопрос сообщает от 1 до 1000 значений; { question-shape }
question-report = нужно, что сообщить (min, min 2, max, max 2, minmax, all, count, sum, product, value), или готовый вопрос ({ $presets }), а здесь { $found }
what-where = 'where' и условие; { question-shape }
question-move-unknown = ход '{ $text }' в [...] не из ходов правил (они такие: { $moves })
question-draw-value = вопрос { $id }: S = { $s }: там { $value } — ничья, а код ничьей не число; сообщите S (или K) where draw
in-question = вопрос { $id }: { $error }
in-question-at = вопрос { $id }: S = { $s }: { $error }
start-not-solved = начальная позиция { $position } не решена
position-not-solved = позиция { $position } не решена
starts-too-many-s = диапазон S { $s_lo }..{ $s_hi } даёт начальных позиций: { $count }, больше предела { $limit }
starts-too-many-sk = диапазоны S ({ $s_lo }..{ $s_hi }) и K ({ $k_lo }..{ $k_hi }) дают начальных позиций: { $count }, больше предела { $limit }
