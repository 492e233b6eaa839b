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
rule-unknown-label = unknown heap label '{ $label }:'; expected h1:, h2:, h3:, any:, all:, larger: or smaller:
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
