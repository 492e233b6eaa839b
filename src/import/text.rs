//! A cell's text, kept small: a checked table holds millions of short
//! labels (`V1`, `П2`, `-3`), and a `String` each cost 24 bytes plus a heap
//! block of 32. Up to [`INLINE`] bytes live inside the value; longer text
//! goes behind one pointer, so a [`super::Value`] is 16 bytes.

use std::fmt;
use std::ops::Deref;

/// Bytes of text kept inline.
pub const INLINE: usize = 14;

/// Immutable text of a cell; reads as a `&str`.
#[derive(Clone, PartialEq, Eq)]
pub struct Text(Repr);

#[derive(Clone, PartialEq, Eq)]
enum Repr {
    Inline { len: u8, bytes: [u8; INLINE] },
    Heap(Box<Box<str>>),
}

impl Text {
    pub fn new(s: &str) -> Text {
        if s.len() <= INLINE {
            let mut bytes = [0u8; INLINE];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            Text(Repr::Inline {
                len: s.len() as u8,
                bytes,
            })
        } else {
            Text(Repr::Heap(Box::new(s.into())))
        }
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Always whole characters: `new` copies a whole `&str`.
            Repr::Inline { len, bytes } => {
                std::str::from_utf8(&bytes[..*len as usize]).unwrap_or("")
            }
            Repr::Heap(s) => s,
        }
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::new(s)
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::new(&s)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_text_read_back() {
        for s in [
            "",
            "V1",
            "П12",
            "ровно 14 б",
            "a longer text than fourteen bytes",
            "эээээээ",
        ] {
            assert_eq!(Text::new(s).as_str(), s);
        }
        assert_eq!(Text::new("V1"), Text::from("V1".to_string()));
        assert_ne!(Text::new("V1"), Text::new("V2"));
    }

    #[test]
    fn a_cell_value_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<Text>(), 16);
        assert_eq!(std::mem::size_of::<super::super::Value>(), 16);
    }
}
