//! Probe pdf48 (issue 21): tasks 19–21 copied out of a PDF — a book of
//! typical variants, FIPI's papers, StatGrad's. The Symbol font's «≤» copied
//! as «£», and a page break copied inside a sentence with no blank lines
//! round it: «Вариант 5» by its page's number, «Информатика. 11 класс.
//! Вариант … 3 / 12», a page's number alone between a sentence's lines or
//! between two conditions of a question. Every answer is compared with
//! `gametable solve` on a hand template.

use super::{hand_answers, read_answers};
use crate::read::*;

/// One heap, +2 or ×2, the end at 25 or more (the pdf48 probe's t16).
const ONE_HEAP: &str =
    "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней.
Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в
кучу два камня или увеличить количество камней в куче в два раза. Например, имея
кучу из 10 камней, за один ход можно получить кучу из 12 или 20 камней. Чтобы делать
ходы, у каждого игрока есть неограниченное количество камней.
Игра завершается в тот момент, когда количество камней в куче становится не менее 25.
Победителем считается игрок, сделавший последний ход, т.е. первым получивший кучу, в
которой будет 25 или больше камней.
В начальный момент в куче было 𝑆 камней; 1 £ 𝑆 £ 24.
Задание 19.
Укажите минимальное значение S, при котором Петя не может выиграть за один
ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.
Задание 20.
Найдите два наименьших значения S, при которых у Пети есть
выигрышная стратегия, причём одновременно выполняются два условия:
- Петя не может выиграть за один ход;
- Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.
Найденные значения запишите в ответе в порядке возрастания.
Задание 21.
Найдите минимальное значение S, при котором одновременно выполняются
два условия:
- у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым
ходом при любой игре Пети;
- у Вани нет стратегии, которая позволит ему гарантированно выиграть
первым ходом.
";

fn one_heap_by_hand() -> Vec<String> {
    hand_answers(
        "start = \"S\"\ns = \"1..24\"\nmoves = \"+2 *2\"\nend = \"sum >= 25\"\nquestions = [\"min where code == -1\", \"min 2 where code == 2\", \"min where code == -2\"]\n",
    )
}

/// «1 £ 𝑆 £ 24»: the Symbol font's «≤» read through Latin-1, the range of S.
#[test]
fn the_symbol_fonts_sign_is_read_as_at_most() {
    let (r, answers) = read_answers(ONE_HEAP);
    assert!(r.template().contains("s = \"1..24\""), "{}", r.template());
    assert_eq!(answers, one_heap_by_hand());
    assert_eq!(answers, ["11", "6 9", "7"]);
    // «S ³ 21» is «S ≥ 21»; a cube glued to its base and a price stay.
    assert_eq!(normalize("S ³ 21, 1£S£24"), "S ≥ 21, 1≤S≤24");
    assert_eq!(
        normalize("10³ камней, 5 £ за камень"),
        "10³ камней, 5 £ за камень"
    );
}

/// A page break inside the sentences: a book's «Вариант 5» by its page's
/// number, a paper's head with its page out of the pages, a number alone
/// between a sentence's lines and between two conditions.
#[test]
fn a_page_break_inside_a_sentence_is_dropped() {
    let text = ONE_HEAP
        .replace(
            "Например, имея\nкучу",
            "Например, имея\n12\nВариант 5\nкучу",
        )
        .replace(
            "в куче становится не менее 25.\n",
            "в куче становится не менее 25.\nИнформатика. 11 класс. Вариант ИН2410501-1 3 / 12\n",
        )
        .replace("у Пети есть\nвыигрышная", "у Пети есть\n4\nвыигрышная")
        .replace("за один ход;\n- Петя", "за один ход;\n7\n- Петя")
        .replace(
            "гарантированно выиграть\nпервым",
            "гарантированно выиграть\nВариант 5\n9\nпервым",
        );
    let tasks = read_text(&text);
    assert_eq!(tasks.len(), 1, "{text}");
    let (_, answers) = read_answers(&text);
    assert_eq!(answers, one_heap_by_hand());
}

/// A page's number alone where a word is hyphenated across the break
/// («ко-» + «8» + «личество»): the task reads as without the break (a
/// guard for the shared mid-sentence predicates of `clean/page.rs`).
#[test]
fn a_page_number_inside_a_hyphenated_word_is_dropped() {
    let text = ONE_HEAP.replace(
        "увеличить количество камней в куче",
        "увеличить ко-\n8\nличество камней в куче",
    );
    let (r, answers) = read_answers(&text);
    assert!(r.solve().complete, "{}", r.template());
    assert_eq!(answers, one_heap_by_hand());
}

/// «Вариант 5» + «12» + «20. Для игры, описанной в задании 19, …»: a page's
/// head, for a variant opens with its first question.
#[test]
fn a_variant_head_before_the_second_question_is_a_pages() {
    let demo = "19. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней; 1 ≤ S ≤ 28.\nИзвестно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\nВариант 5\n12\n20. Для игры, описанной в задании 19, найдите два таких значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n— Петя не может выиграть за один ход;\n— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\nНайденные значения запишите в ответе в порядке возрастания.\n\n21. Для игры, описанной в задании 19, найдите минимальное значение S, при котором одновременно выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";
    assert_eq!(read_text(demo).len(), 1);
    let (_, answers) = read_answers(demo);
    let by_hand = hand_answers(
        "start = \"S\"\ns = \"1..28\"\nmoves = \"+1 *2\"\nend = \"sum >= 29\"\nquestions = [\"min where some(code == 1)\", \"all where code == 2\", \"min where code == -2\"]\n",
    );
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["8", "7 13", "12"]);
}

/// What stays: a number the sentence says on a line of its own («из» +
/// «10» + «камней»), and a variant's own heading before its first task.
#[test]
fn a_number_the_sentence_says_and_a_variants_heading_stay() {
    let text = ONE_HEAP.replace(
        "кучу из 10 камней, за один ход можно получить кучу из",
        "кучу из\n10\nкамней, за один ход можно получить кучу из",
    );
    let (r, answers) = read_answers(&text);
    assert!(r.unread.is_empty());
    assert_eq!(answers, one_heap_by_hand());
    let two = format!("Вариант 5\n12\n{ONE_HEAP}\nВариант 6\n13\n{ONE_HEAP}");
    assert_eq!(read_text(&two).len(), 2);
}
