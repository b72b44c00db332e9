import { inArray } from 'drizzle-orm';
import { kvConfigs } from '../../src/db/schema';
import { seedImages } from '../../src/seed/files';
import { demoOpsValues } from '../../src/seed/opsettings';
import type { OpsKey } from '../../src/services/opsettings';
import type { StateSetup } from './states';

const KEYS: OpsKey[] = ['app-splash', 'navigator', 'web-banner', 'web-entry', 'omen-category'];

/** Provider states of the operation settings (#14, designed here); in contracts/provider-states.md. */
export const opsSettingsStates: Record<string, StateSetup> = {
  'the operation settings exist': async (ctx) => {
    await seedImages(ctx);
    await ctx.db.delete(kvConfigs).where(inArray(kvConfigs.key, KEYS));
    const now = ctx.now();
    const values = demoOpsValues(now);
    // One shape per list (the pacts match every item like the first): every site with an icon,
    // every slide without a window.
    values.navigator.sites = values.navigator.sites.map((site, i) => ({
      ...site,
      icon_uri: site.icon_uri ?? `demo-cover-${i + 1}.png`,
    }));
    values['web-banner'].items = values['web-banner'].items.map((slide) => ({
      ...slide,
      start_at: null,
      end_at: null,
    }));
    await ctx.db.insert(kvConfigs).values(
      KEYS.map((key) => ({
        key,
        name: key,
        value: values[key],
        json_schema: null,
        created_at: now,
        updated_at: now,
      })),
    );
    return undefined;
  },
  'the operation settings were never saved': async (ctx) => {
    await ctx.db.delete(kvConfigs).where(inArray(kvConfigs.key, KEYS));
    return undefined;
  },
};
