//! The document splitter's unit tests: tasks, numbers, questions and shared
//! blocks found in small documents.

use super::super::numbering::{next_lettered, question_id};
use super::super::tests::solved_complete;
use super::placing::type_number;
use super::*;
use crate::read::read_text;

#[test]
fn question_ids() {
    assert_eq!(
        question_id("Задание 21 Найдите").map(|x| x.0),
        Some("21".into())
    );
    assert_eq!(
        question_id("Вопрос 1. Найдите").map(|x| x.0),
        Some("1".into())
    );
    assert_eq!(question_id("19) Найдите S").map(|x| x.0), Some("19".into()));
    assert_eq!(question_id("19) Два игрока"), None);
    // A colon after the number: «20: Найдите …».
    assert_eq!(
        question_id("20: Найдите два наименьших значения S").map(|x| x.0),
        Some("20".into())
    );
    assert_eq!(question_id("29: Два игрока"), None);
    // A lettered sub-question: its letter is the id's.
    assert_eq!(
        question_id("2. а) Укажите значение S"),
        Some(("2а".into(), "Укажите значение S"))
    );
    assert_eq!(
        next_lettered("2а", "б) Найдите S"),
        Some(("2б".into(), "Найдите S"))
    );
    assert_eq!(next_lettered("2а", "в) Найдите S"), None);
    assert_eq!(question_id("2б) Найдите S").map(|x| x.0), Some("2б".into()));
    assert_eq!(next_lettered("2", "б) Найдите S"), None);
    // A range of questions heads the tasks; it is no question.
    assert_eq!(question_id("Задание 19–21 № 29"), None);
}

/// A task cut off before its moves and questions.
const CUT: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками \
    лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. В игре \
    разрешено делать следующие ходы:\n– добавить в кучу один камень;\n\
    Например, если в куче\nУкажите минимальное";
const NEXT: &str = "(А. Богданов) Два игрока, Петя и Ваня, играют в следующую игру. \
    Перед игроками лежат две кучи камней. За один ход игрок может добавить в \
    одну из куч один камень. Найдите минимальное значение S.";

#[test]
fn a_task_cut_off_does_not_swallow_the_next() {
    for head in [
        "(№ 29) ",
        "№ 29. ",
        "№ 29) ",
        "Задача 29\n",
        "Задание 19–21 № 29\n",
        "29) ",
        "29.\n",
        "Вариант 29\n",
        "",
    ] {
        let tasks = split(&format!("{CUT}\n\n{head}{NEXT}"));
        assert_eq!(tasks.len(), 2, "{head:?}: {tasks:#?}");
        let number = (!head.is_empty()).then(|| "29".to_string());
        assert_eq!(tasks[1].number, number, "{head:?}");
        assert_eq!(tasks[1].title.as_deref(), Some("А. Богданов"), "{head:?}");
        assert!(tasks[1].rules[0].starts_with("Два игрока"), "{head:?}");
        assert_eq!(tasks[1].questions.len(), 1, "{head:?}");
        assert!(tasks[0].rules.iter().all(|r| !r.contains("две кучи")));
    }
}

#[test]
fn a_heading_between_tasks_heads_the_next() {
    let text = "39) Два игрока, Петя и Ваня, играют в следующую игру. За один ход \
        игрок может добавить в кучу один камень. Задание 19. Найдите значение S.\n\
        Задания 19–21 – теория игр\nГлавная » ЕГЭ\n\
        40) Два игрока, Петя и Ваня, играют в следующую игру.";
    let tasks = split(text);
    assert_eq!(tasks.len(), 2, "{tasks:#?}");
    assert_eq!(tasks[0].questions[0].1.trim(), "Найдите значение S.");
    assert_eq!(tasks[1].number.as_deref(), Some("40"));
    assert_eq!(
        tasks[1].title.as_deref(),
        Some("Задания 19–21 – теория игр Главная » ЕГЭ")
    );
}

