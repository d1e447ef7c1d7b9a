import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { LikeState, VideoLikes } from '@stagelink/contracts';
import { LIKE_TOGGLE_SQL } from './like-queries';

export interface VideoKey {
  sectionId: number;
  videoIndex: number;
}

export interface VisitorLike extends VideoKey {
  visitor: string;
  userAgent: string | null;
}

/** A video's state as the toggle and the state reads answer it; pg reads a bigint sum as text. */
interface StateRow {
  liked: boolean;
  total: number | string;
}

const toLikeState = (row: StateRow | undefined): LikeState => ({ liked: row?.liked ?? false, totalLikes: Number(row?.total ?? 0) });

/**
 * The only place with like queries, all of them SQL (the rule: docs/architecture.md): a toggle
 * moves a like and its video's total together, and a state reads three tables at one instant.
 */
@Injectable()
export class LikesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Likes or unlikes for one visitor, and answers the new state: one call of the schema's
   * `toggle_like`, which serialises the toggles of one visitor and video, so two quick clicks are
   * a like and an unlike, never two rows or a lost toggle, and moves the video's total with the
   * row, while other visitors are not held up (D-11, D-199).
   */
  async toggle(like: VisitorLike): Promise<LikeState> {
    const [row] = (await this.dataSource.query(LIKE_TOGGLE_SQL.toggle, [
      like.sectionId,
      like.videoIndex,
      like.visitor,
      like.userAgent,
    ])) as StateRow[];
    return toLikeState(row);
  }

  /**
   * Whether this visitor likes the video, and its total with the configured likes added, in
   * one statement: separate reads could see a toggle between them, liked but not yet counted.
   */
  async state(key: VideoKey, visitor: string): Promise<LikeState> {
    const [row] = (await this.dataSource.query(LIKE_TOGGLE_SQL.state, [key.sectionId, key.videoIndex, visitor])) as StateRow[];
    return toLikeState(row);
  }

  /**
   * Many videos' states in one statement, in the order asked: the page's videos at once, so a
   * page costs one query, not one per video. Without a visitor, `liked` is false.
   */
  async states(videos: readonly VideoKey[], visitor: string | null): Promise<VideoLikes[]> {
    if (videos.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT "v"."section_id" AS "sectionId", "v"."video_index" AS "videoIndex",
         ($3::varchar IS NOT NULL AND EXISTS (
           SELECT 1 FROM "engagement"."likes" "l"
            WHERE "l"."section_id" = "v"."section_id" AND "l"."video_index" = "v"."video_index" AND "l"."ip_address" = $3
         )) AS "liked",
         COALESCE("t"."total", 0) + COALESCE("a"."base_likes" + "a"."incremental_likes", 0) AS "total"
       FROM unnest($1::integer[], $2::integer[]) WITH ORDINALITY AS "v"("section_id", "video_index", "position")
       LEFT JOIN "engagement"."like_totals" "t" ON "t"."section_id" = "v"."section_id" AND "t"."video_index" = "v"."video_index"
       LEFT JOIN "engagement"."artificial_likes" "a" ON "a"."section_id" = "v"."section_id" AND "a"."video_index" = "v"."video_index"
       ORDER BY "v"."position"`,
      [videos.map((video) => video.sectionId), videos.map((video) => video.videoIndex), visitor],
    )) as (VideoKey & StateRow)[];
    return rows.map((row) => ({ sectionId: row.sectionId, videoIndex: row.videoIndex, ...toLikeState(row) }));
  }
}
