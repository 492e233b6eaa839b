# The answer book (`book`): its words beyond the statements' texts.

## The key's mark of a task read from its text incompletely.
book-incomplete = ⚠ not read completely: the task says what was not read
## An output file `book` cannot write.
book-out-format = --out { $file }: a book is an XLSX workbook, a Word .docx, Markdown .md or an HTML .html page; give a file name ending in one of these (the key alone: --csv FILE.csv)
