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

/// An OLE container's sectors and its FAT, checked: every FAT entry names
/// a sector inside the file and no chain loops.
struct Container<'a> {
    bytes: &'a [u8],
    /// Bytes per sector (512 or 4096).
    size: usize,
    /// Sectors after the header.
    sectors: usize,
    fat: Vec<u32>,
}

impl Container<'_> {
    fn u32_at(&self, at: usize) -> Option<u32> {
        u32_at(self.bytes, at)
    }

    /// Sector `id`'s bytes (the last one may be cut short by the file's end).
    fn sector_bytes(&self, id: u32) -> &[u8] {
        let start = (id as usize + 1).saturating_mul(self.size);
        let end = start.saturating_add(self.size).min(self.bytes.len());
        self.bytes.get(start..end).unwrap_or(&[])
    }

    /// Sector `id` read as u32 entries (FAT, DIFAT and mini FAT sectors);
    /// past the file's end they read as "free".
    fn entries(&self, id: u32) -> Vec<u32> {
        let start = (id as usize + 1) * self.size;
        (0..self.size / 4)
            .map(|k| self.u32_at(start + 4 * k).unwrap_or(u32::MAX))
            .collect()
    }

    fn in_file(&self, what: &str, id: u32) -> Result<(), String> {
        if id < SPECIAL && id as usize >= self.sectors {
            Err(format!(
                "{what} names sector {id}; the file has {}",
                self.sectors
            ))
        } else {
            Ok(())
        }
    }

    /// The sectors of the chain from `start`, each inside the file and
    /// covered by the FAT.
    fn chain(&self, what: &str, start: u32) -> Result<Vec<u32>, String> {
        let mut ids = Vec::new();
        let mut id = start;
        while id < SPECIAL {
            self.in_file(what, id)?;
            if id as usize >= self.fat.len() {
                return Err(format!(
                    "{what} names sector {id}, which the FAT does not cover"
                ));
            }
            ids.push(id);
            id = self.fat[id as usize];
        }
        Ok(ids)
    }

    /// The bytes of the chain from `start`, at most `len` of them.
    fn chain_bytes(&self, start: u32, len: usize) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        for id in self.chain("", start).ok()? {
            out.extend_from_slice(self.sector_bytes(id));
            if out.len() >= len {
                break;
            }
        }
        out.truncate(len);
        Some(out)
    }
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    bytes
        .get(at..at.checked_add(4)?)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

const SHORT: &str = "the OLE header is cut short";

/// Reads the header, the DIFAT and the FAT.
fn container(bytes: &[u8]) -> Result<Container<'_>, String> {
    let short = || SHORT.to_string();
    let shift = bytes
        .get(0x1E..0x20)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .ok_or_else(short)?;
    if shift != 9 && shift != 12 {
        return Err(format!("OLE sector shift {shift}, expected 9 or 12"));
    }
    let size = 1usize << shift;
    let mut c = Container {
        bytes,
        size,
        sectors: bytes.len().div_ceil(size).saturating_sub(1),
        fat: Vec::new(),
    };

    // The DIFAT: 109 entries in the header, then a chain of DIFAT sectors
    // (the last entry of each names the next).
    let mut difat: Vec<u32> = (0..109)
        .map(|i| c.u32_at(0x4C + 4 * i).ok_or_else(short))
        .collect::<Result<_, _>>()?;
    let mut next = c.u32_at(0x44).ok_or_else(short)?;
    let mut steps = 0;
    while next < SPECIAL {
        c.in_file("the DIFAT", next)?;
        steps += 1;
        if steps > c.sectors {
            return Err("the DIFAT chain loops".into());
        }
        let mut entries = c.entries(next);
        next = entries.pop().unwrap_or(u32::MAX);
        difat.extend(entries);
    }
    let mut fat = Vec::new();
    for &id in difat.iter().filter(|&&id| id < SPECIAL) {
        c.in_file("the DIFAT", id)?;
        fat.extend(c.entries(id));
    }
    for &n in &fat {
        c.in_file("the FAT", n)?;
    }
    no_loops("the FAT", &fat)?;
    c.fat = fat;
    Ok(c)
}

