//! The round retell43: sentences of real tasks said in other words — the
//! winner's rule in the past as a rule («Кто сделал последний ход, тот и
//! выиграл»), the range as «S — любое целое число, не меньшее 1 и не
//! превышающее 66», the question led by «В ответе запишите …», the order
//! of the answer as «Значения укажите в порядке возрастания», and the
//! premise «Пусть после неудачного первого хода Пети Ваня выигрывает …».
//! The truth of every test: `gametable solve` on the hand statement
//! start = "6, S", s = "1..66", moves = "+1 *2", end = "sum >= 73" —
//! 19: min where some(code == 1) = 17; 20: all where code == 2 = 30 32;
//! 21: min where code == -2 = 29.

use super::complete_answers;
use crate::read::read_text;

const MOVES: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две \
    кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
    добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в \
    куче в два раза.";
const END: &str = "Игра завершается в тот момент, когда суммарное количество камней в кучах \
    становится не менее 73.";
const WINNER: &str = "Победителем считается игрок, сделавший последний ход, т. е. первым \
    получивший такую позицию, при которой в кучах будет 73 или больше камней.";
const START: &str = "В начальный момент в первой куче было 6 камней, во второй куче – S камней; \
    1 ≤ S ≤ 66.";
const Q19: &str = "Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного \
    первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const Q20: &str = "Задание 20. Найдите два таких значения S, при которых у Пети есть выигрышная \
    стратегия, причём одновременно выполняются два условия:\n− Петя не может выиграть за один \
    ход;\n− Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
    Найденные значения запишите в ответе в порядке возрастания.";
const Q21: &str = "Задание 21. Найдите минимальное значение S, при котором одновременно \
    выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть \
    первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему \
    гарантированно выиграть первым ходом.";

/// The text with one of its parts said otherwise.
fn text(winner: &str, start: &str, q19: &str, q20: &str, q21: &str) -> String {
    format!("{MOVES}\n{END} {winner}\n{start}\n\n{q19}\n\n{q20}\n\n{q21}\n")
}

/// The answers `gametable solve` gives on the hand statement.
fn truth() -> Vec<String> {
    ["17", "30 32", "29"].map(String::from).to_vec()
}

/// The reading is the hand statement's, and its answers are the truth.
fn reads_right(t: &str) {
    let (r, answers) = complete_answers(t);
    let tpl = r.template();
    for key in [
        "start = \"6, S\"",
        "s = \"1..66\"",
        "moves = \"+1 *2\"",
        "end = \"sum >= 73\"",
        "min where some(code == 1)",
        "all where code == 2",
        "min where code == -2",
    ] {
        assert!(tpl.contains(key), "{key} not in\n{tpl}\n{t}");
    }
    assert_eq!(answers, truth(), "{t}");
}

#[test]
fn the_usual_words_give_the_truth() {
    reads_right(&text(WINNER, START, Q19, Q20, Q21));
}

/// «Кто сделал последний ход, тот и выиграл.», «Победил тот, кто сделал
/// последний ход.»: the winner's rule in the past, read as the rule (it was
/// taken for a question's premise, the start after it for the question's own).
#[test]
fn the_winners_rule_in_the_past_is_a_rule() {
    for w in [
        "Кто сделал последний ход, тот и выиграл.",
        "Победил тот, кто сделал последний ход.",
    ] {
        let t = text(w, START, Q19, Q20, Q21);
        reads_right(&t);
        assert!(complete_answers(&t)
            .0
            .template()
            .contains("winner = \"mover\""));
    }
    // A game told, a player named: still a question's premise.
    let told = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
        Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
    assert!(Q19.contains(told));
}

/// «S — любое целое число, не меньшее 1 и не превышающее 66», «S может быть
/// любым целым числом, не меньшим 1 и не большим 66»: the range in words.
#[test]
fn the_range_said_as_any_number_between_bounds() {
    let start = "В начальный момент в первой куче было 6 камней, во второй куче – S камней.";
    for range in [
        "S — любое целое число, не меньшее 1 и не превышающее 66.",
        "S может быть любым целым числом, не меньшим 1 и не большим 66.",
        "S — натуральное число, не превосходящее 66.",
    ] {
        reads_right(&text(WINNER, &format!("{start} {range}"), Q19, Q20, Q21));
    }
    // No upper bound said: the range is open, never 1..66 guessed.
    let open = text(
        WINNER,
        &format!("{start} S может быть любым целым числом, не меньшим 1."),
        Q19,
        Q20,
        Q21,
    );
    let r = read_text(&open).remove(0);
    assert!(r.template().contains("s = \"1..\""), "{}", r.template());
}

