//! The numbers Word 97–2003 draws before a `.doc`'s list paragraphs
//! («93.», «19.», «а)»): they are in no piece of its text. A paragraph's
//! properties (its PAPX, in the FKP pages PlcBtePapx points to, and its
//! style's in the STSH) name its list (`sprmPIlfo`) and level
//! (`sprmPIlvl`); the lists (PlfLst: LSTF and LVL) say how each level
//! writes its number, their overrides (PlfLfo: LFO and LFOLVL) where one
//! restarts ([MS-DOC] 2.4.6.x, 2.9.x). The counting is the `.docx` reader's
//! ([`Lists`]). Every offset is checked: a damaged table loses the numbers,
//! never the text.

use std::collections::HashMap;

use super::docx::{Level, Lists, LEVELS};

/// An FKP page's size in `WordDocument`.
const PAGE: usize = 512;
/// The most lists, overrides and styles we read (Word's own limits are
/// lower); a hostile count costs no more.
const MOST: usize = 4096;
/// How far a style's bases are followed.
const BASES: usize = 12;

/// `sprmPIlvl`, `sprmPIlfo`.
const SPRM_ILVL: u16 = 0x260A;
const SPRM_ILFO: u16 = 0x460B;

/// A paragraph's list as its properties give it: the override's index
/// (`ilfo`, 1 up; 0 none) and the level, each if given.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct ListProps {
    ilfo: Option<i16>,
    ilvl: Option<u8>,
}

/// A document's list numbering: where its paragraphs' properties are, its
/// styles' lists, and its lists counting.
pub(super) struct Numbering<'a> {
    word: &'a [u8],
    /// PlcBtePapx: n + 1 positions, then n page numbers.
    bte: &'a [u8],
    styles: Vec<(u16, ListProps)>,
    lists: Lists,
}

/// A `(at, len)` pair of the FIB's `FibRgFcLcb97`, by its index.
fn fc_lcb(word: &[u8], index: usize) -> Option<(usize, usize)> {
    let csw = usize::from(u16_at(word, 0x20)?);
    let lw = 0x22usize.checked_add(csw.checked_mul(2)?)?;
    let cslw = usize::from(u16_at(word, lw)?);
    let blob_len_at = lw.checked_add(2)?.checked_add(cslw.checked_mul(4)?)?;
    let pairs = usize::from(u16_at(word, blob_len_at)?);
    if index >= pairs {
        return None;
    }
    let at = blob_len_at
        .checked_add(2)?
        .checked_add(index.checked_mul(8)?)?;
    Some((u32_at(word, at)? as usize, u32_at(word, at + 4)? as usize))
}

fn slice(b: &[u8], at: usize, len: usize) -> Option<&[u8]> {
    b.get(at..at.checked_add(len)?)
}

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(slice(b, at, 2)?.try_into().ok()?))
}

fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(slice(b, at, 4)?.try_into().ok()?))
}

