//! Embeds every template of `templates/` into the binary.
use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=templates");
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("templates");
    let mut names: Vec<_> = fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "toml"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut out = String::from("[\n");
    for p in names {
        println!("cargo:rerun-if-changed={}", p.display());
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        out.push_str(&format!(
            "    ({stem:?}, include_str!({:?})),\n",
            p.display().to_string()
        ));
    }
    out.push(']');
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("templates.rs"),
        out,
    )
    .unwrap();
}
