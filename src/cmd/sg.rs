//! `gametable sg KIND`: Sprague–Grundy tables of heap games — subtraction
//! sets with their period, Nim, one-heap games of the rules language, the
//! corner game and Wythoff's queen — and sums (XOR) with a winning move;
//! misère play where the theory gives it.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use gametable::cli::{BoardArgs, NimArgs, SgArgs, SgKind, SgRulesArgs, SubtractArgs};
use gametable::exam::wording::Lang;
use gametable::export::theory;
use gametable::export::theory_xlsx;
use gametable::game::rules::GameSpec;
use gametable::game::{NoMoves, State};
use gametable::graph_input;
use gametable::output::{commit_all, stage, stage_bytes, Staged};
use gametable::solve::heap_sg::{self, Board, SubtractionSet};
use gametable::solve::sg::{self, Gamma, Verdict};
use gametable::solve::{general, SolveOptions};
use gametable::task::{find_template, parse_template};
use gametable::{msg, tr};

pub fn run(a: SgArgs) -> anyhow::Result<ExitCode> {
    let lang = a.lang;
    match a.kind {
        SgKind::Subtract(a) => subtract(a, lang),
        SgKind::Nim(a) => nim(a, lang),
        SgKind::Rules(a) => rules(a, lang),
        SgKind::Corner(a) => board(Board::Corner, a, lang),
        SgKind::Queen(a) => board(Board::Queen, a, lang),
    }
}

/// Parses `3,5,7` (spaces also separate).
fn parse_heaps(flag: &str, s: &str) -> anyhow::Result<Vec<u64>> {
    let heaps: Vec<u64> = s
        .split([',', ' ', ';'])
        .filter(|t| !t.trim().is_empty())
        .map(|t| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| anyhow!(msg!("sg-not-heap", flag = flag, found = t.trim())))
        })
        .collect::<anyhow::Result<_>>()?;
    if heaps.is_empty() {
        bail!(msg!("sg-no-heap", flag = flag));
    }
    Ok(heaps)
}

/// A winning move on a sum of heaps, in words.
fn take_words(m: &heap_sg::HeapMove, lang: Lang) -> String {
    tr!(
        lang,
        "sg-take",
        take = m.from - m.to,
        heap = m.heap + 1,
        from = m.from,
        to = m.to
    )
}

