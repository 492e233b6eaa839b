# The answer book (`book`): its words beyond the statements' texts.

## The key's mark of a task read from its text incompletely.
book-incomplete = ⚠ прочитано не полностью: что не прочитано, сказано в задаче
## An output file `book` cannot write.
book-out-format = --out { $file }: книга — это рабочая книга XLSX, документ Word .docx, Markdown .md или страница HTML .html; дайте имя файла с одним из этих расширений (только ключ: --csv ФАЙЛ.csv)
