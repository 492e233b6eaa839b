# Слова таблиц и деревьев (src/export/): листы книги XLSX/ODS, CSV, живая
# книга с формулами (--formulas), дерево стратегии (текст, лист, рисунок).

# Дерево стратегии и объяснение хода (explain). $who — ходящий: petya или
# vanya; $me — его имя, $other — имя противника.
tree-petya = Петя
tree-vanya = Ваня
verdict-win = { $me } выигрывает своим { ordinal } ходом
verdict-lose-now = любой ход { $who ->
    [petya] Пети
   *[vanya] Вани
} отдаёт победу { $who ->
    [petya] Ване
   *[vanya] Пете
}
verdict-lose = { $other } выигрывает не позже своего { ordinal-of } хода при любой игре { $who ->
    [petya] Пети
   *[vanya] Вани
}
verdict-over = игра окончена: { $other } выиграл
verdict-handed = игра окончена: { $me } выиграл
verdict-draw = ничья: никто не может выиграть наверняка
verdict-unknown = не решено (глубже проанализированных ходов)
# Ход в объяснении: «ход ×2 по второй куче».
tree-move = ход { $step }
tree-move-on-heap = ход { $step } по { $heap ->
    [1] первой
    [2] второй
    [3] третьей
   *[other] { $heap }-й
} куче
tree-to-move = ходит { $mover }
tree-best = лучший
tree-why = { $code ->
    [win] ★ — самый быстрый выигрыш
    [lose] ★ — самая долгая защита
   *[other] ★ — ходы, которые не проигрывают
}
tree-see = → см. [{ $n }]
tree-legend-stars = ★ — ходы победителя ({ $winner }: один ход, самый быстрый); у проигрывающего — все ходы.
tree-legend-pv = П/В — как в таблице: позиция считается стартовой, П — ходящий в ней выигрывает, В — проигрывает (после хода Пети ходит Ваня).
tree-legend-shared = [n] — позиция, до которой можно дойти разными путями: нарисована один раз, «→ см. [n]» ссылается на неё.
# Лист с деревьями.
tree-sheet = Дерево
tree-sheet-heading = Дерево игры для выигрышной стратегии: вопрос { $question }, S = { $s }{ $k }, старт { $start }
tree-sheet-too-big = Дерево слишком велико для листа: { $plies } { $plies ->
    [one] полуход
    [few] полухода
   *[many] полуходов
}, { $lines } { $lines ->
    [one] строка
    [few] строки
   *[many] строк
} (лист вмещает до { $deepest } полуходов и { $most } строк); его рисует gametable explain --tree

# Книга (XLSX, ODS): названия листов, легенда, лист ответов.
sheet-table = Таблица
sheet-codes = Коды
sheet-answers = Ответы
sheet-params = Параметры
sheet-legend = Легенда:
sheet-legend-text = V — ходящий (Петя в стартовой позиции) выигрывает не позже своего K-го хода, P — проигрывает: противник выигрывает не позже своего K-го хода; — игра окончена; D — ничья
sheet-legend-text-pv = П — Петя (ходящий) выигрывает не позже своего K-го хода, В — выигрывает Ваня, не позже своего K-го хода; — игра окончена; Н — ничья
sheet-codes-title = Коды позиций для ходящего: +K — выигрыш своим K-м ходом, −K — проигрыш (противник выигрывает своим K-м ходом), 0 — игра окончена
sheet-no-live = Нет ни одной живой позиции: все старты уже окончены.
sheet-finished = Уже окончены в начале, не считаются: S = { $list }
sheet-grid-per-player = У игроков разные ходы: в каждой клетке — позиция, в которой ходит Петя.
sheet-grid-wrapped = S = число слева + число сверху (строка 40, столбец 6: S = 46).
sheet-grid-open = S не ограничено сверху (S ≥ { $lo }); таблица показывает S = { $from }…{ $to }, сколько нужно ответам.
answers-rules = Правила
answers-number = №
answers-question = Вопрос
answers-answer = Ответ
answers-all = Все подходящие значения
answers-query = Условие (запрос)
answers-notes = Замечания
# Ключ книги (CSV) и ответы в CSV.
key-variant = вариант
csv-question = вопрос
csv-wording = формулировка
csv-answer = ответ
csv-all = все подходящие
csv-query = запрос

# Живая книга (--formulas): параметры, их смысл и допустимые значения.
param-target = игра заканчивается, когда сумма камней ≥ target
param-bound = сделавший последний ход побеждает, только если сумма ≤ bound
param-move = ход { $n }: { $meaning }
param-start = куча { $heap } в начале игры
param-s-min = наименьшее S
param-s-max = наибольшее S
params-title = Измените число в столбце B — таблица, её заголовок, условие и ответы пересчитаются. Таблица построена с запасом: для target до { $target } (суммы камней до { $sum }), каждая куча от 1. Допустимые значения — в подсказке ячейки; другое значение не примется.
params-name = имя
params-value = значение
params-meaning = смысл (допустимо)
params-range = от { $lo } до { $hi }
params-allowed-title = Допустимые значения
params-refused-title = Недопустимое значение
params-allowed = { $name }: целое число { $range }.
params-refused = { $name }: нужно целое число { $range }; для другого таблица не построена.
params-changed = изменены?
params-unchanged-note = 0 — правила исходные: ответы решателя на «Ответах» верны
params-changed-note = 1 — правила изменены: ответы решателя скрыты, ответы-формулы пересчитаны
params-starts = Старты (Петя ходит первым): код старта и коды после каждого первого хода Пети (ходит Ваня)
params-code = код
params-label = метка
params-after = после { $step }
params-after-on = после { $step } к h{ $heap }
# Заголовок живой книги: «Кучи (7, S); ходы: +1, ×2; конец: сумма ≥ 77».
title-heap = Куча
title-heaps = Кучи
title-moves = ходы
title-move-heap = куча { $heap }
title-end = конец: сумма ≥
title-bound = победа, только если сумма ≤
# Лист ответов живой книги.
formulas-stale = пересчитайте: правила изменены
formulas-number = №
formulas-question = Вопрос
formulas-answer = Ответ (формула по таблице)
formulas-solver = Ответ решателя для исходных правил
formulas-query = Условие (запрос)
formulas-not-a-formula = (не формула: такой вопрос таблица не считает)
