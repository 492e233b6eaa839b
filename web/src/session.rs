//! One solved game and what the page asks of it. Plain Rust (no
//! wasm-bindgen), so it is tested natively like the rest of the library.

use std::path::Path;

use gametable::check::class::{Class, MarkRule};
use gametable::check::file::{check_book, CheckOptions};
use gametable::exam::wording::Lang;
use gametable::exam::{parse_question, question_line};
use gametable::export::class::{self as class_out, ClassWorkbook};
use gametable::export::csv::{self as csv_out, Bom, CsvOptions};
use gametable::export::{formulas, json, ods, tree_json, tree_svg, xlsx, Report};
use gametable::export::{layout, sheet};
use gametable::game::rules::{GameSpec, RuleError};
use gametable::game::State;
use gametable::grid::Grid;
use gametable::i18n::Msg;
use gametable::import;
use gametable::label::{label, Convention};
use gametable::msg;
use gametable::solve::Progress;
use gametable::solve::{human_bytes, Code, SolveError, SolveOptions};
use gametable::solved::{solve_task_reporting, Solved};
use gametable::task::{find_template, parse_template, TaskSpec, TEMPLATES};
use gametable::tree::Tree;
use serde::Deserialize;
use serde_json::{json, Value};

/// The memory the page lets the solver take: a wasm32 page has 4 GiB at
/// most, and the browser needs its share.
pub const PAGE_MAX_BYTES: u64 = 1 << 30;

/// Grids up to this many cells are sent to the page to be drawn; bigger
/// ones are solved and answered, and their cells left to the downloads.
pub const PAGE_MAX_CELLS: u64 = sheet::IN_MEMORY_CELLS;

/// A strategy tree's picture bigger than this is not drawn for the page.
const MAX_TREE_SVG: u64 = 2 << 20;

/// Why a tree's picture of `bytes` is not drawn, in one line.
fn tree_too_big(bytes: u64, lang: Lang) -> String {
    let (size, most) = (human_bytes(bytes), human_bytes(MAX_TREE_SVG));
    gametable::tr!(
        lang,
        "page-tree-too-big",
        size = size,
        bytes = bytes,
        most = most
    )
}

/// Values of an open range of S tried (the CLI's `--open-span` default).
const OPEN_SPAN: i64 = 1000;

/// The rules form: a template (or none) overlaid with the fields, as the CLI
/// overlays a template with its flags. Empty fields are not given.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Request {
    pub template: Option<String>,
    pub start: String,
    pub s: String,
    pub k: String,
    pub moves: String,
    pub end: String,
    pub winner: String,
    pub no_moves: String,
    pub no_repeat: String,
    pub require: String,
    pub cap: String,
    pub handed_win_counts: bool,
    /// One question a line, as `--question` takes it (`19`, `ID=QUERY`);
    /// empty: the template's questions.
    pub questions: String,
    /// `win-lose` (default) or `petya-vanya`.
    pub labels: String,
    /// Refuse more positions than this (the CLI's `--max-positions`).
    pub max_positions: Option<usize>,
}

/// A solved game with what the page shows of it.
pub struct Session {
    solved: Solved,
    labels: Convention,
}

/// `{"ok": false, "errors": [one error]}`.
pub fn failure(field: &str, message: &Msg) -> Value {
    json!({"ok": false, "errors": [{"field": field, "message": message.to_string(), "messages": worded(message)}]})
}

/// A message in each of the page's languages, `{"en": …, "ru": …}`: the
/// page shows the one of its language, and switching the language shows the
/// other without solving again.
fn worded(message: &Msg) -> Value {
    json!({"en": message.message(Lang::En), "ru": message.message(Lang::Ru)})
}

fn given(v: &str) -> Option<String> {
    let t = v.trim();
    (!t.is_empty()).then(|| t.to_string())
}

/// `--no-moves` for `no_moves`: the CLI's flag for a key.
fn flag_name(key: &str) -> String {
    format!("--{}", key.replace('_', "-"))
}

