import type { SurveyUserRecordResponse } from '@portal/shared/surveys';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { getRecord, isBegun } from '../storage/local-records';
import { useLocalRecord } from './use-local-record';

const code = (name: string) => name.padEnd(50, '0');

function Probe({ product, id }: { product: 'behaviours' | 'values'; id: number }) {
  const found = useLocalRecord(12, product, id);
  return (
    <p>
      {found.state}
      {found.state === 'found' &&
        ` ${found.record.surveyProductTitle} / ${found.dp?.surveyProductTitle ?? 'none'}`}
    </p>
  );
}

const answer = (over: Partial<SurveyUserRecordResponse>): SurveyUserRecordResponse => ({
  surveyUserId: 34,
  surveyId: 5,
  accessCode: code('Values'),
  product: 'values',
  title: 'Values Questionnaire',
  dpSurveyId: null,
  dpChildSurveys: [],
  isAuthorized: true,
  isCompleted: false,
  ...over,
});

describe('a taking address without a local record (issue 9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('asks the server and rebuilds the record, begun on this device', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/values/survey/user/34/': () => json(answer({})) }).fetchStub,
    );
    renderWithProviders(<Probe product="values" id={34} />);
    expect(await screen.findByText('found Values Questionnaire / none')).toBeTruthy();
    // Stored by an effect, which runs once the found record has been painted.
    await waitFor(() => expect(getRecord(12, 'values', 34)).not.toBeNull());
    expect(getRecord(12, 'values', 34)).toEqual({
      surveyProductType: 'values',
      surveyAccessCode: code('Values'),
      surveyProductId: 5,
      surveyProductTitle: 'Values Questionnaire',
      surveyUserId: 34,
      dpSurveyId: null,
      dpChildSurveys: [],
    });
    expect(isBegun(12, 'values', code('Values'))).toBe(true);
  });

  it('rebuilds a discovery-process part together with its discovery process', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/behaviours/survey/user/36/': () =>
          json(
            answer({
              surveyUserId: 36,
              product: 'behaviours',
              title: 'Discovery Process: Behaviours',
              dpSurveyId: 30,
            }),
          ),
        'GET /api/dp/survey/user/30/': () =>
          json(
            answer({
              surveyUserId: 30,
              product: 'dp',
              title: 'Discovery Process',
              accessCode: code('Dp'),
              dpChildSurveys: ['eq_31', 'values_33', 'behaviours_36'],
            }),
          ),
      }).fetchStub,
    );
    renderWithProviders(<Probe product="behaviours" id={36} />);
    expect(
      await screen.findByText('found Discovery Process: Behaviours / Discovery Process'),
    ).toBeTruthy();
    await waitFor(() => expect(getRecord(12, 'behaviours', 36)?.dpSurveyId).toBe(30));
    expect(getRecord(12, 'dp', 30)?.dpChildSurveys).toEqual([
      'eq_31',
      'values_33',
      'behaviours_36',
    ]);
  });

  it('someone else’s taking (a 404) is missing, and nothing is stored', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/values/survey/user/34/': () => json({ message: 'Not found' }, 404),
      }).fetchStub,
    );
    renderWithProviders(<Probe product="values" id={34} />);
    expect(await screen.findByText('missing')).toBeTruthy();
    expect(getRecord(12, 'values', 34)).toBeNull();
  });
});