#[test]
fn one_game_opened_twice_and_its_moves_listed_stay_one_task() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру.\nПеред \
        игроками лежит куча камней. В игре разрешено делать следующие ходы.\n\
        1) добавить в кучу один камень;\n2) удвоить кучу.\nНайдите значение S.";
    let tasks = split(text);
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    assert_eq!(tasks[0].rules.len(), 6, "{tasks:#?}");
    assert_eq!(tasks[0].rules[3], "добавить в кучу один камень;");
}

#[test]
fn a_question_under_its_own_header_stays_with_its_task() {
    // sdamgia prints a variant's 19, 20 and 21 as tasks of their own.
    let text = "Задача 19 #76979\nДва игрока, Петя и Ваня, играют в следующую \
        игру. За один ход игрок может добавить в кучу три камня. Укажите \
        минимальное значение S, при котором Петя выигрывает.\n\n\
        Задача 20 #76980\nДля игры, описанной в задании 19, найдите значение S.\n\n\
        Задача 21 #76981\nНайдите два значения S. Ответы укажите по возрастанию.\n\n\
        (№ 24) (А. Богданов) Два игрока, Петя и Ваня, играют в следующую игру.";
    let tasks = split(text);
    assert_eq!(tasks.len(), 2, "{tasks:#?}");
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"]);
    assert!(tasks[0].questions[2].1.ends_with("по возрастанию."));
    // The last header does not linger into the next task.
    assert_eq!(tasks[1].number.as_deref(), Some("24"));
}

/// A game stated in a few sentences (no questions).
const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками \
    лежит куча камней. За один ход игрок может добавить в кучу один камень.";

/// Each task's number and its questions' words.
fn numbers_and_questions(tasks: &[Draft]) -> Vec<(Option<&str>, Vec<&str>)> {
    tasks
        .iter()
        .map(|t| {
            let qs = t.questions.iter().map(|q| q.1.trim()).collect();
            (t.number.as_deref(), qs)
        })
        .collect()
}

#[test]
fn a_shared_block_ends_at_a_game_with_questions_of_its_own() {
    let text = format!(
        "Вопросы 19–21 к следующим задачам: Задание 19. Найдите значение S.\n\n\
         4) {GAME}\n\n5) {GAME} Задание 19. Укажите минимальное значение S.\n\n\
         6) {GAME}"
    );
    let tasks = split(&text);
    let asked = numbers_and_questions(&tasks);
    assert_eq!(
        asked,
        [
            (Some("4"), vec!["Найдите значение S."]),
            (Some("5"), vec!["Укажите минимальное значение S."]),
            (Some("6"), vec![]),
        ],
        "{tasks:#?}"
    );
}

#[test]
fn a_collection_numbers_its_tasks_over_their_own_numbers() {
    // The source's own number under the collection's, on its line or
    // in the game's first sentence: the collection's is the task's.
    let text = format!(
        "7) {GAME}\n\n8) 21\n\n{GAME}\n\n9) Сборник, часть 2.\n\n\
         Задача 4.2 {GAME}"
    );
    let tasks = split(&text);
    let numbers: Vec<Option<&str>> = tasks.iter().map(|t| t.number.as_deref()).collect();
    assert_eq!(numbers, [Some("7"), Some("8"), Some("9")], "{tasks:#?}");
    assert!(
        tasks[2].title.as_deref().is_some_and(|t| t.contains("4.2")),
        "{tasks:#?}"
    );
}

/// A collection's number before a block of questions for the tasks after it
/// and the game under it with its source's own number («1) Вопросы 19–21 к
/// задаче 4 и следующим: …» over «4) Два игрока …»): one task, the
/// collection's number, the block's questions — never a task of the block
/// alone.
#[test]
fn a_collection_numbers_a_shared_block_and_the_game_under_it() {
    for n in ["1)", "1.", "Задача 1."] {
        let text = format!(
            "{n} Вопросы 19–21 к задаче 4 и следующим задачам: Задание 19. Найдите значение \
             S.\n4) {GAME}\n\n2) {GAME} Задание 19. Укажите S."
        );
        let tasks = split(&text);
        let asked = numbers_and_questions(&tasks);
        assert_eq!(
            asked,
            [
                (Some("1"), vec!["Найдите значение S."]),
                (Some("2"), vec!["Укажите S."]),
            ],
            "{n}: {tasks:#?}"
        );
    }
}

