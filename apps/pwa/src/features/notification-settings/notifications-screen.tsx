// admin/notifications ("Benachrichtigungen"): the automatic messages on or off (customer mails
// and staff push, grouped), the hour of the day-before reminder, "Speichern", and a preview
// of each mail.
import { Button, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { NotificationSettings } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { LoadState } from '../../ui/load-state';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useApi } from '../../ui/use-api';
import { MailPreviewModal } from './mail-preview-modal';
import { loadNotificationSettings, saveNotificationSettings } from './notification-settings-api';
import { HOUR_OPTIONS, SWITCH_GROUPS, type SwitchText } from './notification-texts';

export function NotificationsScreen() {
  const { data, loading, error } = useApi(loadNotificationSettings, [], 'Konnte die Einstellungen nicht laden.');
  const [form, setForm] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [preview, setPreview] = useState<SwitchText | null>(null);
  useEffect(() => setForm(data), [data]);

  const change = (patch: Partial<NotificationSettings>) => {
    setForm((current) => (current ? { ...current, ...patch } : current));
    setSaved(false);
  };
  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      setForm(await saveNotificationSettings(form));
      setSaved(true);
      notifySuccess('Einstellungen gespeichert.');
    } catch (failure) {
      notifyError(withServerMessage('Fehler: Konnte die Einstellungen nicht speichern.', failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={760}>
      <Title order={1}>Benachrichtigungen</Title>
      <Text size="sm" c="dimmed">
        Welche Mitteilungen automatisch versandt werden. Änderungen gelten ab dem Speichern.
      </Text>
      <LoadState loading={loading || (!form && !error)} error={error}>
        {form && (
          <Stack>
            {SWITCH_GROUPS.map((group) => (
              <Card key={group.title} withBorder component="section" aria-label={group.title}>
                <Title order={2} size="h4" mb="sm">
                  {group.title}
                </Title>
                <Stack gap="md">
                  {group.switches.map((item) => (
                    <Group key={item.key} justify="space-between" wrap="nowrap" align="flex-start">
                      <Switch label={item.label} description={item.description} checked={form[item.key]} onChange={(event) => change({ [item.key]: event.currentTarget.checked })} />
                      {item.preview && (
                        <Button size="xs" variant="default" aria-label={`Vorschau: ${item.label}`} onClick={() => setPreview(item)}>
                          Vorschau
                        </Button>
                      )}
                    </Group>
                  ))}
                  {group.switches.some((item) => item.key === 'dayBeforeReminder') && (
                    <Select
                      label="Uhrzeit der Erinnerung"
                      description="Am Arbeitstag vor der Etappe, Zeit Zürich."
                      data={HOUR_OPTIONS}
                      value={String(form.reminderHour)}
                      onChange={(value) => value !== null && change({ reminderHour: Number(value) })}
                      allowDeselect={false}
                      maw={220}
                    />
                  )}
                </Stack>
              </Card>
            ))}
            <Group>
              <Button onClick={() => void save()} loading={saving}>
                Speichern
              </Button>
              {saved && (
                <Text size="sm" c="green.8" role="status">
                  Gespeichert.
                </Text>
              )}
            </Group>
          </Stack>
        )}
      </LoadState>
      <MailPreviewModal mail={preview?.preview ?? null} title={preview?.label ?? ''} onClose={() => setPreview(null)} />
    </Stack>
  );
}
