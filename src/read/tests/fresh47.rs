//! Stop fresh47: a misère rule said with both verbs in one sentence («Тот, кто
//! сделал последний ход, проигрывает, а его противник считается
//! победителем») was read as the mover's win and, from «считается …
//! противник … сделал … ход», as a handed-over win counted as a move. Now the
//! half of the sentence naming the opponent says whose win it is, and only
//! «противник сделал ход» counts a move. Answers are compared with
//! `gametable solve` on a template stated by hand.

use super::{hand_answers, read_answers};

const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один или три камня либо увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 40. ";
const START: &str = "\nВ начальный момент в куче было S камней, 1 ≤ S ≤ 39.\n";
const Q: &str = "Задание 19. Укажите максимальное значение S, при котором Петя не может выиграть за один ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.\nЗадание 20. Найдите два наибольших значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n− Петя не может выиграть за один ход;\n− Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\nНайденные значения запишите в ответе в порядке возрастания.\nЗадание 21. Найдите максимальное значение S, при котором одновременно выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";
const QUESTIONS: &str =
    "questions = [\"max where code == -1\", \"max 2 where code == 2\", \"max where code == -2\"]\n";

fn hand(winner: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"1..39\"\nmoves = \"+1 +3 *2\"\nend = \"sum >= 40\"\nwinner = \"{winner}\"\n{QUESTIONS}"
    ))
}

/// The reading's winner key, handed-win key and answers, checked complete.
fn read(rule: &str) -> (String, bool, Vec<String>) {
    let (r, answers) = read_answers(&format!("{GAME}{rule}{START}{Q}"));
    let out = r.solve();
    assert!(out.complete, "{rule}\n{:#?}\n{}", out.notes, r.template());
    let w = r.keys.iter().find(|k| k.name == "winner");
    let handed = r.keys.iter().any(|k| k.name == "handed_win_counts");
    (
        w.map(|k| k.value.clone()).unwrap_or_default(),
        handed,
        answers,
    )
}

/// Misère in two halves: the opponent's half says the win.
#[test]
fn misere_said_with_both_verbs() {
    let want = hand("opponent");
    // By hand (gametable solve on the template): 37; 32 34; 33.
    assert_eq!(want, ["37", "32 34", "33"]);
    for rule in [
        "Тот, кто сделал последний ход, проигрывает, а его противник считается победителем.",
        "Игрок, сделавший последний ход, проигрывает, а его соперник побеждает.",
        "Проигрывает игрок, сделавший последний ход, а победителем считается его противник.",
    ] {
        let (winner, handed, answers) = read(rule);
        assert_eq!(winner, "opponent", "{rule}");
        assert!(!handed, "{rule}");
        assert_eq!(answers, want, "{rule}");
    }
}

/// The same two halves the other way round: the mover wins.
#[test]
fn win_and_opponents_loss_in_two_halves() {
    let want = hand("mover");
    // By hand (gametable solve on the template): 19; 16 18; 17.
    assert_eq!(want, ["19", "16 18", "17"]);
    for rule in [
        "Тот, кто сделал последний ход, побеждает, а его противник проигрывает.",
        "Победителем считается игрок, сделавший последний ход, а его соперник считается проигравшим.",
    ] {
        let (winner, handed, answers) = read(rule);
        assert_eq!(winner, "mover", "{rule}");
        assert!(!handed, "{rule}");
        assert_eq!(answers, want, "{rule}");
    }
}

/// Both verbs with no «а» to split them: not read, never the mover's win —
/// unless the second half starts at «его» before the opponent (rules63):
/// «…, проигрывает и его противник считается победителем» is the
/// opponent's win.
#[test]
fn both_verbs_unsplit_are_flagged() {
    let text = format!(
        "{GAME}Тот, кто сделал последний ход, проигрывает и побеждает противник.{START}{Q}"
    );
    let r = crate::read::read_text(&text).remove(0);
    assert!(!r.unread.is_empty(), "{}", r.template());
    assert!(!r.solve().complete, "{}", r.template());
    let want = hand("opponent");
    for rule in [
        "Тот, кто сделал последний ход, проигрывает и его противник считается победителем.",
        "Проигрывает тот, кто сделал последний ход, его противник считается победителем.",
    ] {
        let (winner, handed, answers) = read(rule);
        assert_eq!(winner, "opponent", "{rule}");
        assert!(!handed, "{rule}");
        assert_eq!(answers, want, "{rule}");
    }
}

