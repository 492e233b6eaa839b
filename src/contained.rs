//! A panic inside a crate gametable calls, turned into an error the command
//! reports in one line: calamine indexes past the end of some damaged
//! records; rust_xlsxwriter's low-memory sheets `expect` every write to
//! their temporary files (a full temporary folder, `ulimit -f`). The panic
//! message is kept for the error; the default hook, which would print it
//! with a pointer to a backtrace, is silenced meanwhile (on every thread:
//! a streamed workbook writes on two).

use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

type Hook = Box<dyn Fn(&panic::PanicHookInfo<'_>) + Sync + Send + 'static>;

/// How many calls are inside [`contained`], and the hook they put aside.
static SILENCED: Mutex<(usize, Option<Hook>)> = Mutex::new((0, None));

/// Runs `f`; a panic in it (or on a thread it joins) becomes `Err` with the
/// panic's message.
pub fn contained<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    {
        let mut s = SILENCED.lock().unwrap_or_else(|e| e.into_inner());
        if s.0 == 0 {
            s.1 = Some(panic::take_hook());
            panic::set_hook(Box::new(|_| {}));
        }
        s.0 += 1;
    }
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    {
        let mut s = SILENCED.lock().unwrap_or_else(|e| e.into_inner());
        s.0 -= 1;
        if s.0 == 0 {
            if let Some(hook) = s.1.take() {
                panic::set_hook(hook);
            }
        }
    }
    result.map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

/// The operating system's words for the error a panic message quotes
/// (`… Os { code: 28, kind: StorageFull, … }` → `No space left on device
/// (os error 28)`), else the message after its first colon.
pub fn io_error_in(message: &str) -> String {
    let code = message
        .split("code: ")
        .nth(1)
        .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse::<i32>().ok());
    match code {
        Some(c) => std::io::Error::from_raw_os_error(c).to_string(),
        None => message
            .split_once(": ")
            .map_or(message, |(_, rest)| rest)
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_its_message_and_the_os_error_is_read_from_it() {
        assert_eq!(contained(|| 7), Ok(7));
        let e = contained(|| -> u8 { panic!("Couldn't write to xml file: Os {{ code: 28, kind: StorageFull, message: \"No space left on device\" }}") })
            .unwrap_err();
        assert_eq!(
            io_error_in(&e),
            std::io::Error::from_raw_os_error(28).to_string()
        );
        assert_eq!(
            contained(|| -> u8 { panic!("boom") }),
            Err("boom".to_string())
        );
        assert_eq!(io_error_in("a: b"), "b");
    }
}