/// `Err` says what in the container is broken.
pub fn check_chains(bytes: &[u8]) -> Result<(), String> {
    let c = container(bytes)?;
    let short = || SHORT.to_string();
    let size = c.size;
    // The chains the reader follows through the FAT.
    let chain = |what: &str, start: u32| c.chain(what, start);
    let dir_sectors = chain("the directory", c.u32_at(0x30).ok_or_else(short)?)?;
    let minifat: Vec<u32> = chain("the mini FAT", c.u32_at(0x3C).ok_or_else(short)?)?
        .into_iter()
        .flat_map(|id| c.entries(id))
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
    let cutoff = c.u32_at(0x38).ok_or_else(short)? as u64;
    for id in dir_sectors {
        let base = (id as usize + 1) * size;
        for e in 0..size / 128 {
            let at = base + 128 * e;
            let kind = bytes.get(at + 0x42).copied().unwrap_or(0);
            if !matches!(kind, 1 | 2 | 5) {
                continue;
            }
            let start = c.u32_at(at + 0x74).unwrap_or(u32::MAX);
            let len = u64::from(c.u32_at(at + 0x78).unwrap_or(0));
            if len > bytes.len() as u64 {
                return Err(format!(
                    "a stream of {len} bytes in a file of {} bytes",
                    c.bytes.len()
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

/// The workbook stream as calamine 0.38 finds it: the first directory
/// entry named "Workbook" (any case), else "Book"; under 4,096 bytes it
/// lives in the mini stream. `None` when the container does not hold one
/// that can be followed (calamine then says why).
pub fn workbook_stream(bytes: &[u8]) -> Option<Vec<u8>> {
    let c = container(bytes).ok()?;
    let dir_start = c.u32_at(0x30)?;
    let dirs = c.chain_bytes(dir_start, usize::MAX)?;
    let entries: Vec<&[u8]> = dirs.chunks_exact(128).collect();
    let name_of = |e: &[u8]| -> String {
        let units: Vec<u16> = e[..64]
            .chunks_exact(2)
            .map(|u| u16::from_le_bytes([u[0], u[1]]))
            .take_while(|&u| u != 0)
            .collect();
        String::from_utf16_lossy(&units)
    };
    let len_of = |e: &[u8]| -> usize {
        let low = u32::from_le_bytes([e[120], e[121], e[122], e[123]]) as usize;
        if c.size == 512 {
            low
        } else {
            let high = u32::from_le_bytes([e[124], e[125], e[126], e[127]]) as usize;
            low | high.checked_shl(32).unwrap_or(0)
        }
    };
    let start_of = |e: &[u8]| u32::from_le_bytes([e[116], e[117], e[118], e[119]]);
    let entry = ["Workbook", "Book"].iter().find_map(|want| {
        entries
            .iter()
            .find(|e| name_of(e).eq_ignore_ascii_case(want))
            .copied()
    })?;
    let len = len_of(entry).min(bytes.len());
    if len >= 4096 {
        return c.chain_bytes(start_of(entry), len);
    }
    // The mini stream: 64-byte sectors inside the root entry's chain.
    let root = entries.first()?;
    let mini = c.chain_bytes(start_of(root), len_of(root).min(bytes.len()))?;
    let minifat_len = (c.u32_at(0x40)? as usize).saturating_mul(c.size);
    let minifat: Vec<u32> = c
        .chain_bytes(c.u32_at(0x3C)?, minifat_len.min(bytes.len()))?
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    let mut out = Vec::new();
    let mut id = start_of(entry);
    while id < SPECIAL && out.len() < len {
        out.extend_from_slice(mini.get(id as usize * 64..)?.get(..64)?);
        id = *minifat.get(id as usize)?;
        if out.len() > mini.len() {
            return None; // a loop
        }
    }
    out.truncate(len);
    Some(out)
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
        let stream = workbook_stream(&bytes).expect("a workbook stream");
        // A BIFF8 workbook stream opens with its BOF record (0x0809).
        assert_eq!(&stream[..2], &[0x09, 0x08]);
    }
}
