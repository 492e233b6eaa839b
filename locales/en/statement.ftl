# A variant's statement in the answer book (src/book/statement.rs), worded
# as the exam words tasks 19–21: the game, the moves with an example, the end,
# the winner, the start, the questions; and the book's own words (titles,
# columns, the key). The code's piece `a.b` is the message `st-a-b`;
# gametable fills in { $name }.

st-num-1 = one
st-num-2 = two
st-num-3 = three
st-num-4 = four
st-num-5 = five
st-num-6 = six
st-num-7 = seven
st-num-8 = eight
st-num-9 = nine
st-num-10 = ten
st-stones-one = stone
st-stones-few = stones
st-stones-many = stones
st-stones-gen_one = stone
st-stones-gen_many = stones
st-times-few = times
st-times-many = times
st-was-one = holds
st-was-many = holds
st-join-or = or
st-join-list = ,

# The game.
st-intro-1 = Two players, Petya and Vanya, play the following game. In front of them lies a heap of stones. The players move in turn; Petya makes the first move.
st-intro-2 = Two players, Petya and Vanya, play the following game. In front of them lie two heaps of stones. The players move in turn; Petya makes the first move.
st-moves = In one move a player may { $moves }.
st-move-add-1 = add { $n } { $stones } to the heap
st-move-mul-1 = multiply the number of stones in the heap by { $n }
st-move-sub-1 = take { $n } { $stones } from the heap
st-move-div-1 = divide the number of stones in the heap by { $n } (rounding down)
st-move-add-2 = add { $n } { $stones } to either heap
st-move-mul-2 = multiply the number of stones in either heap by { $n }
st-move-sub-2 = take { $n } { $stones } from either heap
st-move-div-2 = divide the number of stones in either heap by { $n } (rounding down)
st-example-1 = For example, from a heap of { $x } { $stones } one move can give a heap of { $list } { $stones_after }.
st-example-2 = For example, let one heap hold { $a } { $stones_a } and the other { $b } { $stones_b }; we write this position as ({ $a }, { $b }). Then one move can give any of the positions { $list }.
st-no_repeat-opponent = A player may not repeat the move his opponent has just made.
st-no_repeat-own = A player may not repeat his own previous move.
st-unlimited = Each player has an unlimited supply of stones to make his moves.
st-end-ge-1 = The game ends as soon as the heap holds at least { $t } stones.
st-end-le-1 = The game ends as soon as the heap holds at most { $t } stones.
st-end-ge-2 = The game ends as soon as the two heaps together hold at least { $t } stones.
st-end-le-2 = The game ends as soon as the two heaps together hold at most { $t } stones.
st-win-ge-1 = The winner is the player who made the last move, that is, the first to get a heap of { $t } or more stones.
st-win-le-1 = The winner is the player who made the last move, that is, the first to get a heap of { $t } or fewer stones.
st-win-ge-2 = The winner is the player who made the last move, that is, the first to get a position with { $t } or more stones in the heaps.
st-win-le-2 = The winner is the player who made the last move, that is, the first to get a position with { $t } or fewer stones in the heaps.
st-over-1 = If the heap then holds at most { $b } { $stones }, the player who made the last move wins; otherwise his opponent wins.
st-over-2 = If the heaps then hold at most { $b } { $stones } together, the player who made the last move wins; otherwise his opponent wins.
st-over-counts = The opponent is then considered to have made a move.
st-start-1-closed = At the start the heap holds S stones, { $lo } ≤ S ≤ { $hi }.
st-start-1-open = At the start the heap holds S stones, S ≥ { $lo }.
st-start-2-closed = At the start the first heap { $was } { $a } { $stones } and the second S stones, { $lo } ≤ S ≤ { $hi }.
st-start-2-open = At the start the first heap { $was } { $a } { $stones } and the second S stones, S ≥ { $lo }.
st-strategy = We say that a player has a winning strategy if he can win whatever his opponent does.
# A game of another shape: its rules in words, then this.
st-rules-other = The rules:

# The questions: {ask} what is asked, {which} (unused in English).
st-task = Task { $id }.
st-ask-min = Find the least value of S
st-ask-max = Find the greatest value of S
st-ask-min_n = Find the { $n } least values of S
st-ask-max_n = Find the { $n } greatest values of S
st-ask-minmax = Find the least and the greatest values of S
st-ask-all-one = Find the value of S
st-ask-all-few = Find the { $n } values of S
st-ask-all-many = Find the { $n } values of S
st-ask-all-none = Find every value of S
st-ask-count = How many values of S are there
st-ask-sum = Find the sum of the values of S
st-ask-product = Find the product of the values of S
st-ask-value = Find the value of S
st-which-one = which
st-which-many = which
st-q-some1 = It is known that Vanya won with his first move after an unlucky first move of Petya. { $ask } for which this can happen.
st-q-lose1 = { $ask } for { $which } Petya cannot win with one move, but whatever Petya's move, Vanya can win with his first move.
st-q-win1 = { $ask } for { $which } Petya can win with his first move.
st-q-win2 = { $ask } for { $which } Petya has a winning strategy such that both hold: – Petya cannot win with one move; – Petya can win with his second move whatever Vanya does.
st-q-lose2 = { $ask } for { $which } both hold: – Vanya has a winning strategy that lets him win with his first or second move whatever Petya does; – Vanya has no strategy that surely wins with his first move.
st-q-other = { $ask } for { $which } this holds: { $condition }.
st-order-asc = Write the values in ascending order.
st-order-desc = Write the values in descending order.

# The book.
st-title-variant = Variant { $n }
st-title-task = Task { $n }
st-title-statements = Tasks
st-title-key = Key
st-title-book = Answers to tasks 19–21
st-col-variant = Variant
st-col-task = Task
st-col-rules = Rules
st-col-statement = Statement
st-col-other = Other questions
st-reading-title = How the task's text was read (gametable read)
st-reading-unread = ✗ not read
st-back = ← back to the key
st-answers-head = Answers
st-brief-start = start ({ $start }), { $s }
st-brief-moves = moves: { $moves }
st-brief-end = end: { $end }
st-brief-winner = a win only if { $winner }
st-brief-winner-opponent = the last mover loses
st-brief-no_repeat-opponent = no repeating the opponent's move
st-brief-no_repeat-own = no repeating one's own move
st-brief-sum = sum
st-brief-heap = heap { $n }
st-brief-heap-larger = the larger heap
st-brief-heap-smaller = the smaller heap
st-brief-heap-all = every heap
