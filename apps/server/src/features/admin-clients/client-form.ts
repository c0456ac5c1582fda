// Checks and normalises the client modal's fields. Every finding is collected, so the admin
// sees all of them at once: 400 { code: 'validation', message, errors: [{ field, text }] }.
import { isValidEmail, SERVICES, splitEmails } from '@tragkraft/domain';
import { ADMIN_TEXTS, type CreateClientBody, type UpdateClientBody, type ValidationFinding } from '@tragkraft/sync-protocol';
import { AppError } from '../../plugins/errors';

/** Every service's typeId: a client has one setting per service. */
export const CLIENT_TYPE_IDS: readonly number[] = SERVICES.map((service) => service.typeId);
/** Default waiting-time surcharge per man and hour (CHF 100, spec section 9). */
export const DEFAULT_WAITING_TIME_AMOUNT_RP = 10_000;

export function findingsError(errors: ValidationFinding[]): AppError {
  return new AppError(400, 'validation', errors.map((e) => e.text).join(' '), { errors });
}

export interface ClientValues {
  company?: string;
  address?: string;
  invoiceEmail?: string;
  special?: 'veriset' | null;
  applianceMakerPricing?: boolean;
  waitingTimeAmountRp?: number;
  settings?: { typeId: number; serviceEnabled: boolean; discountPercent: number }[];
}

/** The checked, normalised values of a create or update body (fields left out stay out). */
export function checkClientBody(body: CreateClientBody | UpdateClientBody, creating: boolean): ClientValues {
  const errors: ValidationFinding[] = [];
  const values: ClientValues = {};
  if (creating || body.company !== undefined) {
    values.company = (body.company ?? '').trim();
    if (values.company === '') errors.push({ field: 'company', text: ADMIN_TEXTS.companyMissing });
  }
  if (body.address !== undefined) values.address = body.address.replace(/\r\n/g, '\n').trim();
  if (body.invoiceEmail !== undefined) {
    const emails = splitEmails(body.invoiceEmail);
    for (const email of emails) if (!isValidEmail(email)) errors.push({ field: 'invoiceEmail', text: `${ADMIN_TEXTS.emailInvalid} ${email}` });
    values.invoiceEmail = emails.join(', ');
  }
  if (body.special !== undefined) values.special = body.special;
  if (body.applianceMakerPricing !== undefined) values.applianceMakerPricing = body.applianceMakerPricing;
  if (body.waitingTimeAmount !== undefined) {
    const amount = body.waitingTimeAmount;
    if (!Number.isInteger(amount) || amount < 0 || amount > 10_000_000) errors.push({ field: 'waitingTimeAmount', text: ADMIN_TEXTS.waitingAmountInvalid });
    else values.waitingTimeAmountRp = amount;
  }
  if (body.settings !== undefined) {
    values.settings = [];
    for (const setting of body.settings) {
      if (!CLIENT_TYPE_IDS.includes(setting.typeId)) {
        errors.push({ field: 'settings', text: ADMIN_TEXTS.typeIdInvalid });
        continue;
      }
      const discount = setting.discountPercent;
      if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
        errors.push({ field: `settings.${setting.typeId}.discountPercent`, text: ADMIN_TEXTS.discountRange });
        continue;
      }
      values.settings.push({ typeId: setting.typeId, serviceEnabled: setting.serviceEnabled, discountPercent: discount });
    }
  }
  if (errors.length > 0) throw findingsError(errors);
  return values;
}
