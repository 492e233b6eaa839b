//! `gametable book tasks.txt --out book.md / .html / .docx` (issue 21, item
//! 3): every document format of the book shows each task's reading as the
//! XLSX book does — each key beside the words it came from, each unread part
//! marked — and marks the incomplete tasks on the key.

use std::path::Path;

use crate::print::strip_tags;
use crate::read::two_tasks;
use crate::support::{gametable, outcome, tmp, unescape_xml, zip_part_of};

/// `book DOC --out book.EXT --lang LANG`: the written file's bytes.
fn book(ext: &str, lang: &str) -> Vec<u8> {
    let dir = tmp();
    let doc = two_tasks(dir.path());
    let out = dir.path().join(format!("book.{ext}"));
    let (code, _, err) = outcome(
        gametable()
            .args(["book", "--lang", lang, "--out"])
            .arg(&out)
            .arg(&doc),
    );
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("book."), "announces the file: {err}");
    // The document's tasks are counted as tasks, not as variants.
    let count = if lang == "ru" {
        "(2 задачи)"
    } else {
        "(2 tasks)"
    };
    assert!(err.contains(count), "{err}");
    std::fs::read(&out).expect("the book")
}

/// A .docx's paragraphs as (their text, whether a run of it is red — the
/// unread mark); a table's row is one, its cells' texts joined.
fn docx_paragraphs(xml: &str) -> Vec<(String, bool)> {
    let xml = xml
        .replace("</w:p></w:tc>", " </w:tc>")
        .replace("</w:tr>", "</w:p>");
    xml.split("</w:p>")
        .map(|p| {
            let mut text = String::new();
            let mut red = false;
            for run in p.split("<w:r>").skip(1) {
                let body: String = run
                    .split("<w:t xml:space=\"preserve\">")
                    .skip(1)
                    .filter_map(|t| t.split("</w:t>").next())
                    .collect();
                if run.contains("<w:color w:val=\"9C0006\"/>") && !body.trim().is_empty() {
                    red = true;
                }
                text.push_str(&body);
            }
            (unescape_xml(&text), red)
        })
        .filter(|(t, _)| !t.is_empty())
        .collect()
}

/// The lines of `text` from the one starting with `start` up to (not
/// including) the next one starting with `next` (or the end).
fn section<'a>(lines: &'a [String], start: &str, next: &str) -> &'a [String] {
    let at = lines
        .iter()
        .position(|l| l.contains(start))
        .unwrap_or_else(|| panic!("no {start:?} in {lines:#?}"));
    let end = lines[at + 1..]
        .iter()
        .position(|l| l.contains(next))
        .map_or(lines.len(), |n| at + 1 + n);
    &lines[at..end]
}

/// What every format must show of the two tasks (39 read whole, 41 with an
/// example that disagrees): `lines` are the document's lines or paragraphs
/// in order, `unread(line)` whether a line is marked as not read.
fn check_book(lines: &[String], unread: &dyn Fn(&str) -> bool, name: &str) {
    // The key: task 1 not marked, with its answers; task 2 marked.
    let key = section(lines, "Ключ", "Задача 39");
    let row = |n: &str| {
        key.iter()
            .find(|l| l.contains(&format!("[{n}]")) || l.trim_start().starts_with(n))
            .unwrap_or_else(|| panic!("{name}: no key row {n}: {key:#?}"))
    };
    assert!(
        !row("1").contains("прочитано не полностью"),
        "{name}: {key:#?}"
    );
    assert!(
        ["11", "3", "7 8"].iter().all(|a| row("1").contains(a)),
        "{name}: {key:#?}"
    );
    assert!(
        row("2").contains("⚠ прочитано не полностью"),
        "{name}: {key:#?}"
    );
    // Task 39's reading: each key beside its words, nothing unread.
    let first = section(lines, "Задача 39", "Задача 41");
    let reading = section(first, "Как прочитано условие", "Задача 41");
    assert!(
        reading
            .iter()
            .any(|l| l.contains("moves = +2 *2") && l.contains("«За один ход игрок может")),
        "{name}: {reading:#?}"
    );
    assert!(
        reading
            .iter()
            .any(|l| l.contains("19 = min where code == -1")),
        "{name}: {reading:#?}"
    );
    assert!(!reading.iter().any(|l| unread(l)), "{name}: {reading:#?}");
    // Task 41: its example that disagrees, marked as not read.
    let second = section(lines, "Задача 41", "\u{0}");
    let marked: Vec<&String> = second.iter().filter(|l| unread(l)).collect();
    assert!(
        marked
            .iter()
            .any(|l| l.contains("✗ не прочитано") && l.contains("12, 31")),
        "{name}: {second:#?}"
    );
}

