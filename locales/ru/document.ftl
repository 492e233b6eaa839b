# Документ с задачами, прочитанный из текста (src/read/document.rs), и
# книга `book`, сделанная из него (src/cmd/book.rs).

## Число после `gametable: wrote FILE` для книги из документа.
book-count-tasks = { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[many] { $count } задач
}
