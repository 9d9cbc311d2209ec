import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { usePageTitle } from '../../../lib/page-title';
import { useCourseByCode } from '../api/get-course-by-code';
import type { LocalIcoachRecord } from '../storage/local-records';

/**
 * The course's title in the current language and its customer logos in the header (platform
 * spec §2 "Header": logos come from the course on its pages), for the pages after the welcome.
 * The public course call is cached from the welcome page; until it answers, or if it cannot, the
 * title stored with the record stands in.
 */
export function useCourseLook(record: LocalIcoachRecord, pageTitle?: string): string {
  const course = useCourseByCode(record.icoachAccessCode);
  const title = course.data?.title ?? record.icoachCourseTitle;
  useShowCustomerLogos(course.data?.logos.map((logo) => logo.fileURL));
  usePageTitle(pageTitle ?? title);
  return title;
}
