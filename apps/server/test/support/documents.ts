// Reads what the app produced the way a person's tools would: PDF text, Word XML, mails.
import JSZip from 'jszip';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The text of every page of a PDF, pages joined by newlines. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await loading.destroy();
  return pages.join('\n');
}

/** The visible text of a .docx (word/document.xml without tags, paragraphs on lines). */
export async function docxText(docx: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(docx);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

export function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  return simpleParser(raw);
}
