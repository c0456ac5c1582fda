// The official Swiss locality directory (swisstopo, shipped in apps/server/data), parsed
// once and searched in memory: about 5,800 rows.
import { readFileSync } from 'node:fs';

export interface Locality {
  name: string;
  postcode: string;
  municipality: string;
  canton: string;
  lon: number;
  lat: number;
  /** Lower case without accents, for matching what people type. */
  searchName: string;
}

function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function parseLocalities(csv: string): Locality[] {
  const localities: Locality[] = [];
  for (const line of csv.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!line || line.startsWith('#') || line.startsWith('Ortschaftsname;')) continue;
    const [name, postcode, , municipality, , canton, lon, lat] = line.split(';');
    if (!name || !postcode || !canton || !lon || !lat) continue;
    localities.push({ name, postcode, municipality: municipality ?? '', canton, lon: Number(lon), lat: Number(lat), searchName: foldText(name) });
  }
  return localities;
}

const loaded = new Map<string, LocalityIndex>();

export class LocalityIndex {
  private readonly byPostcode = new Map<string, Locality[]>();

  constructor(readonly all: Locality[]) {
    for (const locality of all) {
      const list = this.byPostcode.get(locality.postcode) ?? [];
      list.push(locality);
      this.byPostcode.set(locality.postcode, list);
    }
  }

  /** The shipped file does not change while the server runs: read once per process and path (maps and board both use it). */
  static fromFile(path: string): LocalityIndex {
    let index = loaded.get(path);
    if (!index) {
      index = new LocalityIndex(parseLocalities(readFileSync(path, 'utf8')));
      loaded.set(path, index);
    }
    return index;
  }

  /** Localities whose postcode starts with the digits or whose name starts with / contains the text. */
  search(text: string, limit: number): Locality[] {
    const folded = foldText(text);
    if (!folded) return [];
    const postcode = folded.match(/\b(\d{1,4})\b/)?.[1];
    const words = folded.replace(/\b\d{1,4}\b/g, ' ').trim();
    const matches = this.all.filter((locality) =>
      (!postcode || locality.postcode.startsWith(postcode)) && (!words || locality.searchName.includes(words)),
    );
    // Names that start with the text first, then by postcode.
    matches.sort((a, b) =>
      Number(!a.searchName.startsWith(words)) - Number(!b.searchName.startsWith(words)) || a.postcode.localeCompare(b.postcode) || a.name.localeCompare(b.name),
    );
    const seen = new Set<string>();
    return matches.filter((l) => !seen.has(`${l.postcode} ${l.name}`) && seen.add(`${l.postcode} ${l.name}`)).slice(0, limit);
  }

  /** The locality of an address such as 'Hardturmstrasse 201, 8005 Zürich'. */
  locate(address: string): Locality | undefined {
    const folded = foldText(address);
    for (const match of folded.matchAll(/\b(\d{4})\b\s*([^,\n\d]*)/g)) {
      const candidates = this.byPostcode.get(match[1]!);
      if (!candidates) continue;
      const name = match[2]!.trim();
      return candidates.find((l) => name && (l.searchName === name || name.startsWith(l.searchName))) ?? candidates[0];
    }
    return undefined;
  }

  find(postcode: string, name: string): Locality | undefined {
    return this.byPostcode.get(postcode)?.find((l) => l.name === name);
  }
}
