//! Reading a file of many variants: TOML (`[[variant]]` tables with the keys
//! of a template) or CSV (one variant per row, a column per key).
//!
//! Every variant is checked before anything is solved or written; a mistake
//! names the file, the line, the variant (row) and the field:
//!
//! ```text
//! variants.csv:18: row 17, moves: column 4: expected ';' or the next move …
//! variants.toml:97: variant 17, end: column 5: expected a number …
//! ```

use std::path::Path;

use crate::exam::wording::Lang;
use crate::i18n::{Arg, Msg};
use crate::msg;
use crate::task::{parse_variants, Task, TaskSpec};

/// A checked variant, ready to solve.
#[derive(Debug)]
pub struct BookVariant {
    /// 1-based, in the file's order.
    pub number: usize,
    pub task: Task,
    /// Whether the file names it (else its name is its number).
    pub named: bool,
    /// The reading it was built from, when it was read from a text: it is
    /// solved as read ([`crate::read::Reading::solve_full_with`]: its
    /// examples checked, its completeness said), when the book's variants
    /// are solved.
    pub reading: Option<Box<crate::read::Reading>>,
}

/// How a task's text was read, for its sheet: each key with the words it
/// came from, and what was not read.
#[derive(Debug, Clone, Default)]
pub struct ReadingNote {
    /// (the words, `key = value`), in the template's order, questions last.
    pub keys: Vec<(String, String)>,
    /// What was not read, or does not agree.
    pub unread: Vec<Msg>,
    /// Every rule and question read, every example agreeing (`read`'s
    /// `complete`): else the key marks the task.
    pub complete: bool,
}

impl ReadingNote {
    /// The note of a reading and its outcome.
    pub fn of(r: &crate::read::Reading, outcome: &crate::read::Outcome) -> ReadingNote {
        let mut keys: Vec<(String, String)> = crate::task::TEMPLATE_KEYS
            .iter()
            .filter_map(|name| r.keys.iter().find(|k| k.name == *name))
            .map(|k| (k.words.clone(), format!("{} = {}", k.name, k.value)))
            .collect();
        for q in &r.questions {
            for (i, query) in q.queries.iter().enumerate() {
                keys.push((q.words.clone(), format!("{} = {query}", q.id_of(i))));
            }
        }
        ReadingNote {
            keys,
            unread: outcome.notes.clone(),
            complete: outcome.complete,
        }
    }
}

/// The columns a CSV of variants may have (the keys of a template).
pub const CSV_COLUMNS: [&str; 14] = crate::task::TEMPLATE_KEYS;

/// Reads and checks every variant of a file (`.toml`, or `.csv`/`.txt`).
/// All bad variants are looked at; the error names the first and counts
/// the others.
///
/// # Errors
/// The file cannot be read, is neither TOML nor CSV, or a variant is wrong.
pub fn read(path: &Path) -> Result<Vec<BookVariant>, Msg> {
    read_noted(path).map(|(list, _)| list)
}

/// [`read`], and a note on how the file was read: a CSV in Windows-1251
/// (Russian Excel's) is decoded as `check` decodes tables
/// ([`crate::import::decode_text`]), and said.
///
/// # Errors
/// As [`read`].
pub fn read_noted(path: &Path) -> Result<(Vec<BookVariant>, Option<Msg>), Msg> {
    let name = path.display().to_string();
    let bytes = crate::resources::read_input(path)
        .map_err(|e| msg!("at-file", file = &name, error = crate::i18n::io_error(&e)))?;
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    // A task's text (a document of tasks 19–21), not a list of variants.
    if matches!(
        ext.as_str(),
        "md" | "html" | "htm" | "docx" | "doc" | "odt" | "rtf"
    ) || ext == "txt" && !is_csv_of_variants(&bytes)
    {
        return from_document(&name, &bytes).map(|list| (list, None));
    }
    match ext.as_str() {
        "toml" => {
            let text = std::str::from_utf8(&bytes)
                .map_err(|e| msg!("variants-not-utf8", file = &name, byte = e.valid_up_to()))?;
            Ok((within_a_book(&name, from_toml(&name, text)?)?, None))
        }
        "csv" | "txt" | "tsv" => {
            let (text, note) = crate::import::decode_text(&bytes)
                .map_err(|e| msg!("at-file", file = &name, error = e))?;
            Ok((
                within_a_book(&name, from_csv(&name, &text)?)?,
                note.map(|n| msg!("at-file", file = &name, error = n)),
            ))
        }
        _ => Err(msg!("variants-format", file = &name)),
    }
}

