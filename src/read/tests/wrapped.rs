//! Texts as a PDF, a mail or a rewrapped comment give them: hard line
//! breaks anywhere in a sentence (before a name, before «≤ 24», inside a
//! question's list of conditions), and a printed page's furniture where a
//! page broke the text (a web address, a copyright line, «— 17 —»).

use super::{complete_answers, one_heap};
use crate::read::*;

/// A one-heap task whose questions list their conditions with dashes, its
/// players' names where a line may break before them.
fn task() -> String {
    one_heap(
        "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче \
         в 3 раза (количество камней, полученное при делении, округляется до меньшего).",
        "Задание 19. Укажите минимальное значение S, при котором Петя не может выиграть за один \
         ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.\n\
         Задание 20. Найдите два наименьших значения S, при которых у Пети есть выигрышная \
         стратегия, причём одновременно выполняются два условия: – Петя не может выиграть за \
         один ход; – Петя может выиграть своим вторым ходом независимо от того, как будет \
         ходить Ваня.\n\
         Задание 21. Найдите минимальное значение S, при котором одновременно выполняются два \
         условия: – у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или \
         вторым ходом при любой игре Пети; – у Вани нет стратегии, которая позволит ему \
         гарантированно выиграть первым ходом.",
    )
}

/// `text` broken into lines of at most `width` characters, between words.
fn wrapped(text: &str, width: usize) -> String {
    let mut out = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for w in paragraph.split_whitespace() {
            if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > width {
                out.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(w);
        }
        out.push(line);
    }
    out.join("\n")
}

/// Hard breaks at every width from 30 to 100 characters: the same reading
/// (a line that starts with «Петя», «Пети», «S», «≤ 60» or a condition's
/// words goes on the sentence; a list item is never cut in two).
#[test]
fn a_text_wrapped_at_any_width_reads_as_unwrapped() {
    let (_, want) = complete_answers(&task());
    for width in 30..=100 {
        let text = wrapped(&task(), width);
        let (r, got) = complete_answers(&text);
        assert_eq!(got, want, "width {width}:\n{text}\n{}", r.template());
    }
}

/// A double-spaced paste (each wrapped line its own paragraph, a blank line
/// after it; a paragraph's end three blank lines), at every width: the same
/// reading. So is a moves' list whose items stand a blank line apart.
#[test]
fn a_double_spaced_text_reads_as_its_lines() {
    let (_, want) = complete_answers(&task());
    for width in 30..=100 {
        let text = wrapped(&task(), width)
            .replace("\n\n", "\n\n\n\n")
            .replace('\n', "\n\n")
            .replace("\n\n\n\n\n\n\n\n", "\n\n\n\n");
        let (r, got) = complete_answers(&text);
        assert_eq!(got, want, "width {width}:\n{text}\n{}", r.template());
    }
    let listed = task().replace(
        "За один ход игрок может убрать из кучи 2 камня или уменьшить",
        "За один ход игрок может:\n\n1) убрать из кучи 2 камня;\n\n2) уменьшить",
    );
    let (_, got) = complete_answers(&listed);
    assert_eq!(got, want);
}

/// Blank lines that end paragraphs are kept where lines stand together, or
/// where every paragraph ends its sentence: a collection's tasks stay apart.
#[test]
fn blank_lines_between_finished_paragraphs_stay() {
    let text = format!("1. {}\n\n2. {}", task(), task());
    let spaced = text.replace(". ", ".\n\n");
    let readings = read_text(&spaced);
    assert_eq!(readings.len(), 2, "{spaced}");
}

/// A page's furniture between any two lines of the wrapped text: the same
/// reading. A page number alone goes with it only beside a copyright line or
/// an address: elsewhere a formula pasted on its line looks the same, and
/// stays.
#[test]
fn a_pages_furniture_where_a_page_broke_the_text_is_dropped() {
    let (_, want) = complete_answers(&task());
    let text = wrapped(&task(), 70);
    let lines: Vec<&str> = text.lines().collect();
    for furniture in [
        "http://kpolyakov.spb.ru",
        "© К. Ю. Поляков, 2009–2025",
        "— 17 —",
        "- 3 -",
        "Стр. 17 из 40",
        "страница 5",
        "17 из 40",
        // The page number beside them.
        "© К. Ю. Поляков, 2009–2025\n\n17",
        "17\nhttp://kpolyakov.spb.ru",
        // A running head printed once, where the copy crossed a page,
        // between the copyright line and the next page's number.
        "© СтатГрад 2024−2025 уч. г. Публикация без согласия запрещена\n\
         Информатика. 11 класс. Вариант ИН2410401\n3",
        "© СтатГрад 2024−2025 уч. г.\nИнформатика. 11 класс. Вариант ИН2410401 3",
    ] {
        for at in 1..lines.len() {
            let broken = [&lines[..at], &[furniture], &lines[at..]]
                .concat()
                .join("\n");
            let (r, got) = complete_answers(&broken);
            assert_eq!(
                got,
                want,
                "{furniture} at {at}:\n{broken}\n{}",
                r.template()
            );
        }
    }
}

