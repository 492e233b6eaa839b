//! Where a class workbook's students' sheets wait for the end: one
//! temporary file on the command line (whatever the class's size: one
//! file descriptor, not one per sheet), memory on the page (wasm32 has no
//! files).

#[cfg(feature = "cli")]
pub type SpoolFile = std::fs::File;
#[cfg(not(feature = "cli"))]
pub type SpoolFile = std::io::Cursor<Vec<u8>>;

/// A new, empty spool.
///
/// # Errors
/// The temporary file cannot be made.
pub fn spool() -> anyhow::Result<SpoolFile> {
    #[cfg(feature = "cli")]
    return tempfile::tempfile().map_err(|e| {
        anyhow::anyhow!(
            "cannot make a temporary file in {}: {e}",
            std::env::temp_dir().display()
        )
    });
    #[cfg(not(feature = "cli"))]
    Ok(std::io::Cursor::new(Vec::new()))
}
