//! Whole tasks read: the rules, the questions and the answers (the demo,
//! the example checks, the notes' wording, headings and numbering).

use super::*;

#[test]
fn the_demo_task_reads_whole() {
    let tasks = read_text(DEMO);
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    let out = tasks[0].solve();
    assert!(
        out.complete,
        "{:#?}\n{}",
        out.problems_in(Lang::En),
        tasks[0].template()
    );
    let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(answers, ["18", "31 34", "30"]);
}

#[test]
fn a_strategy_example_is_checked_against_the_rules() {
    // The 2020 demo's example: from (6, 34), (7, 33), (9, 32) Petya wins at
    // once when the game ends at 73 — and not when it ends at 77.
    let text = |end: u32| {
        DEMO.replace("не менее 77", &format!("не менее {end}"))
            .replace("77 или больше", &format!("{end} или больше"))
            .replace(
                "1 ≤ S ≤ 69.",
                "1 ≤ S ≤ 65. Например, при начальной позиции (6, 34), (7, 33), (9, 32) выигрышная стратегия есть у Пети. Чтобы выиграть, ему достаточно удвоить количество камней во второй куче.",
            )
    };
    let agreeing = read_text(&text(73));
    let out = agreeing[0].solve();
    assert!(
        !out.problems_in(Lang::En)
            .iter()
            .any(|p| p.contains("стратегия")),
        "{:#?}",
        out.problems_in(Lang::En)
    );
    let out = read_text(&text(77))[0].solve();
    assert!(!out.complete);
    assert!(
        out.problems_in(Lang::En)
            .iter()
            .any(|p| p.contains("(7, 33)")),
        "{:#?}",
        out.problems_in(Lang::En)
    );
}

/// Each sentence keeps what it gave, for the page to show beside it: the
/// keys it set, a question's id, or that it was not read.
#[test]
fn every_sentence_says_what_it_gave() {
    let text = DEMO.replace(
        "Игроки ходят по очереди",
        "Камни лежат на синем столе. Игроки ходят по очереди",
    );
    let r = &read_text(&text)[0];
    let gave = |start: &str| {
        r.sentences
            .iter()
            .find(|s| s.text.starts_with(start))
            .unwrap_or_else(|| panic!("no sentence «{start}…»: {:#?}", r.sentences))
    };
    assert_eq!(gave("За один ход").keys, ["moves"]);
    assert_eq!(gave("В начальный момент").keys, ["start", "s"]);
    assert_eq!(gave("Игра завершается").keys, ["end"]);
    assert_eq!(gave("Победителем").keys, ["winner"]);
    assert!(gave("Игроки ходят").keys.is_empty() && !gave("Игроки ходят").unread);
    let table = gave("Камни лежат");
    assert!(table.unread && table.keys.is_empty());
    assert_eq!(gave("Известно, что Ваня").questions, ["19"]);
    assert_eq!(
        r.sentences.iter().filter(|s| s.unread).count(),
        1,
        "{:#?}",
        r.sentences
    );
    // Every sentence of the rules and every question, in order.
    assert_eq!(
        r.sentences
            .iter()
            .filter(|s| !s.questions.is_empty())
            .count(),
        3
    );
}

/// Each sentence of a long document is looked at a bounded number of
/// times: the reader's work is a multiple of the text's size, whatever
/// repeats in it (a repeated sentence once made it quadratic: 1 000
/// repeats took 11 s).
#[test]
fn a_repeated_sentence_is_read_in_linear_work() {
    let head = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними куча камней. \
        За один ход игрок может добавить в кучу один камень или удвоить её. \
        Игра завершается, когда в куче не менее 40 камней. \
        В начальный момент в куче было S камней, 1 ≤ S ≤ 39. ";
    for repeated in [
        "Два игрока, Петя и Ваня, играют в следующую игру. ",
        "За один ход игрок может добавить в кучу один камень. ",
        "Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает. ",
        "Найдите минимальное значение S, при котором Петя выигрывает. ",
        "Например, из кучи 5 камней можно получить 6 или 10 камней. ",
        "Мама мыла раму. ",
        "– добавить в кучу один камень;\n",
        // A sentence cut by a blank line, joined again each time.
        "слово\n\nслово ",
        // A stop glued to the next sentence, split again each time.
        "противника.Известно ",
        // Premises after a question, each joined to it.
        "Известно, что Ваня выиграл. ",
    ] {
        let text = format!("{head}{}", repeated.repeat(5000));
        work::take();
        let tasks = read_pieces(&text);
        let work = work::take();
        assert!(!tasks.is_empty());
        // Each byte is looked at some 15–30 times (one pass per kind of
        // sentence asked about); work that grows with the text's length
        // would be thousands of times.
        assert!(
            work <= 35 * text.len(),
            "«{repeated}» × 5000: {work} bytes looked at for {} of text",
            text.len()
        );
    }
}