/// What is a page's furniture, and what looks like it but is the task's.
#[test]
fn page_furniture_is_told_from_the_tasks_lines() {
    for line in [
        "https://inf-ege.sdamgia.ru",
        "www.kpolyakov.spb.ru",
        "© 2024",
        "— 12 —",
        "– 12 –",
        "Стр. 3",
        "стр 3 из 12",
        "Страница 12",
        "3 из 12",
    ] {
        assert!(clean::page_debris(line), "{line}");
    }
    for line in [
        "17",
        "– убрать 2 камня;",
        "- 3 камня",
        "строка 5",
        "Стр. 3 задачи",
        "см. www.site.ru и решите",
        "2 из 3 ходов",
    ] {
        assert!(!clean::page_debris(line), "{line}");
    }
}

/// A page's running head that names the tasks («Информатика. ЕГЭ-2025.
/// Задания 19–21» and the page's number) where a page broke the questions:
/// the heading ends the task as a next task's would, but no game follows
/// it, so the task's first half is never read as whole — at any line, the
/// reading is the whole one or is not complete.
#[test]
fn a_running_head_among_the_questions_never_reads_half_a_task_as_whole() {
    let (_, want) = complete_answers(&task());
    let text = wrapped(&task(), 70);
    let lines: Vec<&str> = text.lines().collect();
    let questions_from = lines
        .iter()
        .position(|l| l.starts_with("Задание 19"))
        .unwrap_or(0);
    for at in questions_from + 1..lines.len() {
        let head = ["Информатика. ЕГЭ-2025. Задания 19–21", "12"];
        let broken = [&lines[..at], &head, &lines[at..]].concat().join("\n");
        let first = read_text(&broken).remove(0);
        let out = first.solve();
        let answers: Vec<String> = out.answers.iter().map(|a| a.answer.clone()).collect();
        assert!(
            !out.complete || answers == want,
            "at {at}: {answers:?}\n{broken}\n{}",
            first.template()
        );
    }
}

/// Players with titles before their names («Персиковый Эльф Полина»), the
/// players' sentence after a heading and an author's credit, wrapped at any
/// width: the one who moves first («первый ход делает Полина») is the
/// titled first name, the other the second — never the exam's Ваня.
#[test]
fn titled_players_wrapped_after_a_credit_keep_their_names() {
    let task = "№ 12108 Новогодний вариант\n\n(М. Попков) В ожидании праздника два игрока, \
                Персиковый Эльф Полина и Веселая Фея Валентина, играют в следующую игру. Перед \
                игроками лежит куча снежинок. Игроки ходят по очереди, первый ход делает Полина. \
                За один ход игрок может добавить в кучу одну снежинку или увеличить количество \
                снежинок в куче в два раза. Игра завершается в тот момент, когда количество \
                снежинок в куче становится не менее 30. Победителем считается игрок, сделавший \
                последний ход. В начальный момент в куче было S снежинок, 1 ≤ S ≤ 29.\n\
                Укажите минимальное значение S, при котором Полина не может выиграть за один ход, \
                но при любом ходе Полины Валентина может выиграть своим первым ходом.";
    let (_, want) = complete_answers(task);
    for width in 40..=90 {
        let text = wrapped(task, width);
        let (r, got) = complete_answers(&text);
        assert_eq!(got, want, "width {width}:\n{text}\n{}", r.template());
    }
}

/// A line that ends on a relation («S ∈», «11 ≤», «S >») waits for its
/// right side on the next line, whatever that starts with («[11, 60]»).
#[test]
fn a_relation_at_a_lines_end_goes_on() {
    let (_, want) = complete_answers(&task());
    for (range, at) in [
        ("S ∈ [11, 60]", "∈ "),
        ("11 ≤ S ≤ 60", "≤ "),
        ("11 ≤ S ≤ 60", "≤ S ≤ "),
    ] {
        let text = task().replace("11 ≤ S ≤ 60", range);
        let cut = text.find(at).map(|i| i + at.trim_end().len());
        let Some(cut) = cut else {
            panic!("no «{at}» in the task");
        };
        let text = format!("{}\n{}", &text[..cut], text[cut..].trim_start());
        let (r, got) = complete_answers(&text);
        assert_eq!(got, want, "{text}\n{}", r.template());
    }
}
