//! Stop fresh47b: wordings of the fresh47 probe that were flagged and that a
//! real source prints — a remark that a move changes one heap (checked on
//! the moves read), an example with a barred position («…, но нельзя
//! получить …») and a reply example with no «то» (both checks, never
//! rules), a halving whose rounding is said of the half taken (read only
//! when an example from an odd heap agrees), a «Вопросы» heading alone on
//! its line. Answers are compared with `gametable solve` on templates
//! stated by hand.

use super::{hand_answers, read_answers};
use crate::read::read_text;

const Q: &str = "\nЗадание 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\nЗадание 20. Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n− Петя не может выиграть за один ход;\n− Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\nНайденные значения запишите в ответе в порядке возрастания.\nЗадание 21. Найдите минимальное значение S, при котором одновременно выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";
const QUESTIONS: &str = "questions = [\"min where some(code == 1)\", \"min 2 where code == 2\", \"min where code == -2\"]\n";
const OPEN: &str = "Два игрока, Петя и Ваня, играют в следующую игру. ";
const ONE_HEAP: &str =
    "Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. ";
const MOVES_123: &str = "За один ход игрок может добавить в кучу один камень, добавить два камня или увеличить количество камней в куче в два раза. ";
const END_60: &str = "Игра завершается в тот момент, когда количество камней в куче становится не менее 60. Победителем считается игрок, сделавший последний ход.\nВ начальный момент в куче было S камней, 1 ≤ S ≤ 59.";

/// The reading's answers, checked complete; or `None` when it is not.
fn complete(text: &str) -> Option<Vec<String>> {
    let r = read_text(text).remove(0);
    let out = r.solve();
    out.complete
        .then(|| out.answers.iter().map(|a| a.answer.clone()).collect())
}

fn two_heaps(remark: &str, moves: &str) -> String {
    format!("{OPEN}Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может {moves} {remark} Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 70. Победителем считается игрок, сделавший последний ход.\nВ начальный момент в первой куче было 6 камней, во второй куче – S камней; 1 ≤ S ≤ 63.{Q}")
}

/// «Изменять обе кучи за один ход нельзя.»: a confirmation when each move
/// read changes one heap.
#[test]
fn one_heap_remark_confirms_moves_of_one_heap() {
    let want = hand_answers(&format!("start = \"6, S\"\ns = \"1..63\"\nmoves = \"h1: +1 *2; h2: +3\"\nend = \"sum >= 70\"\n{QUESTIONS}"));
    // By hand (gametable solve on the template): 46; 44 45; 41.
    assert_eq!(want, ["46", "44 45", "41"]);
    let moves = "добавить в первую кучу один камень, увеличить количество камней в первой куче в два раза или добавить во вторую кучу три камня.";
    for remark in [
        "Изменять обе кучи за один ход нельзя.",
        "За один ход можно изменить только одну кучу.",
        "При этом нельзя изменять обе кучи одновременно.",
    ] {
        let (_, answers) = read_answers(&two_heaps(remark, moves));
        assert_eq!(answers, want, "{remark}");
    }
}

/// The same remark beside a move that changes both heaps: they disagree.
#[test]
fn one_heap_remark_beside_a_move_of_both_heaps_is_named() {
    let moves = "добавить в каждую кучу по одному камню или увеличить количество камней в первой куче в два раза.";
    let text = two_heaps("Изменять обе кучи за один ход нельзя.", moves);
    assert_eq!(complete(&text), None);
}

/// «…, но нельзя получить кучу из 6 камней»: the barred position checked
/// as unreachable on the rules read.
#[test]
fn example_with_a_barred_position() {
    let want = hand_answers(&format!("start = \"S\"\ns = \"1..59\"\nmoves = \"+1 +2 *2\"\nrequire = \"sum % 3 != 0\"\nend = \"sum >= 60\"\n{QUESTIONS}"));
    // By hand (gametable solve on the template): 16; 27 28; 26.
    assert_eq!(want, ["16", "27 28", "26"]);
    let text = |example: &str| {
        format!("{OPEN}{ONE_HEAP}{MOVES_123}Запрещается делать ход, после которого количество камней в куче будет кратно трём. {example}\n{END_60}{Q}")
    };
    let said = "Например, из кучи в 5 камней за один ход можно получить кучу из 7 или 10 камней, но нельзя получить кучу из 6 камней.";
    let (_, answers) = read_answers(&text(said));
    assert_eq!(answers, want);
    // A barred position the rules reach: the example disagrees.
    let wrong = said.replace("из 6 камней", "из 7 камней");
    assert_eq!(complete(&text(&wrong)), None);
}

