# What clap shows: --help, `gametable help`, usage lines, man pages.
# Keys (src/cli/help.rs): cmd-<command path> (about; .long, .after),
# arg-<command path>-<argument id> (help; .long, .value = value name),
# value-<command path>-<argument id>-<value> (a possible value's help).
# The English texts are also the doc comments of src/cli.rs: a test keeps
# them equal.

## Headings and placeholders
heading-usage = Usage:
heading-commands = Commands
heading-arguments = Arguments
heading-options = Options
heading-the-game = The game
heading-questions = Questions
heading-output = Output
heading-solver-and-limits = Solver and limits
heading-a-class = A class
usage-options = [OPTIONS]
usage-command = COMMAND
help-default = [default: { $value }]
help-possible = [possible values: { $values }]
help-possible-long = Possible values:

## Man page sections
man-name = NAME
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-options = OPTIONS
man-subcommands = SUBCOMMANDS
man-extra = EXTRA
man-version = VERSION

## Command-line mistakes (English: clap's own lines; these add to them)
cli-error = error: { $message }
cli-tip-nearest = tip: did you mean '{ $flag }'? ('{ $command } --help' lists every flag)
cli-tip-help = tip: '{ $command } --help' lists every flag

## gametable
cmd-gametable = Turns two-player stone-heap games (the Russian state exam tasks 19-21) into spreadsheet-style tables
    .after =
            Examples:
              gametable solve
              gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'
              gametable solve ege-2021-demo --json
              gametable templates
arg-help = Print help
    .more = Print help (see more with '--help')
    .long = Print help (see a summary with '-h')
arg-version = Print version

## solve
cmd-solve = Solve a game: print its table and the answers to tasks 19–21
    .after =
            Examples:
              gametable solve                             # the built-in 2021 demo task
              gametable solve kp1921-046                  # a template by name (or a file)
              gametable solve - < game.toml               # the game's TOML on stdin
              gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'
              gametable solve --start S --s 1..44 --moves '+2 *3' --end 'sum >= 45' \
                  --winner 'sum <= 112'                   # above 112 the opponent wins
              gametable solve ege-2021-demo --out t.xlsx  # the table as a workbook
              gametable solve ege-2021-demo --out -       # CSV; the answers on stderr
              gametable solve ege-2021-demo -q 'count where code < 0' --no-table
arg-solve-game = A built-in template name or a TOML file; none: the 2021 demo task
    .value = GAME
arg-solve-start = Start position, one value per heap, over S (and K): '7, S', 'S, 2S'
    .value = HEAPS
arg-solve-s = Range of S, inclusive: '1..69', or '88..' when open
    .value = RANGE
arg-solve-k = Range of the second unknown K when the start uses it
    .value = RANGE
arg-solve-moves = Moves: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (repeatable)
    .value = MOVES
arg-solve-end = When the game ends (on the position after a move): 'sum >= 77'
    .value = CONDITION
arg-solve-winner = Who wins at the end: mover, opponent, or a condition under which the mover wins
    .value = WHO
arg-solve-no_moves = A player with no legal move: lose (normal play) or win (misère)
    .value = lose|win
arg-solve-no_repeat = Forbid repeating a move: none, opponent (his last move), own (my last move)
    .value = none|opponent|own
arg-solve-require = A move is legal only if this holds after it: 'max <= 80'
    .value = CONDITION
arg-solve-cap = No heap may exceed this (same as --require 'max <= N')
    .value = N
