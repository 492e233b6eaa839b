//! The answer book as a document (`book --out book.md`, `.html`, `.docx`):
//! what the workbook holds apart from its grids — the key (each task's
//! rules on one line and its answers to 19, 20, 21, a task read
//! incompletely marked), then each task: its statement, its answers and,
//! for a task read from its text, how it was read (each key beside the words
//! it came from, each unread part marked).
//!
//! The book is built once as [`Block`]s; each format only writes them
//! ([`markdown`], [`html`], [`super::book_docx`]).

use crate::book::statement::{self, Statement};
use crate::book::variants::ReadingNote;
use crate::book::{Entry, KEY_IDS};
use crate::exam::wording::Lang;
use crate::xml_text::escape;

/// A document format of the book.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocFormat {
    Markdown,
    Html,
    Docx,
}

impl DocFormat {
    /// The format a file's extension names (`md`, `html`/`htm`, `docx`).
    pub fn of_extension(ext: &str) -> Option<DocFormat> {
        match ext.to_lowercase().as_str() {
            "md" => Some(DocFormat::Markdown),
            "html" | "htm" => Some(DocFormat::Html),
            "docx" => Some(DocFormat::Docx),
            _ => None,
        }
    }
}

/// A piece of a paragraph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    pub text: String,
    pub bold: bool,
    /// A part of the task's text that was not read (red, as on the sheet).
    pub unread: bool,
    /// Template keys (`moves = +1 *2`): monospaced.
    pub code: bool,
}

impl Run {
    /// Plain text.
    pub fn plain(text: impl Into<String>) -> Run {
        Run {
            text: text.into(),
            bold: false,
            unread: false,
            code: false,
        }
    }
    /// Bold text.
    pub fn bold(text: impl Into<String>) -> Run {
        Run {
            bold: true,
            ..Run::plain(text)
        }
    }
}

/// One block of the book, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    /// The book's title.
    Title(String),
    /// A section: the key, a task (its anchor: `task-N`).
    Heading(String, Option<String>),
    /// A sub-section: how the text was read.
    Subheading(String),
    Para(Vec<Run>),
    /// An item of a list.
    Item(Vec<Run>),
    /// The key: a header row, then rows of cells; the first cell of a row
    /// links to its task's section.
    Table {
        head: Vec<String>,
        rows: Vec<(String, Vec<Vec<Run>>)>,
    },
}

/// The anchor of task `n`'s section.
fn anchor(n: usize) -> String {
    format!("task-{n}")
}

/// The book as blocks.
pub fn blocks(entries: &[Entry], statements: &[Statement], lang: Lang) -> Vec<Block> {
    let w = statement::words(lang);
    let mut out = vec![Block::Title(w.get("title.book"))];
    out.push(Block::Heading(w.get("title.key"), None));
    let others = entries.iter().any(|e| !e.other_answers().is_empty());
    let mut head = vec![
        w.get(crate::book::first_column(entries)),
        w.get("col.rules"),
    ];
    head.extend(KEY_IDS.iter().map(|s| s.to_string()));
    if others {
        head.push(w.get("col.other"));
    }
    let rows = entries
        .iter()
        .map(|e| {
            let mut rules = Vec::new();
            if e.reading.as_ref().is_some_and(|n| !n.complete) {
                rules.push(Run {
                    unread: true,
                    ..Run::bold(crate::tr!(lang, "book-incomplete"))
                });
                rules.push(Run::plain(" "));
            }
            rules.push(Run::plain(statement::brief(&e.solved.task.game, lang)));
            let mut cells = vec![vec![Run::plain(e.number.to_string())], rules];
            cells.extend(KEY_IDS.iter().map(|id| vec![Run::bold(e.key_answer(id))]));
            if others {
                cells.push(vec![Run::plain(e.other_answers())]);
            }
            (anchor(e.number), cells)
        })
        .collect();
    out.push(Block::Table { head, rows });
    let answers = crate::export::sheet::words(lang).answers;
    for (e, st) in entries.iter().zip(statements) {
        let title = if e.reading.is_some() {
            e.solved.task.title(lang).to_string()
        } else {
            st.title.clone()
        };
        out.push(Block::Heading(title, Some(anchor(e.number))));
        out.push(Block::Para(vec![Run::plain(st.rules.clone())]));
        for q in &st.questions {
            out.push(Block::Para(vec![Run::plain(q.clone())]));
        }
        out.push(Block::Para(vec![Run::bold(format!("{answers}:"))]));
        for a in &e.solved.answers {
            out.push(Block::Item(vec![
                Run::bold(format!("{}:", a.id)),
                Run::plain(format!(" {}", a.shown())),
            ]));
        }
        if let Some(note) = &e.reading {
            out.extend(reading(note, lang));
        }
    }
    out
}

