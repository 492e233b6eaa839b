//! `gametable graph FILE`: any game on a directed graph. Per vertex: the
//! outcome and remoteness (the retrograde solver) and the generalized
//! Sprague–Grundy value γ (a number or ∞(K)); `--tokens` the verdict for
//! several chips with a winning move; `--steps` seed 000's Algorithm 2;
//! `--dot`/`--csv` files.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{anyhow, bail};
use gametable::cli::{GraphArgs, RulesArgs};
use gametable::exam::wording::Lang;
use gametable::export::theory::{self, outcome, GraphReport};
use gametable::export::theory_xlsx;
use gametable::game::{Game, NoMoves};
use gametable::graph_input::{self, NamedGraph};
use gametable::output::{commit_all, stage, stage_bytes};
use gametable::solve::retrograde::{self, Node};
use gametable::solve::sg::{self, Gamma, Verdict};
use gametable::solve::{general, labelling_steps, SolveOptions};
use gametable::task::TEMPLATES;
use gametable::visible::visible;
use gametable::{msg, tr};

/// Where the graph came from, for messages.
struct Loaded {
    g: NamedGraph,
    what: String,
}

fn load(file: &str) -> anyhow::Result<Loaded> {
    let path = Path::new(file);
    let is_toml = file.ends_with(".toml");
    let builtin = TEMPLATES.iter().any(|(n, _)| {
        *n == file
            .trim_start_matches("templates/")
            .trim_end_matches(".toml")
    });
    if is_toml || (!path.exists() && builtin) {
        return load_game(file);
    }
    let bytes = gametable::resources::read_input(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => anyhow!(msg!("template-not-found", file = file)),
        _ => gametable::i18n::prefixed(file, e),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        anyhow!(msg!(
            "graph-not-utf8",
            file = file,
            byte = e.utf8_error().valid_up_to()
        ))
    })?;
    let g = graph_input::parse(file, &text)?;
    Ok(Loaded {
        g,
        what: file.to_string(),
    })
}

/// A game of the rules language: the positions reachable from its start(s).
fn load_game(file: &str) -> anyhow::Result<Loaded> {
    let task = super::solve::load_task(Some(file), &RulesArgs::default(), &[])?;
    let game: &Game = &task.game;
    let values = game
        .unknown_values(
            game.s_range.lo.saturating_add(999),
            gametable::solve::SolveOptions::default().max_positions,
        )
        .map_err(|e| anyhow!(msg!("at-file", file = file, error = e)))?;
    let mut starts = Vec::new();
    for &(k, s) in &values {
        starts.push(game.start_state(s, k).map_err(|e| {
            let e = msg!("start-for-s", s = s, error = e);
            anyhow!(msg!("at-file", file = file, error = e))
        })?);
    }
    let ex = general::explore(game, &starts, &SolveOptions::default()).map_err(|e| {
        let what = msg!("at-file", file = file, error = msg!("cannot-explore"));
        gametable::i18n::because(what, e)
    })?;
    let names: Vec<String> = ex
        .states
        .iter()
        .map(|st| {
            let n = game.position_name(&st.heaps).replace(' ', "");
            if st.hist == 0 {
                n
            } else {
                format!("{n}#{:x}", st.hist)
            }
        })
        .collect();
    let heaps = (game.heaps == 2 && !game.has_history())
        .then(|| ex.states.iter().map(|s| [s.heaps[0], s.heaps[1]]).collect());
    let start = (starts.len() == 1).then(|| ex.id(&starts[0])).flatten();
    let g = graph_input::from_explored(
        names,
        &ex.nodes,
        &ex.graph,
        game.no_moves == NoMoves::Win,
        start,
        heaps,
    );
    Ok(Loaded {
        g,
        what: format!("{} ({file})", task.name),
    })
}

fn vertex(g: &NamedGraph, what: &str, flag: &str, name: &str) -> anyhow::Result<u32> {
    let compact = name.replace(' ', "");
    g.find(name).or_else(|| g.find(&compact)).ok_or_else(|| {
        let shown: Vec<&str> = g.names.iter().take(12).map(String::as_str).collect();
        let more = if g.names.len() > 12 { ", …" } else { "" };
        anyhow!(msg!(
            "graph-no-vertex",
            flag = flag,
            name = name,
            what = what,
            vertices = format!("{}{more}", shown.join(", "))
        ))
    })
}

