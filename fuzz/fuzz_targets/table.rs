//! The table reader: any bytes as XLSX (zip) or CSV, by the first byte.
#![no_main]

use std::path::Path;

use gametable::import::read_bytes_limited;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let name = if data.first().is_some_and(|b| b % 2 == 0) {
        "fuzz.xlsx"
    } else {
        "fuzz.csv"
    };
    // 256 MiB: a zip bomb is refused, as `check` would.
    let _ = read_bytes_limited(Path::new(name), data, 256 << 20);
});
