//! Writing files atomically: into a temporary file in the target folder,
//! then renamed over the target, so a reader never sees a half-written file
//! and an error (or Ctrl-C) leaves any previous file intact.
//!
//! Ctrl-C, SIGTERM and SIGHUP: [`install_interrupt_handler`] removes the
//! temporary files being written and exits with status 130. SIGKILL cannot
//! be caught: it leaves a hidden `.gametable-PID-….tmp` beside the target,
//! which the next write into that folder removes once process PID is gone.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::exam::wording::Lang;
use crate::i18n::{because, Msg};
use crate::msg;

/// Temporary files being written now.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// On Ctrl-C (SIGINT), SIGTERM or SIGHUP: remove the temporary files being
/// written, say so on stderr, exit with status 130. Any previous file of the
/// same name is left as it was.
pub fn install_interrupt_handler() {
    let _ = ctrlc::set_handler(|| {
        if let Ok(pending) = PENDING.lock() {
            for p in pending.iter() {
                let _ = std::fs::remove_file(p);
            }
        }
        eprintln!("gametable: interrupted; no partial output file was left");
        std::process::exit(130);
    });
}

/// Removes the temporary files being written (the run is stopping). Does
/// nothing if the list is locked: the thread stopping may hold it.
pub fn remove_pending() {
    if let Ok(pending) = PENDING.try_lock() {
        for p in pending.iter() {
            let _ = std::fs::remove_file(p);
        }
    }
}

/// Removes a path from [`PENDING`] when dropped.
struct Registered(PathBuf);

impl Registered {
    fn new(p: &Path) -> Self {
        if let Ok(mut v) = PENDING.lock() {
            v.push(p.to_path_buf());
        }
        Registered(p.to_path_buf())
    }
}

impl Drop for Registered {
    fn drop(&mut self) {
        if let Ok(mut v) = PENDING.lock() {
            v.retain(|p| p != &self.0);
        }
    }
}