impl<'a> Numbering<'a> {
    /// The document's numbering, if it has lists and they read.
    pub(super) fn read(word: &'a [u8], table: &'a [u8]) -> Option<Numbering<'a>> {
        // FibRgFcLcb97: 1 fcStshf, 13 fcPlcfBtePapx, 73 fcPlfLst, 74 fcPlfLfo.
        let (lst_at, lst_len) = fc_lcb(word, 73)?;
        let (lfo_at, lfo_len) = fc_lcb(word, 74)?;
        if lst_len == 0 || lfo_len == 0 {
            return None;
        }
        let (bte_at, bte_len) = fc_lcb(word, 13)?;
        let bte = slice(table, bte_at, bte_len)?;
        let styles = fc_lcb(word, 1)
            .and_then(|(at, len)| styles(slice(table, at, len)?))
            .unwrap_or_default();
        let mut lists = Lists::default();
        let lsids = list_definitions(table, lst_at, &mut lists)?;
        overrides(table, lfo_at, &lsids, &mut lists)?;
        Some(Numbering {
            word,
            bte,
            styles,
            lists,
        })
    }

    /// The number drawn before the paragraph whose mark lies at byte `fc`
    /// of `WordDocument`, and its list's count moved on.
    pub(super) fn mark(&mut self, fc: usize) -> Option<String> {
        let (istd, grpprl) = self.papx(fc)?;
        let mut props = self.style_props(istd);
        let own = sprms(grpprl);
        props.ilfo = own.ilfo.or(props.ilfo);
        props.ilvl = own.ilvl.or(props.ilvl);
        let ilfo = props.ilfo.filter(|&i| i > 0)?;
        let level = usize::from(props.ilvl.unwrap_or(0)).min(LEVELS - 1);
        self.lists.next(&ilfo.to_string(), level)
    }

    /// A style's list, its own or its bases'.
    fn style_props(&self, mut istd: u16) -> ListProps {
        let mut props = ListProps::default();
        for _ in 0..BASES {
            let Some((base, own)) = self.styles.get(usize::from(istd)) else {
                break;
            };
            props.ilfo = props.ilfo.or(own.ilfo);
            props.ilvl = props.ilvl.or(own.ilvl);
            istd = *base;
        }
        props
    }

    /// The style and the properties of the paragraph whose mark is at `fc`.
    fn papx(&self, fc: usize) -> Option<(u16, &'a [u8])> {
        let bte = self.bte;
        if bte.len() < 4 || !(bte.len() - 4).is_multiple_of(8) {
            return None;
        }
        let n = (bte.len() - 4) / 8;
        let k = (0..n).find(|&k| {
            let (Some(a), Some(b)) = (u32_at(bte, 4 * k), u32_at(bte, 4 * (k + 1))) else {
                return false;
            };
            (a as usize..b as usize).contains(&fc)
        })?;
        let pn = (u32_at(bte, 4 * (n + 1) + 4 * k)? & 0x003F_FFFF) as usize;
        let fkp = slice(self.word, pn.checked_mul(PAGE)?, PAGE)?;
        let crun = usize::from(*fkp.get(PAGE - 1)?);
        let i = (0..crun).find(|&i| {
            let (Some(a), Some(b)) = (u32_at(fkp, 4 * i), u32_at(fkp, 4 * (i + 1))) else {
                return false;
            };
            (a as usize..b as usize).contains(&fc)
        })?;
        let offset = usize::from(*fkp.get(4 * (crun + 1) + 13 * i)?) * 2;
        if offset == 0 {
            return Some((0, &[]));
        }
        let cb = usize::from(*fkp.get(offset)?);
        let data = if cb != 0 {
            slice(fkp, offset + 1, 2 * cb - 1)?
        } else {
            slice(fkp, offset + 2, 2 * usize::from(*fkp.get(offset + 1)?))?
        };
        Some((u16_at(data, 0)?, data.get(2..)?))
    }
}

/// A grpprl's list and level; a damaged one read as far as it goes.
fn sprms(mut grpprl: &[u8]) -> ListProps {
    let mut props = ListProps::default();
    while let Some(sprm) = u16_at(grpprl, 0) {
        let operand = &grpprl[2..];
        let len = match sprm >> 13 {
            0 | 1 => Some(1),
            2 | 4 | 5 => Some(2),
            3 => Some(4),
            7 => Some(3),
            // sprmTDefTable: a two-byte size; sprmPChgTabs: a byte, or
            // (255) a layout we do not follow; others: a byte of size.
            _ if sprm == 0xD608 => u16_at(operand, 0).map(|n| usize::from(n) + 1),
            _ if sprm == 0xC615 => operand
                .first()
                .filter(|&&n| n != 255)
                .map(|&n| 1 + usize::from(n)),
            _ => operand.first().map(|&n| 1 + usize::from(n)),
        };
        let Some(len) = len.filter(|&l| l <= operand.len()) else {
            break;
        };
        match sprm {
            SPRM_ILVL => props.ilvl = operand.first().copied(),
            SPRM_ILFO => props.ilfo = u16_at(operand, 0).map(|v| v as i16),
            _ => {}
        }
        grpprl = &operand[len..];
    }
    props
}

/// The style sheet (STSH): each style's base and list.
fn styles(stsh: &[u8]) -> Option<Vec<(u16, ListProps)>> {
    let cb_stshi = usize::from(u16_at(stsh, 0)?);
    let stshi = slice(stsh, 2, cb_stshi)?;
    let count = usize::from(u16_at(stshi, 0)?).min(MOST);
    let base_len = usize::from(u16_at(stshi, 2)?);
    let mut at = 2 + cb_stshi;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let cb = usize::from(u16_at(stsh, at)?);
        let std = slice(stsh, at + 2, cb)?;
        at += 2 + cb;
        out.push(style(std, base_len).unwrap_or((0x0FFF, ListProps::default())));
    }
    Some(out)
}

