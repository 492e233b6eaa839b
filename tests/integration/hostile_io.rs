//! Readers and writers under hostile input (issue 23): text that XML
//! forbids, write errors of streamed workbooks, CSV formula injection,
//! workbooks whose repeated content would not fit, sheet names Excel
//! refuses.

use std::path::Path;

use crate::office;
use crate::support::{gametable, outcome, repo, run_ok, tmp};

/// A template whose name and description hold control characters, a
/// terminal's escape sequence, U+FFFE and U+FFFF, and markup.
const HOSTILE_TEMPLATE: &str = r#"name = "Игра\u0001\u001b[31m\uFFFE\uFFFF & <b>\"x\"</b>"
name_en = "Game\u0000\u0008\uFFFF"
description = "Описание\u000b\u000c\u001f\ttab\r\nline 'q' ]]>"
start = "7, S"
s = "1..69"
moves = "+1 *2"
end = "sum >= 77"
winner = "mover"
questions = ["19", "20", "21"]
"#;

#[test]
fn xml_forbidden_characters_in_a_template_give_well_formed_workbooks_libreoffice_opens() {
    let dir = tmp();
    let game = dir.path().join("hostile.toml");
    std::fs::write(&game, HOSTILE_TEMPLATE).unwrap();
    let game = game.to_str().unwrap();
    for lang in ["ru", "en"] {
        for ext in ["ods", "xlsx"] {
            let out = dir.path().join(format!("t-{lang}.{ext}"));
            // run_ok reads every part as strict XML.
            run_ok(&[
                "solve",
                game,
                "--lang",
                lang,
                "--out",
                out.to_str().unwrap(),
            ]);
        }
    }
    let ods = dir.path().join("t-ru.ods");
    // check reads its own ODS back…
    let (code, text, err) = outcome(gametable().args(["check", game, "--lang", "en"]).arg(&ods));
    assert_eq!(code, 0, "{text}{err}");
    // …and so does LibreOffice: the description is on the answers sheet,
    // each forbidden character shown as U+FFFD.
    let sheets = office::recalc_sheets(&ods);
    let answers = std::fs::read_to_string(&sheets["Ответы"]).unwrap();
    assert!(
        answers.contains("Описание\u{FFFD}\u{FFFD}\u{FFFD}"),
        "{answers}"
    );
}

/// A copy of the zip `src` at `dst`, each entry passed through `edit`.
fn rezip(src: &Path, dst: &Path, edit: impl Fn(&str, &mut Vec<u8>)) {
    use std::io::{Read, Write};
    let mut zin = zip::ZipArchive::new(std::fs::File::open(src).unwrap()).unwrap();
    let mut zout = zip::ZipWriter::new(std::fs::File::create(dst).unwrap());
    for i in 0..zin.len() {
        let mut e = zin.by_index(i).unwrap();
        let name = e.name().unwrap().to_string();
        let mut data = Vec::new();
        e.read_to_end(&mut data).unwrap();
        edit(&name, &mut data);
        zout.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zout.write_all(&data).unwrap();
    }
    zout.finish().unwrap();
}

