//! Unit tests of the formula sheets: the formulas written and the results stored.

use super::*;
use crate::grid::Grid;

#[test]
fn a_cell_reads_its_followers_through_the_named_parameters() {
    let layout = Layout::of(&Grid {
        heaps: 1,
        axes: vec![(11, 44)],
    });
    let plan = dense::Plan {
        heaps: 1,
        lo: [1, 0, 0],
        dims: [44, 1, 1],
        target: 45,
        bound: Some(112),
        handed_counts: false,
        adds: [vec![2], vec![], vec![]],
        muls: [vec![3], vec![], vec![]],
    };
    let moves = [
        MoveRef {
            param: "add_1".into(),
            value: 2,
            mul: false,
            heaps: vec![0],
        },
        MoveRef {
            param: "mul_2".into(),
            value: 3,
            mul: true,
            heaps: vec![0],
        },
    ];
    let f = Formulas {
        layout: &layout,
        moves: &moves,
        plan: &plan,
    };
    let x = ["B$4".to_string()];
    // One heap wraps into rows of ten: S = 11..44 is rows 1..4 (tens),
    // columns 1..10 (units + 1).
    let at = |s: &str| format!("INDEX(codes,INT({s}/10),MOD({s},10)+1)");
    let (a, m) = (at("(B$4+add_1)"), at("B$4*mul_2"));
    assert_eq!(
        f.code(&x),
        format!(
            "IF(B$4>=target,0,MOD(MIN(\
                 IF(B$4+add_1>=target,IF(B$4+add_1<=bound,1-1E9,0),\
                 IF({a}<=0,1-{a}-1E9,-{a})),\
                 IF(B$4+B$4*(mul_2-1)>=target,IF(B$4+B$4*(mul_2-1)<=bound,1-1E9,0),\
                 IF({m}<=0,1-{m}-1E9,-{m}))\
                 )+5E8,1E9)-5E8)"
        )
    );
    assert_eq!(
        f.label(&x, "'Codes'!B5", Convention::WinLose),
        "IF(B$4>=target,\"—\",IF('Codes'!B5>0,\"V\"&'Codes'!B5,\"P\"&-'Codes'!B5))"
    );
}
