import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { ErasePersonDialog } from './erase-person-dialog';

const PERSON = {
  id: 7,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00Z',
  deactivatedAt: null,
  awaitingOwnerSince: null,
};

function open(answer: () => Response) {
  const stub = stubFetch({ 'DELETE /api/admin/people/7': answer });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithProviders(<ErasePersonDialog person={PERSON} opened onClose={() => {}} />);
  return stub;
}

describe('erasing a person', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing until the person’s email is typed', async () => {
    const user = userEvent.setup();
    const stub = open(() => new Response(null, { status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText("This is not the person's email.")).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /ann@example.com/ }), 'ann@example.co');
    await user.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect(stub.calls).toHaveLength(0);
  });

  it('erases once the email matches, and shows a refusal from the server in the dialog', async () => {
    const user = userEvent.setup();
    const stub = open(() => json({ message: 'You cannot erase yourself.' }, 400));
    await user.type(screen.getByRole('textbox', { name: /ann@example.com/ }), 'ANN@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase for good' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot erase yourself.');
    expect(stub.calls.map((call) => call.method)).toEqual(['DELETE']);
  });
});
