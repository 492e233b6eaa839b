use super::*;

#[test]
fn a_question_number_in_other_printed_forms() {
    for (s, id, rest) in [
        (
            "20 задание. Найдите два значения S.",
            "20",
            "Найдите два значения S.",
        ),
        (
            "20 (2). Найдите два значения S.",
            "20",
            "Найдите два значения S.",
        ),
        ("19 (1).", "19", ""),
        (
            "ЕГЭ 19. Найдите два значения S.",
            "19",
            "Найдите два значения S.",
        ),
        (
            "19-е задание. Найдите два значения S.",
            "19",
            "Найдите два значения S.",
        ),
    ] {
        assert_eq!(question_id(s), Some((id.to_string(), rest)), "{s}");
    }
    // Alone on its line, only after a game, and only before a question
    // (`document` checks the next sentence).
    assert_eq!(question_id("21 задание:"), None);
    assert_eq!(after_game_mark("21 задание:"), Some(("21".to_string(), "")));
    assert_eq!(after_game_mark("21 задание. Найдите S."), None);
    // A collection's task, not a question.
    assert_eq!(question_id("5 задача. Два игрока играют в игру."), None);
    assert_eq!(question_id("5 (2). Два игрока играют в игру."), None);
    for (s, id, rest) in [
        ("Часть 2.", "2", ""),
        (
            "Тип 20 Найдите два значения S.",
            "20",
            "Найдите два значения S.",
        ),
        ("Б)", "2", ""),
        ("В) Найдите S.", "3", "Найдите S."),
        ("II.", "2", ""),
        ("III) Найдите S.", "3", "Найдите S."),
        ("ЕГЭ 19.", "19", ""),
        ("20-е задание.", "20", ""),
        ("б)", "2", ""),
    ] {
        assert_eq!(after_game_mark(s), Some((id.to_string(), rest)), "{s}");
    }
    // A site's heading over a task, and words that only begin so.
    for s in [
        "Тип 19 № 70546",
        "В начальный момент",
        "Типичная ошибка.",
        "Игра",
        "ЕГЭ 2024.",
        "а) Найдите S.",
    ] {
        assert_eq!(after_game_mark(s), None, "{s}");
    }
}

#[test]
fn task_numbers() {
    assert_eq!(task_number("39) Два").map(|x| x.0), Some("39".into()));
    assert_eq!(task_number("Задача 5. Два").map(|x| x.0), Some("5".into()));
}

/// A header's number after «#» or with the worksheet's count of its
/// tasks, and a title in square brackets: a heading alone, never
/// joined to the line under it.
#[test]
fn a_header_with_its_count_or_a_bracketed_title_is_a_heading_alone() {
    for line in [
        "Задание 5 из 27",
        "Задание #5",
        "Задание № 5 [Досрочная волна]",
        "Задание 5 (ЕГЭ 2023)",
        "Вопрос 3:",
    ] {
        assert!(heading_alone(line), "{line}");
    }
    for line in [
        "Задание 5 из кучи",
        "Задание 5 2",
        "Задание 5 [S > 10 камней]",
    ] {
        assert!(!heading_alone(line), "{line}");
    }
    assert_eq!(task_number("Задача #7. Два").map(|x| x.0), Some("7".into()));
    assert_eq!(
        question_id("Задание 5 из 27. Найдите S.").map(|x| x.1),
        Some("Найдите S.")
    );
}

#[test]
fn a_task_number_in_every_printed_form() {
    for (s, n, rest) in [
        ("(№ 29) (А. Богданов) Два", "29", "(А. Богданов) Два"),
        ("№ 29. Два", "29", "Два"),
        ("№ 29) Два", "29", "Два"),
        ("Задача 29 Два", "29", "Два"),
        ("Задача 21 #76981", "21", "#76981"),
        ("Задание 19–21 № 29. Два", "29", "Два"),
        ("Задания 19-21. № 29", "29", ""),
        ("29) Два", "29", "Два"),
        ("29.", "29", ""),
        ("Вариант 3", "3", ""),
    ] {
        assert_eq!(task_number(s), Some((n.to_string(), rest)), "{s}");
    }
    // A range of questions heads the tasks; it numbers no task, and it
    // is no question.
    assert_eq!(task_number("Задания 19–21. Информатика."), None);
    assert_eq!(task_number("(А. Богданов) Два"), None);
    assert!(only_an_id("#76981") && only_an_id("") && !only_an_id("Два"));
    assert!(only_an_id("19") && only_an_id("26.") && !only_an_id("19 Два"));
    // «Задача 19 (1).»: the place went to the title, its stop stays.
    assert!(only_an_id(".") && !only_an_id(". Два"));
}
