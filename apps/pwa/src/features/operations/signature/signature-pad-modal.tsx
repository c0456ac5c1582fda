import { Alert, Button, Modal, Text, TextInput } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { DraftSignature } from '../../../offline/field-types';
import { FIELD_CLOSE_BUTTON, FIELD_SECONDARY } from '../field-look';
import { SignatureCanvas, type SignatureCanvasHandle } from './signature-canvas';
import './signature-pad.css';

/** The server's limit of the signer's name (OperationReportSignatureSchema). */
const NAME_MAX = 100;
const REMARK_MAX = 2_000;

export type TakenSignature = Omit<DraftSignature, 'state'>;

interface Props {
  /** The name to start with (the last signer of this report), may be ''. */
  initialName: string;
  /** The server already holds a signature: the new one replaces it (said in the dialog). */
  replaces: boolean;
  onTake: (signature: TakenSignature) => void;
  onClose: () => void;
}

/**
 * The customer signs on the phone: a full-screen dialog with the pad as large as the screen
 * allows (larger when the phone is turned, signature-pad.css), the signer's name (required)
 * and a remark. Loaded only when opened: signature_pad is not part of the field bundle.
 */
export function SignaturePadModal({ initialName, replaces, onTake, onClose }: Props) {
  const pad = useRef<SignatureCanvasHandle>(null);
  const [name, setName] = useState(initialName);
  const [remark, setRemark] = useState('');
  const [padError, setPadError] = useState(false);
  const [nameError, setNameError] = useState(false);
  const onDraw = useCallback(() => setPadError(false), []);

  const clear = () => {
    pad.current?.clear();
    setPadError(false);
  };

  const take = () => {
    const empty = pad.current?.isEmpty() ?? true;
    const nameMissing = name.trim() === '';
    setPadError(empty);
    setNameError(nameMissing);
    if (empty || nameMissing || !pad.current) return;
    onTake({ png: pad.current.toPng(), signerName: name.trim(), signedAt: new Date().toISOString(), remark: remark.trim() });
  };

  return (
    <Modal
      opened
      fullScreen
      onClose={onClose}
      title="Unterschrift Kunde"
      closeOnClickOutside={false}
      closeButtonProps={FIELD_CLOSE_BUTTON}
      styles={{ content: { display: 'flex', flexDirection: 'column' }, header: { paddingBlock: 4, minHeight: 0 }, body: { paddingBottom: 8, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <div className="signature-pad-layout">
        <Text size="sm" c={FIELD_SECONDARY} className={replaces ? undefined : 'signature-pad-hint'}>
          <span className="signature-pad-hint">Bitte im weissen Feld mit dem Finger unterschreiben. Für mehr Platz das Telefon quer halten.</span>
          {replaces ? ' Die neue Unterschrift ersetzt die bereits gespeicherte.' : ''}
        </Text>
        <div className="signature-pad-main">
          <div className="signature-pad-left">
            <div className="signature-pad-box">
              <div className="signature-pad-paper">
                <SignatureCanvas ref={pad} onDraw={onDraw} label="Unterschriftsfeld" />
              </div>
            </div>
            {padError && (
              <Alert color="red" variant="light" role="alert" p="xs">
                Bitte zuerst im weissen Feld unterschreiben.
              </Alert>
            )}
          </div>
          <div className="signature-pad-side">
            <TextInput
              label="Name der unterzeichnenden Person"
              size="lg"
              required
              maxLength={NAME_MAX}
              autoComplete="off"
              value={name}
              error={nameError ? 'Bitte den Namen der unterzeichnenden Person eingeben.' : undefined}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameError(false);
              }}
            />
            <TextInput label="Bemerkung" size="lg" maxLength={REMARK_MAX} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
            <div className="signature-pad-buttons">
              <Button size="lg" px="xs" variant="outline" color="red.9" onClick={clear}>
                Löschen
              </Button>
              <Button size="lg" px="xs" onClick={take}>
                Übernehmen
              </Button>
            </div>
          </div>
        </div>
      </div>
    </Modal>
  );
}
