# `gametable read` (src/read/, src/cmd/read.rs): the text output's words,
# why a document gave no reading, and the notes on what was not read.

## The text output.
read-task-complete = # Task { $number }{ $title }: read completely
read-task-partial = # Task { $number }{ $title }: not read completely
read-answers = # Answers:
read-answer-line = #   { $id }: { $answer }  ({ $query })
read-unread-head = # Not read, or not agreeing:
# A template's notes beside a question's query.
read-template-reading = reading { $n } of { $of }
read-template-own-game = its own game: { $keys }
read-template-from-task = from task { $task }
read-template-settled = the words read two ways; { $other } gives no answer of the form asked
read-template-settled-alike = the words read two ways; { $other } gives the same answer

## Why a document gave no reading.
read-empty = empty; expected a task's text
read-no-task = no task found (no sentence about heaps, moves or questions); expected the text of a task 19–21
read-too-large = { $size }, more than the { $max } a document of tasks can be; is it the right file?
read-too-many-tasks = { $count } tasks, more than the { $max } one document can hold; split the text into smaller files
read-binary = not text (a binary file: { $why }); expected a task's text (.txt, .md, .html, .docx, .doc, .odt or .rtf)
read-binary-nul = a NUL byte at offset { $at }
read-binary-encoding = neither UTF-8 nor Windows-1251
read-binary-controls = { $count } control characters
read-binary-utf16 = broken UTF-16 ({ $error })
read-docx = a zip but not a readable .docx or .odt: { $why }
read-docx-not-zip = its zip structure is damaged
read-docx-unreadable = { $part } cannot be unpacked
read-docx-no-document = no word/document.xml or content.xml inside (an .xlsx, an .ods or another zip?)
read-docx-too-large = { $part } is { $size }, more than { $max }
read-docx-xml = its XML: { $error }
read-doc = an Office 97–2003 file but not a readable Word document (.doc): { $why }; save it from Word as .docx, or paste the task's text
read-doc-damaged = its structure is damaged
read-doc-not-word = it holds no Word text (an old .xls or .ppt?)
read-doc-encrypted = the document is protected by a password
read-doc-too-large = its stream { $part } is { $size }, more than { $max }

## What was not read (each note names the words it is about).
read-note-cut = the text ends mid-sentence: «{ $words }»
read-note-goes-on = the task goes on after a heading among its questions — a page's running head, it seems, cutting the task in two: «{ $words }»
read-note-rule-after = words after the questions say a rule of this task, not read: «{ $words }»
read-note-sentence = «{ $words }»
read-note-in-moves = «{ $words }» (in the moves)
read-note-halving-unconfirmed = «{ $words }» (in the moves): the rounding may be said of the half taken or of what is left; no example from an odd heap tells which
read-note-division-rounding = «{ $words }» (in the moves): how a heap the divisor does not divide is divided (rounded down or up, or not at all) is not said
read-note-fraction-rounding = «{ $words }» (in the moves): how a heap the growth by a fraction does not make whole is grown (rounded down or up, or not at all) is not said
read-note-divisor-other = a remark of the moves bars a division by another number than the move's /{ $divisor }: which move it speaks of is not certain
read-note-barred-no-division = a remark of the moves bars a move on a heap { $divisor } does not divide, but no move read divides by { $divisor }
read-note-cap-unread = a cap «не более чем на { $cap }» said of a move that is no growth by any factor is not read
read-note-whose-strategy = «{ $words }»: whose strategy?
read-note-key-conflict = { $key }: «{ $words }» says { $value }, «{ $before }» said { $was }
read-note-game-of-task = «{ $words }»: the game of task { $task }{ $changed ->
    [yes] {", changed"}
   *[no] {""}
} — { $why ->
    [task] which task of the document is { $task } is not certain (none, or more than one, may be)
    [game] that task's game is not read whole
   *[change] the change is not read
}
read-note-heaps = start: { $count ->
    [one] { $count } heap
   *[other] { $count } heaps
} read («{ $words }»), but the text says { $heaps }
read-note-missing = { $key }: not found in the text
read-note-no-winner = winner: who wins is not said
read-note-end-ceiling = end: «{ $words }» says no more than the ceiling { $ceiling }, and no sentence says who wins past it (read as the overshoot only when one does)
read-note-exact-end = «{ $words }»: may the heap pass { $n }? The text does not say
read-note-questions-elsewhere = questions: «такие же, как в задаче { $name }», and task { $name } is not in this text
read-note-question-lost = «{ $words }»: a question that no task of the text took
read-note-question-carried = «{ $words }»: a question before the next task's game — it may be this task's
read-note-no-questions = questions: none found
read-note-question = question { $id }: { $why }: «{ $words }»
read-note-any-factor = «{ $words }»: a factor «в целое число раз» needs the end's number, and the end is not read
read-note-no-game = the reading does not make a game: { $error }
read-note-strategy-heaps = an example of a strategy names positions of another number of heaps
read-note-values = question { $id }: the words ask for { $want ->
    [one] { $want } value
   *[other] { $want } values
}, { $got ->
    [0] none qualifies
    [one] { $got } qualifies
   *[other] { $got } qualify
}
read-note-too-few = question { $id }: { $want ->
    [one] no value qualifies
   *[other] only one value qualifies, and it asks for the least and the greatest
}
read-note-warning = question { $id }: { $warning }
read-note-two-readings = question { $id }: the words read two ways; both answers given ({ $id } and { $id }b)
read-note-cannot-solve = cannot solve: { $error }
read-note-stuck = at { $position } the player to move has no legal move, and the text does not say who wins then