/// A rule error as the page shows it: the field, the CLI's message, and
/// where the caret goes in the field's text.
fn rule_error(e: &RuleError) -> Value {
    let field = e.field.to_string();
    let key = field
        .rsplit([' ', ':'])
        .next()
        .unwrap_or(&field)
        .trim_start_matches("--")
        .replace('-', "_");
    json!({
        "field": key,
        "message": e.to_string(),
        "messages": worded(&e.to_msg()),
        "column": e.error.column(),
        "at": e.error.source[..e.error.at.min(e.error.source.len())].chars().count(),
        "len": e.error.len,
        "source": e.error.source,
    })
}

impl Session {
    /// Reads the rules and solves the game, as `gametable solve` does.
    ///
    /// # Errors
    /// A JSON `{"ok": false, "errors": […]}`: each field at fault with the
    /// CLI's message, or why the game cannot be solved.
    pub fn solve(r: Request) -> Result<Session, Value> {
        Session::solve_reporting(r, None)
    }

    /// [`Session::solve`], telling `progress` how far the solver has gone.
    ///
    /// # Errors
    /// As [`Session::solve`].
    pub fn solve_reporting(r: Request, progress: Progress) -> Result<Session, Value> {
        let labels = match r.labels.as_str() {
            "" | "win-lose" => Convention::WinLose,
            "petya-vanya" => Convention::PetyaVanya,
            other => return Err(failure("labels", &msg!("page-bad-labels", value = other))),
        };
        let cap = match given(&r.cap) {
            None => None,
            Some(c) => Some(
                c.parse::<i64>()
                    .map_err(|_| failure("cap", &msg!("page-bad-cap", value = &c)))?,
            ),
        };
        let flags = GameSpec {
            start: given(&r.start),
            s: given(&r.s),
            k: given(&r.k),
            moves: given(&r.moves),
            end: given(&r.end),
            winner: given(&r.winner),
            no_moves: given(&r.no_moves),
            no_repeat: given(&r.no_repeat),
            require: given(&r.require),
            cap,
            handed_win_counts: r.handed_win_counts.then_some(true),
        };
        let mut spec = TaskSpec::default();
        let mut origin = None;
        if let Some(t) = r.template.as_deref().filter(|t| !t.is_empty()) {
            let (name, text) = find_template(t).map_err(|e| failure("template", &e))?;
            let (s, o) = parse_template(&name, &text).map_err(|e| failure("template", &e))?;
            spec = s;
            origin = Some(o);
        }
        spec.game.overlay(&flags);
        let set = |key: &str| match key {
            "start" => flags.start.is_some(),
            "s" => flags.s.is_some(),
            "k" => flags.k.is_some(),
            "moves" => flags.moves.is_some(),
            "end" => flags.end.is_some(),
            "winner" => flags.winner.is_some(),
            "no_moves" => flags.no_moves.is_some(),
            "no_repeat" => flags.no_repeat.is_some(),
            "require" => flags.require.is_some(),
            _ => false,
        };
        let locate = |key: &str| -> String {
            match (&origin, set(key)) {
                (Some(o), false) => o.locate(key),
                _ => flag_name(key),
            }
        };
        // The game first, for the field and caret of a rule error; then the
        // task as the CLI builds it.
        let mut errors = Vec::new();
        if let Err(e) = spec.game.build(&locate) {
            errors.push(rule_error(&e));
        }
        let mut questions = Vec::new();
        for (i, line) in r
            .questions
            .lines()
            .filter(|l| !l.trim().is_empty())
            .enumerate()
        {
            // The page trims a numbered line's query too.
            let (id, src) = question_line(i, line);
            let src = src.trim();
            match parse_question(&id, src) {
                Ok(q) => questions.push(q),
                Err(e) => errors.push(json!({
                    "field": "questions",
                    "message": format!("{id}: {e}"),
                    "messages": worded(&msg!("at-file", file = &id, error = e.clone())),
                    "line": i + 1,
                    "at": e.source[..e.at.min(e.source.len())].chars().count(),
                    "len": e.len,
                    "source": e.source,
                })),
            }
        }
        if !errors.is_empty() {
            return Err(json!({"ok": false, "errors": errors}));
        }
        let mut task = spec.build(&locate).map_err(|e| failure("rules", &e))?;
        if !questions.is_empty() {
            task.ask(questions).map_err(|e| failure("questions", &e))?;
        }
        let opts = SolveOptions {
            max_positions: r
                .max_positions
                .unwrap_or(SolveOptions::default().max_positions),
            max_bytes: PAGE_MAX_BYTES,
            threads: 1,
            ..SolveOptions::default()
        };
        let solved = solve_task_reporting(task, &opts, OPEN_SPAN, &[], progress)
            .map_err(|e| failure("solve", &e))?;
        Ok(Session { solved, labels })
    }

