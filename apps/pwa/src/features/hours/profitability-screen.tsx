import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useDownload } from '../../ui/use-download';
import { downloadProfitabilityExcel } from './hours-api';

const COLUMNS: [string, string][] = [
  ['Datum, Auftrag, Etappe', 'jede abgeschlossene Etappe eines aktiven Auftrags, nach Datum'],
  ['Kunde, Dienst', 'Firma und Dienstleistung'],
  ['Umsatz mit Fahrt CHF', 'ohne MWST, mit Fahrt: die Rechnung der Etappe, sonst der Anteil der Offerte (in der Auswertung «Umsatz mit Fahrt»; ihr «Umsatz ohne Fahrt» zieht die Fahrt ab)'],
  ['Basis', 'ob der Umsatz aus der Rechnung oder der Offerte stammt'],
  ['Stunden', 'Stunden des ganzen Teams auf der Etappe'],
  ['Umsatz mit Fahrt pro Stunde CHF', 'Umsatz mit Fahrt geteilt durch die Stunden (leer ohne Stunden)'],
];

/** admin/profitability: the profitability export as one Excel download. */
export function ProfitabilityScreen() {
  const { busy, download } = useDownload();
  return (
    <Stack maw={640}>
      <Title order={1}>Rentabilität</Title>
      <Text>Die Auswertung enthält alle abgeschlossenen Etappen mit einer Total-Zeile am Ende.</Text>
      <List size="sm" spacing={4}>
        {COLUMNS.map(([name, meaning]) => (
          <List.Item key={name}>
            <Text span fw={600} size="sm">{name}</Text>: {meaning}
          </List.Item>
        ))}
      </List>
      <div>
        <Button
          loading={busy === 'excel'}
          onClick={() => download('excel', downloadProfitabilityExcel, 'Rentabilitaet.xlsx', 'Konnte das Excel nicht herunterladen')}
        >
          Excel herunterladen
        </Button>
      </div>
    </Stack>
  );
}
