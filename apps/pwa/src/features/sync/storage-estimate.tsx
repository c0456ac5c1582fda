import { Text } from '@mantine/core';
import { FIELD_SECONDARY } from '../operations/field-look';
import { useEffect, useState } from 'react';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** How much the browser lets this app keep, and whether it may evict it. */
export function StorageEstimate() {
  const [text, setText] = useState('Speicher wird ermittelt …');
  useEffect(() => {
    let live = true;
    (async () => {
      if (!navigator.storage?.estimate) return 'Speicherangaben sind in diesem Browser nicht verfügbar.';
      const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? Promise.resolve(false)]);
      return `Speicher: ${mb(usage)} MB von ${mb(quota)} MB belegt · ${persisted ? 'dauerhaft gespeichert' : 'nicht dauerhaft (der Browser darf Daten löschen)'}`;
    })()
      .then((t) => live && setText(t))
      .catch(() => live && setText('Speicherangaben sind nicht verfügbar.'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Text size="sm" c={FIELD_SECONDARY}>
      {text}
    </Text>
  );
}
