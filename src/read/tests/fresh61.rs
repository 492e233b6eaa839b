//! Probe fresh61: 40 new texts drawn as a hidden set from several public
//! sources would be (ФИПИ demo and exam-day texts 2021–2026, problem pages
//! of inf-ege.sdamgia.ru with «Задание 19 № …», «Ответ:», «Источник: …»,
//! kompege.ru tasks «(Автор)», К. Поляков's collection «(№ 1234)», StatGrad
//! PDF copies, teachers' worksheets and a VK post), four to flag. Main
//! (m65a), untuned: 33 right, 6 flagged, 1 WRONG.
//!
//! Fixed: the WRONG, «увеличить количество камней в куче в полтора раза»
//! with no word on an odd heap, read `*3/2` (a move only when whole) and
//! complete — rounding down or up give other answers (min S 27, not 28), as
//! an unrounded division does, which is named. The growth by a fraction is
//! now named the same way unless a condition («если оно чётное»), a
//! rounding sentence or an example from a heap the denominator does not
//! divide settles it (`draft/division.rs`).
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{hand_answers, one_reading, solved_complete};

const HEAD: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
    камней. Игроки ходят по очереди, первый ход делает Петя.";
const REST: &str = "Игра завершается в тот момент, когда количество камней в куче становится не \
    менее 60. Победителем считается игрок, сделавший последний ход. В начальный момент в куче \
    было S камней, 1 ≤ S ≤ 59.\nИзвестно, что Ваня выиграл своим первым ходом после неудачного \
    первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const HALF_AGAIN: &str = "За один ход игрок может добавить в кучу один камень или увеличить \
    количество камней в куче в полтора раза.";

fn hand(moves: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"1..59\"\nmoves = \"{moves}\"\nend = \"sum >= 60\"\n\
         [questions]\n\"1\" = \"min where some(code == 1)\"\n"
    ))
}

/// The WRONG (probe 26.txt, «(Е. Джобс)»): «в полтора раза» alone is named.
#[test]
fn a_growth_by_half_with_no_word_on_an_odd_heap_is_flagged() {
    let r = one_reading(&format!("(Е. Джобс) {HEAD} {HALF_AGAIN} {REST}"));
    assert!(!r.solve().complete, "{}", r.template());
    // The readings it could be give other answers.
    assert_ne!(hand("+1 *3/2"), hand("+1; x = x * 3 / 2;"));
    // An example from an even heap does not settle it.
    let r = one_reading(&format!(
        "{HEAD} {HALF_AGAIN} Например, из кучи в 10 камней можно получить кучу из 11 или 15 \
         камней. {REST}"
    ));
    assert!(!r.solve().complete, "{}", r.template());
}

/// Settled: only an even heap («если оно чётное»), a rounding said, an
/// example from an odd heap that lists no grown heap.
#[test]
fn a_growth_by_half_settled_reads() {
    let even = format!(
        "{HEAD} За один ход игрок может добавить в кучу один камень или увеличить количество \
         камней в куче в полтора раза, если оно чётное. {REST}"
    );
    assert_eq!(solved_complete(&one_reading(&even)), hand("+1 *3/2"));
    let down = format!(
        "{HEAD} За один ход игрок может добавить в кучу один камень или увеличить количество \
         камней в куче в полтора раза с округлением в меньшую сторону. {REST}"
    );
    assert_eq!(
        solved_complete(&one_reading(&down)),
        hand("+1; x = x * 3 / 2;")
    );
    let example = format!(
        "{HEAD} {HALF_AGAIN} Например, из кучи в 7 камней можно получить только кучу из 8 \
         камней, а из кучи в 8 камней — кучу из 9 или 12 камней. {REST}"
    );
    assert_eq!(solved_complete(&one_reading(&example)), hand("+1 *3/2"));
}

/// Probe 09.txt (the 2025 exam's overshoot form): a second example with
/// no «Например» («Если в куче было 56 камней и Петя удвоит …, то …
/// победителем будет Ваня.») is read and checked as the first one is.
#[test]
fn a_second_outcome_example_opening_with_if_is_checked() {
    let text = |second_winner: &str| {
        format!(
            "{HEAD} За один ход игрок может а) добавить в кучу три камня; б) увеличить \
             количество камней в куче в два раза.\nИгра завершается в тот момент, когда \
             количество камней в куче становится не менее 66. Если при этом в куче оказалось \
             не более 110 камней, то победителем считается игрок, сделавший последний ход. В \
             противном случае победителем становится его противник. Например, если в куче было \
             33 камня и Петя удвоит количество камней в куче, то игра закончится и победителем \
             будет Петя. Если в куче было 56 камней и Петя удвоит количество камней, то игра \
             закончится и победителем будет {second_winner}.\nВ начальный момент в куче было S \
             камней, 1 ≤ S ≤ 65.\nУкажите максимальное значение S, при котором Петя не может \
             выиграть за один ход, но при любом ходе Пети Ваня может выиграть своим первым \
             ходом."
        )
    };
    let hand = hand_answers(
        "start = \"S\"\ns = \"1..65\"\nmoves = \"+3 *2\"\nend = \"sum >= 66\"\n\
         winner = \"sum <= 110\"\n[questions]\n\"1\" = \"max where code == -1\"\n",
    );
    assert_eq!(solved_complete(&one_reading(&text("Ваня"))), hand);
    let r = one_reading(&text("Петя"));
    assert!(!r.solve().complete, "{}", r.template());
}
