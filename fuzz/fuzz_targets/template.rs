//! The template loader: any text as a TOML template, then the game built from it.
#![no_main]

use gametable::task::parse_template;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok((spec, origin)) = parse_template("fuzz.toml", text) {
        let _ = spec.build(&|key| origin.locate(key));
    }
});
