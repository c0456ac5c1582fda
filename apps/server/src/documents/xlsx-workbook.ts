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

/** Excel's number format for a Swiss date; the cell holds a real date, so columns sort. */
export const EXCEL_DATE_FORMAT = 'dd.mm.yyyy';
/** 'Di 12.05.2026': [$-807] asks for Swiss German day names whatever the reader's Excel language. */
export const EXCEL_WEEKDAY_DATE_FORMAT = '[$-807]ddd dd.mm.yyyy';

/** An ISO day as the Date ExcelJS writes as that calendar day (UTC midnight, no time zone shift). */
export function excelDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}
