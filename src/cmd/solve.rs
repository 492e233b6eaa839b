//! `gametable solve [GAME] [rules flags]`: the table and the answers.

use anyhow::anyhow;
use gametable::cli::{RulesArgs, SolveArgs};
use gametable::exam::{parse_question, question_line};
use gametable::export::{json, terminal};
use gametable::resources;
use gametable::solve::SolveOptions;
use gametable::solved;
use gametable::task::{find_template, parse_template, Task, TaskSpec, DEFAULT_TEMPLATE};
use gametable::tr;
use std::io::{IsTerminal, Read, Write};
use std::process::ExitCode;

/// Whether any rules flag was given.
pub fn has_rules(r: &RulesArgs) -> bool {
    r.start.is_some()
        || r.s.is_some()
        || r.k.is_some()
        || !r.moves.is_empty()
        || r.end.is_some()
        || r.winner.is_some()
        || r.no_moves.is_some()
        || r.no_repeat.is_some()
        || r.require.is_some()
        || r.cap.is_some()
        || r.handed_win_counts
}

/// Whether an argument names a game: a built-in template, a `.toml` file or
/// `-` (the TOML on stdin), rather than a table.
pub fn is_game(arg: &str) -> bool {
    arg == "-"
        || arg.to_lowercase().ends_with(".toml")
        || gametable::task::TEMPLATES
            .iter()
            .any(|(n, _)| *n == arg.trim_start_matches("templates/"))
}

/// The flags as a spec overlaying a template.
fn flags_spec(r: &RulesArgs) -> gametable::game::rules::GameSpec {
    gametable::game::rules::GameSpec {
        start: r.start.clone(),
        s: r.s.clone(),
        k: r.k.clone(),
        moves: (!r.moves.is_empty()).then(|| r.moves.join("; ")),
        end: r.end.clone(),
        winner: r.winner.clone(),
        no_moves: r.no_moves.clone(),
        no_repeat: r.no_repeat.clone(),
        require: r.require.clone(),
        cap: r.cap,
        handed_win_counts: r.handed_win_counts.then_some(true),
    }
}

fn flag_name(key: &str) -> String {
    format!("--{}", key.replace('_', "-"))
}

/// Builds the task from a template and/or flags.
pub fn load_task(
    game: Option<&str>,
    rules: &RulesArgs,
    questions: &[String],
) -> anyhow::Result<Task> {
    let flags = flags_spec(rules);
    let template = match game {
        Some(g) => Some(g.to_string()),
        None if has_rules(rules) => None,
        None => Some(DEFAULT_TEMPLATE.to_string()),
    };
    let mut spec = TaskSpec::default();
    let mut origin = None;
    if let Some(t) = template {
        let (name, text) = if t == "-" {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| gametable::i18n::because(gametable::msg!("solve-stdin-toml"), e))?;
            ("(stdin)".to_string(), text)
        } else {
            find_template(&t).map_err(|e| anyhow!(e))?
        };
        let (s, o) = parse_template(&name, &text).map_err(|e| anyhow!(e))?;
        spec = s;
        origin = Some(o);
    }
    spec.game.overlay(&flags);
    let flag_keys = [
        ("start", flags.start.is_some()),
        ("s", flags.s.is_some()),
        ("k", flags.k.is_some()),
        ("moves", flags.moves.is_some()),
        ("end", flags.end.is_some()),
        ("winner", flags.winner.is_some()),
        ("no_moves", flags.no_moves.is_some()),
        ("no_repeat", flags.no_repeat.is_some()),
        ("require", flags.require.is_some()),
    ];
    let locate = |key: &str| -> String {
        let from_flag = flag_keys.iter().any(|(k, set)| *k == key && *set);
        match (&origin, from_flag) {
            (Some(o), false) => o.locate(key),
            _ => flag_name(key),
        }
    };
    let mut task = spec.build(&locate).map_err(|e| anyhow!(e))?;
    if !questions.is_empty() {
        let mut asked = Vec::new();
        for (i, q) in questions.iter().enumerate() {
            let (id, src) = question_line(i, q);
            asked.push(
                parse_question(&id, &src).map_err(|e| {
                    gametable::i18n::prefixed(&format!("--question {id}"), anyhow!(e))
                })?,
            );
        }
        task.ask(asked)
            .map_err(|e| gametable::i18n::prefixed("--question", e))?;
    }
    Ok(task)
}

/// Tables of at least this many cells show the solver's progress (a
/// T = 6000 two-heap table, about a second): smaller ones are done before a
/// bar would be seen.
const BAR_FROM_CELLS: u64 = 18_000_000;

/// The solver's progress as a bar on a terminal (quiet when piped), drawn
/// from the first report of a big enough table.
#[derive(Default)]
struct SolveBar(std::cell::OnceCell<indicatif::ProgressBar>);

