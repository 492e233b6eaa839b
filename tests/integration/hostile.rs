//! Issue 13, hostile and oversized input: cases added to the reliability
//! catalogue (`reliability::catalogue`, which runs them). Each ends with
//! exit status 2, one clear line (three with a caret), no panic or abort,
//! nothing on stdout and no file left behind.

use super::reliability::{case, rules, solve_with, Case, TEMPLATE};
use crate::support::{repo, tmp};

fn fixture(name: &str) -> String {
    repo("tests/fixtures")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn check(file: &str, extra: &[&str]) -> Vec<String> {
    let mut v = vec!["check".to_string(), "ege-2021-demo".into(), file.into()];
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

fn nested(open: &str, inner: &str, close: &str, n: usize) -> String {
    format!("{}{inner}{}", open.repeat(n), close.repeat(n))
}

/// Leaks a generated text so it can stand in a `&'static str` argument.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A CSV of `rows` rows of 69 labels: a few MB of cells.
fn big_csv(rows: usize) -> Vec<u8> {
    let mut s = String::from(";");
    s.push_str(
        &(1..=69)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(";"),
    );
    s.push('\n');
    for r in 0..rows {
        s.push_str(&format!("{r};"));
        s.push_str(&vec!["V1"; 69].join(";"));
        s.push('\n');
    }
    s.into_bytes()
}

/// What `ole-reader-panic.xls` gives: the binary is built in the tests'
/// profile, so the message follows it (see the case).
const OLE_READER_PANIC: &str = if cfg!(debug_assertions) {
    "ole-reader-panic.xls: the file is damaged: the spreadsheet reader failed on it; open it and save it again"
} else {
    "ole-reader-panic.xls: cannot read the XLS workbook: the file is damaged or truncated (Invalid rk length"
};

pub(super) fn cases() -> Vec<Case> {
    let deep_parens = leak(nested("(", "sum", ")", 4000));
    let deep_abs = leak(nested("abs(", "S", ")", 4000));
    let many_terms = leak(format!("sum{} >= 77", " + 0".repeat(30_000)));
    let many_minus = leak(format!("sum >= {}77", "-".repeat(100_000)));
    let many_nots = leak(format!("{}sum >= 77", "not ".repeat(30_000)));
    vec![
        // Sheets whose cells lie absurdly far out: calamine 0.38 would build
        // one dense grid from A1 to the farthest cell (512 GiB) and abort.
        Case {
            args: check(&fixture("cell-at-xfd1048576.xlsx"), &["--max-memory", "200M"]),
            ..case("xlsx cell at XFD1048576", &[], &["cell-at-xfd1048576.xlsx: reading it would need about 256.0 GiB of memory (xl/worksheets/sheet1.xml spans 1048576 rows × 16384 columns, from A1 to XFD1048576; delete what lies far outside the table), more than the limit of 200.0 MiB (--max-memory)"])
        },
        // Regression (fuzz/run.sh, target `table`): a damaged entry before
        // the sheet stopped the measuring, and calamine then asked for 512 GiB.
        Case {
            args: check(&fixture("fuzz-table-damaged-entry-far-cell.xlsx"), &["--max-memory", "256M"]),
            ..case("fuzz: damaged entry, far cell", &[], &["fuzz-table-damaged-entry-far-cell.xlsx: reading it would need about 256.0 GiB of memory (xl/worksheets/sheet1.xml spans 1048576 rows × 16384 columns"])
        },
        // Regression (fuzz/run.sh, target `table`): a damaged DIMENSIONS
        // record made calamine reserve 1.5 TB for one XLS sheet and abort.
        Case {
            args: check(&fixture("fuzz-table-xls-dimensions-claim.xls"), &["--max-memory", "256M"]),
            ..case("fuzz: xls dimensions claim", &[], &["fuzz-table-xls-dimensions-claim.xls: reading it would need about 2.3 TiB of memory (sheet 1's DIMENSIONS record claims 553648199 rows × 70 columns, far more than its cells use; the file is damaged)"])
        },
        // The sibling of XFD1048576 in an XLS file (LibreOffice wrote it):
        // A1 and IV65536 make one 65536 × 256 grid.
        Case {
            args: check(&fixture("xls-cell-at-iv65536.xls"), &["--max-memory", "256M"]),
            ..case("xls far cell", &[], &["xls-cell-at-iv65536.xls: reading it would need about 2.0 GiB of memory (sheet 1's cells span 65536 rows × 256 columns; delete what lies far outside the table)"])
        },
        Case {
            args: check(&fixture("cell-beyond-last-row.xlsx"), &[]),
            ..case("xlsx cell beyond the last row", &[], &["cell-beyond-last-row.xlsx: row 99999999999 lies beyond the last cell a sheet can have (XFD1048576); the file is damaged"])
        },
        Case {
            args: check(&fixture("ods-repeated-cells.ods"), &["--max-memory", "200M"]),
            ..case("ods repeats past the memory limit", &[], &["ods-repeated-cells.ods: reading it would need about 1.0 TiB of memory (content.xml spans 1048576 rows × 16384 columns"])
        },
        Case {
            args: check(&fixture("xlsb-column-beyond-last.xlsb"), &[]),
            ..case("xlsb column beyond the last", &[], &["xlsb-column-beyond-last.xlsb: a cell in row 790785 names column 790785, beyond the last column a sheet can have (16384); the file is damaged"])
        },
        // A zip directory that understates a sheet: zip 9 stops at the
        // declared size (the XML is never read past it).
        Case {
            args: check(&fixture("xlsx-understated-size.xlsx"), &[]),
            ..case("xlsx whose directory understates a sheet", &[], &["xlsx-understated-size.xlsx: cannot read the XLSX workbook: the file is damaged or truncated (sheet 'Sheet1': Xml error: I/O error: File is larger than its declared uncompressed size)"])
        },
        // calamine's ODS messages carry quick-xml's debug text: cut to the XML.
        Case {
            args: check(&fixture("ods-damaged-cell-tag.ods"), &[]),
            ..case("ods message without debug text", &[], &["ods-damaged-cell-tag.ods: cannot read the ODS workbook: the file is damaged or truncated (Expecting 'table-cell', found 'table::table-cell office:value-type=\"float\" 1office:value=\"3')"])
        },
        // OLE chains: a zeroed FAT sector loops every chain through sector
        // 0 (calamine grew one buffer to 4 GiB and aborted); another zeroed
        // sector makes calamine's XLS record parser overflow: a panic in a
        // debug build (caught, «the spreadsheet reader failed on it»), an
        // error of its own in a release build («Invalid rk length»). Either
        // way one line that names the file as damaged.
        Case {
            args: check(&fixture("ole-zeroed-fat-sector.xls"), &[]),
            ..case("xls with a zeroed FAT sector", &[], &["ole-zeroed-fat-sector.xls: cannot read the XLS workbook: the file is damaged or truncated (the FAT chain through sector 0 loops)"])
        },
        Case {
            args: check(&fixture("ole-reader-panic.xls"), &[]),
            ..case("xls reader panic", &[], &[OLE_READER_PANIC])
        },
        // The rules parser: depth and length bounded, the stack never
        // overflows.
        rules("4000 brackets in --end", &["--end", deep_parens], &["--end: column 101: nested too deeply (more than 100 brackets, signs or 'not's one inside another)"]),
        rules("4000 brackets in --start", &["--start", leak(format!("7, {}", nested("(", "S", ")", 4000)))], &["--start: column 104: nested too deeply"]),
        rules("4000 brackets in --moves", &["--moves", leak(format!("x = {}", nested("(", "x+1", ")", 4000)))], &["--moves: column 105: nested too deeply"]),
        rules("4000 brackets in a question", &["-q", leak(format!("min where {} == 1", nested("(", "code", ")", 4000)))], &["--question 1: column 111: nested too deeply"]),
        rules("4000 abs( in --start", &["--start", leak(format!("7, {deep_abs}"))], &["--start: column 404: nested too deeply"]),
        rules("30000 + 0 terms", &["--end", many_terms], &["--end: column 8005: the expression is too long (more than 2000 operators)"]),
        rules("100000 unary minus signs", &["--end", many_minus], &["--end: column 108: nested too deeply"]),
        rules("30000 nots", &["--end", many_nots], &["--end: column 401: nested too deeply"]),
        case("4000 brackets in a template", &["solve", "t.toml"], &["t.toml:4: end: column 101: nested too deeply"])
            .file("t.toml", TEMPLATE.replace("sum >= 77", &format!("{deep_parens} >= 77")))
            .caret(),
        case("4000 brackets in a book", &["book", "v.toml", "--out", "b.xlsx"], &["v.toml:5: variant 1, end: column 101: nested too deeply"])
            .file("v.toml", format!("[[variant]]\n{}", TEMPLATE.replace("sum >= 77", &format!("{deep_parens} >= 77"))))
            .caret(),
        // Ranges counted before they are listed.
        solve_with("S over 10^12 values", &["--s", "1..1000000000000"], &["the range of S 1..1000000000000 gives 1000000000000 starts, more than the limit of 2000000 (--max-positions)"]),
        solve_with("S and K over 10^10 pairs", &["--start", "S,K", "--s", "1..100000", "--k", "1..100000"], &["the ranges of S (1..100000) and K (1..100000) give 10000000000 starts, more than the limit of 2000000 (--max-positions)"]),
        solve_with("open span of 10^9", &["--s", "88..", "--open-span", "1000000000"], &["the range of S 88..1000000087 gives 1000000000 starts"]),
        solve_with("bounded solve over 10^9 starts", &["--s", "1..1000000000", "--solver", "bounded"], &["gives 1000000000 starts, more than the limit of 2000000 (--max-positions)"]),
        // Work bounded, the limit named.
        solve_with("range move of 10^8 moves", &["--start", "S", "--s", "1..10", "--moves", "x = x+k for k in 1..100000000;", "--end", "sum >= 100"], &["'for k in 1..100000000' offers 100000000 moves from one position, more than the limit of 1000000; narrow the range of k"]),
        solve_with("range move of x moves past --max-positions", &["--start", "S", "--s", "1..10", "--moves", "+1..x", "--end", "sum >= 100000", "--max-positions", "20000"], &["more than 200000 moves between the positions explored (10 per position of --max-positions 20000); raise --max-positions or narrow the moves"]),
        // Endless input is read within the memory limit.
        case("check /dev/zero", &["check", "ege-2021-demo", "/dev/zero", "--max-memory", "64M"], &["/dev/zero: cannot read: larger than 16.0 MiB, a quarter of the memory limit (--max-memory)"]),
        case("solve /dev/zero", &["solve", "/dev/zero", "--max-memory", "64M"], &["/dev/zero: larger than 16.0 MiB, a quarter of the memory limit (--max-memory)"]),
        case("graph /dev/urandom", &["graph", "/dev/urandom", "--max-memory", "64M"], &["/dev/urandom: larger than 16.0 MiB"]),
        case("book /dev/zero", &["book", "/dev/zero", "--out", "b.xlsx", "--max-memory", "64M"], &["/dev/zero: larger than 16.0 MiB"]),
        // The memory bound where no estimate speaks first.
        Case {
            args: check("big.csv", &["--max-memory", "4M"]),
            ..case("csv over the memory limit", &[], &["big.csv: reading it would need about", "cells), more than the limit of 4.0 MiB (--max-memory)"])
                .file("big.csv", big_csv(3000))
        },
        case("generate past --max-memory", &["generate", "--count", "100000", "--out", "g.toml", "--max-memory", "30M"], &["out of memory: the run needed more than its limit of 30.0 MiB (--max-memory"]),
        // Under `ulimit -v` the default limit is what the address space leaves.
        // Every message naming the limit names what set it: here ulimit -v.
        solve_with("table past ulimit -v", &["--end", "sum >= 1000000000"], &["the table would need", "(what the address-space limit, ulimit -v, leaves; raise ulimit -v to allow more)"]).ulimit_v(1_000_000),
        Case {
            args: check("big.csv", &[]),
            // Refused by its estimate or by the input bound, whichever the
            // build's own size leaves first: both name ulimit -v.
            ..case("csv past ulimit -v", &[], &["big.csv: ", "(what the address-space limit, ulimit -v, leaves; raise ulimit -v to allow more)"])
                .file("big.csv", big_csv(60_000))
                .ulimit_v(350_000)
        },
        case("/dev/zero past ulimit -v", &["check", "ege-2021-demo", "/dev/zero"], &["/dev/zero: cannot read: larger than", "a quarter of the memory limit (what the address-space limit, ulimit -v, leaves; raise ulimit -v to allow more)"]).ulimit_v(350_000),
        solve_with("general solver past ulimit -v", &["--start", "S", "--s", "1..10", "--moves", "+1 -1", "--end", "sum >= 100000000", "--max-positions", "100000000", "--solver", "general"], &["positions are reachable, all that fit in the memory limit of", "ulimit -v, leaves; raise ulimit -v to allow more); shrink the game or raise the limit"]).ulimit_v(700_000),
        solve_with("general solver past --max-memory", &["--start", "S", "--s", "1..10", "--moves", "+1 -1", "--end", "sum >= 100000000", "--max-positions", "100000000", "--solver", "general", "--max-memory", "20M"], &["positions are reachable, all that fit in the memory limit of 20.0 MiB (--max-memory); shrink the game or raise the limit"]),
        case("generate past ulimit -v", &["generate", "--count", "100000", "--out", "g.toml"], &["out of memory: the run needed more than its limit of", "(what the address-space limit, ulimit -v, leaves"]).ulimit_v(700_000),
        // Outputs: checked before any work, never two the same file, never
        // over an input, all or nothing.
        solve_with("two outputs one file", &["--out", "same.csv", "--answers-csv", "same.csv"], &["--answers-csv same.csv: the same file as --out; give each output its own name"]),
        solve_with("two outputs one file by two names", &["--out", "./t.csv", "--answers-csv", "t.csv"], &["--answers-csv t.csv: the same file as --out"]),
        case("book key over the book", &["book", "v.toml", "--out", "b.xlsx", "--csv", "b.xlsx"], &["--csv b.xlsx: the same file as --out"])
            .file("v.toml", format!("[[variant]]\n{TEMPLATE}")),
        case("book key into a folder", &["book", "v.toml", "--out", "b.xlsx", "--csv", "adir"], &["--csv adir: is a folder; expected a file name"])
            .file("v.toml", format!("[[variant]]\n{TEMPLATE}"))
            .file("adir/keep", "x"),
        case("graph csv and xlsx one file", &["graph", "g.csv", "--csv", "g2.csv", "--xlsx", "g2.csv"], &["--xlsx g2.csv: the same file as --csv"])
            .file("g.csv", "a,b\nb,c\n"),
        case("graph csv over its input", &["graph", "g.csv", "--csv", "./g.csv"], &["--csv ./g.csv: that is an input file; an output never replaces an input"])
            .file("g.csv", "a,b\nb,c\n"),
        case("graph csv into a folder prints nothing", &["graph", "g.csv", "--csv", "adir"], &["--csv adir: is a folder"])
            .file("g.csv", "a,b\nb,c\n")
            .file("adir/keep", "x"),
        case("graph dot in a missing folder", &["graph", "g.csv", "--dot", "missing/g.dot"], &["--dot missing/g.dot: the folder missing does not exist"])
            .file("g.csv", "a,b\nb,c\n"),
        solve_with("answers into a folder writes no table", &["--out", "x.xlsx", "--answers-csv", "adir"], &["--answers-csv adir: is a folder; expected a file name"])
            .file("adir/keep", "x"),
        case("sg xlsx past Excel's rows", &["sg", "subtract", "1..3", "--upto", "10000000", "--xlsx", "s.xlsx"], &["--xlsx s.xlsx: 10000002 rows are more than an Excel sheet holds (1048576); lower --upto or write --csv"]),
        case("sg csv into a folder", &["sg", "subtract", "1..3", "--upto", "10", "--csv", "adir"], &["--csv adir: is a folder"])
            .file("adir/keep", "x"),
        case("sg huge heap names --heaps", &["sg", "subtract", "1..3", "--heaps", "18446744073709551615"], &["--heaps 18446744073709551615: too much work for this set", "lower --heaps"]),
        case("annotate over the input", &["check", "ege-2021-demo", "e.xlsx", "--annotate", "e.xlsx"], &["--annotate e.xlsx: that is an input file; an output never replaces an input"])
            .file("e.xlsx", std::fs::read(super::reliability::samples().join("check/errors.xlsx")).unwrap_or_default()),
        case("annotate of an ODS named .ods", &["check", "ege-2021-demo", "x.ods", "--annotate", "x.ods"], &["--annotate x.ods: the annotated copy is an XLSX workbook; give a file name ending in .xlsx"])
            .file("x.ods", std::fs::read(super::reliability::samples().join("check/correct.ods")).unwrap_or_default()),
        case("annotate named .csv", &["check", "ege-2021-demo", "x.csv", "--annotate", "y.csv"], &["--annotate y.csv: the annotated copy is an XLSX workbook"])
            .file("x.csv", "h1\\h2;1;2\n7;V1;P1\n"),
        case("generate out into a folder", &["generate", "--count", "2", "--out", "adir"], &["--out adir: is a folder"])
            .file("adir/keep", "x"),
        // A write past `ulimit -f`: an error, not SIGXFSZ; no temporary left.
        solve_with("write past ulimit -f", &["--out", "x.csv"], &["x.csv: writing failed: File too large"]).ulimit_f(10),
        // Books: a header alone, a column twice.
        case("book csv of a header only", &["book", "v.csv", "--out", "b.xlsx"], &["v.csv: no variants: the header has no rows under it"])
            .file("v.csv", "start,s,moves,end\n"),
        case("book csv column twice", &["book", "v.csv", "--out", "b.xlsx"], &["v.csv:1: columns 1 and 2 are both 'start'; name each column once"])
            .file("v.csv", "start,start,moves,end\n\"7, S\",1..69,+1 *2,sum >= 77\n"),
        // Terminal escape sequences are shown escaped.
        rules("escape sequence in a rule", &["--end", "sum >= 7\u{1b}[31m7"], &["--end: column 9: unexpected character '\\u{1b}'"]),
        case("escape sequence in a file name", &["check", "ege-2021-demo", "x\u{1b}[31m.csv"], &["gametable: error: x\\u{1b}[31m.csv: no such file"]),
        case("line break in a file name", &["check", "ege-2021-demo", "x\ny.csv"], &["gametable: error: x\\ny.csv: no such file"]),
        case("line break in a solve input", &["solve", "x\u{1b}]0;title\u{7}\n.toml"], &["x\\u{1b}]0;title\\u{7}\\n.toml"]),
        case("escape sequence in a vertex asked for", &["graph", "g.csv", "--start", "\u{1b}[31mz"], &["--start: no vertex '\\u{1b}[31mz' in g.csv (vertices: a\\u{1b}[31m, b)"])
            .file("g.csv", "a\u{1b}[31m,b\n"),
        case("escape sequence in a graph file's name", &["graph", "g\u{1b}[2J.csv"], &["g\\u{1b}[2J.csv"]),
    ]
}

/// `--out` naming a device, or a symbolic link to one, is refused: a new
/// file renamed over it would replace the device (as root, /dev/null).
#[test]
fn hostile_out_never_replaces_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tmp();
    let link = dir.path().join("null.csv");
    std::os::unix::fs::symlink("/dev/null", &link).expect("a symlink");
    let mut args = crate::support::seed_flags();
    args.extend(["--out", "null.csv"]);
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .args(&args)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--out null.csv: not a regular file (a device, a pipe or a socket)"),
        "{stderr}"
    );
    let meta = std::fs::symlink_metadata(&link).expect("still there");
    assert!(meta.file_type().is_symlink(), "the link is kept");
    let target = std::fs::metadata("/dev/null").expect("/dev/null");
    assert!(target.file_type().is_char_device());
    assert_eq!(std::fs::read_dir(dir.path()).expect("lists").count(), 1);
}

