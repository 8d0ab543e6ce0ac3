// `npm start` serves the built web app; build it first when it has not been built yet.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const index = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));
if (!existsSync(index)) {
  console.log('Building the web app (first start)...');
  execSync('npm run build -w @karamu/web', {
    stdio: 'inherit',
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
}
