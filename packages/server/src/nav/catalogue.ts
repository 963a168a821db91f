// The catalogue is shared with the app's navigation, so it lives with the route registry.
export { ADMIN_NAV, SIDE_NAV, STAFF_NAV, TOP_NAV, type NavEntry, type NavLanguage, type StaffRole } from '@portal/manifest/navigation';
