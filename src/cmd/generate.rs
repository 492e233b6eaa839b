//! `gametable generate --count N --seed X [--family NAME] --out FILE`: new
//! exam variants as a TOML file of `[[variant]]` tables.

use std::process::ExitCode;

use anyhow::anyhow;
use gametable::book::generate::{generate, to_toml};
use gametable::cli::GenerateArgs;
use gametable::output::{is_stdout, write_bytes_atomic};

pub fn run(a: GenerateArgs) -> anyhow::Result<ExitCode> {
    gametable::output::check_outputs(&[("--out", &a.out)], &[])?;
    let lang = a.lang;
    let bar = super::book::progress(
        u64::from(a.count),
        &gametable::tr!(lang, "progress-generating"),
    );
    let list =
        generate(a.count as usize, a.seed, a.family, &|| bar.inc(1)).map_err(|e| anyhow!(e))?;
    bar.finish_and_clear();
    let family = a
        .family
        .map(|f| format!(" --family {}", f.name()))
        .unwrap_or_default();
    let command = format!(
        "gametable generate --count {} --seed {}{family}",
        a.count, a.seed
    );
    let header = gametable::tr!(lang, "generate-header", command = command);
    let text = to_toml(&list, &header, lang);
    // `-` is stdout, as for every output (the staging writes it there).
    write_bytes_atomic(&a.out, text.as_bytes())?;
    if !is_stdout(&a.out) {
        let count = gametable::exam::wording::variants(list.len() as u64, lang);
        gametable::output::announce_written(&a.out, Some(&count), lang);
    }
    Ok(ExitCode::SUCCESS)
}
