// The mail with the single-use link to set a password (new login, "Passwort vergessen"); sent
// at once through the mailer (auth/request-password-reset.ts), not through the mail queue.
import type { Mail } from '../plugins/mailer';

export function passwordLinkMail(user: { email: string; firstName: string }, link: string): Mail {
  return {
    to: user.email,
    subject: 'Passwort setzen',
    text: [
      `Guten Tag ${user.firstName}`.trim(),
      '',
      'Über den folgenden Link können Sie Ihr Passwort setzen. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.',
      '',
      link,
      '',
      'Falls Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.',
    ].join('\n'),
  };
}
