//! The reader's tests on whole texts, and the helpers they share
//! (`hand_answers`, `read_answers`, `complete_answers`, …).
//!
//! `whole_tasks.rs` reads the demo and the general forms; each other file
//! holds the regression vectors of one round that probed the reader with
//! texts it had not seen (a red team, texts recalled from published
//! collections, joined documents, pasted layouts): it names its round, says
//! what was misread and checks the reading and the answers against `solve`
//! on a template stated by hand.

use super::*;

mod adversary;
mod audit34;
mod audit70;
mod audit71;
mod audit72;
mod audit73;
mod audit74;
mod audit75;
mod audit76;
mod audit77;
mod authors44;
mod composed;
mod doclists60;
mod docs51;
mod docs51b;
mod docs51c;
mod docs52;
mod docs53;
mod docs54;
mod docs54b;
mod docs54c;
mod docs55;
mod docs55b;
mod drop35;
mod drop36;
mod drops62;
mod examples;
mod examples44;
mod files62;
mod fresh45;
mod fresh45b;
mod fresh46;
mod fresh46b;
mod fresh47;
mod fresh47b;
mod fresh47c;
mod fresh48;
mod fresh48b;
mod fresh49;
mod fresh49b;
mod fresh50;
mod fresh51;
mod fresh52;
mod fresh53;
mod fresh54;
mod fresh55;
mod fresh56;
mod fresh57;
mod fresh58;
mod fresh59;
mod fresh60b;
mod fresh61;
mod fresh62;
mod fresh63;
mod fresh64;
mod fresh65;
mod fresh66;
mod harvest43;
mod heading60;
mod heap48;
mod held12;
mod held13;
mod held14;
mod joined46;
mod joined46b;
mod joined47;
mod joined47b;
mod joined48;
mod joined49;
mod joined50;
mod layout44;
mod left47;
mod left48;
mod left48b;
mod left49;
mod left51;
mod left51b;
mod me43;
mod me44;
mod mirrors;
mod misc62;
mod mix37;
mod mix38;
mod moves;
mod mutate41;
mod mutate42;
mod mutate43;
mod noise43;
mod notebooks;
mod number47;
mod numbered51;
mod page48;
mod pages;
mod pages62;
mod para78;
mod paste34;
mod paste62;
mod paste62b;
mod pdf48;
mod players63;
mod players63b;
mod posts60;
mod recall39;
mod recall40;
mod recall41;
mod redteam19;
mod redteam20;
mod redteam21;
mod redteam22;
mod redteam23;
mod redteam24;
mod redteam25;
mod redteam26;
mod redteam27;
mod redteam28;
mod redteam29;
mod redteam30;
mod redteam31;
mod redteam32;
mod redteam33;
mod repos;
mod retell39;
mod retell40;
mod retell41;
mod retell42;
mod retell43;
mod retold52;
mod rule_wordings;
mod rules63;
mod rules63b;
mod rules64;
mod rules64b;
mod rules64c;
mod rules65;
mod rules70;
mod runon61;
mod said_otherwise;
mod sensitivity66;
mod sentence_tails;
mod smaller49;
mod start45;
mod survey;
mod title63;
mod told53;
mod unusual46;
mod unusual46b;
mod unusual46c;
mod variant45;
mod variant45b;
mod variant45c;
mod variants;
mod whole_tasks;
mod whole_texts;
mod wrapped;
mod wrong65;
mod wrong66;
mod wrong67;
mod wrong68;
mod wrong69;

const DEMO: &str = include_str!("../../../tests/fixtures/read/ege-2021-demo.txt");

/// The answer of a game stated by hand (`game`: its template keys, one per
/// line) to its one question `query`.
pub(super) fn hand_answer(game: &str, query: &str) -> String {
    hand_answers(&format!("{game}[questions]\n\"1\" = \"{query}\"\n")).remove(0)
}

pub(super) fn hand_answers(template: &str) -> Vec<String> {
    let (spec, _) = crate::task::parse_template("hand", template).expect("a template");
    let task = spec.build(&|k| k.to_string()).expect("a game");
    let solved = crate::solved::solve_task_with(task, &SolveOptions::default(), OPEN_SPAN, &[])
        .expect("solved");
    solved
        .answers
        .iter()
        .map(|a| a.shown().to_string())
        .collect()
}

/// A reading's answers, after checking that every sentence was read (the
/// answers may still be of a size the words do not expect: the games here
/// are the demo's with other moves).
pub(super) fn read_answers(text: &str) -> (Reading, Vec<String>) {
    let r = read_text(text).remove(0);
    let out = r.solve();
    assert!(r.unread.is_empty(), "{:#?}\n{}", r.unread, r.template());
    let answers = out.answers.iter().map(|a| a.answer.clone()).collect();
    (r, answers)
}