pub fn run(a: GraphArgs) -> anyhow::Result<ExitCode> {
    let outputs: Vec<(&str, &std::path::Path)> =
        [("--dot", &a.dot), ("--csv", &a.csv), ("--xlsx", &a.xlsx)]
            .into_iter()
            .filter_map(|(flag, p)| p.as_deref().map(|p| (flag, p)))
            .collect();
    gametable::output::check_outputs(&outputs, &[std::path::Path::new(&a.file)])?;
    if let Some(p) = &a.xlsx {
        gametable::output::refuse_stdout("--xlsx", p, msg!("out-what-workbook"))?;
    }
    // A file on stdout (`--csv -`) has it alone: the report goes to stderr.
    let report_to_stderr = outputs.iter().any(|(_, p)| gametable::output::is_stdout(p));
    let lang = a.lang;
    let Loaded { mut g, what } = load(&a.file)?;
    if let Some(p) = &a.xlsx {
        let rows = g.graph.len() as u64 + 1;
        if rows > gametable::export::EXCEL_MAX_ROWS {
            bail!(msg!(
                "graph-xlsx-rows",
                file = p.display().to_string(),
                rows = rows,
                max = gametable::export::EXCEL_MAX_ROWS
            ));
        }
    }
    if let Some(s) = &a.start {
        g.start = Some(vertex(&g, &what, "--start", s)?);
    }
    let mut chips = Vec::new();
    for t in &a.tokens {
        for name in graph_input::split_tokens(t) {
            chips.push(vertex(&g, &what, "--tokens", &name)?);
        }
    }
    if !a.tokens.is_empty() && chips.is_empty() {
        bail!(msg!("graph-no-tokens"));
    }
    let n = g.graph.len();
    let t0 = Instant::now();
    let codes = retrograde::solve(&g.graph, &vec![Node::Live; n], Node::Over, false);
    let t_retro = t0.elapsed();
    let t0 = Instant::now();
    let run_gamma = sg::generalized_run(&g.graph);
    let t_gamma = t0.elapsed();
    let gamma = run_gamma.values;
    let steps = a.steps.then(|| labelling_steps::run(&g.graph, g.start));
    // Names as printed: control characters (a terminal's escape sequences)
    // escaped; the files written below keep the real names.
    let real_names = g
        .names
        .iter()
        .any(|n| n.chars().any(char::is_control))
        .then(|| {
            let shown = g.names.iter().map(|n| visible(n).into_owned()).collect();
            std::mem::replace(&mut g.names, shown)
        });
    let what = visible(&what).into_owned();
    let report = GraphReport {
        g: &g,
        codes: &codes,
        gamma: &gamma,
        steps: steps.as_ref(),
    };

    let mut out = super::report_out(report_to_stderr);
    let count = |o: &str| codes.iter().filter(|&&c| outcome(c) == o).count();
    let largest = gamma.iter().filter_map(Gamma::finite).max();
    let summary = tr!(
        lang,
        "graph-summary",
        what = what.as_str(),
        vertices = n,
        edges = g.graph.succ.len(),
        win = count("win"),
        lose = count("lose"),
        draw = count("draw"),
        largest = largest.map_or("—".to_string(), |v| v.to_string()),
        infinite = gamma.iter().filter(|x| x.finite().is_none()).count()
    );
    writeln!(out, "{summary}")?;
    if let Some(z) = g.z {
        let after: Vec<&str> = (0..n)
            .filter(|&v| g.graph.successors(v) == [z])
            .map(|v| g.names[v].as_str())
            .take(8)
            .collect();
        let after = after.join(", ");
        writeln!(out, "{}", tr!(lang, "graph-z", after = after))?;
    }
    if let Some(run) = &steps {
        writeln!(out)?;
        writeln!(out, "{}", tr!(lang, "graph-algorithm2"))?;
        for s in &run.steps {
            let mut vs = s.vertices.clone();
            if let Some(h) = &g.heaps {
                // Positions in heap order, as the seed lists them ((0,2) before (1,1)).
                vs.sort_by_key(|&v| h.get(v as usize).copied());
            }
            let names: Vec<&str> = vs.iter().map(|&v| g.names[v as usize].as_str()).collect();
            let shown = if names.len() > 40 {
                let first = names[..40].join(" ");
                tr!(
                    lang,
                    "graph-step-more",
                    first = first,
                    vertices = names.len()
                )
            } else {
                names.join(" ")
            };
            writeln!(
                out,
                "{:<6} {}: {}",
                s.name(),
                s.label(),
                if shown.is_empty() {
                    "—".into()
                } else {
                    shown
                }
            )?;
        }
        let said = match g.start {
            Some(st) => {
                let start = g.names[st as usize].as_str();
                match run.labels[st as usize] {
                    Some((l, _)) => {
                        tr!(lang, "graph-start-labelled", start = start, label = l)
                    }
                    None => tr!(lang, "graph-start-unlabelled", start = start),
                }
            }
            None => tr!(lang, "graph-no-start"),
        };
        writeln!(out, "{said}")?;
        if g.heaps.is_some() {
            writeln!(out)?;
            writeln!(out, "{}", tr!(lang, "graph-labels-grid"))?;
            theory::write_heap_grid(&mut out, &g, &|v| match run.labels[v] {
                Some((l, _)) => l.to_string(),
                None => "·".into(),
            })?;
        }
    }
    if g.heaps.is_some() {
        writeln!(out)?;
        writeln!(out, "{}", tr!(lang, "graph-gamma-grid"))?;
        theory::write_heap_grid(&mut out, &g, &|v| gamma[v].to_string())?;
    }
    if !a.no_table {
        writeln!(out)?;
        theory::write_vertex_table(&mut out, &report, lang)?;
    }
    if let Some(st) = g.start {
        let st = st as usize;
        let said = tr!(
            lang,
            "graph-start",
            start = g.names[st].as_str(),
            outcome = outcome(codes[st]),
            code = gametable::label::code_text(codes[st]),
            gamma = gamma[st].to_string()
        );
        writeln!(out, "{said}")?;
    }
    if !chips.is_empty() {
        write_verdict(&mut out, &g, &gamma, &chips, lang)?;
    }
    out.flush()?;
    drop(out);
    if let Some(names) = real_names {
        g.names = names;
    }
    let report = GraphReport {
        g: &g,
        codes: &codes,
        gamma: &gamma,
        steps: steps.as_ref(),
    };
    let mut staged = Vec::new();
    if let Some(p) = &a.dot {
        staged.push(stage(p, |w| Ok(theory::write_dot(w, &report)?))?);
    }
    if let Some(p) = &a.csv {
        staged.push(stage(p, |w| theory::write_graph_csv(w, &report))?);
    }
    if let Some(p) = &a.xlsx {
        let bytes = theory_xlsx::graph_workbook(&report, lang).map_err(|e| {
            let file = p.display().to_string();
            anyhow!(msg!("workbook-failed", file = file, error = e.to_string()))
        })?;
        staged.push(stage_bytes(p, &bytes)?);
    }
    commit_all(staged, lang)?;
    if a.stats {
        let said = tr!(
            lang,
            "graph-stats",
            outcome = format!("{:.3}", t_retro.as_secs_f64()),
            gamma = format!("{:.3}", t_gamma.as_secs_f64()),
            rounds = run_gamma.rounds,
            largest = largest.map_or("—".to_string(), |v| v.to_string())
        );
        eprintln!("{said}");
    }
    Ok(ExitCode::SUCCESS)
}

