//! The table readers: any bytes as a workbook (XLSX, XLSM, XLSB, ODS in a
//! zip; XLS in an OLE file — the content picks the reader) or else as CSV.
//! Seeded with every file of samples/check, so each reader is reached.
#![no_main]

use std::path::Path;

use gametable::import::read_bytes_limited;
use libfuzzer_sys::fuzz_target;

const OLE: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0];

fuzz_target!(|data: &[u8]| {
    let name = if data.starts_with(b"PK") || data.starts_with(OLE) {
        "fuzz.xlsx"
    } else {
        "fuzz.csv"
    };
    // 256 MiB: a zip bomb is refused, as `check` would.
    let _ = read_bytes_limited(Path::new(name), data, 256 << 20);
});
