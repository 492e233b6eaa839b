//! A post's game with no opening sentence and its moves in signs («Одна
//! куча камней, 1 <= S <= 50. … Ходы: +1, +5 или *2. …») over questions
//! numbered «19.», «20.», «21.» (issue 21, fresh49 t19): the moves in
//! signs state the game's moves for the document too, so «19.» numbers a
//! question of this game, not the next task.

use super::{complete_answers, hand_answers};

const POST: &str = "Одна куча камней, 1 <= S <= 50. Петя ходит первым. Ходы: +1, +5 или *2. \
Игра заканчивается, когда в куче >= 51 камня; победил тот, кто сделал последний ход.
19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. \
Укажите минимальное значение S, когда такая ситуация возможна.
20. Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, причём \
Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, \
как будет ходить Ваня.
21. Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая \
ему выиграть первым или вторым ходом при любой игре Пети, но нет стратегии, которая позволит \
ему гарантированно выиграть первым ходом.";

#[test]
fn a_posts_moves_in_signs_keep_its_numbered_questions() {
    let (r, answers) = complete_answers(POST);
    assert_eq!(r.number, None);
    let want = hand_answers(
        "start = \"S\"\ns = \"1..50\"\nmoves = \"+1 +5 *2\"\nend = \"sum >= 51\"\n\
         questions = [\"min where some(code == 1)\", \"min 2 where code == 2\", \
         \"min where code == -2\"]\n",
    );
    assert_eq!(answers, want);
}
