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

use super::file::{check_book, CheckOptions, Checked};
use super::variant::{How, VariantKey};
use super::{Counts, Problem, Verdict};
use crate::exam::wording::Lang;
use crate::exam::Answer;
use crate::game::Game;
use crate::import::{Area, Book, Sheet, Value};
use crate::solve::SolveOptions;

/// The marks by the share of cells right: `5:95,4:80,3:60` gives 5 from
/// 95 %, 4 from 80 %, 3 from 60 %, and below that one less than the lowest
/// mark (2), unless the rule names a mark for 0 %.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MarkRule {
    /// (mark, least percentage right), the highest threshold first.
    pub steps: Vec<(String, f64)>,
    /// The mark below the lowest threshold.
    pub below: String,
}

/// The rule used when the teacher gives none.
pub const DEFAULT_MARKS: &str = "5:95,4:80,3:60";

impl MarkRule {
    /// Parses `MARK:PERCENT,…`.
    ///
    /// # Errors
    /// A part that is not `MARK:PERCENT` with a percentage from 0 to 100, or
    /// a rule whose marks are not numbers and that gives no mark for 0.
    pub fn parse(s: &str) -> Result<MarkRule, crate::i18n::Msg> {
        use crate::msg;
        let mut steps = Vec::new();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (mark, pct) = part
                .split_once(':')
                .ok_or_else(|| msg!("marks-not-pair", part = part))?;
            let pct: f64 = pct
                .trim()
                .trim_end_matches('%')
                .replace(',', ".")
                .parse()
                .ok()
                .filter(|p: &f64| (0.0..=100.0).contains(p))
                .ok_or_else(|| msg!("marks-percent", part = part))?;
            if mark.trim().is_empty() {
                return Err(msg!("marks-empty-mark", part = part));
            }
            steps.push((mark.trim().to_string(), pct));
        }
        if steps.is_empty() {
            return Err(msg!("marks-none"));
        }
        steps.sort_by(|a, b| b.1.total_cmp(&a.1));
        let below = match steps.last() {
            Some((m, p)) if *p == 0.0 => m.clone(),
            Some((m, _)) => match m.parse::<i64>() {
                Ok(n) => (n - 1).to_string(),
                Err(_) => return Err(msg!("marks-lowest", mark = m)),
            },
            None => String::new(),
        };
        Ok(MarkRule { steps, below })
    }

    /// The mark for `percent` of the cells right.
    pub fn mark(&self, percent: f64) -> &str {
        self.steps
            .iter()
            .find(|(_, p)| percent >= *p)
            .map_or(self.below.as_str(), |(m, _)| m.as_str())
    }
}

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

/// What `words` in a cell say it is: the student's name, or an answer.
#[derive(Debug, Clone, PartialEq)]
enum Key {
    Name,
    Answer(String),
}

/// The words that stand before a student's name.
const NAME_KEYS: [&str; 8] = [
    "фио",
    "ф.и.о.",
    "фамилия",
    "ученик",
    "ученица",
    "name",
    "student",
    "имя",
];

/// The words that may stand before a question's number.
const ANSWER_PREFIXES: [&str; 8] = [
    "ответ на задание",
    "ответы",
    "ответ",
    "задание",
    "answer",
    "question",
    "task",
    "№",
];

/// What a label cell says, and the value typed in it after a colon.
fn key_of(text: &str, ids: &[String]) -> Option<(Key, Option<String>)> {
    let (label, inline) = match text.split_once(':') {
        Some((l, v)) => (l, Some(v.trim()).filter(|v| !v.is_empty())),
        None => (text, None),
    };
    let label = label.trim().to_lowercase();
    if label.chars().count() > 30 {
        return None;
    }
    let first = label
        .split(|c: char| c.is_whitespace() || c == ',')
        .next()
        .unwrap_or("");
    if NAME_KEYS.contains(&first) {
        return Some((Key::Name, inline.map(str::to_string)));
    }
    let mut rest = label.as_str();
    for p in ANSWER_PREFIXES {
        if let Some(r) = rest.strip_prefix(p) {
            rest = r.trim_start();
            break;
        }
    }
    let rest = rest
        .trim_start_matches('№')
        .trim()
        .trim_end_matches(['.', ')']);
    if let Some(id) = ids.iter().find(|id| id.as_str() == rest) {
        return Some((Key::Answer(id.clone()), inline.map(str::to_string)));
    }
    // «Ответ» alone answers a task of one question.
    if rest.is_empty() && label.starts_with("ответ") || label == "answer" {
        if let [id] = ids {
            return Some((Key::Answer(id.clone()), inline.map(str::to_string)));
        }
    }
    None
}

