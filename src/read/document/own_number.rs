//! A source's own number under a collection's: a document numbers a task
//! («2)», «Задача 7.») and the text it holds keeps the number its source
//! printed alone on the next line («№ 1266», «№ 2365 (Уровень: Сложный)»),
//! often after a line of debris (a docstring's `"""`). The task is the
//! collection's number in this document; the source's goes into its title,
//! as «58) …» above «Задача 19.1 Два игрока …» does.

use super::super::numbering::{consecutive, task_number};
use super::Draft;

/// Whether a sentence is a source's own number line («№ 19750 (Уровень:
/// Средний)», «№ 3084) …»), as a site prints it above its task.
pub(super) fn sources_number(s: &str) -> bool {
    s.trim_start().starts_with('№') && task_number(s).is_some()
}

/// Whether a number alone on its line (`own`) is the source's under the
/// collection's: a task numbered before its game opened (`cur`), or a
/// collection's header just read (`header`). The task keeps the
/// collection's number and takes `own` into its title. False otherwise
/// (no number before it, a game begun, the same number twice): then the
/// line is a header as before.
pub(super) fn under(
    cur: &mut Option<Draft>,
    header: &mut Option<String>,
    numbered: &Option<(String, &str)>,
) -> bool {
    let Some((own, _)) = numbered else {
        return false;
    };
    if cur.is_none() && header.as_deref().is_some_and(|outer| outer != own) {
        *cur = Some(Draft {
            number: header.take(),
            ..Draft::default()
        });
    }
    let Some(d) = cur.as_mut() else {
        return false;
    };
    let begun = d.game_opened || d.moves_stated || !d.questions.is_empty();
    // «Задача 85.» under «Задача 84.» whose text never opened a game (a
    // student's shorthand): the collection's next task, not 84's source.
    if begun
        || d.number
            .as_ref()
            .is_none_or(|outer| outer == own || consecutive(outer, own))
    {
        return false;
    }
    d.title = Some(titled(d.title.take(), own));
    true
}

/// A task's title with its source's own number: «Теория игр., № 19.1».
pub(super) fn titled(title: Option<String>, own: &str) -> String {
    match title {
        Some(t) => format!("{t}, № {own}"),
        None => format!("№ {own}"),
    }
}

/// Whether a line in the collection's own form («17) …», `bare`) numbered
/// one past a task whose game never opened («16) # 1 куча …», a student's
/// shorthand) starts the next task: the one before is a task read as far as
/// it goes, never the next one's title (as «58) ЕГЭ Информатика.» above
/// «Задача 19.1 Два игрока …» is).
pub(super) fn next_in_collection(d: &Draft, numbered: &Option<(String, &str)>, bare: bool) -> bool {
    let next = d
        .number
        .as_deref()
        .zip(numbered.as_ref())
        .is_some_and(|(outer, (own, _))| consecutive(outer, own));
    bare && !d.game_opened && next
}

#[cfg(test)]
mod tests {
    use super::super::split;

    /// The tasks of a document that ask something: each one's number, title
    /// and how many questions (a line of debris alone is a draft of none).
    fn read(text: &str) -> Vec<(Option<String>, Option<String>, usize)> {
        split(text)
            .into_iter()
            .filter(|d| !d.questions.is_empty())
            .map(|d| (d.number, d.title, d.questions.len()))
            .collect()
    }

    const GAME: &str = "Два игрока, Паша и Вова, играют в следующую игру. Перед ними лежит \
        куча камней. Игроки ходят по очереди, первым ходит Паша. За один ход игрок может \
        добавить в кучу два камня или утроить кучу. Игра завершается, когда в куче \
        становится не менее 50 камней. В начальный момент в куче было S камней, \
        1 ≤ S ≤ 49.\nНайдите минимальное значение S, при котором Паша может выиграть \
        первым ходом.\n";

    #[test]
    fn the_collection_number_stays_over_the_sources_own_on_the_next_line() {
        // After a line of a program's quotes.
        let text = format!("4) '''\n№ 731\n{GAME}5) '''\n№ 90 (Уровень: Базовый)\n{GAME}");
        assert_eq!(
            read(&text),
            vec![
                (Some("4".into()), Some("№ 731".into()), 1),
                (Some("5".into()), Some("№ 90".into()), 1)
            ]
        );
        // A header alone, then the source's number alone.
        let text = format!("Задача 12.\n№ 4410\n{GAME}");
        assert_eq!(
            read(&text),
            vec![(Some("12".into()), Some("№ 4410".into()), 1)]
        );
    }

    #[test]
    fn a_numbered_text_with_no_game_sentence_stays_a_task_before_the_next_number() {
        let text = format!("8) Паша и Вова: +2, *3, до 80 камней; найдите S.\n9) {GAME}10) {GAME}");
        let got: Vec<_> = split(&text).into_iter().map(|d| d.number).collect();
        assert_eq!(got, [Some("8".into()), Some("9".into()), Some("10".into())]);
        // A heading above the task keeps the task's number when the numbers
        // are not consecutive («58) ЕГЭ Информатика.» over «Задача 19.1 …»).
        let text = format!("58) Теория игр.\nЗадача 19.1 {GAME}");
        assert_eq!(
            read(&text),
            vec![(Some("58".into()), Some("Теория игр., № 19.1".into()), 1)]
        );
    }

    #[test]
    fn a_number_alone_with_no_number_before_it_heads_the_task() {
        let text = format!("'''\n№ 731\n{GAME}");
        assert_eq!(read(&text), vec![(Some("731".into()), None, 1)]);
        // The same number twice is one number.
        let text = format!("7)\n№ 7\n{GAME}");
        assert_eq!(read(&text)[0].0.as_deref(), Some("7"));
    }

    #[test]
    fn the_collection_number_stays_over_the_sources_own_on_the_same_line() {
        // «2. № 90 (Уровень: Базовый)» after a task's question: the next
        // task's number and its source's, never the question's words.
        let text = format!("1. {GAME}2. № 90 (Уровень: Базовый)\n{GAME}");
        assert_eq!(
            read(&text),
            vec![
                (Some("1".into()), None, 1),
                (Some("2".into()), Some("№ 90".into()), 1)
            ]
        );
        let questions: Vec<_> = split(&text).into_iter().map(|d| d.questions).collect();
        assert_eq!(questions[0], questions[1]);
        // A header alone, then the source's number before the game's words.
        let text = format!("Задача 7.\n№ 3084) (А. Кабанов) {GAME}");
        assert_eq!(
            read(&text),
            vec![(Some("7".into()), Some("А. Кабанов, № 3084".into()), 1)]
        );
        // «2. Два игрока …»: a number with no source's after it, as before.
        let text = format!("1. {GAME}2. {GAME}");
        let got: Vec<_> = read(&text).into_iter().map(|t| t.0).collect();
        assert_eq!(got, [Some("1".into()), Some("2".into())]);
    }
}
