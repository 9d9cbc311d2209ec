import { z } from 'zod';

/*
 * The administrator's console (issue 13): what its API answers and takes. Each area of the
 * console adds its schemas in a file of its own (admin-surveys.ts, admin-people.ts...).
 */

/** GET /api/admin/overview. */
export const AdminOverviewSchema = z.object({
  /** Accounts with an owner, and accounts still waiting for theirs (decision 023). */
  people: z.number(),
  waitingPeople: z.number(),
  /** Since Monday 00:00 (the database's time zone). */
  takingsStartedThisWeek: z.number(),
  takingsCompletedThisWeek: z.number(),
  paymentsAwaitingTransfer: z.number(),
  exportsRunning: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
