/** Query keys of the dashboard feature (conventions, habit 9). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  items: () => [...dashboardKeys.all, 'items'] as const,
};
