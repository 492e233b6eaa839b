//! The round paste34: a real task as a teacher pastes it from a real page,
//! with the page's furniture around it — a site's solution in numbered
//! steps, a field's label alone («Решение», «Ответ:»), a site's notice, a
//! worksheet's grading, a messenger's post furniture, a PDF's page break
//! with a wrapped copyright line and a page «15 / 26». Each test states
//! its rule in other words than the probe's texts that showed it.

use super::complete_answers;
use crate::read::*;

/// The 2021 demo game, its three questions after `before(k)` each (k = 0,
/// 1, 2) and `after` the last. Answers: 18, «31 34», 30.
fn demo(before: impl Fn(usize) -> String, after: &str) -> String {
    let questions = [
        "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. \
         Укажите минимальное значение S, когда такая ситуация возможна.",
        "Для игры, описанной в предыдущем задании, найдите два таких значения S, при которых у \
         Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n\
         − Петя не может выиграть за один ход;\n\
         − Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
         Найденные значения запишите в ответе в порядке возрастания.",
        "Для игры, описанной в задании 19, найдите минимальное значение S, при котором \
         одновременно выполняются два условия:\n\
         – у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом \
         при любой игре Пети;\n\
         – у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом",
    ];
    let mut text = String::from(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         одну из куч (по своему выбору) один камень или увеличить количество камней в куче в \
         два раза. Для того чтобы делать ходы, у каждого игрока есть неограниченное количество \
         камней.\n\
         Игра завершается в тот момент, когда суммарное количество камней в кучах становится не \
         менее 77. Победителем считается игрок, сделавший последний ход, т.е. первым получивший \
         такую позицию, при которой в кучах будет 77 или больше камней.\n\
         В начальный момент в первой куче было семь камней, во второй куче – S камней; 1 ≤ S ≤ \
         69.\n",
    );
    for (k, q) in questions.iter().enumerate() {
        text.push_str(&before(k));
        text.push_str(q);
        text.push('\n');
    }
    text.push_str(after);
    text
}

const ANSWERS: [&str; 3] = ["18", "31 34", "30"];

/// The one reading of a text, complete, and its answers.
fn one_complete(text: &str) -> Vec<String> {
    assert_eq!(read_text(text).len(), 1, "one task: {text}");
    complete_answers(text).1
}

/// A page's solution in numbered steps («1. Ваня может выиграть …», «2. …»),
/// after each question and after the last: steps of the solution, numbered
/// 1, 2, … — never a question nor a task of their own — up to the next
/// question. A step cut from its number before a name («1.» + «Ваня …»)
/// is one too.
#[test]
fn a_solutions_numbered_steps_are_no_questions() {
    let solution = "Решение.\n\
                    1. Ваня может выиграть первым ходом, если Петя увеличит кучу вдвое.\n\
                    2. При меньших значениях S Петя выигрывает вторым ходом.\n\
                    3. Значит, искомое значение найдено.\n";
    let before = |k: usize| {
        if k == 0 {
            String::new()
        } else {
            format!(
                "{solution}Ответ: {}.\nЗадание {}.\n",
                ANSWERS[k - 1],
                19 + k
            )
        }
    };
    let text = demo(before, &format!(".\n{solution}"));
    assert_eq!(one_complete(&text), ANSWERS);
}

/// A field's label alone on its line, with or without its colon or stop
/// («Решение», «Ответ:»): a line of its own — the solution under it is
/// skipped, and the question on the next line is not swallowed as the
/// answer's words.
#[test]
fn a_fields_label_alone_is_a_line_of_its_own() {
    let text = demo(
        |k| {
            if k == 0 {
                String::new()
            } else {
                "Ответ:\n".into()
            }
        },
        ".\nОтвет:\n\nРешение\nПетя выигрывает первым ходом, если удвоит кучу. Значит, Ваня \
         выигрывает после неудачного хода Пети.\n",
    );
    assert_eq!(one_complete(&text), ANSWERS);
}

