//! The teacher's rule for a class's marks (`--marks 5:95,4:80,3:60`): a
//! mark by the share of a student's cells right.

use crate::exam::wording::Lang;

/// The marks by the share of cells right: `5:95,4:80,3:60` gives 5 from
/// 95 %, 4 from 80 %, 3 from 60 %, and below that one less than the lowest
/// mark (2), unless the rule names a mark for 0 %.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MarkRule {
    /// (mark, least percentage right), the highest threshold first.
    pub steps: Vec<(String, f64)>,
    /// The mark below the lowest threshold.
    pub below: String,
}

/// The rule used when the teacher gives none.
pub const DEFAULT_MARKS: &str = "5:95,4:80,3:60";

impl MarkRule {
    /// Parses `MARK:PERCENT,…`.
    ///
    /// # Errors
    /// A part that is not `MARK:PERCENT` with a percentage from 0 to 100, or
    /// a rule whose marks are not numbers and that gives no mark for 0.
    pub fn parse(s: &str) -> Result<MarkRule, crate::i18n::Msg> {
        use crate::msg;
        let mut steps = Vec::new();
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (mark, pct) = part
                .split_once(':')
                .ok_or_else(|| msg!("marks-not-pair", part = part))?;
            let pct: f64 = pct
                .trim()
                .trim_end_matches('%')
                .replace(',', ".")
                .parse()
                .ok()
                .filter(|p: &f64| (0.0..=100.0).contains(p))
                .ok_or_else(|| msg!("marks-percent", part = part))?;
            if mark.trim().is_empty() {
                return Err(msg!("marks-empty-mark", part = part));
            }
            steps.push((mark.trim().to_string(), pct));
        }
        if steps.is_empty() {
            return Err(msg!("marks-none"));
        }
        steps.sort_by(|a, b| b.1.total_cmp(&a.1));
        let below = match steps.last() {
            Some((m, p)) if *p == 0.0 => m.clone(),
            Some((m, _)) => match m.parse::<i64>() {
                Ok(n) => (n - 1).to_string(),
                Err(_) => return Err(msg!("marks-lowest", mark = m)),
            },
            None => String::new(),
        };
        Ok(MarkRule { steps, below })
    }

    /// The mark for `percent` of the cells right.
    pub fn mark(&self, percent: f64) -> &str {
        self.steps
            .iter()
            .find(|(_, p)| percent >= *p)
            .map_or(self.below.as_str(), |(m, _)| m.as_str())
    }
}

impl MarkRule {
    /// `5: 95 %, 4: 80 %, 3: 60 %, 2: below`.
    pub fn describe(&self, lang: Lang) -> String {
        let mut parts: Vec<String> = self
            .steps
            .iter()
            .map(|(m, p)| format!("{m}: ≥ {p} %"))
            .collect();
        if self.steps.last().is_none_or(|(_, p)| *p > 0.0) {
            let below = crate::tr!(lang, "marks-below");
            parts.push(format!("{}: {below}", self.below));
        }
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_by_the_rule() {
        let r = MarkRule::parse(DEFAULT_MARKS).unwrap();
        assert_eq!(r.mark(100.0), "5");
        assert_eq!(r.mark(95.0), "5");
        assert_eq!(r.mark(94.9), "4");
        assert_eq!(r.mark(60.0), "3");
        assert_eq!(r.mark(59.9), "2");
        let r = MarkRule::parse("A:90, B:75 ,F:0").unwrap();
        assert_eq!((r.mark(80.0), r.mark(10.0)), ("B", "F"));
        assert!(MarkRule::parse("A:90")
            .unwrap_err()
            .to_string()
            .contains("0 %"));
        assert!(MarkRule::parse("5-95")
            .unwrap_err()
            .to_string()
            .contains("MARK:PERCENT"));
        assert!(MarkRule::parse("5:195")
            .unwrap_err()
            .to_string()
            .contains("0 to 100"));
    }
}
