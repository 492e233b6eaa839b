//! Writers for the theory tables: a game graph's vertices (outcome,
//! remoteness, γ, Algorithm 2's labels) as text, CSV and Graphviz DOT; heap
//! and board Sprague–Grundy tables as text and CSV. They show what the
//! solvers computed and compute nothing about the game.

use std::io::{self, Write};

use crate::exam::wording::Lang;
use crate::graph_input::NamedGraph;
use crate::label::code_text;
use crate::solve::labelling_steps;
use crate::solve::sg::Gamma;
use crate::solve::Code;
use crate::tr;

/// A solved game graph.
pub struct GraphReport<'a> {
    pub g: &'a NamedGraph,
    /// Outcome and remoteness per vertex (the retrograde solver).
    pub codes: &'a [Code],
    pub gamma: &'a [Gamma],
    /// Algorithm 2's run, when asked for.
    pub steps: Option<&'a labelling_steps::Run>,
}

/// `win`, `lose` or `draw` for the player to move.
pub fn outcome(code: Code) -> &'static str {
    match code {
        Code::Win(_) | Code::Handed => "win",
        Code::Lose(_) | Code::Over => "lose",
        _ => "draw",
    }
}

/// [`outcome`] in `lang`'s words («выигрыш», «проигрыш», «ничья»).
pub fn outcome_word(code: Code, lang: Lang) -> String {
    tr!(lang, "graph-outcome", outcome = outcome(code))
}

impl GraphReport<'_> {
    /// Algorithm 2's label and step of a vertex: `1 A-2`, or empty.
    fn step_of(&self, v: usize) -> Option<(u8, String)> {
        let run = self.steps?;
        run.labels[v].map(|(l, i)| (l, run.steps[i].name()))
    }
}