/// A site's notice under a variant's part 2 («Решения заданий с
/// развернутым ответом не проверяются автоматически.» …) is the page's,
/// not a sentence the last question (here without its stop) goes on with.
#[test]
fn a_sites_notice_is_no_word_of_the_last_question() {
    let text = demo(
        |_| String::new(),
        "\nРешения заданий с развёрнутым ответом не проверяются автоматически.\n\
         На следующей странице вам будет предложено проверить их самостоятельно.\n",
    );
    assert_eq!(one_complete(&text), ANSWERS);
}

/// A worksheet's grading under its heading «Критерии оценивания» at the
/// end is the sheet's, as its table of answers is.
#[test]
fn a_grading_heading_is_the_answer_sheets() {
    let text = demo(
        |_| String::new(),
        "\nКритерии оценивания\nЗа каждый верный ответ — 1 балл. Максимум — 3 балла.\n",
    );
    assert_eq!(one_complete(&text), ANSWERS);
}

/// A post as a messenger copies it: the author's name with the date and
/// time in brackets, hashtags alone on a line, a line of reactions (emoji
/// and counts) — none of them words of the task. A Markdown heading («#
/// Задание») is no hashtag, and a line with words and an emoji stays.
#[test]
fn a_posts_furniture_is_no_part_of_the_task() {
    let text = format!(
        "Иван Петров, [05.12.2025 18:03]\n{}\n#ЕГЭ #информатика #задание19\n\n👍 12   💬 3\n",
        demo(|_| String::new(), ".")
    );
    assert_eq!(one_complete(&text), ANSWERS);
    assert!(!clean::page_debris("# Задание 19"));
    assert!(!clean::page_debris("Разбор — в комментариях 👇"));
    assert!(clean::page_debris("#ЕГЭ #информатика"));
    assert!(clean::page_debris(
        "Информатика ЕГЭ | Иван Петров, [05.12.2025 18:03]"
    ));
}

/// A PDF's page break copied into a sentence: the copyright line wrapped
/// onto a second line, then the running head with the page's number
/// («Информатика. 11 класс. Вариант ИН2310401 12»), or the head with the
/// page out of the pages («… 11 класс. 15 / 26»): dropped, and the sentence
/// goes on. A sentence's line that only ends in numbers stays.
#[test]
fn a_pdf_page_break_is_dropped_whole() {
    for page in [
        "© СтатГрад 2023−2024 уч. г. Публикация в интернете или печатных изданиях без \
         письменного\nсогласия СтатГрад запрещена\nИнформатика. 11 класс. Вариант ИН2310401 12",
        "© 2024 Федеральная служба по надзору в сфере образования и науки\n\
         Демонстрационный вариант ЕГЭ 2024 г. ИНФОРМАТИКА, 11 класс. 15 / 26",
    ] {
        let text = demo(|_| String::new(), ".").replacen(
            "Игроки ходят по очереди,",
            &format!("Игроки ходят по\n{page}\nочереди,"),
            1,
        );
        assert_eq!(one_complete(&text), ANSWERS, "{text}");
    }
}

/// A page's number alone, blank lines around it, where a page broke a list
/// of moves (after «…;», before «3. …»): dropped — never a move of the list
/// nor a number of the rule. A number alone after a sentence's end stays
/// (a question's number on its line).
#[test]
fn a_page_number_that_broke_a_list_is_dropped() {
    let game = |page: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
             Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может выполнить \
             любое из следующих действий:\n1. убрать из кучи один камень;\n2. убрать из кучи \
             два камня;\n{page}3. уменьшить количество камней в куче в два раза (количество \
             камней, полученное при делении, округляется до меньшего).\nИгра завершается, когда \
             количество камней в куче становится не более 10. Победителем считается игрок, \
             сделавший последний ход. В начале игры в куче было S камней, S > 10.\nУкажите \
             минимальное значение S, при котором Петя не может выиграть первым ходом, но при \
             любом первом ходе Пети Ваня может выиграть своим первым ходом.\n"
        )
    };
    let plain = one_complete(&game(""));
    assert_eq!(one_complete(&game("\n15\n\n")), plain);
}

