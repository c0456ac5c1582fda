// What every Excel export shares: the company as the workbook's creator, and table sheets
// with a bold header row that stays in view while scrolling.
import ExcelJS from 'exceljs';

export function newWorkbook(companyName: string): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = companyName;
  workbook.created = new Date();
  return workbook;
}

/** A sheet with these columns, its header row bold and frozen. */
export function addTableSheet(workbook: ExcelJS.Workbook, name: string, columns: Partial<ExcelJS.Column>[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}

export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
