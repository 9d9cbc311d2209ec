import { z } from 'zod';
import { adminListQuery, adminPage } from './admin.ts';
import { PathIdSchema } from './ids.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';
import { textSchema } from './primitives.ts';
import { EQ_STATEMENTS_PER_SECTION, TAKEN_PRODUCTS } from './survey-products.ts';

/*
 * The console's questionnaire content (issue 13, Surveys: "sections, statements per locale can be
 * viewed and imported from a file, like courses"). docs/decisions/030-questionnaire-file.md.
 *
 * THE QUESTIONNAIRE FILE (the body of POST /api/admin/questionnaires/import, as JSON). It has the
 * shape of the seed data (apps/server/src/features/surveys/data/questionnaire-seed.ts), so a
 * seeded questionnaire can be written out and imported back:
 *
 *   {
 *     "key": "eq-core",                      // stable; an import with a known key updates it
 *     "product": "eq",                       // eq | values | behaviours | ipulse
 *     "dimensions": [                        // what the statements measure (scoring, decision 006)
 *       { "key": "self-awareness",
 *         "name": { "en_GB": "Self-awareness", "fr_FR": "Conscience de soi", ... },
 *         "description": { "en_GB": "...", ... } }
 *     ],
 *     "sections": [                          // in order: section 1, 2, 3... of the taking
 *       { "title": { "en_GB": "...", ... },
 *         "instructions": { "en_GB": "...", ... },
 *         "statements": [                    // in order; each names its dimension's key
 *           { "dimension": "self-awareness", "text": { "en_GB": "...", ... } } ] }
 *     ]
 *   }
 *
 * Every text is given per locale (LOCALES) and must have English (en_GB), the last fallback when a
 * person's language and the survey's default language are missing. Texts are plain text. A file
 * the schema refuses is a 400 whose `errors` are keyed by the place in the file
 * (`sections.2.statements.4.dimension`): a key that is not one of `dimensions`, a duplicate
 * dimension key, an E.Q. section without exactly 18 statements, a text without English.
 *
 * An update rewrites the questionnaire's dimensions, sections and statements to match the file,
 * and is refused once any taking has answered it: its answers point at the statements, and its
 * scores at the dimensions, so changing them would change what people answered. Import the new
 * content under a new key instead (a new version) and point new surveys at it.
 */

const KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** A text per locale; English required. */
export const QuestionnaireTextSchema = z
  .partialRecord(
    z.enum(LOCALES),
    textSchema().trim().min(1, 'validation.answer_required').max(2000),
  )
  .refine((v) => typeof v[DEFAULT_LOCALE] === 'string', {
    message: 'validation.invalid',
  });
export type QuestionnaireText = z.infer<typeof QuestionnaireTextSchema>;

export const QuestionnaireFileStatementSchema = z.object({
  dimension: z.string().regex(KEY, 'validation.invalid'),
  text: QuestionnaireTextSchema,
});

export const QuestionnaireFileSectionSchema = z.object({
  title: QuestionnaireTextSchema,
  instructions: QuestionnaireTextSchema,
  statements: z.array(QuestionnaireFileStatementSchema).min(1).max(60),
});

export const QuestionnaireFileSchema = z
  .object({
    key: z.string().regex(KEY, 'validation.invalid'),
    product: z.enum(TAKEN_PRODUCTS, { error: 'validation.invalid' }),
    dimensions: z
      .array(
        z.object({
          key: z.string().regex(KEY, 'validation.invalid'),
          name: QuestionnaireTextSchema,
          description: QuestionnaireTextSchema,
        }),
      )
      .min(1)
      .max(40),
    sections: z.array(QuestionnaireFileSectionSchema).min(1).max(50),
  })
  .superRefine((file, issue) => {
    const keys = new Set<string>();
    file.dimensions.forEach((d, i) => {
      if (keys.has(d.key)) {
        issue.addIssue({
          code: 'custom',
          message: 'validation.invalid',
          path: ['dimensions', i, 'key'],
        });
      }
      keys.add(d.key);
    });
    file.sections.forEach((section, s) => {
      // The E.Q. taking page ranks exactly this many statements a section (web rules/ranking.ts).
      if (file.product === 'eq' && section.statements.length !== EQ_STATEMENTS_PER_SECTION) {
        issue.addIssue({
          code: 'custom',
          message: 'validation.invalid',
          path: ['sections', s, 'statements'],
        });
      }
      section.statements.forEach((st, i) => {
        if (!keys.has(st.dimension)) {
          issue.addIssue({
            code: 'custom',
            message: 'validation.invalid',
            path: ['sections', s, 'statements', i, 'dimension'],
          });
        }
      });
    });
  });
export type QuestionnaireFile = z.infer<typeof QuestionnaireFileSchema>;

/** The whole texts, every locale: the page's language picker switches without asking again. */
const TextsSchema = z.partialRecord(z.enum(LOCALES), z.string());

export const QUESTIONNAIRE_SORTS = ['key', 'product'] as const;

/** GET /api/admin/questionnaires: `q` matches the key; sorted by key unless told. */
export const AdminQuestionnairesQuerySchema = adminListQuery(QUESTIONNAIRE_SORTS);
export type AdminQuestionnairesQuery = z.input<typeof AdminQuestionnairesQuerySchema>;

export const AdminQuestionnaireSchema = z.object({
  id: z.number(),
  key: z.string(),
  product: z.enum(TAKEN_PRODUCTS),
  dimensions: z.number().int(),
  sections: z.number().int(),
  statements: z.number().int(),
  /** Surveys (and discovery-process parts) that ask it. */
  surveys: z.number().int(),
  /** Takings that have answered it: once any has, its content may no longer change. */
  answeredTakings: z.number().int(),
});
export type AdminQuestionnaire = z.infer<typeof AdminQuestionnaireSchema>;

export const AdminQuestionnairesResponseSchema = adminPage(AdminQuestionnaireSchema);
export type AdminQuestionnairesResponse = z.infer<typeof AdminQuestionnairesResponseSchema>;

export const AdminQuestionnaireParamsSchema = z.object({ id: PathIdSchema });

/** GET /api/admin/questionnaires/{id}: the content in every locale, and the surveys asking it. */
export const AdminQuestionnaireDetailSchema = AdminQuestionnaireSchema.extend({
  dimensionList: z.array(z.object({ key: z.string(), name: TextsSchema })),
  sectionList: z.array(
    z.object({
      id: z.number(),
      position: z.number().int(),
      title: TextsSchema,
      instructions: TextsSchema,
      statements: z.array(
        z.object({
          id: z.number(),
          position: z.number().int(),
          dimension: z.string(),
          text: TextsSchema,
        }),
      ),
    }),
  ),
  surveyList: z.array(z.object({ id: z.number(), title: z.string(), accessCode: z.string() })),
});
export type AdminQuestionnaireDetail = z.infer<typeof AdminQuestionnaireDetailSchema>;

/** POST /api/admin/questionnaires/import: what the import did. */
export const QuestionnaireImportResultSchema = z.object({
  questionnaireId: z.number(),
  key: z.string(),
  created: z.boolean(),
  dimensions: z.number().int(),
  sections: z.number().int(),
  statements: z.number().int(),
});
export type QuestionnaireImportResult = z.infer<typeof QuestionnaireImportResultSchema>;
