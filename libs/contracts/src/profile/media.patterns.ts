import { messagePattern } from '../common/message-pattern';
import type { MediaItem } from './media';
import type { MediaIdDto, RecordMediaDto } from './media-messages.dto';

/** The media gallery's rows, kept by the profile service; the files are the gateway's (docs/decisions.md, D-26). */
export const MediaPatterns = {
  record: messagePattern<RecordMediaDto, MediaItem>('profile', 'record-media'),
  /** Newest first, each with where it is used. */
  list: messagePattern<Record<string, never>, MediaItem[]>('profile', 'list-media'),
  /** Removes the row and every use of the image, in one transaction; answers the removed item. */
  remove: messagePattern<MediaIdDto, MediaItem>('profile', 'delete-media'),
};
