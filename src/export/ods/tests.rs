//! Unit tests of the ODS writer.

use super::*;

#[test]
fn every_code_has_its_colour_style() {
    let codes = coloured_codes(4);
    for (i, &c) in codes.iter().enumerate() {
        assert_eq!(colour_index(c, 4), i, "{c:?}");
    }
    assert_eq!(colour_index(Code::Win(9), 4), colour_index(Code::Win(4), 4));
    assert_eq!(colour_index(Code::Handed, 4), colour_index(Code::Over, 4));
}

#[test]
fn cells_skip_blank_columns() {
    let row = row_xml(&[(0, "<a/>".into()), (3, "<b/>".into())]);
    assert_eq!(
        row,
        r#"<table:table-row><a/><table:table-cell table:number-columns-repeated="2"/><b/></table:table-row>"#
    );
    assert_eq!(esc("a<'&\">"), "a&lt;&apos;&amp;&quot;&gt;");
}
