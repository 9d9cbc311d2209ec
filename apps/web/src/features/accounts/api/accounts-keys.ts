/** Query keys of the accounts feature; mutations invalidate through these (conventions, habit 9). */
export const accountsKeys = {
  all: ['accounts'] as const,
  me: () => [...accountsKeys.all, 'me'] as const,
  emailAvailability: (email: string) => [...accountsKeys.all, 'email-availability', email] as const,
  session: () => [...accountsKeys.all, 'session'] as const,
};
