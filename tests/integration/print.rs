//! The printed page (issue 24), with LibreOffice, the real client: PDFs
//! made from `solve --out` (XLSX and ODS) of the demo, a 75 × 75 two-heap
//! task and a deep one-heap task (codes up to V21/P20), and from a
//! 30-variant book. No word prints smaller than 7 pt, and every text the
//! workbook holds — each question, each line of a strategy tree, the rules
//! — is found whole in the PDF's text (nothing clipped at a cell's or a
//! page's edge).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::office;
use crate::support::{generate, run_ok, tmp};

/// The smallest font size (points) on a PDF's pages, as poppler's
/// `pdftohtml -xml` gives it for each text run, and the text of that run.
fn smallest_font(pdf: &Path) -> (f64, String) {
    let o = Command::new("pdftohtml")
        .args(["-xml", "-i", "-zoom", "1", "-stdout"])
        .arg(pdf)
        .output()
        .expect("pdftohtml runs (poppler-utils)");
    assert!(o.status.success(), "pdftohtml {}", pdf.display());
    let xml = String::from_utf8_lossy(&o.stdout);
    let mut sizes = std::collections::HashMap::new();
    for spec in xml.split("<fontspec ").skip(1) {
        let id = attr(spec, "id").expect("a font id");
        let size: f64 = attr(spec, "size")
            .and_then(|s| s.parse().ok())
            .expect("a font size");
        sizes.insert(id, size);
    }
    let mut least = (f64::MAX, String::new());
    for run in xml.split("<text ").skip(1) {
        let Some(font) = attr(run, "font") else {
            continue;
        };
        let text = run
            .split_once('>')
            .map_or("", |(_, t)| t.split("</text>").next().unwrap_or(""));
        let text = strip_tags(text);
        if text.trim().is_empty() {
            continue;
        }
        let size = sizes[&font];
        if size < least.0 {
            least = (size, text);
        }
    }
    least
}

/// The smallest word box's height (points) on a PDF's pages
/// (`pdftotext -bbox`): about 1.3 times the font size of LibreOffice's
/// fonts, a second measure beside [`smallest_font`].
fn smallest_word_box(pdf: &Path) -> (f64, String) {
    let o = Command::new("pdftotext")
        .arg("-bbox")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    let html = String::from_utf8_lossy(&o.stdout);
    let mut least = (f64::MAX, String::new());
    for w in html.split("<word ").skip(1) {
        let num = |k: &str| attr(w, k).and_then(|v| v.parse::<f64>().ok());
        if let (Some(y0), Some(y1)) = (num("yMin"), num("yMax")) {
            let word = w
                .split_once('>')
                .map_or("", |(_, t)| t.split("</word>").next().unwrap_or(""));
            if y1 - y0 < least.0 {
                least = (y1 - y0, word.to_string());
            }
        }
    }
    least
}

/// `name="value"` in an XML tag's text.
fn attr(tag: &str, name: &str) -> Option<String> {
    let at = tag
        .find(&format!(" {name}=\""))
        .map(|i| i + 1)
        .or_else(|| tag.starts_with(&format!("{name}=\"")).then_some(0))?;
    let rest = &tag[at + name.len() + 2..];
    rest.split('"').next().map(str::to_string)
}

pub(crate) fn strip_tags(s: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in s.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// Every text of a workbook's cells: an XLSX's shared and inline strings,
/// an ODS's paragraphs.
fn cell_texts(book: &Path) -> Vec<String> {
    let f = std::fs::File::open(book).expect("the workbook");
    let mut zip = zip::ZipArchive::new(f).expect("a zip package");
    let mut out = Vec::new();
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i).expect("an entry");
        let name = entry.name().expect("an entry name").to_string();
        let (open, close) = if name == "content.xml" {
            ("<text:p>", "</text:p>")
        } else if name == "xl/sharedStrings.xml" || name.starts_with("xl/worksheets/sheet") {
            ("<t>", "</t>")
        } else {
            continue;
        };
        let mut xml = String::new();
        std::io::Read::read_to_string(&mut entry, &mut xml).expect("UTF-8 XML");
        // `<t xml:space="preserve">` too.
        let xml = xml.replace("<t xml:space=\"preserve\">", "<t>");
        for part in xml.split(open).skip(1) {
            if let Some((text, _)) = part.split_once(close) {
                out.push(unescape(&strip_tags(text)));
            }
        }
    }
    out
}

/// The words of a PDF, in poppler's reading order (`pdftotext -bbox`).
fn pdf_words(pdf: &Path) -> Vec<String> {
    let o = Command::new("pdftotext")
        .arg("-bbox")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    String::from_utf8_lossy(&o.stdout)
        .split("<word ")
        .skip(1)
        .filter_map(|w| {
            w.split_once('>')
                .map(|(_, t)| t.split("</word>").next().unwrap_or(""))
        })
        .map(unescape)
        .collect()
}

/// Words of other cells poppler may read between two words of one text:
/// a wrapped question's first line shares its line with the answer beside it.
const GAP: usize = 6;

/// Whether the words of `text` are all in `words`, whole and in order, with
/// at most [`GAP`] other words between two of them: a text cut at a cell's
/// or a page's edge loses its last words or has a word cut in two.
fn found_whole(text: &str, words: &[String]) -> bool {
    let want: Vec<&str> = text.split_whitespace().collect();
    let Some(first) = want.first() else {
        return true;
    };
    'start: for (i, w) in words.iter().enumerate() {
        if w != first {
            continue;
        }
        let mut at = i;
        for next in &want[1..] {
            let end = (at + 2 + GAP).min(words.len());
            match words[at + 1..end].iter().position(|w| w == next) {
                Some(k) => at += 1 + k,
                None => continue 'start,
            }
        }
        return true;
    }
    false
}

