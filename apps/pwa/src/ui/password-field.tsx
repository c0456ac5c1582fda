import { PasswordInput, type PasswordInputProps } from '@mantine/core';
// The toggle's name does not start with 'Passwort', so the field's label stays unique.
import { useState } from 'react';

/** A password field whose show/hide button is named in German and reachable by keyboard. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Eingabe verbergen' : 'Eingabe anzeigen', 'aria-hidden': false, tabIndex: 0 }}
    />
  );
}