/// The answers of a hand statement (template TOML) through the pipeline.
#[test]
fn counts_in_the_notes_are_worded_with_plurals() {
    let values =
        |want: usize, got: usize| msg!("read-note-values", id = "20", want = want, got = got);
    let too_few = |count: usize| {
        let warning = msg!("warning-too-few", count = count, need = 2);
        msg!("read-note-warning", id = "19", warning = warning)
    };
    for (note, lang, worded) in [
        (
            values(2, 0),
            Lang::Ru,
            "вопрос 20: в условии нужно 2 значения, а не подходит ни одно",
        ),
        (
            values(1, 3),
            Lang::Ru,
            "вопрос 20: в условии нужно 1 значение, а подходят 3",
        ),
        (
            values(5, 21),
            Lang::Ru,
            "вопрос 20: в условии нужно 5 значений, а подходит 21",
        ),
        (
            values(2, 0),
            Lang::En,
            "question 20: the words ask for 2 values, none qualifies",
        ),
        (
            values(2, 1),
            Lang::En,
            "question 20: the words ask for 2 values, 1 qualifies",
        ),
        (
            too_few(0),
            Lang::Ru,
            "вопрос 19: ни одно значение не подходит, а нужно 2",
        ),
        (
            too_few(1),
            Lang::Ru,
            "вопрос 19: подходит только 1 значение, а нужно 2",
        ),
        (
            too_few(0),
            Lang::En,
            "question 19: no value qualifies, 2 asked for",
        ),
        (
            too_few(1),
            Lang::En,
            "question 19: only 1 value qualifies, 2 asked for",
        ),
    ] {
        assert_eq!(note.message(lang), worded);
    }
}

/// A question with a start of its own is answered for that start (its game
/// solved apart); one whose start does not fit the task's heaps, or a
/// choice («Петя может выбрать»), is named, never answered for the task's
/// start.
#[test]
fn a_question_with_its_own_start_is_answered_for_it() {
    let text = DEMO.replace(
        "Задание 21.\nНайдите",
        "Задание 21.\nПусть в начальный момент в первой куче было 10 камней, во второй — S камней. Найдите",
    );
    let r = read_text(&text).remove(0);
    let out = r.solve();
    assert!(out.complete, "{:?}", out.problems_in(Lang::En));
    let got: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
    let mut want = demo_answers_with("+1 *2");
    want.truncate(2);
    want.extend(hand_answers(
        "start = \"10, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n[questions]\n\"21\" = \"min where code == -2\"\n",
    ));
    assert_eq!(got, want);
    assert!(
        r.template().contains("# \"21\" = ") && r.template().contains("start = \"10, S\""),
        "{}",
        r.template()
    );
    // One heap where the task has two: named.
    let text = DEMO.replace(
        "Задание 21.\nНайдите",
        "Задание 21.\nПусть в начальный момент в куче было S камней. Найдите",
    );
    let out = read_text(&text).remove(0).solve();
    assert!(!out.complete);
    assert!(
        out.problems_in(Lang::En)
            .iter()
            .any(|p| p.starts_with("question 21")),
        "{:?}",
        out.problems_in(Lang::En)
    );
    let text = DEMO.replace(
        "Игроки ходят по очереди",
        "Петя может выбрать, в какую кучу Ваня положит первый камень. Игроки ходят по очереди",
    );
    assert!(!read_text(&text)[0].solve().complete);
}

