// The tables of the domains; db/schema.ts re-exports this beside the core's tables.
export {};
