//! Memory limits: what the machine has free, and sizes like `2G`.

/// Parses a size: `500M`, `2G`, `1024` (bytes), `1.5G`.
pub fn parse_size(s: &str) -> Result<u64, crate::i18n::Msg> {
    let t = s.trim();
    let (num, mult) = match t.char_indices().find(|(_, c)| c.is_ascii_alphabetic()) {
        Some((i, _)) => {
            let unit = t[i..].to_ascii_uppercase();
            let m: u64 = match unit.trim_end_matches("IB").trim_end_matches('B') {
                "" => 1,
                "K" => 1 << 10,
                "M" => 1 << 20,
                "G" => 1 << 30,
                "T" => 1 << 40,
                _ => return Err(crate::msg!("size-unit", value = s)),
            };
            (&t[..i], m)
        }
        None => (t, 1),
    };
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| crate::msg!("size-expected", value = s))?;
    if v.is_nan() || v <= 0.0 || !v.is_finite() {
        return Err(crate::msg!("size-positive", value = s));
    }
    Ok((v * mult as f64) as u64)
}

/// Bytes of memory available now (MemAvailable), if known.
pub fn available() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Room left under the process's address-space limit (RLIMIT_AS, `ulimit
/// -v`), if it has one: the limit less what is mapped now, less 256 MiB for
/// thread stacks and the allocator's own reservations, three quarters of
/// that for the heap (a growing buffer briefly needs old and new).
pub fn address_space_room() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    let soft: u64 = line
        .trim_start_matches("Max address space")
        .split_whitespace()
        .next()?
        .parse()
        .ok()?; // "unlimited" does not parse: no limit
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let vm_kb: u64 = status
        .lines()
        .find(|l| l.starts_with("VmSize:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    Some(soft.saturating_sub(vm_kb * 1024).saturating_sub(256 << 20) / 4 * 3)
}

/// What set the run's memory limit, and how to change it, for messages
/// that name the limit: `--max-memory`, or `ulimit -v` (what the
/// address-space limit leaves), or the memory free when the run started.
/// A limit not [`enforce`]d (a library caller's own) is the flag's on the
/// command line and the page's in the browser (which has no flag).
pub fn limit_source() -> crate::i18n::Msg {
    use crate::msg;
    if LIMIT.load(Ordering::Relaxed) == usize::MAX {
        return if cfg!(target_arch = "wasm32") {
            msg!("limit-page")
        } else {
            msg!("limit-flag")
        };
    }
    match from_code(FROM.load(Ordering::Relaxed)) {
        LimitFrom::Flag => msg!("limit-flag"),
        LimitFrom::Free => msg!("limit-free"),
        LimitFrom::AddressSpace => msg!("limit-address-space"),
    }
}

/// `300.0 MiB (--max-memory)`: a limit and what set it.
pub fn limit_named(bytes: u64) -> crate::i18n::Msg {
    crate::msg!(
        "limit-named",
        size = crate::solve::human_bytes(bytes),
        source = limit_source()
    )
}

/// The language of the message [`Bounded`] prints when the memory limit
/// stops a run (set by the binary: the run's language): 1 for Russian.
static OOM_RUSSIAN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Words the out-of-memory message in `lang`. The catalogs are read now,
/// not when memory has run out.
pub fn set_message_lang(lang: crate::exam::wording::Lang) {
    OOM_RUSSIAN.store(lang == crate::exam::wording::Lang::Ru, Ordering::Relaxed);
    let before = LIVE.load(Ordering::Relaxed);
    let _ = crate::tr!(lang, "out-of-memory", limit = "", reached = "", source = "");
    CATALOGS.store(
        LIVE.load(Ordering::Relaxed).saturating_sub(before),
        Ordering::Relaxed,
    );
}

/// The bytes the message catalogs took when read: the program's own words,
/// not the job's memory, so not counted against the limit.
static CATALOGS: AtomicUsize = AtomicUsize::new(0);

/// Reads a file given as input, at most a quarter of the run's memory limit
/// of it: a file any larger could not be worked on within the limit, and
/// `/dev/zero` or `/dev/urandom` would never end. Devices and pipes are
/// read (a shell's `<(…)` is a pipe) within the same bound.
///
/// # Errors
/// The file's own, or [`std::io::ErrorKind::FileTooLarge`] naming the bound.
pub fn read_input(path: &std::path::Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let cap = max_bytes(None).unwrap_or(8 << 30) / 4;
    let too_large = || {
        std::io::Error::new(
            std::io::ErrorKind::FileTooLarge,
            crate::msg!(
                "input-too-large",
                size = crate::solve::human_bytes(cap),
                source = limit_source()
            ),
        )
    };
    let file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_dir() {
        return Err(std::io::Error::from(std::io::ErrorKind::IsADirectory));
    }
    if meta.is_file() && meta.len() > cap {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(cap + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Where the run's memory limit came from (said when it stops a run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitFrom {
    Flag,
    Free,
    AddressSpace,
}

/// The memory limit: the flag's value, else what is free (8 GiB if
/// unknown); never more than the address-space limit leaves. Once a run's
/// limit is [`enforce`]d, `None` gives that limit.
pub fn max_bytes(flag: Option<&str>) -> Result<u64, crate::i18n::Msg> {
    Ok(limit_and_source(flag)?.0)
}

/// [`max_bytes`] and where it came from.
pub fn limit_and_source(flag: Option<&str>) -> Result<(u64, LimitFrom), crate::i18n::Msg> {
    let (wanted, from) = match flag {
        Some(s) => (parse_size(s)?, LimitFrom::Flag),
        None => {
            let enforced = LIMIT.load(Ordering::Relaxed);
            if enforced != usize::MAX {
                return Ok((enforced as u64, from_code(FROM.load(Ordering::Relaxed))));
            }
            (available().unwrap_or(8 << 30), LimitFrom::Free)
        }
    };
    Ok(match address_space_room() {
        Some(room) if room < wanted => (room, LimitFrom::AddressSpace),
        _ => (wanted, from),
    })
}

fn from_code(c: u8) -> LimitFrom {
    match c {
        0 => LimitFrom::Flag,
        1 => LimitFrom::Free,
        _ => LimitFrom::AddressSpace,
    }
}

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};

/// Heap bytes in use now, counted by [`Bounded`].
static LIVE: AtomicUsize = AtomicUsize::new(0);
/// The enforced limit ([`usize::MAX`]: none yet).
static LIMIT: AtomicUsize = AtomicUsize::new(usize::MAX);
static FROM: AtomicU8 = AtomicU8::new(1);
/// Set once the limit was crossed: the way out may allocate freely.
static TRIPPED: AtomicBool = AtomicBool::new(false);

/// Makes `bytes` the run's memory limit: [`Bounded`] stops the run (exit
/// status 2, one line on stderr, temporary files removed) when the heap
/// would grow past it, whatever asked for the memory.
pub fn enforce(bytes: u64, from: LimitFrom) {
    FROM.store(
        match from {
            LimitFrom::Flag => 0,
            LimitFrom::Free => 1,
            LimitFrom::AddressSpace => 2,
        },
        Ordering::Relaxed,
    );
    LIMIT.store(
        usize::try_from(bytes).unwrap_or(usize::MAX),
        Ordering::Relaxed,
    );
}

/// Heap bytes in use now (0 unless the binary runs on [`Bounded`]).
pub fn heap_in_use() -> usize {
    LIVE.load(Ordering::Relaxed)
}

/// The binary's allocator: the system's, counting the bytes in use and
/// holding them under the limit set by [`enforce`]. Estimates refuse most
/// oversized jobs before they start, with a message naming the job; this is
/// the bound for everything else.
pub struct Bounded;

impl Bounded {
    #[inline]
    fn reserve(n: usize) {
        let now = LIVE.fetch_add(n, Ordering::Relaxed).saturating_add(n);
        let job = now.saturating_sub(CATALOGS.load(Ordering::Relaxed));
        if job > LIMIT.load(Ordering::Relaxed) && !TRIPPED.swap(true, Ordering::SeqCst) {
            out_of_memory(now);
        }
    }

    #[inline]
    fn release(n: usize) {
        LIVE.fetch_sub(n, Ordering::Relaxed);
    }
}

#[cold]
fn out_of_memory(wanted: usize) -> ! {
    // The command line's staged outputs; the library alone writes none.
    #[cfg(feature = "cli")]
    crate::output::remove_pending();
    let limit = LIMIT.load(Ordering::Relaxed) as u64;
    let lang = if OOM_RUSSIAN.load(Ordering::Relaxed) {
        crate::exam::wording::Lang::Ru
    } else {
        crate::exam::wording::Lang::En
    };
    if crate::i18n::is_loaded(lang) {
        let said = crate::tr!(
            lang,
            "out-of-memory",
            limit = crate::solve::human_bytes(limit),
            source = limit_source(),
            reached = crate::solve::human_bytes(wanted as u64)
        );
        eprintln!(
            "gametable: {}",
            crate::tr!(lang, "cli-error", message = said)
        );
    } else {
        // The catalogs are not read (see above): the one line written here,
        // in the run's language, with nothing that reads them (the limit's
        // source is a message).
        let limit = crate::solve::human_bytes(limit);
        if lang == crate::exam::wording::Lang::Ru {
            eprintln!("gametable: ошибка: не хватило памяти: достигнут предел {limit}");
        } else {
            eprintln!("gametable: error: out of memory: the limit of {limit} was reached");
        }
    }
    std::process::exit(2);
}

// SAFETY: every call is passed to `System` unchanged; only counting is added.
unsafe impl GlobalAlloc for Bounded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        Self::reserve(layout.size());
        let p = System.alloc(layout);
        if p.is_null() {
            Self::release(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        Self::reserve(layout.size());
        let p = System.alloc_zeroed(layout);
        if p.is_null() {
            Self::release(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        Self::release(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old = layout.size();
        if new_size > old {
            Self::reserve(new_size - old);
        }
        let p = System.realloc(ptr, layout, new_size);
        if p.is_null() {
            if new_size > old {
                Self::release(new_size - old);
            }
        } else if new_size < old {
            Self::release(old - new_size);
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("500M").unwrap(), 500 << 20);
        assert_eq!(parse_size("2G").unwrap(), 2 << 30);
        assert_eq!(parse_size("2GiB").unwrap(), 2 << 30);
        assert_eq!(parse_size("1024").unwrap(), 1024);
        assert!(parse_size("2X").is_err());
        assert!(parse_size("-1G").is_err());
    }
}
