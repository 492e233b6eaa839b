//! The report's words, in English and Russian: a problem's line, a table's
//! summary, the note on its dialect, and why a position's code is what it
//! is. The judging hands over facts; only this module words them.

use super::judge::DialectChoice;
use super::{Claim, Dialect, Outcome, Problem, Style};
use crate::exam::wording::Lang;
use crate::game::{Game, State};
use crate::solve::{Code, Solution};

/// The report's fixed words in one language. A sentence whose parts stand
/// in the same order in both languages is written once, from these; the
/// others are written out per language below, where the order differs.
struct Words {
    found: &'static str,
    not_marked: &'static str,
    expected: &'static str,
    /// No label belongs in a finished position's cell.
    no_label: &'static str,
    forced: &'static str,
    numbers: &'static str,
    win_loss_letters: &'static str,
    moves_unknown: &'static str,
    /// `moves: (8, 30) V2, …`.
    moves: &'static str,
    every_move_a_win: &'static str,
    /// `move to (14, 31) wins: it leaves the opponent at P1`: `move_to`,
    /// the position, a verb below, `leaves`, the label.
    move_to: &'static str,
    leaves: &'static str,
    wins: &'static str,
    wins_at_once: &'static str,
    /// `no move wins at once: …`.
    at_once: &'static str,
    wins_sooner: &'static str,
    escapes: &'static str,
    holds_out: &'static str,
}

const EN: Words = Words {
    found: "found",
    not_marked: "not marked",
    expected: "expected",
    no_label: "no label (the game is over)",
    forced: "forced by --labels",
    numbers: "assumed: the cells are numbers",
    win_loss_letters: "assumed: W/L letters",
    moves_unknown: "its moves cannot be computed",
    moves: "moves",
    every_move_a_win: "every move leaves the opponent a win",
    move_to: "move to",
    leaves: "it leaves the opponent at",
    wins: "wins",
    wins_at_once: "wins at once",
    at_once: "at once",
    wins_sooner: "wins sooner",
    escapes: "escapes the claimed loss",
    holds_out: "holds out longer",
};

const RU: Words = Words {
    found: "найдено",
    not_marked: "не отмечено",
    expected: "ожидалось",
    no_label: "без метки (игра окончена)",
    forced: "задано --labels",
    numbers: "предположено: в клетках числа",
    win_loss_letters: "предположено: буквы W/L",
    moves_unknown: "её ходы не удаётся вычислить",
    moves: "ходы",
    every_move_a_win: "любой ход оставляет сопернику выигрыш",
    move_to: "ход в",
    leaves: "он оставляет сопернику",
    wins: "выигрывает",
    wins_at_once: "сразу выигрывает",
    at_once: "сразу",
    wins_sooner: "выигрывает быстрее",
    escapes: "уходит от заявленного проигрыша",
    holds_out: "позволяет продержаться дольше",
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
}

impl Problem {
    /// `Лист1!D9 (7, 31): found P2, expected V2 — move to (14, 31) …`, in
    /// the language the reasons were written in.
    pub fn line(&self, lang: Lang) -> String {
        let w = words(lang);
        let found = if self.found.is_empty() {
            w.not_marked.to_string()
        } else {
            format!("{} {}", w.found, self.found)
        };
        format!(
            "{} {}: {found}, {} {} — {}",
            self.cell, self.position_name, w.expected, self.expected, self.reason
        )
    }
}

impl Outcome {
    /// `1825 cells checked: 1817 right, 8 wrong, …` (without the file's
    /// name), as `gametable check` ends a file's report.
    pub fn summary(&self, strict: bool) -> String {
        let n = &self.counts;
        let ru = self.lang == Lang::Ru;
        let mut out = if ru {
            format!(
                "клеток проверено: {}; верно {}, неверно {}",
                n.checked, n.right, n.wrong
            )
        } else {
            format!(
                "{} cells checked: {} right, {} wrong",
                n.checked, n.right, n.wrong
            )
        };
        if n.unmarked > 0 {
            out += &if ru {
                format!(
                    ", не отмечено {} (глубже {}-го хода: {})",
                    n.unmarked,
                    self.depth,
                    if strict {
                        "в отчёте"
                    } else {
                        "допустимо"
                    }
                )
            } else {
                format!(
                    ", {} unmarked (deeper than {}: {})",
                    n.unmarked,
                    self.depth,
                    if strict { "reported" } else { "allowed" }
                )
            };
        }
        if n.finished > 0 {
            out += &if ru {
                format!(", пропущено оконченных позиций {}", n.finished)
            } else {
                format!(", {} finished positions skipped", n.finished)
            };
        }
        if n.undecided > 0 {
            out += &if ru {
                format!(", не решено {}", n.undecided)
            } else {
                format!(", {} undecided", n.undecided)
            };
        }
        out
    }
}

