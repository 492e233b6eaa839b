# Graph files (`gametable graph FILE`): what is wrong in an edge list (CSV)
# or a DOT digraph. The place (file:line:column) is put before the message.

graph-no-vertices = no vertices (the file is empty); expected lines 'from,to' or a DOT digraph
graph-too-many-vertices = too many vertices
graph-csv-unreadable = cannot read the CSV: { $error }
graph-csv-quote-not-closed = a quote opened in '{ $record }' is never closed
graph-csv-empty-name = an empty vertex name in '{ $record }'; expected 'from,to'
graph-csv-fields = { $fields } fields in '{ $record }'; expected 'from,to'
graph-dot-comment-not-closed = a comment /* is never closed
graph-dot-quote-not-closed = a quoted name is never closed
graph-dot-html-label = HTML labels <…> are not supported
graph-dot-character = unexpected character '{ $character }'
graph-dot-undirected-graph = an undirected graph; a game graph is a digraph (edges A -> B)
graph-dot-expected-digraph = expected 'digraph {"{"}'
graph-dot-expected-open = expected '{"{"}' after 'digraph'
graph-dot-attributes-not-closed = an attribute list '[' is never closed
graph-dot-not-closed = the digraph is never closed with '{"}"}'
graph-dot-subgraph = subgraphs are not supported
graph-dot-anonymous-subgraph = anonymous subgraphs {"{"} … {"}"} are not supported
graph-dot-edge-to-set = edges to a set {"{"} … {"}"} are not supported; write one edge per target
graph-dot-no-head = expected a vertex after '->'
graph-dot-no-tail = unexpected '->' (an edge needs a vertex before it)
graph-dot-undirected-edge = an undirected edge '--'; a game graph needs '->'
graph-dot-port = ports (A:p) are not supported
graph-dot-symbol = unexpected '{ $symbol }'
graph-dot-text-after = text after the closing '{"}"}'

## The report of `gametable graph`.
graph-summary = { $what }: { $vertices } vertices, { $edges } edges; win { $win }, lose { $lose }, draw { $draw }; largest finite γ { $largest }, { $infinite } vertices ∞
graph-z = z: a new final vertex after { $after } (reaching those loses), as seed 000 adds it
graph-algorithm2 = Algorithm 2 (seed 000): final vertices 0; A: 1 where a move reaches a 0; B: 0 where every move reaches a 1
graph-step-more = { $first } … ({ $vertices } vertices)
graph-start-labelled = the start { $start } is labelled { $label }: the first player { $label ->
    [1] wins
   *[0] loses
}
graph-start-unlabelled = the start { $start } is never labelled: a draw (play can go on for ever)
graph-no-start = (no start vertex: labelled everything it could; give --start to stop early)
graph-labels-grid = labels (h1 up, h2 across; (0, 0) bottom left, as in seed 000's figures):
graph-gamma-grid = γ (h1 up, h2 across):
graph-start = start { $start }: { graph-outcome } ({ $code }), γ = { $gamma }
graph-chips = chips: { $chips }
graph-verdict-win = verdict: the player to move wins: move chip { $chip } from { $from } to { $to } (γ { $gamma } there; every value left finite, XOR 0)
graph-verdict-lose = verdict: the player to move loses (every value finite, XOR { $xor })
graph-verdict-draw-infinite = verdict: draw ({ $chips } chips on ∞ vertices)
graph-verdict-draw = verdict: draw (one ∞(K) and the XOR of the others, { $xor }, is not in K)
graph-stats = outcome + remoteness: { $outcome } s; γ: { $gamma } s ({ $rounds } rounds, largest finite value { $largest })
# The per-vertex table: its headings, and a vertex's outcome for the player to move.
graph-head-vertex = vertex
graph-head-outcome = outcome
graph-head-code = code
graph-head-label = label
graph-head-step = step
graph-head-gamma = gamma
# The graph's workbook: its sheets and titles.
graph-sheet-vertices = vertices
graph-sheet-grid = grid
graph-xlsx-title = Game graph, { $n } vertices: outcome, code (±K), γ
graph-grid-title = γ: heap 1 up, heap 2 across; 0 (red) loses
graph-grid-corner = γ: h1 \ h2
graph-outcome = { $outcome ->
    [win] win
    [lose] lose
   *[draw] draw
}
