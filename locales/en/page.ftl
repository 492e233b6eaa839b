# The web page's own messages (web/src).
page-bad-labels = --labels: '{ $value }': expected win-lose or petya-vanya
page-bad-cap = --cap: '{ $value }': expected a whole number (the largest heap allowed)
page-tree-too-big = the tree's picture would take { $size } ({ $bytes } bytes), more than the page draws ({ $most }); `gametable explain --tree --svg` draws it
page-heaps-count = expected { $heaps } heaps
page-read-empty = the text is empty: paste a task's text
page-read-too-large = the text is too large: { $size }, more than the { $max } a document of tasks can be
page-read-error = the text: { $error }

# The page's own interface words (web/page/app.js, index.html): put into the
# page by scripts/build-web.sh (web/words.py); app.js names them without
# "ui-": w('tagline').
ui-tagline = tables of two-player stone-heap games (exam tasks 19–21)
ui-labels = Labels
ui-language = Language
ui-rules = Rules of the game
ui-template = Template
ui-custom = — my own rules —
ui-cli = The same on the command line:
ui-download = Download:
ui-formulas = XLSX with formulas
ui-answers-csv = answers CSV
ui-drop = Check a student's table (or a whole class: several files at once): drop XLSX, ODS or CSV files here
ui-class-file = File
ui-class-student = Student
ui-class-checked = Cells checked
ui-class-wrong = Wrong
ui-class-right = % right
ui-mark = Mark
ui-why = Why not checked
ui-answer-right = right
ui-answer-wrong = wrong, expected
ui-answer-none = not found, expected
ui-class-book = Download the class report (XLSX)
# The form's fields: by a template's key (and the command line's flag).
ui-field-start = Start (heaps, comma-separated)
ui-field-s = Range of S
ui-field-k = Range of K (when the start uses it)
ui-field-moves = Moves
ui-field-end = End of the game
ui-field-winner = Winner
ui-field-no_moves = No move left
ui-field-no_repeat = No repeated move
ui-field-require = Restriction after a move
ui-field-cap = Largest heap
ui-field-handed_win_counts = A handed-over win counts as a move of the winner
ui-field-questions = Questions (one a line: 19, 20, 21 or ID=query)
ui-option-no_moves-default = — the template's —
ui-option-no_moves-lose = loses (normal play)
ui-option-no_moves-win = wins (misère)
ui-option-no_repeat-default = — the template's —
ui-option-no_repeat-none = may repeat
ui-option-no_repeat-opponent = may not repeat the opponent's move
ui-option-no_repeat-own = may not repeat his own move
ui-solving = Solving…
ui-solving-pct = Solving… { $pct }%
ui-solved = { $n } { $n ->
    [one] position
   *[other] positions
}, { $ms } ms
ui-too-big = A table of { $cells } cells is too big for the page: the answers are above, the table can be downloaded (or use the command line).
ui-no-grid = No live position: every start is already finished.
ui-values = values
ui-loading = Loading…
ui-close = Close
ui-error-in = A mistake in “{ $field }”:
ui-error-above = Mend the rules: the table will appear here.
ui-bounded = more than { $limit } positions: only the first { $depth } { $depth ->
    [one] move
   *[other] moves
} of each player analysed
ui-check-hint = Click a line to see its cell.
ui-file = my-rules
ui-paste-title = Paste the task's text
ui-paste-read = Read
ui-paste-placeholder = Paste the text of tasks 19–21 here (from a site, Word or PDF): the form below is filled from it.
ui-read-complete = Read completely: every sentence and every question.
ui-read-incomplete = Not read completely — check it:
ui-not-read = not read
ui-two-readings = two readings
ui-question = question
# A task of the pasted text: its number, its title, whether read completely.
ui-task = Task { $number }{ $titled ->
    [yes] {" "}— { $title }
   *[no] {""}
}{ $complete ->
    [yes] {""}
   *[no] {" "}(not complete)
}
ui-reading = Reading…
# What a sentence was read as: by a template's key.
ui-key-start = start
ui-key-s = range of S
ui-key-k = range of K
ui-key-moves = moves
ui-key-end = end
ui-key-winner = winner
ui-key-no_repeat = no repeat
ui-key-no_moves = no move
ui-key-handed_win_counts = handed-over win
ui-key-require = restriction
ui-key-cap = largest heap
ui-stopped-time = Stopped: the computation took longer than { $seconds } s. The page goes on working; make the task smaller (the range of S, the heaps or the questions) or solve it on the command line.
ui-stopped-input = The previous computation was stopped: the input changed.
ui-restarted = The page's worker was restarted after an internal error; try again.
