# check --class: a whole class's tables.

## How a file was matched to its variant of the book (`--book`).
class-by-task = by the task printed in the file
class-task-fits-several = the task printed in the file (heap, range of S, moves) fits variants { $variants }: which one is not guessed; not checked
class-task-fits-none = the task printed in the file (heap, range of S, moves) fits no variant of the book: not checked
marks-below = below

# Why a student's file of a class could not be read.
class-no-permission = no permission to read it
class-link-loop = a loop of symbolic links
