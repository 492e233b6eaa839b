# Отчёт `gametable sg`: заголовки таблиц, период, итоги сумм игр.

sg-subtract-head = игра вычитания {"{"}{ $set }{"}"}: g(n) = mex значений g(n − d), d из множества; n = 0..{ $upto }
sg-subtract-misere = игра вычитания {"{"}{ $set }{"}"}, поддавки (кто не может сделать ход, выигрывает): N — ходящий выигрывает, P — проигрывает; n = 0..{ $upto }
sg-period-proved = период { $period } с n = { $from } (предпериод { $from }): доказан — повторились { $run } { $run ->
    [one] значение
    [few] значения
   *[other] значений
} подряд (по самому большому ходу)
sg-period-observed = период { $period } с n = { $from } (предпериод { $from }): замечен при n ≤ { $upto }, не доказан { $why ->
    [infinite-set] (множество бесконечно)
   *[rules] (ходы языка правил)
}
sg-no-period-finite = при n ≤ { $upto } период не доказан; у конечного множества он всегда есть: увеличьте --upto
sg-no-period = при n ≤ { $upto } периода нет
sg-heap-wins-take = куча { $heap }: ходящий выигрывает: взять { $take } ({ $heap } → { $to })
sg-heap-wins-no-move = куча { $heap }: ходящий выигрывает: у него нет хода
sg-heap-loses = куча { $heap }: ходящий проигрывает
sg-take = взять { $take } из кучи { $heap } ({ $from } → { $to }), останется XOR 0
sg-heaps-sum = { $count ->
    [one] куча
   *[other] кучи
} { $heaps }: g = { $values } = { $xor }: { $verdict }
sg-sum-wins = ходящий выигрывает: { $how }
sg-sum-loses = ходящий проигрывает
sg-sum-draw = ничья
sg-misere-nim = { $count ->
    [one] куча
   *[other] кучи
} { $heaps }, ним в поддавки (Бутон): { $verdict }
sg-misere-nim-wins = ходящий выигрывает: взять { $take } из кучи { $heap } ({ $from } → { $to })
sg-misere-nim-no-move = ходящий выигрывает (у него нет хода)
sg-misere-nim-loses = ходящий проигрывает
sg-nim-wins = XOR { $xor } ≠ 0: ходящий выигрывает: { $how }
sg-nim-loses = XOR 0: ходящий проигрывает
sg-rules-head = одна куча, ходы '{ $moves }': γ(n) для n = 0..{ $upto } (достижимых позиций: { $positions }{ $z ->
    [yes] , с конечной вершиной z после проигрышных концов
   *[no] {""}
})
sg-infinite-values = значения ∞: из этих куч игра может длиться бесконечно (∞(K): K — конечные значения ходов)
sg-rules-sum = { $count ->
    [one] куча
   *[other] кучи
} { $heaps }: γ = { $values }: { $verdict }
sg-rules-sum-wins = ходящий выигрывает: куча { $heap }, из { $from } в { $to }
sg-corner-head = фишку двигают влево или вверх на любое число клеток; (0, 0) — угол; g(r, c):
sg-queen-head = ферзя двигают влево, вверх или по диагонали влево-вверх на любое число клеток (Уитхофф); (0, 0) — угол; g(r, c):
sg-corner-xor = g(r, c) = r ⊕ c во всех клетках: { $xor ->
    [yes] да
   *[no] нет
}
sg-queen-zeros = проигрышные клетки (g = 0, и их зеркальные отражения): { $cells }
sg-board-sum = фишки: g = { $values } = { $xor }: { $verdict }
sg-board-sum-wins = ходящий выигрывает: фишку { $piece } с { $from } на { $to }

# Листы sg --xlsx.
sg-sheet-values = значения
sg-sheet-board = доска