/// The per-vertex table, its headings and outcomes worded in `lang`.
pub fn write_vertex_table(out: &mut dyn Write, r: &GraphReport, lang: Lang) -> io::Result<()> {
    let word = |code: Code| outcome_word(code, lang);
    let head = |id: &str| crate::i18n::text(lang, id, &[]);
    let (vertex, outcome_head, code_head) = (
        head("graph-head-vertex"),
        head("graph-head-outcome"),
        head("graph-head-code"),
    );
    let (label_head, step_head) = (head("graph-head-label"), head("graph-head-step"));
    let w =
        r.g.names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(1)
            .max(vertex.chars().count());
    let ow = [Code::Win(1), Code::Lose(1), Code::Draw]
        .map(|c| word(c).chars().count())
        .into_iter()
        .chain([outcome_head.chars().count()])
        .max()
        .unwrap_or(7);
    let cw = code_head.chars().count().max(4);
    let lw = label_head.chars().count().max(1);
    let gw = r
        .gamma
        .iter()
        .map(|g| g.to_string().chars().count())
        .max()
        .unwrap_or(1)
        .max(1);
    use std::fmt::Write as _;
    let mut line = format!(
        "{vertex:<w$}  {outcome_head:<ow$}  {code_head:<cw$}  {:<gw$}",
        "γ"
    );
    if r.steps.is_some() {
        let _ = write!(line, "  {label_head:<lw$}  {step_head}");
    }
    writeln!(out, "{}", line.trim_end())?;
    for (v, name) in r.g.names.iter().enumerate() {
        let pad = w - name.chars().count();
        line.clear();
        let _ = write!(
            line,
            "{name}{}  {:<ow$}  {:>cw$}  {:<gw$}",
            " ".repeat(pad),
            word(r.codes[v]),
            code_text(r.codes[v]),
            r.gamma[v].to_string()
        );
        if r.steps.is_some() {
            let _ = match r.step_of(v) {
                Some((l, s)) => write!(line, "  {l:>lw$}  {s}"),
                None => write!(line, "  {:>lw$}  —", "·"),
            };
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// For a two-heap game's graph: a grid of `cell(v)` with heap 1 up the rows
/// ((0, 0) at the bottom left, as in seed 000's figures) and heap 2 across.
pub fn write_heap_grid(
    out: &mut dyn Write,
    g: &NamedGraph,
    cell: &dyn Fn(usize) -> String,
) -> io::Result<()> {
    let Some(heaps) = &g.heaps else {
        return Ok(());
    };
    let (mut lo, mut hi) = ([i64::MAX; 2], [i64::MIN; 2]);
    for h in heaps {
        for i in 0..2 {
            lo[i] = lo[i].min(h[i]);
            hi[i] = hi[i].max(h[i]);
        }
    }
    if heaps.is_empty() || (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1) > 10_000 {
        return Ok(());
    }
    let mut at = std::collections::HashMap::new();
    for (v, h) in heaps.iter().enumerate() {
        at.insert(*h, v);
    }
    let cols: Vec<i64> = (lo[1]..=hi[1]).collect();
    let texts: Vec<Vec<String>> = (lo[0]..=hi[0])
        .rev()
        .map(|a| {
            cols.iter()
                .map(|&b| at.get(&[a, b]).map_or("·".to_string(), |&v| cell(v)))
                .collect()
        })
        .collect();
    let width = texts
        .iter()
        .flatten()
        .map(|t| t.chars().count())
        .chain(cols.iter().map(|c| c.to_string().len()))
        .max()
        .unwrap_or(1);
    let rw = hi[0].to_string().len().max(lo[0].to_string().len()).max(5);
    for (row, a) in texts.iter().zip((lo[0]..=hi[0]).rev()) {
        write!(out, "{a:>rw$}")?;
        for t in row {
            write!(out, " {}{t}", " ".repeat(width - t.chars().count()))?;
        }
        writeln!(out)?;
    }
    write!(out, "{:>rw$}", "h1/h2")?;
    for c in &cols {
        write!(out, " {c:>width$}")?;
    }
    writeln!(out)?;
    Ok(())
}

/// The per-vertex table as CSV: `vertex,outcome,code,gamma[,label,step]`.
pub fn write_graph_csv(out: &mut dyn Write, r: &GraphReport) -> anyhow::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    let mut head = vec!["vertex", "outcome", "code", "gamma"];
    if r.steps.is_some() {
        head.extend(["label", "step"]);
    }
    w.write_record(&head)?;
    for (v, name) in r.g.names.iter().enumerate() {
        let mut rec = vec![
            super::csv::neutral(name).into_owned(),
            outcome(r.codes[v]).to_string(),
            code_text(r.codes[v]),
            r.gamma[v].to_string(),
        ];
        if r.steps.is_some() {
            match r.step_of(v) {
                Some((l, s)) => rec.extend([l.to_string(), s]),
                None => rec.extend([String::new(), String::new()]),
            }
        }
        w.write_record(&rec)?;
    }
    w.flush()?;
    Ok(())
}

/// A DOT string: `"` and `\` escaped, every other character kept but NUL,
/// which no DOT reader takes (Graphviz stops at it): U+FFFD stands for it.
fn dot_quote(s: &str) -> String {
    format!(
        "\"{}\"",
        s.replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\0', "\u{FFFD}")
    )
}

/// The graph as Graphviz DOT: each vertex labelled with its name, γ and
/// code (and Algorithm 2's label), filled by outcome (lose red, win green,
/// draw yellow); the start drawn doubled.
pub fn write_dot(out: &mut dyn Write, r: &GraphReport) -> io::Result<()> {
    writeln!(out, "digraph game {{")?;
    writeln!(
        out,
        "  graph [label=\"γ: generalized Sprague–Grundy value; code: +K win in K, -K lose in K, 0 no move, D draw\", labelloc=b, fontsize=10];"
    )?;
    writeln!(
        out,
        "  node [shape=circle, style=filled, fontname=\"Helvetica\", fontsize=11];"
    )?;
    for (v, name) in r.g.names.iter().enumerate() {
        let fill = match outcome(r.codes[v]) {
            "win" => "#b7e1b0",
            "lose" => "#f3b0b0",
            _ => "#f6e39b",
        };
        // The name quoted as in the node's ID (a backslash in it is the
        // name's, not an escape); the rest are DOT's line breaks.
        let quoted = dot_quote(name);
        let mut label = format!(
            "{}\\nγ={}\\n{}",
            &quoted[1..quoted.len() - 1],
            r.gamma[v],
            code_text(r.codes[v])
        );
        if let Some((l, s)) = r.step_of(v) {
            label.push_str(&format!("\\n{l} ({s})"));
        }
        let shape = if r.g.start == Some(v as u32) {
            ", shape=doublecircle"
        } else {
            ""
        };
        writeln!(
            out,
            "  {quoted} [label=\"{label}\", fillcolor=\"{fill}\"{shape}];"
        )?;
    }
    for v in 0..r.g.names.len() {
        for &w in r.g.graph.successors(v) {
            writeln!(
                out,
                "  {} -> {};",
                dot_quote(&r.g.names[v]),
                dot_quote(&r.g.names[w as usize])
            )?;
        }
    }
    writeln!(out, "}}")
}

/// A row of values n = 0..len as a table with ten per row: `n | +0 … +9`.
pub fn write_values_by_ten(out: &mut dyn Write, cells: &[String]) -> io::Result<()> {
    let width = cells
        .iter()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1)
        .max(2);
    let rw = (cells.len().max(1) - 1).to_string().len().max(1);
    write!(out, "{:>rw$} |", "n")?;
    for d in 0..10.min(cells.len()) {
        write!(out, " {:>width$}", format!("+{d}"))?;
    }
    writeln!(out)?;
    for (i, chunk) in cells.chunks(10).enumerate() {
        write!(out, "{:>rw$} |", i * 10)?;
        for c in chunk {
            write!(out, " {}{c}", " ".repeat(width - c.chars().count()))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// `n,<name>` rows as CSV.
pub fn write_values_csv(out: &mut dyn Write, name: &str, cells: &[String]) -> anyhow::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    w.write_record(["n", &super::csv::neutral(name)])?;
    for (n, c) in cells.iter().enumerate() {
        w.write_record([n.to_string(), c.clone()])?;
    }
    w.flush()?;
    Ok(())
}

/// A board table: rows r, columns c (row 0 at the top: the corner).
pub fn write_board(out: &mut dyn Write, g: &[Vec<u32>]) -> io::Result<()> {
    let width = g
        .iter()
        .flatten()
        .map(|v| v.to_string().len())
        .chain([g.len().saturating_sub(1).to_string().len()])
        .max()
        .unwrap_or(1);
    let rw = g.len().saturating_sub(1).to_string().len().max(3);
    write!(out, "{:>rw$}", "r\\c")?;
    for c in 0..g.len() {
        write!(out, " {c:>width$}")?;
    }
    writeln!(out)?;
    for (r, row) in g.iter().enumerate() {
        write!(out, "{r:>rw$}")?;
        for v in row {
            write!(out, " {v:>width$}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// A board table as CSV: a header row of columns, then `r,g(r,0),g(r,1),…`.
pub fn write_board_csv(out: &mut dyn Write, g: &[Vec<u32>]) -> anyhow::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    let mut head = vec!["r\\c".to_string()];
    head.extend((0..g.len()).map(|c| c.to_string()));
    w.write_record(&head)?;
    for (r, row) in g.iter().enumerate() {
        let mut rec = vec![r.to_string()];
        rec.extend(row.iter().map(|v| v.to_string()));
        w.write_record(&rec)?;
    }
    w.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn dot_strings_quote_and_keep_all_but_nul() {
        assert_eq!(dot_quote("a\"b\\"), "\"a\\\"b\\\\\"");
        assert_eq!(dot_quote("x\u{1b}[1m\n"), "\"x\u{1b}[1m\n\"");
        assert_eq!(dot_quote("a\0b"), "\"a\u{FFFD}b\"");
    }

    #[test]
    fn outcome_of_codes() {
        assert_eq!(outcome(Code::Over), "lose");
        assert_eq!(outcome(Code::Draw), "draw");
    }

    use super::*;
    use crate::graph_input::parse;
    use crate::solve::retrograde::{self, Node};
    use crate::solve::sg::generalized;

    #[test]
    fn dot_and_csv_of_a_chain() {
        let g = parse("g.csv", "A,B\nB,C\n").unwrap();
        let codes = retrograde::solve(&g.graph, &[Node::Live; 3], Node::Over, false);
        let gamma = generalized(&g.graph);
        let r = GraphReport {
            g: &g,
            codes: &codes,
            gamma: &gamma,
            steps: None,
        };
        let mut dot = Vec::new();
        write_dot(&mut dot, &r).unwrap();
        let dot = String::from_utf8(dot).unwrap();
        assert!(dot.contains("\"A\" -> \"B\";"), "{dot}");
        assert!(
            dot.contains("\"C\" [label=\"C\\nγ=0\\n0\", fillcolor=\"#f3b0b0\"]"),
            "{dot}"
        );
        let mut csv = Vec::new();
        write_graph_csv(&mut csv, &r).unwrap();
        assert_eq!(
            String::from_utf8(csv).unwrap(),
            "vertex,outcome,code,gamma\nA,lose,-1,0\nB,win,+1,1\nC,lose,0,0\n"
        );
    }

    #[test]
    fn values_by_ten() {
        let cells: Vec<String> = (0..12).map(|n| (n % 4).to_string()).collect();
        let mut out = Vec::new();
        write_values_by_ten(&mut out, &cells).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text,
            " n | +0 +1 +2 +3 +4 +5 +6 +7 +8 +9\n 0 |  0  1  2  3  0  1  2  3  0  1\n10 |  2  3\n"
        );
    }
}
