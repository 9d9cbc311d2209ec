import type { ProgressResponse, Section, SurveyInfoResponse } from '@portal/shared/surveys';
import { useOutletContext } from 'react-router';
import type { LocalSurveyRecord } from '../storage/local-records';

/** What the taking shell hands to the page of the section it shows (platform spec §2). */
export interface TakingContext {
  userId: number;
  record: LocalSurveyRecord;
  info: SurveyInfoResponse;
  sections: Section[];
  progress: ProgressResponse;
  /** The section on screen; null on the iPulse comment page. */
  section: Section | null;
}

export function useTakingContext(): TakingContext {
  return useOutletContext<TakingContext>();
}
