//! The corpus of real task texts (`tests/fixtures/read/`, issue 21): each
//! text with its published answers and the game stated by hand. Here the
//! hand statements are solved by `gametable solve` and must give the
//! published answers — the engine checked on the corpus, and the manifests
//! checked for what the reader's tests rely on.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use crate::support::{gametable, outcome, repo, tmp};

/// The two halves of the corpus: `dev` (the reader may be tuned on it) and
/// `held-out` (never tuned on: the honest measure).
pub const SPLITS: [&str; 2] = ["dev", "held-out"];

/// Dev texts as people paste them (encodings, HTML, Markdown, Word, a
/// collection of several tasks).
pub const FORMATS: &str = "formats";

/// The second held-out set: texts of new sources and wordings, gathered after
/// the first tuning and scored before any reader change (never tuned on).
pub const HELD_OUT_2: &str = "held-out-2";

/// The third held-out set: texts gathered after the second tuning, scored
/// before any reader change.
pub const HELD_OUT_3: &str = "held-out-3";

/// The fourth held-out set: texts gathered after the third tuning (kompege.ru
/// tasks of 2025–2026, a tutor's retelling, a training app's example), scored
/// before any reader change.
pub const HELD_OUT_4: &str = "held-out-4";

/// The fifth held-out set: texts gathered after the fourth tuning (a rule
/// against repeating one's own move, an app's card, a retelling, a page copy
/// that lost its numbers), scored before any reader change.
pub const HELD_OUT_5: &str = "held-out-5";

/// The sixth held-out set: inf-ege.sdamgia.ru pages as stored search copies
/// give them (most lost their numbers), scored before any reader change.
pub const HELD_OUT_6: &str = "held-out-6";

/// The seventh held-out set: texts of stored public pages of sites other
/// than inf-ege.sdamgia.ru (a tutor's site, a slide deck, Q&A pages, a chat
/// paste), scored before any reader change.
pub const HELD_OUT_7: &str = "held-out-7";

/// The eighth held-out set: task texts as students and tutors keep them in
/// public repositories (comments, docstrings, READMEs), scored before any
/// reader change.
pub const HELD_OUT_8: &str = "held-out-8";

/// The ninth held-out set: whole task texts (the game and its questions) as
/// students and tutors keep them in public repositories (a notebook's cell,
/// docstrings, a course's theory comments), scored before any reader change.
pub const HELD_OUT_9: &str = "held-out-9";

/// The tenth held-out set: whole task texts from students' and tutors'
/// repositories and a tutor's database of kompege.ru's own HTML (docstrings,
/// a JavaScript comment, a notebook's Markdown cell), scored before any
/// reader change.
pub const HELD_OUT_10: &str = "held-out-10";

/// The eleventh held-out set: whole task texts from students' and tutors'
/// repositories (their histories too), a training bot's JSON, a test
/// system's Spire.Doc HTML and two stored pages, scored before any reader
/// change.
pub const HELD_OUT_11: &str = "held-out-11";

/// The twelfth held-out set: whole task texts from students' and tutors'
/// repositories (their histories too): comments with a program between the
/// game and its questions, notebook cells, an app's string resources, a text
/// without punctuation, three heaps; scored before any reader change.
pub const HELD_OUT_12: &str = "held-out-12";

/// The thirteenth held-out set: task texts from some seventy more students'
/// and tutors' repositories (docstrings spread over files, a tutor's README,
/// a PDF copy that lost letters, sdamgia.ru problems in comments), scored
/// before any reader change.
pub const HELD_OUT_13: &str = "held-out-13";

/// The fourteenth held-out set: task texts from sixteen more repositories
/// (per-heap multiplications, a sentence cut by a blank line), scored
/// before any reader change.
pub const HELD_OUT_14: &str = "held-out-14";

/// The fifteenth held-out set: stored pages of sites the corpus did not hold
/// (mostly cut or damaged copies: an OCR, a page cut before its question, an
/// olympiad game) and one repository file, scored before any reader change.
pub const HELD_OUT_15: &str = "held-out-15";

/// The sixteenth held-out set: stored pages and repository files the corpus
/// did not hold (old fixed-start «who wins» tasks, a page that lost its
/// numbers, an article that lost its game, a retelling with no range, lesson
/// notes), scored before any reader change.
pub const HELD_OUT_16: &str = "held-out-16";

/// The seventeenth held-out set: stored pages the corpus did not hold (a
/// move from one heap to the other, a page that lost its numbers), both cut
/// before a whole question; scored before any reader change.
pub const HELD_OUT_17: &str = "held-out-17";

