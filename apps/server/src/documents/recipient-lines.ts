// The recipient block of a letter (invoice, reminder): the client's name, then its billing
// address. Addresses are often typed with the company's name on top, in another case or with
// extra spaces; such a line is the same name and is printed once (issue 28 §6).

/** The name compared as a person reads it: case, spaces and punctuation spacing ignored. */
export function sameName(a: string, b: string): boolean {
  const norm = (text: string) => text.normalize('NFC').toLocaleLowerCase('de-CH').replace(/\s+/g, ' ').replace(/\s*([.,])\s*/g, '$1').trim();
  return norm(a) === norm(b);
}

export function recipientLines(clientName: string, address: string): string[] {
  const lines = address.split('\n').map((line) => line.trim()).filter(Boolean);
  return [clientName, ...lines.filter((line) => !sameName(line, clientName))];
}
