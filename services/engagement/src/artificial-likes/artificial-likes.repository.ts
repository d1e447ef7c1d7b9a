import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { SaveArtificialLikesRequest } from '@stagelink/contracts';
import { ArtificialLikeEntity } from './artificial-like.entity';

interface ArtificialLikeRow {
  id: number;
  section_id: number;
  video_index: number;
  base_likes: number;
  incremental_likes: number;
  views_per_increment: number;
  last_increment_view: number;
  created_at: Date;
  updated_at: Date;
}

@Injectable()
export class ArtificialLikesRepository {
  constructor(
    @InjectRepository(ArtificialLikeEntity) private readonly artificialLikes: Repository<ArtificialLikeEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  listAll(): Promise<ArtificialLikeEntity[]> {
    return this.artificialLikes.find({ order: { sectionId: 'ASC', videoIndex: 'ASC' } });
  }

  /**
   * Sets one video's configured likes, in one statement on the one-per-video constraint, so two
   * saves at once are two updates, never a duplicate-key error. A new row starts stepping from
   * the current view count; a saved one keeps where its last step was (docs/decisions.md, D-45).
   * An incremental count the owner left as the form loaded it keeps the stored one, with the
   * steps views took since (D-62); the row lock orders the save and the views' steps.
   */
  async save(likes: SaveArtificialLikesRequest): Promise<ArtificialLikeEntity> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO "engagement"."artificial_likes" AS "a"
         ("section_id", "video_index", "base_likes", "incremental_likes", "views_per_increment", "last_increment_view")
       VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT "total" FROM "engagement"."profile_view_count"), 0))
       ON CONFLICT ON CONSTRAINT "artificial_likes_one_per_video" DO UPDATE
         SET "base_likes" = EXCLUDED."base_likes",
             "incremental_likes" = CASE WHEN EXCLUDED."incremental_likes" = $6::integer THEN "a"."incremental_likes"
                                        ELSE EXCLUDED."incremental_likes" END,
             "views_per_increment" = EXCLUDED."views_per_increment",
             "updated_at" = now()
       RETURNING *`,
      [
        likes.sectionId,
        likes.videoIndex,
        likes.baseLikes,
        likes.incrementalLikes,
        likes.viewsPerIncrement,
        likes.loadedIncrementalLikes ?? null,
      ],
    )) as ArtificialLikeRow[];
    if (!row) throw new Error('The configured likes were not saved');
    return toEntity(this.artificialLikes, row);
  }

  /**
   * Every video with real or configured likes, and the view count, in one statement: one
   * snapshot, so a total is never the real likes of one moment plus configured likes of another.
   * The view count's row comes first, so it is there when no video has likes yet.
   */
  async figures(): Promise<LikeFiguresRows> {
    const rows = (await this.dataSource.query(
      `SELECT "views"."total" AS "profile_views", "videos".*
         FROM (SELECT COALESCE((SELECT "total" FROM "engagement"."profile_view_count"), 0) AS "total") AS "views"
         LEFT JOIN LATERAL (
           SELECT COALESCE("t"."section_id", "a"."section_id") AS "video_section_id",
                  COALESCE("t"."video_index", "a"."video_index") AS "video_video_index",
                  COALESCE("t"."total", 0) AS "real_likes",
                  "a".*
             FROM "engagement"."like_totals" AS "t"
             FULL JOIN "engagement"."artificial_likes" AS "a"
               ON "a"."section_id" = "t"."section_id" AND "a"."video_index" = "t"."video_index"
         ) AS "videos" ON true
        ORDER BY "video_section_id", "video_video_index"`,
    )) as FigureRow[];
    return {
      profileViews: rows[0]?.profile_views ?? 0,
      videos: rows.flatMap((row) =>
        row.video_section_id === null || row.video_video_index === null
          ? []
          : [
              {
                sectionId: row.video_section_id,
                videoIndex: row.video_video_index,
                realLikes: row.real_likes ?? 0,
                configured: row.id === null ? null : toEntity(this.artificialLikes, row as ArtificialLikeRow),
              },
            ],
      ),
    };
  }
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

type FigureRow = Nullable<ArtificialLikeRow> & {
  profile_views: number;
  video_section_id: number | null;
  video_video_index: number | null;
  real_likes: number | null;
};

export interface LikeFiguresRows {
  profileViews: number;
  videos: { sectionId: number; videoIndex: number; realLikes: number; configured: ArtificialLikeEntity | null }[];
}

function toEntity(repository: Repository<ArtificialLikeEntity>, row: ArtificialLikeRow): ArtificialLikeEntity {
  return repository.create({
    id: row.id,
    sectionId: row.section_id,
    videoIndex: row.video_index,
    baseLikes: row.base_likes,
    incrementalLikes: row.incremental_likes,
    viewsPerIncrement: row.views_per_increment,
    lastIncrementView: row.last_increment_view,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