/// Every folder of the corpus.
pub const FOLDERS: [&str; 19] = [
    "dev",
    "held-out",
    HELD_OUT_2,
    HELD_OUT_3,
    HELD_OUT_4,
    HELD_OUT_5,
    HELD_OUT_6,
    HELD_OUT_7,
    HELD_OUT_8,
    HELD_OUT_9,
    HELD_OUT_10,
    HELD_OUT_11,
    HELD_OUT_12,
    HELD_OUT_13,
    HELD_OUT_14,
    HELD_OUT_15,
    HELD_OUT_16,
    HELD_OUT_17,
    FORMATS,
];

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
    /// The published answers, in the order the text asks the questions
    /// (none only for a `flag` text without a hand statement whose copy
    /// stops before the source's answer).
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
            // Only a flagged text whose copy holds no answer and whose game
            // could not be restored goes without published answers.
            assert!(
                !t.published.is_empty() || (t.expect == "flag" && t.template.is_none()),
                "{}: no published answers",
                t.id
            );
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

// ---------------------------------------------------------------------------
// The reader on the corpus: `gametable read FILE --json` on every text.

/// How many texts of each folder (`expect = "complete"`) the reader must
/// read complete: a ratchet at what it reaches, so that losing one text
/// fails (a share of 80 % let a change lose three and stay green). Raise a
/// figure when the reader reads more; never lower one to pass.
const COMPLETE_FLOOR: [(&str, usize); 19] = [
    ("dev", 25),
    ("held-out", 16),
    (HELD_OUT_2, 4),
    (HELD_OUT_3, 2),
    (HELD_OUT_4, 4),
    (HELD_OUT_5, 1),
    (HELD_OUT_6, 2),
    (HELD_OUT_7, 3),
    (HELD_OUT_8, 6),
    (HELD_OUT_9, 15),
    (HELD_OUT_10, 9),
    (HELD_OUT_11, 11),
    (HELD_OUT_12, 5),
    (HELD_OUT_13, 7),
    (HELD_OUT_14, 2),
    (HELD_OUT_15, 2),
    (HELD_OUT_16, 0),
    (HELD_OUT_17, 0),
    (FORMATS, 8),
];

/// `gametable read FILE --json`: its exit code, the tasks it printed and its
/// stderr.
pub(crate) fn read_json(path: &Path) -> (i32, Vec<Value>, String) {
    let (code, stdout, stderr) = outcome(gametable().args([
        "read",
        path.to_str().expect("a UTF-8 path"),
        "--json",
        "--lang",
        "en",
    ]));
    let tasks = serde_json::from_str::<Value>(&stdout)
        .ok()
        .and_then(|d| d["tasks"].as_array().cloned())
        .unwrap_or_default();
    (code, tasks, stderr)
}

/// The answers of one task as the reader printed them, as integer lists, in
/// order.
pub(crate) fn read_answers(task: &Value) -> Vec<Vec<i64>> {
    task["answers"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|x| numbers(x["answer"].as_str().unwrap_or("")))
                .collect()
        })
        .unwrap_or_default()
}

/// Why a reading that calls itself complete is wrong, if it is: the text
/// does not hold all the answers need, or an answer differs from the
/// published one.
fn wrong_if_complete(task: &CorpusTask, read: &Value) -> Option<String> {
    if read["complete"].as_bool() != Some(true) {
        return None;
    }
    if task.expect == "flag" {
        return Some(format!(
            "read complete, but the text does not hold what the answers need ({})",
            task.note.as_deref().unwrap_or("")
        ));
    }
    let want: Vec<Vec<i64>> = task.published.iter().map(|p| numbers(&p.answer)).collect();
    let got = read_answers(read);
    (got != want).then(|| {
        format!(
            "published {want:?}, read {got:?}\n{}",
            read["template"].as_str().unwrap_or("")
        )
    })
}

/// How one folder read: (complete among the tasks that should be, those
/// tasks, wrong-and-complete descriptions, other problems).
struct Tally {
    complete: usize,
    completable: usize,
    wrong: Vec<String>,
    problems: Vec<String>,
}