#[test]
fn a_numbered_move_list_after_its_head_stays_one_task() {
    let text = "Два игрока, Петя и Ваня, играют в игру. Перед ними лежит куча камней. \
        За один ход игрок может:\n1) Убрать 2 камня.\n2) Убрать 5 камней.\n\
        3) Уменьшить кучу вдвое.\nИгра завершается, когда в куче не более 9 камней.";
    let tasks = split(&crate::read::normalize(text));
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    assert!(tasks[0].rules.iter().any(|r| r.starts_with("3) Уменьшить")));
    // A task numbered after a game with no such list is still a task.
    let tasks = split(
        "1) Два игрока играют в игру. За один ход игрок может убрать 2 камня.\n\
        2) Два игрока играют в игру.",
    );
    assert_eq!(tasks.len(), 2, "{tasks:#?}");
}

#[test]
fn a_question_with_no_heading_takes_the_number_before_the_next() {
    // kompege prints question 19 right after the game, with no heading.
    let text = format!(
        "{GAME} Укажите минимальное значение S, при котором Петя выигрывает.\n\
         Задание 20.\nНайдите два значения S.\nЗадание 21.\nНайдите значение S."
    );
    let tasks = split(&text);
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"], "{tasks:#?}");
    // A page's bare number over the next question, which opens with what
    // is known before it asks.
    let text = format!(
        "{GAME} Укажите минимальное значение S, при котором Петя выигрывает.\n\n\
         3\n\nДля этой игры известно, что Ваня выигрывает. Укажите значение S.\n\n\
         4\n\nНайдите все значения S."
    );
    let tasks = split(&text);
    let qs: Vec<(&str, &str)> = tasks[0]
        .questions
        .iter()
        .map(|q| (q.0.as_str(), q.1.as_str()))
        .collect();
    assert_eq!(
        qs,
        [
            (
                "2",
                "Укажите минимальное значение S, при котором Петя выигрывает."
            ),
            (
                "3",
                "Для этой игры известно, что Ваня выигрывает. Укажите значение S."
            ),
            ("4", "Найдите все значения S."),
        ],
        "{tasks:#?}"
    );
}

#[test]
fn a_question_headed_in_its_own_sentence_keeps_the_number() {
    // «ЗАДАЧА 19: …?» inside one paragraph, after the game.
    let text = format!(
        "{GAME} ЗАДАЧА 19: Укажите минимальное значение S, при котором Ваня \
         выигрывает? ЗАДАЧА 20: Найдите два таких значения S? Задача 21. \
         Найдите максимальное значение S."
    );
    let tasks = split(&text);
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"], "{tasks:#?}");
    assert!(tasks[0].questions[1].1.starts_with("Найдите два"));
}

#[test]
fn lines_of_no_russian_word_after_a_finished_question_are_debris() {
    // A slide's trailing «python», «excel», «17», «ответ».
    let text = format!(
        "{GAME}\nУкажите минимальное значение S, при котором Ваня выигрывает первым \
         ходом.\npython\nexcel\n17\nответ\n"
    );
    let tasks = split(&crate::read::normalize(&text));
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    assert_eq!(tasks[0].questions.len(), 1, "{tasks:#?}");
    assert!(
        tasks[0].questions[0].1.ends_with("первым ходом."),
        "{tasks:#?}"
    );
    // A question not finished goes on with its next line, Russian or not.
    let text = format!("{GAME}\nНайдите S, при котором\nВаня выигрывает первым ходом.");
    let tasks = split(&crate::read::normalize(&text));
    assert!(
        tasks[0].questions[0].1.ends_with("первым ходом."),
        "{tasks:#?}"
    );
}

#[test]
fn a_bare_number_before_the_first_question_heads_it() {
    let text = format!(
        "{GAME}\n19\nУкажите минимальное значение S, при котором Ваня выигрывает.\n\
         20\nНайдите два таких значения S."
    );
    let tasks = split(&crate::read::normalize(&text));
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["19", "20"], "{tasks:#?}");
    // Among the rules, a number before no question stays a rule's line.
    let text = format!("{GAME}\n7\nИгра завершается, когда в куче 40 камней.");
    let tasks = split(&crate::read::normalize(&text));
    assert!(tasks[0].rules.iter().any(|r| r == "7"), "{tasks:#?}");
}

#[test]
fn a_sites_task_type_numbers_its_one_question() {
    let text = format!(
        "Тип 20 № 12345\ni\n{GAME} Укажите минимальное значение S, при котором Ваня выигрывает."
    );
    let tasks = split(&crate::read::normalize(&text));
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["20"], "{tasks:#?}");
    assert_eq!(
        type_number("Задания Тип 19 № 70546 i").as_deref(),
        Some("19")
    );
    assert_eq!(type_number("Тип 19 задач"), None);
}