/// Players named with no commas around them, site headings before the
/// game, and a last question that ends with a player's name and no full
/// stop: all read.
#[test]
fn names_headings_and_an_unstopped_last_question() {
    let text = "Модуль: Теория игр. Часть 2.\n\nЗадача\n\n".to_string()
        + &one_heap(
            "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче в 3 раза (с округлением в меньшую сторону).",
            "Задание 19. Укажите минимальное значение S, при котором Винни-Пух выигрывает первым ходом при любой игре Пятачка",
        )
        .replace("Два игрока, Петя и Ваня, играют", "Пятачок и Винни-Пух играют")
        .replace("делает Петя", "делает Пятачок");
    let r = read_text(&text).remove(0);
    let out = r.solve();
    assert!(out.complete, "{:?}", out.problems_in(Lang::En));
    assert_eq!(out.answers[0].query, "min where code == -1");
    // Cut before the name's clause ends: not whole.
    let cut = text.trim_end_matches("игре Пятачка").to_string() + "игре";
    assert!(!read_text(&cut).remove(0).solve().complete);
}

/// A retelling's forms, in words other than the corpus's: the moves as
/// bulleted sentences with no «из кучи», the end as a sign, a question that
/// opens «Требуется найти»; each read as its words would be.
#[test]
fn bulleted_moves_an_end_as_a_sign_and_an_infinitive_question() {
    let text = "Петя и Ваня играют в игру. Перед ними лежит куча камней (S камней, S ≥ 12). \
        Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может:\n\
        * Забрать 1 камень.\n* Забрать 4 камня.\n\
        * Уменьшить количество камней вдвое (с округлением вниз).\n\
        Игра завершается, когда в куче остаётся ≤ 11 камней. Побеждает игрок, сделавший \
        последний ход.\nТребуется найти минимальное значение S, при котором Ваня выигрывает \
        первым ходом при любой игре Пети.";
    let want = hand_answers(
        "start = \"S\"\ns = \"12..\"\nmoves = \"-1 -4 /2\"\nend = \"sum <= 11\"\n\
         [questions]\n\"1\" = \"min where code == -1\"\n",
    );
    // Word's bullets as a copy from Word gives them: its Symbol and
    // Wingdings fonts' private-use marks, a tab after them.
    for mark in [
        "* ",
        "•\t",
        "\u{f0b7}\t",
        "\u{f0a7}\t",
        "▪ ",
        "\t\u{f0b7}\t",
    ] {
        let text = text.replace("* ", mark);
        let (r, got) = read_answers(&text);
        assert!(r.solve().complete, "{mark:?}: {}", r.template());
        assert_eq!(got, want, "{mark:?}: {}", r.template());
    }
}

/// The old task 26's lettered sub-questions («1. а) … б) …»), on one line:
/// each letter a question of its own.
#[test]
fn lettered_sub_questions_are_questions_of_their_own() {
    let text = one_heap(
        "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче в 3 раза (с округлением в меньшую сторону).",
        "1. а) Назовите все значения S, при которых Петя выигрывает первым ходом. б) Назовите такое значение S, при котором Ваня выигрывает первым ходом при любой игре Пети. 2. Найдите минимальное значение S, при котором Петя выигрывает вторым ходом при любой игре Вани.",
    );
    let (r, _) = read_answers(&text);
    let ids: Vec<&str> = r.questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["1а", "1б", "2"], "{}", r.template());
    assert_eq!(r.questions[1].queries, ["value where code == -1"]);
}

/// Who moves first, named after «игрок» or as «начиная с …»: the questions
/// with the names swapped ask the same as the demo's.
#[test]
fn the_first_mover_named_in_other_words() {
    let at = DEMO.find("Задание 19").expect("the demo's questions");
    let questions = DEMO[at..]
        .replace("Пет", "@")
        .replace("Ван", "Пет")
        .replace('@', "Ван");
    for first in [
        "первый ход делает игрок Ваня",
        "начиная с Вани",
        "первым ходит Ваня",
        "начинает Ваня",
        "Ваня ходит первым",
        "игру начинает Ваня",
        "Ваня делает первый ход",
    ] {
        let text = DEMO[..at].replace("первый ход делает Петя", first) + &questions;
        let r = read_text(&text).remove(0);
        let out = r.solve();
        assert!(out.complete, "{first}: {:?}", out.problems_in(Lang::En));
        let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
        assert_eq!(answers, ["18", "31 34", "30"], "{first}: {}", r.template());
    }
}

