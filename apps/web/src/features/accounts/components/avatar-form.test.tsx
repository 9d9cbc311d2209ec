import type { UserResponse } from '@portal/shared/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AvatarForm } from './avatar-form';

// jsdom draws no pictures: whether the file is one is the stubbed part.
const drawable = vi.hoisted(() => ({ value: false }));
vi.mock('./crop-image', async (original) => ({
  ...(await original<typeof import('./crop-image')>()),
  isDrawableImage: async () => drawable.value,
}));

const user = {
  id: 7,
  fullName: 'Ada Lovelace',
  image: { fileName: null, fileURL: null },
} as unknown as UserResponse;

async function choose(file: File) {
  const events = userEvent.setup({ applyAccept: false });
  const { container } = renderWithProviders(<AvatarForm user={user} />);
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await events.upload(input, file);
}

describe('choosing a photo (platform spec §2 "Account page", issue 9)', () => {
  afterEach(() => {
    drawable.value = false;
  });

  it('a file that is not a picture says so and opens no crop dialog', async () => {
    await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The picture must be a PNG, JPEG or WebP image',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a file named like a picture that is none says so and opens no crop dialog', async () => {
    await choose(new File(['not really a png'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This file could not be read as an image',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a real picture opens the crop dialog', async () => {
    drawable.value = true;
    await choose(new File(['png bytes'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('dialog', { name: 'Crop your photo' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