impl SolveBar {
    fn show(&self, done: u64, total: u64) {
        if total < BAR_FROM_CELLS || !std::io::stderr().is_terminal() {
            return;
        }
        let bar = self.0.get_or_init(|| {
            let bar = indicatif::ProgressBar::with_draw_target(
                Some(100),
                indicatif::ProgressDrawTarget::stderr(),
            );
            if let Ok(style) =
                indicatif::ProgressStyle::with_template("{msg:>10} [{bar:40}] {pos}% ({eta})")
            {
                bar.set_style(style.progress_chars("=> "));
            }
            bar.set_message(tr!(crate::cmd::run_lang(), "progress-solving"));
            bar
        });
        bar.set_position(done * 100 / total.max(1));
    }

    fn finish(&self) {
        if let Some(bar) = self.0.get() {
            bar.finish_and_clear();
        }
    }
}

pub fn run(a: SolveArgs) -> anyhow::Result<ExitCode> {
    let task = load_task(a.game.as_deref(), &a.rules, &a.questions)?;
    let out_plan = super::out::plan(&a)?;
    let game = &task.game;
    let max_bytes = resources::max_bytes(a.max_memory.as_deref())
        .map_err(|e| gametable::i18n::prefixed("--max-memory", e))?;
    let opts = SolveOptions {
        max_positions: a.max_positions,
        max_bytes,
        depth: a.depth,
        solver: a.solver,
        threads: a
            .threads
            .map_or(SolveOptions::default().threads, usize::from),
    };
    if out_plan.as_ref().is_some_and(|p| p.formulas) {
        let (_, start_states) =
            solved::start_states(game, a.open_span, opts.max_positions).map_err(|e| anyhow!(e))?;
        gametable::export::formulas::check(game, &start_states)?;
    }
    let bar = SolveBar::default();
    let report = |done, total| bar.show(done, total);
    let solved = solved::solve_task_reporting(task, &opts, a.open_span, &[], Some(&report));
    bar.finish();
    let solved = solved.map_err(|e| anyhow!(e))?;
    let solved_in = solved.solve_time;
    let solution = &solved.solution;
    let mut report = solved.report(a.labels, true);
    if out_plan.as_ref().is_some_and(|p| p.workbook_trees()) {
        report.trees = solved.workbook_trees();
    }
    if let Some(p) = &out_plan {
        for path in super::out::write(p, &report)? {
            gametable::output::announce_written(&path, None, a.lang);
        }
        if p.table_to_stdout() {
            // stdout holds the CSV alone; the answers go to stderr.
            let mut answers = Vec::new();
            terminal::write_answers(&mut answers, &report, a.lang)?;
            std::io::stderr().write_all(&answers)?;
            return Ok(ExitCode::SUCCESS);
        }
    }
    // stdout holds the answers CSV alone (`--answers-csv -`): the usual text
    // goes to stderr.
    let answers_to_stdout = out_plan.as_ref().is_some_and(|p| p.answers_to_stdout());
    let mut out = super::report_out(answers_to_stdout);
    if a.json {
        json::write(&mut out, &report, !a.no_table)?;
    } else {
        if let Some(note) = &solution.note {
            let line = tr!(
                a.lang,
                "solve-depth-note",
                note = note.message(a.lang),
                depth = solution.depth()
            );
            writeln!(out, "{line}")?;
        }
        if !a.no_table && out_plan.as_ref().is_none_or(|p| p.table.is_none()) {
            let mut styled = Vec::<u8>::new();
            terminal::write_grid(&mut styled, &report, grid_width(a.width))?;
            out.write_all(&strip_unless_tty(styled))?;
        }
        terminal::write_answers(&mut out, &report, a.lang)?;
    }
    out.flush()?;
    if a.stats {
        let secs = solved_in.as_secs_f64().max(1e-9);
        let cells = solution.table_bytes().map_or(String::new(), |b| {
            format!(
                "; table: {}, {:.2} bytes/position",
                gametable::solve::human_bytes(b),
                b as f64 / solution.positions.max(1) as f64
            )
        });
        eprintln!(
            "solver: {:?}; positions: {}; time: {:.3} ms; {:.1} M positions/s{cells}",
            solution.kind,
            solution.positions,
            secs * 1e3,
            solution.positions as f64 / secs / 1e6
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// The width the printed table must fit: `--width` (0: none), else the
/// terminal's when stdout is one; a pipe gets whole rows.
fn grid_width(flag: Option<usize>) -> Option<usize> {
    use std::io::IsTerminal;
    match flag {
        Some(0) => None,
        Some(w) => Some(w),
        None if std::io::stdout().is_terminal() => terminal::terminal_width(),
        None => None,
    }
}

/// Colour codes only when stdout is a terminal and NO_COLOR is unset.
fn strip_unless_tty(bytes: Vec<u8>) -> Vec<u8> {
    use std::io::IsTerminal;
    let colour = std::io::stdout().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    if colour {
        bytes
    } else {
        let mut out = Vec::with_capacity(bytes.len());
        let mut s = anstream::StripStream::new(&mut out);
        let _ = s.write_all(&bytes);
        out
    }
}