## Examples checked against the rules read.
read-example-heaps = «{ $words }»: an example of { $count ->
    [one] { $count } heap
   *[other] { $count } heaps
}, the game has { $heaps }
read-example-move = «{ $words }»: the move { $move } is not one of the rules read
read-example-error = «{ $words }»: { $error }
read-example-moves = «{ $words }»: the example lists { $want }, the rules read give { $got }
read-example-moves-barred = «{ $words }»: the example lists { $want } and bars { $barred }, the rules read give { $got }
read-example-replies = «{ $words }»: the moves listed after the move { $move } are not those the rules read allow
read-example-per-player = «{ $words }»: an example of a move in a game whose players move differently is not checked (whose move it shows is not read)
read-example-end = «{ $words }»: the example says the game is over at { $position }, the rules read do not
read-example-outcome = «{ $words }»: the move the example names does not end the game with the winner it names, by the rules read
read-example-strategy = «{ $words }»: at { $position } the rules read give { $code }
read-example-no-win = no win
read-example-code = the code { $code }

## Why a question was not read.
read-why-no-winner = no condition on who wins
read-why-past-move = a move that happened, of a kind not read
read-why-known-and-told = a win told as one that happened («Известно, что … выиграл»), beside the same win told as what happens («… выигрывает»): whether it is a possible play or a strategy is not read
read-why-unlucky = «неудачный ход» in a wording not read
read-why-some-move = a win after some move of the opponent («при некотором ходе», «после какого-то хода»), not any of his moves: not read
read-why-how-soon = who wins, and how soon, not read
read-why-both-win = both players win in one question
read-why-denied-win = the question denies the very win it asks about (no strategy, or none by that move): its words contradict each other
read-why-two-counts = one player's win claimed by two different moves («за один ход» and «вторым ходом»): which is meant is not read
read-why-other-denied = the first player's win beside a denial of the second player's: a player of the question may be wrong, not read
read-why-no-report = no answer form (least, greatest, how many, …)
read-why-other-answer = the answer asked is not the values of S nor their count, sum or product (a difference, a mean, a count of stones in a position, …)
read-why-order = the order the values are written in is not said, or said two ways
read-why-named-move = a move, a position or a way of winning named, not read
read-why-of-s = a condition on the values of S (even, a multiple, two-digit, …), not read
read-why-other-ask = it asks something other than values of S (which move, how), not read
read-why-own-start = a start of its own, or a choice, not read
read-why-two-unknowns = two unknowns: the question neither counts pairs nor fixes K at one value, or binds K or S otherwise
read-why-stranger = «{ $name }» names neither player of the rules
read-why-first-unsaid = who moves first is not said (the players are named by words or letters: «Первый и Второй», «игрок А и игрок Б»): not guessed from the names
read-why-negation = what «не» denies is not read
read-why-ni = what «ни» says (whatever is done, or none) is not read
read-why-two-asks = its words hold two questions (the next one's number lost or misspelt?): not read as one