/// A cell's text as a student typed it (a number without `.0`).
fn shown(v: &Value) -> Option<String> {
    match v {
        Value::Empty => None,
        Value::Number(f) if f.fract() == 0.0 && f.abs() < 1e15 => Some(format!("{}", *f as i64)),
        v => Some(v.shown()).filter(|s| !s.trim().is_empty()),
    }
}

/// The student's name and answers written around the table: a label cell
/// («ФИО», «19», «Ответ 20:» …) outside the table, and the value after its
/// colon or in the first filled cell to its right (up to three), else the
/// cell below.
fn find_beside(
    sheet: &Sheet,
    table: &Area,
    ids: &[String],
) -> (Option<String>, Vec<(String, String)>) {
    let mut name = None;
    let mut answers: Vec<(String, String)> = Vec::new();
    let outside = |r: usize, c: usize| !table.contains(r, c);
    for (r, row) in sheet.rows().enumerate() {
        for (c, v) in row.iter().enumerate() {
            if !outside(r, c) {
                continue;
            }
            let Some(text) = shown(v) else { continue };
            let Some((key, inline)) = key_of(&text, ids) else {
                continue;
            };
            let value = inline.or_else(|| {
                (c + 1..c + 4)
                    .filter(|&cc| outside(r, cc))
                    .find_map(|cc| shown(sheet.get(r, cc)))
                    .or_else(|| {
                        Some(r + 1)
                            .filter(|&rr| outside(rr, c))
                            .and_then(|rr| shown(sheet.get(rr, c)))
                    })
            });
            let Some(value) = value else { continue };
            // A value that is itself a label (a header row «19 20 21», «ФИО»);
            // a name such as «Ученик Петров» is not.
            let bare = value.trim().trim_end_matches(':').to_lowercase();
            if matches!(key_of(&value, ids), Some((Key::Answer(_), _)))
                || NAME_KEYS.contains(&bare.as_str())
            {
                continue;
            }
            match key {
                Key::Name => {
                    name.get_or_insert(value);
                }
                Key::Answer(id) => {
                    if !answers.iter().any(|(q, _)| *q == id) {
                        answers.push((id, value));
                    }
                }
            }
        }
    }
    (name, answers)
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

const EN: Words = Words {
    class_sheet: "Class",
    heat_sheet: "Heat map",
    file: "File",
    student: "Student",
    checked: "Cells checked",
    wrong: "Wrong",
    percent: "% right",
    mark: "Mark",
    sheet: "Sheet",
    table: "Table",
    note: "Why not checked",
    right_answer: "right",
    wrong_answer: "wrong, expected",
    no_answer: "not found",
    open: "open",
    back: "← the class",
    heat_title: "How many students got each cell wrong",
    heap1_heap2: "heap 1 \\ heap 2",
    missed_title: "The five most missed cells",
    position: "Position",
    wrong_in: "Students wrong",
    expected: "Expected",
    most_wrote: "Most wrote",
    reason: "Why it is wrong",
    nothing_checked: "no cell could be checked (no label stands on a position in play)",
    marks_rule: "Marks (share of cells right)",
    not_used: "not used",
    folder: "a folder: not read (only the files directly in the folder given are)",
    not_regular: "not a regular file (a pipe, a device or a socket): not read",
    too_large: "larger than a student's workbook can be: not read; is it the right file?",
    own_output: "the class report being written: not read as a student's file",
    variant: "Variant",
    variant_short: "var.",
    no_such_file: "no such file",
    cannot_read: "cannot read",
};

const RU: Words = Words {
    class_sheet: "Класс",
    heat_sheet: "Тепловая карта",
    file: "Файл",
    student: "Ученик",
    checked: "Проверено клеток",
    wrong: "Неверно",
    percent: "% верно",
    mark: "Оценка",
    sheet: "Лист",
    table: "Таблица",
    note: "Почему не проверен",
    right_answer: "верно",
    wrong_answer: "неверно, ожидалось",
    no_answer: "не найден",
    open: "открыть",
    back: "← к классу",
    heat_title: "Сколько учеников ошиблись в каждой клетке",
    heap1_heap2: "куча 1 \\ куча 2",
    missed_title: "Пять клеток с самыми частыми ошибками",
    position: "Позиция",
    wrong_in: "Ошиблись учеников",
    expected: "Ожидалось",
    most_wrote: "Чаще всего ставили",
    reason: "Почему неверно",
    nothing_checked:
        "ни одну клетку не удалось проверить (ни одна метка не стоит на позиции в игре)",
    marks_rule: "Оценки (доля верных клеток)",
    not_used: "не проверен",
    folder: "папка: не прочитана (читаются только файлы прямо в указанной папке)",
    not_regular: "не обычный файл (канал, устройство или сокет): не прочитан",
    too_large: "больше, чем может быть работа ученика: не прочитан; тот ли это файл?",
    own_output: "записываемый отчёт по классу: не читается как работа ученика",
    variant: "Вариант",
    variant_short: "в.",
    no_such_file: "нет такого файла",
    cannot_read: "не читается",
};

/// The class report's words in `lang`.
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Ru => &RU,
    }
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

