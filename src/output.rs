//! Writing files atomically: into a temporary file in the target folder,
//! then renamed over the target, so a reader never sees a half-written file
//! and an error (or Ctrl-C) leaves any previous file intact.

use std::io::{self, Write};
use std::path::Path;

/// Writes `path` atomically with `fill`, which gets a buffered writer.
///
/// # Errors
/// The folder is missing or not writable, or `fill` fails; the message names
/// the path. No temporary file is left behind.
pub fn write_atomic<F>(path: &Path, fill: F) -> anyhow::Result<()>
where
    F: FnOnce(&mut dyn Write) -> anyhow::Result<()>,
{
    use anyhow::Context;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if dir.exists() && !dir.is_dir() {
        anyhow::bail!(
            "{}: {} is a file, not a folder",
            path.display(),
            dir.display()
        );
    }
    if path.is_dir() {
        anyhow::bail!("{}: is a folder; expected a file name", path.display());
    }
    if !dir.is_dir() {
        anyhow::bail!(
            "{}: the folder {} does not exist",
            path.display(),
            dir.display()
        );
    }
    let mut tmp = tempfile::Builder::new()
        .prefix(".gametable-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(|e| {
            anyhow::anyhow!(
                "{}: cannot create a file in {}: {}",
                path.display(),
                dir.display(),
                std::io::Error::from(e.kind())
            )
        })?;
    {
        let mut w = io::BufWriter::new(tmp.as_file_mut());
        fill(&mut w).with_context(|| format!("{}: writing failed", path.display()))?;
        w.flush()
            .with_context(|| format!("{}: writing failed", path.display()))?;
    }
    // A temporary file is private (0600); the result gets the old file's
    // permissions, or the usual 0644 for a new one.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let perms = std::fs::metadata(path)
            .map(|m| m.permissions())
            .unwrap_or_else(|_| std::fs::Permissions::from_mode(0o644));
        tmp.as_file()
            .set_permissions(perms)
            .with_context(|| format!("{}: cannot set permissions", path.display()))?;
    }
    tmp.as_file()
        .sync_all()
        .with_context(|| format!("{}: writing failed", path.display()))?;
    tmp.persist(path)
        .map_err(|e| anyhow::anyhow!("{}: cannot replace the file: {}", path.display(), e.error))?;
    Ok(())
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