/// How a task's text was read: each key with the words it came from, then
/// each part not read, marked.
fn reading(note: &ReadingNote, lang: Lang) -> Vec<Block> {
    let w = statement::words(lang);
    let mut out = vec![Block::Subheading(w.get("reading.title"))];
    for (words, key) in &note.keys {
        out.push(Block::Item(vec![
            Run {
                code: true,
                ..Run::plain(key.clone())
            },
            Run::plain(format!("   ← «{words}»")),
        ]));
    }
    let mark = w.get("reading.unread");
    for u in &note.unread {
        out.push(Block::Item(vec![
            Run {
                unread: true,
                ..Run::bold(format!("{mark}:"))
            },
            Run {
                unread: true,
                ..Run::plain(format!(" {}", u.message(lang)))
            },
        ]));
    }
    out
}

/// The book in `format`.
///
/// # Errors
/// Writing the Word file's zip fails.
pub fn document(
    entries: &[Entry],
    statements: &[Statement],
    lang: Lang,
    format: DocFormat,
) -> anyhow::Result<Vec<u8>> {
    let b = blocks(entries, statements, lang);
    Ok(match format {
        DocFormat::Markdown => markdown(&b).into_bytes(),
        DocFormat::Html => html(&b, lang).into_bytes(),
        DocFormat::Docx => super::book_docx::docx(&b, lang)?,
    })
}

/// Markdown text: the characters Markdown would read as markup escaped,
/// line breaks as spaces (a table cell is one line).
fn md_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn md_runs(runs: &[Run]) -> String {
    runs.iter()
        .map(|r| {
            if r.code {
                // A code span: its text as it is (a `|` in a table still escaped).
                let t = r.text.replace(['\n', '\r'], " ").replace('|', "\\|");
                let ticks = if t.contains('`') { "``" } else { "`" };
                return format!("{ticks}{t}{ticks}");
            }
            let t = md_text(&r.text);
            let lead = t.len() - t.trim_start().len();
            let (space, t) = t.split_at(lead);
            // Markdown has no colour: an unread part is bold (its words
            // say what it is: «✗ не прочитано», «⚠ прочитано не полностью»).
            if t.is_empty() || !(r.bold || r.unread) {
                format!("{space}{t}")
            } else {
                format!("{space}**{t}**")
            }
        })
        .collect()
}

