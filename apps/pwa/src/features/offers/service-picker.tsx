import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { serviceEnabledFor, SERVICES, type ClientPricing, type Service, type ServiceKey } from '@tragkraft/domain';
import { lazy, Suspense, useState } from 'react';
import { useMountedOnce } from '../../ui/use-mounted-once';

// Loaded when a greyed service is first clicked: the picker is the screen's first paint.
const DisabledServiceModal = lazy(() => import('./modals/disabled-service-modal').then((m) => ({ default: m.DisabledServiceModal })));

/** The word the spec's question leaves open: 'mit unserer {product}'. */
const PRODUCT = 'Dienstleistung';

/** One button per service; a disabled one is greyed and explains how to unlock it. */
export function ServicePicker({ pricing, onChoose }: { pricing: ClientPricing | null; onChoose: (key: ServiceKey) => void }) {
  const [disabled, setDisabled] = useState<Service | null>(null);
  const modalMounted = useMountedOnce(disabled !== null);
  return (
    <Stack>
      <Text fw={500}>Wo dürfen wir Sie mit unserer {PRODUCT} unterstützen?</Text>
      {pricing === null && (
        <Center>
          <Loader size="sm" role="status" aria-label="Lädt" />
        </Center>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {SERVICES.map((service) => {
          const enabled = pricing !== null && serviceEnabledFor(pricing, service.typeId);
          return (
            <Button
              key={service.key}
              variant={enabled ? 'light' : 'default'}
              c={enabled ? undefined : 'dimmed'}
              h="auto"
              py="md"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              title={enabled ? undefined : 'Nicht freigeschaltet'}
              data-service-enabled={enabled}
              onClick={() => {
                // Until the client details are there, no service can be chosen.
                if (pricing === null) return;
                if (enabled) onChoose(service.key);
                else setDisabled(service);
              }}
            >
              {service.name}
            </Button>
          );
        })}
      </SimpleGrid>
      {modalMounted && (
        <Suspense fallback={null}>
          <DisabledServiceModal serviceName={disabled?.name ?? null} onClose={() => setDisabled(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