/// Removes `.gametable-PID-*.tmp` files in `dir` left by a process that is
/// gone (killed with SIGKILL mid-write). Linux only: it asks /proc.
fn remove_stale_temporaries(dir: &Path) {
    if !Path::new("/proc/self").exists() {
        return;
    }
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let name = e.file_name();
        let name = name.to_string_lossy();
        let Some(rest) = name.strip_prefix(".gametable-") else {
            continue;
        };
        if !name.ends_with(".tmp") {
            continue;
        }
        let Some(pid) = rest.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// The folder a path's file goes in (`.` for a bare name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Why `path` cannot be written as a regular file, if it cannot: its folder
/// is missing or a file, it is a folder, or it names something other than
/// a regular file (a device such as /dev/null, a pipe, a socket — even
/// through a symbolic link). gametable writes only regular files: renaming
/// a new file over a device would replace the device.
fn unwritable(path: &Path) -> Option<Msg> {
    let dir = folder_of(path);
    let file = path.display().to_string();
    if dir.exists() && !dir.is_dir() {
        return Some(msg!(
            "out-parent-is-a-file",
            file = file,
            folder = dir.display().to_string()
        ));
    }
    if path.is_dir() {
        return Some(msg!("out-is-a-folder", file = file));
    }
    if !dir.is_dir() {
        return Some(msg!(
            "out-no-folder",
            file = file,
            folder = dir.display().to_string()
        ));
    }
    if let Ok(m) = std::fs::metadata(path) {
        if !m.is_file() {
            return Some(msg!("out-not-regular", file = file));
        }
    }
    None
}

/// A temporary file that cannot be made in `dir` for `path`.
fn cannot_create(path: &Path, dir: &Path, e: &io::Error) -> Msg {
    msg!(
        "out-cannot-create",
        file = path.display().to_string(),
        folder = dir.display().to_string(),
        error = crate::i18n::io_error(&io::Error::from(e.kind()))
    )
}

/// A path's identity for comparing outputs and inputs: its folder resolved
/// (`./a.csv` and `a.csv` are one file), and the file itself resolved when
/// it exists (a symbolic link is the file it points to).
fn identity(path: &Path) -> Option<PathBuf> {
    if let Ok(p) = std::fs::canonicalize(path) {
        return Some(p);
    }
    let dir = std::fs::canonicalize(folder_of(path)).ok()?;
    Some(dir.join(path.file_name()?))
}

/// Whether an output flag's value is `-`: standard output, the convention
/// of every flag naming a text file to write ([`stage`] writes it there).
pub fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Refuses `-` for an output that is a workbook (binary): `what` names it.
///
/// # Errors
/// `path` is `-`.
pub fn refuse_stdout(flag: &str, path: &Path, what: Msg) -> anyhow::Result<()> {
    if is_stdout(path) {
        return Err(msg!("out-refuse-stdout", flag = flag, what = what).into());
    }
    Ok(())
}

/// Checks a run's output files before any work: each can be written (its
/// folder exists and takes a new file; it is not a folder or a device), no
/// two are the same file, none is one of the `inputs`, and at most one is
/// `-` (stdout). `outputs` pairs each path with the flag that named it, for
/// the message.
///
/// # Errors
/// The first problem, naming the flag and the path.
pub fn check_outputs(outputs: &[(&str, &Path)], inputs: &[&Path]) -> anyhow::Result<()> {
    let mut seen: Vec<(PathBuf, &str)> = Vec::new();
    let mut to_stdout: Option<&str> = None;
    for &(flag, path) in outputs {
        if is_stdout(path) {
            if let Some(other) = to_stdout {
                return Err(msg!("out-stdout-taken", flag = flag, other = other).into());
            }
            to_stdout = Some(flag);
            continue;
        }
        if let Some(why) = unwritable(path) {
            return Err(msg!("out-flag", flag = flag, error = why).into());
        }
        let dir = folder_of(path);
        tempfile::Builder::new()
            .prefix(&format!(".gametable-{}-", std::process::id()))
            .suffix(".tmp")
            .tempfile_in(dir)
            .map_err(|e| {
                let cannot = cannot_create(path, dir, &e);
                anyhow::Error::new(msg!("out-flag", flag = flag, error = cannot))
            })?;
        let Some(id) = identity(path) else { continue };
        if let Some((_, other)) = seen.iter().find(|(p, _)| *p == id) {
            return Err(msg!(
                "out-same-file",
                flag = flag,
                file = path.display().to_string(),
                other = *other
            )
            .into());
        }
        if inputs
            .iter()
            .any(|i| std::fs::canonicalize(i).ok().as_ref() == Some(&id))
        {
            return Err(msg!(
                "out-is-an-input",
                flag = flag,
                file = path.display().to_string()
            )
            .into());
        }
        seen.push((id, flag));
    }
    Ok(())
}

/// A file written in full under a temporary name in its folder, waiting to
/// be renamed over its target by [`Staged::commit`]; dropped, it is removed.
/// For `-` the content waits in memory and goes to standard output.
pub struct Staged {
    path: PathBuf,
    held: Held,
}

enum Held {
    File {
        tmp: tempfile::NamedTempFile,
        _registered: Registered,
    },
    Stdout(Vec<u8>),
}

impl Staged {
    /// Renames the file over its target (for `-`: writes it to stdout).
    ///
    /// # Errors
    /// The rename fails; the message names the path.
    pub fn commit(self) -> anyhow::Result<PathBuf> {
        let tmp = match self.held {
            Held::Stdout(bytes) => {
                let mut out = io::stdout().lock();
                out.write_all(&bytes)?;
                out.flush()?;
                return Ok(self.path);
            }
            Held::File { tmp, .. } => tmp,
        };
        // For the tests of Ctrl-C and SIGKILL mid-write: hold the finished
        // temporary file this long before the rename.
        if let Some(ms) = std::env::var_os("GAMETABLE_TEST_PAUSE_BEFORE_RENAME_MS")
            .and_then(|v| v.to_str().and_then(|s| s.parse::<u64>().ok()))
        {
            std::thread::sleep(std::time::Duration::from_millis(ms));
        }
        if let Some(why) = unwritable(&self.path) {
            return Err(why.into());
        }
        let path = self.path;
        tmp.persist(&path).map_err(|e| {
            anyhow::Error::new(msg!(
                "out-cannot-replace",
                file = path.display().to_string(),
                error = crate::i18n::io_error(&e.error)
            ))
        })?;
        Ok(path)
    }
}

/// Writes `path`'s content with `fill` into a temporary file beside it;
/// [`Staged::commit`] puts it in place. Several staged files committed
/// together make a run's outputs all-or-nothing.
///
/// # Errors
/// The path cannot be written (see [`check_outputs`]) or `fill` fails; the
/// message names the path. No temporary file is left behind.
pub fn stage<F>(path: &Path, fill: F) -> anyhow::Result<Staged>
where
    F: FnOnce(&mut dyn Write) -> anyhow::Result<()>,
{
    if is_stdout(path) {
        let mut bytes = Vec::new();
        fill(&mut bytes).map_err(|e| because(msg!("out-write-failed", file = "-"), e))?;
        return Ok(Staged {
            path: path.to_path_buf(),
            held: Held::Stdout(bytes),
        });
    }
    if let Some(why) = unwritable(path) {
        return Err(why.into());
    }
    let dir = folder_of(path);
    remove_stale_temporaries(dir);
    let prefix = format!(".gametable-{}-", std::process::id());
    let mut tmp = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| anyhow::Error::new(cannot_create(path, dir, &e)))?;
    let registered = Registered::new(tmp.path());
    {
        let mut w = io::BufWriter::new(tmp.as_file_mut());
        let failed = || msg!("out-write-failed", file = path.display().to_string());
        fill(&mut w).map_err(|e| because(failed(), e))?;
        w.flush().map_err(|e| because(failed(), e))?;
    }
    // A temporary file is private (0600); the result gets the old file's
    // permissions, or the usual 0644 for a new one.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let perms = std::fs::metadata(path)
            .map(|m| m.permissions())
            .unwrap_or_else(|_| std::fs::Permissions::from_mode(0o644));
        tmp.as_file().set_permissions(perms).map_err(|e| {
            because(
                msg!("out-permissions", file = path.display().to_string()),
                e,
            )
        })?;
    }
    tmp.as_file().sync_all().map_err(|e| {
        because(
            msg!("out-write-failed", file = path.display().to_string()),
            e,
        )
    })?;
    Ok(Staged {
        path: path.to_path_buf(),
        held: Held::File {
            tmp,
            _registered: registered,
        },
    })
}

