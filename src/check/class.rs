//! A whole class's tables at once: each student's workbook checked as
//! `gametable check` checks one ([`super::file::check_book`]), the student's
//! name and answers to the task's questions found beside the table, a mark
//! by the teacher's rule, and the class's tally — how many students got
//! each cell wrong, and the reason most of them were given.
//!
//! [`Class`] is filled one file at a time and keeps only each student's
//! findings (never the workbooks), so a thousand files cost little more
//! than one. The writers are in [`crate::export::class`].

use std::collections::BTreeMap;
use std::sync::OnceLock;

pub use super::mark_rule::{MarkRule, DEFAULT_MARKS};

use super::beside::find_beside;
use super::file::{check_book, CheckOptions, Checked};
use super::variant::{How, VariantKey};
use super::{Counts, Problem, Verdict};
use crate::exam::wording::Lang;
use crate::exam::Answer;
use crate::game::Game;
use crate::i18n;
use crate::import::Book;
use crate::solve::SolveOptions;

/// An answer as the exam takes it: its numbers, whatever separates them.
pub fn answer_words(s: &str) -> Vec<String> {
    s.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A student's answer to one question, found in the workbook.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Given {
    pub question: String,
    /// As found (numbers separated by spaces); `None` when none was found.
    pub given: Option<String>,
    pub expected: String,
    pub right: bool,
}

/// One student's checked table.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Table {
    pub sheet: String,
    /// `A1:BR71`.
    pub area: String,
    pub counts: Counts,
    /// Percentage of the cells checked that are right.
    pub percent: f64,
    /// Wrong cells (and with `--strict` unmarked ones), as `check` reports them.
    pub problems: Vec<Problem>,
    /// The summary line `check` prints.
    pub summary: String,
}

/// One row of the class report: a file, and what was found in it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Row {
    pub file: String,
    /// The name written next to «ФИО», «Фамилия», «Ученик» or «Name».
    pub student: Option<String>,
    /// The table's findings, or why the file could not be used (one line).
    #[serde(flatten)]
    pub result: RowResult,
    pub answers: Vec<Given>,
    /// By the rule, from the share of cells right; none for a file not used.
    pub mark: Option<String>,
    /// With a book of variants: the file's variant and how it was found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<RowVariant>,
}

/// A file's variant, as its row says it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RowVariant {
    pub number: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub how: How,
    /// «вариант 3: по имени файла».
    pub said: String,
}

#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RowResult {
    Table(Table),
    Error(String),
}

impl Row {
    /// The checked table, unless the file could not be used.
    pub fn table(&self) -> Option<&Table> {
        match &self.result {
            RowResult::Table(t) => Some(t),
            RowResult::Error(_) => None,
        }
    }
}

/// How many students got one cell wrong, and with what.
#[derive(Debug, Clone, Default)]
struct Tally {
    wrong: usize,
    /// (found, reason) → how many students.
    reasons: BTreeMap<(String, String), usize>,
    expected: String,
}

/// A cell of the class heat map's top list.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Missed {
    pub position: Vec<i64>,
    /// `(7, 31)`.
    pub position_name: String,
    /// How many students got it wrong.
    pub wrong: usize,
    pub expected: String,
    /// What most of them wrote there, and how many did.
    pub found: String,
    pub found_by: usize,
    /// The reason given for that.
    pub reason: String,
}

/// A class's findings, filled one file at a time.
#[derive(Debug)]
pub struct Class {
    pub lang: Lang,
    pub marks: MarkRule,
    pub rows: Vec<Row>,
    /// One game for all (one group), or a group per variant of a book.
    pub groups: Vec<Group>,
}

/// The students of one game (one variant of a book): its answers, and the
/// tally of their wrong cells for its heat map.
#[derive(Debug)]
pub struct Group {
    /// The variant, when the class is checked against a book.
    pub variant: Option<VariantKey>,
    pub game: Game,
    /// The task's questions' answers, to grade what students wrote.
    pub expected: Vec<Answer>,
    /// How many tables were checked against it.
    pub tables: usize,
    heaps: usize,
    tally: BTreeMap<Vec<i64>, Tally>,
    /// Per heap shown (two at most), the least and greatest value of any
    /// student's table: the heat map's extent.
    axes: Vec<(i64, i64)>,
}

impl Group {
    /// A group of students checked against `game`.
    pub fn new(variant: Option<VariantKey>, game: &Game, expected: Vec<Answer>) -> Group {
        Group {
            variant,
            game: game.clone(),
            expected,
            tables: 0,
            heaps: game.heaps.min(2),
            tally: BTreeMap::new(),
            axes: Vec::new(),
        }
    }
}

