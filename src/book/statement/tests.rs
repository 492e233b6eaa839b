//! Unit tests of task statements: the wording of each task in both languages.

use super::*;
use crate::solve::SolveOptions;
use crate::task::{find_template, parse_template};

fn solved(template: &str) -> Solved {
    let (name, text) = find_template(template).unwrap();
    let (spec, origin) = parse_template(&name, &text).unwrap();
    let task = spec.build(&|k| origin.locate(k)).unwrap();
    crate::solved::solve_task(task, &SolveOptions::default(), 1000).unwrap()
}

#[test]
fn the_verb_agrees_with_the_first_heaps_stones() {
    for (a, said) in [
        (1, "в первой куче был 1 камень,"),
        (2, "в первой куче было 2 камня,"),
        (5, "в первой куче было 5 камней,"),
        (21, "в первой куче был 21 камень,"),
        (11, "в первой куче было 11 камней,"),
    ] {
        let (spec, origin) = parse_template(
                "t.toml",
                &format!("start = \"{a}, S\"\ns = \"1..40\"\nmoves = [\"+1\", \"*2\"]\nend = \"sum >= 77\"\n"),
            )
            .unwrap();
        let task = spec.build(&|k| origin.locate(k)).unwrap();
        let solved = crate::solved::solve_task(task, &SolveOptions::default(), 1000).unwrap();
        let s = statement(1, &solved, Lang::Ru);
        assert!(s.rules.contains(said), "{a}: {}", s.rules);
    }
}

#[test]
fn both_languages_have_the_same_keys_and_every_placeholder_is_filled() {
    let pieces = |lang| -> std::collections::BTreeSet<String> {
        crate::i18n::ids(lang)
            .into_iter()
            .filter(|(file, _)| file == "statement")
            .map(|(_, id)| id)
            .collect()
    };
    assert_eq!(pieces(Lang::Ru), pieces(Lang::En));
    assert!(pieces(Lang::Ru).iter().all(|id| id.starts_with("st-")));
    assert_eq!(words(Lang::Ru).num(2), "два");
    assert_eq!(words(Lang::Ru).num(11), "11");
    assert_eq!(words(Lang::En).get("no.such.piece"), "{no.such.piece}");
    for t in [
        "ege-2021-demo",
        "kp1921-046",
        "kp1921-096",
        "kp1921-146",
        "kp1921-093",
        "kp1921-062",
        "rk-toward",
    ] {
        for lang in [Lang::Ru, Lang::En] {
            let s = statement(1, &solved(t), lang);
            let all = format!("{} {}", s.rules, s.questions.join(" "));
            assert!(!all.contains('{'), "{t} {lang:?}: {all}");
        }
    }
}

#[test]
fn the_demo_reads_as_the_exam() {
    let s = statement(1, &solved("ege-2021-demo"), Lang::Ru);
    assert!(
        s.rules.contains("Перед игроками лежат две кучи камней."),
        "{}",
        s.rules
    );
    assert!(
            s.rules.contains(
                "За один ход игрок может добавить в любую кучу один камень или увеличить количество камней в любой куче в два раза."
            ),
            "{}",
            s.rules
        );
    assert!(s.rules.contains("Тогда за один ход можно получить любую из позиций: (11, 5), (20, 5), (10, 6), (10, 10)."), "{}", s.rules);
    assert!(s.rules.contains("не менее 77."), "{}", s.rules);
    assert!(
        s.rules
            .contains("в первой куче было 7 камней, во второй куче — S камней, 1 ≤ S ≤ 69."),
        "{}",
        s.rules
    );
    assert_eq!(s.questions[0], "Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.");
    assert!(
        s.questions[1].starts_with(
            "Задание 20. Найдите два значения S, при которых у Пети есть выигрышная стратегия"
        ),
        "{}",
        s.questions[1]
    );
    assert!(s.questions[1].ends_with("в порядке возрастания."));
    assert!(s.questions[2].starts_with("Задание 21. Укажите минимальное значение S, при котором одновременно выполняются два условия"), "{}", s.questions[2]);
}

#[test]
fn one_heap_overshoot_and_decreasing_games() {
    let s = statement(1, &solved("kp1921-046"), Lang::Ru);
    assert!(
        s.rules.contains(
            "добавить в кучу два камня или увеличить количество камней в куче в три раза"
        ),
        "{}",
        s.rules
    );
    assert!(
        s.rules
            .contains("Если при этом в куче оказалось не более 112 камней"),
        "{}",
        s.rules
    );
    let s = statement(1, &solved("kp1921-146"), Lang::Ru);
    assert!(s.rules.contains("убрать из кучи два камня или уменьшить количество камней в куче в два раза (количество"), "{}", s.rules);
    assert!(s.rules.contains("S ≥ 88."), "{}", s.rules);
    assert!(
        s.questions[1].contains("Найдите два наименьших значения S"),
        "{}",
        s.questions[1]
    );
    let s = statement(1, &solved("kp1921-096"), Lang::En);
    assert!(
        s.rules.contains("may not repeat the move his opponent"),
        "{}",
        s.rules
    );
    assert!(
        s.rules
            .contains("add one stone to the heap, add two stones to the heap or multiply"),
        "{}",
        s.rules
    );
}

#[test]
fn brief_rules_and_documents() {
    let g = solved("kp1921-046");
    assert_eq!(
        brief(&g.task.game, Lang::Ru),
        "старт (S), 1 ≤ S ≤ 44; ходы: +2, ×3; конец: сумма ≥ 45; выигрыш, только если сумма ≤ 112"
    );
    let st = vec![statement(1, &g, Lang::Ru)];
    let md = render(&st, Lang::Ru, true);
    assert!(md.starts_with("# Задания\n\n## Вариант 1\n\n"), "{md}");
    assert!(md.contains("**Задание 19.** "), "{md}");
    let txt = render(&st, Lang::Ru, false);
    assert!(txt.starts_with("Вариант 1\n\n"), "{txt}");
    assert!(txt.contains("\nЗадание 19. "), "{txt}");
}