/// So too a page's number alone where a page broke a sentence: the line
/// before goes on («… которая позволит ему»), a lower-case word after it
/// («гарантированно выиграть …»). It was read as a question's number, and
/// the question cut in two.
#[test]
fn a_page_number_that_broke_a_sentence_is_dropped() {
    let game = |page: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
             Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
             кучу один камень или увеличить количество камней в куче в два раза. Игра \
             завершается, когда количество камней в куче становится не менее 29. Победителем \
             считается игрок, сделавший последний ход. В начальный момент в куче было S камней, \
             1 ≤ S ≤ 28.\nНайдите минимальное значение S, при котором у Вани есть выигрышная \
             стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и \
             нет стратегии, которая позволит ему\n{page}гарантированно выиграть первым ходом.\n"
        )
    };
    let plain = one_complete(&game(""));
    assert_eq!(one_complete(&game("\n15\n\n")), plain);
}

/// A page's number alone between two paragraphs, as a PDF without a running
/// head prints it: not a number the exam's questions carry (19–21, 1–3) and
/// not over a game's opening — so neither a question's number nor a task's.
/// Dropped, wherever the page broke: between the game and its questions,
/// before a question's own header, between a question's premise and its
/// ask, and inside a word broken at its hyphen.
#[test]
fn a_page_number_between_paragraphs_is_dropped() {
    let plain = one_complete(&demo(|_| String::new(), ""));
    let page = "\n\n47\n\n";
    let between = demo(
        |k| {
            if k == 1 {
                page.to_string()
            } else {
                String::new()
            }
        },
        "",
    );
    assert_eq!(one_complete(&between), plain, "{between}");
    let ids = |text: &str| -> Vec<String> {
        read_text(text)[0]
            .questions
            .iter()
            .map(|q| q.id.clone())
            .collect()
    };
    assert_eq!(
        ids(&between),
        ids(&demo(|_| String::new(), "")),
        "{between}"
    );
    let headed = demo(
        |k| match k {
            0 => String::new(),
            _ => format!("{page}Задание {}.\n", 19 + k),
        },
        "",
    );
    assert_eq!(one_complete(&headed), plain, "{headed}");
    let premise = demo(|_| String::new(), "").replacen(
        "Пети. Укажите минимальное",
        &format!("Пети.{page}Укажите минимальное"),
        1,
    );
    assert_eq!(one_complete(&premise), plain, "{premise}");
    let hyphen = demo(|_| String::new(), "").replacen(
        "неограниченное",
        &format!("неограни-{page}ченное"),
        1,
    );
    assert_eq!(one_complete(&hyphen), plain, "{hyphen}");
}

/// A number alone that the exam's questions carry («20») still heads the
/// question after it, and one over a game's opening still numbers the task
/// — even where the last question before it lost its stop (its last
/// condition, printed again in the next task, is no page's running head).
#[test]
fn a_question_or_task_number_alone_is_no_page_number() {
    let plain = one_complete(&demo(|_| String::new(), ""));
    let numbered = demo(|k| format!("\n\n{}\n\n", 19 + k), "");
    let read = read_text(&numbered);
    assert_eq!(read.len(), 1, "{numbered}");
    let ids: Vec<&str> = read[0].questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"], "{numbered}");
    assert_eq!(one_complete(&numbered), plain);
    let task = demo(|_| String::new(), "");
    for gap in ["\n\n47\n\n", "\n47\n", "47\n"] {
        let two = format!("{task}{gap}{task}");
        let tasks = read_text(&two);
        assert_eq!(tasks.len(), 2, "{two}");
        assert_eq!(tasks[1].number.as_deref(), Some("47"), "{two}");
        for t in &tasks {
            assert_eq!(super::solved_complete(t), plain, "{two}");
        }
    }
}
