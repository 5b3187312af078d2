/**
 * Site settings that exist from the start, with their defaults (docs/spec/site-and-admin.md §9): the seed
 * (lib/seed.ts) creates them and the settings read falls back to them.
 */
export const DEFAULT_SETTINGS = [
  {
    settingKey: "show-project-idea",
    settingValue: false,
    description: 'Show the "Got a Project Idea?" text-your-idea block on the landing page',
  },
] as const;
