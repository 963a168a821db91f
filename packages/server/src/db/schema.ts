// Every table, so drizzle-kit generates one migration and queries can use the relational API.
export * from '../identity/schema';
export * from '../sessions/schema';
export * from '../audit/schema';
export * from '../domain-schema';