#[test]
fn a_header_alone_then_lettered_sub_questions() {
    let text = format!(
        "{GAME}\nЗадание 1.\nа) Укажите все значения S, при которых Петя выигрывает.\n\
         б) Укажите значение S, при котором Ваня выигрывает.\nЗадание 2. Укажите два значения S."
    );
    let tasks = split(&crate::read::normalize(&text));
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["1а", "1б", "2"], "{tasks:#?}");
    assert!(
        tasks[0].questions[0].1.starts_with("Укажите все"),
        "{tasks:#?}"
    );
}

/// A question numbered «Часть 2.», «Б)», «II.» or «Тип 20» after the game
/// (alone on its line or before the words), «20 задание.», «Задача 20 (2).»:
/// the numbers a page prints, read as «Задание 20.» is.
#[test]
fn question_numbers_in_other_printed_forms() {
    let ask = "Укажите минимальное значение S, при котором Ваня выигрывает.";
    for (a, b, want) in [
        ("Часть 1.\n", "Часть 2.\n", ["1", "2"]),
        ("Часть 1. ", "Часть 2. ", ["1", "2"]),
        ("А)\n", "Б)\n", ["1", "2"]),
        ("I.\n", "II.\n", ["1", "2"]),
        ("Тип 19\n", "Тип 20\n", ["19", "20"]),
        ("19 задание.\n", "20 задание.\n", ["19", "20"]),
        ("19 задание. ", "20 задание. ", ["19", "20"]),
        ("Задача 19 (1).\n", "Задача 20 (2).\n", ["19", "20"]),
        ("19 (1). ", "20 (2). ", ["19", "20"]),
    ] {
        let text = format!("{GAME}\n{a}{ask}\n{b}{ask}");
        let tasks = split(&crate::read::normalize(&text));
        assert_eq!(tasks.len(), 1, "{a:?}: {tasks:#?}");
        let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
        assert_eq!(ids, want, "{a:?}: {tasks:#?}");
        assert!(
            tasks[0].questions.iter().all(|q| q.1.trim() == ask),
            "{a:?}: {tasks:#?}"
        );
    }
    // «2 задача.» alone between two games heads the second; it asks nothing.
    let text =
        format!("1 задача.\n{GAME}\nЗадание 19. {ask}\n2 задача.\n{GAME}\nЗадание 19. {ask}");
    let tasks = split(&crate::read::normalize(&text));
    assert_eq!(tasks.len(), 2, "{tasks:#?}");
    for t in &tasks {
        let ids: Vec<&str> = t.questions.iter().map(|q| q.0.as_str()).collect();
        assert_eq!(ids, ["19"], "{tasks:#?}");
    }
    // Before any game «Часть 1» heads the text, no question.
    let text = format!("Часть 1.\n{GAME}\nЗадание 19. {ask}");
    let tasks = split(&crate::read::normalize(&text));
    let ids: Vec<&str> = tasks[0].questions.iter().map(|q| q.0.as_str()).collect();
    assert_eq!(ids, ["19"], "{tasks:#?}");
}

