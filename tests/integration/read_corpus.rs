//! The corpus of real task texts (`tests/fixtures/read/`, issue 21): each
//! text with its published answers and the game stated by hand. Here the
//! hand statements are solved by `gametable solve` and must give the
//! published answers — the engine checked on the corpus, and the manifests
//! checked for what the reader's tests rely on.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::support::{gametable, outcome, repo, tmp};

/// The two halves of the corpus: `dev` (the reader may be tuned on it) and
/// `held-out` (never tuned on: the honest measure).
pub const SPLITS: [&str; 2] = ["dev", "held-out"];

/// Dev texts as people paste them (encodings, HTML, Markdown, Word, a
/// collection of several tasks).
pub const FORMATS: &str = "formats";

/// Every folder of the corpus.
pub const FOLDERS: [&str; 3] = ["dev", "held-out", FORMATS];

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub task: Vec<CorpusTask>,
    #[serde(default)]
    pub document: Vec<Document>,
}

/// A file holding several tasks of the corpus, in order.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Document {
    pub id: String,
    pub file: String,
    pub note: String,
    /// The ids of the dev tasks it holds, in the order it holds them.
    pub parts: Vec<String>,
}

/// One text of the corpus as its manifest describes it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorpusTask {
    pub id: String,
    /// The text file, beside the manifest.
    pub file: String,
    /// Where the text and its answers were published.
    pub source: String,
    pub kind: Vec<String>,
    /// `complete`: every rule and question is in the text, a reader must
    /// read it all; `flag`: something the answers need is not in the text
    /// (or the answer is not a value of S), a reader must not claim it whole;
    /// `any`: the text is damaged so that a whole reading is a guess — either
    /// is allowed, but a whole reading must give the published answers.
    pub expect: String,
    #[serde(default)]
    pub note: Option<String>,
    /// The published answers, in the order the text asks the questions.
    pub published: Vec<Published>,
    /// Absent: the answers are the source's. `computed`: the source publishes
    /// none, they are gametable's and an independent program's, which agree;
    /// `partly-computed`: some of each (the note says which).
    #[serde(default)]
    pub answers_from: Option<String>,
    /// The game and questions stated by hand (the template keys of `solve`);
    /// absent for a task the rules language cannot state.
    #[serde(default)]
    pub template: Option<toml::Table>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Published {
    /// The question's number as the text gives it («Задание 19» → "19",
    /// «Вопрос 1» → "1"; unnumbered questions count from 1).
    pub id: String,
    pub answer: String,
}

/// The folder of one split.
pub fn split_dir(split: &str) -> PathBuf {
    repo("tests/fixtures/read").join(split)
}

/// The manifest of one folder.
pub fn manifest(folder: &str) -> Manifest {
    let path = split_dir(folder).join("manifest.toml");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

/// The tasks of one folder, from its manifest.
pub fn corpus(folder: &str) -> Vec<CorpusTask> {
    manifest(folder).task
}

/// The integers of an answer, in order: how an answer is compared, whatever
/// separates its values («112, 120», "112 120").
pub fn numbers(answer: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in answer.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || (c == '-' && cur.is_empty()) {
            cur.push(c);
        } else {
            if let Ok(n) = cur.parse() {
                out.push(n);
            }
            cur.clear();
        }
    }
    out
}

/// `gametable solve` on a hand statement: its answers, or the error.
fn solve_statement(dir: &Path, id: &str, template: &toml::Table) -> Result<Vec<String>, String> {
    let path = dir.join(format!("{id}.toml"));
    let text = toml::to_string(template).map_err(|e| e.to_string())?;
    std::fs::write(&path, text).map_err(|e| e.to_string())?;
    let (code, stdout, stderr) = outcome(gametable().args([
        "solve",
        path.to_str().expect("a UTF-8 path"),
        "--json",
        "--no-table",
        "--lang",
        "en",
    ]));
    if code != 0 {
        return Err(stderr.trim().to_string());
    }
    let doc: serde_json::Value = serde_json::from_str(&stdout).map_err(|e| e.to_string())?;
    Ok(doc["answers"]
        .as_array()
        .ok_or("no answers")?
        .iter()
        .map(|a| a["answer"].as_str().unwrap_or_default().to_string())
        .collect())
}