/// «В ответе запишите минимальное значение S, при котором …»: a question,
/// as «В ответе укажите …» is.
#[test]
fn a_question_led_by_in_the_answer_write() {
    let q21 = Q21.replace("Найдите минимальное", "В ответе запишите минимальное");
    reads_right(&text(WINNER, START, Q19, Q20, &q21));
    let q20 = Q20.replace("Найдите два таких", "В ответе запишите два таких");
    reads_right(&text(WINNER, START, Q19, &q20, Q21));
}

/// «Значения укажите в порядке возрастания.»: how question 20 is answered,
/// not a question of its own.
#[test]
fn the_order_of_the_values_is_no_question() {
    for order in [
        "Значения укажите в порядке возрастания.",
        "В ответе укажите найденные значения в порядке возрастания.",
    ] {
        let q20 = Q20.replace(
            "Найденные значения запишите в ответе в порядке возрастания.",
            order,
        );
        reads_right(&text(WINNER, START, Q19, &q20, Q21));
    }
}

/// «Пусть после неудачного первого хода Пети Ваня выигрывает своим первым
/// ходом. Найдите минимальное значение S, при котором это возможно.»: the
/// premise in the present after «Пусть», the ask in the next sentence.
#[test]
fn a_premise_in_the_present_after_let() {
    let q19 = "Задание 19. Пусть после неудачного первого хода Пети Ваня выигрывает своим \
        первым ходом. Найдите минимальное значение S, при котором это возможно.";
    reads_right(&text(WINNER, START, q19, Q20, Q21));
    // With no failed move, «Пусть …» stays an example, never a premise.
    let example = "Пусть Ваня выигрывает своим первым ходом.";
    let t = text(WINNER, START, &format!("{example} {Q19}"), Q20, Q21);
    let out = read_text(&t).remove(0).solve();
    assert!(!out.complete || out.answers.iter().map(|a| a.answer.clone()).eq(truth()));
}

/// A one-heap game (start "S", moves "+1 *2", end "sum >= 65") with its
/// range given as `range`. `gametable solve` on it: with s = "1..40",
/// 19: max where some(code == 1) = 40; 20: 16 31; 21: 30.
fn one_heap(range: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         кучу один камень или увеличить количество камней в куче в два раза. Игра завершается \
         в тот момент, когда количество камней в куче становится не менее 65. Победителем \
         считается игрок, сделавший последний ход. В начальный момент в куче было S камней. \
         {range}\n\
         19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. \
         Укажите максимальное значение S, когда такая ситуация возможна.\n\
         20. Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, причём \
         Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо \
         от того, как будет ходить Ваня. Найденные значения запишите в ответе в порядке \
         возрастания.\n\
         21. Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, \
         позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и у Вани нет \
         стратегии, которая позволит ему гарантированно выиграть первым ходом."
    )
}

/// «Известно, что в начале в куче не меньше 1 и не больше 40 камней.»: the
/// range said of the one heap's count, «S» not written.
#[test]
fn the_range_said_of_the_one_heaps_count() {
    let want: Vec<String> = ["40", "16 31", "30"].map(String::from).to_vec();
    for range in [
        "Известно, что в начале в куче не меньше 1 и не больше 40 камней.",
        "Известно, что 1 ≤ S ≤ 40.",
    ] {
        let (r, answers) = complete_answers(&one_heap(range));
        assert!(r.template().contains("s = \"1..40\""), "{}", r.template());
        assert_eq!(answers, want, "{range}");
    }
    // One bound only, or a heap of several named: no range read.
    for range in [
        "Известно, что в начале в куче не больше 40 камней.",
        "Известно, что в начале в первой куче не меньше 1 и не больше 40 камней.",
    ] {
        let r = read_text(&one_heap(range)).remove(0);
        assert!(!r.template().contains("s = \"1..40\""), "{}", r.template());
    }
}