/// Whether a `.txt` file is a CSV of variants: its first line names
/// template keys, separated by `,` `;` or tab.
fn is_csv_of_variants(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(4096)]);
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let cols: Vec<&str> = first.split([',', ';', '\t']).map(str::trim).collect();
    cols.len() >= 2 && cols.iter().all(|c| CSV_COLUMNS.contains(c))
}

/// The tasks of a document, each read (`gametable read`) and built into a
/// task; each is solved later, as read ([`BookVariant::reading`]). A task
/// read incompletely is kept: its sheet names what was not read, and the
/// key marks it.
fn from_document(name: &str, bytes: &[u8]) -> Result<Vec<BookVariant>, Msg> {
    let span = crate::timing::span("read the text");
    let tasks = crate::read::read_bytes(bytes)
        .map_err(|e| msg!("at-file", file = name, error = e.to_msg()))?;
    drop(span);
    let mut out = Vec::with_capacity(tasks.len());
    let mut errors = Vec::new();
    let labels = crate::read::shown_numbers(&tasks);
    for (i, (r, label)) in tasks.into_iter().zip(labels).enumerate() {
        match r
            .spec()
            .build(&|k| msg!("variants-task-key", file = name, label = &label, key = k))
        {
            Ok(mut task) => {
                // Both languages' words: the book is worded later, in its own.
                let titled = |lang| crate::tr!(lang, "st-title-task", n = label.as_str());
                task.name = titled(Lang::Ru);
                task.name_en = Some(titled(Lang::En));
                out.push(BookVariant {
                    number: i + 1,
                    task,
                    named: true,
                    reading: Some(Box::new(r)),
                });
            }
            Err(e) => errors.push(msg!(
                "variants-task-not-game",
                label = &label,
                error = e,
                file = name
            )),
        }
    }
    match errors.len() {
        0 => Ok(out),
        1 => Err(msg!("at-file", file = name, error = errors.swap_remove(0))),
        n => Err(msg!(
            "variants-more-tasks",
            file = name,
            error = errors.swap_remove(0),
            more = n - 1
        )),
    }
}

/// A variant read but not yet checked: its number, its keys, and how to name a key in messages.
type Pending<'a> = (usize, TaskSpec, Box<dyn Fn(&str) -> Msg + 'a>);

