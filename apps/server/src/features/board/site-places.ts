// Where stages and the depot are (issue 33, decision 035): the place of an address's postcode
// in the embedded Swiss locality data, and the depot at the COMPANY_* address. Lookups are
// remembered per address text (the board asks for the same few hundred every 10 s).
import type { GeoPoint } from '@tragkraft/domain';
import type { Company } from '../../config';
import { LocalityIndex } from '../maps/localities';

export interface SitePlaces {
  /** The depot's coordinates (null: its postcode is not in the data). */
  depot: GeoPoint | null;
  /** 'Rautistrasse 12, 8048 Zürich'. */
  depotLabel: string;
  /** The coordinates of an address's place, or null. */
  locate(address: string): GeoPoint | null;
}

const MAX_REMEMBERED = 20_000;

export function sitePlaces(localitiesFile: string, company: Pick<Company, 'street' | 'buildingNumber' | 'postcode' | 'city'>): SitePlaces {
  const index = LocalityIndex.fromFile(localitiesFile);
  const remembered = new Map<string, GeoPoint | null>();
  const locate = (address: string): GeoPoint | null => {
    const known = remembered.get(address);
    if (known !== undefined) return known;
    const found = index.locate(address);
    const point = found ? { lat: found.lat, lon: found.lon } : null;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(address, point);
    return point;
  };
  const depotLabel = `${`${company.street} ${company.buildingNumber}`.trim()}, ${company.postcode} ${company.city}`;
  return { depot: locate(`${company.postcode} ${company.city}`), depotLabel, locate };
}