/// One style (STD): its base, and the list of its paragraph properties.
fn style(std: &[u8], base_len: usize) -> Option<(u16, ListProps)> {
    let kind = u16_at(std, 2)? & 0x000F;
    let base = u16_at(std, 2)? >> 4;
    // The name (a length, the UTF-16 letters, a zero), then the UPXs.
    let name_len = usize::from(u16_at(std, base_len)?);
    let upx = base_len.checked_add(2)?.checked_add(2 * name_len + 2)?;
    // A paragraph style's first UPX is its paragraph properties: a style
    // index, then the sprms.
    if kind != 1 {
        return Some((base, ListProps::default()));
    }
    let cb = usize::from(u16_at(std, upx)?);
    let papx = slice(std, upx + 2, cb)?;
    Some((base, sprms(papx.get(2..)?)))
}

/// PlfLst and the LVLs after it: each list's levels, named by its `lsid`.
fn list_definitions(table: &[u8], at: usize, lists: &mut Lists) -> Option<Vec<i32>> {
    let count = usize::from(u16_at(table, at)?).min(MOST);
    let mut lvl_at = at.checked_add(2)?.checked_add(count.checked_mul(28)?)?;
    let mut lsids = Vec::with_capacity(count);
    for k in 0..count {
        let lstf = slice(table, at + 2 + 28 * k, 28)?;
        let lsid = u32_at(lstf, 0)? as i32;
        let simple = lstf.get(26)? & 1 != 0;
        let mut levels = Vec::new();
        for _ in 0..if simple { 1 } else { LEVELS } {
            let (level, len) = lvl(table, lvl_at)?;
            levels.push(level);
            lvl_at = lvl_at.checked_add(len)?;
        }
        lists.define(lsid.to_string(), levels);
        lsids.push(lsid);
    }
    Some(lsids)
}

/// One LVL at `at`: the level and its length.
fn lvl(table: &[u8], at: usize) -> Option<(Level, usize)> {
    let lvlf = slice(table, at, 28)?;
    let start = u32_at(lvlf, 0)?;
    let nfc = *lvlf.get(4)?;
    let grpprls = usize::from(*lvlf.get(24)?) + usize::from(*lvlf.get(25)?);
    let xst = at.checked_add(28)?.checked_add(grpprls)?;
    let cch = usize::from(u16_at(table, xst)?);
    let units = slice(table, xst + 2, 2 * cch)?
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]));
    // A unit below 9 stands for that level's number.
    let mut text = String::new();
    for c in char::decode_utf16(units) {
        match c {
            Ok(c) if (c as u32) < 9 => text.push_str(&format!("%{}", c as u32 + 1)),
            Ok(c) => text.push(c),
            Err(_) => text.push('\u{FFFD}'),
        }
    }
    let format = match nfc {
        1 => "upperRoman",
        2 => "lowerRoman",
        3 => "upperLetter",
        4 => "lowerLetter",
        23 => "bullet",
        58 => "russianLower",
        59 => "russianUpper",
        255 => "none",
        _ => "decimal",
    };
    let level = Level {
        start,
        format: format.into(),
        text,
    };
    Some((level, 28 + grpprls + 2 + 2 * cch))
}

