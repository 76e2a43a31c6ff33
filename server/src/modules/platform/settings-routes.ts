import type { Handlers } from '../../routes/handlers.ts';
import type { SettingsService } from './settings-service.ts';

/** /api/set: public system settings. */
export function settingsHandlers(settings: SettingsService): Handlers {
  return {
    'set.getKeyByParam': async ({ query }) => settings.getPublicKey(query.key),
    'ext.publicSettings': async () => settings.publicSettings(),
  };
}
