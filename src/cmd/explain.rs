//! `gametable explain [GAME] --s N | --position HEAPS [--tree] [--json]
//! [--svg FILE]`: one position's moves, or its strategy tree.

use std::io::Write;
use std::process::ExitCode;

use anyhow::anyhow;
use gametable::cli::ExplainArgs;
use gametable::explain::{self, parse_position, At};
use gametable::export::{tree_json, tree_svg, tree_text};
use gametable::msg;
use gametable::output::write_bytes_atomic;
use gametable::resources;
use gametable::solve::SolveOptions;
use gametable::tree::{check_size, Tree};

/// `--s 30` / `--k 6`: one value, the start's.
fn one_value(flag: &str, v: &str) -> anyhow::Result<i64> {
    v.trim()
        .parse::<i64>()
        .map_err(|_| anyhow!(msg!("explain-one-value", flag = flag, found = v)))
}

/// `--position` with the rules given by flags: the unknowns' ranges, not
/// given, are filled with a value no one sees (the position's task has no
/// starts: [`explain::solve_at`]), so that the rules build.
fn fill_unknowns(rules: &mut gametable::cli::RulesArgs) {
    let uses = |v| {
        rules.start.as_deref().is_some_and(|src| {
            gametable::game::rules::parse_start(src).is_ok_and(|e| e.iter().any(|e| e.uses(v)))
        })
    };
    if rules.s.is_none() && uses(gametable::game::expr::Var::S) {
        rules.s = Some("0..0".into());
    }
    if rules.k.is_none() && uses(gametable::game::expr::Var::K) {
        rules.k = Some("0..0".into());
    }
}

pub fn run(mut a: ExplainArgs) -> anyhow::Result<ExitCode> {
    let at = match &a.position {
        // Any position: --s and --k, if given, are the rules' ranges, which
        // the position does not need.
        Some(p) => {
            fill_unknowns(&mut a.rules);
            At::Position(parse_position(p).map_err(|e| anyhow!(e))?)
        }
        None => {
            let s = a.rules.s.take().map(|v| one_value("--s", &v)).transpose()?;
            let k = a.rules.k.take().map(|v| one_value("--k", &v)).transpose()?;
            match s {
                Some(s) => At::Start { s, k },
                None => anyhow::bail!(msg!("explain-needs-position")),
            }
        }
    };
    // Rules given as flags need a range: the start's own value (the task is
    // narrowed to it anyway). With none, the default template is meant.
    if a.game.is_some() || super::solve::has_rules(&a.rules) {
        if let At::Start { s, k } = &at {
            a.rules.s = Some(format!("{s}..{s}"));
            a.rules.k = k.map(|k| format!("{k}..{k}"));
        }
    }
    if a.json && a.svg.as_deref().is_some_and(gametable::output::is_stdout) {
        anyhow::bail!(msg!("explain-svg-and-json"));
    }
    if let Some(p) = &a.svg {
        gametable::output::check_outputs(&[("--svg", p)], &[])?;
    }
    let task = super::solve::load_task(a.game.as_deref(), &a.rules, &[])?;
    let opts = SolveOptions {
        max_positions: a.max_positions,
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        depth: a.depth,
        ..SolveOptions::default()
    };
    let (solved, state) = explain::solve_at(task, &opts, &at).map_err(|e| anyhow!(e))?;
    let game = &solved.task.game;
    // `--svg -`: stdout holds the picture alone, the tree's text goes to stderr.
    let svg_to_stdout = a.svg.as_deref().is_some_and(gametable::output::is_stdout);
    let mut out: Box<dyn Write> = if svg_to_stdout {
        Box::new(std::io::BufWriter::new(anstream::AutoStream::auto(
            std::io::stderr().lock(),
        )))
    } else {
        Box::new(std::io::BufWriter::new(anstream::AutoStream::auto(
            std::io::stdout().lock(),
        )))
    };
    if !a.tree {
        let e = explain::explain(game, &solved.solution, &state).map_err(|e| anyhow!(e))?;
        if a.json {
            tree_json::write(
                &mut out,
                &tree_json::explanation_value(game, &e, a.lang, a.labels),
            )?;
        } else {
            tree_text::write_explanation(&mut out, game, &e, a.lang, a.labels)?;
        }
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let tree = match Tree::build(game, &solved.solution, &state) {
        Ok(t) => t,
        Err(why) => {
            if a.svg.is_some() {
                anyhow::bail!("--svg: {}", why.words(a.lang));
            }
            if a.json {
                let mut v = tree_json::explanation_value(
                    game,
                    &explain::explain(game, &solved.solution, &state).map_err(|e| anyhow!(e))?,
                    a.lang,
                    a.labels,
                );
                v.no_tree = Some(why.words(a.lang));
                tree_json::write(&mut out, &v)?;
            } else {
                writeln!(out, "{}", why.words(a.lang))?;
            }
            out.flush()?;
            return Ok(ExitCode::SUCCESS);
        }
    };
    // Every drawing asked for is sized before any is written: a refusal
    // leaves no file and no half-printed tree.
    let limit = resources::max_bytes(None).map_err(|e| anyhow!(e))?;
    let (game, conv, lang) = (game, a.labels, a.lang);
    if a.svg.is_some() {
        let bytes = tree_svg::svg_bytes(game, &tree, lang, conv);
        check_size("SVG", bytes, limit).map_err(|e| gametable::i18n::prefixed("--svg", e))?;
    }
    if a.json {
        check_size("JSON", tree_json::tree_bytes(game, &tree, conv), limit)
    } else {
        check_size(
            msg!("tree-form-text"),
            tree_text::tree_bytes(game, &tree, lang, conv),
            limit,
        )
    }
    .map_err(|e| anyhow!(e))?;
    if let Some(path) = &a.svg {
        let svg = tree_svg::svg(game, &tree, lang, conv);
        write_bytes_atomic(path, svg.as_bytes())?;
        if !svg_to_stdout {
            gametable::output::announce_written(path, None, lang);
        }
    }
    if a.json {
        tree_json::write_tree(&mut out, game, &tree, conv)?;
    } else {
        tree_text::write_tree(&mut out, game, &tree, lang, conv)?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
