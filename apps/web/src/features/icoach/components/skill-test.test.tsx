import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { SkillTest } from './skill-test';

const questions = [
  {
    id: 1,
    name: 'What does active listening start with?',
    icoachSkillQuestionOptions: [
      { id: 11, name: 'Attention' },
      { id: 12, name: 'A reply' },
    ],
  },
  {
    id: 2,
    name: 'What do you do at the end?',
    icoachSkillQuestionOptions: [
      { id: 21, name: 'Summarise' },
      { id: 22, name: 'Leave' },
    ],
  },
];

describe('iCoach test step (platform spec §2, §4, §5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for every answer before sending, then shows and clears the score', async () => {
    const { fetchStub, calls } = stubFetch({
      'GET /api/icoach/question/5': () => json(questions),
      'GET /api/icoach/score/5/9': () => json({ message: 'Not found' }, 404),
      'POST /api/icoach/score/create/': () => json({ id: 3, score: 50 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderWithProviders(<SkillTest icoachUserId={9} skillId={5} />);

    await user.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Attention' }));

    await user.click(screen.getByRole('radio', { name: 'Attention' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('50%'));
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      answers: { '1': 11, '2': 22 },
      skillId: 5,
      icoachUserId: 9,
    });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(status.textContent).toBe('');
    expect((screen.getByRole('radio', { name: 'Attention' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("puts the server's field errors back on the questions", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/icoach/question/5': () => json(questions),
        'GET /api/icoach/score/5/9': () => json({ message: 'Not found' }, 404),
        'POST /api/icoach/score/create/': () =>
          json(
            {
              message: 'Please correct',
              errors: { 'answers.2': ['Dieses Feld ist erforderlich'] },
            },
            400,
          ),
      }).fetchStub,
    );
    const user = userEvent.setup();
    renderWithProviders(<SkillTest icoachUserId={9} skillId={5} />);
    await user.click(await screen.findByRole('radio', { name: 'Attention' }));
    await user.click(screen.getByRole('radio', { name: 'Summarise' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Summarise' }).getAttribute('aria-describedby')).toBe(
      'icoach-q2-error',
    );
  });

  it('shows a score taken before, and no test when the questions answer 400', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/icoach/question/5': () => json({ message: 'Bad' }, 400),
        'GET /api/icoach/score/5/9': () => json({ id: 1, score: 75 }),
      }).fetchStub,
    );
    renderWithProviders(<SkillTest icoachUserId={9} skillId={5} />);
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