/// Who moves first said beside the players' turns, with no names in the
/// opener («Игроки ходят по очереди, начинает Ваня»): the other player is
/// Petya. Two names that could each be the first leave the sentence unread;
/// the one who moves second named («Ваня ходит вторым») makes the other
/// the first.
#[test]
fn the_first_mover_beside_the_turns() {
    let at = DEMO.find("Задание 19").expect("the demo's questions");
    let questions = DEMO[at..]
        .replace("Пет", "@")
        .replace("Ван", "Пет")
        .replace('@', "Ван");
    let game = DEMO[..at]
        .replace("Два игрока, Петя и Ваня, играют", "Два игрока играют")
        .replace("первый ход делает Петя", "начинает Ваня");
    assert_ne!(game, DEMO[..at], "the demo's opener changed");
    let r = read_text(&(game + &questions)).remove(0);
    let out = r.solve();
    assert!(out.complete, "{:?}", out.problems_in(Lang::En));
    let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(answers, ["18", "31 34", "30"], "{}", r.template());
    let text = DEMO.replace(
        "первый ход делает Петя",
        "первый ход делает Петя, Ваня ходит первым",
    );
    assert!(!read_text(&text).remove(0).solve().complete);
    // Who moves second said: the other one moves first. With Vanya first,
    // the questions with the names swapped ask the demo's.
    for (turns, vanya_first) in [
        ("Ваня ходит вторым", false),
        ("Петя начинает, Ваня ходит вторым", false),
        ("Петя ходит вторым", true),
        ("Ваня начинает, Петя ходит вторым", true),
    ] {
        let game = DEMO[..at].replace("первый ход делает Петя", turns);
        let asked = if vanya_first {
            questions.clone()
        } else {
            DEMO[at..].to_string()
        };
        let r = read_text(&(game + &asked)).remove(0);
        let out = r.solve();
        assert!(out.complete, "{turns}: {:?}", out.problems_in(Lang::En));
        let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
        assert_eq!(answers, ["18", "31 34", "30"], "{turns}: {}", r.template());
    }
}

/// A question that sets its own start with no word for a start
/// («Рассмотрим игру, в которой в первой куче 10 камней, во второй S
/// камней.») is answered for that start, as «Пусть в начальный момент …»
/// is; before, it was answered for the task's start, complete and wrong.
#[test]
fn a_questions_own_start_with_no_word_for_one() {
    let answers = |own: &str| {
        let text = DEMO.replacen("Задание 20.\n", &format!("Задание 20.\n{own} "), 1);
        assert_ne!(text, DEMO, "the demo's question 20 moved");
        let out = read_text(&text).remove(0).solve();
        assert!(out.complete, "{own}: {:?}", out.problems_in(Lang::En));
        out.answers[1].answer.clone()
    };
    let stated = answers("Рассмотрим игру, в которой в первой куче 10 камней, во второй S камней.");
    let said =
        answers("Пусть в начальный момент в первой куче было 10 камней, а во второй — S камней.");
    assert_eq!(stated, said);
    assert_ne!(stated, "31 34", "answered for the task's start (7, S)");
}

/// A retelling's own opener («Лёша и Коля решили сыграть») names the
/// players; a question's conditions on lines of their own, with no dash or
/// semicolon, are read one by one — as the same questions with dashes.
#[test]
fn an_opener_that_decides_to_play_and_conditions_on_bare_lines() {
    let moves = "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче в 3 раза (с округлением в меньшую сторону).";
    let dashed = "Задание 20. Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n\
        – Петя не может выиграть за один ход;\n\
        – Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
        Задание 21. Найдите минимальное значение S, при котором одновременно выполняются два условия:\n\
        – у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n\
        – у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";
    let (_, want) = read_answers(&one_heap(moves, dashed));
    let bare = dashed
        .replace("– ", "")
        .replace(";\n", "\n")
        .replace("ходом.\nЗадание", "ходом\nЗадание");
    let text = one_heap(moves, &bare)
        .replace(
            "Два игрока, Петя и Ваня, играют в следующую игру.",
            "Лёша и Коля решили сыграть.",
        )
        .replace("Пет", "Лёш")
        .replace("Ван", "Кол");
    let (r, got) = read_answers(&text);
    assert!(r.solve().complete, "{}", r.template());
    assert_eq!(got, want, "{}", r.template());
    assert_eq!(r.questions[1].queries, ["min where code == -2"]);
}

