# The game and the questions in the exam's words (src/exam/wording.rs,
# src/exam/moves.rs): the rules in words, a question's condition and the
# whole question, the moves ("add 1 stone to the heap"). Grammar (cases,
# plurals) lives here, in Fluent's selectors, not in the code.

# Ordinals: "with his first move", "by his second move". (English has one
# form where Russian has two: ordinal-of is the same word.)
ordinal = { $k ->
    [1] first
    [2] second
    [3] third
   *[other] { ordinal-number }
}
# 21st, 22nd, 23rd, 11th: the suffix by English's ordinal plural rules (a
# selector of its own: NUMBER(type: "ordinal") matches no plain [1]).
ordinal-number = { NUMBER($k, type: "ordinal") ->
    [one] { $k }st
    [two] { $k }nd
    [few] { $k }rd
   *[other] { $k }th
}
ordinal-of = { ordinal }

# A question's condition in the exam's words ($k: the move's number).
cond-win = { $k ->
    [1] Petya wins with his first move
   *[other] Petya cannot win sooner, but wins with his { ordinal } move whatever Vanya does
}
cond-lose = { $k ->
    [1] Vanya wins with his first move whatever Petya does
   *[other] Vanya wins with his { ordinal } move at the latest whatever Petya does, but cannot be sure to win sooner
}
cond-unlucky-first = Vanya won with his first move after an unlucky first move of Petya
cond-unlucky-second = Petya won with his second move after an unlucky move of Vanya
cond-forced = Vanya errs, and Petya cannot give way again: he is forced to win
cond-without = Petya wins with one move without using { $moves }

# What is asked ($of: the unknown, usually S).
report = { $kind ->
    [min] the least { $of }
    [min-n] the { $n } least values of { $of }
    [max] the greatest { $of }
    [max-n] the { $n } greatest values of { $of }
    [minmax] the least and the greatest { $of }
    [all] every { $of }
    [count] how many values of { $of }
    [sum] the sum of the values of { $of }
    [product] the product of the values of { $of }
   *[value] the value of { $of }
}
# The whole question ($one: yes when the answer is one value).
question = { $fixed ->
    [yes] For { $name } = { $value }, find
   *[no] Find
} { $report } such that { $cond }.

variants = { $n ->
    [one] { $n } variant
   *[other] { $n } variants
}

# The rules of a game in words, a sentence a line.
rules-start = { $heaps ->
    [1] One heap of stones
   *[other] { $heaps } heaps of stones
}; at the start: ({ $start }), { $ranges }.
rules-turns = The players move in turn; Petya moves first.
rules-moves = A move may { $moves }.
rules-or = or
rules-end = The game ends as soon as after a move: { $end } (sum: the stones in all heaps).
rules-winner-mover = The player who made the last move wins.
rules-winner-opponent = The player who made the last move loses.
rules-winner-if = The player who made the last move wins if { $when }; otherwise his opponent wins { $counts ->
    [yes] (counted as his move)
   *[no] (not counted as a move)
}.
rules-require = A move is allowed only if after it: { $require }.
rules-no-repeat-opponent = A player may not repeat the move his opponent has just made.
rules-no-repeat-own = A player may not repeat his own last move.
rules-no-move-wins = A player with no move wins.

# Moves in the exam's words. The heap a move acts on ($target: single when
# there is one heap; any, h1, h2, h3, larger, smaller, all); Russian needs
# three cases, English one word for all three.
heap-to = { $target ->
    [any] one of the heaps
    [h1] heap 1
    [h2] heap 2
    [h3] heap 3
    [larger] the larger heap
    [smaller] the smaller heap
    [all] every heap
   *[single] the heap
}
heap-from = { heap-to }
heap-in = { heap-to }
# A number of stones or times (Russian writes 1 to 10 in words).
number-words = { $n }
stone-word = { $count ->
    [one] stone
   *[other] stones
}
times-word = {""}
# Each kind of move ($n and $d the number, $stones the word after it, $a and
# $b a range's ends, $f a formula).
move-add = add { $n } { $stones } to { heap-to }
move-mul = multiply the number of stones in { heap-to } by { $n }
move-mul-frac = multiply the number of stones in { heap-to } by { $n }/{ $m } when the result is whole
move-sub = remove { $n } { $stones } from { heap-to }
move-div-down = divide the number of stones in { heap-to } by { $n }, rounding down
move-div-up = divide the number of stones in { heap-to } by { $n }, rounding up
move-div-exact = divide the number of stones in { heap-to } by { $n } when it is divisible by { $d }
move-add-other = add to { heap-to } as many stones as the other heap has
move-add-range = add from { $a } to { $b } stones to { heap-to }
move-sub-range = remove from { $a } to { $b } stones from { heap-to }
move-mul-range = multiply the number of stones in { heap-to } by k, k from { $a } to { $b }
move-toward = move the number of stones in { heap-to } by { $b } toward { $a }
move-pass = pass (the heaps stay as they are)
move-formula = replace the number of stones x in { heap-to } by { $f }
move-formula-each = replace the number of stones x in { heap-to } by { $f }, for any k from { $a } to { $b }
move-heaps = make the heaps { $f }
# A range's end that is the heap's size (x).
move-range-heap-size = the heap's size
move-if-even = when the number of stones is even
move-if-odd = when the number of stones is odd
move-if-even-of = when { $a } is even
move-if-odd-of = when { $a } is odd
move-if = when { $c } (x is the number of stones in the heap)
move-owner = { $first ->
    [yes] Petya only
   *[no] Vanya only
}
move-limit = at most { $n } { $n ->
    [one] time
   *[other] times
} a game{ $each ->
    [yes] {" "}for every player
   *[no] {""}
}
# A move as a strategy tree shows it, short (the signs +1, ×2 are the same in
# every language).
move-short-div-down = ÷{ $n } rounding down
move-short-div-up = ÷{ $n } rounding up
move-short-add-other = + as many as the other heap
move-short-add-range = + { $a } to { $b }
move-short-sub-range = − { $a } to { $b }
move-short-mul-range = × k, k { $a } to { $b }
move-short-toward = { $b } toward { $a }
move-short-pass = pass
move-short-formula-each = x → { $f }, k from { $a } to { $b }

# The words of a condition written as math («x mod 3 = 0 and …»).
math-and = and
math-or = or
math-not = not
