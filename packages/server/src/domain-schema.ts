// The tables of the domains; db/schema.ts re-exports this beside the core's tables.
export * from './insights/schema';
export * from './my-list/schema';
export * from './bookings/schema';
export * from './locations/schema';
export * from './notifications/schema';
export * from './profile/schema';
export * from './legal/schema';
export * from './logs/schema';
export * from './content/schema';
export * from './password/schema';
export * from './help/schema';
export * from './events/schema';
export * from './coaching/schema';
export * from './health-score/schema';
export * from './video/schema';
