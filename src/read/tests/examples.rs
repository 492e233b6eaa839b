//! Example sentences of one-heap tasks said in other words than the
//! corpus's («Например, пусть в куче 10 камней. Тогда …», sizes in words,
//! the example in brackets inside the moves sentence): each read and
//! checked, so a right example leaves the task complete and a wrong one
//! flags it.

use crate::read::*;

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

/// Whether a one-heap task reads complete.
fn complete(text: &str) -> bool {
    complete_answering(text, "14")
}

/// Whether `text`, one task, reads complete; its question is answered
/// `answer` either way (an example only flags).
fn complete_answering(text: &str, answer: &str) -> bool {
    let tasks = read_text(text);
    assert_eq!(tasks.len(), 1, "{text}");
    let out = tasks[0].solve();
    assert_eq!(
        out.answers.first().map(|a| a.answer.as_str()),
        Some(answer),
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

/// A two-heap task (+1, ×2 in either heap, the sum at 77, start (7, S))
/// with `example` as its example.
fn two_heaps(example: &str) -> bool {
    let text = format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в одну \
         из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. \
         {example} Игра завершается в тот момент, когда суммарное количество камней в кучах \
         становится не менее 77. Победителем считается игрок, сделавший последний ход. \
         В начальный момент в первой куче было семь камней, во второй куче – S камней; 1 ≤ S ≤ 69.\n\
         Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
         Пети. Укажите минимальное значение S, когда такая ситуация возможна."
    );
    complete_answering(&text, "18")
}

#[test]
fn a_two_heap_position_said_in_words() {
    let then = |second: &str| {
        format!("Тогда за один ход можно получить любую из четырёх позиций: (11, 5), ({second}, 5), (10, 6), (10, 10).")
    };
    // The position in a sentence of its own, in words.
    let before = "Например, пусть в первой куче 10 камней, а во второй 5 камней.";
    assert!(two_heaps(&format!("{before} {}", then("20"))));
    assert!(!two_heaps(&format!("{before} {}", then("30"))));
    // In the same sentence, before the positions reached.
    let same = |second: &str| {
        format!("Например, если в первой куче 10 камней, а во второй 5, то за один ход можно получить позиции (11, 5), ({second}, 5), (10, 6), (10, 10).")
    };
    assert!(two_heaps(&same("20")));
    assert!(!two_heaps(&same("30")));
}

/// A second example that names its own position («Так, из позиции (3, 4)
/// …») is not read from the first one's.
#[test]
fn a_second_example_names_its_own_position() {
    let first = "Например, пусть в одной куче 10 камней, а в другой 5 камней; такую позицию в игре будем обозначать (10, 5). Тогда за один ход можно получить любую из четырёх позиций: (11, 5), (20, 5), (10, 6), (10, 10).";
    assert!(two_heaps(&format!(
        "{first} Так, из позиции (3, 4) можно получить (4, 4), (6, 4), (3, 5), (3, 8)."
    )));
    assert!(!two_heaps(&format!(
        "{first} Так, из позиции (3, 4) можно получить (4, 4), (6, 4), (3, 5), (3, 9)."
    )));
}