/// A block of questions after the games it is for («Вопросы к задачам 1–2:»,
/// «Вопросы к заданиям 19–21:» at the end): each game before it without
/// questions of its own takes them; before the games, as before.
#[test]
fn a_shared_block_after_the_games() {
    let block = "Задание 19. Найдите значение S.\nЗадание 20. Найдите два значения S.";
    for text in [
        format!("Задача 1. {GAME}\nЗадача 2. {GAME}\nВопросы к задачам 1–2:\n{block}"),
        format!("Задача 1. {GAME}\nЗадача 2. {GAME}\nВопросы к заданиям 19–20:\n{block}"),
        format!("Вопросы к заданиям 19–20:\n{block}\nЗадача 1. {GAME}\nЗадача 2. {GAME}"),
    ] {
        let tasks = split(&crate::read::normalize(&text));
        assert_eq!(tasks.len(), 2, "{tasks:#?}");
        for t in &tasks {
            let ids: Vec<&str> = t.questions.iter().map(|q| q.0.as_str()).collect();
            assert_eq!(ids, ["19", "20"], "{text}: {tasks:#?}");
        }
    }
    // A game with questions of its own keeps them; the block is not its.
    let text = format!(
        "Задача 1. {GAME} Задание 19. Укажите S.\nЗадача 2. {GAME}\nВопросы к задачам 1–2:\n{block}"
    );
    let tasks = split(&crate::read::normalize(&text));
    assert_eq!(tasks[0].questions.len(), 1, "{tasks:#?}");
    assert_eq!(tasks[1].questions.len(), 2, "{tasks:#?}");
}

/// «… один раз за всю игру» after the moves is no second game's opening
/// («за игру» was known, «за всю игру» split the task in two).
#[test]
fn once_a_whole_game_opens_no_task() {
    let ws = words("Пропуск хода разрешается каждому игроку один раз за всю игру.");
    assert!(!names_game(&ws));
    let ws = words("Каждый игрок может удвоить кучу не более двух раз за одну игру.");
    assert!(!names_game(&ws));
    assert!(names_game(&words("Два игрока играют в такую игру.")));
}

/// «Задание 2.» alone after a task's questions: before a game, the next
/// task's number (a worksheet numbering its tasks so) — or, when it is the
/// number of the task before's first question («Задание 19.» above the next
/// game, as kompege.ru prints its tasks), that game's first question's;
/// before words that go on asking (a premise, «У Пети была выигрышная
/// стратегия …»), a question of the task before, as it was.
#[test]
fn a_question_header_alone_before_a_game_heads_the_next_task() {
    let asked = |text: &str| -> Vec<(Option<String>, Vec<String>)> {
        split(text)
            .into_iter()
            .filter(|d| !d.rules.is_empty())
            .map(|d| (d.number, d.questions.into_iter().map(|q| q.0).collect()))
            .collect()
    };
    let worksheet =
        format!("Задание 1.\n{GAME}\nНайдите значение S.\nЗадание 2.\n{GAME}\nНайдите значение S.");
    let got = asked(&worksheet);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[0].1, ["1"], "{got:?}");
    assert_eq!(got[1].0.as_deref(), Some("2"), "{got:?}");
    let task =
        format!("Задание 19.\n{GAME}\nУкажите значение S.\nЗадание 20.\nНайдите два значения S.\n");
    let got = asked(&format!("{task}{task}"));
    let ids = vec!["19".to_string(), "20".to_string()];
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(got.iter().all(|t| t.1 == ids), "{got:?}");
    let premise = format!(
        "{GAME}\nЗадание 19. Найдите значение S.\nЗадание 20\nУ Пети была выигрышная стратегия. \
         Укажите наименьшее значение S, при котором это возможно."
    );
    assert_eq!(asked(&premise)[0].1, ["19", "20"]);
}

