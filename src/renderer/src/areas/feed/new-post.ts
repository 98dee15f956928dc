import type { NewFeedPost } from '@shared/areas/feed/channels';

export interface PostValues extends Record<string, unknown> {
  mangoes: string[];
  excludeMangoes: string[];
  contentType: 'text' | 'image' | 'video';
  caption: string;
  contentUrl: string;
  scheduleTime: Date | null;
}

/** The channel's post from the form: blank fields left out, a text post carries no file address. */
export function postRequest(values: PostValues): NewFeedPost {
  const caption = values.caption.trim();
  const url = values.contentUrl.trim();
  return {
    mangoes: values.mangoes,
    contentType: values.contentType,
    ...(caption ? { caption } : {}),
    ...(values.contentType !== 'text' && url ? { contentUrl: url } : {}),
    ...(values.scheduleTime ? { scheduleTime: values.scheduleTime.toISOString() } : {}),
    ...(values.excludeMangoes.length ? { excludeMangoes: values.excludeMangoes } : {}),
  };
}