#[test]
fn check_refuses_an_ods_with_a_character_xml_forbids() {
    let dir = tmp();
    let bad = dir.path().join("bad.ods");
    rezip(&repo("samples/check/correct.ods"), &bad, |name, data| {
        if name == "content.xml" {
            let at = data.windows(3).position(|w| w == b"<te").expect("a tag");
            data.splice(at..at, *b"\x01");
        }
    });
    let (code, out, err) = outcome(
        gametable()
            .args(["check", "ege-2021-demo", "--lang", "en"])
            .arg(&bad),
    );
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("bad.ods") && err.contains("content.xml holds the character U+0001"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

/// A grid past the in-memory limit (501 × 501 cells), streamed through
/// rust_xlsxwriter's temporary files.
const STREAMED: [&str; 11] = [
    "solve",
    "--lang",
    "en",
    "--start",
    "S, K",
    "--s",
    "1..501",
    "--k",
    "1..501",
    "--end",
    "sum >= 1100",
];

#[test]
fn streamed_xlsx_whose_temporary_file_cannot_be_written_is_one_line_exit_2() {
    let dir = tmp();
    let out = dir.path().join("big.xlsx");
    let bin = assert_cmd::cargo::cargo_bin("gametable");
    // ulimit -f: the temporary file is refused past 1000 blocks.
    let mut script = format!("ulimit -f 1000; exec '{}'", bin.display());
    for a in STREAMED.iter().chain(&["--moves", "+1 *2", "--out"]) {
        script.push_str(&format!(" '{a}'"));
    }
    script.push_str(&format!(" '{}'", out.display()));
    let o = std::process::Command::new("bash")
        .args(["-c", &script])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("big.xlsx: cannot write a temporary file in")
            && err.contains("File too large"),
        "{err}"
    );
    assert!(!out.exists());
    // A temporary folder that is not there.
    let (code, _, err) = outcome(
        gametable()
            .env("TMPDIR", dir.path().join("no-such-folder"))
            .args(STREAMED)
            .args(["--moves", "+1 *2", "--out"])
            .arg(&out),
    );
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("big.xlsx") && err.contains("no-such-folder"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    assert!(!out.exists());
}

#[test]
fn csv_fields_from_user_text_cannot_be_formulas_and_numbers_stay_numbers() {
    let dir = tmp();
    // Question ids from a template.
    let game = dir.path().join("q.toml");
    std::fs::write(
        &game,
        "name = \"q\"\nstart = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\nwinner = \"mover\"\n[questions]\n\"=HYPERLINK(\\\"http://x\\\",\\\"y\\\")\" = \"min where some(code == 1)\"\n\"@SUM(1)\" = \"min where code == 2\"\n\"-2\" = \"all where code == -2\"\n",
    )
    .unwrap();
    let answers = dir.path().join("a.csv");
    run_ok(&[
        "solve",
        game.to_str().unwrap(),
        "--lang",
        "en",
        "--answers-csv",
        answers.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&answers).unwrap();
    let mut firsts: Vec<String> =
        csv::Reader::from_reader(text.trim_start_matches('\u{feff}').as_bytes())
            .records()
            .map(|r| r.unwrap()[0].to_string())
            .collect();
    firsts.sort();
    assert_eq!(
        firsts,
        ["'=HYPERLINK(\"http://x\",\"y\")", "'@SUM(1)", "-2"],
        "{text}"
    );
    // Vertex names of a graph.
    let g = dir.path().join("g.csv");
    std::fs::write(
        &g,
        "from,to\n\"+cmd|' /C calc'!A0\",\"=1+1\"\n\"=1+1\",-3\n\"@x\",-3\n",
    )
    .unwrap();
    let out = dir.path().join("out.csv");
    run_ok(&["graph", g.to_str().unwrap(), "--csv", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    let mut names: Vec<String> = csv::Reader::from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap()[0].to_string())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["'+cmd|' /C calc'!A0", "'=1+1", "'@x", "-3"],
        "{text}"
    );
    // A vertex name quoted with its leading tab keeps it, then neutralised.
    std::fs::write(&g, "\"\t=1+1\",b\n").unwrap();
    run_ok(&["graph", g.to_str().unwrap(), "--csv", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("\n'\t=1+1,"), "{text}");
    // A class's files: their names are the students' text.
    let class = dir.path().join("class");
    std::fs::create_dir(&class).unwrap();
    let correct = repo("samples/check/correct.xlsx");
    std::fs::copy(&correct, class.join("=HYPERLINK(1).xlsx")).unwrap();
    std::fs::copy(&correct, class.join("-2.xlsx")).unwrap();
    let report = dir.path().join("class.csv");
    // Exit 1: the answers to 19–21 are not in these workbooks.
    let (code, _, err) = outcome(gametable().args([
        "check",
        "ege-2021-demo",
        "--class",
        class.to_str().unwrap(),
        "--out",
        report.to_str().unwrap(),
        "--lang",
        "en",
    ]));
    assert_eq!(code, 1, "{err}");
    let text = std::fs::read_to_string(&report).unwrap();
    let mut files: Vec<String> = csv::ReaderBuilder::new()
        .delimiter(b';')
        .from_reader(text.trim_start_matches('\u{feff}').as_bytes())
        .records()
        .map(|r| r.unwrap()[0].to_string())
        .collect();
    files.sort();
    assert_eq!(files, ["'-2.xlsx", "'=HYPERLINK(1).xlsx"], "{text}");
}

#[test]
fn annotate_keeps_a_sheet_name_excel_refuses_and_never_loses_the_report() {
    let dir = tmp();
    let ods = dir.path().join("named.ods");
    let long = "Лист/1*?[x]:очень длинное имя листа, больше 31 знака";
    rezip(&repo("samples/check/errors.ods"), &ods, |name, data| {
        if name == "content.xml" || name == "settings.xml" {
            let text = String::from_utf8(std::mem::take(data)).unwrap();
            *data = text.replace("Лист1", long).into_bytes();
        }
    });
    let dest = dir.path().join("annotated.xlsx");
    let (code, out, err) = outcome(
        gametable()
            .args(["check", "ege-2021-demo", "--lang", "en", "--annotate"])
            .arg(&dest)
            .arg(&ods),
    );
    assert_eq!(code, 1, "wrong cells found: {out}{err}");
    assert!(out.contains("cells checked"), "the report: {out}");
    assert!(err.contains("wrote"), "{err}");
    let sheets = office::recalc_sheets(&dest);
    let want = gametable::check::annotate::sheet_name(long);
    assert_eq!(want, "Лист_1___x__очень длинное имя л");
    assert!(sheets.contains_key(&want), "{:?}", sheets.keys());
    // A copy that cannot be written (ulimit -f): the report is printed
    // all the same, and the run ends with status 2.
    let script = format!(
        "ulimit -f 2; exec '{}' check ege-2021-demo --lang en --annotate '{}' '{}'",
        assert_cmd::cargo::cargo_bin("gametable").display(),
        dir.path().join("b.xlsx").display(),
        ods.display()
    );
    let o = std::process::Command::new("bash")
        .args(["-c", &script])
        .output()
        .unwrap();
    let (out, err) = (
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr),
    );
    assert_eq!(o.status.code(), Some(2), "{out}{err}");
    assert!(out.contains("cells checked"), "the report: {out}");
    assert!(
        err.contains("--annotate") && err.contains("b.xlsx"),
        "{err}"
    );
    assert!(!dir.path().join("b.xlsx").exists());
}

#[test]
fn a_header_cell_that_breaks_the_run_of_heap_sizes_is_reported_not_skipped() {
    let dir = tmp();
    let table = dir.path().join("g.csv");
    run_ok(&[
        "solve",
        "ege-2021-demo",
        "--lang",
        "en",
        "--out",
        table.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&table).unwrap();
    let (head, body) = text.split_once('\n').unwrap();
    assert!(head.contains(",3,4,5,"), "{head}");
    // E1 (heap 2 = 4) mistyped: a wrong number, nothing, text.
    for (typo, found) in [("44", "'44'"), ("", "an empty cell"), ("4x", "'4x'")] {
        let bad = dir.path().join("bad.csv");
        std::fs::write(
            &bad,
            format!(
                "{}\n{body}",
                head.replacen(",3,4,5,", &format!(",3,{typo},5,"), 1)
            ),
        )
        .unwrap();
        let (code, out, err) = outcome(
            gametable()
                .args(["check", "ege-2021-demo", "--lang", "en"])
                .arg(&bad),
        );
        assert_eq!(code, 2, "{typo:?}: {out}{err}");
        assert!(
            err.contains(&format!(
                "E1: {found} in the header row of heap sizes, expected the whole number 4"
            )),
            "{typo:?}: {err}"
        );
    }
}

/// An XLSX of 10 000 cells (100 × 100) that all show one shared string of
/// `len` bytes: a few tens of KB zipped, `len` × 10 000 bytes once read.
pub fn shared_string_bomb(path: &Path, len: usize) {
    use std::io::Write;
    let mut z = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let o = zip::write::SimpleFileOptions::default();
    let mut put = |name: &str, text: &str| {
        z.start_file(name, o).unwrap();
        z.write_all(text.as_bytes()).unwrap();
    };
    put(
        "[Content_Types].xml",
        r#"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>"#,
    );
    put(
        "_rels/.rels",
        r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#,
    );
    put(
        "xl/workbook.xml",
        r#"<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>"#,
    );
    put(
        "xl/_rels/workbook.xml.rels",
        r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>"#,
    );
    let mut sheet = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#,
    );
    for r in 1..=100 {
        sheet.push_str(&format!("<row r=\"{r}\">"));
        for c in 0..100 {
            let col = format!(
                "{}{}",
                (b'A' + (c / 26) as u8) as char,
                (b'A' + (c % 26) as u8) as char
            );
            sheet.push_str(&format!("<c r=\"{col}{r}\" t=\"s\"><v>0</v></c>"));
        }
        sheet.push_str("</row>");
    }
    sheet.push_str("</sheetData></worksheet>");
    put("xl/worksheets/sheet1.xml", &sheet);
    put(
        "xl/sharedStrings.xml",
        &format!(
            r#"<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10000" uniqueCount="1"><si><t>{}</t></si></sst>"#,
            "x".repeat(len)
        ),
    );
    z.finish().unwrap();
}

/// An ODS whose one cell of `len` bytes of text is repeated 100 columns ×
/// `rows` rows (`number-columns-repeated`, `number-rows-repeated`).
pub fn repeated_text_bomb(path: &Path, len: usize, rows: usize) {
    use std::io::Write;
    let mut z = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    z.start_file("mimetype", stored).unwrap();
    z.write_all(b"application/vnd.oasis.opendocument.spreadsheet")
        .unwrap();
    let o = zip::write::SimpleFileOptions::default();
    z.start_file("META-INF/manifest.xml", o).unwrap();
    z.write_all(br#"<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>"#).unwrap();
    z.start_file("content.xml", o).unwrap();
    write!(z, r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:spreadsheet><table:table table:name="S"><table:table-row table:number-rows-repeated="{rows}"><table:table-cell table:number-columns-repeated="100" office:value-type="string"><text:p>{}</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document-content>"#, "y".repeat(len)).unwrap();
    z.finish().unwrap();
}

#[test]
fn repeated_content_counts_in_the_readers_memory_estimate() {
    let dir = tmp();
    // 100 KB × 10 000 cells: about 1 GB of text from a small XLSX.
    let xlsx = dir.path().join("shared.xlsx");
    shared_string_bomb(&xlsx, 100_000);
    // 10 KB × 100 columns × 1000 rows: about 1 GB from a small ODS.
    let ods = dir.path().join("repeated.ods");
    repeated_text_bomb(&ods, 10_000, 1000);
    let check_in_300m = |file: &std::path::PathBuf| {
        outcome(
            gametable()
                .args([
                    "check",
                    "ege-2021-demo",
                    "--lang",
                    "en",
                    "--max-memory",
                    "300M",
                ])
                .arg(file),
        )
    };
    for (file, size) in [(&xlsx, "953.7 MiB"), (&ods, "953.7 MiB")] {
        assert!(
            std::fs::metadata(file).unwrap().len() < 300_000,
            "{}",
            file.display()
        );
        let (code, out, err) = check_in_300m(file);
        assert_eq!(code, 2, "{out}{err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(
            err.contains("reading it would need about")
                && err.contains(&format!("its cells hold {size} of text once read")),
            "refused before reading, naming the size: {err}"
        );
    }
    // The same files with small text are read (and found to hold no table).
    shared_string_bomb(&xlsx, 10);
    repeated_text_bomb(&ods, 10, 10);
    for file in [&xlsx, &ods] {
        let (code, out, err) = check_in_300m(file);
        assert!(!err.contains("reading it would need"), "{out}{err}");
        assert_eq!(code, 2, "no table in it: {out}{err}");
    }
}

#[test]
fn a_cell_excel_refuses_is_named_with_its_file_sheet_and_cell() {
    let dir = tmp();
    let game = dir.path().join("long.toml");
    std::fs::write(
        &game,
        format!("name = \"L\"\ndescription = \"{}\"\nstart = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\nwinner = \"mover\"\n", "x".repeat(40_000)),
    )
    .unwrap();
    let out = dir.path().join("l.xlsx");
    let (code, _, err) = outcome(
        gametable()
            .args(["solve", game.to_str().unwrap(), "--lang", "en", "--out"])
            .arg(&out),
    );
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("l.xlsx: 'Answers'!$A$2: ") && err.contains("32,767"),
        "{err}"
    );
    assert!(!out.exists());
}

/// Every move filter the README shows, on its own game (`--start S --s
/// 1..20 --end 'sum >= 21'`): the answers computed here by hand.
#[test]
fn readme_move_filter_examples_work() {
    let base = [
        "solve",
        "--lang",
        "en",
        "--json",
        "--start",
        "S",
        "--s",
        "1..20",
        "--end",
        "sum >= 21",
    ];
    let answer = |moves: &[&str], q: &str| -> String {
        let mut args: Vec<&str> = base.to_vec();
        for m in moves {
            args.extend(["--moves", m]);
        }
        args.extend(["-q", q]);
        let doc: serde_json::Value = serde_json::from_slice(&run_ok(&args).stdout).unwrap();
        doc["answers"][0]["answer"].as_str().unwrap().to_string()
    };
    // Only 20 reaches 21 without doubling (by +1); 11..20 win at once.
    assert_eq!(answer(&["+1 *2"], "all where some[not *2](won)"), "20");
    assert_eq!(answer(&["+1 *2"], "all where some[+1](won)"), "20");
    assert_eq!(
        answer(&["+1 +2 *2"], "all where some[+1, +2](won)"),
        "19 20"
    );
    assert_eq!(answer(&["+1 *2"], "all where every[not *2](won)"), "20");
    // An expression move by its text, as the README writes it: `;` and
    // spaces are not compared. 2x + 1 >= 21 from 10 on.
    for filter in ["[x = x*2 + 1;]", "[x=x*2+1]", "[ x = x*2 + 1 ; ]"] {
        assert_eq!(
            answer(
                &["+1", "x = x*2 + 1"],
                &format!("min where some{filter}(won)")
            ),
            "10",
            "{filter}"
        );
    }
}

/// Stdout on a full disk (`/dev/full`): one line naming stdout, exit 2, for
/// text, JSON and a tree (the error named no file).
#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_is_named_in_one_line() {
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full");
    let Ok(_) = full() else { return };
    for args in [
        &["solve", "ege-2021-demo", "--lang", "en"][..],
        &["solve", "ege-2021-demo", "--json", "--lang", "en"],
        &[
            "explain",
            "ege-2021-demo",
            "--s",
            "30",
            "--tree",
            "--lang",
            "en",
        ],
        &["sg", "subtract", "1..3", "--upto", "100"],
    ] {
        let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("gametable"))
            .args(args)
            .env("LANG", "C")
            .stdout(full().expect("/dev/full"))
            .output()
            .expect("gametable runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("gametable: error: stdout: writing failed: the disk is full"),
            "{args:?}: {err}"
        );
    }
}