fn list(heaps: &[u64]) -> String {
    heaps
        .iter()
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a period seen is not proved: the set is infinite, or the moves are
/// the rules language's.
#[derive(Clone, Copy)]
enum Unproved {
    InfiniteSet,
    RulesMoves,
}

/// The period found, with how sure it is. `why_unproved`: said when only observed.
fn period_line(
    out: &mut dyn Write,
    g: &[u32],
    max_move: Option<u64>,
    why_unproved: Unproved,
    lang: Lang,
) -> std::io::Result<()> {
    let finite_set = max_move.is_some();
    let upto = g.len() - 1;
    let said = match heap_sg::detect_period(g, max_move) {
        Some(p) if p.proved => tr!(
            lang,
            "sg-period-proved",
            period = p.period,
            from = p.preperiod,
            run = max_move.unwrap_or(0)
        ),
        Some(p) => {
            let why = match why_unproved {
                Unproved::InfiniteSet => "infinite-set",
                Unproved::RulesMoves => "rules",
            };
            tr!(
                lang,
                "sg-period-observed",
                period = p.period,
                from = p.preperiod,
                upto = upto,
                why = why
            )
        }
        None if finite_set => tr!(lang, "sg-no-period-finite", upto = upto),
        None => tr!(lang, "sg-no-period", upto = upto),
    };
    writeln!(out, "{said}")
}

fn subtract(a: SubtractArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let set = SubtractionSet::parse(&a.set).map_err(|e| anyhow!(msg!("sg-set", error = e)))?;
    let heaps = a
        .heaps
        .as_deref()
        .map(|h| parse_heaps("--heaps", h))
        .transpose()?;
    let upto = a
        .upto
        .max(heaps.iter().flatten().copied().max().unwrap_or(0));
    let members = set.members_upto(upto.min(10_000_000)).len() as u64;
    if upto > 10_000_000 || upto.saturating_mul(members.max(1)) > 2_000_000_000 {
        // The largest heap asked for sets the work when it is past --upto.
        let flag = if upto > a.upto { "--heaps" } else { "--upto" };
        bail!(msg!(
            "sg-too-much-work",
            flag = flag,
            upto = upto,
            members = members
        ));
    }
    let to_stderr = check_outputs(&a.csv, &a.xlsx, upto)?;
    let mut out = super::report_out(to_stderr);
    let cells: Vec<String>;
    if a.misere {
        let win = heap_sg::misere_outcomes(&set, upto);
        cells = win
            .iter()
            .map(|&w| if w { "N" } else { "P" }.to_string())
            .collect();
        let head = tr!(
            lang,
            "sg-subtract-misere",
            set = set.text.as_str(),
            upto = upto
        );
        write_table(&mut out, &head, &cells, a.no_table)?;
        if let Some(heaps) = &heaps {
            if heaps.len() == 1 {
                let h = heaps[0];
                let mv = (1..=h).find(|&d| set.contains(d) && !win[(h - d) as usize]);
                let said = match (win[h as usize], mv) {
                    (true, Some(d)) => {
                        tr!(lang, "sg-heap-wins-take", heap = h, take = d, to = h - d)
                    }
                    (true, None) => tr!(lang, "sg-heap-wins-no-move", heap = h),
                    (false, _) => tr!(lang, "sg-heap-loses", heap = h),
                };
                writeln!(out, "{said}")?;
            } else if set.max().is_none() && set.contains(1) && (1..=upto).all(|d| set.contains(d))
            {
                write_misere_nim(&mut out, heaps, lang)?;
            } else {
                bail!(msg!("sg-misere-heaps"));
            }
        }
    } else {
        let g = heap_sg::subtraction_values(&set, upto);
        cells = g.iter().map(|v| v.to_string()).collect();
        let head = tr!(
            lang,
            "sg-subtract-head",
            set = set.text.as_str(),
            upto = upto
        );
        write_table(&mut out, &head, &cells, a.no_table)?;
        period_line(&mut out, &g, set.max(), Unproved::InfiniteSet, lang)?;
        if let Some(heaps) = &heaps {
            let (x, mv) = heap_sg::heap_sum(&set, &g, heaps);
            let parts: Vec<String> = heaps.iter().map(|&h| g[h as usize].to_string()).collect();
            let verdict = match mv {
                Some(m) => tr!(lang, "sg-sum-wins", how = take_words(&m, lang)),
                None => tr!(lang, "sg-sum-loses"),
            };
            let said = tr!(
                lang,
                "sg-heaps-sum",
                count = heaps.len(),
                heaps = list(heaps),
                values = parts.join(" ⊕ "),
                xor = x,
                verdict = verdict
            );
            writeln!(out, "{said}")?;
        }
    }
    out.flush()?;
    drop(out);
    let name = if a.misere { "outcome" } else { "g" };
    let mut staged = Vec::new();
    if let Some(p) = &a.csv {
        staged.push(stage(p, |w| theory::write_values_csv(w, name, &cells))?);
    }
    if let Some(p) = &a.xlsx {
        // The workbook's heading is read, the CSV's a key: only it is worded.
        let heading = if a.misere {
            gametable::i18n::text(lang, "graph-head-outcome", &[])
        } else {
            name.to_string()
        };
        staged.push(stage_xlsx(
            p,
            theory_xlsx::values_workbook(&heading, &cells, lang),
        )?);
    }
    commit_all(staged, lang)?;
    Ok(ExitCode::SUCCESS)
}

/// A table's heading, and the values ten to a row unless `no_table`.
fn write_table(
    out: &mut dyn Write,
    head: &str,
    cells: &[String],
    no_table: bool,
) -> std::io::Result<()> {
    writeln!(out, "{head}")?;
    if !no_table {
        theory::write_values_by_ten(out, cells)?;
    }
    Ok(())
}

fn write_misere_nim(out: &mut dyn Write, heaps: &[u64], lang: Lang) -> anyhow::Result<()> {
    let (wins, mv) = heap_sg::misere_nim(heaps);
    let verdict = match (wins, mv) {
        (true, Some(m)) => tr!(
            lang,
            "sg-misere-nim-wins",
            take = m.from - m.to,
            heap = m.heap + 1,
            from = m.from,
            to = m.to
        ),
        (true, None) => tr!(lang, "sg-misere-nim-no-move"),
        (false, _) => tr!(lang, "sg-misere-nim-loses"),
    };
    let said = tr!(
        lang,
        "sg-misere-nim",
        count = heaps.len(),
        heaps = list(heaps),
        verdict = verdict
    );
    writeln!(out, "{said}")?;
    Ok(())
}

fn nim(a: NimArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    let heaps = parse_heaps("HEAPS", &a.heaps)?;
    let mut out = super::stdout();
    if a.misere {
        write_misere_nim(&mut out, &heaps, lang)?;
    } else {
        let (x, mv) = heap_sg::nim(&heaps);
        let bits = heaps
            .iter()
            .chain([&x])
            .map(|h| 64 - h.leading_zeros())
            .max()
            .unwrap_or(1)
            .max(1) as usize;
        let w = heaps
            .iter()
            .map(|h| h.to_string().len())
            .max()
            .unwrap_or(1)
            .max(x.to_string().len());
        for &h in &heaps {
            writeln!(out, "  {h:>w$} = {h:0bits$b}")?;
        }
        writeln!(out, "⊕ {x:>w$} = {x:0bits$b}")?;
        let said = match mv {
            Some(m) => tr!(lang, "sg-nim-wins", xor = x, how = take_words(&m, lang)),
            None => tr!(lang, "sg-nim-loses"),
        };
        writeln!(out, "{said}")?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn rules(a: SgRulesArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    if a.upto < 0 {
        bail!(msg!("sg-upto-negative", upto = a.upto));
    }
    let to_stderr = check_outputs(&a.csv, &a.xlsx, a.upto as u64)?;
    let mut spec = GameSpec::default();
    let mut origin = None;
    if let Some(gname) = &a.game {
        let (name, text) = find_template(gname).map_err(|e| anyhow!(e))?;
        let (s, o) = parse_template(&name, &text).map_err(|e| anyhow!(e))?;
        spec = s.game;
        origin = Some(o);
    }
    if !a.moves.is_empty() {
        spec.moves = Some(a.moves.join("; "));
    }
    if a.require.is_some() {
        spec.require = a.require.clone();
    }
    if spec.moves.is_none() {
        bail!(msg!("sg-no-moves"));
    }
    spec.start = Some("S".into());
    spec.s = Some(format!("0..{}", a.upto));
    if spec.end.is_none() {
        spec.end = Some("sum < 0".into()); // never: play ends when no move is left
    }
    let from_flag =
        |k: &str| (k == "moves" && !a.moves.is_empty()) || (k == "require" && a.require.is_some());
    let locate = |k: &str| match (&origin, from_flag(k)) {
        (Some(o), false) => o.locate(k),
        _ => format!("--{k}"),
    };
    let game = spec.build(&locate).map_err(|e| anyhow!(e))?;
    if game.heaps != 1 {
        bail!(msg!("sg-one-heap", field = locate("start")));
    }
    let heaps: Vec<u64> = a
        .heaps
        .as_deref()
        .map(|h| parse_heaps("--heaps", h))
        .transpose()?
        .unwrap_or_default();
    let top = (a.upto as u64).max(heaps.iter().copied().max().unwrap_or(0));
    if top >= a.max_positions as u64 {
        bail!(msg!("sg-max-positions", top = top, max = a.max_positions));
    }
    let starts: Vec<State> = (0..=top as i64).map(|n| State::of(&[n])).collect();
    let opts = SolveOptions {
        max_positions: a.max_positions,
        ..SolveOptions::default()
    };
    let ex = general::explore(&game, &starts, &opts)
        .map_err(|e| gametable::i18n::because(msg!("cannot-explore"), e))?;
    let names: Vec<String> = ex
        .states
        .iter()
        .map(|s| game.position_name(&s.heaps))
        .collect();
    let ng = graph_input::from_explored(
        names,
        &ex.nodes,
        &ex.graph,
        game.no_moves == NoMoves::Win,
        None,
        None,
    );
    let gamma = sg::generalized(&ng.graph);
    let at = |n: u64| {
        ex.id(&State::of(&[n as i64]))
            .expect("every start is explored") as usize
    };
    let values: Vec<&Gamma> = (0..=a.upto as u64).map(|n| &gamma[at(n)]).collect();
    let cells: Vec<String> = values.iter().map(|g| g.to_string()).collect();
    let mut out = super::report_out(to_stderr);
    let head = tr!(
        lang,
        "sg-rules-head",
        moves = game.text.moves.as_str(),
        upto = a.upto,
        positions = ng.graph.len(),
        z = if ng.z.is_some() { "yes" } else { "no" }
    );
    writeln!(out, "{head}")?;
    theory::write_values_by_ten(&mut out, &cells)?;
    let finite: Option<Vec<u32>> = values.iter().map(|g| g.finite()).collect();
    match &finite {
        Some(g) => period_line(&mut out, g, None, Unproved::RulesMoves, lang)?,
        None => writeln!(out, "{}", tr!(lang, "sg-infinite-values"))?,
    }
    if !heaps.is_empty() {
        let chips: Vec<u32> = heaps.iter().map(|&h| at(h) as u32).collect();
        let parts: Vec<String> = chips
            .iter()
            .map(|&c| gamma[c as usize].to_string())
            .collect();
        let verdict = match sg::sum_verdict(&ng.graph, &gamma, &chips) {
            Verdict::Win { mv } => tr!(
                lang,
                "sg-rules-sum-wins",
                heap = mv.chip + 1,
                from = ng.names[mv.from as usize].as_str(),
                to = ng.names[mv.to as usize].as_str()
            ),
            Verdict::Lose => tr!(lang, "sg-sum-loses"),
            Verdict::Draw => tr!(lang, "sg-sum-draw"),
        };
        let said = tr!(
            lang,
            "sg-rules-sum",
            count = heaps.len(),
            heaps = list(&heaps),
            values = parts.join(" ⊕ "),
            verdict = verdict
        );
        writeln!(out, "{said}")?;
    }
    out.flush()?;
    drop(out);
    let mut staged = Vec::new();
    if let Some(p) = &a.csv {
        staged.push(stage(p, |w| theory::write_values_csv(w, "g", &cells))?);
    }
    if let Some(p) = &a.xlsx {
        staged.push(stage_xlsx(
            p,
            theory_xlsx::values_workbook("g", &cells, lang),
        )?);
    }
    commit_all(staged, lang)?;
    Ok(ExitCode::SUCCESS)
}

fn board(kind: Board, a: BoardArgs, lang: Lang) -> anyhow::Result<ExitCode> {
    if a.size == 0 || a.size > 600 {
        bail!(msg!("sg-size", size = a.size));
    }
    let to_stderr = check_outputs(&a.csv, &a.xlsx, a.size as u64)?;
    let mut pieces = Vec::new();
    for p in &a.pieces {
        let parts: Vec<&str> = p.split([',', ' ']).filter(|t| !t.is_empty()).collect();
        let nums: Option<Vec<usize>> = parts.iter().map(|t| t.parse().ok()).collect();
        match nums.as_deref() {
            Some(&[r, c]) if r < a.size && c < a.size => pieces.push((r, c)),
            Some(&[_, _]) => bail!(msg!("sg-off-board", at = p, last = a.size - 1)),
            _ => bail!(msg!("sg-bad-at", at = p)),
        }
    }
    let g = heap_sg::board_values(kind, a.size);
    let mut out = super::report_out(to_stderr);
    let head = match kind {
        Board::Corner => tr!(lang, "sg-corner-head"),
        Board::Queen => tr!(lang, "sg-queen-head"),
    };
    writeln!(out, "{head}")?;
    theory::write_board(&mut out, &g)?;
    match kind {
        Board::Corner => {
            let xor = g
                .iter()
                .enumerate()
                .all(|(r, row)| row.iter().enumerate().all(|(c, &v)| v as usize == r ^ c));
            let said = tr!(lang, "sg-corner-xor", xor = if xor { "yes" } else { "no" });
            writeln!(out, "{said}")?;
        }
        Board::Queen => {
            let zeros: Vec<String> = (0..a.size)
                .flat_map(|r| (r..a.size).map(move |c| (r, c)))
                .filter(|&(r, c)| g[r][c] == 0)
                .map(|(r, c)| format!("({r}, {c})"))
                .collect();
            let said = tr!(lang, "sg-queen-zeros", cells = zeros.join(" "));
            writeln!(out, "{said}")?;
        }
    }
    if !pieces.is_empty() {
        let (x, mv) = heap_sg::board_sum(kind, &g, &pieces);
        let parts: Vec<String> = pieces.iter().map(|&(r, c)| g[r][c].to_string()).collect();
        let verdict = match mv {
            Some(m) => tr!(
                lang,
                "sg-board-sum-wins",
                piece = m.piece + 1,
                from = format!("({}, {})", m.from.0, m.from.1),
                to = format!("({}, {})", m.to.0, m.to.1)
            ),
            None => tr!(lang, "sg-sum-loses"),
        };
        let said = tr!(
            lang,
            "sg-board-sum",
            values = parts.join(" ⊕ "),
            xor = x,
            verdict = verdict
        );
        writeln!(out, "{said}")?;
    }
    out.flush()?;
    drop(out);
    let mut staged = Vec::new();
    if let Some(p) = &a.csv {
        staged.push(stage(p, |w| theory::write_board_csv(w, &g))?);
    }
    if let Some(p) = &a.xlsx {
        staged.push(stage_xlsx(p, theory_xlsx::board_workbook(&g, lang))?);
    }
    commit_all(staged, lang)?;
    Ok(ExitCode::SUCCESS)
}

fn stage_xlsx(
    p: &std::path::Path,
    bytes: Result<Vec<u8>, rust_xlsxwriter::XlsxError>,
) -> anyhow::Result<Staged> {
    let bytes = bytes.map_err(|e| {
        let file = p.display().to_string();
        anyhow!(msg!("workbook-failed", file = file, error = e.to_string()))
    })?;
    stage_bytes(p, &bytes)
}

/// Checks `--csv` and `--xlsx` before any work: writable, not one file, and
/// `rows` (one per heap size 0..=rows, and a header) within Excel's sheet.
/// Returns whether the CSV goes to stdout (`--csv -`; the text then goes to
/// stderr).
fn check_outputs(
    csv: &Option<std::path::PathBuf>,
    xlsx: &Option<std::path::PathBuf>,
    rows: u64,
) -> anyhow::Result<bool> {
    let mut outs = Vec::new();
    if let Some(p) = csv {
        outs.push(("--csv", p.as_path()));
    }
    if let Some(p) = xlsx {
        gametable::output::refuse_stdout("--xlsx", p, msg!("out-what-workbook"))?;
        outs.push(("--xlsx", p.as_path()));
        if rows.saturating_add(2) > gametable::export::EXCEL_MAX_ROWS {
            bail!(msg!(
                "sg-xlsx-rows",
                file = p.display().to_string(),
                rows = rows.saturating_add(2),
                max = gametable::export::EXCEL_MAX_ROWS
            ));
        }
    }
    gametable::output::check_outputs(&outs, &[])?;
    Ok(csv.as_deref().is_some_and(gametable::output::is_stdout))
}
