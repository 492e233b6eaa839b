//! Loading `vocabulary.toml`: the file's sections parsed into the typed
//! lists the accessors of [`Vocabulary`] read, the groups hashed by their
//! `section.key`.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use serde::Deserialize;

use super::words::{Pattern, Words};
use super::{Num, Vocabulary};

#[derive(Deserialize)]
struct File {
    numbers: BTreeMap<String, Vec<String>>,
    factors: BTreeMap<String, Vec<String>>,
    ordinals: BTreeMap<String, Vec<String>>,
    compare: BTreeMap<String, Vec<String>>,
    signs: BTreeMap<String, String>,
    reports: BTreeMap<String, Vec<String>>,
    /// Words matched in the text as it is written, `section.key`.
    as_written: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// Every other section: groups of words, `section.key`.
    #[serde(flatten)]
    groups: BTreeMap<String, BTreeMap<String, Vec<String>>>,
}

fn parse_num(s: &str) -> Option<Num> {
    match s.split_once('/') {
        Some((a, b)) => Some(Num {
            num: a.trim().parse().ok()?,
            den: b.trim().parse().ok()?,
        }),
        None => Some(Num {
            num: s.trim().parse().ok()?,
            den: 1,
        }),
    }
}

/// FNV-1a, the hash of the groups' names: the readers look a group up by its
/// name on every sentence, some on every word, and a hash this cheap keeps
/// the look-up well below the matching it serves.
pub(super) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The groups by their `section.key`.
pub(super) type Groups = HashMap<String, Words, BuildHasherDefault<Fnv>>;

pub(super) fn parse(src: &str) -> Result<Vocabulary, String> {
    let f: File = toml::from_str(src).map_err(|e| e.to_string())?;
    let keyed = |m: &BTreeMap<String, Vec<String>>| -> Result<Vec<(i64, Words)>, String> {
        m.iter()
            .map(|(k, v)| {
                k.parse::<i64>()
                    .map(|n| (n, Words::parse(v)))
                    .map_err(|_| format!("'{k}': expected a whole number"))
            })
            .collect()
    };
    let numbers = f
        .numbers
        .iter()
        .map(|(k, v)| {
            parse_num(k)
                .map(|n| (n, Words::parse(v)))
                .ok_or_else(|| format!("numbers: '{k}' is not a number"))
        })
        .collect::<Result<_, _>>()?;
    let mut groups = Groups::default();
    for (section, map) in &f.groups {
        for (k, v) in map {
            groups.insert(format!("{section}.{k}"), Words::parse(v));
        }
    }
    let as_written = f
        .as_written
        .iter()
        .flat_map(|(section, map)| {
            map.iter()
                .map(move |(k, v)| (format!("{section}.{k}"), v.clone()))
        })
        .collect();
    let mut compare: Vec<(String, Pattern)> = f
        .compare
        .iter()
        .flat_map(|(op, list)| list.iter().map(move |w| (op.clone(), Pattern::parse(w))))
        .collect();
    compare.sort_by_key(|(_, p)| std::cmp::Reverse(p.len()));
    let order = [
        "count",
        "sum",
        "product",
        "min_n",
        "max_n",
        "minmax",
        "ordered",
        "min",
        "max",
        "any",
        "all",
        "value",
        "other",
        "descending",
        "ascending",
        "max_first",
        "if_none",
    ];
    let reports = order
        .iter()
        .map(|k| {
            f.reports
                .get(*k)
                .map(|v| (k.to_string(), Words::parse(v)))
                .ok_or_else(|| format!("reports.{k}: missing"))
        })
        .collect::<Result<_, _>>()?;
    let signs = f
        .signs
        .iter()
        .map(|(k, v)| {
            let mut cs = k.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Ok((c, v.clone())),
                _ => Err(format!("signs: '{k}' is not one sign")),
            }
        })
        .collect::<Result<_, _>>()?;
    Ok(Vocabulary {
        numbers,
        signs,
        factors: keyed(&f.factors)?,
        ordinals: keyed(&f.ordinals)?,
        groups,
        as_written,
        compare,
        reports,
    })
}