impl Class {
    /// A class checked against the task whose answers are `expected`.
    pub fn new(game: &Game, expected: Vec<Answer>, marks: MarkRule, lang: Lang) -> Class {
        Class::of_groups(vec![Group::new(None, game, expected)], marks, lang)
    }

    /// A class whose files are each checked against their own variant.
    pub fn of_groups(groups: Vec<Group>, marks: MarkRule, lang: Lang) -> Class {
        Class {
            lang,
            marks,
            rows: Vec::new(),
            groups,
        }
    }

    /// The questions' ids, for the report's columns: every group's, in
    /// the order first asked.
    pub fn questions(&self) -> Vec<String> {
        let mut ids: Vec<String> = Vec::new();
        for g in &self.groups {
            for a in &g.expected {
                if !ids.contains(&a.id) {
                    ids.push(a.id.clone());
                }
            }
        }
        ids
    }

    /// The groups that have a checked table, with their index: the heat
    /// maps to draw (with one game, its one group whatever was checked).
    pub fn heat_groups(&self) -> Vec<usize> {
        if self.groups.len() == 1 {
            return vec![0];
        }
        (0..self.groups.len())
            .filter(|&g| self.groups[g].tables > 0)
            .collect()
    }

    /// A file that could not be used: a row with its one-line reason.
    pub fn add_error(&mut self, file: &str, reason: String) {
        self.rows.push(Row {
            file: file.to_string(),
            student: None,
            result: RowResult::Error(reason),
            answers: Vec::new(),
            mark: None,
            variant: None,
        });
    }

    /// [`Class::add_error`] for a file of a known variant.
    pub fn add_error_in(&mut self, file: &str, reason: String, variant: Option<RowVariant>) {
        self.add_error(file, reason);
        if let Some(last) = self.rows.last_mut() {
            last.variant = variant;
        }
    }

    /// What a row says of the variant `group` found `how`.
    pub fn row_variant(&self, group: usize, how: How) -> Option<RowVariant> {
        let v = self.groups.get(group)?.variant.as_ref()?;
        Some(RowVariant {
            number: v.number,
            name: v.name.clone(),
            how,
            said: how.said(v.number, self.lang),
        })
    }

    /// Checks one student's workbook (as `check` does) and adds its row;
    /// returns the findings (to write the student's annotated sheet), or
    /// `None` when the file became a row with its reason.
    pub fn add_book(
        &mut self,
        file: &str,
        book: &Book,
        o: &CheckOptions,
        solve_opts: &SolveOptions,
    ) -> Option<Checked> {
        self.add_book_in(0, None, file, book, o, solve_opts)
    }

    /// [`Class::add_book`] against the game of `group`, the row saying the
    /// variant found `how`.
    pub fn add_book_in(
        &mut self,
        group: usize,
        how: Option<How>,
        file: &str,
        book: &Book,
        o: &CheckOptions,
        solve_opts: &SolveOptions,
    ) -> Option<Checked> {
        let variant = how.and_then(|h| self.row_variant(group, h));
        let g = &self.groups[group];
        let checked = match check_book(&g.game, book, file, o, solve_opts) {
            Ok(c) => c,
            Err(e) => {
                // The reason names the file already: the row does.
                let reason = e
                    .strip_prefix(file)
                    .and_then(|r| r.strip_prefix(": "))
                    .unwrap_or(&e)
                    .to_string();
                self.add_error_in(file, reason, variant);
                return None;
            }
        };
        let out = &checked.outcome;
        if out.counts.checked == 0 {
            let why = words(self.lang).nothing_checked.to_string();
            self.add_error_in(file, why, variant);
            return None;
        }
        let sheet = &book.sheets[checked.sheet_index];
        let g = &mut self.groups[group];
        let ids: Vec<String> = g.expected.iter().map(|a| a.id.clone()).collect();
        let (student, found) = find_beside(sheet, &checked.table.area, &ids);
        let answers = g
            .expected
            .iter()
            .map(|a| {
                let given = found
                    .iter()
                    .find(|(q, _)| *q == a.id)
                    .map(|(_, v)| answer_words(v).join(" "));
                Given {
                    question: a.id.clone(),
                    right: given
                        .as_deref()
                        .is_some_and(|g| answer_words(g) == answer_words(&a.answer)),
                    given,
                    expected: a.answer.clone(),
                }
            })
            .collect();
        g.extend_axes(&checked);
        g.tables += 1;
        for p in out.problems.iter().filter(|p| p.verdict == Verdict::Wrong) {
            let t = g.tally.entry(p.position.clone()).or_default();
            t.wrong += 1;
            t.expected.clone_from(&p.expected);
            *t.reasons
                .entry((p.found.clone(), p.reason.clone()))
                .or_default() += 1;
        }
        let percent = 100.0 * out.counts.right as f64 / out.counts.checked as f64;
        self.rows.push(Row {
            file: file.to_string(),
            student,
            result: RowResult::Table(Table {
                sheet: checked.sheet.clone(),
                area: checked.table.area.a1(),
                counts: out.counts,
                percent,
                problems: out.problems.clone(),
                summary: out.summary(o.strict),
            }),
            answers,
            mark: Some(self.marks.mark(percent).to_string()),
            variant,
        });
        Some(checked)
    }
}

