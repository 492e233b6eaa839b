//! Stop 55: tasks as a printed paper's text layer gives them (the FIPI demo
//! PDF, StatGrad): the question's number in the margin with no stop after
//! it («19  Два …», «20\tДля игры …», «21 Для игры …»), the paper's running
//! head over its copyright line. The numbers printed are the questions' ids.

use crate::read::*;

/// The 2021 demo task as its PDF prints it: numbers in the margin (`sep`
/// after each), lines wrapped, answer boxes, FIPI's head between pages.
fn fipi(sep: &str) -> String {
    format!(
        "Демонстрационный вариант ЕГЭ 2024 г.           ИНФОРМАТИКА, 11 класс.          19 / 32\n\
         © 2024 Федеральная служба по надзору в сфере образования и науки\n\n\
         19{sep}Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат\n\
         \x20   две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один\n\
         \x20   ход игрок может добавить в одну из куч (по своему выбору) один камень\n\
         \x20   или увеличить количество камней в куче в два раза. Для того чтобы делать\n\
         \x20   ходы, у каждого игрока есть неограниченное количество камней.\n\
         \x20   Игра завершается в тот момент, когда суммарное количество камней в ку-\n\
         \x20   чах становится не менее 77. Победителем считается игрок, сделавший по-\n\
         \x20   следний ход, т.е. первым получивший такую позицию, при которой в кучах будет\n\
         \x20   77 или больше камней. В начальный момент в первой куче было семь камней,\n\
         \x20   во второй куче – S камней; 1 ≤ S ≤ 69.\n\
         \x20   Известно, что Ваня выиграл своим первым ходом после неудачного первого\n\
         \x20   хода Пети. Укажите минимальное значение S, когда такая ситуация воз-\n\
         \x20   можна.\n\n\
         \x20   Ответ: ___________________________.\n\n\
         20{sep}Для игры, описанной в задании 19, найдите два таких значения S, при\n\
         \x20   которых у Пети есть выигрышная стратегия, причём одновременно выпол-\n\
         \x20   няются два условия:\n\
         \x20   − Петя не может выиграть за один ход;\n\
         \x20   − Петя может выиграть своим вторым ходом независимо от того, как будет\n\
         \x20   ходить Ваня.\n\
         \x20   Найденные значения запишите в ответе в порядке возрастания.\n\n\
         \x20   Ответ: ___________________________.\n\
         Демонстрационный вариант ЕГЭ 2024 г.           ИНФОРМАТИКА, 11 класс.          20 / 32\n\
         © 2024 Федеральная служба по надзору в сфере образования и науки\n\n\
         21{sep}Для игры, описанной в задании 19, найдите минимальное значение S, при\n\
         \x20   котором одновременно выполняются два условия:\n\
         \x20   − у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или\n\
         \x20   вторым ходом при любой игре Пети;\n\
         \x20   − у Вани нет стратегии, которая позволит ему гарантированно выиграть\n\
         \x20   первым ходом.\n\n\
         \x20   Ответ: ___________________________.\n"
    )
}

/// The demo's answers, solved on a hand template (18; 31 34; 30).
fn demo_truth() -> Vec<String> {
    tests::hand_answers(
        "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n\
         questions = [\"min where some(code == 1)\", \"all where code == 2\", \
         \"min where code == -2\"]\n",
    )
}

/// «19  Два …», «19\tДва …», «19 Два …»: every question read, with the
/// paper's numbers; «77 или больше» opening a wrapped line stays the
/// sentence's words.
#[test]
fn a_margin_number_with_no_stop_numbers_the_question() {
    let want = demo_truth();
    assert_eq!(want, ["18", "31 34", "30"]);
    for sep in ["  ", "\t", " "] {
        let (r, got) = tests::complete_answers(&fipi(sep));
        assert_eq!(got, want, "{sep:?}");
        let ids: Vec<_> = r.questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, ["19", "20", "21"], "{sep:?}");
    }
}

