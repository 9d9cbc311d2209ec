import type { ProgressResponse, Section } from '@portal/shared/surveys';
import { paths } from '../../../config/paths';
import type { LocalSurveyRecord } from '../storage/local-records';
import { completeHref } from './start-decision';

/*
 * platform spec §4 "Section flow": on entry the progress call names the next section. The URL's
 * section number is the section's position; when it is not the next one (already answered here
 * or on another device, or not reached yet), the page moves to the server's next section.
 */
export type SectionDecision =
  | { type: 'show'; section: Section }
  | { type: 'go-to-section'; sectionNumber: number }
  | { type: 'over' }
  | { type: 'not-found' };

export function decideSection(input: {
  sections: Section[];
  progress: Pick<ProgressResponse, 'nextSection'>;
  /** null on the iPulse comment page, which comes after the last section. */
  sectionNumber: number | null;
}): SectionDecision {
  const { nextSection } = input.progress;
  if (nextSection === null) return { type: 'over' };
  const next = input.sections.find((s) => s.id === nextSection);
  if (!next) return { type: 'not-found' };
  if (next.position !== input.sectionNumber) {
    return { type: 'go-to-section', sectionNumber: next.position };
  }
  return { type: 'show', section: next };
}

export type FinishDecision =
  | { type: 'navigate'; href: string; complete: boolean }
  | { type: 'finish-dp'; dpSurveyUserId: number };

/**
 * platform spec §4: when no section is left, a discovery process's behaviours part ends the
 * process (resiliency first), its eq and values parts go to the part-completed page, iPulse goes
 * to the comment page, and a ranking survey on its own is complete.
 * `complete` says whether the local record is done with.
 */
export function decideFinish(
  record: LocalSurveyRecord,
  /** The survey's report layout is 'E.Q. Soft Touch Report': the end page offers the PDF. */
  options: { softTouch?: boolean } = {},
): FinishDecision {
  const product = record.surveyProductType;
  if (product === 'ipulse') {
    return {
      type: 'navigate',
      href: paths.surveyIpulseCommentPart.href(record.surveyUserId),
      complete: false,
    };
  }
  if (product === 'dp') return { type: 'navigate', href: paths.notFound.href(), complete: false };
  if (record.dpSurveyId !== null) {
    if (product === 'behaviours') return { type: 'finish-dp', dpSurveyUserId: record.dpSurveyId };
    return {
      type: 'navigate',
      href: paths.surveyDpCompletedPart.href(product, record.surveyUserId),
      complete: true,
    };
  }
  const report = options.softTouch ? record.surveyUserId : undefined;
  return {
    type: 'navigate',
    href: completeHref(record.surveyProductTitle, undefined, report),
    complete: true,
  };
}

/** The address of a section of this taking (the iPulse route differs; platform spec §2). */
export function sectionHref(record: LocalSurveyRecord, sectionNumber: number): string {
  const product = record.surveyProductType;
  if (product === 'ipulse')
    return paths.surveyIpulsePagePart.href(record.surveyUserId, sectionNumber);
  if (product === 'dp') return paths.notFound.href();
  if (record.dpSurveyId !== null) {
    return paths.surveyDpPagePart.href(product, record.surveyUserId, sectionNumber);
  }
  return paths.surveyPagePart.href(product, record.surveyUserId, sectionNumber);
}
