//! What the integration tests share: running the binary, temporary folders,
//! the repository's own files, the seed game, and reading back what the
//! binary wrote.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use gametable::game::rules::GameSpec;
use gametable::game::{Game, State};

/// The gametable binary under test, in the C locale: its default language
/// is then English whatever the machine's locale (a test that wants Russian
/// passes `--lang ru`, or sets `LANG` itself).
pub fn gametable() -> assert_cmd::Command {
    let mut cmd = assert_cmd::Command::cargo_bin("gametable").expect("the gametable binary builds");
    cmd.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    cmd
}

/// Runs a prepared command: (exit code, stdout, stderr), the streams as text.
pub fn outcome(cmd: &mut assert_cmd::Command) -> (i32, String, String) {
    let out = cmd.output().expect("gametable runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs gametable, asserting success (stderr in the message otherwise).
/// Every ODS, XLSX or SVG file named in its arguments and written by it
/// is then read as strict XML ([`assert_xml_well_formed`]).
pub fn run_ok(args: &[&str]) -> std::process::Output {
    let out = gametable().args(args).output().expect("gametable runs");
    assert!(
        out.status.success(),
        "gametable {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    for a in args {
        let p = Path::new(a);
        let ext = p.extension().map(|e| e.to_string_lossy().to_lowercase());
        if matches!(ext.as_deref(), Some("ods" | "xlsx" | "svg")) && p.is_file() {
            assert_xml_well_formed(p);
        }
    }
    out
}

/// Reads `path` (an SVG, or every XML part of an ODS or XLSX zip) as XML
/// 1.0 strictly: tags that match, attributes that parse, only characters
/// XML allows, written or as references, and only the five predefined
/// entities. LibreOffice refuses a document that breaks any of these.
pub fn assert_xml_well_formed(path: &Path) {
    use std::io::Read;
    let bytes = std::fs::read(path).expect("the file");
    if bytes.starts_with(b"PK") {
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
        for i in 0..zip.len() {
            let mut entry = zip.by_index(i).expect("an entry");
            let name = entry.name().expect("a name").to_string();
            if name.ends_with(".xml") || name.ends_with(".rels") {
                let mut xml = Vec::new();
                entry.read_to_end(&mut xml).expect("the part unpacks");
                xml_well_formed(&xml).unwrap_or_else(|e| panic!("{}: {name}: {e}", path.display()));
            }
        }
    } else {
        xml_well_formed(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

/// One part of a zip package (an XLSX's sheet, an ODS's `content.xml`, a
/// .docx's `word/document.xml`), as text.
pub fn zip_part(path: &Path, name: &str) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    zip_part_of(&bytes, name)
}

/// [`zip_part`] of a package's bytes.
pub fn zip_part_of(bytes: &[u8], name: &str) -> String {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip package");
    let mut part = zip
        .by_name(name)
        .unwrap_or_else(|e| panic!("the part {name}: {e}"));
    let mut text = String::new();
    part.read_to_string(&mut text).expect("UTF-8 XML");
    text
}

/// The five entities of XML replaced by their characters.
pub fn unescape_xml(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// See [`assert_xml_well_formed`].
pub fn xml_well_formed(xml: &[u8]) -> Result<(), String> {
    use quick_xml::events::Event;
    let text = std::str::from_utf8(xml).map_err(|e| format!("not UTF-8: {e}"))?;
    let legal = |c: char| matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..);
    if let Some((at, c)) = text.char_indices().find(|(_, c)| !legal(*c)) {
        return Err(format!(
            "byte {at}: U+{:04X}, a character XML forbids",
            c as u32
        ));
    }
    let reference = |r: &str| -> Result<(), String> {
        if let Some(n) = r.strip_prefix('#') {
            let code = match n.strip_prefix('x') {
                Some(h) => u32::from_str_radix(h, 16),
                None => n.parse(),
            }
            .map_err(|_| format!("&{r}; is no character"))?;
            return match char::from_u32(code) {
                Some(c) if legal(c) => Ok(()),
                _ => Err(format!(
                    "&{r}; refers to U+{code:04X}, a character XML forbids"
                )),
            };
        }
        match r {
            "amp" | "lt" | "gt" | "quot" | "apos" => Ok(()),
            _ => Err(format!("&{r}; is not a predefined entity")),
        }
    };
    let attr_refs = |v: &str| -> Result<(), String> {
        let mut rest = v;
        while let Some(i) = rest.find('&') {
            let end = rest[i..]
                .find(';')
                .ok_or_else(|| format!("an unended reference in {v:?}"))?;
            reference(&rest[i + 1..i + end])?;
            rest = &rest[i + end + 1..];
        }
        Ok(())
    };
    let mut reader = quick_xml::Reader::from_str(text);
    reader.config_mut().expand_empty_elements = true;
    let mut depth = 0usize;
    let mut roots = 0usize;
    loop {
        match reader.read_event() {
            Ok(Event::Eof) => break,
            Ok(Event::Start(e)) | Ok(Event::Empty(e)) => {
                roots += usize::from(depth == 0);
                for a in e.attributes() {
                    let a = a.map_err(|e| format!("an attribute: {e}"))?;
                    attr_refs(&a.value)?;
                }
                // Empty elements come as a start and an end (expanded).
                depth += 1;
            }
            Ok(Event::End(_)) => depth -= 1,
            Ok(Event::GeneralRef(r)) => reference(&r)?,
            Ok(Event::Text(t)) if depth == 0 && !t.xml10_content().trim().is_empty() => {
                return Err("text outside the root element".into())
            }
            Ok(_) => {}
            Err(e) => return Err(format!("at byte {}: {e}", reader.error_position())),
        }
    }
    if depth != 0 || roots != 1 {
        return Err(format!("{roots} root elements, {depth} left open"));
    }
    Ok(())
}

/// `solve GAME --lang ru` and `extra`, written to `out` (a workbook, by its
/// extension), asserting success.
pub fn solve_to(game: &str, extra: &[&str], out: &Path) {
    let mut args = vec!["solve", "--lang", "ru", game];
    args.extend(extra);
    args.extend(["--out", out.to_str().expect("a UTF-8 path")]);
    run_ok(&args);
}

/// Runs gametable, asserting success: what it printed on stdout.
pub fn stdout_of(args: &[&str]) -> String {
    String::from_utf8(run_ok(args).stdout).expect("UTF-8")
}

/// Runs gametable, asserting success: its stdout read as JSON.
pub fn json_of(args: &[&str]) -> serde_json::Value {
    serde_json::from_slice(&run_ok(args).stdout)
        .unwrap_or_else(|e| panic!("gametable {args:?} prints JSON: {e}"))
}

/// Runs gametable expecting status 2 (a mistake in what it was given): its
/// stderr, which never tells of a panic.
pub fn run_err(args: &[&str]) -> String {
    let out = gametable().args(args).output().expect("gametable runs");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert_eq!(out.status.code(), Some(2), "gametable {args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// [`run_err`] whose message is one line, as a mistake's should be.
pub fn one_line_err(args: &[&str]) -> String {
    let err = run_err(args);
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
    err
}

/// A temporary folder, removed when dropped.
pub fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// A path in the repository (`samples/check`, `templates`, …).
pub fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The seed game's rules as flags: heaps (7, S), S in 1..69, +1 or ×2, the
/// game ends at a total of 77.
pub const SEED_RULES: [&str; 8] = [
    "--start",
    "7,S",
    "--s",
    "1..69",
    "--moves",
    "+1 *2",
    "--end",
    "sum >= 77",
];

/// `solve` with the seed game from flags ([`SEED_RULES`]).
pub fn seed_flags() -> Vec<&'static str> {
    let mut args = vec!["solve"];
    args.extend(SEED_RULES);
    args
}

/// `count` variants by `gametable generate --seed seed`, written in `dir`.
pub fn generate(dir: &Path, count: usize, seed: u64) -> PathBuf {
    let p = dir.join("variants.toml");
    run_ok(&[
        "generate",
        "--count",
        &count.to_string(),
        "--seed",
        &seed.to_string(),
        "--out",
        p.to_str().expect("a UTF-8 path"),
    ]);
    p
}

/// A CSV file's header and rows.
pub fn csv_table(path: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let mut r = csv::Reader::from_path(path)
        .unwrap_or_else(|e| panic!("{}: CSV written: {e}", path.display()));
    let head: Vec<String> = r
        .headers()
        .expect("header")
        .iter()
        .map(String::from)
        .collect();
    let rows = r
        .records()
        .map(|rec| rec.expect("record").iter().map(String::from).collect())
        .collect();
    (head, rows)
}

/// A CSV file's rows as maps from its header.
pub fn csv_rows(path: &Path) -> Vec<BTreeMap<String, String>> {
    let (head, rows) = csv_table(path);
    rows.into_iter()
        .map(|row| head.iter().cloned().zip(row).collect())
        .collect()
}

/// A sheet of a workbook as rows of text cells (whole numbers without a
/// fraction).
pub fn sheet_rows(path: &Path, name: &str) -> Vec<Vec<String>> {
    use calamine::{open_workbook_auto, Data, Reader};
    let mut wb = open_workbook_auto(path).expect("a workbook");
    let range = wb.worksheet_range(name).expect("the sheet");
    range
        .rows()
        .map(|r| {
            r.iter()
                .map(|c| match c {
                    Data::Float(f) if f.fract() == 0.0 => format!("{}", *f as i64),
                    Data::Int(i) => i.to_string(),
                    Data::Empty => String::new(),
                    other => other.to_string(),
                })
                .collect()
        })
        .collect()
}

/// A random game whose moves only grow the heaps: one heap from S or two
/// from (2, S), S in 1..6, ending at a total of `target`, won only up to
/// `target + over` when `over` is given.
pub fn growing_spec(
    heaps: usize,
    moves: String,
    target: i64,
    over: Option<i64>,
    handed_win_counts: bool,
) -> GameSpec {
    GameSpec {
        start: Some(if heaps == 1 {
            "S".into()
        } else {
            "2, S".into()
        }),
        s: Some("1..6".into()),
        moves: Some(moves),
        end: Some(format!("sum >= {target}")),
        winner: over.map(|o| format!("sum <= {}", target + o)),
        handed_win_counts: Some(handed_win_counts),
        ..GameSpec::default()
    }
}

/// A random game's spec built, its unknowns named as they are.
pub fn build(spec: GameSpec) -> Game {
    spec.build(&|f| f.to_string()).expect("valid random game")
}

/// Every start of a game (its few values of S and K).
pub fn starts(g: &Game) -> Vec<State> {
    g.unknown_values(0, usize::MAX)
        .expect("a few starts")
        .into_iter()
        .map(|(k, s)| g.start_state(s, k).expect("start"))
        .collect()
}

/// `book VARIANTS --out BOOK --lang ru`, then `extra`.
pub fn book_args<'a>(variants: &'a Path, out: &'a Path, extra: &[&'a str]) -> Vec<&'a str> {
    // In Russian unless `extra` says otherwise (the last --lang wins).
    let mut args = vec![
        "book",
        variants.to_str().expect("a UTF-8 path"),
        "--out",
        out.to_str().expect("a UTF-8 path"),
        "--lang",
        "ru",
    ];
    args.extend(extra);
    args
}
