# Mistakes in the rules language (src/game/rules.rs, src/game/expr/): a
# rule with a caret under the place, and the slips hints.
rule-column = column { $column }: { $message }
rule-expected = expected { $what }, found { $found }
rule-end-of-text = the end of the text
rule-lookalike-times = looks like the Cyrillic letter '{ $letter }' — the sign × (or *) is needed: ×{ $after }
rule-lookalike-x = looks like the Cyrillic letter '{ $letter }' — a Latin { $latin } or the sign × is needed
rule-lookalike = looks like the Cyrillic letter '{ $letter }' — a Latin { $latin } is needed
rule-decimal-times = a decimal number { $written }: numbers are whole; { $written } times as many is written *{ $num }/{ $den }
rule-decimal = a decimal number { $written }: numbers are whole
rule-too-large = the number { $text } is too large (at most { $max })
rule-unexpected-char = unexpected character '{ $char }'
rule-missing = missing; expected e.g. { $example }
rule-heaps-count = a game has 1 to { $max } heaps, found { $found }
rule-whole-number = expected a whole number
rule-empty-range = the range { $lo }..{ $hi } is empty
rule-no-such-heap = '{ $label }:': the game has heaps h1..h{ $heaps }
rule-unknown-label = unknown label '{ $label }:'; expected a heap's (h1:, h2:, h3:, any:, all:, larger:, smaller:) or a player's (first:, second:, either:)
rule-larger-needs-two = 'larger:'/'smaller:' need two or more heaps
rule-no-moves = expected at least one move (such as '+1 *2')
rule-divisor = a divisor must be positive
rule-k-without-for = this move uses 'k' but has no 'for k in a..b'
rule-new-heaps-count = a move written as new heaps needs { $heaps } values, found { $found }
rule-new-heaps-label = a move written as new heaps takes no heap label
rule-k-unused = a range for K is given but the start does not use K
rule-one-open = only one of S and K may have an open range
rule-unknown-value = unknown value '{ $value }'; expected one of: { $options }
rule-too-many-moves = too many limited moves (at most 6) or moves (at most 250)
# What was expected (rule-expected's { $what }).
what-heap-size = a heap size (a number or an expression of S)
what-range-lower = '>' or '>=' (a range needs its least value: 1 <= S <= 56, 1..56 or S >= 22)
what-s-or-k = S or K
what-le-or-lt = '<=' or '<'
what-dots = '..' (a range is written 1..69, 20.. when open, or one value: 30)
what-equals = '=' (a move written as 'x = <new value>')
what-k = 'k' (x = x*k for k in 2..5)
what-move = a move: +N, -N, *N, *P/Q, /N [up|exact], +A..B, x = <expr>, (h1', h2'), pass, or a label such as h1:
what-times = how many times the move may be used (1 to 15)
what-next-move = ';' or the next move (+N, -N, *N, /N, x = ..., pass; a move with a condition or an expression ends at ';')
what-end-of-rule = the end of the rule
what-condition = a condition
what-number = a number
what-atom = a number, a name or '('
what-and = 'and' between two comparisons
what-comma-or-paren = ',' or ')'
# A mistake with its place: the column, then the rule with a caret under it.
rule-at = column { $column }: { $message }
    { $caret }
rule-with-hint = { $message }; { $hint }
rule-nested = nested too deeply (more than { $max } brackets, signs or 'not's one inside another)
rule-too-long = the expression is too long (more than { $max } operators)
rule-want-condition = expected a condition (a comparison such as 'sum >= 77'), found a number
rule-want-number = expected a number, found a condition
rule-not-needs-condition = 'not' needs a condition after it
rule-compare-numbers = a comparison needs numbers on both sides
rule-minus-needs-number = '-' needs a number after it
rule-op-needs-numbers = { $op } needs numbers on both sides, found a condition
rule-op-needs-conditions = { $op } needs conditions on both sides, found a number
rule-number-times-condition = a number cannot multiply a condition
rule-heap-quantity-here = '{ $name }' is a heap quantity and cannot be used here
rule-x-only-in-move = '{ $name }' (the heap a move acts on) is only defined in a move or inside any(...)/all(...)
rule-other-only = 'other' (the other heap) is only defined in a move of a two-heap game
rule-no-such-heap-name = '{ $name }': the game has heaps h1..h{ $heaps }
rule-unknown-name = unknown name '{ $name }'; expected one of: { $known }
rule-move-set-open = '[' without its ']': expected the moves' texts, e.g. some[+1, +2](...)
rule-move-set-empty = expected a move's text as the rules write it (e.g. +1, *2)
rule-move-set-where = '{ $name }[...]': only some[...] and every[...] take a list of moves
rule-heaps-quant-here = '{ $name }(...)' ranges over heaps and cannot be used here
rule-moves-quant-here = '{ $name }(...)' ranges over first moves and is only defined in a question
rule-unknown-function = unknown function '{ $name }'; expected one of: even, odd, prime, abs, min, max, cdiv, toward, sqrt, any, all, some, every
rule-arguments = '{ $name }' takes { $count } { $count ->
        [one] argument
       *[other] arguments
    }, found { $found }
rule-arguments-between = '{ $name }' takes { $min } to { $max } arguments, found { $found }
# Failures while reading a rule or a question for a position.
eval-division-by-zero = division by zero
eval-overflow = a number grew beyond 2^62 (overflow)
eval-unknown = the code is unknown (deeper than the analysed { $depth } moves)
eval-too-many-moves = 'for k in { $lo }..{ $hi }' offers { $count } moves from one position, more than the limit of { $max }; narrow the range of k
eval-too-much-work = the question looks at more than { $max } positions through its some(...)/every(...); nest them less deeply
eval-needs-solved = some(...)/every(...) need a solved game
# Questions (src/exam): how one is written, and what goes wrong answering it.
question-shape = a question reads WHAT [N] [of VALUE] where CONDITION, e.g. 'min where code == 2', 'max 2 where code == -2', 'count where some(code == 1)'
question-count = { $count } values: a question reports 1 to 1000 of them; { question-shape }
question-report = expected what to report (min, min 2, max, max 2, minmax, all, count, sum, product, value) or a preset ({ $presets }), found { $found }
what-where = 'where' and a condition; { question-shape }
question-move-unknown = the move '{ $text }' in [...] is not one of the rules' moves (they are: { $moves })
question-draw-value = question { $id }: S = { $s }: { $value } is a draw there, and a draw's code is no number; report S (or K) where draw
in-question = question { $id }: { $error }
in-question-at = question { $id }: S = { $s }: { $error }
start-not-solved = the start { $position } was not solved
position-not-solved = the position { $position } was not solved
starts-too-many-s = the range of S { $s_lo }..{ $s_hi } gives { $count } starts, more than the limit of { $limit }
starts-too-many-sk = the ranges of S ({ $s_lo }..{ $s_hi }) and K ({ $k_lo }..{ $k_hi }) give { $count } starts, more than the limit of { $limit }
