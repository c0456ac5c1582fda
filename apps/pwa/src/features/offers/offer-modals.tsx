import { AddressModal } from './modals/address-modal';
import { KilometreModal } from './modals/kilometre-modal';
import { PastAddressesModal, type PastAddress } from './modals/past-addresses-modal';
import type { OrderState } from './order/use-order-form';

export type OfferModal = 'kilometres' | 'address' | 'pastAddresses' | null;

/** The offer screen's modals; each fills the calculator's kilometres and/or the object address. */
export function OfferModals({ modal, close, order, pastAddresses, setKilometres }: {
  modal: OfferModal;
  close: () => void;
  order: OrderState;
  pastAddresses: readonly PastAddress[];
  /** Ignored while the calculator is locked. */
  setKilometres: (km: number) => void;
}) {
  const { address, addressType } = order.form;
  return (
    <>
      <KilometreModal
        opened={modal === 'kilometres'}
        onClose={close}
        onApply={(km, destination) => {
          setKilometres(km);
          // The measured destination is the likely object address; a typed one is kept.
          if (!address.trim()) order.setAddress(destination, 'autocomplete');
          close();
        }}
      />
      <AddressModal
        opened={modal === 'address'}
        initial={{ address, addressType }}
        onClose={close}
        onApply={(next, type) => {
          order.setAddress(next, type);
          close();
        }}
      />
      <PastAddressesModal
        opened={modal === 'pastAddresses'}
        entries={pastAddresses}
        onClose={close}
        onPick={(entry) => {
          order.setAddress(entry.address, entry.addressType === 'autocomplete' ? 'autocomplete' : 'manual');
          if (entry.kilometers !== null) setKilometres(entry.kilometers);
          close();
        }}
      />
    </>
  );
}