/// A wrapped line that a number opens after a word of its sentence («… в
/// которой будет» + «77 или больше камней.») is that sentence's: the game
/// reads as it does unwrapped.
#[test]
fn a_number_opening_a_wrapped_line_is_not_a_margin_number() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча\n\
        камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может\n\
        добавить в кучу один камень или увеличить количество камней в куче в два раза.\n\
        Игра завершается, когда в куче становится не менее 77 камней. Победителем\n\
        считается игрок, первым получивший кучу, в которой будет\n\
        77 или больше камней. В начальный момент в куче было S камней, 1 ≤ S ≤ 76.\n\
        19 Найдите минимальное значение S, при котором Ваня выигрывает первым ходом\n\
        при любой игре Пети.\n";
    let want = tests::hand_answer(
        "start = \"S\"\ns = \"1..76\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n",
        "min where code == -1",
    );
    let (r, got) = tests::read_answers(text);
    assert_eq!(got, std::slice::from_ref(&want));
    assert_eq!(r.questions[0].id, "19");
    let flat = text.replace('\n', " ").replace("76. 19 ", "76.\n");
    assert_eq!(tests::read_answers(&flat).1, [want]);
}

/// The demo as StatGrad's text layer gives it: its running head over its
/// copyright line where the page broke question 21's condition. The head
/// is page furniture; the condition goes on (the head left in cut it, and
/// 21 was answered wrong).
#[test]
fn statgrads_head_over_its_copyright_line_is_dropped() {
    let head = "Информатика. 11 класс. Вариант ИН2410401\n\n\
        © СтатГрад 2024–2025 уч. г. Публикация в Интернете или печатных изданиях без письменного\n\
        согласия СтатГрад запрещена\n\n7\n";
    let text = fipi("  ").replace(
        "вторым ходом при любой игре Пети;\n",
        &format!("вторым ходом при любой игре Пети;\n{head}"),
    );
    assert!(text.contains("Пети;\nИнформатика."));
    let (r, got) = tests::complete_answers(&text);
    assert_eq!(got, demo_truth());
    let ids: Vec<_> = r.questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"]);
}

/// A question's last line that lost its stop over a copyright line asks:
/// no paper's head, kept (and read).
#[test]
fn a_question_over_a_copyright_line_is_kept() {
    let text = fipi("  ").replace(
        "\x20   первым ходом.\n\n\x20   Ответ: ___________________________.\n",
        "\x20   первым ходом.\nУкажите его в ответе для Вани\n\n© СтатГрад 2025\n",
    );
    let r = read_text(&text).remove(0);
    let kept = r.sentences.iter().any(|s| {
        s.text
            .ends_with("первым ходом. Укажите его в ответе для Вани")
    });
    assert!(kept, "{:#?}", r.sentences);
}

/// A task of mix43d as a paper prints it: each number alone in the margin
/// over its question, lines wrapped and hyphenated, a bare «Ответ:» under
/// each question. «Ответ:» + «21» read as that answer, and question 21 was
/// skipped as the page's solution: complete with two answers.
const ALONE: &str = "19\n\
Два игрока, Паша и Вова, играют в следующую игру. Перед игроками лежат две кучи ка-\n\
мней. Игроки ходят по очереди, первый ход делает Паша. За один ход игрок может доба-\n\
вить в любую кучу три камня или увеличить количество камней в одной из куч вдвое. Для\n\
того чтобы делать ходы, у каждого игрока есть неограниченное количество камней. Игра\n\
завершается, когда суммарное количество камней в кучах становится не менее 105. Побе-\n\
ждает игрок, сделавший последний ход. В начальный момент в первой куче было 8 камней,\n\
во второй куче – S камней, 1 ≤ S ≤ 96. Найдите минимальное значение S, при котором\n\
Вова может выиграть своим первым ходом после неудачного первого хода Паши.\n\n\
Ответ:\n\n\
20\n\
Найдите два наименьших значения S, при которых Паша может выиграть своим вторым ходом\n\
при любой игре Вовы, но не может выиграть первым ходом. Найденные значения запишите в\n\
ответе в порядке возрастания.\n\n\
Ответ:\n\n\
21\n\
Сколько существует значений S, при которых у Вовы есть выигрышная стратегия, позволя-\n\
ющая ему выиграть первым или вторым ходом при любой игре Паши, но нет стратегии, ко-\n\
торая позволит ему гарантированно выиграть первым ходом?\n\n\
Ответ:\n";

