//! paste62: a mutation probe (kept outside the repository) — the texts
//! the reader read complete (fresh51–54, left51, left51b), each altered as a
//! paste alters it (a PDF's wrapping and page furniture, spacing, letters,
//! comparisons, quotes and dashes, question marks, paragraphs, HTML and
//! Markdown left in, numbers' groups). Found flagged, now read: sentences
//! glued at their stops («хода.Найдите», «19.Известно»); a paper's running
//! head copied once with its page («Информатика. 11 класс. Вариант 3
//! стр. 7»: it split the task in two, the questions after it lost); a range
//! ending in the unknown before the next question's number («21 < S. 19.
//! Укажите …»: «S.» taken for an initial); a PDF's broken words joined into
//! one paragraph («ход де- лает Петя»). A number alone on a line inside a
//! sentence stays: it may be the game's («кучу из\n7\nкамней»).

use super::{complete_answers, one_heap_exam_answers, read_all};

const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
добавить в кучу один камень, добавить в кучу три камня или увеличить количество камней \
в куче в два раза. Например, имея кучу из 10 камней, за один ход можно получить кучу из \
11, 13 или 20 камней. Игра \
завершается в тот момент, когда количество камней в куче становится не менее 62. \
Победителем считается игрок, сделавший последний ход, т. е. первым получивший кучу, в \
которой будет 62 или больше камней. В начальный момент в куче было S камней, 1 ≤ S ≤ 61.";

const QUESTIONS: &str = "19. Известно, что Ваня выиграл своим первым ходом после \
неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация \
возможна.\n20. Найдите два наименьших значения S, при которых у Пети есть выигрышная \
стратегия, причём одновременно выполняются два условия:\n– Петя не может выиграть за \
один ход;\n– Петя может выиграть своим вторым ходом независимо от того, как будет ходить \
Ваня.\nНайденные значения запишите в ответе в порядке возрастания.\n21. Найдите \
минимальное значение S, при котором одновременно выполняются два условия:\n– у Вани есть \
выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре \
Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым \
ходом.\n";

fn hand() -> Vec<String> {
    one_heap_exam_answers("1..61", "+1 +3 *2", "sum >= 62")
}

fn text() -> String {
    format!("{GAME}\n{QUESTIONS}")
}

#[test]
fn the_text_itself_reads() {
    assert_eq!(complete_answers(&text()).1, hand());
}

/// «…камней.Игра завершается…», «19.Известно»: every stop before a capital
/// with its space lost.
#[test]
fn sentences_glued_at_their_stops_are_read() {
    let glued = text()
        .replace(". И", ".И")
        .replace(". Н", ".Н")
        .replace(". П", ".П");
    let glued = glued
        .replace(". Т", ".Т")
        .replace(". У", ".У")
        .replace(". В", ".В");
    assert!(glued.contains("хода.Найдите") || glued.contains("19.Известно"));
    assert_eq!(complete_answers(&glued).1, hand());
}

/// A PDF's page broke question 19 mid-sentence: its running head, once.
#[test]
fn a_running_head_with_its_page_is_dropped() {
    let t = text().replace(
        "своим первым ходом после",
        "своим первым\nИнформатика. 11 класс. Вариант 3   стр. 7\nходом после",
    );
    assert_eq!(read_all(&t), [(true, hand())]);
    let t = text().replace(
        "в куче было S камней",
        "в куче было\nЕГЭ 2025. Информатика. Страница 2 из 4\nS камней",
    );
    assert_eq!(read_all(&t), [(true, hand())]);
}

/// «… 1 ≤ S < 62. 19. Укажите …»: the questions run on the game's last line
/// after a range that ends in the unknown.
#[test]
fn a_range_ending_in_the_unknown_ends_its_sentence() {
    let t = format!(
        "{} {}",
        GAME.replace("1 ≤ S ≤ 61", "0 < S"),
        QUESTIONS.replace("19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите", "19. Укажите")
            .replace(", когда такая ситуация", ", при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети. Такая ситуация")
    );
    let (r, answers) = complete_answers(&t);
    assert_eq!(answers, hand(), "{}", r.template());
}

/// A PDF's text pasted as one paragraph: its broken words («де- лает»).
#[test]
fn words_broken_in_one_paragraph_are_whole() {
    let t = text()
        .replace("делает Петя", "де- лает Петя")
        .replace("Победителем", "Победи- телем")
        .replace('\n', " ");
    assert_eq!(complete_answers(&t).1, hand());
}

/// A number alone on its line inside a sentence is not dropped as a page's
/// number (it may be the game's): never read complete without it.
#[test]
fn a_lone_number_inside_a_sentence_stays() {
    let t = text().replace("кучу из 10 камней", "кучу из\n10\nкамней");
    let (r, answers) = complete_answers(&t);
    assert_eq!(answers, hand(), "{}", r.template());
    let t = text().replace("не менее 62.", "не менее\n62\nкамней.");
    assert_eq!(complete_answers(&t).1, hand());
}
