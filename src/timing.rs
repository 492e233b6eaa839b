//! How long each phase of a command took, on stderr, when the environment
//! sets `GAMETABLE_TIMING` (for profiling: `bench/read.sh` reports the
//! phases of `book` with it). Nothing is measured otherwise.

use std::time::Instant;

/// A phase being timed: its time is printed when it is dropped.
#[derive(Debug)]
pub struct Span {
    name: &'static str,
    start: Option<Instant>,
}

/// Whether phases are timed (`GAMETABLE_TIMING` set and not empty).
fn on() -> bool {
    std::env::var_os("GAMETABLE_TIMING").is_some_and(|v| !v.is_empty())
}

/// Starts timing the phase `name`.
pub fn span(name: &'static str) -> Span {
    Span {
        name,
        start: on().then(Instant::now),
    }
}

impl Drop for Span {
    fn drop(&mut self) {
        if let Some(t) = self.start {
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            eprintln!("gametable: timing: {}: {ms:.1} ms", self.name);
        }
    }
}