/// PlfLfo: each override (`ilfo` 1 up) as its list and the levels it
/// restarts.
fn overrides(table: &[u8], at: usize, lsids: &[i32], lists: &mut Lists) -> Option<()> {
    let count = (u32_at(table, at)? as usize).min(MOST);
    let mut data_at = at.checked_add(4)?.checked_add(count.checked_mul(16)?)?;
    for k in 0..count {
        let lfo = slice(table, at + 4 + 16 * k, 16)?;
        let lsid = u32_at(lfo, 0)? as i32;
        let levels = usize::from(*lfo.get(12)?);
        // LFOData: a position, then the LFOLVLs (each perhaps with an LVL).
        let mut restarts = HashMap::new();
        data_at = data_at.checked_add(4)?;
        for _ in 0..levels {
            let start = u32_at(table, data_at)?;
            let flags = u32_at(table, data_at + 4)?;
            data_at = data_at.checked_add(8)?;
            if flags & 0x10 != 0 {
                restarts.insert((flags & 0xF) as usize, start);
            }
            if flags & 0x20 != 0 {
                data_at = data_at.checked_add(lvl(table, data_at)?.1)?;
            }
        }
        if lsids.contains(&lsid) {
            lists.use_list((k + 1).to_string(), lsid.to_string(), restarts);
        }
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::super::doc::doc_text;
    use super::*;

    /// Writer's `.doc` of two tasks numbered 93. and 127., their questions
    /// 19.–21.: the numbers drawn as LibreOffice draws them.
    #[test]
    fn a_docs_task_and_question_numbers_are_drawn() {
        let bytes = include_bytes!("../../../tests/fixtures/read/formats/lists-kp1921.doc");
        let text = doc_text(bytes).unwrap_or_default();
        let marks: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split_once(' ').map(|(m, _)| m))
            .filter(|m| m.ends_with('.') && m[..m.len() - 1].chars().all(|c| c.is_ascii_digit()))
            .collect();
        assert_eq!(
            marks,
            ["93.", "19.", "20.", "21.", "127.", "19.", "20.", "21."]
        );
        assert!(text.contains("\n93. (А. Рогов) Два игрока"));
    }

    /// Lettered, continued after a paragraph between, restarted, nested
    /// «%1.%2.», Latin letters and «(%1)» in Roman numerals: the marks
    /// LibreOffice's text export of the `.doc` shows. (Writer saved the
    /// restarted list's second item in the list it continues: 22. as
    /// LibreOffice reads the file back, where the `.odt` showed 20.)
    #[test]
    fn every_kind_of_list_is_numbered() {
        let bytes = include_bytes!("../../../tests/fixtures/doc-lists-kinds.doc");
        let text = doc_text(bytes).unwrap_or_default();
        let want = "Lettered list:\nа) первый\nб) второй\nв) третий\nQuestions from 19:\n\
            19. q19\n20. q20\nA paragraph between.\n21. q21 continued\nRestarted:\n\
            19. q19 again\n22. q20 again\nNested:\n1. one\n1.1. one-one\n1.2. one-two\n\
            2. two\n2.1. two-one\nStyle numbered:\nstyled a\nstyled b\n\
            Latin letters and roman:\na) x\nb) y\n(i) r1\n(ii) r2\n(iii) r3\n(iv) r4\nEnd.\n";
        assert_eq!(text, want);
    }

    /// Paragraph styles that number (a task's style at level 1 from 93, a
    /// question's, based on it, at level 2 from 19 as «%2)»): the numbers
    /// LibreOffice's text export shows.
    #[test]
    fn a_style_numbers_its_paragraphs() {
        let bytes = include_bytes!("../../../tests/fixtures/doc-lists-styled.doc");
        let text = doc_text(bytes).unwrap_or_default();
        let want = "Head\n93. task a\n19) question a\n20) question b\n94. task b\n\
            19) question c\nBetween\n95. task c\n";
        assert_eq!(text, want);
    }

    /// The sprms of a paragraph: a list and level found past other sprms;
    /// a cut one read as far as it goes.
    #[test]
    fn a_paragraphs_list_is_found_among_its_sprms() {
        let grpprl = [0x03, 0x24, 0x01, 0x0A, 0x26, 0x01, 0x0B, 0x46, 0x02, 0x00];
        let props = sprms(&grpprl);
        assert_eq!((props.ilfo, props.ilvl), (Some(2), Some(1)));
        assert_eq!(sprms(&grpprl[..8]).ilfo, None);
        assert_eq!(sprms(&grpprl[..8]).ilvl, Some(1));
    }

    /// A damaged `.doc` of lists (cut anywhere, bytes changed anywhere) is
    /// read or refused, never a panic.
    #[test]
    fn a_damaged_doc_of_lists_is_read_or_refused() {
        let good = include_bytes!("../../../tests/fixtures/doc-lists-kinds.doc");
        for cut in (0..good.len()).step_by(97) {
            let _ = doc_text(&good[..cut]);
        }
        for bytes in super::super::doc::damaged_copies(good, 0x2545_F491_4F6C_DD1D, 4) {
            let _ = doc_text(&bytes);
        }
    }
}