/// A move count after a participle («сделав один ход», «совершив два
/// хода») is read as «за один ход»; a count after words not known to count
/// moves is named as not read, never dropped (without it the question is
/// another question); a question's sentences are clauses of their own.
#[test]
fn a_move_count_is_read_or_named() {
    let moves = "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче в 3 раза (с округлением в меньшую сторону).";
    let read = |q: &str| read_text(&one_heap(moves, q)).remove(0);
    for (q, want) in [
        (
            "Задание 19. Найдите наибольшее значение S, при котором Ваня гарантированно выигрывает, сделав один ход, как бы ни ходил Петя.",
            "max where code == -1",
        ),
        (
            "Задание 19. Известно, что Петя побеждает, сделав не более двух ходов. При этом Петя не может гарантированно победить, совершив один ход. Назовите наименьшее значение S, при котором это возможно.",
            "min where code == 2",
        ),
    ] {
        let r = read(q);
        assert!(r.unread.is_empty(), "{q}: {:?}", r.unread);
        assert!(
            r.template().contains(&format!("\"{want}\"")),
            "{q}\n{}",
            r.template()
        );
    }
    // «потратив один ход»: a count in words not known to count moves.
    let r = read("Задание 19. Найдите наименьшее значение S, при котором Петя выигрывает, потратив на это один ход, при любой игре Вани.");
    assert!(!r.solve().complete, "{}", r.template());
    assert!(r.template().contains("# "), "{}", r.template());
}

/// A page pasted with its solution and printed answer after each question
/// («Решение.», «Пояснение:», «Ответ: 18.»): they are the page's, not the
/// question's words — a solution that says «Петя может выиграть первым
/// ходом» must not change what question 21 asks.
#[test]
fn a_pages_solution_and_answer_after_a_question_are_skipped() {
    let solved = DEMO
        .replace(
            "когда такая ситуация возможна.",
            "когда такая ситуация возможна.\nРешение:\nПетя может выиграть первым ходом при S ≥ 35; при S = 18 он удваивает вторую кучу.\nОтвет: 18.",
        )
        .trim_end()
        .to_string()
        + "\nПояснение.\nПри S = 30 Петя может выиграть первым ходом только при неудачном ходе Вани.\nОтвет: 30.\n";
    let r = read_text(&solved).remove(0);
    let out = r.solve();
    assert!(
        out.complete,
        "{:?}\n{}",
        out.problems_in(Lang::En),
        r.template()
    );
    let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(answers, ["18", "31 34", "30"], "{}", r.template());
    assert!(
        r.questions
            .iter()
            .all(|q| !q.words.contains("Ответ") && !q.words.contains("удваивает")),
        "{:#?}",
        r.questions
    );
    // «Ответ обоснуйте.» is the task's own sentence, not a printed answer.
    let old = DEMO.replace(
        "когда такая ситуация возможна.",
        "когда такая ситуация возможна. Ответ обоснуйте.",
    );
    assert!(read_text(&old).remove(0).solve().complete);
}

/// A copy that lost its winner sentence: the player whose move ends the
/// game wins (the end's sentence says so); a sentence about winning left
/// unread keeps the task incomplete instead.
#[test]
fn a_lost_winner_sentence_gives_the_win_to_the_player_who_ends_the_game() {
    let q = "Задание 19. Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.";
    let said = one_heap(
        "За один ход игрок может убрать из кучи 1 камень или 3 камня.",
        q,
    );
    let lost = said.replace("Победителем считается игрок, сделавший последний ход. ", "");
    assert_ne!(said, lost);
    let (r, answers) = read_answers(&lost);
    assert_eq!(answers, read_answers(&said).1);
    assert!(
        r.template().contains("winner = \"mover\""),
        "{}",
        r.template()
    );
    assert!(r
        .sentences
        .iter()
        .any(|s| s.keys.contains(&"end") && s.keys.contains(&"winner")));
    // An unread sentence about winning: the winner is not assumed.
    let odd = said.replace(
        "Победителем считается игрок, сделавший последний ход.",
        "Проигравшим считается тот, кто чихнул.",
    );
    let r = read_text(&odd).remove(0);
    assert!(!r.solve().complete, "{}", r.template());
    assert!(!r.template().contains("winner ="), "{}", r.template());
}
