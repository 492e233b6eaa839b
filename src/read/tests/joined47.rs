//! Joined layouts that lost answers (issue 21, joined47): texts that read
//! complete and right alone, joined as collections print them, read each as
//! alone — a solution's last words before a shared block's number, a
//! docstring's quotes after a header or a number, a header printed again
//! under a page's number, a question's number after a page break, a
//! bracket wrapped onto the next line, '#' marks after a number.

use super::{alone, read_all};

const SDAMGIA: &str = include_str!("../../../tests/fixtures/read/held-out-6/sdamgia-60262.txt");
const SHARED: &str = include_str!("../../../tests/fixtures/read/dev/kp1921-011.txt");
const KOMPEGE: &str =
    include_str!("../../../tests/fixtures/read/held-out-8/gh-already1337-kompege3075.txt");
const DOCSTRING: &str = include_str!(
    "../../../tests/fixtures/read/held-out-10/gh-idelaniyariets-kompege27631-aprobatsiya-2026.txt"
);
const TABBED: &str = include_str!("../../../tests/fixtures/read/held-out-3/gh-65785420441.txt");
const JOBS: &str =
    include_str!("../../../tests/fixtures/read/held-out-9/gh-gumaonelove-jobs-second-move.txt");
const SHARED_39: &str = include_str!("../../../tests/fixtures/read/dev/kp1921-039.txt");

#[test]
fn a_solution_cut_off_before_a_shared_blocks_number_ends_there() {
    // «… Первое значение S» + «2) Вопросы 19-21 к задаче 11 и следующим …»:
    // the number heads the block, not the solution's words.
    let doc = format!("1) {}\n2) {}\n", SDAMGIA.trim(), SHARED.trim());
    assert_eq!(read_all(&doc), alone(&[SDAMGIA, SHARED]));
}

#[test]
fn a_header_over_a_docstrings_quotes_heads_the_game_after_them() {
    // «Задание 4» + «'''» + «№ 27631 …» after a task's «Вопрос 3.».
    let doc = format!(
        "Задание 3\n{}\nЗадание 4\n{}\n",
        KOMPEGE.trim(),
        DOCSTRING.trim()
    );
    assert_eq!(read_all(&doc), alone(&[KOMPEGE, DOCSTRING]));
}

/// A Word table pasted as text: the number, a tab, the text's lines each
/// after a tab.
fn word_table(n: usize, text: &str) -> String {
    format!("{n}.\t{}", text.trim().replace('\n', "\n\t"))
}

#[test]
fn a_number_over_a_docstrings_quotes_starts_a_line_of_a_word_table() {
    // «… первым ходом» (no stop) + «7.\t'''» + «\t(Е. Джобс) Два игрока …».
    let doc = format!("{}\n{}\n", word_table(6, TABBED), word_table(7, JOBS));
    assert_eq!(read_all(&doc), alone(&[TABBED, JOBS]));
}

#[test]
fn hashes_after_a_number_are_a_headings_marks() {
    // «21.\t## Задания 19–21» after a task whose questions a shared block
    // gave: the next task's number and title, no words of the task before.
    let next = "## Задания 19–21\n\nДва игрока, Петя и Ваня, играют в следующую игру. \
        Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. \
        За один ход игрок может добавить в кучу один камень или увеличить количество камней \
        в куче в два раза. Игра завершается, когда количество камней в куче становится не \
        менее 40. В начальный момент в куче было S камней, 1 ≤ S ≤ 39.\n\
        Укажите минимальное значение S, при котором Петя не может выиграть за один ход, \
        но при любом ходе Пети Ваня может выиграть своим первым ходом.";
    let doc = format!("{}\n{}\n", word_table(20, SHARED_39), word_table(21, next));
    let got = read_all(&doc);
    assert_eq!(got.len(), 2);
    assert_eq!(got[0], alone(&[SHARED_39])[0]);
    assert!(got[1].0, "{got:?}");
}

/// The page's foot and head where the page breaks.
fn page(n: usize) -> String {
    format!("\n{n}\nИнформатика. Сборник задач 19–21. Теория игр\n\n")
}

const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
    камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить \
    в кучу один камень (действие А) или увеличить количество камней в куче в два раза (действие\n\
    Б). Игра завершается, когда количество камней в куче становится не менее 40. В начальный \
    момент в куче было S камней, 1 ≤ S ≤ 39.";

const Q19: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
    Пети. Укажите минимальное значение S, когда такая ситуация возможна";
const Q20: &str = "Найдите минимальное значение S, при котором у Пети есть выигрышная стратегия, \
    причём одновременно выполняются два условия: — Петя не может выиграть за один ход; — Петя \
    может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.";
const Q21: &str = "Найдите минимальное значение S, при котором одновременно выполняются два \
    условия: — у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым \
    ходом при любой игре Пети; — у Вани нет стратегии, которая позволит ему гарантированно \
    выиграть первым ходом.";

#[test]
fn a_questions_number_after_a_page_break_starts_its_question() {
    // «… такая ситуация возможна» (no stop) + page break + «20: Найдите …»;
    // «Задание 21» printed in two tasks over a page's number is no running
    // head; «(действие» + «Б).» is one sentence wrapped.
    let task = |n: usize, p: usize| {
        format!(
            "{n}. {GAME}\n19: {Q19}\n{}20: {Q20}\nЗадание 21{}{Q21}\n",
            page(p),
            page(p + 1)
        )
    };
    let doc = format!("{}\n{}", task(1, 2), task(2, 4));
    // The same task on one page, its questions' lines ended.
    let whole = format!("{GAME}\n19: {Q19}.\n20: {Q20}\nЗадание 21\n{Q21}\n");
    let want = alone(&[&whole]).remove(0);
    assert_eq!(want.1.len(), 3);
    assert_eq!(read_all(&doc), vec![want.clone(), want]);
}
