//! LibreOffice itself, headless, for the spreadsheet tests: each run has a
//! fresh profile of its own (several run at once on one machine), which
//! also sets "always recalculate on load" so formulas are computed by
//! LibreOffice rather than read from the file.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The profile's settings: recalculate XLSX and ODS formulas on load.
const RECALC: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"#;

/// Every sheet as UTF-8 CSV, raw values (not as shown), one file per sheet.
pub const ALL_SHEETS_CSV: &str =
    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";

/// Converts `input` with `soffice --convert-to FILTER` into `outdir`; with
/// `recalc` every formula is recalculated on load. Fails the test naming
/// the install command when LibreOffice is missing, and with LibreOffice's
/// output when the conversion fails.
pub fn convert(input: &Path, filter: &str, outdir: &Path, recalc: bool) {
    convert_all(&[input], filter, outdir, recalc, 180);
}

/// [`convert`] of several files in one LibreOffice run (each start costs
/// seconds), given `seconds` in all.
pub fn convert_all<P: AsRef<Path>>(
    inputs: &[P],
    filter: &str,
    outdir: &Path,
    recalc: bool,
    seconds: u32,
) {
    crate::xlsx::require_libreoffice();
    let profile = tempfile::tempdir().expect("a profile folder");
    if recalc {
        let user = profile.path().join("user");
        std::fs::create_dir_all(&user).expect("profile/user");
        std::fs::write(user.join("registrymodifications.xcu"), RECALC).expect("profile settings");
    }
    std::fs::create_dir_all(outdir).expect("the output folder");
    let o = Command::new("timeout")
        .args(["-k", "5", &seconds.to_string(), "soffice"])
        .arg(format!(
            "-env:UserInstallation=file://{}",
            profile.path().display()
        ))
        .args(["--headless", "--norestore", "--nolockcheck", "--convert-to"])
        .arg(filter)
        .arg("--outdir")
        .arg(outdir)
        .args(inputs.iter().map(AsRef::as_ref))
        .output()
        .expect("soffice runs");
    let log = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    let names: Vec<_> = inputs.iter().map(|p| p.as_ref().display()).collect();
    assert!(
        o.status.success() && !log.lines().any(|l| l.starts_with("Error")),
        "soffice --convert-to {filter} {names:?}: {log}"
    );
}

/// Recalculates a workbook and returns each sheet's CSV: name → path.
pub fn recalc_sheets(book: &Path) -> std::collections::BTreeMap<String, PathBuf> {
    let dir = book.with_extension("sheets");
    convert(book, ALL_SHEETS_CSV, &dir, true);
    let mut sheets = sheets_by_book(&[book], &dir);
    sheets.swap_remove(0)
}

/// [`recalc_sheets`] of several workbooks (their names distinct) in one
/// LibreOffice run, given `seconds` in all: each start of LibreOffice costs
/// seconds, more than a small workbook's recalculation.
pub fn recalc_sheets_all(
    books: &[PathBuf],
    seconds: u32,
) -> Vec<std::collections::BTreeMap<String, PathBuf>> {
    let Some(first) = books.first() else {
        return vec![];
    };
    let dir = first.with_extension("all-sheets");
    convert_all(books, ALL_SHEETS_CSV, &dir, true, seconds);
    sheets_by_book(books, &dir)
}

/// Each book's sheets among the CSV files in `dir` (named `STEM-SHEET.csv`,
/// or `STEM.csv` for a book of one sheet): sheet name → path.
fn sheets_by_book<P: AsRef<Path>>(
    books: &[P],
    dir: &Path,
) -> Vec<std::collections::BTreeMap<String, PathBuf>> {
    let stems: Vec<String> = books
        .iter()
        .map(|b| {
            let stem = b.as_ref().file_stem().expect("a name");
            stem.to_string_lossy().to_string()
        })
        .collect();
    let mut out = vec![std::collections::BTreeMap::new(); books.len()];
    for e in std::fs::read_dir(dir).expect("CSV folder") {
        let p = e.expect("entry").path();
        let name = p.file_stem().expect("name").to_string_lossy().to_string();
        if let Some(i) = stems.iter().position(|s| *s == name) {
            out[i].insert(name, p);
            continue;
        }
        // `f1-target40-Table` is f1-target40's sheet, not f1's: the
        // longest stem it starts with.
        let owner = (0..books.len())
            .filter(|&i| name.starts_with(&format!("{}-", stems[i])))
            .max_by_key(|&i| stems[i].len());
        if let Some(i) = owner {
            let sheet = name[stems[i].len() + 1..].to_string();
            out[i].insert(sheet, p);
        }
    }
    for (book, sheets) in books.iter().zip(&out) {
        let book = book.as_ref().display();
        assert!(!sheets.is_empty(), "{book}: no sheet exported");
    }
    out
}

/// Prints a workbook to PDF as LibreOffice would (its own page setup).
pub fn print_pdf(book: &Path) -> PathBuf {
    let dir = book.with_extension("pdf.d");
    convert(book, "pdf", &dir, true);
    let pdf = dir.join(book.with_extension("pdf").file_name().expect("a name"));
    assert!(pdf.exists(), "{}: no PDF", book.display());
    pdf
}

/// The number of pages of a PDF (poppler's pdfinfo).
pub fn pages(pdf: &Path) -> usize {
    let o = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo runs");
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("pdfinfo tells the pages")
}

/// The text of one page of a PDF (poppler's pdftotext, layout kept).
pub fn page_text(pdf: &Path, page: usize) -> String {
    let o = Command::new("pdftotext")
        .args(["-layout", "-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    String::from_utf8_lossy(&o.stdout).to_string()
}

/// Page `page` of a PDF as a PNG at `dpi`: its pixels, width and height (RGB).
pub fn page_pixels(pdf: &Path, page: usize, dpi: u32) -> (Vec<u8>, usize, usize) {
    let o = Command::new("pdftoppm")
        .args(["-f", &page.to_string(), "-l", &page.to_string()])
        .args(["-r", &dpi.to_string(), "-singlefile"])
        .arg(pdf)
        .output()
        .expect("pdftoppm runs");
    assert!(
        o.status.success(),
        "pdftoppm: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let (w, h, pixels) = netpbm(&o.stdout, "P6", 3);
    (pixels, w, h)
}

/// A binary Netpbm picture as poppler's pdftoppm writes it (`magic` "P6":
/// RGB, `channels` 3; "P5" with `-gray`: 1): width, height and pixels.
pub fn netpbm(data: &[u8], magic: &str, channels: usize) -> (usize, usize, Vec<u8>) {
    // "P6\n<w> <h>\n255\n" then the pixels.
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while data[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !data[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(String::from_utf8_lossy(&data[start..i]).to_string());
    }
    assert_eq!(fields[0], magic, "a {magic} picture");
    let w: usize = fields[1].parse().expect("a width");
    let h: usize = fields[2].parse().expect("a height");
    let pixels = data[i + 1..].to_vec();
    assert_eq!(pixels.len(), w * h * channels, "its pixels");
    (w, h, pixels)
}
