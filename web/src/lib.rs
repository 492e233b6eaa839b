//! gametable in the browser: the library compiled to WebAssembly, behind a
//! handful of functions the page's worker calls. The page holds the user
//! interface only; every computation — reading the rules, solving, the
//! answers, the explanations, checking a student's table, writing the
//! workbooks — happens here, through the library functions the CLI uses.
//!
//! Values cross the boundary as JSON text (requests in, results out) and
//! bytes (files in and out); the last solved game is kept between calls so
//! that downloads, explanations and checks do not solve it again.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

#[cfg(test)]
mod page_words;
mod reading;
mod session;

pub use session::{Request, Session};

thread_local! {
    /// The last class checked: its workbook, for the download.
    static CLASS_BOOK: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
    static SESSION: RefCell<Option<Session>> = const { RefCell::new(None) };
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Keeps a panic's message, so that the page can show it instead of
/// "unreachable executed".
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        PANIC.with(|p| *p.borrow_mut() = Some(info.to_string()));
    }));
}

/// The message of the last panic, if any.
#[wasm_bindgen]
pub fn last_panic() -> Option<String> {
    PANIC.with(|p| p.borrow_mut().take())
}

/// Every built-in template as JSON: name, title, description and the
/// fields of the rules form.
#[wasm_bindgen]
pub fn templates() -> String {
    session::templates().to_string()
}

/// Reads a task's text (or a document of tasks) as `gametable read` does:
/// for each task what fills the form, each sentence with the keys it set,
/// whether it was read completely and its answers (JSON; see
/// `reading::read`); `lang` is `ru` or `en`: the language of the notes on
/// what was not read, and of the error for a text that holds no task.
#[wasm_bindgen]
pub fn read(text: &str, lang: &str) -> String {
    reading::read(text, session::page_lang(lang)).to_string()
}

/// A table of fewer cells than this is solved in milliseconds: reporting its
/// progress (each report a message to the page, handled before the answer)
/// would only delay the table it is waiting for.
const PROGRESS_FROM_CELLS: u64 = 250_000;

/// Reads the rules (a JSON [`Request`]), solves the game and keeps it,
/// calling `progress(done, total)` as the solver goes (cells of the table, at
/// most about a hundred calls; none for a table of fewer than
/// `PROGRESS_FROM_CELLS`). Returns JSON: `{"ok": true, …}` with the
/// CLI's `--json` document (no table), the grid and the colours; or `{"ok":
/// false, "errors": […]}` with one entry per field at fault (its message and
/// caret as the CLI prints).
#[wasm_bindgen]
pub fn solve(request: &str, progress: &js_sys::Function) -> String {
    let request: Request = match serde_json::from_str(request) {
        Ok(r) => r,
        Err(e) => {
            return session::failure("request", &gametable::i18n::Msg::from(e.to_string()))
                .to_string()
        }
    };
    let report = |done: u64, total: u64| {
        if total < PROGRESS_FROM_CELLS {
            return;
        }
        // The page's progress is a courtesy: a failing callback is ignored.
        let _ = progress.call2(
            &JsValue::NULL,
            &JsValue::from_f64(done as f64),
            &JsValue::from_f64(total as f64),
        );
    };
    match Session::solve_reporting(request, Some(&report)) {
        Ok(s) => {
            let out = s.summary();
            SESSION.with(|cell| *cell.borrow_mut() = Some(s));
            out.to_string()
        }
        Err(errors) => {
            SESSION.with(|cell| *cell.borrow_mut() = None);
            errors.to_string()
        }
    }
}

fn with_session<T>(f: impl FnOnce(&Session) -> Result<T, String>) -> Result<T, JsError> {
    SESSION.with(|cell| match cell.borrow().as_ref() {
        Some(s) => f(s).map_err(|e| JsError::new(&e)),
        None => Err(JsError::new("no game is solved yet")),
    })
}

/// The last solved game written as a file: `xlsx`, `formulas` (the
/// live-formula workbook), `ods`, `csv` or `answers-csv`; `lang` is `ru` or
/// `en`.
///
/// # Errors
/// Nothing is solved, or the writer refuses (the message says why).
#[wasm_bindgen]
pub fn download(kind: &str, lang: &str) -> Result<Vec<u8>, JsError> {
    with_session(|s| s.file(kind, lang))
}

/// The explanation of one position of the last solved game, with its
/// strategy tree drawn (JSON); `lang` is `ru` or `en`.
///
/// # Errors
/// Nothing is solved.
#[wasm_bindgen]
pub fn explain(heaps: Vec<i64>, lang: &str) -> Result<String, JsError> {
    with_session(|s| Ok(s.explain(&heaps, lang).to_string()))
}

/// Checks a student's table (the dropped file's name and bytes) against the
/// last solved game, as `gametable check --json --lang LANG` does (JSON).
///
/// # Errors
/// Nothing is solved.
#[wasm_bindgen]
pub fn check(name: &str, bytes: &[u8], lang: &str) -> Result<String, JsError> {
    with_session(|s| Ok(s.check(name, bytes, lang).to_string()))
}

/// Checks several dropped files as one class against the last solved game,
/// as `gametable check --class … --json --lang LANG` does (JSON); the class
/// workbook waits for [`class_workbook`]. `names` is a JSON list of the
/// files' names, `lengths` their sizes in bytes, `bytes` their contents one
/// after another; `marks` the rule (`5:95,4:80,3:60`).
///
/// # Errors
/// Nothing is solved, the names and sizes do not match the bytes, or the
/// rule is not one (the message says why).
#[wasm_bindgen]
pub fn check_class(
    names: &str,
    lengths: Vec<u32>,
    bytes: &[u8],
    lang: &str,
    marks: &str,
) -> Result<String, JsError> {
    let names: Vec<String> =
        serde_json::from_str(names).map_err(|e| JsError::new(&e.to_string()))?;
    if names.len() != lengths.len()
        || lengths.iter().map(|&n| n as usize).sum::<usize>() != bytes.len()
    {
        return Err(JsError::new(
            "the files' names and sizes do not match their bytes",
        ));
    }
    let mut files = Vec::with_capacity(names.len());
    let mut at = 0;
    for (name, n) in names.into_iter().zip(lengths) {
        let end = at + n as usize;
        files.push((name, &bytes[at..end]));
        at = end;
    }
    let (doc, book) = with_session(|s| s.check_class(&files, lang, marks))?;
    CLASS_BOOK.with(|c| *c.borrow_mut() = Some(book));
    Ok(doc.to_string())
}

/// The workbook of the last class checked (`--out class.xlsx`).
///
/// # Errors
/// No class was checked.
#[wasm_bindgen]
pub fn class_workbook() -> Result<Vec<u8>, JsError> {
    CLASS_BOOK
        .with(|c| c.borrow().clone())
        .ok_or_else(|| JsError::new("no class is checked yet"))
}
