# Файлы графов (`gametable graph ФАЙЛ`): что не так в списке рёбер (CSV)
# или в орграфе DOT. Место (файл:строка:столбец) ставится перед сообщением.

graph-no-vertices = нет ни одной вершины (файл пуст); нужны строки 'откуда,куда' или орграф DOT
graph-too-many-vertices = слишком много вершин
graph-csv-unreadable = не удаётся прочитать CSV: { $error }
graph-csv-quote-not-closed = кавычка, открытая в '{ $record }', нигде не закрыта
graph-csv-empty-name = пустое имя вершины в '{ $record }'; нужно 'откуда,куда'
graph-csv-fields = { $fields ->
    [one] { $fields } поле
    [few] { $fields } поля
   *[other] { $fields } полей
} в '{ $record }'; нужно два: 'откуда,куда'
graph-dot-comment-not-closed = комментарий /* нигде не закрыт
graph-dot-quote-not-closed = имя в кавычках нигде не закрыто
graph-dot-html-label = HTML-метки <…> не поддерживаются
graph-dot-character = неожиданный символ '{ $character }'
graph-dot-undirected-graph = неориентированный граф; граф игры — орграф (рёбра A -> B)
graph-dot-expected-digraph = нужно 'digraph {"{"}' (орграф)
graph-dot-expected-open = после 'digraph' нужна '{"{"}'
graph-dot-attributes-not-closed = список атрибутов '[' нигде не закрыт
graph-dot-not-closed = орграф не закрыт: нет '{"}"}'
graph-dot-subgraph = подграфы не поддерживаются
graph-dot-anonymous-subgraph = безымянные подграфы {"{"} … {"}"} не поддерживаются
graph-dot-edge-to-set = рёбра во множество {"{"} … {"}"} не поддерживаются; запишите по ребру на каждую вершину
graph-dot-no-head = после '->' нужна вершина
graph-dot-no-tail = лишняя '->' (перед стрелкой нужна вершина)
graph-dot-undirected-edge = неориентированное ребро '--'; в графе игры нужно '->'
graph-dot-port = порты (A:p) не поддерживаются
graph-dot-symbol = лишний символ '{ $symbol }'
graph-dot-text-after = текст после закрывающей '{"}"}'

## Отчёт `gametable graph`.
graph-summary = { $what }: { $vertices } { $vertices ->
    [one] вершина
    [few] вершины
   *[other] вершин
}, { $edges } { $edges ->
    [one] ребро
    [few] ребра
   *[other] рёбер
}; выигрыш { $win }, проигрыш { $lose }, ничья { $draw }; наибольшее конечное γ { $largest }, вершин с ∞: { $infinite }
graph-z = z: новая конечная вершина после { $after } (попасть туда — проиграть), как её добавляет seed 000
graph-algorithm2 = Алгоритм 2 (seed 000): конечные вершины — 0; A: 1, где ход ведёт в 0; B: 0, где каждый ход ведёт в 1
graph-step-more = { $first } … (всего { $vertices })
graph-start-labelled = начальная вершина { $start } помечена { $label }: первый игрок { $label ->
    [1] выигрывает
   *[0] проигрывает
}
graph-start-unlabelled = начальная вершина { $start } не помечена: ничья (игра может длиться бесконечно)
graph-no-start = (начальной вершины нет: помечено всё, что удалось; задайте --start, чтобы остановиться раньше)
graph-labels-grid = метки (h1 вверх, h2 вправо; (0, 0) внизу слева, как на рисунках seed 000):
graph-gamma-grid = γ (h1 вверх, h2 вправо):
graph-start = начало { $start }: { graph-outcome } ({ $code }), γ = { $gamma }
graph-chips = фишки: { $chips }
graph-verdict-win = итог: ходящий выигрывает: фишку { $chip } с { $from } на { $to } (там γ { $gamma }; все оставшиеся значения конечны, XOR 0)
graph-verdict-lose = итог: ходящий проигрывает (все значения конечны, XOR { $xor })
graph-verdict-draw-infinite = итог: ничья ({ $chips } { $chips ->
    [one] фишка
    [few] фишки
   *[other] фишек
} на вершинах с ∞)
graph-verdict-draw = итог: ничья (одно ∞(K), а XOR остальных, { $xor }, не входит в K)
graph-stats = исход и число ходов: { $outcome } с; γ: { $gamma } с ({ $rounds } { $rounds ->
    [one] проход
    [few] прохода
   *[other] проходов
}, наибольшее конечное значение { $largest })
# Таблица по вершинам: заголовки и исход для ходящего.
graph-head-vertex = вершина
graph-head-outcome = исход
graph-head-code = код
graph-head-label = метка
graph-head-step = шаг
graph-head-gamma = γ
# Книга графа: её листы и заголовки.
graph-sheet-vertices = вершины
graph-sheet-grid = сетка
graph-xlsx-title = Граф игры, вершин: { $n }; исход, код (±K), γ
graph-grid-title = γ: куча 1 — снизу вверх, куча 2 — слева направо; 0 (красный) — проигрыш
graph-grid-corner = γ: к1 \ к2
graph-outcome = { $outcome ->
    [win] выигрыш
    [lose] проигрыш
   *[draw] ничья
}