/// An `--out` name that is not UTF-8 gives its answers file the same bytes,
/// not a lossy copy.
#[test]
fn hostile_answers_beside_a_non_utf8_name() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = tmp();
    let name = OsStr::from_bytes(b"t\xff.csv");
    let mut cmd = crate::support::gametable();
    cmd.current_dir(dir.path())
        .args(crate::support::seed_flags())
        .arg("--out")
        .arg(name);
    let out = cmd.output().expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.path().join(name).is_file());
    assert!(dir
        .path()
        .join(OsStr::from_bytes(b"t\xff-answers.csv"))
        .is_file());
}

/// A table where no cell could be checked is not a pass: exit 2, said on
/// stderr (the file's summary still goes to stdout).
#[test]
fn hostile_nothing_checked_is_not_a_pass() {
    let dir = tmp();
    std::fs::write(dir.path().join("t.csv"), ";1;2;3\n80;;;\n81;;;\n").expect("writes");
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .args(["check", "ege-2021-demo", "t.csv"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("t.csv: no cell could be checked"),
        "{stderr}"
    );
}

/// A cell's escape sequence is shown escaped; -2^63 keeps its digits.
#[test]
fn hostile_cells_are_shown_as_typed() {
    let dir = tmp();
    let text =
        std::fs::read_to_string(super::reliability::samples().join("check/correct-semicolon.csv"))
            .expect("the sample");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut cells: Vec<String> = lines[5].split(';').map(str::to_string).collect();
    cells[10] = "\u{1b}[31mZZ".into();
    cells[11] = "-9223372036854775808".into();
    lines[5] = cells.join(";");
    std::fs::write(dir.path().join("t.csv"), lines.join("\n")).expect("writes");
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .args(["check", "ege-2021-demo", "t.csv"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains('\u{1b}'), "{stdout}");
    assert!(stdout.contains("found '\\u{1b}[31mZZ'"), "{stdout}");
    assert!(stdout.contains("found -9223372036854775808"), "{stdout}");
}

/// A big CSV table is checked in a small multiple of its size: its cells
/// are 16 bytes each, none is copied per check, and the dense solver gets
/// one start, not one per cell. A 1.3 MB table of 480,000 cells checks under
/// `--max-memory 20M`; before, the reading alone was estimated at 32 MiB and
/// the check used 175 MB (a 21 MB table: 2.3 GB).
#[test]
fn hostile_a_big_csv_is_checked_within_a_small_limit() {
    let dir = tmp();
    let rules = [
        "--start",
        "7, S",
        "--s",
        "1..350",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 700",
    ];
    let made = crate::support::gametable()
        .current_dir(dir.path())
        .arg("solve")
        .args(rules)
        .args(["--no-table", "--out", "t.csv"])
        .output()
        .expect("runs");
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let size = std::fs::metadata(dir.path().join("t.csv"))
        .expect("the table")
        .len();
    assert!(size > 1_200_000, "{size} bytes");
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .arg("check")
        .args(rules)
        .args(["t.csv", "--max-memory", "20M"])
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("t.csv: 239778 cells checked: 239778 right, 0 wrong"),
        "{stdout}"
    );
}

/// A CSV of 4.2 million cells on one line is refused before reading under
/// `--max-memory 200M`, naming the memory it would need: the csv crate's
/// record for so wide a line (its buffers grown by doubling, and two copies
/// of the first line kept as "headers") needs several times the cells' own
/// 64 MiB. Before, the estimate said 95 MiB and the allocator stopped the
/// reading at the limit ("out of memory").
#[test]
fn hostile_a_very_wide_csv_is_refused_before_reading() {
    let dir = tmp();
    let cells = 4_200_000;
    let mut line = String::with_capacity(4 * cells);
    for i in 0..cells {
        if i > 0 {
            line.push(',');
        }
        line.push_str(&(i % 1000).to_string());
    }
    line.push('\n');
    std::fs::write(dir.path().join("wide.csv"), line).expect("writes");
    let (code, stdout, stderr) = crate::support::outcome(
        crate::support::gametable()
            .current_dir(dir.path())
            .arg("check")
            .args(["--start", "7, S", "--s", "1..350", "--moves", "+1 *2"])
            .args(["--end", "sum >= 700", "wide.csv", "--max-memory", "200M"]),
    );
    assert_eq!(code, 2, "{stdout}{stderr}");
    assert!(!stderr.contains("out of memory"), "{stderr}");
    assert!(
        stderr.contains("wide.csv: reading it would need about ")
            && stderr.contains(
                " of memory (about 4200001 cells), more than the limit of 200.0 MiB (--max-memory); split the file"
            ),
        "{stderr}"
    );
}

/// Vertex names are printed with their control characters escaped (the
/// table, Algorithm 2's steps, the start, the chips' verdict); the CSV and
/// DOT files keep the real names, the DOT file quoting `"` and `\`.
#[test]
fn hostile_vertex_names_are_shown_escaped() {
    let dir = tmp();
    std::fs::write(dir.path().join("g.csv"), "a\u{1b}[31m,b\nb,\"c\"\"\\\"\n").expect("writes");
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .args(["graph", "g.csv", "--steps", "--start", "a\u{1b}[31m"])
        .args([
            "--tokens",
            "b,a\u{1b}[31m",
            "--csv",
            "o.csv",
            "--dot",
            "o.dot",
        ])
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(!stdout.contains('\u{1b}'), "{stdout}");
    for line in [
        "a\\u{1b}[31m  lose",
        "B-1    0: a\\u{1b}[31m",
        "the start a\\u{1b}[31m is labelled 0",
        "chips: b a\\u{1b}[31m",
    ] {
        assert!(stdout.contains(line), "{line:?} in {stdout}");
    }
    let csv = std::fs::read_to_string(dir.path().join("o.csv")).expect("the CSV");
    assert!(csv.contains("a\u{1b}[31m,lose"), "{csv:?}");
    let dot = std::fs::read_to_string(dir.path().join("o.dot")).expect("the DOT");
    assert!(dot.contains("\"a\u{1b}[31m\" -> \"b\";"), "{dot:?}");
    // The name c"\ quoted in the ID and in the label alike.
    assert!(dot.contains("\"b\" -> \"c\\\"\\\\\";"), "{dot:?}");
    assert!(dot.contains("[label=\"c\\\"\\\\\\nγ="), "{dot:?}");
}

/// A question's ID is shown escaped among the answers, and a file name in
/// `check`'s report.
#[test]
fn hostile_question_ids_and_file_names_are_shown_escaped() {
    let dir = tmp();
    let mut args = crate::support::seed_flags();
    args.extend(["--no-table", "-q", "X\u{1b}[31m=min where code == 2"]);
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .args(&args)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("X\\u{1b}[31m. 31 "), "{stdout}");
    assert!(!stdout.contains('\u{1b}'), "{stdout}");
    let table = std::fs::read(super::reliability::samples().join("check/correct-semicolon.csv"))
        .expect("the sample");
    std::fs::write(dir.path().join("t\u{1b}[1m.csv"), table).expect("writes");
    let out = crate::support::gametable()
        .current_dir(dir.path())
        .args(["check", "ege-2021-demo", "t\u{1b}[1m.csv"])
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("t\\u{1b}[1m.csv: "), "{stdout}");
    assert!(!stdout.contains('\u{1b}'), "{stdout}");
}