/// Commits staged files in order, each announced on stderr as
/// [`announce_written`] says (stdout is not announced).
///
/// # Errors
/// A rename fails (the files before it are in place).
pub fn commit_all(staged: Vec<Staged>, lang: Lang) -> anyhow::Result<Vec<PathBuf>> {
    let mut done = Vec::new();
    for s in staged {
        let p = s.commit()?;
        if !is_stdout(&p) {
            announce_written(&p, None, lang);
        }
        done.push(p);
    }
    Ok(done)
}

/// `gametable: wrote FILE` (with what it holds, `(30 variants)`, when
/// given) on stderr in `lang`: the one way every command announces a file.
pub fn announce_written(path: &Path, holds: Option<&str>, lang: Lang) {
    let file = crate::visible::path(path);
    let said = match holds {
        Some(holds) => crate::tr!(lang, "wrote-file-holding", file = file, holds = holds),
        None => crate::tr!(lang, "wrote-file", file = file),
    };
    eprintln!("gametable: {said}");
}

/// Writes `path` atomically with `fill`, which gets a buffered writer.
///
/// # Errors
/// The folder is missing or not writable, or `fill` fails; the message names
/// the path. No temporary file is left behind.
pub fn write_atomic<F>(path: &Path, fill: F) -> anyhow::Result<()>
where
    F: FnOnce(&mut dyn Write) -> anyhow::Result<()>,
{
    stage(path, fill)?.commit().map(|_| ())
}

/// Stages bytes (see [`stage`]).
pub fn stage_bytes(path: &Path, bytes: &[u8]) -> anyhow::Result<Staged> {
    stage(path, |w| Ok(w.write_all(bytes)?))
}

/// Writes bytes atomically.
pub fn write_bytes_atomic(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    write_atomic(path, |w| Ok(w.write_all(bytes)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failure_leaves_the_old_file_and_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("out.csv");
        write_bytes_atomic(&p, b"old").unwrap();
        let r = write_atomic(&p, |w| {
            w.write_all(b"half")?;
            anyhow::bail!("injected write error")
        });
        assert!(r.is_err());
        assert_eq!(std::fs::read(&p).unwrap(), b"old");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file remains");
    }

    #[test]
    fn missing_folder_is_named() {
        let e = write_bytes_atomic(Path::new("/nonexistent-dir/x.csv"), b"x").unwrap_err();
        assert!(e.to_string().contains("/nonexistent-dir"), "{e}");
    }
}
