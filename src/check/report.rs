//! The report's words, in English and Russian: a problem's line, a table's
//! summary, the note on its dialect, and why a position's code is what it
//! is. The judging hands over facts; only this module words them.

use super::judge::DialectChoice;
use super::{Claim, Dialect, Outcome, Problem, Style};
use crate::exam::wording::Lang;
use crate::game::{Game, State};
use crate::i18n;
use crate::solve::{Code, Solution};
use crate::tr;

impl Problem {
    /// `Лист1!D9 (7, 31): found P2, expected V2 — move to (14, 31) …`, in
    /// the language the reasons were written in.
    pub fn line(&self, lang: Lang) -> String {
        let found = if self.found.is_empty() {
            tr!(lang, "report-not-marked")
        } else {
            tr!(lang, "report-found", label = &self.found)
        };
        tr!(
            lang,
            "report-line",
            cell = &self.cell,
            position = &self.position_name,
            found = found,
            expected = &self.expected,
            reason = &self.reason,
        )
    }
}

impl Outcome {
    /// `1825 cells checked: 1817 right, 8 wrong, …` (without the file's
    /// name), as `gametable check` ends a file's report.
    pub fn summary(&self, strict: bool) -> String {
        let n = &self.counts;
        let lang = self.lang;
        let mut out = tr!(
            lang,
            "report-summary",
            checked = n.checked,
            right = n.right,
            wrong = n.wrong,
        );
        if n.unmarked > 0 {
            out += ", ";
            out += &tr!(
                lang,
                "report-unmarked",
                unmarked = n.unmarked,
                depth = self.depth,
                strict = if strict { "yes" } else { "no" },
            );
        }
        if n.finished > 0 {
            out += ", ";
            out += &tr!(lang, "report-finished", count = n.finished);
        }
        if n.undecided > 0 {
            out += ", ";
            out += &tr!(lang, "report-undecided", count = n.undecided);
        }
        out
    }
}

/// The note on why the table is read in its dialect.
pub(super) fn dialect_note(choice: DialectChoice, lang: Lang) -> String {
    match choice {
        DialectChoice::Forced => tr!(lang, "report-forced"),
        DialectChoice::Fits {
            win_lose,
            petya_vanya,
        } => tr!(
            lang,
            "report-fits",
            win_lose = win_lose,
            petya_vanya = petya_vanya,
        ),
        DialectChoice::Numbers => tr!(lang, "report-numbers"),
        DialectChoice::WinLossLetters => tr!(lang, "report-win-loss-letters"),
    }
}

/// What was found in a cell the dialect cannot read: `'x' (not a label in
/// the win-lose dialect)`.
pub(super) fn not_a_label(text: &str, dialect: Dialect, lang: Lang) -> String {
    tr!(
        lang,
        "report-not-a-label",
        text = text,
        dialect = dialect.name()
    )
}

/// Why a blank cell is reported with `--strict`.
pub(super) fn deeper_than_marked(depth: u32, lang: Lang) -> String {
    tr!(lang, "report-deeper", depth = depth)
}

/// What a finished position's cell should hold.
pub(super) fn no_label(lang: Lang) -> &'static str {
    i18n::fixed(lang, "report-no-label")
}

/// `move to (14, 31) wins: it leaves the opponent at P1`, with `verb` the
/// selector of `report-move-leaves` (`wins`, `escapes`, …).
fn move_leaves(lang: Lang, to: &str, verb: &str, at: &str) -> String {
    tr!(lang, "report-move-leaves", to = to, verb = verb, at = at)
}

