//! Issue 21's bar «the same texts joined into one document, numbered as a
//! collection numbers them: every task found, in order, with the same
//! answers»: every text of the corpus, of every folder, joined into one
//! document, each numbered once, in order, as a collection numbers them: a
//! text's own number («39)», «№ 3084)», «(№ 4207)», «Задача 19 #76979») becomes its
//! place in the document, a text without one gets «N) ».

use gametable::read::{decode, normalize};
use serde_json::Value;

use crate::read_corpus::{
    corpus, read_answers, read_json, split_dir, FORMATS, HELD_OUT_10, HELD_OUT_11, HELD_OUT_12,
    HELD_OUT_13, HELD_OUT_14, HELD_OUT_15, HELD_OUT_17, HELD_OUT_2, HELD_OUT_4, HELD_OUT_5,
    HELD_OUT_9,
};
use crate::support::tmp;

/// The folders joined: all of the corpus.
const JOINED: [&str; 14] = [
    "dev",
    "held-out",
    HELD_OUT_2,
    HELD_OUT_4,
    HELD_OUT_5,
    HELD_OUT_9,
    HELD_OUT_10,
    HELD_OUT_11,
    HELD_OUT_12,
    HELD_OUT_13,
    HELD_OUT_14,
    HELD_OUT_15,
    HELD_OUT_17,
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

/// Every text of the corpus that reads as one task alone: its id, its text
/// as it is pasted into one document (a Windows-1251 file decoded, a Word
/// file's paragraphs, a saved page's text without its tags) and its reading
/// alone.
fn corpus_texts() -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    // The texts that read as no task at all (a question without its game, an
    // olympiad game of merged heaps).
    let mut no_task = 0;
    for folder in JOINED {
        for t in corpus(folder) {
            let path = split_dir(folder).join(&t.file);
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
            out.push((format!("{folder}/{}", t.id), text, read[0].clone()));
        }
    }
    let texts: usize = JOINED.iter().map(|f| corpus(f).len()).sum();
    assert_eq!(
        out.len() + no_task,
        texts,
        "every text of the corpus is joined, but those that hold no task"
    );
    assert!(
        no_task <= 3,
        "{no_task} texts of the corpus read as no task"
    );
    assert!(out.len() >= 40, "the corpus: {} texts", out.len());
    out
}

