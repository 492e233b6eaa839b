//! A site's buttons and field labels copied with a task: «Показать
//! решение», «Спрятать ответ», «Решение», «Ответ:» on lines of their own or
//! glued to the text («…ходом.Показать решение»). Dropped before the lines
//! are joined, so that the sentence they cut goes on.

use super::super::tokens::capitalised;
use super::super::vocabulary::vocabulary;
use std::sync::OnceLock;

/// A site button's verb of showing or hiding, and what it shows
/// (`page.button_verbs`, `page.button_shown`).
fn button_verbs() -> &'static [String] {
    vocabulary().as_written("page.button_verbs")
}

fn button_shown() -> &'static [String] {
    vocabulary().as_written("page.button_shown")
}

/// The button verbs as a button glued to a sentence writes them, with a
/// capital («Показать»): made once, not for every line looked at.
fn capitalised_button_verbs() -> &'static [String] {
    static VERBS: OnceLock<Vec<String>> = OnceLock::new();
    VERBS.get_or_init(|| button_verbs().iter().map(|v| capitalised(v)).collect())
}

/// A site's buttons and labels, copied with a task as lines of their own:
/// «Показать ответ», «Спрятать решение» (a verb of showing or hiding and
/// what it shows), «Ответ» alone, sdamgia's «Версия для печати и
/// копирования в MS Word», «Сообщить об ошибке», «Похожие задания», its
/// notice «Решения заданий с развернутым ответом не проверяются
/// автоматически.». A line that only says «Решение» is kept: the
/// page's solution follows it, and the document skips that.
pub(super) fn site_button(line: &str) -> bool {
    // Buttons side by side, set apart by wide gaps («Проверить   Показать
    // подсказку»): each part a button.
    let parts: Vec<&str> = line
        .split("  ")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() > 1 {
        return parts.iter().all(|p| one_site_button(p));
    }
    one_site_button(line)
}

/// One button or label, the whole of `line`.
fn one_site_button(line: &str) -> bool {
    let line = line.trim().to_lowercase().replace('ё', "е");
    let v = vocabulary();
    if v.as_written("page.labels")
        .iter()
        .any(|l| l == line.trim_end_matches('.'))
    {
        return true;
    }
    let ws: Vec<&str> = line.split_whitespace().collect();
    let is = |list: &[String], w: &str| list.iter().any(|x| x == w);
    match ws.as_slice() {
        // «Ответ» with no stop: a button («Ответ: 18» opens the solution).
        [alone] => is(v.as_written("page.button_alone"), alone),
        [verb, shown] => is(button_verbs(), verb) && is(button_shown(), shown),
        _ => false,
    }
}

/// A page's field label alone on its line, capitalised: one word of
/// `document.solution` with a stop, a colon or nothing after it
/// («Решение», «Ответ:», «Пояснение.»). The label of the solution or the
/// answer under it: a line of its own, never joined to the sentence before
/// or after it («Решение» + «Петя выигрывает …», «Ответ:» + «Для игры, …
/// найдите …»). A word of a wrapped sentence («… приведём» + «решение»)
/// has no capital.
pub(in crate::read) fn solution_label(line: &str) -> bool {
    let word = line.trim().trim_end_matches(['.', ':']).trim_end();
    word.starts_with(char::is_uppercase)
        && word.chars().all(char::is_alphabetic)
        && vocabulary()
            .group("document.solution")
            .is(&word.to_lowercase())
}

/// A line without a site's button glued to its sentence («… возможна.Спрятать
/// ответ», «… Вани.Показать решение», «… возможнаСкрыть решение»): a button's
/// two words, the verb capitalised, after a sentence's stop or run into its
/// last word, and nothing after them but spaces or the next sentence's
/// capital. Words of the sentence itself («… можно показать решение») have
/// no capital and no stop before them, and stay.
pub(super) fn without_glued_buttons(line: &str) -> String {
    let verbs = capitalised_button_verbs();
    let mut out = line.to_string();
    let mut from = 0;
    while let Some((at, verb)) = verbs
        .iter()
        .filter_map(|v| out[from..].find(v.as_str()).map(|i| (from + i, v.as_str())))
        .min_by_key(|&(i, _)| i)
    {
        let rest = &out[at + verb.len()..];
        let shown = button_shown()
            .iter()
            .filter(|w| rest.starts_with(&format!(" {w}")))
            .max_by_key(|w| w.len());
        let before = out[..at].trim_end().chars().last();
        let glued = out[..at].chars().last().is_some_and(char::is_lowercase);
        let stop = before.is_some_and(|c| ".!?;…»)".contains(c));
        let end = shown.map(|w| at + verb.len() + 1 + w.len());
        let after_ok = end.is_some_and(|e| {
            out[e..]
                .chars()
                .next()
                .is_none_or(|c| c.is_whitespace() || c.is_uppercase() || c.is_ascii_digit())
        });
        match end {
            Some(e) if after_ok && (stop || glued) => {
                let tail = out[e..].trim_start().to_string();
                let head = out[..at].trim_end().to_string();
                out = if tail.is_empty() {
                    head
                } else {
                    format!("{head} {tail}")
                };
                from = at.min(out.len());
                while !out.is_char_boundary(from) {
                    from -= 1;
                }
            }
            _ => from = at + verb.len(),
        }
    }
    out
}