fn read_folder(folder: &str) -> Tally {
    let dir = split_dir(folder);
    let mut t = Tally {
        complete: 0,
        completable: 0,
        wrong: Vec::new(),
        problems: Vec::new(),
    };
    for task in corpus(folder) {
        let (code, tasks, stderr) = read_json(&dir.join(&task.file));
        if stderr.contains("panicked") {
            t.problems
                .push(format!("{folder}/{}: panicked: {stderr}", task.id));
        }
        if task.expect == "complete" {
            t.completable += 1;
        }
        let [read] = tasks.as_slice() else {
            if tasks.iter().any(|r| r["complete"].as_bool() == Some(true)) {
                t.wrong.push(format!(
                    "{folder}/{}: one task read as {}",
                    task.id,
                    tasks.len()
                ));
            } else if !(1..=2).contains(&code) {
                t.problems.push(format!(
                    "{folder}/{}: {} tasks, exit {code}",
                    task.id,
                    tasks.len()
                ));
            }
            continue;
        };
        let complete = read["complete"].as_bool() == Some(true);
        if complete != (code == 0) {
            t.problems.push(format!(
                "{folder}/{}: complete = {complete} but exit {code}",
                task.id
            ));
        }
        if let Some(why) = wrong_if_complete(&task, read) {
            t.wrong.push(format!("{folder}/{}: {why}", task.id));
        } else if complete && task.expect == "complete" {
            t.complete += 1;
        }
    }
    t
}

fn percent(part: usize, whole: usize) -> usize {
    (100 * part).checked_div(whole).unwrap_or(0)
}

