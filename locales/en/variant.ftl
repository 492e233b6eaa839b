# Which variant of a book a student's file is (check --class with --book):
# how it was told, and why a file was not checked.

variant-none = no variant found: the file shows no «Variant N» nor a variant's name, and its name holds no variant number: not checked (never guessed)
variant-not-in-book = variant { $variants } named, but the book has variants 1–{ $count }: not checked
variant-several = the file names variants { $variants }: which one is not guessed; not checked
variant-disagree = variant { $by_name } by the file name, variant { $by_text } by the text in the file: not guessed; not checked
variant-said = variant { $number }: { $how ->
    [file-name] by the file name
    [text] by the text in the file
    [file-name-and-text] by the file name and the text in the file
   *[task] { class-by-task }
}
