// A service's database credentials as the deploy files spell them: the role
// `outings_<name>` that the database-roles job creates, its password, and the URL that
// repeats both (each service connects with that URL only).
import { serviceDatabasePasswordVariable, serviceDatabaseRole, serviceDatabaseUrlVariable } from '@outings/contracts';

const DATABASE = 'outings';

/** The public development password: compose's default and k8s/overlays/dev's value. */
export const devPassword = (name: string) => `outings-${name}-dev`;

export const databaseUrl = (name: string, password: string) =>
  `postgres://${serviceDatabaseRole(DATABASE, name)}:${password}@postgres:5432/${DATABASE}`;

/** Its two lines of a k8s secrets env file. */
export const secretsEnvLines = (name: string, password: string) => [
  `${serviceDatabasePasswordVariable(name)}=${password}`,
  `${serviceDatabaseUrlVariable(name)}=${databaseUrl(name, password)}`,
];