/// Its answers, solved on a hand template (25; 24 43; 2).
fn alone_truth() -> Vec<String> {
    tests::hand_answers(
        "start = \"8, S\"\ns = \"1..96\"\nmoves = \"+3 *2\"\nend = \"sum >= 105\"\n\
         questions = [\"min where some(code == 1)\", \"min 2 where code == 2\", \
         \"count where code == -2\"]\n",
    )
}

#[test]
fn a_margin_number_alone_over_its_question_numbers_it() {
    let want = alone_truth();
    assert_eq!(want, ["25", "24 43", "2"]);
    let (r, got) = tests::complete_answers(ALONE);
    assert_eq!(got, want);
    let ids: Vec<_> = r.questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"]);
}

/// The same with question 21's number lost: its words after a bare
/// «Ответ:» were skipped as the answer's, and the reading called whole. A
/// sentence that asks, so skipped, is named: never complete.
#[test]
fn a_question_skipped_as_an_answers_words_is_named() {
    let text = ALONE.replace("\n21\n", "\n");
    let r = read_text(&text).remove(0);
    let out = r.solve();
    assert!(!out.complete, "{}", r.template());
    let named = format!("{:?}", r.unread);
    assert!(named.contains("Сколько существует"), "{named}");
    let got: Vec<_> = out.answers.iter().map(|a| a.answer.clone()).collect();
    assert_eq!(got, alone_truth()[..2]);
}

/// Drаганов's parity task as a paper prints it: «21 У Пети была …» (a
/// one-letter word after the margin number) opens question 21; it was
/// glued to question 20's words and dropped, the text complete with two
/// answers.
fn draganov(q21: &str) -> String {
    format!(
        "19 Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча\n\
    \x20   камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может: а)\n\
    \x20   убрать 4 камня или б) убрать 7 камней или в) уменьшить количество камней в\n\
    \x20   куче в 2 раза (количество камней в куче, полученное при делении, округляе-\n\
    \x20   тся до меньшего целого числа). Выполнять ходы а) и б) можно только тогда,\n\
    \x20   если в куче хватает камней для изъятия. Игра завершается в тот момент,\n\
    \x20   когда в куче останется менее 3 камней. Если при этом в куче окажется чё-\n\
    \x20   тное число камней, то победителем считается игрок, сделавший последний\n\
    \x20   ход. В противном случае победителем считается его противник. В начальный\n\
    \x20   момент в куче было S ≥ 3 камней. Укажите максимальное значение S, при ко-\n\
    \x20   тором у Пети есть выигрышная стратегия, причём одновременно выполняются\n\
    \x20   два условия: − Петя не может гарантированно выиграть, сделав менее двух\n\
    \x20   ходов; − Петя может гарантированно выиграть, сделав не более двух ходов.\n\n\
    Ответ: ___________________________.\n\n\
    20 Найдите два наименьших значения S, при которых у Вани есть выигрышная стра-\n\
    \x20   тегия, причём одновременно выполняются два условия: − Ваня не может гара-\n\
    \x20   нтированно выиграть, сделав менее двух ходов; − Ваня может гарантированно\n\
    \x20   выиграть, сделав не более двух ходов. Найденные значения запишите в ответе\n\
    \x20   в порядке возрастания.\n\n\
    Ответ: ___________________________.\n\n\
    {q21}У Пети была выигрышная стратегия, придерживаясь которой он мог гарантирова-\n\
    \x20   нно выиграть при любых ходах Вани. Но Петя специально поддался. Петя сде-\n\
    \x20   лал свой первый ход так, что Ваня сделал только один ход, после которого\n\
    \x20   игра сразу закончилась и Ваня победил. Укажите наименьшее значение S, при\n\
    \x20   котором такое возможно.\n\n\
    Ответ: ___________________________.\n"
    )
}