/// The note on why the table is read in its dialect.
pub(super) fn dialect_note(choice: DialectChoice, lang: Lang) -> String {
    let w = words(lang);
    match (choice, lang) {
        (DialectChoice::Forced, _) => w.forced.to_string(),
        (
            DialectChoice::Fits {
                win_lose,
                petya_vanya,
            },
            Lang::En,
        ) => format!("assumed: win-lose reading fits {win_lose} cells, petya-vanya {petya_vanya}"),
        (
            DialectChoice::Fits {
                win_lose,
                petya_vanya,
            },
            Lang::Ru,
        ) => format!(
            "предположено: прочтению win-lose отвечают клеток: {win_lose}, petya-vanya: {petya_vanya}"
        ),
        (DialectChoice::Numbers, _) => w.numbers.to_string(),
        (DialectChoice::WinLossLetters, _) => w.win_loss_letters.to_string(),
    }
}

/// What was found in a cell the dialect cannot read: `'x' (not a label in
/// the win-lose dialect)`.
pub(super) fn not_a_label(text: &str, dialect: Dialect, lang: Lang) -> String {
    match lang {
        Lang::Ru => format!("'{text}' (не метка в записи {dialect:?})"),
        Lang::En => format!("'{text}' (not a label in the {dialect:?} dialect)"),
    }
    .replace("WinLose", "win-lose")
    .replace("PetyaVanya", "petya-vanya")
    .replace("Codes", "codes")
}

/// Why a blank cell is reported with `--strict`.
pub(super) fn deeper_than_marked(depth: u32, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("deeper than the {depth} moves the table marks (reported with --strict)")
        }
        Lang::Ru => {
            format!("глубже {depth}-го хода, до которого отмечает таблица (в отчёте с --strict)")
        }
    }
}

/// What a finished position's cell should hold.
pub(super) fn no_label(lang: Lang) -> &'static str {
    words(lang).no_label
}

/// `move to (14, 31) wins: it leaves the opponent at P1`, with `verb` one
/// of the words' verbs.
fn move_leaves(w: &Words, to: &str, verb: &str, at: &str) -> String {
    format!("{} {to} {verb}: {} {at}", w.move_to, w.leaves)
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
    let ru = lang == Lang::Ru;
    let w = words(lang);
    if code.is_over() {
        return if ru {
            format!("ходов не осталось: игра окончена ({})", game.text.end)
        } else {
            format!("no move is left to make: {} ends the game", game.text.end)
        };
    }
    let mut succ = Vec::new();
    if game.successors(st, &mut succ).is_err() {
        return w.moves_unknown.into();
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
    let moves = || format!("{}: {}", w.moves, all());
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
                return format!("{} {to} {}", w.move_to, w.wins_at_once);
            }
            match found {
                Some(Claim::Lose(_) | Claim::Zero | Claim::Draw) => {
                    move_leaves(w, &to, w.escapes, &at)
                }
                Some(Claim::Win(j)) if j < k => {
                    let by = match (j, lang) {
                        (1, _) => w.at_once.to_string(),
                        (j, Lang::En) => format!("by move {j}"),
                        (j, Lang::Ru) => format!("к {j}-му ходу"),
                    };
                    if ru {
                        format!("ни один ход не выигрывает {by}: самый быстрый, в {to}, оставляет сопернику {at}")
                    } else {
                        format!(
                            "no move wins {by}: the fastest, to {to}, leaves the opponent at {at}"
                        )
                    }
                }
                Some(Claim::Win(_)) => move_leaves(w, &to, w.wins_sooner, &at),
                None => move_leaves(w, &to, w.wins, &at),
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
                    format!("{}: {}", w.every_move_a_win, all())
                }
                (Some(Claim::Lose(j)), Some((s, c, _))) if j < k => {
                    move_leaves(w, &name(s), w.holds_out, &lab(c))
                }
                (_, Some((s, c, _))) => {
                    let (to, at) = (name(s), lab(c));
                    if ru {
                        format!("любой ход проигрывает быстрее; самая долгая защита, ход в {to}, оставляет сопернику {at}")
                    } else {
                        format!("every move loses sooner; the longest defence, to {to}, leaves the opponent at {at}")
                    }
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
            if ru {
                format!(
                    "ни один ход не выигрывает, а ход в {} позволяет не проиграть",
                    safe.join(" или ")
                )
            } else {
                format!(
                    "no move wins, and a move to {} avoids losing",
                    safe.join(" or ")
                )
            }
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
