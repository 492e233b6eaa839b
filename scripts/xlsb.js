// Converts an XLSX workbook to XLSB with SheetJS (npm package `xlsx`), which
// writes cells after the first of a row as short records (BrtShortRk, …) —
// what Excel's binary workbooks hold too. Used by make_check_samples.sh.
//   node scripts/xlsb.js IN.xlsx OUT.xlsb
const XLSX = require('xlsx');
const [src, dst] = process.argv.slice(2);
XLSX.writeFile(XLSX.readFile(src), dst, { bookType: 'xlsb' });
