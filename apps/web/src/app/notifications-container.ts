/*
 * The container alone, for lazy-notifications.tsx to import on demand: importing the package
 * itself dynamically would make the bundler keep all of it (the whole namespace) in the entry.
 */
export { Notifications } from '@mantine/notifications';
