import type { Draft } from './default-inputs';
import { DoorsForm } from './doors-form';
import type { FormContext } from './form-context';
import { KitchenCoverForm } from './kitchen-cover-form';
import { MetreRowsForm } from './metre-rows-form';
import { FacadeLiftForm, LabsForm, ServiceForm } from './timed-forms';
import { WashingForm } from './washing-form';

/** The calculator of the chosen service. */
export function CalculatorForm({ draft, onChange, ctx }: { draft: Draft; onChange: (next: Draft) => void; ctx: FormContext }) {
  switch (draft.key) {
    case 'kitchen':
    case 'cupboards': {
      const key = draft.key;
      return <MetreRowsForm kind={key} value={draft.input} onChange={(input) => onChange({ key, input })} ctx={ctx} />;
    }
    case 'washing':
      return <WashingForm value={draft.input} onChange={(input) => onChange({ key: 'washing', input })} ctx={ctx} />;
    case 'doors':
      return <DoorsForm value={draft.input} onChange={(input) => onChange({ key: 'doors', input })} ctx={ctx} />;
    case 'kitchenCover':
      return <KitchenCoverForm value={draft.input} onChange={(input) => onChange({ key: 'kitchenCover', input })} ctx={ctx} />;
    case 'facadeLift':
      return <FacadeLiftForm value={draft.input} onChange={(input) => onChange({ key: 'facadeLift', input })} ctx={ctx} />;
    case 'labs':
      return <LabsForm value={draft.input} onChange={(input) => onChange({ key: 'labs', input })} ctx={ctx} />;
    case 'service':
      return <ServiceForm value={draft.input} onChange={(input) => onChange({ key: 'service', input })} ctx={ctx} />;
  }
}
