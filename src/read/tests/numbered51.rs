//! The round numbered51: a question numbered as the task's questions are
//! («19.», «20.», «21)») that sets its own start («Пусть в начальный момент
//! …») is the task's next question, as under «Задание 21.», never a new
//! task.

use super::joined49::tasks;

const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две \
кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. \
Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 77. \
Победителем считается игрок, сделавший последний ход. В начальный момент в первой куче было 7 \
камней, во второй куче — S камней; 1 ≤ S ≤ 69.";

const Q19: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
Пети. Укажите минимальное значение S, когда такая ситуация возможна.";

const Q20: &str = "Сколько существует значений S, при которых у Пети есть выигрышная стратегия?";

const Q21: &str = "Пусть в начальный момент в первой куче было 8 камней, во второй — S камней, \
1 ≤ S ≤ 68. Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, \
позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет стратегии, которая \
позволит ему гарантированно выиграть первым ходом.";

#[test]
fn a_numbered_question_with_its_own_start_is_the_next_question() {
    let headed = format!("{GAME}\nЗадание 19.\n{Q19}\nЗадание 20.\n{Q20}\nЗадание 21.\n{Q21}\n");
    let want = tasks(&headed);
    assert_eq!(want.len(), 1, "{want:?}");
    assert!(want[0].1 && want[0].2.len() == 3, "{want:?}");
    for (a, b, c) in [("19.", "20.", "21."), ("19)", "20)", "21)")] {
        let text = format!("{GAME}\n{a} {Q19}\n{b} {Q20}\n{c} {Q21}\n");
        let got = tasks(&text);
        assert_eq!(got.len(), 1, "{text}\n{got:?}");
        assert_eq!((got[0].1, &got[0].2), (true, &want[0].2), "{text}");
    }
    // Not after another question's number: «2.» over the same words after
    // question 20 is no premise of the next question.
    let text = format!("{GAME}\n19. {Q19}\n20. {Q20}\n2. {Q21}\n");
    assert!(tasks(&text).iter().all(|t| !t.1 || t.2.len() < 3), "{text}");
}

/// A page's «Решение» and «Ответ:» with the author's answers numbered as
/// the questions («19) 11», «20) 10 17 19») after a game whose questions were
/// not copied: a solution skipped, not a task numbered 19 — the next
/// collection number heads the next task.
#[test]
fn an_authors_answers_after_a_game_without_questions_number_no_task() {
    let text = format!(
        "1.\n{GAME}\n\nРешение\n\nОтвет:\n19) 11\n20) 10 17 19\n21) 16\n\n2.\n{GAME}\n19. \
         {Q19}\n20. {Q20}\n"
    );
    let numbers: Vec<_> = crate::read::read_text(&text)
        .into_iter()
        .map(|r| r.number)
        .collect();
    assert_eq!(
        numbers,
        [Some("1".to_string()), Some("2".to_string())],
        "{text}"
    );
    let got = tasks(&text);
    assert!(got.last().is_some_and(|t| t.1 && t.2.len() == 2), "{got:?}");
}
