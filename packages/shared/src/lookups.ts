import { z } from 'zod';

export const NationalitySchema = z.object({ id: z.number(), nationality: z.string() });
export const IndustrySchema = z.object({ id: z.number(), industryName: z.string() });
export const MarketSchema = z.object({ id: z.number(), marketName: z.string() });
export const RoleSchema = z.object({ id: z.number(), roleName: z.string() });
export const NationalitiesResponseSchema = z.array(NationalitySchema);
export const IndustriesResponseSchema = z.array(IndustrySchema);
export const MarketsResponseSchema = z.array(MarketSchema);
export const RolesResponseSchema = z.array(RoleSchema);
export type Nationality = z.infer<typeof NationalitySchema>;
export type Industry = z.infer<typeof IndustrySchema>;
export type Market = z.infer<typeof MarketSchema>;
export type Role = z.infer<typeof RoleSchema>;

/** Optional registration fields the server offers (platform spec §2: phone "only when offered"). */
export const REGISTRATION_OPTIONAL_FIELDS = ['phone'] as const;
export const RegistrationFieldsResponseSchema = z.object({
  fields: z.array(z.enum(REGISTRATION_OPTIONAL_FIELDS)),
});
export type RegistrationFieldsResponse = z.infer<typeof RegistrationFieldsResponseSchema>;

/** The coded option lists of the profile's end-user-code fields (team-survey spec §3). */
export const END_USER_CODE_LISTS = ['jobFunction', 'region', 'location', 'level'] as const;
export type EndUserCodeList = (typeof END_USER_CODE_LISTS)[number];
export const CodedOptionSchema = z.object({ id: z.number(), name: z.string() });
export const EndUserCodeOptionsResponseSchema = z.object({
  jobFunction: z.array(CodedOptionSchema),
  region: z.array(CodedOptionSchema),
  location: z.array(CodedOptionSchema),
  level: z.array(CodedOptionSchema),
});
export type EndUserCodeOptionsResponse = z.infer<typeof EndUserCodeOptionsResponseSchema>;

export const CountrySchema = z.object({ code: z.string().length(2), name: z.string() });
export const CountriesResponseSchema = z.array(CountrySchema);
export type Country = z.infer<typeof CountrySchema>;
