//! A task's text pasted into the page: read by the library's reader, as
//! `gametable read` reads it, into what fills the form (the reading's
//! template as a template fills it), each sentence with what it gave, and
//! the reading's completeness and answers. Plain Rust, tested natively.

use gametable::exam::wording::Lang;
use gametable::read::{self, ReadError, MAX_TEXT};
use gametable::solve::{human_bytes, SolveOptions};
use gametable::task::parse_template;
use serde_json::{json, Value};

use crate::session::{form_fields, form_questions, PAGE_MAX_BYTES};

/// Every task of the text, as `{"ok": true, "tasks": [{"number", "title",
/// "complete", "problems", "answers", "template", "form", "sentences"},
/// …]}` (`problems` and `answers` as `gametable read --json` gives
/// `unread` and `answers`; `form` the fields and questions the reading's
/// template fills, or null when it does not parse; `sentences` each with
/// the keys it set, its questions' ids and whether it was read); or
/// `{"ok": false, "error": …}` when the text holds no task.
pub fn read(text: &str, lang: Lang) -> Value {
    let tasks = match read::read_bytes(text.as_bytes()) {
        Ok(t) => t,
        Err(e) => return json!({"ok": false, "error": error(&e, lang)}),
    };
    // As the page solves the form: within its memory, one thread.
    let opts = SolveOptions {
        max_bytes: PAGE_MAX_BYTES,
        threads: 1,
        ..SolveOptions::default()
    };
    let list: Vec<Value> = tasks
        .iter()
        .zip(read::reports_with(&tasks, &opts, lang))
        .map(|(r, report)| {
            let form = parse_template("(read)", &report.template).ok().map(|(spec, _)| {
                json!({"fields": form_fields(&spec.game), "questions": form_questions(&spec)})
            });
            json!({
                "number": report.number,
                "title": report.title,
                "complete": report.complete,
                "problems": report.unread,
                "answers": report.answers,
                "template": report.template,
                "form": form,
                "sentences": r.sentences,
            })
        })
        .collect();
    json!({"ok": true, "tasks": list})
}

/// Why nothing was read, in one line in the page's language.
fn error(e: &ReadError, lang: Lang) -> String {
    match e {
        ReadError::Empty => gametable::tr!(lang, "page-read-empty"),
        ReadError::TooLarge(n) => gametable::tr!(
            lang,
            "page-read-too-large",
            size = human_bytes(*n),
            max = human_bytes(MAX_TEXT)
        ),
        // The Russian line says «задача не найдена» itself.
        ReadError::NoTask if lang == Lang::Ru => e.message(lang),
        e => gametable::tr!(lang, "page-read-error", error = e.message(lang)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::tests::answers;
    use crate::{Request, Session};

    const DEMO: &str = include_str!("../../tests/fixtures/read/ege-2021-demo.txt");

    #[test]
    fn the_demo_fills_the_form_with_its_sentences_beside_it() {
        let v = read(DEMO, Lang::En);
        assert_eq!(v["ok"], true, "{v}");
        let t = &v["tasks"][0];
        assert_eq!(t["complete"], true, "{t}");
        assert_eq!(t["form"]["fields"]["start"], "7, S");
        assert_eq!(t["form"]["fields"]["moves"], "+1 *2");
        assert_eq!(t["form"]["fields"]["end"], "sum >= 77");
        assert_eq!(
            t["form"]["questions"],
            "19=min where some(code == 1)\n20=all where code == 2\n21=min where code == -2"
        );
        assert_eq!(answers(t), ["18", "31 34", "30"]);
        // The form filled from the reading solves to the reading's answers.
        let mut fields = t["form"]["fields"].clone();
        fields.as_object_mut().unwrap().retain(|_, v| !v.is_null()); // empty fields
        let form = Request {
            questions: t["form"]["questions"].as_str().unwrap().into(),
            ..serde_json::from_value(fields).unwrap()
        };
        let solved = Session::solve(form).expect("solves");
        assert_eq!(answers(&solved.summary()["cli"]), answers(t));
        let moves = t["sentences"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["keys"] == json!(["moves"]))
            .expect("the moves' sentence");
        assert!(moves["text"].as_str().unwrap().starts_with("За один ход"));
    }

    #[test]
    fn a_text_with_no_task_says_so_in_one_line() {
        let v = read("Сегодня хорошая погода.", Lang::En);
        assert_eq!(v["ok"], false);
        assert!(v["error"]
            .as_str()
            .unwrap()
            .starts_with("the text: no task found"));
        let v = read("Сегодня хорошая погода.", Lang::Ru);
        assert!(v["error"]
            .as_str()
            .unwrap()
            .starts_with("задача не найдена"));
        assert_eq!(
            read("  \n", Lang::Ru)["error"],
            "текст пуст: вставьте условие задачи"
        );
    }
}
