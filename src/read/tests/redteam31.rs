//! The adversarial round redteam31: texts in the wordings of real sources,
//! mutated (a quantifier changed, a clause moved, a sentence split), read
//! against an independent recursion on the known game. Each test states its
//! rule on a game of other words than the generated texts that showed it;
//! the answers are a plain recursion's, cross-checked with `gametable solve`.

use crate::read::*;

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
/// «при любом ходе» (`code == -1`, 18 where 10 is right), then named as not
/// read; now it is read as after her unsuccessful move, beside «Маша не
/// может выиграть за один ход» (`code != 1 and some(code == 1)`, 10).
/// «при любом ходе» beside it still reads as whatever she does.
#[test]
fn a_win_after_some_move_of_the_opponent_is_read_as_after_her_unsuccessful_move() {
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
        "после неудачного хода Маши Саша может выиграть своим первым ходом",
    ] {
        let text = game(&format!(
            "Вопрос 1. Укажите наименьшее S, при котором Маша не может выиграть за один \
             ход, но {some}.\n"
        ));
        let (answers, unread) = read_one(&text);
        assert_eq!(answers, Some(vec!["10".to_string()]), "{some}: {unread:?}");
    }
    // Some play, not some move: not read.
    let some = "при некоторой игре Маши Саша может выиграть своим первым ходом";
    let text = game(&format!(
        "Вопрос 1. Укажите наименьшее S, при котором Маша не может выиграть за один ход, но \
         {some}.\n"
    ));
    let (answers, unread) = read_one(&text);
    assert_eq!(answers, None, "{some}");
    assert!(
        unread.iter().any(|u| u.contains("Укажите наименьшее S")),
        "{some}: {unread:?}"
    );
    // «При некотором значении S …»: some value, no move — still read.
    let value = game(
        "Вопрос 1. При некотором значении S Саша выиграл своим первым ходом после неудачного \
         первого хода Маши. Укажите наименьшее значение S, при котором это возможно.\n",
    );
    assert_eq!(read_one(&value).0, Some(vec!["10".to_string()]));
}

/// The three questions of the Маша game as a site prints them: after
/// Маша's unsuccessful move, question 20's two least values (three
/// qualify), and question 21's least value.
const THREE: [&str; 3] = [
    "Известно, что Саша выиграл своим первым ходом после неудачного первого хода Маши. \
     Укажите минимальное значение S, когда такая ситуация возможна.",
    "Найдите два наименьших значения S, при которых Маша не может выиграть за один ход, но \
     может выиграть своим вторым ходом при любой игре Саши.",
    "Найдите минимальное значение S, при котором у Саши есть выигрышная стратегия, \
     позволяющая ему выиграть первым или вторым ходом при любой игре Маши, и при этом у Саши \
     нет стратегии, которая позволит ему гарантированно выиграть первым ходом.",
];

/// The answers of [`THREE`] on the Маша game.
fn three_answers() -> Option<Vec<String>> {
    Some(vec!["10".into(), "9 16".into(), "14".into()])
}

/// A site's button glued to the end of a sentence («…возможна.Спрятать
/// ответ», «…Маши.Показать решение», «…возможнаСкрыть решение») is the
/// site's, not the question's: dropped as a button on a line of its own
/// is. The same words inside a sentence stay its words.
#[test]
fn a_sites_button_glued_to_a_sentence_is_dropped() {
    let lines = [
        format!("{}Спрятать ответ", THREE[0]),
        format!("{} Показать решение", THREE[1]),
        format!("{}.Скрыть решение", THREE[2].trim_end_matches('.')),
    ];
    let text = game(&format!("{}\n{}\n{}\n", lines[0], lines[1], lines[2]));
    let (answers, unread) = read_one(&text);
    assert_eq!(answers, three_answers(), "{unread:?}");
    // «… можно показать решение» inside a sentence: no button.
    assert_eq!(
        crate::read::clean::without_glued_buttons_for_tests(
            "Ответ можно показать решение учителю."
        ),
        "Ответ можно показать решение учителю."
    );
}

