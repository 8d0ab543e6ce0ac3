/**
 * The settings screen's API: installation settings (extra mobile prefixes) for holders
 * of READ_SETTINGS / UPDATE_SETTINGS, the public phone rules every phone field checks
 * with, the installation's public facts (its default country, currency and zone), and, registered from here too, the signed-in user's own profile.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  updateSettingsInputSchema,
  type InstallationSettings,
  type PhoneRules,
  type PublicInstallation,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { LoginThrottle } from '../auth';
import { PUBLIC, actorOf, requires } from '../../../lib/access';
import { profileRoutes } from '../profile';
import { getExtraMobilePrefixes } from './phone-rules';
import { getInstallationDefaults } from './installation-defaults';
import { getInstallationSettings, updateInstallationSettings } from './settings-service';

const extraMobilePrefixes = z.record(z.string(), z.array(z.string()));
const installationDefaults = {
  defaultCountry: z.string().nullable(),
  defaultCurrency: z.string().nullable(),
  defaultTimeZone: z.string().nullable(),
};
const installationSettingsSchema: z.ZodType<InstallationSettings> = z.object({
  extraMobilePrefixes,
  ...installationDefaults,
  smsCountries: z.array(z.string()).nullable(),
  version: z.number().int(),
  updated: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
const phoneRulesSchema: z.ZodType<PhoneRules> = z.object({ extraMobilePrefixes });
const publicInstallationSchema: z.ZodType<PublicInstallation> = z.object(installationDefaults);

export const settingsRoutes: FastifyPluginAsyncZod<
  AppDeps & { loginThrottle: LoginThrottle }
> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/settings',
    {
      config: { access: requires('READ_SETTINGS') },
      schema: { response: { 200: installationSettingsSchema } },
    },
    async (): Promise<InstallationSettings> => getInstallationSettings(db),
  );

  app.put(
    '/api/settings',
    {
      config: { access: requires('UPDATE_SETTINGS') },
      schema: { body: updateSettingsInputSchema, response: { 200: installationSettingsSchema } },
    },
    async (request): Promise<InstallationSettings> =>
      updateInstallationSettings(db, actorOf(request), request.body),
  );

  // Public and read-only: visitors at /create-event type phone numbers too.
  app.get(
    '/api/phone-rules',
    { config: { access: PUBLIC }, schema: { response: { 200: phoneRulesSchema } } },
    async (): Promise<PhoneRules> => ({ extraMobilePrefixes: await getExtraMobilePrefixes(db) }),
  );

  // Public and read-only: the sign-up page and /create-event start on these defaults.
  app.get(
    '/api/installation',
    { config: { access: PUBLIC }, schema: { response: { 200: publicInstallationSchema } } },
    async (): Promise<PublicInstallation> => getInstallationDefaults(db),
  );

  await app.register(profileRoutes, deps);
};