/// Builds every variant, collecting the errors: the first is reported with
/// a count of the others.
fn build_all(items: Vec<Pending<'_>>) -> Result<Vec<BookVariant>, Vec<(usize, Msg)>> {
    let mut out = Vec::with_capacity(items.len());
    let mut errors = Vec::new();
    for (number, spec, locate) in items {
        match spec.build(&*locate) {
            Ok(mut task) => {
                let named = spec.name.is_some();
                if !named {
                    task.name = number.to_string();
                }
                out.push(BookVariant {
                    number,
                    task,
                    named,
                    reading: None,
                })
            }
            Err(e) => errors.push((number, e)),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// Parses a TOML file of `[[variant]]` tables.
///
/// # Errors
/// Bad TOML, an unknown key, or a wrong variant.
pub fn from_toml(name: &str, text: &str) -> Result<Vec<BookVariant>, Msg> {
    let list = parse_variants(name, text)?;
    let items = list
        .into_iter()
        .map(|v| {
            let number = v.number;
            let line = v.line;
            let origin = v.origin;
            let locate: Box<dyn Fn(&str) -> Msg> = Box::new(move |key: &str| {
                let l = origin.line(key).unwrap_or(line);
                msg!(
                    "variants-variant-key",
                    file = &origin.name,
                    line = l,
                    number = number,
                    key = key
                )
            });
            (number, v.spec, locate)
        })
        .collect();
    build_all(items).map_err(first_of)
}

/// Parses a CSV of variants: a header row naming the columns
/// ([`CSV_COLUMNS`]), then one variant per row. The delimiter is `,` or `;`
/// (whichever the header uses); questions are separated by `|`.
///
/// # Errors
/// An unknown or missing column, a row with the wrong number of fields, a
/// bad value, or a wrong variant.
pub fn from_csv(name: &str, text: &str) -> Result<Vec<BookVariant>, Msg> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let header_line = text.lines().next().unwrap_or("");
    let delimiter = if header_line.matches(';').count() > header_line.matches(',').count() {
        b';'
    } else {
        b','
    };
    let mut rd = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .flexible(false)
        .from_reader(text.as_bytes());
    let headers = rd
        .headers()
        .map_err(|e| msg!("at-line", file = name, line = 1, error = e.to_string()))?
        .iter()
        .map(|h| h.trim().to_lowercase())
        .collect::<Vec<_>>();
    for (i, h) in headers.iter().enumerate() {
        if let Some(first) = headers[..i].iter().position(|o| o == h) {
            return Err(msg!(
                "variants-column-twice",
                file = name,
                first = first + 1,
                second = i + 1,
                column = h
            ));
        }
        if !CSV_COLUMNS.contains(&h.as_str()) {
            return Err(msg!(
                "variants-column-unknown",
                file = name,
                number = i + 1,
                column = h,
                known = CSV_COLUMNS.join(", ")
            ));
        }
    }
    for need in ["start", "moves", "end"] {
        if !headers.iter().any(|h| h == need) {
            return Err(msg!(
                "variants-column-missing",
                file = name,
                column = need,
                known = CSV_COLUMNS.join(", ")
            ));
        }
    }
    let mut items: Vec<Pending<'static>> = Vec::new();
    let mut bad = Vec::new();
    for (i, rec) in rd.records().enumerate() {
        let number = i + 1;
        let rec = match rec {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(number + 1, |p| p.line() as usize);
                let what = match e.kind() {
                    csv::ErrorKind::UnequalLengths {
                        expected_len, len, ..
                    } => msg!("variants-fields", expected = *expected_len, found = *len),
                    _ => e.to_string().into(),
                };
                bad.push((
                    number,
                    msg!(
                        "variants-row",
                        file = name,
                        line = line,
                        number = number,
                        error = what
                    ),
                ));
                continue;
            }
        };
        let line = rec.position().map_or(number + 1, |p| p.line() as usize);
        let here = move |key: &str| {
            msg!(
                "variants-row-key",
                file = name,
                line = line,
                number = number,
                key = key
            )
        };
        let get = |key: &str| -> Option<String> {
            headers
                .iter()
                .position(|h| h == key)
                .and_then(|i| rec.get(i))
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_string)
        };
        let cap = match get("cap").map(|v| v.parse::<i64>()) {
            None => None,
            Some(Ok(v)) => Some(v),
            Some(Err(_)) => {
                bad.push((
                    number,
                    msg!("at-file", file = here("cap"), error = msg!("variants-cap")),
                ));
                continue;
            }
        };
        let handed = match get("handed_win_counts").map(|v| v.to_lowercase()) {
            None => None,
            Some(v) if ["true", "yes", "1", "да"].contains(&v.as_str()) => Some(true),
            Some(v) if ["false", "no", "0", "нет"].contains(&v.as_str()) => Some(false),
            Some(v) => {
                bad.push((
                    number,
                    msg!(
                        "at-file",
                        file = here("handed_win_counts"),
                        error = msg!("variants-true-false", found = v)
                    ),
                ));
                continue;
            }
        };
        // Named as a template's list is (`19`, `20-min2`, `ID=QUERY`: the
        // task it answers; three unnamed queries are 19, 20, 21).
        let questions = get("questions").map(|q| {
            let list: Vec<String> = q.split('|').map(|x| x.trim().to_string()).collect();
            crate::exam::question_list(&list)
        });
        let spec = TaskSpec {
            name: get("name"),
            name_en: None,
            description: get("description"),
            game: crate::game::rules::GameSpec {
                start: get("start"),
                s: get("s"),
                k: get("k"),
                moves: get("moves"),
                end: get("end"),
                winner: get("winner"),
                no_moves: get("no_moves"),
                no_repeat: get("no_repeat"),
                require: get("require"),
                cap,
                handed_win_counts: handed,
            },
            questions,
        };
        let name = name.to_string();
        let locate: Box<dyn Fn(&str) -> Msg> = Box::new(move |key: &str| {
            msg!(
                "variants-row-key",
                file = &name,
                line = line,
                number = number,
                key = key
            )
        });
        items.push((number, spec, locate));
    }
    if items.is_empty() && bad.is_empty() {
        return Err(msg!("variants-no-rows", file = name));
    }
    match build_all(items) {
        Ok(v) if bad.is_empty() => Ok(v),
        Ok(_) => Err(first_of(bad)),
        Err(e) => {
            // Report the earliest row.
            bad.extend(e);
            Err(first_of(bad))
        }
    }
}

