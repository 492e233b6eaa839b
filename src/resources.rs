//! Memory limits: what the machine has free, and sizes like `2G`.

/// Parses a size: `500M`, `2G`, `1024` (bytes), `1.5G`.
pub fn parse_size(s: &str) -> Result<u64, String> {
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
                _ => {
                    return Err(format!(
                        "'{s}': unknown unit; expected a size such as 500M or 2G"
                    ))
                }
            };
            (&t[..i], m)
        }
        None => (t, 1),
    };
    let v: f64 = num
        .trim()
        .parse()
        .map_err(|_| format!("'{s}': expected a size such as 500M or 2G"))?;
    if v.is_nan() || v <= 0.0 || !v.is_finite() {
        return Err(format!("'{s}': expected a positive size"));
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

/// The memory limit: the flag's value, else what is free (8 GiB if unknown).
pub fn max_bytes(flag: Option<&str>) -> Result<u64, String> {
    match flag {
        Some(s) => parse_size(s),
        None => Ok(available().unwrap_or(8 << 30)),
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
