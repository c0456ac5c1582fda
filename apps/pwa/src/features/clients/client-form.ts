// The client modal's form: values as the admin types them (waiting surcharge in CHF) and the
// checks that can be made before the server sees them (the server checks again).
import { isValidEmail, SERVICES, splitEmails, toChf, toRappen } from '@tragkraft/domain';
import { ADMIN_TEXTS, type AdminClient, type ClientServiceSetting, type CreateClientBody } from '@tragkraft/sync-protocol';

/** Default waiting-time surcharge per man and hour (spec section 9). */
const DEFAULT_WAITING_CHF = 100;
/** The field's bound: a surcharge per man and hour above CHF 10'000 is a typing slip. */
export const WAITING_CHF_MAX = 10_000;

export interface ClientForm {
  company: string;
  address: string;
  invoiceEmail: string;
  veriset: boolean;
  applianceMakerPricing: boolean;
  /** CHF per man and hour; '' while the field is empty. */
  waitingTimeChf: number | '';
  settings: ClientServiceSetting[];
}

export type ClientFormErrors = Partial<Record<'company' | 'invoiceEmail' | 'waitingTimeChf' | `discount${number}`, string>>;

function allServices(given: readonly ClientServiceSetting[], fallback: ClientServiceSetting['serviceEnabled']): ClientServiceSetting[] {
  return SERVICES.map(({ typeId }) => given.find((s) => s.typeId === typeId) ?? { typeId, serviceEnabled: fallback, discountPercent: 0 });
}

export function emptyClientForm(): ClientForm {
  return {
    company: '',
    address: '',
    invoiceEmail: '',
    veriset: false,
    applianceMakerPricing: false,
    waitingTimeChf: DEFAULT_WAITING_CHF,
    settings: allServices([], true),
  };
}

export function clientToForm(client: AdminClient): ClientForm {
  return {
    company: client.company,
    address: client.address,
    invoiceEmail: client.invoiceEmail,
    veriset: client.special === 'veriset',
    applianceMakerPricing: client.applianceMakerPricing,
    waitingTimeChf: toChf(client.waitingTimeAmount),
    settings: allServices(client.settings, false),
  };
}

export function checkClientForm(form: ClientForm): ClientFormErrors {
  const errors: ClientFormErrors = {};
  if (form.company.trim() === '') errors.company = ADMIN_TEXTS.companyMissing;
  const invalid = splitEmails(form.invoiceEmail).filter((email) => !isValidEmail(email));
  if (invalid.length > 0) errors.invoiceEmail = invalid.map((email) => `${ADMIN_TEXTS.emailInvalid} ${email}`).join(' ');
  if (form.waitingTimeChf === '' || !Number.isFinite(form.waitingTimeChf) || form.waitingTimeChf < 0) {
    errors.waitingTimeChf = ADMIN_TEXTS.waitingAmountInvalid;
  }
  for (const setting of form.settings) {
    const discount = setting.discountPercent;
    if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
      errors[`discount${setting.typeId}`] = ADMIN_TEXTS.discountRange;
    }
  }
  return errors;
}

/** The create body (the update body adds the id); the surcharge goes out in Rappen. */
export function clientFormToBody(form: ClientForm): CreateClientBody {
  return {
    company: form.company.trim(),
    address: form.address.trim(),
    invoiceEmail: splitEmails(form.invoiceEmail).join(', '),
    special: form.veriset ? 'veriset' : null,
    applianceMakerPricing: form.applianceMakerPricing,
    waitingTimeAmount: toRappen(form.waitingTimeChf === '' ? 0 : form.waitingTimeChf),
    settings: form.settings.map((s) => ({ ...s })),
  };
}
