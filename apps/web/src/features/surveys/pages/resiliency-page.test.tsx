import { STORAGE_KEYS } from '@portal/shared/client';
import type { DpProgressResponse, ResiliencyStatusResponse } from '@portal/shared/surveys';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { surveysKeys } from '../api/surveys-keys';
import { ResiliencyPage } from './resiliency-page';

/** A token whose `sub` names user 12 (the page only reads the claim). */
const token = `x.${btoa(JSON.stringify({ sub: '12' }))}.y`;

/** Shows the page only when asked, so the test can fill the query cache first. */
function Later({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return open ? (
    children
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      open
    </button>
  );
}

describe('resiliency page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('asks the progress afresh: the cached one from before behaviours ended is not "a part left"', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    const done: DpProgressResponse = {
      isCompleted: false,
      nextSurveyPart: null,
      partsCompleted: 3,
      resiliency: true,
    };
    const status: ResiliencyStatusResponse = {
      resiliencyStatus: true,
      dpSurveyUserId: 7,
      answered: false,
    };
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/dp/survey/user/7/progress/': () => json(done),
        'GET /api/survey/info/7/resiliency': () => json(status),
        'GET /api/survey/info/resiliencyQuestions': () =>
          json({
            resiliencyQuestions: [{ id: 1, position: 1, question: 'I bounce back quickly.' }],
            scale: ['1', '2', '3', '4', '5'],
          }),
      }).fetchStub,
    );
    const { queryClient } = renderWithProviders(
      <Routes>
        <Route
          path="/survey/resiliency"
          element={
            <Later>
              <ResiliencyPage />
            </Later>
          }
        />
        <Route path="/404" element={<p>not found</p>} />
      </Routes>,
      { route: '/survey/resiliency?dpSurveyUserId=7&title=Discovery%20Process' },
    );
    // What the last "continue" cached: behaviours still to do.
    queryClient.setQueryData<DpProgressResponse>(surveysKeys.dpProgress(7), {
      isCompleted: false,
      nextSurveyPart: { id: 3, product: 'behaviours', surveyUserId: 9 },
      partsCompleted: 2,
      resiliency: true,
    });
    queryClient.setQueryData(surveysKeys.resiliencyStatus(7), status);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));

    expect(
      await screen.findByRole('radiogroup', { name: '1. I bounce back quickly.' }),
    ).toBeTruthy();
    expect(screen.queryByText('not found')).toBeNull();
  });

  it('is optional: "Skip and finish" goes to the complete page and sends no answers', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    const posted = vi.fn();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/dp/survey/user/7/progress/': () =>
          json({ isCompleted: true, nextSurveyPart: null, partsCompleted: 3, resiliency: true }),
        'GET /api/survey/info/7/resiliency': () =>
          json({ resiliencyStatus: true, dpSurveyUserId: 7, answered: false }),
        'GET /api/survey/info/resiliencyQuestions': () =>
          json({
            resiliencyQuestions: [{ id: 1, position: 1, question: 'I bounce back quickly.' }],
            scale: ['1', '2', '3', '4', '5'],
          }),
        'POST /api/survey/resiliency/responses': () => {
          posted();
          return json({ saved: true });
        },
      }).fetchStub,
    );
    renderWithProviders(
      <Routes>
        <Route path="/survey/resiliency" element={<ResiliencyPage />} />
        <Route path="/complete" element={<p>complete page</p>} />
      </Routes>,
      { route: '/survey/resiliency?dpSurveyUserId=7&title=Discovery%20Process' },
    );
    expect(await screen.findByText(/This questionnaire is optional/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip and finish' }));
    expect(await screen.findByText('complete page')).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
  });
});