/// «Например, если Петя добавил в кучу два камня, Ваня следующим ходом
/// может только …»: the reply example with its «то» left out.
#[test]
fn reply_example_with_no_then() {
    let want = hand_answers(&format!("start = \"S\"\ns = \"1..59\"\nmoves = \"+1 +2 *2\"\nno_repeat = \"opponent\"\nend = \"sum >= 60\"\n{QUESTIONS}"));
    // By hand (gametable solve on the template): 28; 15 16; 14.
    assert_eq!(want, ["28", "15 16", "14"]);
    let text = |example: &str| {
        format!("{OPEN}{ONE_HEAP}{MOVES_123}Игрок не может повторять ход, который только что сделал его противник. {example}\n{END_60}{Q}")
    };
    let (_, answers) = read_answers(&text("Например, если Петя добавил в кучу два камня, Ваня следующим ходом может только добавить один камень или удвоить кучу."));
    assert_eq!(answers, want);
    let wrong = "Например, если Петя добавил в кучу два камня, Ваня следующим ходом может только удвоить кучу.";
    assert_eq!(complete(&text(wrong)), None);
}

/// «убрать половину (с округлением вниз)»: the half taken rounded down,
/// the rest up — read only when an odd heap's example agrees.
#[test]
fn half_taken_rounded_down_needs_its_example() {
    let want = hand_answers(&format!(
        "start = \"S\"\ns = \"21..\"\nmoves = \"-1 /2 up\"\nend = \"sum <= 20\"\n{QUESTIONS}"
    ));
    // By hand (gametable solve on the template): 22; 42 81; 43.
    assert_eq!(want, ["22", "42 81", "43"]);
    let text = |example: &str| {
        format!("{OPEN}{ONE_HEAP}За один ход игрок может убрать из кучи один камень или убрать из кучи половину имеющихся в ней камней (с округлением вниз). {example}\nИгра завершается в тот момент, когда количество камней в куче становится не более 20. Победителем считается игрок, сделавший последний ход.\nВ начальный момент в куче было S камней; S ≥ 21.{Q}")
    };
    let (r, answers) = read_answers(&text(
        "Например, из кучи в 15 камней за один ход можно получить кучу из 14 или 8 камней.",
    ));
    assert!(r
        .keys
        .iter()
        .any(|k| k.name == "moves" && k.value == "-1 /2 up"));
    assert_eq!(answers, want);
    // No example, or one that keeps the smaller part: not read.
    assert_eq!(complete(&text("")), None);
    assert_eq!(
        complete(&text(
            "Например, из кучи в 15 камней за один ход можно получить кучу из 14 или 7 камней."
        )),
        None
    );
}

/// «Вопросы» alone on its line before «19.»: a heading, not run on into
/// the question.
#[test]
fn questions_heading_alone_on_its_line() {
    let want = hand_answers(&format!(
        "start = \"S\"\ns = \"1..89\"\nmoves = \"+2 *4\"\nend = \"sum >= 90\"\n{QUESTIONS}"
    ));
    // By hand (gametable solve on the template): 6; 19 20; 17.
    assert_eq!(want, ["6", "19 20", "17"]);
    let game = format!("{OPEN}{ONE_HEAP}За один ход игрок может добавить в кучу два камня или увеличить количество камней в куче в четыре раза. Игра завершается, когда количество камней в куче становится не менее 90. Победитель — игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 89.");
    let qs = Q.replace("Задание ", "");
    for heading in ["Вопросы", "Задания:"] {
        let (_, answers) = read_answers(&format!("{game}\n{heading}{qs}"));
        assert_eq!(answers, want, "{heading}");
    }
}
