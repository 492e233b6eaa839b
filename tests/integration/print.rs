//! The printed page (issue 24), with LibreOffice, the real client: PDFs
//! made from `solve --out` (XLSX and ODS) of the demo, a 75 × 75 two-heap
//! task and a deep one-heap task (codes up to V21/P20), and from a
//! 30-variant book. No word prints smaller than 7 pt; no word is clipped
//! on paper — each lies within the page's side margins and is drawn to its
//! end on the rendered page ([`clipped_words`]); and every text the
//! workbook holds — each question, each line of a strategy tree, the rules
//! — is found whole in the PDF's text.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::office;
use crate::support::{generate, run_ok, solve_to, tmp, unescape_xml, zip_part};

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
    let mut least = (f64::MAX, String::new());
    for w in pdf_pages(pdf).iter().flat_map(|p| &p.words) {
        if w.y1 - w.y0 < least.0 {
            least = (w.y1 - w.y0, w.text.clone());
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
                out.push(unescape_xml(&strip_tags(text)));
            }
        }
    }
    out
}

/// The words of a PDF, in poppler's reading order (`pdftotext -bbox`).
fn pdf_words(pdf: &Path) -> Vec<String> {
    pdf_pages(pdf)
        .into_iter()
        .flat_map(|p| p.words.into_iter().map(|w| w.text))
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
    let out = dir.join("pdf");
    office::convert_all(books, "pdf", &out, false, 600);
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

/// A word of a PDF page's text layer and its box, points from the page's
/// top left corner (`pdftotext -bbox`).
struct Word {
    text: String,
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

/// A PDF page: its size (points) and its words.
struct Page {
    width: f64,
    height: f64,
    words: Vec<Word>,
}

fn pdf_pages(pdf: &Path) -> Vec<Page> {
    let o = Command::new("pdftotext")
        .arg("-bbox")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    let html = String::from_utf8_lossy(&o.stdout);
    html.split("<page ")
        .skip(1)
        .map(|page| {
            let num = |tag: &str, k: &str| {
                attr(tag, k)
                    .and_then(|v| v.parse::<f64>().ok())
                    .expect("a number")
            };
            let words = page
                .split("<word ")
                .skip(1)
                .map(|w| Word {
                    text: unescape_xml(
                        w.split_once('>')
                            .map_or("", |(_, t)| t.split("</word>").next().unwrap_or("")),
                    ),
                    x0: num(w, "xMin"),
                    y0: num(w, "yMin"),
                    x1: num(w, "xMax"),
                    y1: num(w, "yMax"),
                })
                .collect();
            Page {
                width: num(page, "width"),
                height: num(page, "height"),
                words,
            }
        })
        .collect()
}

/// The pages' side margins as gametable sets them (1.2 cm), points, less a
/// point for rounding. (A word's box reaches above its cell's top by its
/// font's ascent: at the top and the bottom the page's edge is the bound.)
const SIDE_PT: f64 = 1.2 * 72.0 / 2.54 - 1.0;

/// The resolution the pages are rendered at to see what is drawn.
const DPI: f64 = 100.0;

/// A page rendered in grey (`pdftoppm -gray`, binary PGM): width, height,
/// one byte a pixel.
fn read_pgm(path: &Path) -> (usize, usize, Vec<u8>) {
    office::netpbm(&std::fs::read(path).expect("a rendered page"), "P5", 1)
}

/// The clipped words of a PDF, by two rules (each a line saying where):
///
/// 1. *Inside the printable area.* Every word's box lies within the page's
///    side margins and the page. LibreOffice keeps a text that runs past the print range in
///    the text layer (the 30-variant book's «★ Ваня ÷3 с округлением вн»
///    reached x = 600 on a 595-point page, the tail of another line opened
///    the next page at x < 0) while the paper shows it cut at the margin.
/// 2. *Drawn to its end.* Every word of the text layer is drawn: the page,
///    rendered, has ink (pixels unlike the word's background) within the
///    width of the word's last letter at its right end. A text cut at a
///    cell's edge — by a neighbour, by a merged cell's or a repeated
///    column's edge, by a row too low for its wrapped lines — keeps its
///    words in the text layer but draws nothing past the cut.
fn clipped_words(pdf: &Path) -> Vec<String> {
    let pages = pdf_pages(pdf);
    let dir = tempfile::tempdir().expect("a folder for the pictures");
    let o = Command::new("pdftoppm")
        .args(["-gray", "-r", &DPI.to_string()])
        .arg(pdf)
        .arg(dir.path().join("p"))
        .output()
        .expect("pdftoppm runs (poppler-utils)");
    assert!(o.status.success(), "pdftoppm {}", pdf.display());
    let mut pictures: Vec<PathBuf> = std::fs::read_dir(dir.path())
        .expect("the pictures")
        .map(|e| e.expect("a picture").path())
        .collect();
    pictures.sort();
    assert_eq!(pictures.len(), pages.len(), "a picture of each page");
    let mut out = Vec::new();
    for (n, (page, picture)) in pages.iter().zip(&pictures).enumerate() {
        let (w, h, px) = read_pgm(picture);
        let s = DPI / 72.0;
        for word in &page.words {
            let at = format!(
                "page {}: «{}» at ({:.0}, {:.0})–({:.0}, {:.0})",
                n + 1,
                word.text,
                word.x0,
                word.y0,
                word.x1,
                word.y1
            );
            if word.x0 < SIDE_PT
                || word.x1 > page.width - SIDE_PT
                || word.y0 < 0.0
                || word.y1 > page.height
            {
                out.push(format!("{at}: outside the printable area"));
                continue;
            }
            let letters = word.text.chars().count().max(1) as f64;
            let last = word.x1 - (word.x1 - word.x0) / letters;
            let tall = word.y1 - word.y0;
            let (y0, y1) = (word.y0 + 0.2 * tall, word.y1 - 0.15 * tall);
            let px_of =
                |x: f64, y: f64| ((x * s) as usize).min(w - 1) + w * ((y * s) as usize).min(h - 1);
            // The word's background: its box's commonest shade.
            let mut counts = [0usize; 256];
            let mut y = y0;
            while y < y1 {
                let mut x = word.x0;
                while x < word.x1 {
                    counts[usize::from(px[px_of(x, y)])] += 1;
                    x += 1.0 / s;
                }
                y += 1.0 / s;
            }
            let background = (0..256).max_by_key(|&v| counts[v]).unwrap_or(255) as i32;
            let mut ink = false;
            let mut y = y0;
            while y < y1 && !ink {
                let mut x = last;
                while x < word.x1 && !ink {
                    ink = (i32::from(px[px_of(x, y)]) - background).abs() > 60;
                    x += 1.0 / s;
                }
                y += 1.0 / s;
            }
            if !ink {
                out.push(format!("{at}: not drawn to its end"));
            }
        }
    }
    out
}

#[test]
fn a_word_cut_at_the_margin_or_not_drawn_is_found_clipped() {
    crate::xlsx::require_libreoffice();
    let dir = tmp();
    let d = dir.path();
    // A text in column A running on past the page's width: LibreOffice
    // draws it cut at the margin; a text cut by its neighbour's cell; a
    // short one, whole.
    let book = d.join("clip.xlsx");
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "слово ".repeat(40).trim())
        .and_then(|ws| ws.write_string(1, 0, "короткий текст рядом с соседом"))
        .and_then(|ws| ws.write_string(1, 1, "x"))
        .and_then(|ws| ws.write_string(3, 0, "текст"))
        .expect("cells");
    wb.save(&book).expect("a workbook");
    let pdfs = print_all(&[book], d);
    let clipped = clipped_words(&pdfs[0]);
    assert!(
        clipped
            .iter()
            .any(|c| c.contains("outside the printable area")),
        "{clipped:?}"
    );
    assert!(
        clipped.iter().any(|c| c.contains("not drawn to its end")),
        "{clipped:?}"
    );
    assert!(
        !clipped
            .iter()
            .any(|c| c.contains("«текст,»") || c.contains("«текст»")),
        "a whole word is not clipped: {clipped:?}"
    );
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
        let clipped = clipped_words(pdf);
        assert!(
            clipped.is_empty(),
            "{name}: {} words are clipped on paper, e.g.\n{}",
            clipped.len(),
            clipped[..clipped.len().min(12)].join("\n")
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
    answers_and_tree_stay_together(pdfs.last().expect("the book's PDF"));
}

/// In a printed book each variant's answers and its tree are on one page:
/// under the grid on the variant's first page, or — when they do not fit
/// there — at the top of a page of their own (below the grid's repeated
/// header row), not begun at the foot of a grid's page and not split.
fn answers_and_tree_stay_together(pdf: &Path) {
    let pages = office::pages(pdf);
    let mut variants = 0;
    let mut own_page = 0;
    for p in 1..=pages {
        let text = office::page_text(pdf, p);
        let lines: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let Some(at) = lines.iter().position(|l| *l == "Ответы") else {
            continue;
        };
        variants += 1;
        let first = lines[0];
        if !first.starts_with("Вариант ") {
            // Only the grid's repeated header row («S 0 1 … 9») above.
            assert!(
                at <= 1 && (at == 0 || first.starts_with("S ") || first.starts_with("h1")),
                "page {p}: the answers begin below other lines: {:?}",
                &lines[..at]
            );
            own_page += 1;
        }
        assert!(
            lines[at..].iter().any(|l| l.starts_with("Дерево игры")),
            "page {p}: the answers without their tree"
        );
    }
    assert_eq!(variants, 30, "a page with each variant's answers");
    assert!(
        own_page > 0,
        "some variants' answers and trees go on a page of their own"
    );
}

/// The same page setup from the XLSX and the ODS of a task: each sheet's
/// orientation and scale alike (a one-heap table printed landscape from
/// the ODS and portrait from the XLSX), and the grid's header column and
/// row repeated on every page (XLSX print titles, ODS header rows and
/// columns). The demo (tiled over pages), a one-heap task (portrait).
#[test]
fn xlsx_and_ods_print_alike_with_headers_repeated() {
    let dir = tmp();
    for (game, landscape) in [("ege-2021-demo", true), ("kp1921-046", false)] {
        let xlsx = dir.path().join(format!("{game}.xlsx"));
        let ods = dir.path().join(format!("{game}.ods"));
        for out in [&xlsx, &ods] {
            solve_to(game, &[], out);
        }
        let styles = zip_part(&ods, "styles.xml");
        let content = zip_part(&ods, "content.xml");
        let workbook = zip_part(&xlsx, "xl/workbook.xml");
        for (i, sheet) in ["Таблица", "Коды", "Ответы"].iter().enumerate() {
            let setup = zip_part(&xlsx, &format!("xl/worksheets/sheet{}.xml", i + 1));
            let setup = setup
                .split("<pageSetup ")
                .nth(1)
                .and_then(|s| s.split('>').next())
                .unwrap_or_else(|| panic!("{game} {sheet}: no page setup"));
            let x_orientation = attr(setup, "orientation").expect("an orientation");
            let x_scale = attr(setup, "scale").unwrap_or_else(|| "100".into());
            // The ODS: the table's style names its master page, which names
            // its page layout.
            let table_style = content
                .split(&format!("table:name=\"{sheet}\" table:style-name=\""))
                .nth(1)
                .and_then(|s| s.split('"').next())
                .expect("the table's style");
            let master = content
                .split(&format!("style:name=\"{table_style}\""))
                .nth(1)
                .and_then(|s| attr(s.split('>').next().unwrap_or(""), "style:master-page-name"))
                .expect("the table's master page");
            let layout = styles
                .split(&format!("<style:master-page style:name=\"{master}\""))
                .nth(1)
                .and_then(|s| attr(s.split('>').next().unwrap_or(""), "style:page-layout-name"))
                .expect("the master page's layout");
            let props = styles
                .split(&format!("<style:page-layout style:name=\"{layout}\""))
                .nth(1)
                .and_then(|s| s.split("<style:page-layout-properties ").nth(1))
                .and_then(|s| s.split('>').next())
                .expect("the page layout's properties");
            let o_orientation = attr(props, "style:print-orientation").expect("an orientation");
            let o_scale = attr(props, "style:scale-to").expect("a scale");
            assert_eq!(
                (x_orientation.as_str(), format!("{x_scale}%")),
                (o_orientation.as_str(), o_scale.clone()),
                "{game} {sheet}: the XLSX and the ODS print alike"
            );
            if *sheet != "Ответы" {
                assert_eq!(x_orientation == "landscape", landscape, "{game} {sheet}");
                // Print titles: column A and the header row.
                let titles = workbook
                    .split("<definedName name=\"_xlnm.Print_Titles\"")
                    .skip(1)
                    .filter_map(|d| {
                        d.split_once('>')
                            .map(|(_, t)| t.split('<').next().unwrap_or(""))
                    })
                    .find(|t| t.starts_with(&format!("{sheet}!")))
                    .unwrap_or_else(|| panic!("{game} {sheet}: no print titles"));
                assert!(
                    titles.contains("$A:$A") && titles.contains("$4:$4"),
                    "{game} {sheet}: {titles}"
                );
                let table = content
                    .split(&format!("table:name=\"{sheet}\""))
                    .nth(1)
                    .and_then(|t| t.split("</table:table>").next())
                    .expect("the table");
                assert!(
                    table.contains("<table:table-header-columns>")
                        && table.contains("<table:table-header-rows>"),
                    "{game} {sheet}: the ODS repeats the header column and row"
                );
            }
        }
    }
}
