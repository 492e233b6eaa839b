//! Issue 21's bar «the same texts joined into one document, numbered as a
//! collection numbers them: every task found, in order, with the same
//! answers»: every text of the corpus, of every folder, joined into one
//! document, each numbered once, in order, as a collection numbers them: a
//! text's own number («39)», «№ 3084)», «(№ 4207)», «Задача 19 #76979») becomes its
//! place in the document, a text without one gets «N) ».

use gametable::read::{decode, normalize};
use serde_json::Value;

use crate::read_corpus::{
    corpus, read_answers, read_json, split_dir, FORMATS, HELD_OUT_10, HELD_OUT_11, HELD_OUT_2,
    HELD_OUT_4, HELD_OUT_5, HELD_OUT_9,
};
use crate::support::tmp;

/// The folders joined: all of the corpus.
const JOINED: [&str; 9] = [
    "dev",
    "held-out",
    HELD_OUT_2,
    HELD_OUT_4,
    HELD_OUT_5,
    HELD_OUT_9,
    HELD_OUT_10,
    HELD_OUT_11,
    FORMATS,
];

/// The digits at the start of `s`, as a byte length.
fn digits(s: &str) -> usize {
    s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len()
}

/// `text` numbered `n`: its own number replaced (on its first line after
/// «№» or «Задача», or as «39)» starting a line: the number under a shared
/// block of questions — never a list's item, «1) убрать …»), else «n) » put
/// before it.
/// Whether line `i` of `lines`, «k) …», is an item of a list (its first
/// item, or after a colon or after item k − 1), not a task's number.
fn list_item(lines: &[&str], i: usize) -> bool {
    let t = lines[i].trim_start();
    let k: usize = t[..digits(t)].parse().unwrap_or(0);
    let prev = if i > 0 { lines[i - 1].trim() } else { "" };
    k == 1 || prev.ends_with(':') || prev.starts_with(&format!("{}) ", k.saturating_sub(1)))
}

fn renumber(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        let after_word = ["№", "(№", "Задача"].iter().find_map(|w| {
            let rest = t.strip_prefix(w)?;
            let at = t.len() - rest.trim_start().len();
            (i == 0 && digits(&t[at..]) > 0).then_some(at)
        });
        let at = match after_word {
            Some(at) => at,
            None if digits(t) > 0 && t[digits(t)..].starts_with(") ") && !list_item(&lines, i) => 0,
            None => continue,
        };
        let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        out[i] = format!("{}{n}{}", &t[..at], &t[at + digits(&t[at..])..]);
        return out.join("\n");
    }
    format!("{n}) {text}")
}

/// A reading's answers and whether it is complete: what must not change
/// when the text is read inside a document.
fn read_as(task: &Value) -> (Option<bool>, Vec<Vec<i64>>) {
    (task["complete"].as_bool(), read_answers(task))
}

#[test]
fn a_text_is_numbered_once() {
    assert_eq!(
        renumber("№ 3084) (А. Кабанов) Два", 7),
        "№ 7) (А. Кабанов) Два"
    );
    assert_eq!(
        renumber("(№ 4207) (А. Богданов) Два", 7),
        "(№ 7) (А. Богданов) Два"
    );
    assert_eq!(renumber("Задача 19 #76979\nДва", 2), "Задача 2 #76979\nДва");
    assert_eq!(
        renumber("Вопросы 19-21 к следующим задачам.\n39) За", 5),
        "Вопросы 19-21 к следующим задачам.\n5) За"
    );
    assert_eq!(renumber("Два игрока", 3), "3) Два игрока");
    // A move list's items are not the task's number.
    assert_eq!(
        renumber("Два игрока … действий:\n1) убрать", 4),
        "4) Два игрока … действий:\n1) убрать"
    );
}

#[test]
fn the_whole_corpus_joined_and_numbered_reads_as_each_text_alone() {
    let dir = tmp();
    let mut doc = String::new();
    // (folder/id, the reading of the text alone).
    let mut alone: Vec<(String, Value)> = Vec::new();
    // The texts that read as no task at all (a question without its game).
    let mut no_task = 0;
    for folder in JOINED {
        for t in corpus(folder) {
            let path = split_dir(folder).join(&t.file);
            // Every text of the corpus, as it is pasted into one document: a
            // Windows-1251 file decoded, a Word file's paragraphs, a saved
            // page's text without its tags.
            let bytes = std::fs::read(&path).expect("a corpus file");
            let text = decode(&bytes).unwrap_or_else(|e| panic!("{folder}/{}: {e}", t.id));
            let text = if t.file.ends_with(".txt") || t.file.ends_with(".md") {
                text
            } else {
                normalize(&text)
            };
            let (_, read, err) = read_json(&path);
            // A page with a question and no game (its rules in another
            // task) is no task of a collection.
            if read.is_empty() && t.expect == "flag" {
                no_task += 1;
                continue;
            }
            assert_eq!(read.len(), 1, "{folder}/{}: one task alone: {err}", t.id);
            let n = alone.len() + 1;
            doc.push_str(&format!("{}\n\n", renumber(text.trim(), n)));
            alone.push((format!("{folder}/{}", t.id), read[0].clone()));
        }
    }
    let texts: usize = JOINED.iter().map(|f| corpus(f).len()).sum();
    assert_eq!(
        alone.len() + no_task,
        texts,
        "every text of the corpus is joined, but those that hold no task"
    );
    assert!(
        no_task <= 2,
        "{no_task} texts of the corpus read as no task"
    );
    assert!(alone.len() >= 40, "the corpus: {} texts", alone.len());
    let path = dir.path().join("corpus.txt");
    std::fs::write(&path, &doc).expect("written");
    let (_, joined, err) = read_json(&path);
    assert_eq!(
        joined.len(),
        alone.len(),
        "tasks found in the joined document: {err}"
    );
    let mut differ = Vec::new();
    for (i, ((id, a), j)) in alone.iter().zip(&joined).enumerate() {
        if j["number"].as_str() != Some((i + 1).to_string().as_str()) {
            differ.push(format!("task {} ({id}): numbered {}", i + 1, j["number"]));
        }
        if read_as(a) != read_as(j) {
            differ.push(format!(
                "task {} ({id}): alone {:?}, in the document {:?}",
                i + 1,
                read_as(a),
                read_as(j)
            ));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}