/// «… когда такая ситуация возможна 20. Найдите …»: the next question's
/// number run into the end of a question with no stop heads the next
/// question, as on a line of its own.
#[test]
fn the_next_questions_number_run_into_a_question_heads_the_next() {
    let text = game(&format!(
        "19. {} 20. {}\n21. {}\n",
        THREE[0].trim_end_matches('.'),
        THREE[1],
        THREE[2]
    ));
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let out = readings[0].solve();
    assert!(out.complete, "{:?}", readings[0].unread);
    let ids: Vec<&str> = out.answers.iter().map(|a| a.id.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"]);
    assert_eq!(
        Some(out.answers.iter().map(|a| a.answer.clone()).collect()),
        three_answers()
    );
    // A number after words that end no question is the sentence's own.
    let not = game(&format!(
        "19. {} 20. {}\n",
        "Укажите минимальное значение S, при котором Маша выигрывает первым ходом, сделав \
         ровно",
        THREE[1]
    ));
    assert_eq!(read_one(&not).0, None);
}

/// «Перед ними лежит куча из S камней» beside a start's sentence that says
/// the heap is S: read (it says the start again); beside a start of
/// another value it is named.
#[test]
fn a_heap_of_the_unknown_stones_agrees_with_the_start_or_is_named() {
    let q = format!("Вопрос 1. {}\n", THREE[0]);
    let base = game(&q).replace(
        "Перед ними куча камней.",
        "Перед ними лежит куча из S камней.",
    );
    assert!(base.contains("куча из S камней"));
    assert_eq!(read_one(&base).0, Some(vec!["10".to_string()]));
    let other = base.replace(
        "Сначала в куче S камней, 1 ≤ S ≤ 39.",
        "Сначала в куче 2S камней, 1 ≤ S ≤ 19.",
    );
    assert!(other.contains("2S"));
    let (answers, unread) = read_one(&other);
    assert_eq!(answers, None);
    assert!(
        unread.iter().any(|u| u.contains("куча из S камней")),
        "{unread:?}"
    );
}

/// «если Маша сделает ошибку», «Маша допустила ошибку» … said for her
/// unsuccessful move: read as «неудачный ход» is (`some(code == 1)`).
#[test]
fn a_players_mistake_is_his_unsuccessful_move() {
    for q in [
        "Найдите минимальное значение S, при котором Саша может выиграть своим первым ходом, \
         если Маша сделает ошибку.",
        "Известно, что Маша допустила ошибку, и Саша выиграл своим первым ходом. Найдите \
         наименьшее значение S, при котором это возможно.",
        "Саша выиграл своим первым ходом после того, как Маша ошиблась. Укажите минимальное \
         значение S, когда такая ситуация возможна.",
    ] {
        let text = game(&format!("Вопрос 1. {q}\n"));
        assert_eq!(read_one(&text).0, Some(vec!["10".to_string()]), "{q}");
    }
}

/// «Сначала в куче 2S камней, 1 ≤ S ≤ 19»: a start said with a word the
/// start's reader did not know was taken from the range alone as `S` — a
/// confident wrong answer (10 where 5 is right). «Сначала», «вначале»,
/// «исходно» say the start; and a range's sentence that writes the heap as
/// an expression of S («2S», «S + 3») never gives a start of `S`.
#[test]
fn a_start_written_as_an_expression_of_s_is_never_s() {
    let q = format!("Вопрос 1. {}\n", THREE[0]);
    let two_s = game(&q).replace(
        "Сначала в куче S камней, 1 ≤ S ≤ 39.",
        "Сначала в куче 2S камней, 1 ≤ S ≤ 19.",
    );
    assert!(two_s.contains("2S"));
    assert_eq!(read_one(&two_s).0, Some(vec!["5".to_string()]));
    for start in [
        "Сейчас в куче 2S камней, 1 ≤ S ≤ 19.",
        "Пусть в куче S + 3 камня, 1 ≤ S ≤ 19.",
    ] {
        let text = game(&q).replace("Сначала в куче S камней, 1 ≤ S ≤ 39.", start);
        assert_eq!(read_one(&text).0, None, "{start}");
    }
}

/// Маша's moves +2 ×2 and Саша's +1 ×3 said by the players' roles: one
/// sentence «Первый игрок …, а второй — …», or a sentence each. Read as
/// `first: +2 *2; second: +1 *3` (the first mover's, then his opponent's).
/// Where the player named second moves first, «первый игрок» may be the
/// first named: named, not read.
#[test]
fn moves_said_by_the_players_roles_are_each_players() {
    let q = "Вопрос 1. Найдите минимальное значение S, при котором Саша выигрывает своим первым \
             ходом при любой игре Маши.\n";
    let plain = "За один ход можно добавить в кучу два камня или удвоить кучу.";
    let want = Some(vec!["12".to_string()]);
    for moves in [
        "Первый игрок за один ход может добавить в кучу два камня или удвоить кучу, а второй — \
         добавить в кучу один камень или утроить кучу.",
        "Первый игрок может добавить в кучу два камня или удвоить кучу. Второй игрок может \
         добавить в кучу один камень или утроить кучу.",
        "Второй игрок может добавить в кучу один камень или утроить кучу. Первый игрок за один \
         ход может добавить в кучу два камня или удвоить кучу.",
    ] {
        let text = game(q).replace(plain, moves);
        assert!(text.contains(moves));
        let readings = read_bytes(text.as_bytes()).expect("a task is found");
        let m = readings[0].keys.iter().find(|k| k.name == "moves");
        assert_eq!(
            m.map(|k| k.value.as_str()),
            Some("first: +2 *2; second: +1 *3"),
            "{moves}"
        );
        assert_eq!(read_one(&text).0, want, "{moves}");
    }
    // One role only, or a condition before «может»: named.
    for moves in [
        "Первый игрок может добавить в кучу два камня или удвоить кучу.",
        "Первый игрок, если в куче чётное число камней, может удвоить кучу, а второй — \
         добавить в кучу один камень.",
    ] {
        let text = game(q).replace(plain, moves);
        assert_eq!(read_one(&text).0, None, "{moves}");
    }
    // Саша named first but Маша moves first: «первый игрок» is not read.
    let swapped = game(q)
        .replace("Маша и Саша играют", "Саша и Маша играют")
        .replace(
            plain,
            "Первый игрок может добавить в кучу два камня или удвоить кучу, а второй — добавить в \
         кучу один камень или утроить кучу.",
        );
    assert_eq!(read_one(&swapped).0, None);
}

/// A move added for one player («Кроме того, Саша может утроить кучу»,
/// «Саша также может …») or forbidden to one («Маше запрещено удваивать
/// кучу», «Маша не может удваивать кучу») beside the moves of both: each
/// player's list. A change the list cannot take (a move added twice, one
/// forbidden that is not in it) is named.
#[test]
fn a_move_added_for_or_forbidden_to_one_player_makes_each_players_list() {
    let q = "Вопрос 1. Найдите минимальное значение S, при котором Саша выигрывает своим первым \
             ходом при любой игре Маши.\n";
    let plain = "За один ход можно добавить в кучу два камня или удвоить кучу.";
    let read = |extra: &str| {
        let text = game(q).replace(plain, &format!("{plain} {extra}"));
        let readings = read_bytes(text.as_bytes()).expect("a task is found");
        let moves = readings[0]
            .keys
            .iter()
            .find(|k| k.name == "moves")
            .map(|k| k.value.clone());
        (moves, read_one(&text).0)
    };
    for extra in [
        "Кроме того, Саша может утроить кучу.",
        "Саша также может утроить кучу.",
    ] {
        let (moves, answers) = read(extra);
        assert_eq!(
            moves.as_deref(),
            Some("first: +2 *2; second: +2 *2 *3"),
            "{extra}"
        );
        assert_eq!(answers, Some(vec!["12".to_string()]), "{extra}");
    }
    for extra in [
        "Маше запрещено удваивать кучу.",
        "Маша не может удваивать кучу.",
    ] {
        let (moves, answers) = read(extra);
        assert_eq!(
            moves.as_deref(),
            Some("first: +2; second: +2 *2"),
            "{extra}"
        );
        assert_eq!(answers, Some(vec!["18".to_string()]), "{extra}");
    }
    for extra in [
        "Кроме того, Саша может удвоить кучу.",
        "Маше запрещено утраивать кучу.",
        "Маше запрещено удваивать кучу, если в ней больше 10 камней.",
    ] {
        assert_eq!(read(extra).1, None, "{extra}");
    }
}

/// «если количество камней в куче кратно трём, уменьшить его в три раза или
/// убрать из кучи два камня»: a condition said first was made each
/// alternative's, also of one that names the heap again (a move of its own:
/// `-2 if x % 3 == 0`, every answer wrong). Such a list is read alternative
/// by alternative, the condition its own clause's.
#[test]
fn a_condition_said_first_is_not_given_to_a_move_that_names_the_heap_again() {
    let text = "Маша и Саша играют в игру. Перед ними куча камней. Ходят по очереди, первой ходит \
                Маша. За один ход можно если количество камней в куче кратно трём, уменьшить его в \
                три раза или убрать из кучи два камня. Игра заканчивается, когда в куче становится \
                не более 20 камней. Побеждает сделавший последний ход. Сначала в куче S камней, \
                21 ≤ S ≤ 200.\n\
                Вопрос 1. Найдите наименьшее значение S, при котором Саша выигрывает своим первым \
                ходом при любой игре Маши.\n\
                Вопрос 2. Найдите наименьшее значение S, при котором Маша не может выиграть за \
                один ход, но может выиграть своим вторым ходом при любой игре Саши.\n";
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let moves = readings[0].keys.iter().find(|k| k.name == "moves");
    assert_eq!(
        moves.map(|k| k.value.as_str()),
        Some("/3 if x % 3 == 0; -2")
    );
    assert_eq!(
        read_one(text).0,
        Some(vec!["23".to_string(), "25".to_string()])
    );
}

/// «1. Маша сделала неудачный первый ход, и Саша выиграл своим первым
/// ходом. Назовите …»: a numbered question whose first sentence tells the
/// move that happened (no verb that asks) was no question, and the
/// numbered lines after it were taken for tasks: no question was read.
#[test]
fn a_question_opening_with_the_unsuccessful_move_told_is_a_question() {
    let text = game(&format!(
        "1. Маша сделала неудачный первый ход, и Саша выиграл своим первым ходом. Назовите \
         наименьшее значение S, при котором это возможно.\n2. {}\n3. {}\n",
        THREE[1], THREE[2]
    ));
    let (answers, unread) = read_one(&text);
    assert_eq!(answers, three_answers(), "{unread:?}");
}