/// A collection copied from Word numbers its tasks on lines of their own
/// with no blank line between them, and a task's last question may have lost
/// its stop: the next number of the collection still starts the next task
/// (it was read as the question's last word, and the task under it took the
/// source's own number). A number that is not next in turn goes on with the
/// sentence before it («… не менее» + «77.»).
#[test]
fn the_next_number_of_a_collection_starts_a_task_after_a_lost_stop() {
    let game = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
                куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход \
                игрок может добавить в кучу один камень или увеличить количество камней в \
                куче в два раза. Игра завершается, когда количество камней в куче становится \
                не менее\n77.\nПобедителем считается игрок, сделавший последний ход. В \
                начальный момент в куче было S камней, 1 ≤ S ≤ 76.";
    let ask = "Укажите минимальное значение S, при котором Ваня выигрывает своим первым \
               ходом при любой игре Пети";
    for (one, two, three) in [
        ("1.\n", "2.\n", "3.\n№ 2365\n"),
        ("1)\n", "2)\n", "3) "),
        ("1. ", "2. ", "3. (А. Богданов) "),
    ] {
        let text = format!("{one}{game}\n{ask}\n{two}{game}\n{ask}\n{three}{game}\n{ask}.");
        let read = read_text(&text);
        let numbers: Vec<Option<&str>> = read.iter().map(|r| r.number.as_deref()).collect();
        assert_eq!(numbers, [Some("1"), Some("2"), Some("3")], "{text}");
        for r in &read {
            let answers = solved_complete(r);
            assert!(
                r.template().contains("end = \"sum >= 77\""),
                "{}",
                r.template()
            );
            // 39..76 win at once (×2); from 38 both moves (39, 76) win for Vanya.
            assert_eq!(answers, ["38"], "{}", r.template());
        }
    }
}

/// One heap, +1 or ×2, the mover who reaches 77 wins, 1 ≤ S ≤ 76.
const ADD_ONE_OR_DOUBLE_TO_77: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед \
    игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход \
    игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. \
    Игра завершается, когда количество камней в куче становится не менее 77. Победителем \
    считается игрок, сделавший последний ход. В начальный момент в куче было S камней, \
    1 ≤ S ≤ 76.";

/// A teacher's collection numbers its tasks «Задание № N» (or «Задание N.»),
/// the very word its tasks' questions are headed with («Задание 19.»): the
/// header alone on its line is the next task's number when a game opens
/// under it (glued to it when the line had no stop: «Задание № 2» +
/// «127) Два игрока …»), when a site's heading comes between («Модуль: …»)
/// and the number follows the task before's (also «Задание 20.» after task
/// 19 whose question was «Задание 19.»), when the text before was cut
/// off after a comma, and when the collection reaches «Задание № 19» after
/// a task whose questions were numbered 19–21. «Задание 19.» above a
/// variant's game still heads its first question.
#[test]
fn a_collection_numbered_with_the_questions_word() {
    let game = ADD_ONE_OR_DOUBLE_TO_77;
    let ask = "Укажите минимальное значение S, при котором Ваня выигрывает своим первым \
               ходом при любой игре Пети.";
    let numbered = |from: usize, head: &dyn Fn(usize) -> String, between: &str| {
        (from..from + 3)
            .map(|n| format!("{}{between}{game}\nЗадание 19. {ask}\n", head(n)))
            .collect::<String>()
    };
    /// A form's name, its header of task `n`, and the words between the
    /// header and the game.
    type Form<'a> = (&'a str, &'a dyn Fn(usize) -> String, &'a str);
    let forms: [Form; 5] = [
        ("on its line", &|n| format!("Задание № {n}\n"), ""),
        (
            "over the source's number",
            &|n| format!("Задание № {n}\n"),
            "127) ",
        ),
        (
            "with a stop",
            &|n| format!("Задание {n}.\n"),
            "Модуль: Теория игр.\n",
        ),
        ("before the text", &|n| format!("Задание {n}. "), ""),
        ("cut after a comma", &|n| format!("Задание № {n}\n"), ""),
    ];
    for (name, head, between) in forms {
        // «Задание 20.» over a heading after task 19, whose question was
        // «Задание 19.»: the next question's number as well as the next
        // task's, read as the question's (the game under it then opens a
        // task with no number) — not asserted here.
        let starts: &[usize] = if between.starts_with("Модуль") {
            &[1, 17]
        } else {
            &[1, 18]
        };
        for &from in starts {
            let mut text = numbered(from, head, between);
            if name == "cut after a comma" {
                text = text.replace(
                    &format!("{ask}\nЗадание № {}", from + 1),
                    &format!("{ask} Решение: при S < 38 Петя,\nЗадание № {}", from + 1),
                );
            }
            let read = read_text(&text);
            let numbers: Vec<Option<String>> = read.iter().map(|r| r.number.clone()).collect();
            let want: Vec<Option<String>> = (from..from + 3).map(|n| Some(n.to_string())).collect();
            assert_eq!(numbers, want, "{name}: {text}");
            for r in &read {
                assert_eq!(solved_complete(r), ["38"], "{name}: {}", r.template());
                assert_eq!(r.questions[0].id, "19", "{name}");
            }
        }
    }
    // A variant: «Задание 19.» above the game heads its first question.
    let variant = format!("Задание 19.\n{game}\n{ask}\nЗадание 20.\nНайдите два наименьших значения S, при которых Петя выигрывает своим вторым ходом при любой игре Вани.\n");
    let read = crate::read::read_bytes(variant.as_bytes()).expect("a task");
    assert_eq!(read.len(), 1, "{variant}");
    let ids: Vec<&str> = read[0].questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["19", "20"]);
}