/// Why a position's code is what it is, against what was found: which move
/// wins, which move escapes a claimed loss, or that every move loses;
/// worded in `lang`.
pub fn reason(
    game: &Game,
    sol: &Solution,
    st: &State,
    code: Code,
    found: Option<Claim>,
    style: &Style,
    lang: Lang,
) -> String {
    if code.is_over() {
        return tr!(lang, "report-game-over", end = &game.text.end);
    }
    let mut succ = Vec::new();
    if game.successors(st, &mut succ).is_err() {
        return tr!(lang, "report-moves-unknown");
    }
    let mut followers: Vec<(State, Code)> = Vec::new();
    for s in &succ {
        if followers.iter().any(|(f, _)| *f == s.state) {
            continue;
        }
        if let Some(c) = sol.code(&s.state) {
            followers.push((s.state, c));
        }
    }
    let name = |s: &State| game.position_name(&s.heaps);
    let lab = |c: Code| style.code(c);
    let all = || {
        followers
            .iter()
            .map(|(s, c)| format!("{} {}", name(s), lab(*c)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let moves = || tr!(lang, "report-moves", moves = all());
    match code {
        Code::Win(k) => {
            // The fastest win: to a position lost for the opponent in k-1.
            let best = followers.iter().find(|(_, c)| {
                if k == 1 {
                    c.signed() == Some(0)
                } else {
                    *c == Code::Lose(k - 1)
                }
            });
            let Some((to, c)) = best else {
                return moves();
            };
            let to = name(to);
            let at = lab(*c);
            if k == 1 && !matches!(found, Some(Claim::Win(j)) if j < k) {
                return tr!(lang, "report-wins-at-once", to = to);
            }
            match found {
                Some(Claim::Lose(_) | Claim::Zero | Claim::Draw) => {
                    move_leaves(lang, &to, "escapes", &at)
                }
                Some(Claim::Win(j)) if j < k => {
                    tr!(lang, "report-no-move-wins-by", by = j, to = to, at = at)
                }
                Some(Claim::Win(_)) => move_leaves(lang, &to, "wins-sooner", &at),
                None => move_leaves(lang, &to, "wins", &at),
            }
        }
        Code::Lose(k) => {
            let longest = followers
                .iter()
                .filter_map(|(s, c)| match c {
                    Code::Win(j) => Some((s, *c, *j)),
                    _ => None,
                })
                .rev()
                .max_by_key(|x| x.2);
            match (found, longest) {
                (Some(Claim::Win(_)), _) | (None, _) | (Some(Claim::Draw), _) => {
                    tr!(lang, "report-every-move-a-win", moves = all())
                }
                (Some(Claim::Lose(j)), Some((s, c, _))) if j < k => {
                    move_leaves(lang, &name(s), "holds-out", &lab(c))
                }
                (_, Some((s, c, _))) => {
                    tr!(lang, "report-loses-sooner", to = name(s), at = lab(c))
                }
                _ => moves(),
            }
        }
        Code::Draw => {
            let safe: Vec<String> = followers
                .iter()
                .filter(|(_, c)| *c == Code::Draw)
                .map(|(s, c)| format!("{} {}", name(s), lab(*c)))
                .collect();
            let or = format!(" {} ", i18n::fixed(lang, "report-or"));
            tr!(lang, "report-draw", safe = safe.join(&or))
        }
        _ => moves(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::fixture::{checked, run, THREE_WRONG};

    #[test]
    fn each_wrong_cell_gets_its_reason() {
        let o = run(THREE_WRONG, None, false);
        let lines: Vec<String> = o.problems.iter().map(|p| p.line(o.lang)).collect();
        assert_eq!(
            lines,
            [
                "Лист1!C2 (7, 30): found P1, expected P2 — move to (8, 30) holds out longer: it leaves the opponent at V2",
                "Лист1!D2 (7, 31): found P2, expected V2 — move to (14, 31) escapes the claimed loss: it leaves the opponent at P1",
                "Лист1!B3 (8, 29): not marked, expected P2 — every move leaves the opponent a win: (9, 29) V2, (8, 30) V2, (16, 29) V2, (8, 58) V1",
            ]
        );
        assert_eq!(
            o.summary(false),
            "5 cells checked: 2 right, 3 wrong, 4 unmarked (deeper than 2: allowed)"
        );
    }

    /// A cell whose text is a dialect's Rust name is quoted as typed: the
    /// dialect is named where the sentence is made, not by rewriting it.
    #[test]
    fn a_cell_typed_like_a_dialect_is_quoted_as_typed() {
        let cells = [["", "Codes", "WinLose"], ["P2", "V2", ""], ["V2", "", ""]];
        for (lang, c2, d2) in [
            (
                Lang::En,
                "Лист1!C2 (7, 30): found 'Codes' (not a label in the win-lose dialect), expected P2",
                "Лист1!D2 (7, 31): found 'WinLose' (not a label in the win-lose dialect), expected V2",
            ),
            (
                Lang::Ru,
                "Лист1!C2 (7, 30): найдено 'Codes' (не метка в записи win-lose), ожидалось P2",
                "Лист1!D2 (7, 31): найдено 'WinLose' (не метка в записи win-lose), ожидалось V2",
            ),
        ] {
            let (_, _, o) = checked(cells, Some(Dialect::WinLose), false, lang);
            let lines: Vec<String> = o.problems.iter().map(|p| p.line(o.lang)).collect();
            assert_eq!(lines.len(), 2, "{lines:?}");
            assert!(lines[0].starts_with(c2), "{}", lines[0]);
            assert!(lines[1].starts_with(d2), "{}", lines[1]);
        }
        assert_eq!(
            not_a_label("PetyaVanya", Dialect::Codes, Lang::En),
            "'PetyaVanya' (not a label in the codes dialect)"
        );
    }

    /// The same cells judged in Russian: the reasons, the lines and the
    /// summary `gametable check --lang ru` prints and the Russian page shows.
    #[test]
    fn reasons_and_summary_in_russian() {
        let (game, sol, o) = checked(THREE_WRONG, None, true, Lang::Ru);
        let lines: Vec<String> = o.problems.iter().map(|p| p.line(o.lang)).collect();
        assert_eq!(
            lines[..4],
            [
                "Лист1!C2 (7, 30): найдено P1, ожидалось P2 — ход в (8, 30) позволяет продержаться дольше: он оставляет сопернику V2",
                "Лист1!D2 (7, 31): найдено P2, ожидалось V2 — ход в (14, 31) уходит от заявленного проигрыша: он оставляет сопернику P1",
                "Лист1!B3 (8, 29): не отмечено, ожидалось P2 — любой ход оставляет сопернику выигрыш: (9, 29) V2, (8, 30) V2, (16, 29) V2, (8, 58) V1",
                "Лист1!B2 (7, 29): не отмечено, ожидалось V3 — глубже 2-го хода, до которого отмечает таблица (в отчёте с --strict)",
            ]
        );
        assert_eq!(
            o.summary(true),
            "клеток проверено: 5; верно 2, неверно 3, не отмечено 4 (глубже 2-го хода: в отчёте)"
        );
        assert!(
            o.dialect_note.starts_with("предположено: "),
            "{}",
            o.dialect_note
        );
        // A won position explained for the page: Russian words, the same labels.
        let st = State::of(&[7, 31]);
        let code = sol.code(&st).unwrap();
        assert_eq!(
            reason(&game, &sol, &st, code, None, &o.style, Lang::Ru),
            "ход в (14, 31) выигрывает: он оставляет сопернику P1"
        );
        assert_eq!(
            reason(&game, &sol, &st, code, None, &o.style, Lang::En),
            "move to (14, 31) wins: it leaves the opponent at P1"
        );
    }
}