/// K. Polyakov's games on the smaller heap restate the rule for equal heaps
/// with a verb of no kind («изменить любую из куч», «изменять любую кучу»):
/// the rules language already makes either equal heap the smaller, so the
/// moves stay `smaller: …`; a remark that names an amount is not that rule.
#[test]
fn equal_heaps_changed_either() {
    let game = |moves: &str, remark: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. \
             Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может {moves}. {remark} \
             Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 80. \
             Победителем считается игрок, сделавший последний ход. В начальный момент в первой куче было S камней, \
             во второй куче — 9 камней; 1 ≤ S ≤ 70.\nЗадание 19. Найдите минимальное значение S, при котором Петя \
             может выиграть первым ходом.\nЗадание 21. Найдите минимальное значение S, при котором у Вани есть \
             выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет \
             стратегии, которая позволит ему гарантированно выиграть первым ходом.\n"
        )
    };
    let moves = "добавить в меньшую кучу два камня или увеличить количество камней в меньшей куче в три раза";
    let want = hand_answers(
        "start = \"S, 9\"\ns = \"1..70\"\nmoves = \"smaller: +2 *3\"\nend = \"sum >= 80\"\n\
         questions = [\"min where code == 1\", \"min where code == -2\"]\n",
    );
    for remark in [
        "Если в кучах поровну камней, можно изменять любую кучу.",
        "Если количество камней в кучах одинаково, игрок может изменить любую из куч.",
    ] {
        let (r, answers) = read_answers(&game(moves, remark));
        let out = r.solve();
        assert!(out.complete, "{remark}\n{:#?}\n{}", out.notes, r.template());
        assert_eq!(answers, want, "{remark}");
    }
    // An amount in the remark is another rule, not the restatement.
    let tasks = crate::read::read_text(&game(
        moves,
        "Если в кучах поровну камней, можно изменять любую кучу на один камень.",
    ));
    assert!(!tasks[0].solve().complete, "{}", tasks[0].template());
}

/// A copied page's solution numbered by the questions asked («Решение.»,
/// «19) …», «21) Ваня побеждает вторым ходом при S = 23.»): the steps are the
/// solution's, not the task's rules nor a task of their own; a collection's
/// next task numbered as a question asked («21) (А. Кабанов) Два игрока …») after
/// a printed answer is still found.
#[test]
fn a_solution_numbered_by_the_questions_is_skipped() {
    let game = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
        Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один \
        камень или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда \
        количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний \
        ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 28.\n";
    let questions = "Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого \
        хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\
        Задание 20. Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, \
        причём Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от \
        того, как будет ходить Ваня.\n\
        Задание 21. Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, \
        позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет стратегии, которая \
        позволит ему гарантированно выиграть первым ходом.\n";
    let want = hand_answers(
        "start = \"S\"\ns = \"1..28\"\nmoves = \"+1 *2\"\nend = \"sum >= 29\"\n\
         questions = [\"min where some(code == 1)\", \"min 2 where code == 2\", \"min where code == -2\"]\n",
    );
    let solution = format!(
        "Решение.\n19) Ваня может выиграть первым ходом, если Петя удвоит кучу. Минимальное значение S = {}.\n\
         20) Значения S, при которых Петя своим первым ходом может получить позицию, из которой любой ход \
         Вани ведёт к выигрышу Пети: {}.\n21) Ваня побеждает вторым ходом при S = {}.\n\
         Ответ: 19) {}; 20) {}; 21) {}.\n",
        want[0], want[1], want[2], want[0], want[1], want[2]
    );
    let page = format!("{game}{questions}{solution}");
    let found = crate::read::read_text(&page);
    assert_eq!(found.len(), 1, "{:#?}", found[found.len() - 1].unread);
    let (r, answers) = read_answers(&page);
    assert!(r.solve().complete, "{}", r.template());
    assert_eq!(answers, want);
    // A collection numbered «20)», «21)»: after the first task's printed
    // answer, «21) (А. Кабанов) Два игрока …» is the next task.
    let doc = format!(
        "20) (Е. Джобс) {game}{questions}Ответ: 19) {}; 20) {}; 21) {}.\n21) (А. Кабанов) {game}{questions}",
        want[0], want[1], want[2]
    );
    let tasks = crate::read::read_text(&doc);
    assert_eq!(tasks.len(), 2, "{doc}");
    for t in &tasks {
        let out = t.solve();
        assert!(out.complete, "{}", t.template());
        let got: Vec<String> = out.answers.iter().map(|a| a.answer.clone()).collect();
        assert_eq!(got, want);
    }
}
