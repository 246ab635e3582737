import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every run starts from an empty database folder, so the demo seed runs fresh. */
export default function globalSetup() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  rmSync(path.join(here, '..', '.run', 'data'), { recursive: true, force: true });
}
