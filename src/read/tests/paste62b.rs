//! paste62b: the mutation probe of paste62 (kept outside the repository:
//! the texts the reader read complete in fresh51–54, left51, left51b, each
//! altered as a paste alters it), what it left flagged; and a small probe
//! paste62b of games with numbers of a thousand and more («не менее 1 500»,
//! «1 ≤ S ≤ 1 499»). Now read: a publisher's notice of a copyright line
//! split onto its own line («Копирование запрещено.», «Копиро-» + «вание
//! запрещено.   47»: page furniture, clean/page.rs); a sentence that a
//! Cyrillic «С» opens before a verb («С может принимать значения от 1 до
//! 53.»: the unknown, clean/lookalike.rs); a question's mark run into the
//! line before it after a sentence's stop («… противника. 19 Известно, что
//! …», «… 34. ✅ 19. Известно …», «… хода. Задание 21 Для игры …»,
//! clean/glued.rs); a page's number alone between two parts of a task
//! that hold no number there («… два условия:» + «7» + «– Петя …»,
//! «Задание 20.» + «7» + «Найдите …», «… противника.» + «7» + «19.
//! Известно …», clean/page_break.rs).

use super::{complete_answers, one_heap_exam_answers, read_all};

const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
добавить в кучу один камень, добавить в кучу два камня или увеличить количество камней \
в куче в три раза. Игра завершается в тот момент, когда количество камней в куче \
становится не менее 60. Победителем считается игрок, сделавший последний ход. В \
начальный момент в куче было S камней, 1 ≤ S ≤ 59.\nБудем говорить, что игрок имеет \
выигрышную стратегию, если он может выиграть при любых ходах противника.";

const Q19: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого \
хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const Q20: &str = "Найдите два наименьших значения S, при которых у Пети есть выигрышная \
стратегия, причём одновременно выполняются два условия:\n– Петя не может выиграть за один \
ход;\n– Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
Найденные значения запишите в ответе в порядке возрастания.";
const Q21: &str = "Найдите минимальное значение S, при котором одновременно выполняются \
два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или \
вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему \
гарантированно выиграть первым ходом.";

fn hand() -> Vec<String> {
    one_heap_exam_answers("1..59", "+1 +2 *3", "sum >= 60")
}

/// The questions marked «19 », «20 », «21 » (a book's marks, no stop).
fn text() -> String {
    format!("{GAME}\n19 {Q19}\n20 {Q20}\n21 {Q21}\n")
}

#[test]
fn the_text_itself_reads() {
    assert_eq!(complete_answers(&text()).1, hand());
}

/// A book's copyright line on the page's foot, split at its stop or
/// wrapped at its hyphen, its page's number after it.
#[test]
fn a_copyright_notice_on_its_own_line_is_furniture() {
    let foot = "© 2025 Издательство «Национальное образование».";
    for notice in [
        "Копирование запрещено.",
        "Копирование запрещено.            47",
        "Все права защищены.",
    ] {
        let t = text().replace("1 ≤ S ≤ 59.\n", &format!("1 ≤ S ≤ 59.\n{foot}\n{notice}\n"));
        assert_eq!(read_all(&t), [(true, hand())], "{notice}");
    }
    let t = text().replace(
        "1 ≤ S ≤ 59.\n",
        "1 ≤ S ≤ 59.\n© 2025 Издательство «Национальное образование». Копиро-\nвание запрещено.            47\n",
    );
    assert_eq!(read_all(&t), [(true, hand())]);
    // After the task, as the page's last line.
    let t = format!("{}Копирование запрещено.\n", text());
    assert_eq!(read_all(&t), [(true, hand())]);
}

/// «С может принимать значения от 1 до 59.»: the unknown typed as a
/// Cyrillic «С» opening its sentence before a verb; as a preposition
/// («С каждым ходом …») it is no unknown.
#[test]
fn a_cyrillic_unknown_opening_a_sentence_before_its_verb() {
    let t = text()
        .replace(
            "S камней, 1 ≤ S ≤ 59.",
            "С камней. С может принимать значения от 1 до 59.",
        )
        .replace(" S", " С");
    assert!(!t.contains('S'));
    assert_eq!(complete_answers(&t).1, hand());
}

