//! Stop 57: a collection printed as pages. Every one-heap task of it opens
//! with the same first line, wrapped the same way («… Перед игроками лежит
//! куча ка-»); printed under a page's number, that line was taken for the
//! page's running head and dropped, and the task went unseen into the
//! solution skipped before it (its question read as the task before's).

use crate::read::*;

/// A one-heap game as the collection's pages print it, wrapped.
fn game(adds: u32, goal: u32) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча ка-\n\
         мней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может\n\
         добавить в кучу {adds} камня или увеличить количество камней в куче в 3 раза.\n\
         Игра завершается, когда количество камней в куче становится не менее {goal}.\n\
         Победителем считается игрок, сделавший последний ход. В начальный момент в\n\
         куче было S камней, 1 ≤ S ≤ {}.\n\
         Укажите минимальное значение S, при котором Петя не может выиграть за один ход,\n\
         но при любом ходе Пети Ваня может выиграть своим первым ходом.\n",
        goal - 1
    )
}

/// The page's foot and head between tasks: its number, the running head.
const PAGE: &str = "\n11\nИнформатика. Сборник задач 19–21. Теория игр\n\n\n";

fn truth(adds: u32, goal: u32) -> String {
    tests::hand_answer(
        &format!(
            "start = \"S\"\ns = \"1..{}\"\nmoves = \"+{adds} *3\"\nend = \"sum >= {goal}\"\n",
            goal - 1
        ),
        "min where code == -1",
    )
}

#[test]
fn a_games_first_line_under_a_page_number_is_no_running_head() {
    // The third task starts a page, under the number its section prints
    // alone («19»): its first line, the same as the others', is the game's.
    let text = format!(
        "1. {}{PAGE}2. {}{PAGE}19\n{}",
        game(2, 50),
        game(3, 70),
        game(5, 90)
    );
    let tasks = read_bytes(text.as_bytes()).expect("tasks");
    let got: Vec<(bool, Vec<String>)> = tasks
        .iter()
        .map(|t| {
            let out = t.solve();
            (
                out.complete,
                out.answers.into_iter().map(|a| a.answer).collect(),
            )
        })
        .collect();
    let want: Vec<(bool, Vec<String>)> = [(2, 50), (3, 70), (5, 90)]
        .into_iter()
        .map(|(a, g)| (true, vec![truth(a, g)]))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_running_head_is_still_dropped() {
    // The paper's head between pages goes, the sentence it cut goes on.
    let text = format!("{}{PAGE}{}", game(2, 50), game(3, 70)).replace(
        "Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может\n\
         добавить в кучу 2",
        &format!("Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может{PAGE}добавить в кучу 2"),
    );
    let tasks = read_bytes(text.as_bytes()).expect("tasks");
    assert_eq!(tasks.len(), 2);
    assert!(tasks[0].solve().complete, "{:?}", tasks[0].unread);
    assert_eq!(tasks[0].solve().answers[0].answer, truth(2, 50));
}
