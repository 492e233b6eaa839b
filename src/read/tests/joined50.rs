//! The round joined50: a collection that numbers its tasks on lines of
//! their own («N.», «N)») with a single line break between them reads each
//! task as the task alone. A bare number is the collection's next one only
//! when the text before it holds a task's question or a task opens under
//! it; a number wrapped inside a sentence stays the sentence's.

use crate::read::*;

use super::joined48::GAME;
use super::joined49::{n, tasks};

fn eight() -> Vec<String> {
    vec!["8".to_string()]
}

/// A page's solution copied half («При S < 8 у Пети есть ход,») ends the
/// first task on a comma, and the next text was cut mid-word before its
/// questions («Победителем счита»): each bare number after them is still the
/// collection's next task, the source's «19» under the third no number of
/// its own.
#[test]
fn a_bare_next_number_after_a_text_cut_on_a_comma_numbers_the_next_task() {
    for mark in [".", ")"] {
        let text = format!(
            "1{mark}\n{GAME}\nРешение.\nПри значениях S < 8 у Пети есть возможность сделать \
             такой ход,\n2{mark}\nДва игрока, Петя и Ваня, играют в следующую игру. Перед \
             игроками лежат две кучи камней. Победителем счита\n3{mark}\n19\n{GAME}\n"
        );
        let got = tasks(&text);
        assert_eq!(got[0], (n("1"), true, eight()), "{text}");
        assert_eq!(got.last(), Some(&(n("3"), true, eight())), "{text}");
        let numbers: Vec<_> = read_text(&text).into_iter().map(|r| r.number).collect();
        assert_eq!(numbers, [n("1"), n("2"), n("3")], "{text}");
    }
}

/// The same with the number before the text's first words, after a comma:
/// the collection's next number when a game opens after it («2. Два игрока
/// …»); a list's next item («…:» + «1) У Вани есть …;» + «2) У Вани нет …»)
/// stays the question's.
#[test]
fn a_next_number_before_a_game_after_a_comma_numbers_the_next_task() {
    let text = format!(
        "1. {GAME}\nРешение.\nПри значениях S < 8 у Пети есть возможность сделать такой \
         ход,\n2. {GAME}\n"
    );
    assert_eq!(
        tasks(&text),
        [(n("1"), true, eight()), (n("2"), true, eight())]
    );
    let listed = GAME.replace(
        "Укажите минимальное значение S, когда такая ситуация возможна.",
        "Найдите минимальное значение S, при котором одновременно выполняются два \
         условия:\n1) У Вани есть выигрышная стратегия, позволяющая ему выиграть первым или \
         вторым ходом при любой игре Пети;\n2) У Вани нет стратегии, которая позволит ему \
         гарантированно выиграть первым ходом.",
    );
    let text = format!("1.\n{listed}\n\n2.\n{GAME}\n");
    let got = tasks(&text);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[1], (n("2"), true, eight()));
    assert_eq!(got[0].0, n("1"));
}

/// One heap, +1 or ×2, the mover who reaches 77 wins, 1 ≤ S ≤ 76, the end's
/// number wrapped onto a line of its own.
const WRAPPED_77: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками \
    лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
    может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра \
    завершается, когда количество камней в куче становится не менее\n77.\nПобедителем \
    считается игрок, сделавший последний ход. В начальный момент в куче было S камней, \
    1 ≤ S ≤ 76.\nУкажите минимальное значение S, при котором Ваня выигрывает своим первым \
    ходом при любой игре Пети.";

/// «… не менее» + «77.» inside task 76 of a collection: the number is the
/// end's, never the next task's header, though 77 is the collection's next
/// number — the text before it asked nothing yet and its last word wants a
/// number. The real «77.» after the question numbers the next task.
#[test]
fn a_number_wrapped_inside_a_game_is_not_the_next_tasks_header() {
    // The number alone on its line, or before the next sentence's words.
    for wrapped in [WRAPPED_77.to_string(), WRAPPED_77.replace("77.\n", "77. ")] {
        for mark in [".", ")"] {
            let text = format!("76{mark}\n{wrapped}\n77{mark}\n{wrapped}\n");
            let thirty_eight = || vec!["38".to_string()];
            assert_eq!(
                tasks(&text),
                [
                    (n("76"), true, thirty_eight()),
                    (n("77"), true, thirty_eight())
                ],
                "{text}"
            );
        }
    }
}

/// «… равно» + «2.» inside the first task's game (2 the collection's next
/// number): the sentence's number; the task stays one, its rule whole.
#[test]
fn a_number_wrapped_after_equals_stays_in_its_sentence() {
    let text = "1.\nДва игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две \
                кучи камней. Игра завершается, когда разность количеств камней в кучах \
                становится равно\n2.\nПобедителем считается игрок, сделавший последний ход.\n";
    let drafts = document::split(&normalize(text));
    assert_eq!(drafts.len(), 1, "{drafts:?}");
    assert_eq!(drafts[0].number, n("1"));
    assert!(
        drafts[0].rules.iter().any(|r| r.ends_with("равно 2.")),
        "{drafts:?}"
    );
}

/// A list of bare numbers after the tasks («Ответы:» + «1.» + «8» + «2.» +
/// «8»): no task of its own, and the tasks before keep their answers.
#[test]
fn a_list_of_answers_numbered_alone_is_no_task() {
    let text = format!("1.\n{GAME}\n2.\n{GAME}\nОтветы:\n1.\n8\n2.\n8\n");
    assert_eq!(
        tasks(&text),
        [(n("1"), true, eight()), (n("2"), true, eight())]
    );
}

