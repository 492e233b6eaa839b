//! Example sentences of one-heap tasks said in other words than the
//! corpus's («Например, пусть в куче 10 камней. Тогда …», sizes in words,
//! the example in brackets inside the moves sentence): each read and
//! checked, so a right example leaves the task complete and a wrong one
//! flags it.

use super::*;

/// A one-heap task (+1, ×2, the end at 29) with `example` in place of its
/// example sentence, or `moves` in place of its moves sentence.
fn task(moves: &str, example: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. {moves} {example} \
         Игра завершается в тот момент, когда количество камней в куче становится не менее 29. \
         Победителем считается игрок, сделавший последний ход. \
         В начальный момент в куче было S камней, 1 ≤ S ≤ 28.\n\
         Задание 19. Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети."
    )
}

const MOVES: &str = "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза.";

fn complete(text: &str) -> bool {
    let tasks = read_text(text);
    assert_eq!(tasks.len(), 1, "{text}");
    let out = tasks[0].solve();
    // The question is answered either way: the example only flags.
    assert_eq!(
        out.answers.first().map(|a| a.answer.as_str()),
        Some("14"),
        "{text}"
    );
    out.complete
}

#[test]
fn an_example_whose_position_is_said_the_sentence_before() {
    assert!(complete(&task(
        MOVES,
        "Например, пусть в куче 10 камней. Тогда за один ход можно получить кучу из 11 или 20 камней."
    )));
    assert!(!complete(&task(
        MOVES,
        "Например, пусть в куче 10 камней. Тогда за один ход можно получить кучу из 11 или 30 камней."
    )));
}

#[test]
fn an_example_with_its_sizes_in_words() {
    assert!(complete(&task(
        MOVES,
        "Например, имея кучу из десяти камней, за один ход можно получить кучу из одиннадцати или двадцати камней."
    )));
    assert!(!complete(&task(
        MOVES,
        "Например, имея кучу из десяти камней, за один ход можно получить кучу из одиннадцати или тридцати камней."
    )));
    // «за один ход» and «(добавив один камень)» are no sizes.
    assert!(complete(&task(
        MOVES,
        "Например, из кучи из 10 камней за один ход можно получить кучу из 11 камней (добавив один камень) или из 20 камней (удвоив кучу)."
    )));
}

#[test]
fn an_example_in_brackets_inside_the_moves_sentence() {
    let moves = |to: &str| {
        format!("За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза (например, из кучи в 10 камней можно получить {to} камней).")
    };
    assert!(complete(&task(&moves("11 или 20"), "")));
    assert!(!complete(&task(&moves("11 или 30"), "")));
}