/// The first mistake (by variant or row number), and how many more there
/// are: «(and 1 more bad variant)». A rule's caret line stays last.
fn first_of(mut errors: Vec<(usize, Msg)>) -> Msg {
    errors.sort_by_key(|(number, _)| *number);
    let n = errors.len();
    let first = errors.swap_remove(0).1;
    if n == 1 {
        return first;
    }
    let more = msg!("variants-more-bad", count = n - 1);
    let noted =
        |m: &Arg| -> Arg { msg!("with-note", message = m.clone(), note = more.clone()).into() };
    first
        .amend("rule-at", "message", &noted)
        .unwrap_or_else(|| msg!("with-note", message = first, note = more.clone()))
}

/// The most variants a book holds: its sheets (the key, the statements and
/// one a variant) must fit the 10 000 sheets LibreOffice opens; such a book
/// already takes minutes to write.
pub const MAX_VARIANTS: usize = 10_000 - 2;

fn within_a_book(name: &str, list: Vec<BookVariant>) -> Result<Vec<BookVariant>, Msg> {
    if list.len() > MAX_VARIANTS {
        return Err(msg!(
            "variants-too-many",
            file = name,
            count = list.len(),
            max = MAX_VARIANTS
        ));
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exam::wording::Lang;

    /// A document of tasks read from their texts is solved on worker
    /// threads: the book (its answers, its readings, its bytes) is the same
    /// as solved on one.
    #[test]
    fn a_document_solved_on_two_threads_makes_the_book_of_one() {
        use crate::export::book::{workbook, BookOptions};
        let doc = [
            include_str!("../../tests/fixtures/read/kp1921-039.txt"),
            include_str!("../../tests/fixtures/read/kp1921-041.txt"),
            include_str!("../../tests/fixtures/read/kp1921-046.txt"),
            include_str!("../../tests/fixtures/read/kp1921-146.txt"),
            include_str!("../../tests/fixtures/read/ege-2021-demo.txt"),
        ]
        .join("\n\n");
        let book = |threads| {
            let list = from_document("tasks.txt", doc.as_bytes()).unwrap();
            assert_eq!(list.len(), 5);
            let opts = crate::solve::SolveOptions::default();
            let entries = crate::book::solve_all(list, &opts, 1000, threads, &|| {}).unwrap();
            let statements: Vec<_> = entries
                .iter()
                .map(|e| crate::book::statement::statement(e.number, &e.solved, Lang::Ru))
                .collect();
            let o = BookOptions {
                lang: Lang::Ru,
                grids: true,
                trees: true,
                labels: crate::label::Convention::WinLose,
                threads,
            };
            let keys: Vec<_> = entries
                .iter()
                .map(|e| {
                    (
                        e.number,
                        e.key_answer("19"),
                        e.reading.clone().map(|n| n.keys),
                    )
                })
                .collect();
            (keys, workbook(&entries, &statements, &o, &|| {}).unwrap())
        };
        let (one_keys, one) = book(1);
        assert!(one_keys.iter().all(|k| k.2.is_some()), "{one_keys:?}");
        let (two_keys, two) = book(2);
        assert_eq!(one_keys, two_keys);
        assert!(one == two, "two threads gave other bytes");
    }

    #[test]
    fn a_book_of_more_variants_than_sheets_fit_is_refused() {
        let mut csv = String::from("start,s,moves,end\n");
        for i in 0..=MAX_VARIANTS {
            csv.push_str(&format!("\"7, S\",1..{},+1 *2,sum >= 77\n", 60 + i % 9));
        }
        let list = from_csv("v.csv", &csv).unwrap();
        let e = within_a_book("v.csv", list).unwrap_err().to_string();
        assert!(
            e.starts_with("v.csv: 9999 variants; a book holds at most 9998"),
            "{e}"
        );
        let one = from_csv(
            "v.csv",
            "start,s,moves,end\n\"7, S\",1..69,+1 *2,sum >= 77\n",
        )
        .unwrap();
        assert_eq!(within_a_book("v.csv", one).unwrap().len(), 1);
        assert_eq!(
            msg!("variants-more-bad", count = 2).to_string(),
            "(and 2 more bad variants)"
        );
    }

    #[test]
    fn a_single_question_keeps_the_task_it_answers() {
        let csv = "start,s,moves,end,questions\n\"7, S\",1..69,+1 *2,sum >= 77,21\n";
        let list = from_csv("v.csv", csv).unwrap();
        assert_eq!(list[0].task.questions[0].id, "21");
        let s = crate::book::statement::statement(
            1,
            &crate::solved::solve_task(
                list[0].task.clone(),
                &crate::solve::SolveOptions::default(),
                1000,
            )
            .unwrap(),
            crate::exam::wording::Lang::Ru,
        );
        assert!(
            s.questions[0].starts_with("Задание 21. "),
            "{:?}",
            s.questions
        );
    }

    #[test]
    fn csv_rows_are_named() {
        let csv = "start,s,moves,end,questions\n7 S,1..69,+1 *2,sum >= 77,19|20|21\n\"7, S\",1..69,+1 %2,sum >= 77,19|20|21\n";
        let e = from_csv("v.csv", csv).unwrap_err().to_string();
        assert!(e.starts_with("v.csv:2: row 1, start:"), "{e}");
        assert!(e.contains("(and 1 more bad variant)"), "{e}");
        let csv = "start;s;moves;end\n7, S;1..69;+1 *2;sum >= 77\n";
        let v = from_csv("v.csv", csv).unwrap();
        assert_eq!(v[0].task.game.heaps, 2);
        assert_eq!(v[0].task.questions.len(), 3);
    }

    #[test]
    fn csv_header_and_field_counts() {
        let e = from_csv("v.csv", "start,moves,end,colour\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("column 4 'colour': unknown"), "{e}");
        let e = from_csv("v.csv", "start,moves,end\nS,+1,sum >= 9,extra\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("v.csv:2: row 1: expected 3 fields"), "{e}");
        let e = from_csv("v.csv", "start,s,moves,end,cap\nS,1..9,+1,sum >= 9,ten\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("row 1, cap: expected a whole number"), "{e}");
    }

    #[test]
    fn toml_variants_are_named_with_their_line() {
        let t = "[[variant]]\nstart = \"S\"\ns = \"1..9\"\nmoves = \"+1\"\nend = \"sum >= 10\"\n\n[[variant]]\nstart = \"S\"\ns = \"1..9\"\nmoves = \"+1\"\nend = \"sum >== 10\"\n";
        let e = from_toml("v.toml", t).unwrap_err().to_string();
        assert!(e.starts_with("v.toml:11: variant 2, end:"), "{e}");
        let t = "[[variant]]\nstart = \"S\"\nmovez = \"+1\"\n";
        let e = from_toml("v.toml", t).unwrap_err().to_string();
        assert!(e.contains("v.toml:3:") && e.contains("(variant 1)"), "{e}");
        let e = from_toml("v.toml", "# nothing\n").unwrap_err().to_string();
        assert!(e.contains("no variants"), "{e}");
    }
}
