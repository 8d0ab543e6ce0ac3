/** What app.ts and other modules use of sheet-import: its public face. */
export { analyseSheet, type AnalyseSheetInput, type SheetAnalysis } from './analyse-sheet';
export { SheetImportRefused, rowsWithProblems } from './check-sheet';
export { registerSheetImportRoute } from './sheet-import-route';
export {
  analyseImport,
  importedFileName,
  mustMapRequired,
  previewOfSheet,
  validRowsMeeting,
} from './sheet-import-flow';
