# Errors: what went wrong and what to do, one line each.

## Operating-system errors, by kind.
io-not-found = not found
io-permission-denied = permission denied
io-already-exists = it already exists
io-storage-full = the disk is full
io-file-too-large = the file is larger than allowed (ulimit -f)
io-read-only = the disk is read-only
io-is-a-folder = it is a folder, not a file
io-not-a-folder = a part of the path is not a folder
io-invalid-data = the data is not valid text
io-out-of-memory = out of memory
io-other = { $error }

## A text not in the catalogs, shown as it is.
text = { $text }

## Reading a spreadsheet (check, class).
import-too-large = reading it would need about { $need } of memory ({ $what }), more than the limit of { $limit }{ $advice }
import-cells = about { $count } cells
import-advice-split-file = ; split the file or keep only the table
import-advice-split-workbook = ; split the workbook or save only the sheet with the table
import-xml-unpacked = its { $size } of XML unpacked
import-sheets-xml = its sheets hold { $size } of XML unpacked, more than { $times } times the memory limit of { $limit }: larger than a table that fits; split the workbook or save only the sheet with the table
import-xls-dimensions = sheet { $sheet }'s DIMENSIONS record claims { $rows } rows × { $columns } columns, far more than its cells use; the file is damaged
import-xls-span = sheet { $sheet }'s cells span { $rows } rows × { $columns } columns; delete what lies far outside the table
import-no-such-file = no such file
import-folder = is a folder, not a spreadsheet
import-cannot-read = cannot read: { $error }
import-reader-failed = the file is damaged: the spreadsheet reader failed on it; open it and save it again
import-empty = the file is empty (0 bytes): not a spreadsheet; save the table again
import-not-a-workbook = not a valid { $format } workbook (its content is neither a zip nor an OLE file); is it damaged or renamed?
import-not-a-spreadsheet = not a spreadsheet (a '.{ $ext }' file); expected XLSX, XLSM, XLS, XLSB, ODS or CSV
import-binary = not a spreadsheet (binary content; expected XLSX, XLSM, XLS, XLSB, ODS or CSV)
import-zip-not-a-spreadsheet = a zip archive but not a spreadsheet (expected XLSX, XLSM, XLSB or ODS)
import-encrypted = the workbook is encrypted (password-protected): open it, remove the password and save it again
import-damaged = cannot read the { $format } workbook: the file is damaged or truncated ({ $error })
import-csv-line = line { $line }: the CSV cannot be parsed (the reader says: “{ $error }”)
import-more-than-directory = { $size }, more than its zip directory says
import-text-repeated = its cells hold { $size } of text once read, repeats counted ({ $cells } cells)
import-entry-span = { $entry } spans { $rows } rows × { $columns } columns, from A1 to { $corner }; delete what lies far outside the table
import-xml-and-cells = { $size } and { $cells } cells in its sheets