arg-solve-handed_win_counts = A win handed over by the mover (overshoot) counts as a move of the winner
arg-solve-questions = A question: a preset (19, 20, 21, 19-every, 20-min2, 21-all) or 'min where code == 2'; 'ID=QUERY' names it (repeatable; replaces the template's questions)
    .value = QUERY
arg-solve-labels = Label convention: V1/P1 (win-lose) or П1/В1 (petya-vanya)
    .value = LABELS
value-solve-labels-win-lose = V1/P1: the player to move wins (V) or loses (P)
value-solve-labels-petya-vanya = П1/В1: Petya (to move) wins, or Vanya wins
arg-solve-json = Print the game, the table and the answers as JSON
arg-solve-no_table = Do not print the table (answers only)
arg-solve-width = Fit the printed table in N columns, cut into parts of whole columns (default: the terminal's width; 0, or output to a pipe: rows whole)
    .value = N
arg-solve-stats = Print positions solved, time and positions per second (to stderr)
arg-solve-solver = Use this solver instead of choosing one
    .value = SOLVER
value-solve-solver-dense = The dense table (only growing heaps, end on the total)
value-solve-solver-general = Exploration and retrograde analysis
value-solve-solver-bounded = The first few moves only
arg-solve-depth = Moves per player analysed when positions are infinite or too many
    .value = K
arg-solve-max_positions = Refuse to explore more positions than this
    .value = N
arg-solve-max_memory = Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free
    .value = SIZE
arg-solve-threads = Worker threads for the dense table (1 or 2; default: the cores, at most 2)
    .value = N
arg-solve-open_span = Values of S tried when its range is open ('88..'): this many from the lower end
    .value = N
arg-solve-out = Write the table to FILE: .xlsx, .ods or .csv by the extension; '-' writes CSV to stdout
    .long =
            Write the table to FILE: .xlsx, .ods or .csv by the extension; '-' writes CSV to stdout.

            With a file the answers are still printed; a CSV's answers go to a second file, FILE-answers.csv (or --answers-csv). Any other extension is refused unless --format names the format.
    .value = FILE
arg-solve-format = The format of --out, whatever its extension
    .value = FORMAT
value-solve-format-ods = OpenDocument spreadsheet (LibreOffice's own format)
arg-solve-formulas = XLSX: a live-formula workbook (named parameters, every cell a formula)
arg-solve-lang = Language of sheet names, headers and questions (default: the locale's)
    .value = LANG
arg-solve-codes = CSV: codes (+2, -1, 0) instead of labels
arg-solve-delimiter = CSV: the field delimiter, one character (default ',')
    .value = CHAR
arg-solve-excel = CSV for a Russian-locale Excel: ';' and a UTF-8 byte-order mark
arg-solve-plain = CSV exactly as computed: UTF-8 ('—' for finished cells), no byte-order mark
    .long =
            CSV exactly as computed: UTF-8 ('—' for finished cells), no byte-order mark.

            By default a CSV file opens right by double-click: the table is plain ASCII ('-' for finished cells), and a file that still needs other characters (Russian words, П/В labels) starts with a UTF-8 byte-order mark.
arg-solve-answers_csv = Write the answers as CSV to this file ('-': stdout, the usual text then to stderr)
    .value = FILE

## explain
cmd-explain = Explain one position: its code and every move with the code it leaves; --tree draws the winning strategy's tree (task 21) as text, JSON or SVG
    .long =
            Explain one position: its code and every move with the code it leaves; --tree draws the winning strategy's tree (task 21) as text, JSON or SVG.

            The position is the start for S = N (--s N, and --k N for two unknowns) or any position (--position 7,30); Petya is to move there. At the winner's turns the tree shows his fastest move (the first in the rules' order on a tie), at the loser's turns every move; a position reached twice is drawn once as [n].
    .after =
            Examples:
              gametable explain --s 30                       # the demo task's start (7, 30)
              gametable explain --s 30 --tree                # the strategy's tree
              gametable explain kp1921-046 --s 11 --tree --lang en
              gametable explain --position 7,33 --tree --json
              gametable explain --s 30 --tree --svg tree.svg
arg-explain-game = A built-in template name or a TOML file; none: the 2021 demo task
    .value = GAME
arg-explain-start = Start position, one value per heap, over S (and K): '7, S', 'S, 2S'
    .value = HEAPS
arg-explain-s = Range of S, inclusive: '1..69', or '88..' when open
    .value = RANGE
arg-explain-k = Range of the second unknown K when the start uses it
    .value = RANGE
arg-explain-moves = Moves: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (repeatable)
    .value = MOVES
arg-explain-end = When the game ends (on the position after a move): 'sum >= 77'
    .value = CONDITION
arg-explain-winner = Who wins at the end: mover, opponent, or a condition under which the mover wins
    .value = WHO
arg-explain-no_moves = A player with no legal move: lose (normal play) or win (misère)
    .value = lose|win
arg-explain-no_repeat = Forbid repeating a move: none, opponent (his last move), own (my last move)
    .value = none|opponent|own
arg-explain-require = A move is legal only if this holds after it: 'max <= 80'
    .value = CONDITION
arg-explain-cap = No heap may exceed this (same as --require 'max <= N')
    .value = N
arg-explain-handed_win_counts = A win handed over by the mover (overshoot) counts as a move of the winner
arg-explain-position = Any position instead of a start: its heaps, '7,30' (Petya to move there)
    .value = HEAPS
arg-explain-tree = Draw the winning strategy's tree
arg-explain-json = Print JSON (with --tree: the tree in full, every node with its children)
arg-explain-svg = With --tree: also write the tree as an SVG picture to FILE ('-': stdout, the text to stderr)
    .value = FILE
arg-explain-lang = Language of the words (default: the locale's)
    .value = LANG
arg-explain-labels = Label convention: V1/P1 (win-lose) or П1/В1 (petya-vanya)
    .value = LABELS
value-explain-labels-win-lose = V1/P1: the player to move wins (V) or loses (P)
value-explain-labels-petya-vanya = П1/В1: Petya (to move) wins, or Vanya wins
arg-explain-depth = Moves per player analysed when positions are infinite or too many
    .value = K
arg-explain-max_positions = Refuse to explore more positions than this
    .value = N
arg-explain-max_memory = Refuse a job needing more memory than this (e.g. 2G, 500M), and a tree (text, JSON, SVG) larger than it; default: what is free
    .value = SIZE

## book
cmd-book = Write an answer book for many variants: the key, the statements, a sheet per variant
    .long =
            Write an answer book for many variants: the key, the statements, a sheet per variant.

            VARIANTS is a TOML file of [[variant]] tables (the keys of a template: start, s, moves, end, winner, questions, …) or a CSV file with one variant per row and a header naming those keys (questions separated by '|'). Every variant is checked before anything is solved or written; a mistake names the file, the line, the variant (row) and the field.
    .after =
            Examples:
              gametable book variants.toml --out book.xlsx
              gametable book variants.toml --out book.xlsx --csv key.csv --statements tasks.md
              gametable book variants.csv --out book.xlsx --no-grids --lang en
              gametable generate --count 30 --seed 1 --out v.toml && gametable book v.toml --out book.xlsx
arg-book-variants = The variants: a .toml file of [[variant]] tables or a .csv file, one variant per row
    .value = VARIANTS
arg-book-out = The book to write: a workbook (.xlsx), or a document without the grids (.docx, .md, .html)
    .value = FILE
arg-book-csv = Also write the key (variant, rules, answers to 19–21) as CSV to this file ('-': stdout)
    .value = FILE
arg-book-no_grids = Leave out the sheet per variant (the key and the statements only)
arg-book-no_trees = Leave out the strategy tree of question 21 below each variant's grid
arg-book-lang = Language of the sheets, the key and the statements (default: the locale's)
    .value = LANG
arg-book-statements = Also write the statements to FILE: Markdown when it ends in .md, else plain text ('-': stdout)
    .value = FILE
arg-book-labels = Label convention of the grids: V1/P1 (win-lose) or П1/В1 (petya-vanya)
    .value = LABELS
value-book-labels-win-lose = V1/P1: the player to move wins (V) or loses (P)
value-book-labels-petya-vanya = П1/В1: Petya (to move) wins, or Vanya wins
arg-book-open_span = Values of S tried when a variant's range is open ('88..')
    .value = N
arg-book-max_positions = Refuse to explore more positions than this in one variant
    .value = N
arg-book-max_memory = Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free
    .value = SIZE

## generate
cmd-generate = Generate new exam variants of tasks 19–21 (kept only when they make good tasks)
    .long =
            Generate new exam variants of tasks 19–21 (kept only when they make good tasks).

            A variant is kept when question 19 has a least S, question 20 has exactly two values (or asks for the two least when there are more), question 21 has a least S, no start in the range of S is already finished, and no other variant has the same rules. The same seed gives the same variants.
    .after =
            Examples:
              gametable generate --count 30 --seed 1 --out variants.toml
              gametable generate --count 10 --seed 7 --family overshoot --out overshoot.toml
              gametable generate --count 5 --seed 2 --out - | head
arg-generate-count = How many variants
    .value = N
arg-generate-seed = The seed: the same seed (and family) gives the same variants
    .value = X
arg-generate-family = Only this family (default: every family in turn)
    .value = NAME
value-generate-family-one-heap = One heap S: +a (and +c) or ×b, the heap reaching T
value-generate-family-two-heaps = Two heaps (A, S): +a or ×b on either heap, the total reaching T
value-generate-family-overshoot = Two heaps (A, S) as above, but a total above B hands the win to the opponent
value-generate-family-decreasing = One heap S ≥ T + 1: −a or /b (rounding down), the heap falling to T
value-generate-family-no-repeat = One heap S: +a, +c or ×b, no repeating the opponent's last move
arg-generate-out = The TOML file to write ('-': stdout)
    .value = FILE
arg-generate-lang = Language of the file's header and the messages (default: the locale's)
    .value = LANG
arg-generate-max_memory = Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free
    .value = SIZE

## graph
cmd-graph = A game on a directed graph (CSV edge list, DOT, or a game template): outcome, remoteness and the generalized Sprague–Grundy value of every vertex
    .after =
            Examples:
              gametable graph game.csv                      # lines 'from,to'
              gametable graph game.dot --tokens A,C,C       # the verdict for three chips, and a winning move
              gametable graph game.csv --dot labelled.dot   # then: dot -Tpng labelled.dot -o game.png
              gametable graph two-piles-misere --steps     # seed 000's Algorithm 2, step by step
              gametable graph two-piles --steps --csv two-piles.csv
arg-graph-file = An edge list: CSV lines 'from,to' (optional header), or a Graphviz DOT digraph; or a game template name / TOML file (its positions become the graph)
    .value = FILE
arg-graph-start = The start vertex (Algorithm 2 stops once it is labelled)
    .value = VERTEX
arg-graph-tokens = Chips on these vertices, a sum of games: the verdict and a winning move. Comma-separated, repeatable; a vertex may carry several chips
    .value = V,V,…
arg-graph-steps = Show seed 000's Algorithm 2: the A/B steps, each step's new labels
arg-graph-dot = Write the graph with its labels and colours as Graphviz DOT ('-': stdout, the report to stderr)
    .value = OUT.dot
arg-graph-csv = Write the per-vertex table as CSV ('-': stdout, the report to stderr)
    .value = OUT.csv
arg-graph-xlsx = Write the table as an XLSX workbook (conditional formatting)
    .value = OUT.xlsx
arg-graph-no_table = Do not print the per-vertex table (summary, steps and verdict only)
arg-graph-stats = Print the time each analysis took (to stderr)
arg-graph-lang = Language of the report (default: the locale's)
    .value = LANG
arg-graph-max_memory = Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free
    .value = SIZE

## sg
cmd-sg = Sprague–Grundy tables of heap games: subtraction sets, Nim, rules-language games, the corner game and Wythoff's queen; sums (XOR) with a winning move
    .after =
            Examples:
              gametable sg subtract '1 or prime' --upto 40 --heaps 3,5,7
              gametable sg subtract 1..3 --heaps 21
              gametable sg subtract 2,5 --upto 100 --csv sg.csv
              gametable sg subtract 1..3 --misere --upto 20
              gametable sg nim 22,51
              gametable sg nim 1,1,4 --misere
              gametable sg rules --moves '-1 /2' --upto 30 --heaps 7,9
              gametable sg corner --size 8 --at 3,5 --at 6,2
              gametable sg queen --size 10
arg-sg-lang = Language of the report (default: the locale's)
    .value = LANG
arg-sg-max_memory = Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free
    .value = SIZE

## sg subtract
cmd-sg-subtract = A subtraction game: a move takes d stones from one heap, d in SET
    .after =
            SET: '1,2,3', '1..3', '1 or prime', 'even', '2..' (from 2 on), 'any' (Nim).

            Examples:
              gametable sg subtract '1 or prime' --upto 10000 --no-table
              gametable sg subtract 1..3 --heaps 21
arg-sg-subtract-set = The subtraction set
    .value = SET
arg-sg-subtract-upto = Values for n = 0..N (at least up to the largest heap)
    .value = N
arg-sg-subtract-heaps = Heaps of a sum: the XOR verdict and a winning move ('3,5,7')
    .value = H,H,…
arg-sg-subtract-misere = Misère play: the player who cannot move wins (one heap, or Nim)
arg-sg-subtract-no_table = Do not print the table
arg-sg-subtract-csv = Write n and g(n) as CSV ('-': stdout, the text to stderr)
    .value = OUT.csv
arg-sg-subtract-xlsx = Write the table as an XLSX workbook (conditional formatting)
    .value = OUT.xlsx

## sg nim
cmd-sg-nim = Nim: take any number from one heap
    .after =
            Examples:
              gametable sg nim 22,51
              gametable sg nim 1,1,4 --misere
arg-sg-nim-heaps = The heaps: '3,4,5'
    .value = HEAPS
arg-sg-nim-misere = Misère play: the player who takes the last stone loses

## sg rules
cmd-sg-rules = A one-heap game of the rules language (moves of `gametable solve`), any moves: values by the generalized labelling (∞ where play can cycle)
    .after =
            Examples:
              gametable sg rules --moves '-1 /2' --upto 30
              gametable sg rules --moves '-1 -3 -4' --heaps 9,10
arg-sg-rules-game = A one-heap template name or TOML file (its moves, end and winner are used)
    .value = GAME
arg-sg-rules-moves = Moves: '-1 /2', '-1 -3 -4' … (as in `gametable solve`)
    .value = MOVES
arg-sg-rules-require = A move is legal only if this holds after it: 'x >= 0'
    .value = CONDITION
arg-sg-rules-upto = Values for n = 0..N
    .value = N
arg-sg-rules-heaps = Heaps of a sum: the verdict and a winning move ('3,5,7')
    .value = H,H,…
arg-sg-rules-max_positions = Refuse to explore more positions than this
    .value = N
arg-sg-rules-csv = Write n and g(n) as CSV ('-': stdout, the text to stderr)
    .value = OUT.csv
arg-sg-rules-xlsx = Write the table as an XLSX workbook (conditional formatting)
    .value = OUT.xlsx

## sg corner
cmd-sg-corner = A piece moved left or up any number of cells toward the corner: g = row ⊕ column
    .after =
            Example:
              gametable sg corner --size 8 --at 3,5 --at 6,2
arg-sg-corner-size = Rows and columns of the board (0..SIZE-1; cell (0, 0) is the corner)
    .value = N
arg-sg-corner-pieces = A piece at row,column (repeatable): the XOR verdict and a winning move
    .value = R,C
arg-sg-corner-csv = Write the table as CSV ('-': stdout, the text to stderr)
    .value = OUT.csv
arg-sg-corner-xlsx = Write the table as an XLSX workbook (conditional formatting)
    .value = OUT.xlsx

## sg queen
cmd-sg-queen = A queen moved left, up or diagonally toward the corner (Wythoff's game)
    .after =
            Example:
              gametable sg queen --size 10 --at 4,7
arg-sg-queen-size = Rows and columns of the board (0..SIZE-1; cell (0, 0) is the corner)
    .value = N
arg-sg-queen-pieces = A piece at row,column (repeatable): the XOR verdict and a winning move
    .value = R,C
arg-sg-queen-csv = Write the table as CSV ('-': stdout, the text to stderr)
    .value = OUT.csv
arg-sg-queen-xlsx = Write the table as an XLSX workbook (conditional formatting)
    .value = OUT.xlsx

## help (clap's help command)
cmd-help = Print this message or the help of the given subcommand(s)

## check
cmd-check = Check hand-made tables (XLSX, XLSM, XLS, XLSB, ODS, CSV) cell by cell against the game
    .after =
            Examples:
              gametable check ege-2021-demo table.xlsx
              gametable check ege-2021-demo class/*.xlsx class/*.ods --json
              gametable check ege-2021-demo table.ods --sheet Лист1 --range A1:BR71 --annotate checked.xlsx
              gametable check ege-2021-demo table.csv --labels petya-vanya --strict
              gametable check ege-2021-demo --answers '18; 31 34; 30'
              gametable check kp1921-046 -q 19-every -q 20-min2 -q 21 --answers '41; 14 39; 12'

            Exit status: 0 every cell right, 1 some cell (or answer) wrong, 2 a file could not be used.
arg-check-game = The game the tables are for: a built-in template name or a TOML file; with the rules given by flags alone, the first table instead
    .value = GAME
arg-check-files = The tables: XLSX, XLSM, XLS, XLSB, ODS or CSV (`,` `;` or tab)
    .value = FILE
arg-check-start = Start position, one value per heap, over S (and K): '7, S', 'S, 2S'
    .value = HEAPS
arg-check-s = Range of S, inclusive: '1..69', or '88..' when open
    .value = RANGE
arg-check-k = Range of the second unknown K when the start uses it
    .value = RANGE
arg-check-moves = Moves: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (repeatable)
    .value = MOVES
arg-check-end = When the game ends (on the position after a move): 'sum >= 77'
    .value = CONDITION
arg-check-winner = Who wins at the end: mover, opponent, or a condition under which the mover wins
    .value = WHO
arg-check-no_moves = A player with no legal move: lose (normal play) or win (misère)
    .value = lose|win
arg-check-no_repeat = Forbid repeating a move: none, opponent (his last move), own (my last move)
    .value = none|opponent|own
arg-check-require = A move is legal only if this holds after it: 'max <= 80'
    .value = CONDITION
arg-check-cap = No heap may exceed this (same as --require 'max <= N')
    .value = N
arg-check-handed_win_counts = A win handed over by the mover (overshoot) counts as a move of the winner
arg-check-sheet = Check this sheet (default: the first sheet with a table)
    .value = NAME
arg-check-range = Look for the table only in this range, headers included: B2:BR70
    .value = RANGE
arg-check-annotate = Write the table back as XLSX with wrong cells filled red, each with a note (one FILE only)
    .value = OUT.xlsx
arg-check-labels = Read the labels this way instead of detecting it
    .value = DIALECT
value-check-labels-win-lose = V1/P1, В1/П1, W1/L1: the player to move wins (V, В, W) or loses (P, П, L)
value-check-labels-petya-vanya = П1/В1: Petya (to move) wins (П), Vanya wins (В)
value-check-labels-codes = Numbers: +K the player to move wins by his K-th move, -K he loses
arg-check-strict = Report unmarked cells too (blank where the code is deeper than the table marks), and fail on them
arg-check-json = Print the findings as JSON
arg-check-lang = Language of the reasons, notes and summaries (default: the locale's)
    .value = LANG
arg-check-answers = A student's answers to the task's questions (19; 20; 21), separated by ';'
    .value = ANSWERS
arg-check-questions = The questions --answers answers, as in `solve`: a preset (19, 20, 21, 19-every, 20-min2, 21-all) or a query, 'ID=QUERY' to name it (repeatable; replaces the template's questions)
    .value = QUERY
arg-check-class = Check a whole class: FILES are students' workbooks or folders of them; one report with a row per student (needs --out or --json)
arg-check-out = The class report: .xlsx (a row per student, their annotated sheets, a heat map) or .csv (the rows)
    .value = FILE
arg-check-book = Check each file against its own variant of this book (a variants file as `book` takes: TOML or CSV), found by the task printed in it («Вариант 3», the variant's name) or by the file's name; then no GAME
    .value = VARIANTS
arg-check-name_pattern = With --book: the students' file names, {"{"}variant{"}"} where the variant's number stands, * for any text ('*-v{"{"}variant{"}"}.xlsx'); default: a number after v, var, в, вариант in the name
    .value = PATTERN
arg-check-marks = The marks by the share of cells right: MARK:PERCENT,… (below the lowest, one mark less)
    .value = RULE
arg-check-max_memory = Refuse a workbook whose reading, or the game solved to judge it, would need more memory than this (estimated before reading and before solving): 500M, 2G; default: what is free
    .value = SIZE

## read
cmd-read = Read a task's Russian text (or a document of tasks): the game and questions as a template, and the answers
    .long =
            Read a task's Russian text (or a document of tasks): the game and questions as a template, and the answers.

            FILE is plain text, Markdown or HTML (UTF-8, UTF-16 or Windows-1251), a Word .docx or .doc, a Writer .odt or an .rtf; '-' or none reads standard input. Each task is printed as the template TOML `solve` takes, each key beside the words it came from, then its answers and every sentence not read. A wording with two readings gives both answers (19 and 19b). Exit status: 0 every task read completely, 1 some part not read (the answers that could be given are printed), 2 no task found or not text.
    .after =
            Examples:
              gametable read task.txt
              gametable read task.txt > task.toml && gametable solve task.toml
              gametable read collection.docx --json
              xclip -o | gametable read -
arg-read-file = The task's text: .txt, .md, .html, .docx, .doc, .odt or .rtf; '-' or none: standard input
    .value = FILE
arg-read-json = Print JSON: {"{"}"tasks": [{"{"}"number", "title", "template", "complete", "unread", "answers"{"}"}]{"}"}
arg-read-lang = Language of the headings (default: the locale's)
    .value = LANG
arg-read-max_memory = Memory limit (e.g. 2G, 500M); default: the free memory
    .value = SIZE

## templates
cmd-templates = List the built-in templates (or print one with --show NAME)
    .after =
            Examples:
              gametable templates
              gametable templates --show ege-2021-demo
arg-templates-show = Print this template's TOML
    .value = NAME
arg-templates-lang = Language of the messages (default: the locale's)
    .value = LANG

## completions
cmd-completions = Print a shell completion script
    .after =
            Example:
              gametable completions bash > /etc/bash_completion.d/gametable
arg-completions-shell = The shell
    .value = SHELL
arg-completions-lang = Language of the messages (default: the locale's)
    .value = LANG

## man
cmd-man = Print a man page (roff): gametable(1), or a command's, gametable-solve(1) …
    .after =
            Examples:
              gametable man > gametable.1 && man ./gametable.1
              gametable man solve | man -l -
              gametable man sg subtract | man -l -       # gametable-sg-subtract(1)
              gametable man --dir /usr/local/share/man/man1   # every page
              gametable man solve --lang ru | man -l -   # the page in Russian
arg-man-command = The command whose page to print ('solve', 'sg subtract'); none: gametable(1)
    .value = COMMAND
arg-man-dir = Write every page (gametable.1, gametable-solve.1, …) into this folder
    .value = DIR
arg-man-lang = Language of the pages (default: the locale's)
    .value = LANG

## Command-line mistakes in Russian (English shows clap's own lines,
## which these follow)
cli-possible = possible values: { $values }
cli-unknown-flag = unexpected argument '{ $arg }' found
cli-extra-argument = unexpected argument '{ $arg }' found
cli-unknown-command = unrecognized subcommand '{ $name }'
cli-did-you-mean = tip: a similar subcommand exists: '{ $name }'
cli-value-required = a value is required for '{ $arg }' but none was supplied
cli-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-why-number = a whole number is expected
cli-why-char = one character is expected
cli-why-range = { $from } to { $to } is expected
cli-missing = the following required arguments were not provided: { $args }
cli-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-missing-command = a subcommand is required: { $names }
cli-wrong-values = wrong number of values for '{ $arg }'
cli-not-utf8 = an argument is not valid UTF-8
cli-other = the command line could not be read; see 'gametable --help'