/// The corpus joined into one document, the n-th text as `number(n, text)`
/// gives it, and read: what differs from each text read alone (its answers
/// and completeness; its number too when `numbers` is set).
/// How the joined document's tasks differ from each text read alone, with
/// `gap` between the texts (a blank line, or one line break as Word copies
/// its paragraphs).
fn joined_differ(number: impl Fn(usize, &str) -> String, numbers: bool, gap: &str) -> Vec<String> {
    let dir = tmp();
    let texts = corpus_texts();
    let doc: String = texts
        .iter()
        .enumerate()
        .map(|(i, (_, text, _))| format!("{}{gap}", number(i + 1, text.trim())))
        .collect();
    let path = dir.path().join("corpus.txt");
    std::fs::write(&path, &doc).expect("written");
    let (_, joined, err) = read_json(&path);
    assert_eq!(
        joined.len(),
        texts.len(),
        "tasks found in the joined document: {err}"
    );
    let mut differ = Vec::new();
    for (i, ((id, _, a), j)) in texts.iter().zip(&joined).enumerate() {
        if numbers && j["number"].as_str() != Some((i + 1).to_string().as_str()) {
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
    differ
}

#[test]
fn the_whole_corpus_joined_and_numbered_reads_as_each_text_alone() {
    let differ = joined_differ(|n, t| renumber(t, n), true, "\n\n");
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// A teacher's collection numbers the texts it copied in front of their own
/// numbers («Задача 7.» on its line above «№ 3084) (А. Кабанов) Два игрока
/// …», «7.» alone, «7. № 2365 (Уровень: Сложный)»): each task is found, in
/// order, reads as it does alone and has the collection's number (the
/// source's goes into its title). «7. » and «7) » go before a text's first words;
/// a text that opens with a program's quotes or comment marks gets its
/// number on a line of its own, as a teacher pasting it would write it
/// («7. '''» is no number a reader can tell from a program's words).
#[test]
fn the_corpus_numbered_above_the_texts_own_numbers_reads_as_each_text_alone() {
    /// «N{mark} » before a text's first words, on a line of its own before a
    /// program's quotes.
    fn before(n: usize, mark: char, t: &str) -> String {
        if t.starts_with(|c: char| c.is_alphabetic() || c == '№' || c == '(') {
            format!("{n}{mark} {t}")
        } else {
            format!("{n}{mark}\n{t}")
        }
    }
    type Form = (&'static str, fn(usize, &str) -> String, bool);
    let forms: [Form; 5] = [
        (
            "«Задача N.» on its line",
            |n, t| format!("Задача {n}.\n{t}"),
            true,
        ),
        // A title in brackets after the number: a header alone still (and
        // over a site's «№ 19750 (…)» + «Задание 19.» above the game).
        (
            "«Задание N (ЕГЭ 2023)» on its line",
            |n, t| format!("Задание {n} (ЕГЭ 2023)\n{t}"),
            true,
        ),
        ("«N.» on its line", |n, t| format!("{n}.\n{t}"), true),
        ("«N. » before the text", |n, t| before(n, '.', t), true),
        ("«N) » before the text", |n, t| before(n, ')', t), true),
    ];
    // A Word document's paragraphs pasted with no blank line between them:
    // a task whose last sentence lost its stop runs on to the next number.
    for gap in ["\n\n", "\n"] {
        for (name, number, numbers) in forms {
            let differ = joined_differ(number, numbers, gap);
            assert!(differ.is_empty(), "{name}, {gap:?}:\n{}", differ.join("\n"));
        }
    }
}

/// `text` wrapped at `width` characters, a paragraph's words kept whole.
fn wrapped(text: &str, width: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    for para in text.lines() {
        let mut line = String::new();
        for w in para.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > width {
                out.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(w);
        }
        out.push(line);
    }
    out.join("\n")
}

/// The corpus as a printed collection's text layer gives it: each text
/// numbered «N. » and wrapped at 80 characters, and every 45 lines the page
/// breaks: its number alone, then the collection's running head. The same
/// first line of many one-heap games, printed under a page's number, was
/// once dropped as a running head, and its task went unseen into the task
/// before (complete and wrong). Every task is found, in order, and none
/// reads complete with answers other than its own alone.
#[test]
fn the_corpus_printed_as_pages_reads_no_task_complete_and_other() {
    let dir = tmp();
    // The texts a printed collection holds: prose, not a program's comments
    // nor markup (wrapped, a comment's marks stay on its first line only).
    let texts: Vec<_> = corpus_texts()
        .into_iter()
        .filter(|(_, t, _)| {
            t.trim_start()
                .starts_with(|c: char| c.is_alphabetic() || "№(«".contains(c))
        })
        .collect();
    assert!(texts.len() >= 80, "{} prose texts", texts.len());
    let body: Vec<String> = texts
        .iter()
        .enumerate()
        .map(|(i, (_, text, _))| wrapped(&format!("{}. {}", i + 1, text.trim()), 80))
        .collect();
    let mut doc = String::new();
    for (i, line) in body.join("\n\n").lines().enumerate() {
        doc.push_str(line);
        doc.push('\n');
        if i % 45 == 44 {
            doc.push_str(&format!(
                "\n{}\nИнформатика. Сборник задач 19–21. Теория игр\n\n",
                i / 45 + 2
            ));
        }
    }
    let path = dir.path().join("pages.txt");
    std::fs::write(&path, &doc).expect("written");
    let (_, joined, err) = read_json(&path);
    assert_eq!(joined.len(), texts.len(), "tasks found: {err}");
    let other: Vec<String> = texts
        .iter()
        .zip(&joined)
        .enumerate()
        .filter(|(_, ((_, _, a), j))| j["complete"] == true && read_answers(a) != read_answers(j))
        .map(|(i, ((id, _, a), j))| {
            format!(
                "task {} ({id}): alone {:?}, in the document {:?}",
                i + 1,
                read_as(a),
                read_as(j)
            )
        })
        .collect();
    assert!(other.is_empty(), "{}", other.join("\n"));
}
