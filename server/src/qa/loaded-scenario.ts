import type { SettingsService } from '../modules/platform/index.ts';

/**
 * Which scenario the data came from, for the console's "at a glance": a non-public setting
 * written after the load through the settings service, so it survives a restart and travels
 * inside snapshots.
 */
const KEY = 'qa.loadedScenario';

type Settings = Pick<SettingsService, 'privateValue' | 'setPrivateValue'>;

export async function markScenarioLoaded(settings: Settings, name: string, at: Date): Promise<void> {
  await settings.setPrivateValue(KEY, JSON.stringify({ name, loadedAt: at.getTime() }), 'QA: the scenario the data was loaded from');
}

/** The scenario last loaded through the QA API and when (sandbox epoch ms), or null. */
export async function loadedScenario(settings: Settings): Promise<{ name: string; loadedAt: number } | null> {
  const value = await settings.privateValue(KEY);
  if (!value) return null;
  try {
    return JSON.parse(value) as { name: string; loadedAt: number };
  } catch {
    return null;
  }
}
