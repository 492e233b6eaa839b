//! Whole tasks read: the rules, the questions and the answers.

use super::*;

const DEMO: &str = include_str!("../../tests/fixtures/read/ege-2021-demo.txt");

#[test]
fn the_demo_task_reads_whole() {
    let tasks = read_text(DEMO);
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    let out = tasks[0].solve();
    assert!(out.complete, "{:#?}\n{}", out.problems, tasks[0].template());
    let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(answers, ["18", "31 34", "30"]);
}

#[test]
fn a_strategy_example_is_checked_against_the_rules() {
    // The 2020 demo's example: from (6, 34), (7, 33), (9, 32) Petya wins at
    // once when the game ends at 73 — and not when it ends at 77.
    let text = |end: u32| {
        DEMO.replace("не менее 77", &format!("не менее {end}"))
            .replace("77 или больше", &format!("{end} или больше"))
            .replace(
                "1 ≤ S ≤ 69.",
                "1 ≤ S ≤ 65. Например, при начальной позиции (6, 34), (7, 33), (9, 32) выигрышная стратегия есть у Пети. Чтобы выиграть, ему достаточно удвоить количество камней во второй куче.",
            )
    };
    let agreeing = read_text(&text(73));
    let out = agreeing[0].solve();
    assert!(
        !out.problems.iter().any(|p| p.contains("стратегия")),
        "{:#?}",
        out.problems
    );
    let out = read_text(&text(77))[0].solve();
    assert!(!out.complete);
    assert!(
        out.problems.iter().any(|p| p.contains("(7, 33)")),
        "{:#?}",
        out.problems
    );
}

/// Each sentence keeps what it gave, for the page to show beside it: the
/// keys it set, a question's id, or that it was not read.
#[test]
fn every_sentence_says_what_it_gave() {
    let text = DEMO.replace(
        "Игроки ходят по очереди",
        "Камни лежат на синем столе. Игроки ходят по очереди",
    );
    let r = &read_text(&text)[0];
    let gave = |start: &str| {
        r.sentences
            .iter()
            .find(|s| s.text.starts_with(start))
            .unwrap_or_else(|| panic!("no sentence «{start}…»: {:#?}", r.sentences))
    };
    assert_eq!(gave("За один ход").keys, ["moves"]);
    assert_eq!(gave("В начальный момент").keys, ["start", "s"]);
    assert_eq!(gave("Игра завершается").keys, ["end"]);
    assert_eq!(gave("Победителем").keys, ["winner"]);
    assert!(gave("Игроки ходят").keys.is_empty() && !gave("Игроки ходят").unread);
    let table = gave("Камни лежат");
    assert!(table.unread && table.keys.is_empty());
    assert_eq!(gave("Известно, что Ваня").questions, ["19"]);
    assert_eq!(
        r.sentences.iter().filter(|s| s.unread).count(),
        1,
        "{:#?}",
        r.sentences
    );
    // Every sentence of the rules and every question, in order.
    assert_eq!(
        r.sentences
            .iter()
            .filter(|s| !s.questions.is_empty())
            .count(),
        3
    );
}

/// Each sentence of a long document is looked at a bounded number of
/// times: the reader's work is a multiple of the text's size, whatever
/// repeats in it (a repeated sentence once made it quadratic: 1 000
/// repeats took 11 s).
#[test]
fn a_repeated_sentence_is_read_in_linear_work() {
    let head = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними куча камней. \
        За один ход игрок может добавить в кучу один камень или удвоить её. \
        Игра завершается, когда в куче не менее 40 камней. \
        В начальный момент в куче было S камней, 1 ≤ S ≤ 39. ";
    for repeated in [
        "Два игрока, Петя и Ваня, играют в следующую игру. ",
        "За один ход игрок может добавить в кучу один камень. ",
        "Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает. ",
        "Найдите минимальное значение S, при котором Петя выигрывает. ",
        "Например, из кучи 5 камней можно получить 6 или 10 камней. ",
        "Мама мыла раму. ",
        "– добавить в кучу один камень;\n",
    ] {
        let text = format!("{head}{}", repeated.repeat(5000));
        work::take();
        let tasks = read_text(&text);
        let work = work::take();
        assert!(!tasks.is_empty());
        assert!(
            work <= 20 * text.len(),
            "«{repeated}» × 5000: {work} bytes looked at for {} of text",
            text.len()
        );
    }
}
