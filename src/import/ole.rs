//! Checks an OLE (CFB) container's sector chains before calamine follows
//! them. calamine 0.38's `cfb::Sectors::get_chain` has no cycle check and
//! indexes the FAT without a bound check: a FAT sector zeroed on disk makes
//! every chain loop through sector 0, and calamine grows one buffer until
//! the allocation of gigabytes aborts the process; a chain naming a sector
//! the FAT does not cover panics. (Found by mutating `samples/check/*.xls`
//! and by `fuzz/run.sh`, target `table`.) Every chain the reader follows —
//! the directory, the mini FAT, each stream — must end inside the file.

/// Sector numbers from here up are markers (end of chain, free, FAT, DIFAT).
const SPECIAL: u32 = 0xFFFF_FFFA;

/// `Err` says what in the container is broken.
pub fn check_chains(bytes: &[u8]) -> Result<(), String> {
    let u32_at = |at: usize| -> Option<u32> {
        bytes
            .get(at..at.checked_add(4)?)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let short = || "the OLE header is cut short".to_string();
    let shift = bytes
        .get(0x1E..0x20)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .ok_or_else(short)?;
    if shift != 9 && shift != 12 {
        return Err(format!("OLE sector shift {shift}, expected 9 or 12"));
    }
    let size = 1usize << shift;
    let per_sector = size / 4;
    let sectors = bytes.len().div_ceil(size).saturating_sub(1);
    let in_file = |what: &str, id: u32| -> Result<(), String> {
        if id < SPECIAL && id as usize >= sectors {
            Err(format!("{what} names sector {id}; the file has {sectors}"))
        } else {
            Ok(())
        }
    };
    let sector = |id: u32| -> Vec<u32> {
        let start = (id as usize + 1) * size;
        (0..per_sector)
            .map(|k| u32_at(start + 4 * k).unwrap_or(u32::MAX))
            .collect()
    };

    // The DIFAT: 109 entries in the header, then a chain of DIFAT sectors
    // (the last entry of each names the next).
    let mut difat: Vec<u32> = (0..109)
        .map(|i| u32_at(0x4C + 4 * i).ok_or_else(short))
        .collect::<Result<_, _>>()?;
    let mut next = u32_at(0x44).ok_or_else(short)?;
    let mut steps = 0;
    while next < SPECIAL {
        in_file("the DIFAT", next)?;
        steps += 1;
        if steps > sectors {
            return Err("the DIFAT chain loops".into());
        }
        let mut entries = sector(next);
        next = entries.pop().unwrap_or(u32::MAX);
        difat.extend(entries);
    }
    let mut fat = Vec::new();
    for &id in difat.iter().filter(|&&id| id < SPECIAL) {
        in_file("the DIFAT", id)?;
        fat.extend(sector(id));
    }
    for &n in &fat {
        in_file("the FAT", n)?;
    }
    no_loops("the FAT", &fat)?;

    // The chains the reader follows through the FAT.
    let chain = |what: &str, start: u32| -> Result<Vec<u32>, String> {
        let mut ids = Vec::new();
        let mut id = start;
        while id < SPECIAL {
            in_file(what, id)?;
            if id as usize >= fat.len() {
                return Err(format!(
                    "{what} names sector {id}, which the FAT does not cover"
                ));
            }
            ids.push(id);
            id = fat[id as usize];
        }
        Ok(ids)
    };
    let dir_sectors = chain("the directory", u32_at(0x30).ok_or_else(short)?)?;
    let minifat: Vec<u32> = chain("the mini FAT", u32_at(0x3C).ok_or_else(short)?)?
        .into_iter()
        .flat_map(sector)
        .collect();
    for &n in &minifat {
        if n < SPECIAL && n as usize >= minifat.len() {
            return Err(format!(
                "the mini FAT names mini sector {n}; it has {}",
                minifat.len()
            ));
        }
    }
    no_loops("the mini FAT", &minifat)?;

    // Each directory entry: storage (1), stream (2) or root (5).
    let cutoff = u32_at(0x38).ok_or_else(short)? as u64;
    for id in dir_sectors {
        let base = (id as usize + 1) * size;
        for e in 0..size / 128 {
            let at = base + 128 * e;
            let kind = bytes.get(at + 0x42).copied().unwrap_or(0);
            if !matches!(kind, 1 | 2 | 5) {
                continue;
            }
            let start = u32_at(at + 0x74).unwrap_or(u32::MAX);
            let len = u64::from(u32_at(at + 0x78).unwrap_or(0));
            if len > bytes.len() as u64 {
                return Err(format!(
                    "a stream of {len} bytes in a file of {} bytes",
                    bytes.len()
                ));
            }
            if kind == 5 || len >= cutoff {
                chain("a stream", start)?;
            } else if start < SPECIAL && start as usize >= minifat.len() {
                return Err(format!(
                    "a stream starts at mini sector {start}; the mini FAT has {}",
                    minifat.len()
                ));
            }
        }
    }
    Ok(())
}

/// `Err` when following `next` from some entry comes back to it.
fn no_loops(what: &str, next: &[u32]) -> Result<(), String> {
    // 0 not seen, 1 on the path being walked, 2 known to end.
    let mut state = vec![0u8; next.len()];
    let mut path = Vec::new();
    for first in 0..next.len() {
        let mut id = first;
        while id < next.len() && state[id] == 0 {
            state[id] = 1;
            path.push(id);
            id = next[id] as usize;
        }
        if id < next.len() && state[id] == 1 {
            return Err(format!("{what} chain through sector {id} loops"));
        }
        for p in path.drain(..) {
            state[p] = 2;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_are_found() {
        assert!(no_loops("x", &[1, 2, u32::MAX - 1]).is_ok());
        assert!(no_loops("x", &[0]).is_err());
        assert!(no_loops("x", &[1, 2, 1]).is_err());
        assert!(no_loops("x", &[]).is_ok());
    }

    #[test]
    fn a_sample_passes() {
        let bytes = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/samples/check/dialect-codes.xls"
        ))
        .unwrap();
        assert_eq!(check_chains(&bytes), Ok(()));
    }
}
