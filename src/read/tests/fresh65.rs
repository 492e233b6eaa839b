//! Stop fresh65: an untuned probe of 40 task texts drawn as a hidden set
//! would be (ФИПИ, «Решу ЕГЭ» pages, kompege, К. Поляков's collection,
//! StatGrad copies, tutors' posts and worksheets, 2021–2026). Its flagged
//! wording fixed here: «Ответьте на вопрос:» on a line of its own over the
//! question (the singular of «Ответьте на вопросы:», read before) is filler.
//! Every answer is compared with `gametable solve` on a template stated by
//! hand.

use super::{hand_answers, read_answers};
use crate::read::*;

const TWO_HEAPS: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. Например, пусть в одной куче 10 камней, а в другой 5 камней; такую позицию в игре будем обозначать (10, 5). Тогда за один ход можно получить любую из четырёх позиций: (11, 5), (20, 5), (10, 6), (10, 10). Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.\n\nИгра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 81. Победителем считается игрок, сделавший последний ход, т. е. первым получивший такую позицию, при которой в кучах будет 81 или больше камней.\n\nВ начальный момент в первой куче было S камней, во второй куче — 6 камней; 1 ≤ S ≤ 74.\n\nБудем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника. Описать стратегию игрока — значит описать, какой ход он должен сделать в любой ситуации, которая ему может встретиться при различной игре противника.\n\nОтветьте на вопрос:\nИзвестно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n";

/// «Ответьте на вопрос:» alone on its line, the question on the next: filler,
/// and the question read (it was named unread, the task incomplete).
#[test]
fn answer_the_question_alone_on_its_line_is_filler() {
    let (r, answers) = read_answers(TWO_HEAPS);
    let out = r.solve();
    assert!(out.complete, "{:#?}\n{}", out.notes, r.template());
    let want = hand_answers(
        "start = \"S, 6\"\ns = \"1..74\"\nmoves = \"+1 *2\"\nend = \"sum >= 81\"\n\
         questions = [\"min where some(code == 1)\"]\n",
    );
    assert_eq!(answers, want);
    assert_eq!(answers, ["19"]);
    // With a full stop instead of the colon, and inline before the question.
    for text in [
        TWO_HEAPS.replace("Ответьте на вопрос:\n", "Ответьте на вопрос.\n"),
        TWO_HEAPS.replace("Ответьте на вопрос:\n", "Ответьте на вопрос: "),
    ] {
        let (r, answers) = read_answers(&text);
        assert!(r.solve().complete, "{}", r.template());
        assert_eq!(answers, want);
    }
}

/// The phrase beside a rule's words is no filler: «Ответьте на вопрос, если
/// удваивать кучу нельзя.» says a rule the reading would pass over.
#[test]
fn answer_the_question_beside_a_rule_stays_unread() {
    let text = TWO_HEAPS.replace(
        "Ответьте на вопрос:\n",
        "Ответьте на вопрос, если удваивать кучу нельзя.\n",
    );
    let r = read_text(&text).remove(0);
    assert!(!r.solve().complete, "{}", r.template());
}
