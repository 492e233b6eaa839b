# Warnings, notes and progress words.

## Warnings beside the answers.
warning = warning: { $text }
warning-undecided = undecided for S = { $values } (codes deeper than the { $depth } analysed moves)
warning-too-few = { $count ->
    [0] no value qualifies
    [one] only { $count } value qualifies
   *[other] only { $count } values qualify
}, { $need } asked for
warning-too-many = { $count } values qualify, one asked for
warning-open-range-cut = the open range of S was tried up to S = { $s } only: a greater S may change this answer
warning-finished = already finished at the start
warning-stuck = no legal move at the start ({ $verdict ->
    [lose] by no_moves = lose he has lost
   *[win] by no_moves = win he has won
})
warning-pairs-not-counted = { $count } pairs (K, S) { $what }, not counted: { $pairs }
warning-not-counted = { $what }, not counted: S = { $values }

## The answers on the terminal.
answer-line = { $id }. { $answer }    ({ $query }; qualifying: { $values })
answer-none = none
solve-depth-note = note: { $note }; analysed the first { $depth } moves of each player only

## Progress bars.
progress-solving = solving
progress-generating = generating
progress-files = files
progress-sheets = sheets
