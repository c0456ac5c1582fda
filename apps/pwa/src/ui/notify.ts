import { notifications } from '@mantine/notifications';

/** Green note for a success, red for a failure (texts from the spec). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 8000 });
}