#[test]
fn a_margin_number_before_a_one_letter_word_numbers_the_question() {
    let want = tests::hand_answers(
        "start = \"S\"\ns = \"3..\"\nmoves = \"-4 -7 /2\"\nend = \"sum < 3\"\n\
         winner = \"even(sum)\"\nquestions = [\"max where code == 2\", \
         \"min 2 where code == -2\", \"min where code > 0 and some(code == 1)\"]\n",
    );
    assert_eq!(want, ["29", "19 24", "9"]);
    for q21 in ["21 ", "21  ", "21\t"] {
        let (r, got) = tests::complete_answers(&draganov(q21));
        assert_eq!(got, want, "{q21:?}");
        let ids: Vec<_> = r.questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, ["19", "20", "21"], "{q21:?}");
    }
}

/// Question 21 with no number at all after question 20's answer box: its
/// first words skipped as the answer's, its ask («Укажите наименьшее …»)
/// went on question 20's words. Named: never complete.
#[test]
fn a_question_with_its_number_lost_after_an_answer_box_is_named() {
    let r = read_text(&draganov("")).remove(0);
    let out = r.solve();
    assert!(!out.complete, "{}", r.template());
    let named = format!("{:?}", r.unread);
    assert!(named.contains("Укажите наименьшее"), "{named}");
}

/// StatGrad's head, copyright (its notice wrapped) and page's number where
/// a page broke a list's item before a capitalised word («… как будет
/// ходить» + «Ваня. Найденные значения … Задание 21»): the line under the
/// page's number is the question's, not the paper's head with a page's
/// number — «Задание 21» was lost and 21 read into 20.
#[test]
fn a_question_line_under_a_page_number_is_no_running_head() {
    let text = "Два игрока, Петя и Ваня, играют в игру. Перед игроками лежит куча камней. Игроки\n\
ходят по очереди, первым ходит Петя. За один ход игрок может добавить в кучу 1\n\
или 2 камня или увеличить количество камней в куче в два раза. Игра заве-\n\
ршается в тот момент, когда количество камней в куче становится не менее 106.\n\
Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S\n\
камней, 1 <= S <= 105. Задание 19\n\
Найдите минимальное значение S, при котором Ваня может выиграть своим первым\n\
ходом после неудачного первого хода Пети. Задание 20 Найдите два наименьших зна-\n\
чения S, при которых у Пети есть выигрышная стратегия, причём одновременно выпо-\n\
лняются два условия:\n\
− Петя не может выиграть за один ход;\n\
− Петя может выиграть своим вторым ходом независимо от того, как будет ходить\n\
Информатика. 11 класс. Вариант ИН2410401\n\n\
© СтатГрад 2024–2025 уч. г. Публикация в Интернете или печатных изданиях без письменного\n\
согласия СтатГрад запрещена\n\n\
7\n\
Ваня. Найденные значения запишите в ответе в порядке возрастания. Задание 21\n\
Укажите минимальное значение S, при котором Ваня может выиграть первым или вто-\n\
рым ходом при любой игре Пети, но не может гарантированно выиграть первым ходом.\n";
    let want = tests::hand_answers(
        "start = \"S\"\ns = \"1..105\"\nmoves = \"+1 +2 *2\"\nend = \"sum >= 106\"\n\
         questions = [\"min where some(code == 1)\", \"min 2 where code == 2\", \
         \"min where code == -2\"]\n",
    );
    assert_eq!(want, ["27", "26 50", "49"]);
    let (r, got) = tests::complete_answers(text);
    assert_eq!(got, want);
    let ids: Vec<_> = r.questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"]);
}