impl Group {
    /// Widens the heat map to the positions of a student's table.
    fn extend_axes(&mut self, c: &Checked) {
        for (_, _, key) in c.table.each_cell() {
            let Some(st) = super::judge::position(&self.game, key, c.outcome.transposed) else {
                continue;
            };
            for h in 0..self.heaps {
                let v = st.heaps[h];
                if self.axes.len() <= h {
                    self.axes.push((v, v));
                }
                let a = &mut self.axes[h];
                *a = (a.0.min(v), a.1.max(v));
            }
        }
    }

    /// The heat map's rows and columns (heap 1 down, heap 2 across; one
    /// heap: a single column), empty when no table was checked.
    pub fn heat_axes(&self) -> (Vec<i64>, Vec<i64>) {
        let range = |h: usize| {
            self.axes
                .get(h)
                .map_or(Vec::new(), |&(a, b)| (a..=b).collect())
        };
        match self.heaps {
            2 => (range(0), range(1)),
            _ => (range(0), vec![0]),
        }
    }

    /// How many students got the position `heaps` wrong.
    pub fn wrong_at(&self, heaps: &[i64]) -> usize {
        self.tally.get(heaps).map_or(0, |t| t.wrong)
    }

    /// Every position some student got wrong, with how many did.
    pub fn heat(&self) -> Vec<(Vec<i64>, usize)> {
        self.tally
            .iter()
            .map(|(p, t)| (p.clone(), t.wrong))
            .collect()
    }

    /// The `n` cells most students got wrong (then in the grid's order),
    /// each with the label and reason most of them were given.
    pub fn most_missed(&self, n: usize) -> Vec<Missed> {
        let mut all: Vec<(&Vec<i64>, &Tally)> = self.tally.iter().collect();
        all.sort_by(|a, b| b.1.wrong.cmp(&a.1.wrong).then(a.0.cmp(b.0)));
        all.into_iter()
            .take(n)
            .map(|(p, t)| {
                let ((found, reason), by) = t
                    .reasons
                    .iter()
                    .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
                    .map(|(k, v)| (k.clone(), *v))
                    .unwrap_or_default();
                Missed {
                    position: p.clone(),
                    position_name: self.game.position_name(p),
                    wrong: t.wrong,
                    expected: t.expected.clone(),
                    found,
                    found_by: by,
                    reason,
                }
            })
            .collect()
    }

    /// The heat map and the five most missed cells, for scripts.
    fn heat_json(&self) -> serde_json::Value {
        let heat: Vec<serde_json::Value> = self
            .heat()
            .into_iter()
            .map(|(p, n)| serde_json::json!({"position": p, "wrong": n}))
            .collect();
        serde_json::json!({"heat": heat, "most_missed": self.most_missed(5)})
    }
}

impl Class {
    /// The whole report for scripts (`--json`, the page): with one game
    /// its heat map; with a book, `variants`, each with its own.
    pub fn to_json(&self, _game: &Game) -> serde_json::Value {
        let mut doc = serde_json::json!({
            "marks": self.marks,
            "students": self.rows,
        });
        match &self.groups[..] {
            [one] if one.variant.is_none() => {
                if let (Some(d), serde_json::Value::Object(h)) =
                    (doc.as_object_mut(), one.heat_json())
                {
                    d.extend(h);
                }
            }
            groups => {
                doc["variants"] = groups
                    .iter()
                    .map(|g| {
                        let mut v = g.heat_json();
                        if let Some(k) = &g.variant {
                            v["number"] = k.number.into();
                            v["name"] = k.name.clone().into();
                        }
                        v["tables"] = g.tables.into();
                        v
                    })
                    .collect();
            }
        }
        doc
    }
}