#[test]
fn a_markdown_book_shows_each_reading_and_marks_the_key() {
    let text = String::from_utf8(book("md", "ru")).expect("UTF-8");
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    // Unread in Markdown: in bold (Markdown has no colour).
    check_book(&lines, &|l| l.contains("**✗ не прочитано:**"), "md");
    assert!(text.starts_with("# Ответы к заданиям 19–21\n"), "{text}");
    assert!(
        text.contains("| Задача | Правила | 19 | 20 | 21 |"),
        "{text}"
    );
    // The English book words a task's title in English.
    let en = String::from_utf8(book("md", "en")).expect("UTF-8");
    assert!(en.contains("| Task | Rules | 19 | 20 | 21 |"), "{en}");
    assert!(en.contains("## <a id=\"task-2\"></a>Task 41"), "{en}");
    assert!(!en.contains("Задача"), "{en}");
    // Each task number links to its section.
    assert!(text.contains("| [1](#task-1) |"), "{text}");
    assert!(text.contains("## <a id=\"task-2\"></a>Задача 41"), "{text}");
    // A template key is a code span: its `*` is not emphasis.
    assert!(text.contains("`moves = +2 *2`"), "{text}");
}

#[test]
fn an_html_book_shows_each_reading_in_red_where_unread() {
    let text = String::from_utf8(book("html", "ru")).expect("UTF-8");
    assert!(text.starts_with("<!DOCTYPE html>"), "{text}");
    assert!(text.contains("<html lang=\"ru\">"), "{text}");
    // One line per element: the lines with their tags stripped.
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            let mut out = unescape_xml(&strip_tags(l));
            // The mark stays visible to the check: a red line keeps its class.
            if l.contains("class=\"unread\"") {
                out.push_str(" [red]");
            }
            out
        })
        .collect();
    check_book(&lines, &|l| l.ends_with("[red]"), "html");
    assert!(text.contains(".unread { color: #9c0006; }"), "{text}");
    assert!(text.contains("<a href=\"#task-2\">2</a>"), "{text}");
    assert!(text.contains("<h2 id=\"task-2\">Задача 41</h2>"), "{text}");
}

#[test]
fn a_word_book_shows_each_reading_with_the_unread_parts_in_red() {
    let bytes = book("docx", "ru");
    let xml = zip_part_of(&bytes, "word/document.xml");
    let paragraphs = docx_paragraphs(&xml);
    let lines: Vec<String> = paragraphs
        .iter()
        .map(|(t, red)| {
            if *red {
                format!("{t} [red]")
            } else {
                t.clone()
            }
        })
        .collect();
    check_book(&lines, &|l| l.ends_with("[red]"), "docx");
    // A Word package: its content types, the document, a Russian text.
    let types = zip_part_of(&bytes, "[Content_Types].xml");
    assert!(
        types.contains("wordprocessingml.document.main+xml"),
        "{types}"
    );
    assert!(zip_part_of(&bytes, "word/styles.xml").contains("w:val=\"ru-RU\""));
    // The key's header row repeats on each page; task numbers link to their
    // sections.
    assert!(xml.contains("<w:tblHeader/>"), "{xml}");
    assert!(xml.contains("<w:hyperlink w:anchor=\"task_2\">"), "{xml}");
    assert!(xml.contains("w:name=\"task_2\""), "{xml}");
    // The same book gives the same bytes.
    assert!(
        book("docx", "ru") == bytes,
        "a second run wrote other bytes"
    );
}

#[test]
fn an_english_book_is_worded_in_english() {
    let text = String::from_utf8(book("md", "en")).expect("UTF-8");
    assert!(text.contains("⚠ not read completely"), "{text}");
    assert!(text.contains("How the task's text was read"), "{text}");
    assert!(text.contains("✗ not read"), "{text}");
    assert!(!text.contains("прочитано"), "{text}");
}

#[test]
fn a_book_in_another_format_is_refused_in_one_line() {
    let dir = tmp();
    let doc = two_tasks(dir.path());
    let out = dir.path().join("book.pdf");
    let (code, _, err) = outcome(
        gametable()
            .args(["book", "--lang", "en", "--out"])
            .arg(&out)
            .arg(&doc),
    );
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("book.pdf") && err.contains(".docx") && err.contains(".md"),
        "{err}"
    );
    assert!(!Path::new(&out).exists());
}
