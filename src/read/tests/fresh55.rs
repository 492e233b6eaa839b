//! fresh55: an untuned probe of 35 pages that carry a task with its
//! solution (online schools' articles, lesson plans, a video's
//! description, a blog): «Решение.», «Разбор:», prose about positions, a
//! table of positions, a Python or Pascal program (fenced, indented, or
//! after a header), «Ответ: …» per question or «Ответы: 19) …; 20) …», an
//! introduction before the task, two tasks on one page, and four pages
//! whose printed answer is wrong (a site's typo). Untuned (main as m62a):
//! 31 right, 6 flagged, 0 wrong; the printed wrong answers were never
//! copied.
//! Fixed here (`document::solution`, vocabulary `document.solved`): a
//! solution's heading with a few words of how («Решение программой:»,
//! «Решение вручную.», «Решение в электронных таблицах.») starts the page's
//! solution, as «Решение.» does. A program's first line with no heading
//! («def f(s, m):», «from functools import lru_cache») was taken for the
//! solution's start too, and withdrawn at the stop's review: a student's
//! program between the questions (held-out-12) then read otherwise in a
//! collection than alone. Such a page stays flagged.

use super::{complete_answers, hand_answers, read_all, EXAM_ASKED_TWO};

/// The rules of the probe's texts: one heap, `+1 +2 *3`, ends at 45.
const RULES: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень, добавить в кучу два камня или увеличить количество камней в куче в три раза. Например, имея кучу из 10 камней, за один ход можно получить кучу из 11, 12 или 30 камней. Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.
Игра завершается в тот момент, когда количество камней в куче становится не менее 45. Победителем считается игрок, сделавший последний ход, т.е. первым получивший кучу, в которой будет 45 или больше камней.
В начальный момент в куче было S камней; 1 ≤ S ≤ 44.";

fn want() -> Vec<String> {
    hand_answers(
        "start = \"S\"\ns = \"1..44\"\nmoves = \"+1 +2 *3\"\nend = \"sum >= 45\"\n\
         [questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"all where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n",
    )
}

/// Probe text 12: «Решение программой:» over a fenced program.
#[test]
fn solution_by_program_after_the_questions_reads() {
    let text = format!(
        "{RULES}\n\n{EXAM_ASKED_TWO}\n\nРешение программой:\n\n```python\nfrom functools import lru_cache\n\n\
         def moves(h):\n    return h + 1, h + 2, h * 3\n\n@lru_cache(None)\ndef game(h):\n    \
         if h >= 45:\n        return 'END'\n    if any(game(m) == 'END' for m in moves(h)):\n        \
         return 'P1'\n```\n\nОтвет:\n19. 5\n20. 12 13\n21. 11\n"
    );
    let (_, answers) = complete_answers(&text);
    assert_eq!(answers, want());
}

/// Probe texts 33 and 06: «Решение в электронных таблицах.», «Решение
/// вручную.» with the solution's prose after them.
#[test]
fn solution_headed_with_how_reads() {
    for head in ["Решение в электронных таблицах.", "Решение вручную."]
    {
        let text = format!(
            "{RULES}\n\n{EXAM_ASKED_TWO}\n\n{head} В столбце A запишем значения S от 1 до 44, в столбцах B, C, D — \
             результаты ходов: =A2+1, =A2+2, =A2*3. При S от 15 до 44 Петя выигрывает первым ходом.\n\
             Ответ: 19) 5; 20) 12 13; 21) 11.\n"
        );
        let (_, answers) = complete_answers(&text);
        assert_eq!(answers, want(), "{head}");
    }
}

/// A program's first line with no heading after the questions is named,
/// not taken for the page's solution: a student's program between the
/// questions (held-out-12's three-heap files) cannot be told from a page's
/// solution, and skipping it read those texts otherwise in a collection
/// than alone.
#[test]
fn program_after_the_questions_with_no_heading_is_named() {
    let text = format!(
        "{RULES}\n\n{EXAM_ASKED_TWO}\n\nfrom functools import lru_cache\n\n@lru_cache(None)\ndef f(s, m):\n    \
         if s >= 45: return m % 2 == 0\n    if m == 0: return 0\n    \
         h = [f(s + 1, m - 1), f(s + 2, m - 1), f(s * 3, m - 1)]\n    \
         return any(h) if (m - 1) % 2 == 0 else all(h)\n\nОтветы: 19) 5; 20) 12 13; 21) 11\n"
    );
    assert!(read_all(&text).iter().all(|(complete, _)| !complete));
}

/// Probe text 13: a page's printed answer is wrong («20) 9 18» for 9 17):
/// the task's own answers, never the printed ones.
#[test]
fn a_wrong_printed_answer_is_not_copied() {
    let text = format!(
        "{RULES}\n\n{EXAM_ASKED_TWO}\n\nРешение вручную.\nОтвет: 19) 6; 20) 12 14; 21) 10.\n"
    );
    let (_, answers) = complete_answers(&text);
    assert_eq!(answers, want());
}