## Solving.
solve-eval = position { $position }: { $error }
solve-too-many = more than { $limit } positions are reachable (raise --max-positions, or the game's positions are infinite)
solve-too-many-for-memory = more than { $limit } positions are reachable, all that fit in the memory limit of { $memory }; shrink the game or raise the limit
solve-too-many-moves = more than { $limit } moves between the positions explored ({ $per } per position of --max-positions { $positions }); raise --max-positions or narrow the moves
solve-too-many-moves-for-memory = more than { $limit } moves between the positions explored, all that fit in the memory limit of { $memory }; shrink the game or raise the limit
solve-too-big = the table would need { $need }, more than the memory limit of { $limit }; shrink the game or raise the limit
solve-not-applicable = the { $solver } solver cannot solve this game: { $why }

## Writing output files.
out-flag = { $flag } { $error }
out-parent-is-a-file = { $file }: { $folder } is a file, not a folder
out-is-a-folder = { $file }: is a folder; expected a file name
out-no-folder = { $file }: the folder { $folder } does not exist
out-not-regular = { $file }: not a regular file (a device, a pipe or a socket); gametable writes only regular files
out-refuse-stdout = { $flag } -: { $what } cannot go to stdout; give a file name
out-stdout-taken = { $flag } -: { $other } - writes to stdout already; only one output can go there (give { $flag } a file name)
out-cannot-create = { $file }: cannot create a file in { $folder }: { $error }
out-same-file = { $flag } { $file }: the same file as { $other }; give each output its own name
out-is-an-input = { $flag } { $file }: that is an input file; an output never replaces an input
out-cannot-replace = { $file }: cannot replace the file: { $error }
out-write-failed = { $file }: writing failed
out-permissions = { $file }: cannot set permissions

## Templates and variant files (TOML).
at-line = { $file }:{ $line }: { $error }
at-file = { $file }: { $error }
in-variant = { $error } (variant { $number })
template-not-utf8 = { $file }: not UTF-8 text (byte { $byte }); expected a TOML template
template-not-found = { $file }: no such file or built-in template (see 'gametable templates')
template-cannot-read = { $file }: { $error }
template-strings = { $file }:{ $line }: { $key }: expected a string or a list of strings
template-question-string = { $file }:{ $line }: questions.{ $key }: expected a string
variants-none = { $file }: no variants; expected [[variant]] tables with the keys of a template (start, s, moves, end, …)
toml-unclosed-array = unclosed array, expected `]`
toml-unclosed-table = unclosed inline table, expected `{ "}" }`
toml-bad-string = invalid string, expected `"`
toml-no-value = key with no value, expected `=`
toml-duplicate-key = duplicate key
toml-unknown-field = unknown field `{ $key }`, expected one of { $known }
toml-wrong-type = invalid type: { $found }, expected { $want ->
    [string] a string
    [integer] a whole number
    [boolean] true or false
    [array] a list [ … ]
    [table] a table
   *[other] { $expected }
}
toml-unexpected = unexpected key or value, expected newline, `#`
toml-unquoted = a value without its quotes: rules are written in quotes, e.g. moves = "+1 *2", s = "1..20"
toml-other = { $error }
template-question = { $key }: question { $id }: { $error }
question-twice = question { $id } is asked twice; name one another way: ID=QUERY

## Memory.
limit-page = the web page's limit
limit-flag = --max-memory
limit-free = the memory free when the run started; --max-memory sets another
limit-address-space = what the address-space limit, ulimit -v, leaves; raise ulimit -v to allow more
limit-named = { $size } ({ $source })
input-too-large = larger than { $size }, a quarter of the memory limit ({ $source }); is it the right file?
out-of-memory = out of memory: the run needed more than its limit of { $limit } ({ $source }; it reached { $reached }); shrink the job or raise the limit; no partial output file was left
solve-need-for-starts = { $size } for its { $count } positions alone
size-unit = '{ $value }': unknown unit; expected a size such as 500M or 2G
size-expected = '{ $value }': expected a size such as 500M or 2G
size-positive = '{ $value }': expected a positive size
starts-too-many = { $error } (--max-positions)
start-for-s = --start: for S = { $s }: { $error }
cannot-solve = cannot solve the game: { $error }
all-finished = the range of S { $lo }..{ $hi }: every start is already finished ({ $why ->
    [end] the end condition holds before the first move
    [stuck] the player to move has no legal move, so by no_moves = { $verdict ->
        [lose] lose he has lost
       *[win] win he has won
    } before any move
   *[both] at some the end condition holds, at the others the player to move has no legal move, so by no_moves = { $verdict ->
        [lose] lose he has lost
       *[win] win he has won
    } before any move
}); expected a range where the game is played

## CSV text.
csv-utf16 = UTF-16 text (Excel's "Unicode text"): save the CSV as UTF-8 ("CSV UTF-8" in Excel)
csv-cp1251 = not UTF-8 (byte { $byte }): read as Windows-1251, the encoding of Russian Excel's CSV
csv-not-utf8 = not UTF-8 text (byte { $byte }): save the CSV as UTF-8 ("CSV UTF-8" in Excel)

## solve's output flags.
out-delimiter = --delimiter: expected one ASCII character other than '"' or a newline, found { $found }
out-json-stdout = { $flag } - and --json would both write to stdout; give { $flag } a file name or leave out --json
out-csv-flags = --codes, --delimiter, --excel and --plain shape a CSV file: give --out FILE.csv (or '-')
out-format-unknown = --out { $file }: cannot tell the format from the extension; expected .xlsx, .ods or .csv (or give --format xlsx|ods|csv)
out-workbook-stdout = --out -: a workbook cannot go to stdout; give a file name ending in .xlsx or .ods
out-formulas-xlsx = --formulas makes a live-formula XLSX workbook (not yet ODS; LibreOffice opens the XLSX): give --out FILE.xlsx
solve-stdin-toml = -: cannot read the game's TOML from standard input
stdout-write-failed = stdout: writing failed: { $error }
