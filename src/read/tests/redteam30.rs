//! Moves of one player each, and limits on how often a move is made (the
//! adversarial round redteam30): one player's part that adds to or repeats
//! the other's («а Коля может, кроме того, …»), a player named twice in one
//! moves sentence, and a move «только один раз», «не более двух раз»,
//! «дважды» are named, never read as a list of their own. Stated on a game
//! of other words than the variants that showed them; the answers of the
//! games read are an independent program's (a plain recursion with the
//! turn explicit), cross-checked with `gametable solve --moves 'first: …;
//! second: …'`.

use crate::read::*;

/// One heap for Дима and Лена, the end at 50 or more, S from 1 to 49;
/// `order` says who moves first, `moves` the moves, `questions` the rest.
fn game(order: &str, moves: &str, questions: &str) -> String {
    format!(
        "Дима и Лена играют в игру. Перед ними лежит куча камней. Игроки ходят по очереди. \
         {order} {moves} Игра заканчивается, когда в куче оказывается 50 камней или больше. \
         Выигрывает тот, кто сделал последний ход. В начале в куче S камней, 1 ≤ S ≤ 49.\n\
         {questions}"
    )
}

/// The questions of a game Дима begins: when Лена wins with her first move
/// whatever Дима does, and with her first or second but not surely first.
const DIMA_BEGINS: &str = "Вопрос 1. Найдите наименьшее S, при котором Дима не может выиграть \
     за один ход, но Лена может выиграть своим первым ходом при любой игре Димы.\n\
     Вопрос 2. Найдите наименьшее S, при котором у Лены есть стратегия, позволяющая ей \
     выиграть первым или вторым ходом при любой игре Димы, и нет стратегии, которая позволит \
     ей гарантированно выиграть первым ходом.\n";

/// Whether the reading names the moves: a sentence or a part of it among
/// the words not read (so a flag for a question with no value is none).
fn names_the_moves(text: &str) -> bool {
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    readings[0].unread.iter().any(|u| {
        u.id() == "read-note-in-moves" || u.to_string().to_lowercase().contains("за один ход")
    })
}

/// The answers of a text read complete, `None` when it is flagged.
fn answers(text: &str) -> Option<Vec<String>> {
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    let out = r.solve();
    out.complete
        .then(|| out.answers.into_iter().map(|a| a.answer).collect())
}

#[test]
fn each_players_moves_are_read_whoever_is_named_first() {
    // Дима (first): +1 ×2; Лена: +3 ×3 → 16 and 7.
    let want = Some(vec!["16".to_string(), "7".to_string()]);
    let dima = "Дима за один свой ход может добавить в кучу один камень или удвоить кучу.";
    let lena = "Лена за один свой ход может добавить в кучу три камня или утроить кучу.";
    let both = format!("{lena} {dima}");
    assert_eq!(answers(&game("Начинает Дима.", &both, DIMA_BEGINS)), want);
    let one = "Дима за один ход может добавить в кучу один камень или удвоить кучу, а Лена — \
               добавить в кучу три камня или утроить кучу.";
    assert_eq!(answers(&game("Начинает Дима.", one, DIMA_BEGINS)), want);
}

#[test]
fn a_players_part_that_adds_to_the_others_is_named() {
    for moves in [
        // Лена's moves are Дима's and one more: no list of her own.
        "Дима за один ход может добавить в кучу один камень или удвоить кучу, а Лена может, \
         кроме того, утроить кучу.",
        "Дима за один ход может добавить в кучу один камень или удвоить кучу, Лена тоже может \
         добавить в кучу один камень или удвоить кучу.",
        "Дима за один ход может добавить в кучу один камень или удвоить кучу, а Лена — то же \
         самое или утроить кучу.",
        // Лена named twice: the clause after her list says more.
        "Дима за один ход может добавить в кучу один камень или удвоить кучу, а Лена — \
         добавить в кучу три камня или утроить кучу, при этом Лена утраивает кучу не чаще \
         раза за игру.",
    ] {
        let text = game("Начинает Дима.", moves, DIMA_BEGINS);
        assert_eq!(answers(&text), None, "{moves}");
        assert!(names_the_moves(&text), "{moves}");
    }
}

#[test]
fn how_often_a_move_may_be_made_is_named() {
    for moves in [
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней \
         в куче в четыре раза, но лишь один раз.",
        "За один ход игрок может добавить в кучу один камень или учетверить кучу только один раз.",
        "За один ход игрок может добавить в кучу один камень или удвоить кучу не более двух раз.",
        "За один ход игрок может добавить в кучу один камень, а удвоить кучу игрок может дважды.",
        "За один ход игрок может добавить в кучу один камень или удвоить кучу через ход.",
        // The moves of one move of the game, not of each.
        "Первым ходом игрок может добавить в кучу один камень или удвоить кучу.",
        "На втором ходу Дима может добавить в кучу один камень или удвоить кучу, а Лена — \
         добавить в кучу три камня или утроить кучу.",
    ] {
        let text = game("Начинает Дима.", moves, DIMA_BEGINS);
        assert_eq!(answers(&text), None, "{moves}");
        assert!(names_the_moves(&text), "{moves}");
    }
    // A factor is no count of times: «в два или три раза», «в 4 раза».
    let factors = "За один ход игрок может добавить в кучу один камень или увеличить количество \
                   камней в куче в два или три раза.";
    let text = game("Начинает Дима.", factors, DIMA_BEGINS);
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let moves = readings[0].keys.iter().find(|k| k.name == "moves");
    assert_eq!(moves.map(|k| k.value.as_str()), Some("+1 *2 *3"));
    assert!(readings[0].unread.is_empty(), "{:?}", readings[0].unread);
}

/// A paste spaced wider than double (each line followed by two or three
/// blank lines, a sentence broken across them): read as its lines are. A
/// collection so spaced keeps its two tasks apart.
#[test]
fn a_paste_spaced_wider_than_double_reads_as_its_lines() {
    let moves = "Дима за один ход может добавить в кучу один камень или удвоить кучу, а Лена — \
                 добавить в кучу три камня или утроить кучу.";
    let text = game("Начинает Дима.", moves, DIMA_BEGINS);
    let want = answers(&text);
    assert!(want.is_some());
    // Lines cut after each comma: a sentence goes on past a line's end.
    let lines = text.replace(", ", ",\n");
    for gap in ["\n\n\n", "\n\n\n\n"] {
        let spaced = lines.replace('\n', gap);
        assert_eq!(answers(&spaced), want, "{spaced}");
    }
    let two = format!("1. {}\n2. {}", lines.trim_end(), lines.trim_end()).replace('\n', "\n\n\n");
    assert_eq!(read_bytes(two.as_bytes()).expect("tasks").len(), 2);
}
