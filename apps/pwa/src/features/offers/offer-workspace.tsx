import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { serviceByKey, type ServiceKey } from '@tragkraft/domain';
import { clientPricingOf } from '@tragkraft/sync-protocol';
import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../ui/loading';
import { useMountedOnce } from '../../ui/use-mounted-once';
import type { Draft } from './calculator/default-inputs';
import { useCalculation } from './calculator/use-calculation';
import { LoadOfferForm, type LoadedOffer } from './load-offer-form';
import type { OfferModal } from './offer-modals';
import { stageCountOf } from './order/order-body';
import { useOrderForm } from './order/use-order-form';
import { OrderedAlert } from './ordered-alert';
import { ServicePicker } from './service-picker';
import { useOfferData } from './use-offer-data';

// The first paint is the service picker: the calculator, the order form (date pickers, tables)
// and the dialogs load once a service is chosen or a dialog opened (Lighthouse, issue 30).
const CalculatorPanel = lazy(() => import('./calculator/calculator-panel').then((m) => ({ default: m.CalculatorPanel })));
const OrderSection = lazy(() => import('./order/order-section').then((m) => ({ default: m.OrderSection })));
const OfferModals = lazy(() => import('./offer-modals').then((m) => ({ default: m.OfferModals })));

/**
 * The offer screen of the spec: pick a service (or load an offer), calculate, then order.
 * A client works for itself; an admin passes the chosen client login as `userId`.
 */
export function OfferWorkspace({ clientId, userId, admin, subtitle, onBack }: {
  clientId: number;
  userId: number | null;
  admin: boolean;
  subtitle?: string;
  onBack?: () => void;
}) {
  const [modal, setModal] = useState<OfferModal>(null);
  const modalsMounted = useMountedOnce(modal !== null);
  /** The placed order's confirmation address ('' when no confirmation mail goes), null before. */
  const [ordered, setOrdered] = useState<{ confirmationTo: string } | null>(null);
  const [loadedNumber, setLoadedNumber] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const { details, booked } = useOfferData(clientId, typeId);
  const pricing = details.data ? clientPricingOf(details.data) : null;
  const calc = useCalculation(userId, pricing);
  const { draft } = calc;
  const order = useOrderForm(draft ? stageCountOf(draft) : 1, booked.reload);

  const start = (key: ServiceKey, open: () => void) => {
    setOrdered(null);
    order.reset();
    setTypeId(serviceByKey(key)?.typeId ?? null);
    open();
  };
  const choose = (key: ServiceKey) => start(key, () => {
    setLoadedNumber(null);
    calc.choose(key);
  });
  const loaded = (offer: LoadedOffer) => start(offer.key, () => {
    setLoadedNumber(offer.calcId);
    calc.load(offer.key, offer.params);
    if (offer.address) order.setAddress(offer.address, 'manual');
  });
  const back = () => {
    calc.close();
    setLoadedNumber(null);
  };
  const setKilometres = (km: number) => {
    // Appliance-maker washing has a regional flat ride instead of kilometres.
    if (!draft || calc.locked || (draft.key === 'washing' && draft.input.isElectrolux)) return;
    calc.change({ ...draft, input: { ...draft.input, driveKilometers: km } } as Draft);
  };
  const placeOrder = async () => {
    if (!draft) return;
    const answer = await order.place({ calcId: calc.result?.calcId ?? null, draft, locked: calc.locked });
    if (!answer) return;
    calc.close();
    setOrdered({ confirmationTo: answer.confirmationTo });
    booked.reload();
    details.reload();
    window.scrollTo({ top: 0 });
  };

  const service = draft ? serviceByKey(draft.key) : undefined;
  return (
    <Stack maw={960}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {service ? `Offerte: ${service.name}` : 'Offerte'}
        </Title>
        {(draft || onBack) && (
          <Button variant="default" onClick={draft ? back : onBack} style={{ flexShrink: 0 }}>
            Zurück
          </Button>
        )}
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
      {details.error && <Alert color="red" variant="light" role="alert">{details.error}</Alert>}
      {booked.error && <Alert color="red" variant="light" role="alert">{booked.error}</Alert>}
      {ordered && <OrderedAlert confirmationTo={ordered.confirmationTo} admin={admin} />}
      {!draft && (
        <>
          <LoadOfferForm userId={userId} onLoaded={loaded} />
          <ServicePicker pricing={details.error ? null : pricing} onChoose={choose} />
        </>
      )}
      {draft && pricing && details.data && (
        <>
          {loadedNumber !== null && !calc.locked && (
            <Alert color="blue" variant="light">
              Offerte Nr. {loadedNumber} geladen. Prüfen Sie die Eingaben und berechnen Sie den Preis.
            </Alert>
          )}
          <Suspense fallback={<Loading />}>
            <CalculatorPanel
              calc={calc}
              pricing={pricing}
              admin={admin}
              orderAddress={order.form.address}
              ctx={{ booked: booked.data ?? [], openKilometres: () => setModal('kilometres'), openPastAddresses: () => setModal('pastAddresses') }}
            />
          </Suspense>
          {calc.locked && calc.result && (
            <Suspense fallback={<Loading />}>
              <OrderSection
                draft={draft}
                order={order}
                details={details.data}
                booked={booked.data ?? []}
                admin={admin}
                onOrder={placeOrder}
                onExpress={() => {
                  order.clearErrors();
                  calc.calculateWithExpress();
                }}
                openAddress={() => setModal('address')}
                openPastAddresses={() => setModal('pastAddresses')}
              />
            </Suspense>
          )}
        </>
      )}
      {modalsMounted && (
        <Suspense fallback={null}>
          <OfferModals
            modal={modal}
            close={() => setModal(null)}
            order={order}
            pastAddresses={details.data?.serviceAddressList ?? []}
            setKilometres={setKilometres}
          />
        </Suspense>
      )}
    </Stack>
  );
}
