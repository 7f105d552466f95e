/** The database URL the app was started with (for a connection of its own, such as a LISTEN). */
export const DATABASE_URL = Symbol('DATABASE_URL');