/// The 2021 demo with its moves sentence replaced.
pub(super) fn demo_with_moves(moves: &str) -> String {
    DEMO.replace(
        "За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. Например, пусть в одной куче 10 камней, а в другой 5 камней; такую позицию в игре будем обозначать (10, 5). Тогда за один ход можно получить любую из четырёх позиций: (11, 5), (20, 5), (10, 6), (10, 10).",
        moves,
    )
}

/// The answers of the 2021 demo stated by hand with other `moves`.
pub(super) fn demo_answers_with(moves: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"7, S\"\ns = \"1..69\"\nmoves = \"{moves}\"\nend = \"sum >= 77\"\n{DEMO_QUESTIONS}"
    ))
}

pub(super) const DEMO_QUESTIONS: &str = r#"
[questions]
"19" = "min where some(code == 1)"
"20" = "all where code == 2"
"21" = "min where code == -2"
"#;

/// A one-heap task with words put in: the 70546-like game of the module doc
/// (`+2 *2`, end at 25), its moves sentence given.
pub(super) fn one_heap(moves: &str, rest: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. {moves} Игра завершается в тот момент, \
         когда количество камней в куче становится не более 10. Победителем считается игрок, \
         сделавший последний ход. В начальный момент в куче было S камней, 11 ≤ S ≤ 60. {rest}"
    )
}

/// A text read as one task (the test's text holds one), that reading.
pub(super) fn one_reading(text: &str) -> Reading {
    let mut all = read_text(text);
    assert_eq!(all.len(), 1, "{text}");
    all.remove(0)
}

/// A text's one reading, checked complete, and its answers (the other test
/// files' check too).
pub(super) fn complete_answers(text: &str) -> (Reading, Vec<String>) {
    let r = read_text(text).remove(0);
    let answers = solved_complete(&r);
    (r, answers)
}

/// `text` with each `(from, to)` replaced (each must be there): a real
/// text changed by one edit (the wrong65–wrong67 probes).
pub(super) fn edited(text: &str, edits: &[(&str, &str)]) -> String {
    let mut t = text.to_string();
    for (from, to) in edits {
        assert!(t.contains(from), "{from}");
        t = t.replace(from, to);
    }
    t
}

/// The text read (as the CLI reads it), its one task not complete.
pub(super) fn one_task_flagged(text: &str) {
    let tasks = read_text(text);
    assert_eq!(tasks.len(), 1, "{text}");
    assert!(!tasks[0].solve().complete, "{}", tasks[0].template());
}

/// A text's one reading complete, its answers those of the hand template.
pub(super) fn reads_right(text: &str, template: &str) {
    let (r, answers) = complete_answers(text);
    assert_eq!(answers, hand_answers(template), "{}", r.template());
}

/// A reading's answers, checked complete.
pub(super) fn solved_complete(r: &Reading) -> Vec<String> {
    let out = r.solve();
    assert!(
        out.complete,
        "{:#?}\n{}",
        out.problems_in(Lang::En),
        r.template()
    );
    out.answers.into_iter().map(|a| a.answer).collect()
}

/// The lines of a reading's template that say the game (not the quotes).
pub(super) fn game_lines(r: &Reading) -> Vec<String> {
    r.template()
        .lines()
        .filter(|l| {
            ["start", "s ", "moves", "end", "winner"]
                .iter()
                .any(|k| l.starts_with(k))
        })
        .map(|l| l.split(" #").next().unwrap_or(l).trim().to_string())
        .collect()
}

/// Reads each variant complete, with the game and the answers of `want`.
pub(super) fn reads_as(want: &str, variants: &[String]) {
    let (w, want_answers) = complete_answers(want);
    for text in variants {
        let (r, answers) = complete_answers(text);
        assert_eq!(game_lines(&r), game_lines(&w), "{text}");
        assert_eq!(answers, want_answers, "{text}");
    }
}

/// Each task's completeness and answers, as a joined document reads them.
pub(super) fn read_all(text: &str) -> Vec<(bool, Vec<String>)> {
    each_answers(&read_text(text))
}

/// Each reading's completeness and answers.
pub(super) fn each_answers(readings: &[Reading]) -> Vec<(bool, Vec<String>)> {
    readings
        .iter()
        .map(|r| {
            let out = r.solve();
            (
                out.complete,
                out.answers.into_iter().map(|a| a.answer).collect(),
            )
        })
        .collect()
}

/// Each text's reading alone (one task, complete): what the same text
/// joined into a document must read.
pub(super) fn alone(texts: &[&str]) -> Vec<(bool, Vec<String>)> {
    texts
        .iter()
        .map(|t| (true, complete_answers(t.trim()).1))
        .collect()
}

