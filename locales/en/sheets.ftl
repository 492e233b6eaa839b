# The words of the tables and trees (src/export/): the workbook's sheets
# (XLSX, ODS), CSV, the live workbook of formulas (--formulas), the strategy
# tree (text, sheet, picture).

# The strategy tree and a position's moves (explain). $who: the player to
# move, petya or vanya; $me his name, $other his opponent's.
tree-petya = Petya
tree-vanya = Vanya
verdict-win = { $me } wins with his { ordinal } move
verdict-lose-now = every move of { $me } hands { $other } the win
verdict-lose = { $other } wins by his { ordinal } move at the latest, whatever { $me } does
verdict-over = game over: { $other } won
verdict-handed = game over: { $me } won
verdict-draw = a draw: neither player can force a win
verdict-unknown = undecided (deeper than the analysed moves)
# A move in a position's explanation: "×2 on heap 2".
tree-move = { $step }
tree-move-on-heap = { $step } on heap { $heap }
tree-to-move = { $mover } to move
tree-best = best
tree-why = { $code ->
    [win] ★ the fastest win
    [lose] ★ the longest defence
   *[other] ★ the moves that do not lose
}
tree-see = → see [{ $n }]
tree-legend-stars = ★ the winner's moves ({ $winner }: one move, the fastest); every move of the loser.
tree-legend-pv = П/В as in the table: a position read as a start, П the player to move there wins, В he loses (after Petya's move Vanya is to move).
tree-legend-shared = [n] a position reached by different paths: drawn once, '→ see [n]' refers to it.
# The sheet of trees.
tree-sheet = Tree
tree-sheet-heading = The game tree of the winning strategy: question { $question }, S = { $s }{ $k }, start { $start }
tree-sheet-too-big = The tree is too big for a sheet: { $plies } plies, { $lines } lines (a sheet holds up to { $deepest } plies and { $most } lines); gametable explain --tree draws it

# The workbook (XLSX, ODS): the sheets' names, the legend, the answers sheet.
sheet-table = Table
sheet-codes = Codes
sheet-answers = Answers
sheet-params = Parameters
sheet-legend = Legend:
sheet-legend-text = V — the player to move (Petya at the start) wins by his K-th move; P — he loses: the opponent wins by his K-th move; — the game is over; D — a draw
sheet-legend-text-pv = П — Petya (to move) wins by his K-th move, В — Vanya wins by his K-th move; — the game is over; Н — a draw
sheet-codes-title = Codes for the player to move: +K he wins by his K-th move, −K he loses (the opponent wins by his K-th move), 0 the game is over
sheet-no-live = No live position: every start is already finished.
sheet-finished = Already over at the start, not counted: S = { $list }
sheet-grid-per-player = The players move differently: every cell is the position with Petya to move.
sheet-grid-wrapped = S = the number on the left + the number above (row 40, column 6: S = 46).
sheet-grid-open = S has no upper end (S ≥ { $lo }); the table shows S = { $from }…{ $to }, as far as the answers need.
answers-rules = Rules
answers-number = #
answers-question = Question
answers-answer = Answer
answers-all = Every qualifying value
answers-query = Condition (query)
answers-notes = Notes
# The book's key (CSV) and the answers as CSV.
key-variant = variant
csv-question = question
csv-wording = wording
csv-answer = answer
csv-all = qualifying
csv-query = query

# The live workbook (--formulas): the parameters, what each means, the values
# allowed.
param-target = the game ends when the total is ≥ target
param-bound = the last mover wins only if the total is ≤ bound
param-move = move { $n }: { $meaning }
param-start = heap { $heap } at the start
param-s-min = the least S
param-s-max = the greatest S
params-title = Change a number in column B and the table, its title, the statement and the answers recalculate. The table is built with a margin: for target up to { $target } (totals up to { $sum }), every heap from 1. The cell's note gives the values allowed; another is refused.
params-name = name
params-value = value
params-meaning = meaning (allowed)
params-range = from { $lo } to { $hi }
params-allowed-title = Values allowed
params-refused-title = Value not allowed
params-allowed = { $name }: a whole number { $range }.
params-refused = { $name }: a whole number { $range } is needed; the table is not built for another.
params-changed = changed?
params-unchanged-note = 0 — the rules as given: the solver's answers on «Answers» hold
params-changed-note = 1 — the rules changed: the solver's answers hidden, the formula answers recalculated
params-starts = Starts (Petya moves first): the start's code and the codes after each first move of Petya (Vanya to move)
params-code = code
params-label = label
params-after = after { $step }
params-after-on = after { $step } to h{ $heap }
# The live workbook's title: "Heaps (7, S); moves: +1, ×2; the end: total ≥ 77".
title-heap = Heap
title-heaps = Heaps
title-moves = moves
title-move-heap = heap { $heap }
title-end = the end: total ≥
title-bound = a win only if the total ≤
# The live workbook's answers sheet.
formulas-stale = recalculate: the rules changed
formulas-number = #
formulas-question = Question
formulas-answer = Answer (a formula over the table)
formulas-solver = The solver's answer for the rules as given
formulas-query = Condition (query)
formulas-not-a-formula = (not a formula: the table does not compute this question)