/// The book as Markdown (a table for the key, a section per task; an
/// unread part in bold, Markdown having no colour).
pub fn markdown(blocks: &[Block]) -> String {
    let mut out = String::new();
    let mut in_list = false;
    for b in blocks {
        let item = matches!(b, Block::Item(_));
        // A list ends with a blank line.
        if in_list && !item {
            out.push('\n');
        }
        in_list = item;
        match b {
            Block::Title(t) => out.push_str(&format!("# {}\n\n", md_text(t))),
            Block::Heading(t, anchor) => match anchor {
                Some(a) => out.push_str(&format!("## <a id=\"{a}\"></a>{}\n\n", md_text(t))),
                None => out.push_str(&format!("## {}\n\n", md_text(t))),
            },
            Block::Subheading(t) => out.push_str(&format!("### {}\n\n", md_text(t))),
            Block::Para(runs) => out.push_str(&format!("{}\n\n", md_runs(runs))),
            Block::Item(runs) => out.push_str(&format!("- {}\n", md_runs(runs))),
            Block::Table { head, rows } => {
                let head: Vec<String> = head.iter().map(|h| md_text(h)).collect();
                out.push_str(&format!("| {} |\n", head.join(" | ")));
                out.push_str(&format!("|{}\n", "---|".repeat(head.len())));
                for (anchor, cells) in rows {
                    let mut cells: Vec<String> = cells.iter().map(|c| md_runs(c)).collect();
                    if let Some(first) = cells.first_mut() {
                        *first = format!("[{first}](#{anchor})");
                    }
                    out.push_str(&format!("| {} |\n", cells.join(" | ")));
                }
                out.push('\n');
            }
        }
    }
    out
}

fn html_runs(runs: &[Run]) -> String {
    runs.iter()
        .map(|r| {
            let mut t = escape(&r.text).replace("&#10;", "<br>");
            if r.code {
                t = format!("<code>{t}</code>");
            }
            if r.bold {
                t = format!("<b>{t}</b>");
            }
            if r.unread {
                t = format!("<span class=\"unread\">{t}</span>");
            }
            t
        })
        .collect()
}

/// The book as one HTML page (its styles inline, printable on A4; an unread
/// part in red, as on the sheet).
pub fn html(blocks: &[Block], lang: Lang) -> String {
    let title = blocks
        .iter()
        .find_map(|b| match b {
            Block::Title(t) => Some(t.as_str()),
            _ => None,
        })
        .unwrap_or("");
    let code = match lang {
        Lang::Ru => "ru",
        Lang::En => "en",
    };
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n\
         body {{ font-family: sans-serif; max-width: 50em; margin: 1em auto; }}\n\
         table {{ border-collapse: collapse; }}\n\
         th, td {{ border: 1px solid #999; padding: 0.2em 0.4em; vertical-align: top; }}\n\
         .unread {{ color: #9c0006; }}\n\
         h2 {{ break-before: page; }}\n\
         h2:first-of-type {{ break-before: auto; }}\n\
         </style>\n</head>\n<body>\n",
        escape(title)
    );
    let mut in_list = false;
    for b in blocks {
        let item = matches!(b, Block::Item(_));
        if in_list && !item {
            out.push_str("</ul>\n");
        }
        if item && !in_list {
            out.push_str("<ul>\n");
        }
        in_list = item;
        match b {
            Block::Title(t) => out.push_str(&format!("<h1>{}</h1>\n", escape(t))),
            Block::Heading(t, anchor) => match anchor {
                Some(a) => out.push_str(&format!("<h2 id=\"{a}\">{}</h2>\n", escape(t))),
                None => out.push_str(&format!("<h2>{}</h2>\n", escape(t))),
            },
            Block::Subheading(t) => out.push_str(&format!("<h3>{}</h3>\n", escape(t))),
            Block::Para(runs) => out.push_str(&format!("<p>{}</p>\n", html_runs(runs))),
            Block::Item(runs) => out.push_str(&format!("<li>{}</li>\n", html_runs(runs))),
            Block::Table { head, rows } => {
                out.push_str("<table>\n<tr>");
                for h in head {
                    out.push_str(&format!("<th>{}</th>", escape(h)));
                }
                out.push_str("</tr>\n");
                for (anchor, cells) in rows {
                    out.push_str("<tr>");
                    for (i, c) in cells.iter().enumerate() {
                        let t = html_runs(c);
                        if i == 0 {
                            out.push_str(&format!("<td><a href=\"#{anchor}\">{t}</a></td>"));
                        } else {
                            out.push_str(&format!("<td>{t}</td>"));
                        }
                    }
                    out.push_str("</tr>\n");
                }
                out.push_str("</table>\n");
            }
        }
    }
    if in_list {
        out.push_str("</ul>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}
