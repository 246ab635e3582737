import type { AppConfig } from '../config';
import { createBuiltinGeoProvider, type BuiltinGeoProvider } from './index';

/**
 * The app's places and routes provider, built on first use: building the demo city or parsing a
 * PBF takes about a second, which requests and tests that never touch places should not pay.
 */
export class LazyGeo {
  private provider?: BuiltinGeoProvider;

  constructor(private readonly config: AppConfig, private readonly options: { workers?: boolean } = {}) {}

  get(): BuiltinGeoProvider {
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
