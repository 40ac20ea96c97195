/** Texts of the /unsubscribe page (ours: the spec has no notification e-mails), kept out of the shell's shared texts. */
export const unsubscribeTexts = {
  unsubscribing: 'Stopping these e-mails',
  unsubscribed: (kind: string) => `You will no longer get e-mails about ${kind}.`,
  unsubscribeHint: 'You still see every notification in the notification centre. You can switch e-mails on again on your profile page.',
  unsubscribeFailed: 'This unsubscribe link is not valid.',
  emailPreferences: 'E-mail preferences',
} as const;