impl MarkRule {
    /// `5: 95 %, 4: 80 %, 3: 60 %, 2: below`.
    pub fn describe(&self, lang: Lang) -> String {
        let mut parts: Vec<String> = self
            .steps
            .iter()
            .map(|(m, p)| format!("{m}: ≥ {p} %"))
            .collect();
        if self.steps.last().is_none_or(|(_, p)| *p > 0.0) {
            let below = match lang {
                Lang::En => "below",
                Lang::Ru => "ниже",
            };
            parts.push(format!("{}: {below}", self.below));
        }
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_by_the_rule() {
        let r = MarkRule::parse(DEFAULT_MARKS).unwrap();
        assert_eq!(r.mark(100.0), "5");
        assert_eq!(r.mark(95.0), "5");
        assert_eq!(r.mark(94.9), "4");
        assert_eq!(r.mark(60.0), "3");
        assert_eq!(r.mark(59.9), "2");
        let r = MarkRule::parse("A:90, B:75 ,F:0").unwrap();
        assert_eq!((r.mark(80.0), r.mark(10.0)), ("B", "F"));
        assert!(MarkRule::parse("A:90")
            .unwrap_err()
            .to_string()
            .contains("0 %"));
        assert!(MarkRule::parse("5-95")
            .unwrap_err()
            .to_string()
            .contains("MARK:PERCENT"));
        assert!(MarkRule::parse("5:195")
            .unwrap_err()
            .to_string()
            .contains("0 to 100"));
    }

    #[test]
    fn labels_beside_the_table() {
        let ids: Vec<String> = ["19", "20", "21"].map(String::from).to_vec();
        assert_eq!(key_of("ФИО:", &ids), Some((Key::Name, None)));
        assert_eq!(
            key_of("Фамилия, имя: Петров", &ids),
            Some((Key::Name, Some("Петров".into())))
        );
        assert_eq!(
            key_of("Ответ 20:", &ids),
            Some((Key::Answer("20".into()), None))
        );
        assert_eq!(key_of("№21", &ids), Some((Key::Answer("21".into()), None)));
        assert_eq!(key_of("19.", &ids), Some((Key::Answer("19".into()), None)));
        assert_eq!(key_of("18", &ids), None);
        assert_eq!(key_of("V1", &ids), None);
        let one = vec!["19".to_string()];
        assert_eq!(
            key_of("Ответ", &one),
            Some((Key::Answer("19".into()), None))
        );
        assert_eq!(key_of("Ответ", &ids), None);
        let t = |s: &str| Value::Text(crate::import::Text::new(s));
        let sheet = Sheet::from_rows(
            "Лист1",
            vec![
                vec![t("ФИО"), Value::Empty, t("Иванова Анна")],
                vec![t("19"), Value::Number(18.0), t("20"), t("31, 34")],
                vec![t("Ответ 21:"), Value::Empty],
                vec![Value::Empty, Value::Number(30.0)],
            ],
        );
        let far = Area {
            top: 10,
            left: 10,
            bottom: 11,
            right: 11,
        };
        let (name, answers) = find_beside(&sheet, &far, &ids);
        assert_eq!(name.as_deref(), Some("Иванова Анна"));
        assert_eq!(
            answers,
            [
                ("19".to_string(), "18".to_string()),
                ("20".to_string(), "31, 34".to_string()),
            ]
        );
    }
}
