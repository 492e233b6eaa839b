# A document of tasks read from its text (src/read/document.rs) and the
# `book` made of it (src/cmd/book.rs).

## The count after `gametable: wrote FILE` of a book made from a document.
book-count-tasks = { $count ->
    [one] { $count } task
   *[other] { $count } tasks
}
