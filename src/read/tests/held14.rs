//! Whole tasks of held-out-14, in other words: a sentence cut by a blank
//! line (a page break of a paged copy) goes on after it.

use super::complete_answers;
use crate::read::sentences::sentences;

/// «… игроку разрешено» + a blank line + «добавлять камни …»: the sentence
/// stops on a lower-case word mid-way, so the lower-case line after the
/// blank one goes on with it. A finished sentence, a one-word line, a line
/// of no Russian word, a question or a label after it stays apart.
#[test]
fn a_sentence_cut_by_a_blank_line_goes_on_after_it() {
    assert_eq!(
        sentences("Для ходов каждому игроку\n\nдоступен неограниченный запас камней."),
        ["Для ходов каждому игроку доступен неограниченный запас камней."]
    );
    assert_eq!(sentences("Найдите S.\n\nдалее"), ["Найдите S.", "далее"]);
    assert_eq!(
        sentences("Решение\n\nпервым ходом"),
        ["Решение", "первым ходом"]
    );
    assert_eq!(
        sentences("Теория игр\n\nprint(s)"),
        ["Теория игр", "print(s)"]
    );
    // A question's line, or a label («в2 …»), after the blank line is no
    // part of the sentence before it.
    for text in [
        "в куче было больше 20 камней\n\nнайдите наименьшее S",
        "в куче было больше 20 камней\n\nв2 найдите наименьшее S",
        "в куче было больше 20 камней\n\nвопрос 2. Найдите наименьшее S",
        "в куче было больше 20 камней\n\nзадание 20 найдите наименьшее S",
        "в куче было больше 20 камней\n\nукажите наименьшее S",
    ] {
        assert_eq!(sentences(text)[0], "в куче было больше 20 камней", "{text}");
    }
}

/// A one-heap game whose unlimited-supply sentence is cut by a page break:
/// read whole, with the answer of the game.
#[test]
fn a_game_with_a_sentence_cut_by_a_page_break_reads_complete() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
                камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
                может добавить в кучу один камень или увеличить количество камней в куче в \
                два раза. У каждого игрока, чтобы\n\nделать ходы, есть неограниченное \
                количество камней. Игра завершается в тот момент, когда количество камней в \
                куче становится не менее 40. Победителем считается игрок, сделавший последний \
                ход, то есть первым получивший кучу, в которой будет 40 или больше камней. В \
                начальный момент в куче было S камней, 1 ≤ S ≤ 39.\nУкажите минимальное \
                значение S, при котором Петя не может выиграть за один ход, но при любом ходе \
                Пети Ваня может выиграть своим первым ходом.";
    let (_, answers) = complete_answers(text);
    // S = 19: Петя gets 20 or 38 (neither ≥ 40), Ваня doubles to 40 or 76.
    assert_eq!(answers, ["19"]);
}