    fn report(&self, grid: bool) -> Report<'_> {
        self.solved.report(self.labels, grid)
    }

    /// What the page draws: the CLI's `--json` document without the table
    /// (the answers, the starts), then the grid with its labels' colours.
    pub fn summary(&self) -> Value {
        let r = self.report(true);
        let mut doc = Vec::new();
        let cli: Value = json::write(&mut doc, &r, false)
            .ok()
            .and_then(|_| serde_json::from_slice(&doc).ok())
            .unwrap_or(Value::Null);
        json!({
            "ok": true,
            "name": r.task.name,
            "description": r.task.description,
            // Why only the first moves were analysed: the limit, which the
            // page words in its language (the CLI's text names its flags).
            "note": r.solution.note.as_ref().map(|e| json!({
                "limit": match e {
                    SolveError::TooMany { limit } | SolveError::TooManyForMemory { limit, .. } => Some(*limit),
                    _ => None,
                },
                "text": e.to_string(),
            })),
            "cli": cli,
            "grid": r.grid.as_ref().map(|g| grid(&r, g)),
        })
    }

    /// The file a download asks for.
    ///
    /// # Errors
    /// An unknown kind or language, or the writer's message.
    pub fn file(&self, kind: &str, lang: &str) -> Result<Vec<u8>, String> {
        let lang = match lang {
            "ru" | "" => Lang::Ru,
            "en" => Lang::En,
            other => return Err(format!("--lang: '{other}': expected ru or en")),
        };
        let mut r = self.report(true);
        // The page has no temporary files: a workbook's grid is built in
        // memory, so a bigger one is refused here (whatever features the
        // library has, e.g. `cli` when a workspace build unifies them).
        if let ("xlsx" | "formulas", Some(g)) = (kind, &r.grid) {
            sheet::check_in_memory(g.cells()).map_err(|e| format!("{e:#}"))?;
        }
        if kind == "xlsx" {
            // As `gametable solve --out x.xlsx`: its *Tree* sheet.
            r.trees = self.solved.workbook_trees();
        }
        // As `gametable solve --out x.csv` writes a file (to be opened by
        // double-click): a byte-order mark when needed, the plain form.
        let csv = CsvOptions {
            lang,
            bom: Bom::IfNeeded,
            ascii: true,
            ..CsvOptions::default()
        };
        let mut out = Vec::new();
        match kind {
            "xlsx" => out = xlsx::workbook(&r, lang).map_err(|e| format!("{e:#}"))?,
            "ods" => out = ods::workbook(&r, lang).map_err(|e| format!("{e:#}"))?,
            "formulas" => {
                let states: Vec<State> = r.starts.iter().map(|s| s.state).collect();
                formulas::check(&r.task.game, &states).map_err(|e| format!("{e:#}"))?;
                out = formulas::workbook(&r, lang).map_err(|e| format!("{e:#}"))?;
            }
            "csv" => csv_out::write_grid(&mut out, &r, &csv).map_err(|e| format!("{e:#}"))?,
            "answers-csv" => {
                csv_out::write_answers(&mut out, &r, &csv).map_err(|e| format!("{e:#}"))?
            }
            other => return Err(format!("unknown download '{other}'")),
        }
        Ok(out)
    }

    /// A position, as `gametable explain --json` gives it (its code, every
    /// move with the code it leaves the opponent, the best ones marked),
    /// with the reason `gametable check` gives for its label and, when it
    /// has one, the strategy tree as `explain --tree --svg` draws it.
    pub fn explain(&self, heaps: &[i64], lang: &str) -> Value {
        let game = &self.solved.task.game;
        let sol = &self.solved.solution;
        let lang = page_lang(lang);
        if heaps.len() != game.heaps {
            return json!({"error": gametable::tr!(lang, "page-heaps-count", heaps = game.heaps)});
        }
        let st = State::of(heaps);
        let e = match gametable::explain::explain(game, sol, &st) {
            Ok(e) => e,
            Err(why) => return json!({"position": game.position_name(heaps), "error": why}),
        };
        let why = match sol.code(&st) {
            Some(code) => {
                let style = gametable::check::Style {
                    dialect: match self.labels {
                        Convention::WinLose => gametable::check::Dialect::WinLose,
                        Convention::PetyaVanya => gametable::check::Dialect::PetyaVanya,
                    },
                    script: match self.labels {
                        Convention::WinLose => gametable::check::Script::Latin,
                        Convention::PetyaVanya => gametable::check::Script::Cyrillic,
                    },
                    lower: false,
                };
                gametable::check::reason(game, sol, &st, code, None, &style, lang)
            }
            None => String::new(),
        };
        // Sized before it is drawn: a picture too big for the page is
        // never built.
        let (svg, no_tree) = match Tree::build(game, sol, &st) {
            Ok(tree) => match tree_svg::svg_bytes(game, &tree, lang, self.labels) {
                n if n > MAX_TREE_SVG => (None, Some(tree_too_big(n, lang))),
                _ => (Some(tree_svg::svg(game, &tree, lang, self.labels)), None),
            },
            Err(why) => (None, Some(why.to_string())),
        };
        json!({
            "position": game.position_name(heaps),
            "label": label(e.code, self.labels),
            "why": why,
            "explain": tree_json::explanation_value(game, &e, lang, self.labels),
            "tree_svg": svg,
            "no_tree": no_tree,
        })
    }

    /// Checks a dropped file against this game, as `gametable check --json
    /// --lang LANG` reports one file.
    pub fn check(&self, name: &str, bytes: &[u8], lang: &str) -> Value {
        let lang = page_lang(lang);
        let game = &self.solved.task.game;
        if game.heaps > 2 {
            let error = gametable::tr!(
                lang,
                "check-too-many-heaps",
                game = gametable::tr!(lang, "check-the-game"),
                heaps = game.heaps
            );
            return json!({"file": name, "error": error});
        }
        let book = match import::read_bytes_limited(Path::new(name), bytes, PAGE_MAX_BYTES) {
            Ok(b) => b,
            Err(e) => return json!({"file": name, "error": e.message(lang)}),
        };
        let (opts, how) = checking(lang);
        match check_book(game, &book, name, &how, &opts) {
            Ok(c) => c.to_json(how.strict),
            Err(e) => json!({"file": name, "error": e}),
        }
    }
}

