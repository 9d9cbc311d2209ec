import { type Locale, resolveLocale } from '@portal/shared/locales';
import fp from 'fastify-plugin';
import { type Translate, translator } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The locale of this request, from Accept-Language (platform spec §7). */
    locale: Locale;
    t: Translate;
  }
}

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('locale', 'en_GB' as Locale);
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(request.headers['accept-language']);
    request.t = translator(request.locale);
  });
});
