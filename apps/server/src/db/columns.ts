import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is timestamptz in UTC (architecture: "Time"). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();
