import type { Manifest } from '@portal/manifest/schema';
import { memberLanguage } from '../core/member-settings';
import type { Db, Member } from '../core/types';
import { iconDataUri } from './artwork';
import * as repo from './repository';

export interface DcBanner {
  categories: { id: number; title: string; featured_img: string | null }[];
  dc_setting: { enabled: boolean; title?: string; description?: string; image?: string | null };
}

/** The digital clinics banner; only clients that permit the digital clinics page get categories. */
export async function dcBanner(db: Db, member: Member, manifest: Manifest): Promise<DcBanner> {
  if (!manifest.permittedRoutes.includes('digitalClinics'))
    return { categories: [], dc_setting: { enabled: false } };
  const [{ shown: language }, rows] = await Promise.all([
    memberLanguage(db, member, manifest),
    repo.clinicCategories(db, member.clientId),
  ]);
  const german = language === 'de';
  return {
    categories: rows.map((row) => ({
      id: row.id,
      title: row.translations[language]?.title ?? row.title,
      featured_img: row.featuredImg,
      key: row.slug.replace(/^[^:]*:(clinic-)?/, ''),
    })),
    dc_setting: {
      enabled: true,
      title: german ? 'Digitale Sprechstunden' : 'Digital clinics',
      description: german
        ? 'Sprechen Sie per Video mit Fachärztinnen und Fachärzten, ohne Wartezimmer.'
        : 'See a specialist by video, without the waiting room.',
      image: iconDataUri('digital-clinics'),
    },
  };
}
