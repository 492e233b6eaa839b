# The web page's own messages (web/src).
page-bad-labels = --labels: '{ $value }': expected win-lose or petya-vanya
page-bad-cap = --cap: '{ $value }': expected a whole number (the largest heap allowed)
page-tree-too-big = the tree's picture would take { $size } ({ $bytes } bytes), more than the page draws ({ $most }); `gametable explain --tree --svg` draws it
page-heaps-count = expected { $heaps } heaps
page-read-empty = the text is empty: paste a task's text
page-read-too-large = the text is too large: { $size }, more than the { $max } a document of tasks can be
page-read-error = the text: { $error }