impl Session {
    /// Checks several dropped files as one class, as `gametable check
    /// --class … --json --lang LANG` does: the report (JSON) and the class
    /// workbook's bytes (`--out class.xlsx`).
    ///
    /// # Errors
    /// `marks` is not a rule, the game has more than two heaps, or the
    /// workbook cannot be written.
    pub fn check_class(
        &self,
        files: &[(String, &[u8])],
        lang: &str,
        marks: &str,
    ) -> Result<(Value, Vec<u8>), String> {
        let lang = page_lang(lang);
        let task = &self.solved.task;
        let game = &task.game;
        if game.heaps > 2 {
            return Err(gametable::tr!(
                lang,
                "check-too-many-heaps",
                game = gametable::tr!(lang, "check-the-game"),
                heaps = game.heaps
            ));
        }
        let marks = MarkRule::parse(marks).map_err(|e| format!("marks: {}", e.message(lang)))?;
        let mut class = Class::new(game, self.solved.answers.clone(), marks, lang);
        let mut wb = ClassWorkbook::new(lang).map_err(|e| e.to_string())?;
        let (opts, how) = checking(lang);
        for (name, bytes) in files {
            let read = import::read_bytes_limited(Path::new(name), bytes, PAGE_MAX_BYTES)
                .map_err(|e| e.message.message(lang));
            class_out::add_file(&mut class, Some(&mut wb), game, name, read, &how, &opts)
                .map_err(|e| format!("{e:#}"))?;
        }
        let doc = class.to_json(game);
        let bytes = wb
            .finish(&class, game, task.title(lang))
            .map_err(|e| format!("{e:#}"))?;
        Ok((doc, bytes))
    }
}