#[test]
fn hand_statements_give_the_published_answers() {
    let dir = tmp();
    let mut failures = Vec::new();
    let mut checked = 0;
    for split in FOLDERS {
        for task in corpus(split) {
            let Some(template) = &task.template else {
                continue;
            };
            checked += 1;
            let want: Vec<Vec<i64>> = task.published.iter().map(|p| numbers(&p.answer)).collect();
            match solve_statement(dir.path(), &task.id, template) {
                Ok(got) => {
                    let got_n: Vec<Vec<i64>> = got.iter().map(|a| numbers(a)).collect();
                    if got_n != want {
                        failures.push(format!(
                            "{split}/{}: published {want:?}, gametable {got:?} ({})",
                            task.id,
                            task.note.as_deref().unwrap_or("no note")
                        ));
                    }
                }
                Err(e) => failures.push(format!("{split}/{}: {e}", task.id)),
            }
        }
    }
    assert!(checked >= 20, "only {checked} hand statements");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn manifests_list_every_text_once() {
    let mut ids = BTreeSet::new();
    let dev_ids: BTreeSet<String> = corpus("dev").into_iter().map(|t| t.id).collect();
    for split in FOLDERS {
        let dir = split_dir(split);
        let Manifest {
            task: tasks,
            document,
        } = manifest(split);
        assert!(!tasks.is_empty(), "{split}: no tasks");
        let mut listed = BTreeSet::new();
        for t in &tasks {
            assert!(ids.insert(t.id.clone()), "{} twice", t.id);
            assert!(listed.insert(t.file.clone()), "{} listed twice", t.file);
            let bytes =
                std::fs::read(dir.join(&t.file)).unwrap_or_else(|e| panic!("{}: {e}", t.file));
            assert!(!bytes.is_empty(), "{} is empty", t.file);
            assert!(
                ["complete", "flag", "any"].contains(&t.expect.as_str()),
                "{}: expect = {}",
                t.id,
                t.expect
            );
            assert!(!t.published.is_empty(), "{}: no published answers", t.id);
            assert!(
                matches!(
                    t.answers_from.as_deref(),
                    None | Some("computed" | "partly-computed")
                ),
                "{}: answers_from",
                t.id
            );
            let qids: BTreeSet<&str> = t.published.iter().map(|p| p.id.as_str()).collect();
            assert_eq!(
                qids.len(),
                t.published.len(),
                "{}: a question id twice",
                t.id
            );
            assert!(
                !t.source.is_empty() && !t.kind.is_empty(),
                "{}: source and kind",
                t.id
            );
            assert!(
                t.template.is_some() || t.expect == "flag",
                "{}: a task without a hand statement must be flagged",
                t.id
            );
            if let Some(tmpl) = &t.template {
                let questions = tmpl
                    .get("questions")
                    .and_then(|q| q.as_array())
                    .map_or(0, |q| q.len());
                assert_eq!(
                    questions,
                    t.published.len(),
                    "{}: a question per published answer",
                    t.id
                );
            }
        }
        for d in &document {
            assert!(ids.insert(d.id.clone()), "{} twice", d.id);
            assert!(listed.insert(d.file.clone()), "{} listed twice", d.file);
            assert!(dir.join(&d.file).is_file(), "{}", d.file);
            assert!(d.parts.len() >= 2 && !d.note.is_empty(), "{}", d.id);
            for p in &d.parts {
                assert!(dev_ids.contains(p), "{}: {p} is not a dev task", d.id);
            }
        }
        let files: BTreeSet<String> = std::fs::read_dir(&dir)
            .expect("the split's folder")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|n| n != "manifest.toml")
            .collect();
        assert_eq!(files, listed, "{split}: the files are the manifest's");
    }
}

#[test]
fn held_out_is_about_a_third() {
    let [dev, held] = SPLITS.map(|s| corpus(s).len());
    let total = dev + held;
    assert!(
        4 * held >= total && 2 * held <= total,
        "dev {dev}, held-out {held}: held-out should be about a third"
    );
}

#[test]
fn numbers_read_every_answer_form() {
    assert_eq!(numbers("112, 120"), vec![112, 120]);
    assert_eq!(numbers("31 34"), vec![31, 34]);
    assert_eq!(numbers("18"), vec![18]);
    assert_eq!(numbers("-3"), vec![-3]);
    assert_eq!(numbers("12–39"), vec![12, 39]);
}
