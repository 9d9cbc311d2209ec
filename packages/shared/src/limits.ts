/** Business constants and limits, platform spec §9 and team-survey spec §9. */
export const LIMITS = {
  nameMax: 50,
  emailMax: 180,
  codeMaxDigits: 12,
  phoneMinDigits: 11,
  phoneMaxDigits: 16,
  /** "a full international number of at least 12 digits" */
  phoneInternationalMinDigits: 12,
  /** Not in the spec: a floor and a ceiling that keep passwords guessable-resistant and hashing bounded. */
  passwordMin: 8,
  passwordMax: 128,
  accessCodeLength: 50,
  yearDigits: 4,
  earliestBirthYear: 1900,
  avatarSize: 200,
  avatarMaxBytes: 5 * 1024 * 1024,
  sessionCheckMs: 60_000,
  maintenancePollMs: 5_000,
  successBannerMs: 3_000,
  wideScreenPx: 1024,
  /** Content page shown by the registration info pop-up (platform spec §9). */
  registrationInfoPageId: 103,
} as const;

export const CONTENT_PAGES = { terms: 101, privacy: 102, registrationInfo: 103 } as const;

export const COPYRIGHT_YEAR = 2020;
