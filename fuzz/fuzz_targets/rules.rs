//! The rules language: every parser, on any text, returns Ok or Err — never panics.
#![no_main]

use gametable::game::rules::{parse_end, parse_moves, parse_range, parse_start, parse_winner};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let _ = parse_start(src);
    let _ = parse_range(src);
    for heaps in 1..=3 {
        let _ = parse_moves(src, heaps);
        let _ = parse_end(src, heaps);
        let _ = parse_winner(src, heaps);
    }
});
