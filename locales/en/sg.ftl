# The report of `gametable sg`: the tables' headings, the period, the sums'
# verdicts.

sg-subtract-head = subtraction game {"{"}{ $set }{"}"}: g(n) = mex of g(n − d), d in the set; n = 0..{ $upto }
sg-subtract-misere = subtraction game {"{"}{ $set }{"}"}, misère (the player who cannot move wins): N the player to move wins, P he loses; n = 0..{ $upto }
sg-period-proved = period { $period } from n = { $from } (pre-period { $from }): proved — { $run } values in a row (the largest move) repeat
sg-period-observed = period { $period } from n = { $from } (pre-period { $from }): observed for n ≤ { $upto }, not proved { $why ->
    [infinite-set] (the set is infinite)
   *[rules] (moves of the rules language)
}
sg-no-period-finite = no period proved within n ≤ { $upto }; a finite set always has one: raise --upto
sg-no-period = no period within n ≤ { $upto }
sg-heap-wins-take = heap { $heap }: the player to move wins: take { $take } ({ $heap } → { $to })
sg-heap-wins-no-move = heap { $heap }: the player to move wins: he has no move
sg-heap-loses = heap { $heap }: the player to move loses
sg-take = take { $take } from heap { $heap } ({ $from } → { $to }), leaving XOR 0
sg-heaps-sum = heaps { $heaps }: g = { $values } = { $xor }: { $verdict }
sg-sum-wins = the player to move wins: { $how }
sg-sum-loses = the player to move loses
sg-sum-draw = a draw
sg-misere-nim = heaps { $heaps }, misère Nim (Bouton): { $verdict }
sg-misere-nim-wins = the player to move wins: take { $take } from heap { $heap } ({ $from } → { $to })
sg-misere-nim-no-move = the player to move wins (he has no move)
sg-misere-nim-loses = the player to move loses
sg-nim-wins = XOR { $xor } ≠ 0: the player to move wins: { $how }
sg-nim-loses = XOR 0: the player to move loses
sg-rules-head = one heap, moves '{ $moves }': γ(n) for n = 0..{ $upto } ({ $positions } positions reachable{ $z ->
    [yes] , with a final vertex z after ends that lose
   *[no] {""}
})
sg-infinite-values = ∞ values: play can go on for ever from those heaps (∞(K): K the finite values of the moves)
sg-rules-sum = heaps { $heaps }: γ = { $values }: { $verdict }
sg-rules-sum-wins = the player to move wins: heap { $heap } from { $from } to { $to }
sg-corner-head = a piece moved left or up any number of cells; (0, 0) the corner; g(r, c):
sg-queen-head = a queen moved left, up or diagonally up-left any number of cells (Wythoff); (0, 0) the corner; g(r, c):
sg-corner-xor = g(r, c) = r ⊕ c in every cell: { $xor ->
    [yes] yes
   *[no] no
}
sg-queen-zeros = losing cells (g = 0, and their mirror images): { $cells }
sg-board-sum = pieces: g = { $values } = { $xor }: { $verdict }
sg-board-sum-wins = the player to move wins: piece { $piece } from { $from } to { $to }

# The sheets of sg --xlsx.
sg-sheet-values = values
sg-sheet-board = board