/// A whole exam variant pasted: tasks 17 and 18 before the game, «Задание
/// 19» over the game and its first question, «Задание 20», «Задание 21»,
/// tasks 22 and 23 after. The other tasks are no questions of the game
/// (task 22 was read as its question 22 and flagged it); a «Задание 22.»
/// that asks of the game is still one.
#[test]
fn a_whole_variant_pasted_reads_its_game_alone() {
    let game = ADD_ONE_OR_DOUBLE_TO_77;
    let before = "Задание 17\nВ файле содержится последовательность целых чисел. Определите \
                  количество пар последовательности, в которых хотя бы одно число делится на \
                  3.\nЗадание 18\nКвадрат разлинован на N×N клеток. Определите максимальную \
                  денежную сумму, которую может собрать Робот.\n";
    let questions = "Известно, что Ваня выиграл своим первым ходом после \
                     неудачного первого хода Пети. Укажите минимальное значение S, когда \
                     такая ситуация возможна.\nЗадание 20\nДля игры, описанной в задании 19, \
                     найдите минимальное значение S, при котором Петя выигрывает своим вторым \
                     ходом при любой игре Вани.\nЗадание 21\nДля игры, описанной в задании 19, \
                     найдите минимальное значение S, при котором Ваня выигрывает первым или \
                     вторым ходом при любой игре Пети, но не может гарантированно выиграть \
                     первым ходом.\n";
    let after = "Задание 22\nВ файле содержится информация о совокупности N вычислительных \
                 процессов. Определите минимальное время выполнения всех процессов.\nЗадание \
                 23\nСколько существует программ, для которых при исходном числе 1 \
                 результатом является число 20?\n";
    for text in [
        format!("{before}Задание 19\n{game}\n{questions}{after}"),
        format!("{before}Задание 19\n{game}\n{questions}{after}")
            .replace("\nЗадание 22\n", "\nЗадание 22. "),
    ] {
        let read = crate::read::read_bytes(text.as_bytes()).expect("a task");
        assert_eq!(read.len(), 1, "{text}");
        let ids: Vec<&str> = read[0].questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, ["19", "20", "21"], "{text}");
        // 20: 2·20 = 40 wins for Vanya at once; 19 → 38, from which both
        // moves (39, 76) win for Petya; 36 → 37 or 72, each a win for Vanya
        // within two moves, 72 at once.
        assert_eq!(
            solved_complete(&read[0]),
            ["20", "19", "36"],
            "{}",
            read[0].template()
        );
    }
    // «Задание 22.» that asks of the game: a question of it, named when
    // it is not read.
    let asks = format!(
        "Задание 19\n{game}\n{questions}Задание 22. Найдите наибольшее значение S, при котором Петя \
         выигрывает своим первым ходом.\n"
    );
    let read = crate::read::read_bytes(asks.as_bytes()).expect("a task");
    let ids: Vec<&str> = read[0].questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21", "22"]);
}