/// «… противника. 19 Известно, что …»: the first question run into the
/// game's last line, or every question into the line before it.
#[test]
fn a_question_number_with_no_stop_after_a_sentence() {
    let t = format!("{GAME} 19 {Q19}\n20 {Q20}\n21 {Q21}\n");
    assert_eq!(read_all(&t), [(true, hand())]);
    let t = format!("{GAME} 19 {Q19} 20 {Q20}\n21 {Q21}\n");
    assert_eq!(read_all(&t), [(true, hand())]);
    let one = format!("{GAME} 19 {Q19} 20 {Q20} 21 {Q21}").replace('\n', " ");
    assert_eq!(read_all(&one), [(true, hand())]);
}

/// One paragraph with a post's marks («✅ 19.») or the words «Задание 21»
/// with no stop before the question's words.
#[test]
fn decorated_and_worded_marks_in_one_paragraph() {
    let t = format!("{GAME} ✅ 19. {Q19} ✅ 20. {Q20} ✅ 21. {Q21}").replace('\n', " ");
    assert_eq!(read_all(&t), [(true, hand())]);
    let t = format!("{GAME} Задание 19 {Q19} Задание 20 {Q20} Задание 21 {Q21}").replace('\n', " ");
    assert_eq!(read_all(&t), [(true, hand())]);
}

/// A post pasted as one paragraph: the question after the unknown's stop
/// («… значений S. 21. Найдите …») and the post's closing chatter.
#[test]
fn a_post_in_one_paragraph_with_its_chatter() {
    let q19 = Q19.replace(
        "Укажите минимальное значение S, когда такая ситуация возможна.",
        "Укажите минимальное такое значение S.",
    );
    let t = format!("{GAME} 19. {q19} 20. {Q20} 21. {Q21} Пишите ответы в комментах 👇💬 #ЕГЭ2025")
        .replace('\n', " ");
    assert!(t.contains("значение S. 20. Найдите"));
    assert_eq!(read_all(&t), [(true, hand())]);
}

/// A number that is not a question's (here 7, 25) after a stop stays in
/// its sentence: «… противника. 7 Найдите» splits nothing.
#[test]
fn another_number_after_a_stop_is_no_question_mark() {
    let t = format!("{GAME} 7 {Q19}\n20 {Q20}\n21 {Q21}\n");
    assert!(read_all(&t).iter().all(|(complete, _)| !complete));
}

/// A page's number alone between parts of a task with no number of their
/// own there: a list of conditions after its colon, a question's header
/// and its words, a sentence's end and the next question's number.
#[test]
fn a_page_number_between_parts_of_a_task_is_dropped() {
    let headed = format!("{GAME}\nЗадание 19.\n{Q19}\nЗадание 20.\n{Q20}\nЗадание 21.\n{Q21}\n");
    assert_eq!(read_all(&headed), [(true, hand())]);
    for (at, with) in [
        ("два условия:\n– Петя", "два условия:\n7\n– Петя"),
        ("Задание 20.\n", "Задание 20.\n7\n"),
        ("противника.\nЗадание 19.", "противника.\n7\nЗадание 19."),
        ("как будет ходить Ваня.", "как будет\n12\nходить Ваня."),
        ("независимо от того", "независимо от\n12\nтого"),
    ] {
        assert!(headed.contains(at));
        let t = headed.replacen(at, with, 1);
        assert_eq!(read_all(&t), [(true, hand())], "{with}");
    }
}

/// A game of a thousand stones and more, its numbers grouped by a space
/// or a no-break space («не менее 1 500», «1 ≤ S ≤ 1 499»).
#[test]
fn numbers_of_thousands_grouped_by_a_space() {
    let game = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
добавить в кучу 5 камней, добавить 50 камней или увеличить количество камней в куче в \
два раза. Игра завершается в тот момент, когда количество камней в куче становится не \
менее 1500. Победителем считается игрок, сделавший последний ход. В начальный момент в \
куче было S камней, 1 ≤ S ≤ 1499.";
    let t = format!("{game}\n19. {Q19}\n20. {Q20}\n21. {Q21}\n");
    let hand = one_heap_exam_answers("1..1499", "+5 +50 *2", "sum >= 1500");
    assert_eq!(read_all(&t), [(true, hand.clone())]);
    for sep in [" ", "\u{a0}"] {
        let grouped = t
            .replace("1500", &format!("1{sep}500"))
            .replace("1499", &format!("1{sep}499"));
        assert_eq!(read_all(&grouped), [(true, hand.clone())], "{sep:?}");
    }
}
