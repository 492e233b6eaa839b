# check --class: a whole class's tables.

## How a file was matched to its variant of the book (`--book`).
class-by-task = by the task printed in the file
class-task-fits-several = the task printed in the file (heap, range of S, moves) fits variants { $variants }: which one is not guessed; not checked
class-task-fits-none = the task printed in the file (heap, range of S, moves) fits no variant of the book: not checked
marks-below = below

# Why a student's file of a class could not be read.
class-no-permission = no permission to read it
class-link-loop = a loop of symbolic links

# The class report's words: sheet names, column headings, cell notes.
class-word-class-sheet = Class
class-word-heat-sheet = Heat map
class-word-file = File
class-word-student = Student
class-word-checked = Cells checked
class-word-wrong = Wrong
class-word-percent = % right
class-word-mark = Mark
class-word-sheet = Sheet
class-word-table = Table
class-word-note = Why not checked
class-word-right-answer = right
class-word-wrong-answer = wrong, expected
class-word-no-answer = not found
class-word-open = open
class-word-back = ← the class
class-word-heat-title = How many students got each cell wrong
class-word-heap1-heap2 = heap 1 \ heap 2
class-word-missed-title = The five most missed cells
class-word-position = Position
class-word-wrong-in = Students wrong
class-word-expected = Expected
class-word-most-wrote = Most wrote
class-word-reason = Why it is wrong
class-word-nothing-checked = no cell could be checked (no label stands on a position in play)
class-word-marks-rule = Marks (share of cells right)
class-word-not-used = not used
class-word-folder = a folder: not read (only the files directly in the folder given are)
class-word-not-regular = not a regular file (a pipe, a device or a socket): not read
class-word-too-large = larger than a student's workbook can be: not read; is it the right file?
class-word-own-output = the class report being written: not read as a student's file
class-word-variant = Variant
class-word-variant-short = var.
class-word-no-such-file = no such file
class-word-cannot-read = cannot read