/// A collection's header with its author in brackets, the initial last
/// («Задача №9 (Кабанов А.)»): a header alone (the stop is the initial's,
/// not a bracketed sentence's), so it numbers the game under it though a
/// shared block of questions and the source's own number («2) …») come
/// between; the task before keeps its answers.
#[test]
fn a_header_with_its_author_in_brackets_numbers_the_game_under_it() {
    for author in ["(Кабанов А.)", "(А. Кабанов)"] {
        let text = format!(
            "Задача №8 {author}\n{GAME}\n\nЗадача №9 {author}\nВопросы 19-21 к задаче 9 и \
             следующим задачам следующие: Задание 19. Известно, что Ваня выиграл своим первым \
             ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда \
             такая ситуация возможна.\n2) Два игрока, Петя и Ваня, играют в следующую игру. \
             Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. \
             За один ход игрок может добавить в кучу один камень или увеличить количество \
             камней в куче в два раза. Игра завершается в тот момент, когда количество камней \
             в куче становится не менее 29. Победителем считается игрок, первым получивший \
             кучу, в которой будет 29 или больше камней. В начальный момент в куче было S \
             камней, 1 ≤ S ≤ 28.\n"
        );
        assert_eq!(
            tasks(&text),
            [(n("8"), true, eight()), (n("9"), true, eight())],
            "{text}"
        );
    }
    // A sentence in brackets stays words of the task.
    assert!(!document::credit("Первым ходит Ваня.") && document::credit("Кабанов А."));
}

/// «Задание 1 (Кабанов А.)» over each task of a collection: the header is
/// alone on its line (the stop is the initial's), so each game is its
/// task's, as under «Задание 1.»; «(Первым ходит Ваня.)» is still a
/// sentence of the task, not a title.
///
/// So too with the header's stop before the brackets («Задание 2. (Л.
/// Шастин)», cut into two sentences after the stop), in square brackets
/// («Задание 2 [Досрочная волна 2024]»), after a dash («Задание 2 — Л.
/// Шастин»), and with a worksheet's count of its tasks («Задание 2 из 27»).
#[test]
fn a_question_header_with_its_author_in_brackets_numbers_each_task() {
    let titles = [
        " (Кабанов А.)",
        " (А. Кабанов).",
        " (Е. Джобс)",
        ". (Л. Шастин)",
        " [Досрочная волна 2024]",
        " из 27",
        " — Л. Шастин",
        " – Е. Джобс",
    ];
    for author in titles {
        let text = format!("Задание 1{author}\n{GAME}\n\nЗадание 2{author}\n{GAME}\n");
        assert_eq!(
            tasks(&text),
            [(n("1"), true, eight()), (n("2"), true, eight())],
            "{text}"
        );
    }
    assert!(document::ends_as_a_sentence("Первым ходит Ваня."));
    assert!(!document::ends_as_a_sentence("Кабанов А."));
}

/// «Задание 9.» and a title line («Игра с кучей камней») above a block of
/// questions for the tasks after it, then the source's numbered game
/// («2) За один ход …»): the header and its title are the game's, no task of
/// their own; the task before keeps its answers.
#[test]
fn a_header_and_its_title_above_a_shared_block_number_the_game_under_it() {
    let text = format!(
        "Задание 8.\nИгра с кучей камней\n{GAME}\n\nЗадание 9.\nИгра с кучей камней\nВопросы \
         19-21 к задаче 9 и следующим задачам следующие: Задание 19. Известно, что Ваня \
         выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное \
         значение S, когда такая ситуация возможна.\n2) Два игрока, Петя и Ваня, играют в \
         следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход \
         делает Петя. За один ход игрок может добавить в кучу один камень или увеличить \
         количество камней в куче в два раза. Игра завершается в тот момент, когда количество \
         камней в куче становится не менее 29. Победителем считается игрок, первым получивший \
         кучу, в которой будет 29 или больше камней. В начальный момент в куче было S камней, \
         1 ≤ S ≤ 28.\n"
    );
    assert_eq!(
        tasks(&text),
        [(n("8"), true, eight()), (n("9"), true, eight())],
        "{text}"
    );
    let read = read_text(&text);
    assert_eq!(read.len(), 2, "{text}");
    assert_eq!(read[1].title.as_deref(), Some("Игра с кучей камней, № 2"));
}

/// A collection's bare number with its author in brackets on the line
/// («5 (Л. Шастин)», as «5) (Л. Шастин)» prints them): the next task's
/// header. A number and a word in brackets that is no author's name («7
/// (семь)») is none.
#[test]
fn a_bare_number_with_its_author_numbers_each_task() {
    for author in ["(Л. Шастин)", "(Кабанов А.)"] {
        let text = format!("1 {author}\n{GAME}\n\n2 {author}\n{GAME}\n");
        assert_eq!(
            tasks(&text),
            [(n("1"), true, eight()), (n("2"), true, eight())],
            "{text}"
        );
    }
    assert!(numbering::task_number("5 (Л. Шастин)").is_some());
    assert!(numbering::task_number("7 (семь)").is_none());
    assert!(numbering::task_number("7 (Семь камней)").is_none());
}

/// A collection's number with its count after a slash («Задача 5/200», as
/// «Задача 5 из 200»): the task's header, the count no part of its number —
/// also over a game whose opening sentence was not copied, where only the
/// header tells that a task begins.
#[test]
fn a_header_with_its_count_after_a_slash_numbers_each_task() {
    let cut = GAME
        .split_once("За один ход")
        .map(|(_, rest)| format!("За один ход{rest}"))
        .unwrap_or_default();
    let text = format!("Задача 1/200\n{GAME}\n\nЗадача 2/200\n{cut}\n");
    assert_eq!(
        tasks(&text),
        [(n("1"), true, eight()), (n("2"), true, eight())],
        "{text}"
    );
}