/// The texts of `book` worth finding whole in its PDF: each question, tree
/// line and sentence — anything of more than 12 characters with a space
/// (titles, the rules, the legend's words, questions, tree lines).
fn long_texts(book: &Path) -> Vec<String> {
    let mut v: Vec<String> = cell_texts(book)
        .into_iter()
        .filter(|t| t.chars().count() > 12 && t.contains(' '))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Prints every book in one LibreOffice run (each start costs seconds).
fn print_all(books: &[PathBuf], dir: &Path) -> Vec<PathBuf> {
    crate::xlsx::require_libreoffice();
    let out = dir.join("pdf");
    let profile = tempfile::tempdir().expect("a profile folder");
    let o = Command::new("timeout")
        .args(["-k", "5", "600", "soffice"])
        .arg(format!(
            "-env:UserInstallation=file://{}",
            profile.path().display()
        ))
        .args([
            "--headless",
            "--norestore",
            "--nolockcheck",
            "--convert-to",
            "pdf",
            "--outdir",
        ])
        .arg(&out)
        .args(books)
        .output()
        .expect("soffice runs");
    assert!(
        o.status.success(),
        "soffice: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    books
        .iter()
        .map(|b| {
            let stem = b.file_stem().expect("a name").to_string_lossy().to_string();
            let pdf = out.join(format!("{stem}.pdf"));
            assert!(pdf.exists(), "{}: no PDF", b.display());
            pdf
        })
        .collect()
}

#[test]
fn a_text_is_found_whole_only_when_all_its_words_are() {
    let words: Vec<String> = "Найдите 30 наименьшее значение S раньше. Петя"
        .split(' ')
        .map(str::to_string)
        .collect();
    assert!(found_whole("Найдите наименьшее значение S раньше.", &words));
    assert!(!found_whole(
        "Найдите наименьшее значение S, раньше.",
        &words
    ));
    assert!(!found_whole("значение S раньше. Петя +2 → 3", &words));
    let cut: Vec<String> = ["тя", "+2", "→", "3"].map(str::to_string).to_vec();
    assert!(!found_whole("Петя +2 → 3", &cut));
}

#[test]
fn printed_tables_are_readable_and_nothing_is_cut() {
    let dir = tmp();
    let d = dir.path();
    let p = |name: &str| d.join(name).to_string_lossy().to_string();
    let t75 = [
        "--start",
        "7, S",
        "--s",
        "1..75",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 83",
    ];
    let deep = [
        "--start",
        "S",
        "--s",
        "1..61",
        "--moves",
        "+1 +2",
        "--end",
        "sum >= 62",
    ];
    let mut books = Vec::new();
    for ext in ["xlsx", "ods"] {
        let demo = p(&format!("demo-{ext}.{ext}"));
        run_ok(&["solve", "ege-2021-demo", "--lang", "ru", "--out", &demo]);
        let big = p(&format!("t75-{ext}.{ext}"));
        let mut args = vec!["solve", "--lang", "ru", "--out", &big];
        args.extend(t75);
        run_ok(&args);
        let one = p(&format!("deep-{ext}.{ext}"));
        let mut args = vec!["solve", "--lang", "ru", "--out", &one];
        args.extend(deep);
        run_ok(&args);
        books.extend([demo, big, one]);
    }
    let variants = generate(d, 30, 1);
    let book = p("book.xlsx");
    run_ok(&[
        "book",
        variants.to_str().unwrap(),
        "--lang",
        "ru",
        "--out",
        &book,
    ]);
    books.push(book);
    let books: Vec<PathBuf> = books.into_iter().map(PathBuf::from).collect();
    // The deep task is deep: its legend would have had 42 labels.
    let deep_csv = p("deep.csv");
    let mut args = vec!["solve", "--lang", "ru", "--out", &deep_csv];
    args.extend(deep);
    run_ok(&args);
    let csv = std::fs::read_to_string(&deep_csv).expect("the CSV");
    assert!(
        csv.contains("V21") && csv.contains("P20"),
        "codes up to V21/P20"
    );

    let pdfs = print_all(&books, d);
    let mut report = Vec::new();
    for (book, pdf) in books.iter().zip(&pdfs) {
        let name = book.file_name().unwrap().to_string_lossy().to_string();
        let (font, run) = smallest_font(pdf);
        let (word_box, word) = smallest_word_box(pdf);
        report.push(format!(
            "{name}: {} pages, smallest font {font} pt («{run}»), smallest word box {word_box:.2} pt («{word}»)",
            office::pages(pdf)
        ));
        assert!(font >= 7.0, "{name}: a text prints at {font} pt: «{run}»");
        // LibreOffice's fonts: a word's box is about 1.3 times its size.
        assert!(
            word_box >= 7.0 * 1.25,
            "{name}: the word «{word}» prints {word_box:.2} pt high (under 7 pt)"
        );
        let words = pdf_words(pdf);
        let texts = long_texts(book);
        // The ODS has no tree sheet; the XLSX's trees are read.
        assert!(
            name.ends_with(".ods") || texts.iter().any(|t| t.contains('→')),
            "{name}: the test reads tree lines"
        );
        assert!(
            texts.iter().any(|t| t.contains("Петя")),
            "{name}: the test reads the questions"
        );
        let cut: Vec<&String> = texts.iter().filter(|t| !found_whole(t, &words)).collect();
        assert!(
            cut.is_empty(),
            "{name}: {} of {} texts are not whole in the PDF, e.g. {:?}",
            cut.len(),
            texts.len(),
            &cut[..cut.len().min(5)]
        );
    }
    eprintln!("{}", report.join("\n"));
}