fn write_verdict(
    out: &mut dyn Write,
    g: &NamedGraph,
    gamma: &[Gamma],
    chips: &[u32],
    lang: Lang,
) -> anyhow::Result<()> {
    let names: Vec<&str> = chips
        .iter()
        .map(|&c| g.names[c as usize].as_str())
        .collect();
    let values: Vec<String> = chips
        .iter()
        .map(|&c| gamma[c as usize].to_string())
        .collect();
    writeln!(out, "{}", tr!(lang, "graph-chips", chips = names.join(" ")))?;
    writeln!(out, "γ: {}", values.join(" ⊕ "))?;
    let infinite = chips
        .iter()
        .filter(|&&c| gamma[c as usize].finite().is_none())
        .count();
    let x = chips
        .iter()
        .filter_map(|&c| gamma[c as usize].finite())
        .fold(0, |x, v| x ^ v);
    let verdict = match sg::sum_verdict(&g.graph, gamma, chips) {
        Verdict::Win { mv } => tr!(
            lang,
            "graph-verdict-win",
            chip = mv.chip + 1,
            from = g.names[mv.from as usize].as_str(),
            to = g.names[mv.to as usize].as_str(),
            gamma = gamma[mv.to as usize].to_string()
        ),
        Verdict::Lose => tr!(lang, "graph-verdict-lose", xor = x),
        Verdict::Draw if infinite >= 2 => {
            tr!(lang, "graph-verdict-draw-infinite", chips = infinite)
        }
        Verdict::Draw => tr!(lang, "graph-verdict-draw", xor = x),
    };
    writeln!(out, "{verdict}")?;
    Ok(())
}