/// The class report's words in one language.
pub struct Words {
    pub class_sheet: &'static str,
    pub heat_sheet: &'static str,
    pub file: &'static str,
    pub student: &'static str,
    pub checked: &'static str,
    pub wrong: &'static str,
    pub percent: &'static str,
    pub mark: &'static str,
    pub sheet: &'static str,
    pub table: &'static str,
    pub note: &'static str,
    pub right_answer: &'static str,
    pub wrong_answer: &'static str,
    pub no_answer: &'static str,
    pub open: &'static str,
    pub back: &'static str,
    pub heat_title: &'static str,
    pub heap1_heap2: &'static str,
    pub missed_title: &'static str,
    pub position: &'static str,
    pub wrong_in: &'static str,
    pub expected: &'static str,
    pub most_wrote: &'static str,
    pub reason: &'static str,
    pub nothing_checked: &'static str,
    pub marks_rule: &'static str,
    pub not_used: &'static str,
    /// A folder inside the class's folder.
    pub folder: &'static str,
    /// A pipe, a device, a socket.
    pub not_regular: &'static str,
    /// `larger than 100 MiB: not a student's workbook`.
    pub too_large: &'static str,
    /// The run's own output, found in the folder read.
    pub own_output: &'static str,
    /// The column of a file's variant (with a book).
    pub variant: &'static str,
    /// `в.` in a heat map's sheet name: `Тепловая карта, в. 3`.
    pub variant_short: &'static str,
    /// A link to nothing, a file gone.
    pub no_such_file: &'static str,
    /// Before what the system says (a loop of links, no permission).
    pub cannot_read: &'static str,
}

impl Words {
    /// The words of `lang` from its catalog (`class-word-*`).
    fn from_catalog(lang: Lang) -> Words {
        Words {
            class_sheet: i18n::fixed(lang, "class-word-class-sheet"),
            heat_sheet: i18n::fixed(lang, "class-word-heat-sheet"),
            file: i18n::fixed(lang, "class-word-file"),
            student: i18n::fixed(lang, "class-word-student"),
            checked: i18n::fixed(lang, "class-word-checked"),
            wrong: i18n::fixed(lang, "class-word-wrong"),
            percent: i18n::fixed(lang, "class-word-percent"),
            mark: i18n::fixed(lang, "class-word-mark"),
            sheet: i18n::fixed(lang, "class-word-sheet"),
            table: i18n::fixed(lang, "class-word-table"),
            note: i18n::fixed(lang, "class-word-note"),
            right_answer: i18n::fixed(lang, "class-word-right-answer"),
            wrong_answer: i18n::fixed(lang, "class-word-wrong-answer"),
            no_answer: i18n::fixed(lang, "class-word-no-answer"),
            open: i18n::fixed(lang, "class-word-open"),
            back: i18n::fixed(lang, "class-word-back"),
            heat_title: i18n::fixed(lang, "class-word-heat-title"),
            heap1_heap2: i18n::fixed(lang, "class-word-heap1-heap2"),
            missed_title: i18n::fixed(lang, "class-word-missed-title"),
            position: i18n::fixed(lang, "class-word-position"),
            wrong_in: i18n::fixed(lang, "class-word-wrong-in"),
            expected: i18n::fixed(lang, "class-word-expected"),
            most_wrote: i18n::fixed(lang, "class-word-most-wrote"),
            reason: i18n::fixed(lang, "class-word-reason"),
            nothing_checked: i18n::fixed(lang, "class-word-nothing-checked"),
            marks_rule: i18n::fixed(lang, "class-word-marks-rule"),
            not_used: i18n::fixed(lang, "class-word-not-used"),
            folder: i18n::fixed(lang, "class-word-folder"),
            not_regular: i18n::fixed(lang, "class-word-not-regular"),
            too_large: i18n::fixed(lang, "class-word-too-large"),
            own_output: i18n::fixed(lang, "class-word-own-output"),
            variant: i18n::fixed(lang, "class-word-variant"),
            variant_short: i18n::fixed(lang, "class-word-variant-short"),
            no_such_file: i18n::fixed(lang, "class-word-no-such-file"),
            cannot_read: i18n::fixed(lang, "class-word-cannot-read"),
        }
    }
}

/// The class report's words in `lang`.
pub fn words(lang: Lang) -> &'static Words {
    static EN: OnceLock<Words> = OnceLock::new();
    static RU: OnceLock<Words> = OnceLock::new();
    let kept = match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    };
    kept.get_or_init(|| Words::from_catalog(lang))
}

impl Given {
    /// `18 — right`, `17 — wrong, expected 18`, `not found (18)`.
    pub fn shown(&self, lang: Lang) -> String {
        let w = words(lang);
        match (&self.given, self.right) {
            (Some(g), true) => format!("{g} — {}", w.right_answer),
            (Some(g), false) => format!("{g} — {} {}", w.wrong_answer, self.expected),
            (None, _) => format!(
                "{}, {} {}",
                w.no_answer,
                w.expected.to_lowercase(),
                self.expected
            ),
        }
    }
}
