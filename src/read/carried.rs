//! A question carried into the task after its own.
//!
//! In a collection pasted as one text, a task's last question may run on
//! into the next task's number line when its last line has no full stop
//! («… выиграть первым ходом» above «7. '''»): the question is then read as
//! the opening words of the next task, which names it unread, and the task
//! it belongs to reads complete without it — a confident answer to fewer
//! questions than it asks. Such a question stands before any rule of the
//! next task; a task's own questions follow its game. So an unread asking
//! sentence before the next task's first rule is named in the task before
//! too, and neither reads complete.

use super::{answer_form, msg, short, tokens, vocabulary, Reading};

/// Names, in each task, the unread questions the task after it opens with.
pub(super) fn name_carried_questions(tasks: &mut [Reading]) {
    for i in 1..tasks.len() {
        let carried = carried_questions(&tasks[i]);
        if carried.is_empty() {
            continue;
        }
        let before = &mut tasks[i - 1];
        for words in carried {
            before
                .unread
                .push(msg!("read-note-question-carried", words = short(&words)));
        }
    }
}

/// The asking sentences a task did not read before its first sentence that
/// set a key or a question: they may be the task before's.
fn carried_questions(r: &Reading) -> Vec<String> {
    let win = vocabulary::vocabulary().group("questions.win");
    r.sentences
        .iter()
        .take_while(|s| s.keys.is_empty() && s.questions.is_empty())
        .filter(|s| s.unread)
        .filter(|s| answer_form::asks_an_answer(&s.text, 4) && win.any(&tokens::words(&s.text)))
        .map(|s| s.text.clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::read::read_bytes;

    const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками \
        лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
        может добавить в кучу один камень или увеличить количество камней в куче в два раза. \
        Игра завершается в тот момент, когда количество камней в куче становится не менее {N}. \
        Победителем считается игрок, сделавший последний ход. В начальный момент в куче было \
        S камней, 1 ≤ S ≤ {M}.\n";

    fn game(n: u32) -> String {
        GAME.replace("{N}", &n.to_string())
            .replace("{M}", &(n - 1).to_string())
    }

    const Q19: &str = "Укажите минимальное значение S, при котором Ваня выигрывает первым ходом.\n";
    /// Question 21 with no full stop at its end, as a last line may be.
    const Q21: &str = "Найдите максимальное значение S, при котором одновременно выполняются \
        два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или \
        вторым ходом при любой игре Пети\n– у Вани нет стратегии, которая позволит ему \
        гарантированно выиграть первым ходом\n";

    fn complete(text: &str) -> Vec<bool> {
        let tasks = read_bytes(text.as_bytes()).unwrap_or_default();
        tasks.iter().map(|t| t.solve().complete).collect()
    }

    #[test]
    fn a_question_run_into_the_next_tasks_number_line_leaves_neither_complete() {
        // «2. '''» after an unstopped last line: question 21 of the first
        // game went with the second. Neither reads complete.
        let text = format!("{}{Q19}{Q21}2. '''\n(Е. Джобс) {}{Q19}", game(50), game(60));
        assert_eq!(complete(&text), vec![false, false]);
    }

    #[test]
    fn a_question_stopped_before_the_next_task_stays_its_own() {
        // The same with the number on a line of its own: each task has its
        // questions, both complete, the first with the answers of a hand
        // template.
        let text = format!("{}{Q19}{Q21}\n2.\n(Е. Джобс) {}{Q19}", game(50), game(60));
        let tasks = read_bytes(text.as_bytes()).unwrap_or_default();
        let complete: Vec<bool> = tasks.iter().map(|t| t.solve().complete).collect();
        assert_eq!(complete, vec![true, true]);
        let first: Vec<String> = tasks[0]
            .solve()
            .answers
            .iter()
            .map(|a| a.answer.clone())
            .collect();
        let want = crate::read::tests::hand_answers(
            "start = \"S\"\ns = \"1..49\"\nmoves = \"+1 *2\"\nend = \"sum >= 50\"\n\
             questions = [\"min where code == -1\", \"max where code == -2\"]\n",
        );
        assert_eq!(first, want);
    }
}