/// The page's language (`ru` unless `en`).
pub fn page_lang(lang: &str) -> Lang {
    if lang == "en" {
        Lang::En
    } else {
        Lang::Ru
    }
}

/// How a dropped table is checked, as `gametable check` checks it: the
/// game solved to judge it bounded by the page's memory, not by a count of
/// positions.
fn checking(lang: Lang) -> (SolveOptions, CheckOptions<'static>) {
    let opts = SolveOptions {
        max_bytes: PAGE_MAX_BYTES,
        max_positions: usize::MAX,
        threads: 1,
        ..SolveOptions::default()
    };
    let how = CheckOptions {
        lang,
        ..CheckOptions::default()
    };
    (opts, how)
}

/// The grid for the page: axes, blocks, each cell as an index into the
/// labels present, with the XLSX's colour of each label.
fn grid(r: &Report, g: &Grid) -> Value {
    let cells = g.cells();
    if cells > PAGE_MAX_CELLS {
        return json!({"axes": g.axes, "heaps": g.heaps, "cells": cells, "too_big": true});
    }
    // Laid out as the workbook lays it out: one heap as a hundred chart
    // (the tens down, the units across), two heaps as they are.
    let layout = layout::Layout::of(g);
    // The legend's codes in the workbook's order (V1…, P0, P1…, D, ?, —).
    let present = sheet::present_codes(&layout, g, r.solution);
    let mut blocks = Vec::new();
    for (n, b) in layout.blocks.iter().enumerate() {
        let rows: Vec<Option<i64>> = if b.rows.is_empty() {
            vec![None]
        } else {
            b.rows.iter().map(|&v| Some(v)).collect()
        };
        let mut codes = Vec::with_capacity(rows.len() * b.cols.len());
        for row in &rows {
            for &c in &b.cols {
                let code = layout
                    .heaps_at(n, *row, c)
                    .and_then(|heaps| g.code(r.solution, &heaps))
                    .map(|c| match c {
                        Code::Handed => Code::Over,
                        c => c,
                    });
                codes.push(code.and_then(|code| present.iter().position(|p| *p == code)));
            }
        }
        blocks.push(json!({"fixed": b.fixed, "rows": b.rows, "cols": b.cols, "cells": codes}));
    }
    let wrap = layout.wrapped().then_some(layout::WRAP);
    // As the workbook's conditional formats colour them (label_colours).
    let depth = sheet::max_k(&present).max(4);
    let legend: Vec<Value> = present
        .iter()
        .map(|&code| {
            let (bg, white) = sheet::fill(code, depth);
            json!({
                "label": label(code, r.labels),
                "code": code.signed(),
                "fill": format!("#{bg:06x}"),
                "white": white,
            })
        })
        .collect();
    json!({"axes": g.axes, "heaps": g.heaps, "wrap": wrap, "cells": cells, "legend": legend, "blocks": blocks})
}

/// Every template as the form shows it.
pub fn templates() -> Value {
    let list: Vec<Value> = TEMPLATES
        .iter()
        .filter_map(|(name, text)| {
            let (spec, _) = parse_template(name, text).ok()?;
            Some(json!({
                "name": name,
                "title": spec.name,
                "title_en": spec.name_en,
                "description": spec.description,
                "fields": form_fields(&spec.game),
                "questions": form_questions(&spec),
            }))
        })
        .collect();
    Value::Array(list)
}

/// A template's game as the form's fields hold it.
pub fn form_fields(g: &GameSpec) -> Value {
    json!({
        "start": g.start, "s": g.s, "k": g.k, "moves": g.moves, "end": g.end,
        "winner": g.winner, "no_moves": g.no_moves, "no_repeat": g.no_repeat,
        "require": g.require, "cap": g.cap.map(|c| c.to_string()),
        "handed_win_counts": g.handed_win_counts.unwrap_or(false),
    })
}

/// A template's questions as the form's field holds them: `ID=QUERY` a line.
pub fn form_questions(spec: &TaskSpec) -> String {
    let lines: Vec<String> = spec
        .questions
        .iter()
        .flatten()
        .map(|(id, q)| format!("{id}={q}"))
        .collect();
    lines.join("\n")
}

#[cfg(test)]
pub(crate) mod tests;
