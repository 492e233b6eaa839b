# check's report.

## A cell or a header that cannot be read.
check-fraction = '{ $value }' is a fraction; a label or a whole-number code (1, -1, +2, -2) belongs here
check-empty-cell = an empty cell
check-quoted = '{ $value }'
check-header-gap = { $found } in the { $row ->
    [header-row] header row
    [header-column] header column
   *[s-values] row of S values
} of heap sizes, expected the whole number { $expected }

## A file whose table cannot be checked.
check-sheets-in-all = … { $count } sheets in all
check-no-sheet = { $file }: no sheet '{ $sheet }' (the sheets: { $sheets })
check-the-file = the file
check-sheet = sheet '{ $sheet }'
check-looked-for-grid = a header row and a header column of consecutive heap sizes (like 1 2 3 … across and 7 8 9 … down, or transposed), or a row or column of S values with the labels beside it
check-looked-for-line = a row or column of consecutive S values with the labels beside it
check-merged-hint = ; merged cells at { $cells } may break it: unmerge them
check-within = { " " }within { $range }
check-no-table = { $file }: no table found: looked on { $sheets }{ $within } for { $what }{ $hint }
check-sheet-chosen = sheet '{ $sheet }' chosen: of the { $tables } sheets with a table it fits the game best ({ $right } of { $checked } cells right); --sheet NAME picks another
check-merged = { $file }: { $cell }: merged cells inside the table; unmerge them so that every position has its own cell
check-no-positions = { $file }: the table at { $range } has no positions
check-cannot-solve = { $file }: cannot solve the game for this table: { $error }

## The report's first line: where the table is and how it is labelled.
table-rows-of-ten = S in rows of ten: { $first }–{ $last } down column { $column }, units { $units } across row { $row }
table-grid = { $down } down column { $column }, { $across } across row { $row }
table-s-across = S = { $values } across row { $row }
table-s-down = S = { $values } down column { $column }
dialect-win-lose = V/В/W = the player to move wins, P/П/L = he loses
dialect-petya-vanya = П = Петя, to move, wins; В = Ваня wins
dialect-codes = +K = the player to move wins by his K-th move, -K = he loses
check-head-sheet = sheet '{ $sheet }', { $range }
check-orient-line = start positions
check-orient-one-heap = start positions, S = row + column
check-orient-grid = heap 1 down, heap 2 across
check-orient-transposed = transposed: heap 1 across, heap 2 down
check-head = { $file }: { $format } { $where } ({ $layout }; { $orient }); labels: { $dialect } — { $note }
check-note = { $file }: note: { $note }
check-answer-right = answer { $id }: { $given } — right
check-answer-wrong = answer { $id }: { $given } — wrong, expected { $expected }
check-answer-none = (none)
check-nothing-checked = { $file }: no cell could be checked (no label stands on a position in play): nothing checked is not a pass

## What check is asked to do.
check-answers-count = --answers: { $given ->
    [one] { $given } answer
   *[other] { $given } answers
} for { $questions } questions ({ $ids }); separate them with ';'
check-no-game = check: no game given: expected GAME (a template name or a TOML file) or its rules as flags (--start, --s, --moves, --end …)
check-nothing-to-check = check: nothing to check: expected FILE... (tables: XLSX, ODS, CSV …) or --answers '19; 20; 21'
check-out-needs-class = --out writes a class report: add --class (the annotated copy of one table: --annotate OUT.xlsx)
check-class-alone = --class reads each student's answers from the workbook and annotates every table in the class report: leave out --annotate and --answers
check-annotate-one = --annotate writes one annotated copy: give exactly one FILE (got { $count })
check-annotate-xlsx = --annotate { $file }: the annotated copy is an XLSX workbook; give a file name ending in .xlsx
check-the-game = the game
check-too-many-heaps = { $game }: check reads one- and two-heap tables; this game has { $heaps } heaps
check-book-no-rules = --book gives each file the game of its variant: leave out the rules' flags (--start, --moves …)

# A wrong cell's note in an annotated copy: what was expected and why.
check-note-expected = expected { $expected } — { $reason }
# --range: not a range of cells.
check-bad-range = '{ $range }' is not a range like B2:BR70

## The report's lines: a wrong cell, the summary, the dialect's note, and why a position's code is what it is.
report-line = { $cell } { $position }: { $found }, expected { $expected } — { $reason }
report-found = found { $label }
report-not-marked = not marked
report-summary = { $checked } cells checked: { $right } right, { $wrong } wrong
report-unmarked = { $unmarked } unmarked (deeper than { $depth }: { $strict ->
    [yes] reported
   *[no] allowed
})
report-finished = { $count } finished positions skipped
report-undecided = { $count } undecided
report-forced = forced by --labels
report-fits = assumed: win-lose reading fits { $win_lose } cells, petya-vanya { $petya_vanya }
report-numbers = assumed: the cells are numbers
report-win-loss-letters = assumed: W/L letters
report-not-a-label = '{ $text }' (not a label in the { $dialect } dialect)
report-deeper = deeper than the { $depth } moves the table marks (reported with --strict)
report-no-label = no label (the game is over)
report-game-over = no move is left to make: { $end } ends the game
report-moves-unknown = its moves cannot be computed
report-moves = moves: { $moves }
report-every-move-a-win = every move leaves the opponent a win: { $moves }
report-wins-at-once = move to { $to } wins at once
report-move-leaves = move to { $to } { $verb ->
    [escapes] escapes the claimed loss
    [holds-out] holds out longer
    [wins-sooner] wins sooner
   *[wins] wins
}: it leaves the opponent at { $at }
report-no-move-wins-by = no move wins { $by ->
    [1] at once
   *[other] by move { $by }
}: the fastest, to { $to }, leaves the opponent at { $at }
report-loses-sooner = every move loses sooner; the longest defence, to { $to }, leaves the opponent at { $at }
report-draw = no move wins, and a move to { $safe } avoids losing
report-or = or
