import type { AppConfig } from '../config';
import { type AppGeoProvider, selectGeoProvider } from './geo-selection';
import { createBuiltinGeoProvider, type BuiltinGeoProvider } from './index';

/**
 * The app's places and routes provider, built on first use: building the demo city or parsing a
 * PBF takes about a second, which requests and tests that never touch places should not pay.
 */
export class LazyGeo {
  private provider?: BuiltinGeoProvider;
  private selected?: AppGeoProvider;

  constructor(
    private readonly config: AppConfig,
    private readonly options: { workers?: boolean } = {},
  ) {}

  /** Places and routes as configured (PLACES_PROVIDER, ROUTES_PROVIDER; DESIGN.md section 5). */
  get(): AppGeoProvider {
    this.selected ??= selectGeoProvider(this.config.geo, () => this.builtin());
    return this.selected;
  }

  /** The built-in provider itself (demo city or GEO_OSM_PBF), whatever the configuration chose. */
  builtin(): BuiltinGeoProvider {
    this.provider ??= createBuiltinGeoProvider({
      osmPbfPath: this.config.geo.osmPbfPath,
      workers: this.options.workers ?? true,
      networkUrl: '/api/map/network',
    });
    return this.provider;
  }

  async close(): Promise<void> {
    await this.provider?.close();
  }
}
