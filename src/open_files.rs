//! Room for open files. A book streams each big variant's sheet through a
//! temporary file that stays open until the book is saved (see
//! [`crate::export::book::STREAMED_CELLS`]), so a book of 1000 variants
//! holds hundreds of files open at once (369 for `generate --count 1000
//! --seed 1`): more than macOS's usual limit of 256, and a bigger book more
//! than Linux's usual 1024.

/// Files a run keeps open besides a book's sheets: standard streams, the
/// output's temporary file, the allocator's and the runtime's own.
const SPARE: u64 = 64;

/// Makes room for `sheets` more open files: raises the soft limit on open
/// files (`ulimit -n`) as far as the hard limit allows, as a program may.
///
/// # Errors
/// The hard limit leaves too little room: the message says how many files
/// the job needs, the limit, and what to do instead.
pub fn make_room(sheets: u64) -> Result<(), crate::i18n::Msg> {
    let wanted = sheets.saturating_add(SPARE);
    let limit = raise_soft_limit(wanted);
    match limit {
        Some(limit) if limit < wanted => Err(crate::msg!(
            "book-open-files",
            sheets = sheets,
            wanted = wanted,
            limit = limit
        )),
        _ => Ok(()),
    }
}

/// Raises the soft limit on open files towards `wanted` (never above the
/// hard limit); returns the soft limit then in force, `None` where it
/// cannot be read (or there is none to speak of).
#[cfg(unix)]
fn raise_soft_limit(wanted: u64) -> Option<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the limits into `lim`, which lives here.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
        return None;
    }
    let (soft, hard) = (wide(lim.rlim_cur), wide(lim.rlim_max));
    if soft >= wanted {
        return Some(soft);
    }
    // Exactly what is wanted, not the hard limit: on macOS an unlimited hard
    // limit cannot be set as the soft one.
    let target = wanted.min(hard);
    let raised = libc::rlimit {
        rlim_cur: libc::rlim_t::try_from(target).unwrap_or(lim.rlim_max),
        rlim_max: lim.rlim_max,
    };
    // SAFETY: setrlimit reads `raised`, which lives here; only this
    // process's soft limit changes, within its hard limit.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
        Some(target)
    } else {
        Some(soft)
    }
}

/// A limit as u64 (`rlim_t` is u64 on Linux and macOS, i64 on FreeBSD).
#[cfg(unix)]
#[allow(clippy::useless_conversion)]
fn wide(limit: libc::rlim_t) -> u64 {
    u64::try_from(limit).unwrap_or(u64::MAX)
}

/// Elsewhere (Windows) a process may open millions of handles.
#[cfg(not(unix))]
fn raise_soft_limit(_: u64) -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_for_a_few_files_is_made() {
        assert_eq!(make_room(10), Ok(()));
    }

    #[cfg(unix)]
    #[test]
    fn more_files_than_any_system_allows_is_refused_with_the_limit() {
        let e = make_room(u64::MAX / 2).unwrap_err().to_string();
        assert!(e.contains("ulimit -n"), "{e}");
        assert!(e.contains("--no-grids"), "{e}");
    }
}
