import { spawn, type ChildProcess } from 'node:child_process';
import { group } from '../../support/match.ts';
import { firstLinkInText } from '../../support/outbox.ts';

const started: ChildProcess[] = [];

/** The environment of a product process the tests start: always its own data folder. */
export type DataDirEnv = Record<string, string> & { DATA_DIR: string };

/**
 * Starts the real entry point in its own process and watches its console output: server/main.ts by default, or
 * `entry`, a JavaScript module run by plain node (the bundle of scripts/buildServer.mjs).
 */
export function runServer(env: Record<string, string>, entry = 'server/main.ts') {
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (text: string | RegExp, ms = 60_000) => {
    const end = Date.now() + ms;
    const seen = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
    while (!seen()) {
      if (child.exitCode !== null || Date.now() > end) throw new Error(`${String(text)} not seen; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** The address it listens on, from its "Admin console:" line. */
  const url = async () => {
    await waitFor('Admin console:');
    return group(/Admin console: (http:\/\/\S+)\/admin/, output);
  };
  return { child, exited, waitFor, url, output: () => output };
}

/** Signs in as the first admin of a fresh process: its printed link, a password, a token. */
export async function signInFirstAdmin(baseUrl: string, output: string, password = 'correct horse battery staple') {
  const link = firstLinkInText(output);
  if (link) {
    await fetch(`${baseUrl}/v1/users/set-password`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${new URL(link).searchParams.get('token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password }),
    });
  }
  const res = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  const body = (await res.json()) as { token: string };
  if (!body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

export function killAll() {
  for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
}
