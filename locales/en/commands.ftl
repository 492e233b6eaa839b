# The commands' own errors (src/cmd, and the library calls only they make):
# explain, read, book, generate, sg, graph, and the class's run.

## explain
explain-one-value = { $flag }: explain takes one value (the start for { $flag } N), found '{ $found }'
explain-needs-position = explain needs a position: --s N (the start for S = N) or --position HEAPS (e.g. 7,30)
explain-svg-and-json = --svg - and --json would both write to stdout; give --svg a file name or leave out --json
explain-needs-k = the start uses K: give its value too, --k N
explain-start-finished = S = { $s }: the start { $position } is already finished (the end condition holds before the first move); nothing to explain
explain-heaps-count = --position: { $given } { $given ->
        [one] heap
       *[other] heaps
    } given, the game has { $heaps }
explain-negative-heap = --position: a heap cannot be negative, found { $heap }
explain-bad-position = --position: expected heaps as whole numbers separated by ',' (e.g. 7,30), found '{ $found }'
tree-draw = { $position } is a draw: neither player can force a win, so it has no finite tree
tree-unknown = { $position } is undecided (deeper than the analysed moves), so it has no tree
tree-failed = { $position }: { $why }
tree-not-solved = the position was not solved
tree-no-exact-code = a position of the tree has no exact code
tree-inconsistent = no move keeps the code's promise V{ $k } (the solution is inconsistent)
tree-size-huge = more than 2^64 bytes
tree-size = { $size } ({ $bytes } bytes)
tree-too-big = the tree as { $form } would take { $size }, more than the memory limit of { $limit }; explain a position nearer the end, or raise the limit
tree-form-text = text

## book: a file of variants
variants-not-utf8 = { $file }: not UTF-8 text (byte { $byte })
variants-format = { $file }: cannot tell the format from the extension; expected .toml ([[variant]] tables), .csv (a variant per row) or a document of tasks (.txt, .md, .html, .docx, .doc, .odt, .rtf)
variants-task-key = { $file }: task { $label }, { $key }
variants-task-not-game = task { $label }: its reading does not make a game ({ $error }); see `gametable read { $file }`
variants-more-tasks = { $file }: { $error } (and { $more } more { $more ->
        [one] task
       *[other] tasks
    } like it)
variants-variant-key = { $file }:{ $line }: variant { $number }, { $key }
variants-row = { $file }:{ $line }: row { $number }: { $error }
variants-row-key = { $file }:{ $line }: row { $number }, { $key }
variants-column-twice = { $file }:1: columns { $first } and { $second } are both '{ $column }'; name each column once
variants-column-unknown = { $file }:1: column { $number } '{ $column }': unknown; expected some of: { $known }
variants-column-missing = { $file }:1: no column '{ $column }'; the header names the columns: { $known }
variants-fields = expected { $expected } fields (as the header), found { $found }
variants-cap = expected a whole number
variants-true-false = expected true or false, found '{ $found }'
variants-no-rows = { $file }: no variants: the header has no rows under it; expected a row per variant
variants-more-bad = (and { $count } more bad { $count ->
        [one] variant
       *[other] variants
    })
variants-too-many = { $file }: { $count } variants; a book holds at most { $max } (a sheet each, and LibreOffice opens 10000 sheets at most): split the file
with-note = { $message } { $note }
book-open-files = this book streams { $sheets } variant sheets through temporary files, open until it is saved ({ $wanted } open files with the program's own), but the limit on open files is { $limit } (ulimit -n); raise it (ulimit -n { $wanted }), split the variants into smaller books, or leave the grids out (--no-grids)

## read: a task's text
read-stdin-failed = -: cannot read standard input
note = note: { $note }
book-variant-failed = variant { $number } ({ $name }): { $error }
book-worker-failed = a variant was not solved (a worker failed)
book-more-failed = { $error } (and { $more } more { $more ->
        [one] variant
       *[other] variants
    } failed)

## generate
generate-variant-comment = { $n }. answers: { $answers }
generate-too-few = --count { $count }: found only { $found } different good variants of the family { $family } ({ $tries } tries for the next); ask for fewer or another family
generate-header =
    Exam variants of tasks 19–21, made by:
    {"  "}{ $command }
    Read them with: gametable book FILE --out book.xlsx

## templates, man
templates-no-such = { $name }: no such built-in template (see 'gametable templates')
man-no-folder = --dir { $folder }: expected an existing folder
man-no-command = man { $path }: no command '{ $name }'; expected one of: { $commands }

## sg
sg-set = SET { $error }
sg-set-zero = '{ $term }': a move must take at least 1 stone
sg-set-term = '{ $term }': expected a number, a range like 1..3, or prime, even, odd, any
sg-set-empty-range = '{ $term }': empty range
sg-set-empty = '{ $set }': empty subtraction set
sg-not-heap = { $flag }: '{ $found }' is not a heap size (a whole number ≥ 0); expected e.g. 3,5,7
sg-no-heap = { $flag }: no heap given; expected e.g. 3,5,7
sg-too-much-work = { $flag } { $upto }: too much work for this set (about { $upto } × { $members } steps); lower { $flag }
sg-misere-heaps = --misere with several heaps: sums of misère games have no XOR rule; the theory gives one for Nim ('gametable sg nim --misere') and one heap is exact here
sg-upto-negative = --upto { $upto }: must be 0 or more
sg-no-moves = no moves: give --moves (e.g. '-1 /2') or a one-heap template
sg-one-heap = { $field }: a game of one heap is needed (a sum of heaps is --heaps)
sg-max-positions = heaps up to { $top } need more than --max-positions { $max } positions; lower --upto/--heaps or raise the limit
sg-size = --size { $size }: must be 1 to 600
sg-off-board = --at { $at }: off the board (rows and columns 0..{ $last })
sg-bad-at = --at { $at }: expected ROW,COLUMN, e.g. --at 3,5
sg-xlsx-rows = --xlsx { $file }: { $rows } rows are more than an Excel sheet holds ({ $max }); lower --upto or write --csv
cannot-explore = cannot explore the game
workbook-failed = { $file }: cannot build the workbook: { $error }

## graph
graph-not-utf8 = { $file }: not UTF-8 text (byte { $byte }); expected 'from,to' lines or a DOT digraph
graph-no-vertex = { $flag }: no vertex '{ $name }' in { $what } (vertices: { $vertices })
graph-xlsx-rows = --xlsx { $file }: { $rows } rows (a vertex each and a header) are more than an Excel sheet holds ({ $max }); write --csv
graph-no-tokens = --tokens: no vertex given; expected e.g. --tokens A,C,C

## a class's run (check --class)
marks-not-pair = '{ $part }': expected MARK:PERCENT, like 5:95 (mark 5 from 95 % of the cells right)
marks-percent = '{ $part }': the percentage must be a number from 0 to 100
marks-empty-mark = '{ $part }': the mark is empty
marks-none = no marks given: expected MARK:PERCENT,…, like 5:95,4:80,3:60
marks-lowest = '{ $mark }' is the lowest mark: give the mark below it with 0 %, like { $mark }:60,F:0
match-pattern = '{ $pattern }': expected one {"{"}variant{"}"} where the variant's number stands, like 'ivanov-v{"{"}variant{"}"}.xlsx' or '*-v{"{"}variant{"}"}.*'
class-no-out = --class: give --out class.xlsx or class.ods (a row per student, their sheets, a heat map), --out class.csv, or --json
class-out-kind = --out { $file }: expected a file name ending in .xlsx, .ods or .csv
class-temp-file = cannot make a temporary file in { $folder }
variants-variant = { $file }: variant { $number }