/// The exam's questions 19–21 as the template keys of [`EXAM_ASKED`].
pub(super) const EXAM_QUESTIONS: &str = "questions = [\"19=min where some(code == 1)\", \"20=all where code == 2\", \"21=min where code == -2\"]\n";
/// The exam's questions 19–21 as printed, for texts that vary the game only.
pub(super) const EXAM_ASKED: &str = r#"Задание 19.
Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.
Задание 20.
Найдите все значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:
— Петя не может выиграть за один ход;
— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.
Найденные значения запишите в ответе в порядке возрастания.
Задание 21.
Найдите минимальное значение S, при котором одновременно выполняются два условия:
— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;
— у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.
"#;

/// The exam's questions 19–21 as printed, headed «Задание N.» with a line
/// between, asking two values in 20 (fresh54, fresh55, pages62).
pub(super) const EXAM_ASKED_TWO: &str = "Задание 19.
Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.

Задание 20.
Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:
– Петя не может выиграть за один ход;
– Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.
Найденные значения запишите в ответе в порядке возрастания.

Задание 21.
Найдите минимальное значение S, при котором одновременно выполняются два условия:
– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;
– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";

/// The answers of a one-heap game from S asked the exam's three questions
/// (19: after Petya's bad move, 20: the two least winning by the second
/// move, 21: the least where Vanya wins by his first or second move).
pub(super) fn one_heap_exam_answers(s: &str, moves: &str, end: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"{end}\"\n[questions]\n\
         \"19\" = \"min where some(code == 1)\"\n\"20\" = \"min 2 where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n"
    ))
}

/// A document's tasks, those it numbers (its title reads as no task).
pub(super) fn numbered_readings(text: &str) -> Vec<Reading> {
    read_text(text)
        .into_iter()
        .filter(|r| r.number.is_some())
        .collect()
}

/// The hand answer of a one-heap game from S, `+`/`*` moves, ending at
/// `end` stones or more, asked one question.
pub(super) fn one_heap_asked(s: &str, moves: &str, end: u32, query: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"sum >= {end}\"\nquestions = [\"{query}\"]"
    ))
}

/// The exam's questions 19–21 as printed, «Задание N.» on lines of their
/// own, 20 asking the two least values (rules64, rules64b).
pub(super) const EXAM_ASKED_LEAST_TWO: &str =
    "\nЗадание 19.\nИзвестно, что Ваня выиграл своим первым ходом после неудачного \
    первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\
    Задание 20.\nНайдите два наименьших значения S, при которых у Пети есть выигрышная \
    стратегия, причём одновременно выполняются два условия:\n— Петя не может выиграть за один \
    ход;\n— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
    Найденные значения запишите в ответе в порядке возрастания.\nЗадание 21.\nНайдите \
    минимальное значение S, при котором одновременно выполняются два условия:\n– у Вани есть \
    выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре \
    Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";

/// The template questions of [`EXAM_ASKED_LEAST_TWO`].
pub(super) const EXAM_LEAST_TWO_QUESTIONS: &str =
    "[questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"min 2 \
    where code == 2\"\n\"21\" = \"min where code == -2\"\n";

/// The page read as a file is (its pieces kept or dropped as `read` does).
pub(super) fn read_page(text: &str) -> Vec<Reading> {
    read_bytes(text.as_bytes()).unwrap_or_default()
}

/// One heap, `+1 *2`, ends at 41: the game of the tests that put a line
/// above it or under a heading (drops62, title63).
pub(super) const ONE_HEAP_41: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Например, имея кучу из 10 камней, за один ход можно получить кучу из 11 или 20 камней. Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.
Игра завершается в тот момент, когда количество камней в куче становится не менее 41. Победителем считается игрок, сделавший последний ход, т.е. первым получивший кучу, в которой будет 41 или больше камней.
В начальный момент в куче было S камней; 1 ≤ S ≤ 40.";

/// `ONE_HEAP_41` asked `EXAM_ASKED_TWO`: its hand answers.
pub(super) fn one_heap_41_answers() -> Vec<String> {
    hand_answers(
        "start = \"S\"\ns = \"1..40\"\nmoves = \"+1 *2\"\nend = \"sum >= 41\"\n\
         [questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"all where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n",
    )
}

/// The hand answers of a game stated by its four keys, asked three
/// questions numbered 19, 20, 21.
pub(super) fn hand_game_answers(
    start: &str,
    s: &str,
    moves: &str,
    end: &str,
    questions: [&str; 3],
) -> Vec<String> {
    let qs: Vec<String> = questions
        .iter()
        .enumerate()
        .map(|(i, q)| format!("\"{}\" = \"{q}\"", 19 + i))
        .collect();
    hand_answers(&format!(
        "start = \"{start}\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"{end}\"\n[questions]\n{}\n",
        qs.join("\n")
    ))
}

/// The exam's three questions: 19 after Petya's bad move, 20 all winning by
/// the second move, 21 the least where Vanya wins by his first or second.
pub(super) const EXAM_QUERIES: [&str; 3] = [
    "min where some(code == 1)",
    "all where code == 2",
    "min where code == -2",
];
