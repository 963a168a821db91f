import type { ContentItem } from '@portal/contract/calls/content';
import type { ContentRow } from './repository';
import { dateTimeText, isExcludedTag } from './rules';

export function localised(
  row: Pick<ContentRow, 'title' | 'subtitle' | 'description' | 'translations'>,
  language: string,
) {
  const translation = language === 'en' ? undefined : row.translations[language];
  return {
    title: translation?.title ?? row.title,
    subtitle: translation?.subtitle ?? row.subtitle,
    description: translation?.description ?? row.description,
  };
}

function shownTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !isExcludedTag(tag));
}

/** A catalogue row as a card of the content listings, in the member's language. */
export function contentCard(row: ContentRow, language: string, favourited: boolean): ContentItem {
  const text = localised(row, language);
  const start = row.startsAt ? dateTimeText(row.startsAt) : null;
  const end = row.endsAt ? dateTimeText(row.endsAt) : null;
  return {
    id: row.id,
    title: text.title,
    subtitle: text.subtitle,
    description: text.description,
    thumbnail: row.thumbnail,
    type: row.type,
    media: row.media,
    source: row.source,
    tags: shownTags(row.tags),
    favourited,
    url: row.url,
    embed_video: row.embedVideo,
    start,
    end,
    ...(row.scheduleType ? { schedule_type: row.scheduleType } : {}),
    details: {
      description: text.description,
      video_gif: null,
      start_date_time: start,
      end_date_time: end,
      duration: row.durationMinutes,
    },
  };
}
