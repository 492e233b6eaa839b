//! The adversarial round redteam31: texts in the wordings of real sources,
//! mutated (a quantifier changed, a clause moved, a sentence split), read
//! against an independent recursion on the known game. Each test states its
//! rule on a game of other words than the generated texts that showed it;
//! the answers are a plain recursion's, cross-checked with `gametable solve`.

use super::*;

/// One heap for Маша and Саша: add two stones or double the heap, the end
/// at 40 or more, S from 1 to 39 (Маша moves first); `questions` follow.
/// Its answers: `code == -1` 18 and 19, `some(code == 1)` 10–37, `code ==
/// 2` 9, 16, 17, `code == -2` 14 and 15.
fn game(questions: &str) -> String {
    format!(
        "Маша и Саша играют в игру. Перед ними куча камней. Ходят по очереди, первой ходит \
         Маша. За один ход можно добавить в кучу два камня или удвоить кучу. Игра \
         заканчивается, когда в куче становится 40 или больше камней. Побеждает сделавший \
         последний ход. Сначала в куче S камней, 1 ≤ S ≤ 39.\n{questions}"
    )
}

/// The one task's answers when read complete, `None` when flagged; and the
/// notes of what was not read.
fn read_one(text: &str) -> (Option<Vec<String>>, Vec<String>) {
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    let out = r.solve();
    let unread = r.unread.iter().map(ToString::to_string).collect();
    (
        out.complete
            .then(|| out.answers.into_iter().map(|a| a.answer).collect()),
        unread,
    )
}

/// «при некотором ходе Маши Саша может выиграть первым ходом» is a win
/// after SOME move of the opponent, not whatever he does: it was read as
/// «при любом ходе» (`code == -1`, 18 where 10 is right). Named, never
/// answered; «при любом ходе» beside it still reads.
#[test]
fn a_win_after_some_move_of_the_opponent_is_named_not_read_as_any() {
    let any = game(
        "Вопрос 1. Укажите наименьшее S, при котором Маша не может выиграть за один ход, \
         но при любом ходе Маши Саша может выиграть своим первым ходом.\n",
    );
    assert_eq!(read_one(&any).0, Some(vec!["18".to_string()]));
    for some in [
        "при некотором ходе Маши Саша может выиграть своим первым ходом",
        "после какого-то хода Маши Саша выигрывает своим первым ходом",
        "при одном из ходов Маши Саша может выиграть первым ходом",
        "Саша может выиграть первым ходом при каком-либо ходе Маши",
        "хотя бы после одного хода Маши Саша может выиграть первым ходом",
        "при определённом ходе Маши Саша побеждает своим первым ходом",
    ] {
        let text = game(&format!(
            "Вопрос 1. Укажите наименьшее S, при котором Маша не может выиграть за один \
             ход, но {some}.\n"
        ));
        let (answers, unread) = read_one(&text);
        assert_eq!(answers, None, "{some}");
        assert!(
            unread.iter().any(|u| u.contains("Укажите наименьшее S")),
            "{some}: {unread:?}"
        );
    }
    // «При некотором значении S …»: some value, no move — still read.
    let value = game(
        "Вопрос 1. При некотором значении S Саша выиграл своим первым ходом после неудачного \
         первого хода Маши. Укажите наименьшее значение S, при котором это возможно.\n",
    );
    assert_eq!(read_one(&value).0, Some(vec!["10".to_string()]));
}