#[test]
fn reader_on_the_corpus_is_never_complete_and_wrong() {
    let mut wrong = Vec::new();
    let mut problems = Vec::new();
    let mut below = Vec::new();
    for folder in FOLDERS {
        let t = read_folder(folder);
        println!(
            "read_corpus: {folder}: {}/{} read complete ({} %), {} complete and wrong",
            t.complete,
            t.completable,
            percent(t.complete, t.completable),
            t.wrong.len()
        );
        match COMPLETE_FLOOR.iter().find(|(f, _)| *f == folder) {
            Some((_, floor)) if t.complete < *floor => below.push(format!(
                "{folder}: {} read complete, the floor is {floor}",
                t.complete
            )),
            Some(_) => {}
            None => below.push(format!("{folder}: no floor in COMPLETE_FLOOR")),
        }
        wrong.extend(t.wrong);
        problems.extend(t.problems);
    }
    assert!(
        wrong.is_empty(),
        "complete and wrong:\n{}",
        wrong.join("\n\n")
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(below.is_empty(), "{}", below.join("\n"));
}

/// The tasks of a document read in order: as many as it holds, none complete
/// and wrong, and each read as well as it is read alone.
fn check_document(name: &str, path: &Path, parts: &[(&CorpusTask, Option<&Value>)]) {
    let (code, tasks, stderr) = read_json(path);
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    assert_eq!(
        tasks.len(),
        parts.len(),
        "{name}: tasks found (exit {code}): {stderr}"
    );
    let mut failures = Vec::new();
    for (i, ((task, alone), read)) in parts.iter().zip(&tasks).enumerate() {
        if let Some(why) = wrong_if_complete(task, read) {
            failures.push(format!("task {} ({}): {why}", i + 1, task.id));
        }
        if let Some(alone) = alone {
            if alone["complete"].as_bool() == Some(true)
                && (read["complete"].as_bool() != Some(true)
                    || read_answers(read) != read_answers(alone))
            {
                failures.push(format!(
                    "task {} ({}): read alone complete with {:?}, in the document {} with {:?}",
                    i + 1,
                    task.id,
                    read_answers(alone),
                    read["complete"],
                    read_answers(read)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{name}:\n{}", failures.join("\n"));
}

#[test]
fn a_collection_reads_every_task_in_order() {
    let dev = corpus("dev");
    for d in manifest(FORMATS).document {
        let parts: Vec<(&CorpusTask, Option<&Value>)> = d
            .parts
            .iter()
            .map(|p| (dev.iter().find(|t| &t.id == p).expect("a dev task"), None))
            .collect();
        check_document(&d.id, &split_dir(FORMATS).join(&d.file), &parts);
    }
}

#[test]
fn the_corpus_joined_into_one_document_reads_as_its_texts() {
    let dir = tmp();
    for split in SPLITS {
        let tasks: Vec<CorpusTask> = corpus(split)
            .into_iter()
            .filter(|t| {
                t.expect == "complete"
                    && t.file.ends_with(".txt")
                    && !t.kind.iter().any(|k| k == "shared-block")
            })
            .collect();
        let mut doc = String::new();
        let mut alone = Vec::new();
        for (i, t) in tasks.iter().enumerate() {
            let path = split_dir(split).join(&t.file);
            let text = std::fs::read_to_string(&path).expect("a UTF-8 text");
            doc.push_str(&format!("Задача {}.\n{}\n\n", i + 1, text.trim()));
            let (_, read, _) = read_json(&path);
            alone.push(read.into_iter().next());
        }
        let path = dir.path().join(format!("{split}.txt"));
        std::fs::write(&path, doc).expect("written");
        let parts: Vec<(&CorpusTask, Option<&Value>)> =
            tasks.iter().zip(alone.iter().map(Option::as_ref)).collect();
        check_document(&format!("{split} joined"), &path, &parts);
    }
}

// ---------------------------------------------------------------------------
// Bad input: one clear line or a flagged reading, exit 1 or 2, nothing written half.

/// `gametable read FILE`: exit code and stderr, after checking that it did
/// not panic and that a refusal is one line naming the file.
fn read_refused(path: &Path) -> (i32, String) {
    let (code, stdout, stderr) =
        outcome(gametable().args(["read", path.to_str().expect("UTF-8"), "--lang", "en"]));
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        (1..=2).contains(&code),
        "{path:?}: exit {code}\n{stdout}{stderr}"
    );
    if code == 2 {
        assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
        let name = path.file_name().expect("a name").to_string_lossy();
        assert!(stderr.contains(name.as_ref()), "names the file: {stderr}");
    }
    (code, stderr)
}

#[test]
fn bad_input_is_refused_in_one_line() {
    let dir = tmp();
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").expect("written");
    assert_eq!(read_refused(&empty).0, 2);
    let blank = dir.path().join("blank.txt");
    std::fs::write(&blank, " \n\u{a0}\r\n\t\n").expect("written");
    assert_eq!(read_refused(&blank).0, 2);
    let no_task = dir.path().join("recipe.txt");
    std::fs::write(
        &no_task,
        "Рецепт блинов. Смешайте два яйца, пол-литра молока и 200 г муки. \
         Жарьте на сковороде по две минуты с каждой стороны. Подавайте со сметаной.\n",
    )
    .expect("written");
    assert_eq!(read_refused(&no_task).0, 2);
    let binary = dir.path().join("photo.txt");
    let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    bytes.extend((0..4096u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8));
    std::fs::write(&binary, bytes).expect("written");
    assert_eq!(read_refused(&binary).0, 2);
}

#[test]
fn a_100_mb_file_is_refused_before_it_is_read() {
    let dir = tmp();
    let big = dir.path().join("big.txt");
    {
        use std::io::Write;
        let mut f = std::io::BufWriter::new(std::fs::File::create(&big).expect("created"));
        let line = "Два игрока, Петя и Ваня, играют в следующую игру. ".repeat(20) + "\n";
        let mut written = 0;
        while written < 100 << 20 {
            f.write_all(line.as_bytes()).expect("written");
            written += line.len();
        }
    }
    let (code, stderr) = read_refused(&big);
    assert_eq!(code, 2, "{stderr}");
}

/// A text of more tasks than a document may hold (a game's opening pasted
/// 3 000 times: each opens a task) is refused in one line that counts them,
/// before any is read — not read for minutes.
#[test]
fn a_text_of_thousands_of_tasks_is_refused_in_one_line() {
    let dir = tmp();
    let many = dir.path().join("many.txt");
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. ".repeat(3000);
    std::fs::write(&many, text).expect("written");
    let (code, stderr) = read_refused(&many);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("3000") || stderr.contains("3 000"),
        "{stderr}"
    );
}

#[test]
fn a_task_cut_off_mid_sentence_is_never_read_complete() {
    let dir = tmp();
    for task in corpus("dev")
        .iter()
        .filter(|t| t.expect == "complete" && t.file.ends_with(".txt"))
    {
        let text = std::fs::read_to_string(split_dir("dev").join(&task.file)).expect("UTF-8");
        // Cut at a space about two thirds in, not after a sentence's end:
        // the text stops mid-sentence.
        let chars: Vec<char> = text.chars().collect();
        let at = (2 * chars.len() / 3..chars.len())
            .find(|&i| {
                chars[i] == ' ' && !matches!(chars[i - 1], '.' | '?' | '!' | ':' | ';' | '\n')
            })
            .expect("a space to cut at");
        let cut: String = chars[..at].iter().collect();
        let path = dir.path().join(&task.file);
        std::fs::write(&path, &cut).expect("written");
        let (code, tasks, stderr) = read_json(&path);
        assert!(!stderr.contains("panicked"), "{}: {stderr}", task.id);
        assert!(
            (1..=2).contains(&code),
            "{}: a text cut off mid-sentence read with exit {code}",
            task.id
        );
        assert!(
            tasks.iter().all(|r| r["complete"].as_bool() != Some(true)),
            "{}: a text cut off mid-sentence read complete",
            task.id
        );
    }
}
