import type { LikeState, VideoLikeMessageDto, VideoLikes } from '@stagelink/contracts';
import { LikesRepository, type VideoKey, type VisitorLike } from './likes.repository';
import { LikesService } from './likes.service';

/** Our repository's contract in memory: one like per visitor and video, totals per video. */
class InMemoryLikes implements Pick<LikesRepository, keyof LikesRepository> {
  readonly rows = new Map<string, VisitorLike>();

  toggle(like: VisitorLike): Promise<LikeState> {
    const key = rowKey(like, like.visitor);
    if (!this.rows.delete(key)) this.rows.set(key, like);
    return this.state(like, like.visitor);
  }

  state(video: VideoKey, visitor: string): Promise<LikeState> {
    const ofVideo = [...this.rows.values()].filter((row) => row.sectionId === video.sectionId && row.videoIndex === video.videoIndex);
    return Promise.resolve({ liked: this.rows.has(rowKey(video, visitor)), totalLikes: ofVideo.length });
  }

  async states(videos: readonly VideoKey[], visitor: string | null): Promise<VideoLikes[]> {
    return Promise.all(
      videos.map(async (video) => {
        const { liked, totalLikes } = await this.state(video, visitor ?? '');
        return { ...video, liked: visitor !== null && liked, totalLikes };
      }),
    );
  }
}

const rowKey = ({ sectionId, videoIndex }: VideoKey, visitor: string) => `${sectionId}:${videoIndex}:${visitor}`;

const request = (overrides: Partial<VideoLikeMessageDto> = {}): VideoLikeMessageDto => ({
  sectionId: 3,
  videoIndex: 1,
  visitor: 'visitor-a',
  userAgent: 'Mozilla/5.0',
  ...overrides,
});

describe(LikesService.name, () => {
  let likes: InMemoryLikes;
  let sut: LikesService;

  beforeEach(() => {
    likes = new InMemoryLikes();
    sut = new LikesService(likes as unknown as LikesRepository);
  });

  it('likes on the first toggle and unlikes on the second, answering the new state each time', async () => {
    expect(await sut.toggle(request())).toEqual({ liked: true, totalLikes: 1 });
    expect(await sut.toggle(request())).toEqual({ liked: false, totalLikes: 0 });
  });

  it("toggles only this visitor's like of this video", async () => {
    await sut.toggle(request());
    expect(await sut.get(request())).toEqual({ liked: true, totalLikes: 1 });
    expect(await sut.get(request({ visitor: 'visitor-b' }))).toEqual({ liked: false, totalLikes: 1 });
    expect(await sut.get(request({ videoIndex: 0 }))).toEqual({ liked: false, totalLikes: 0 });
    expect(await sut.get(request({ sectionId: 4 }))).toEqual({ liked: false, totalLikes: 0 });
  });

  it("answers many videos at once, in the order asked, with this visitor's likes", async () => {
    await sut.toggle(request({ visitor: 'visitor-a' }));
    await sut.toggle(request({ visitor: 'visitor-b' }));
    const videos = [
      { sectionId: 4, videoIndex: 0 },
      { sectionId: 3, videoIndex: 1 },
    ];
    expect(await sut.many({ videos, visitor: 'visitor-a' })).toEqual([
      { sectionId: 4, videoIndex: 0, liked: false, totalLikes: 0 },
      { sectionId: 3, videoIndex: 1, liked: true, totalLikes: 2 },
    ]);
    expect(await sut.many({ videos })).toEqual([
      { sectionId: 4, videoIndex: 0, liked: false, totalLikes: 0 },
      { sectionId: 3, videoIndex: 1, liked: false, totalLikes: 2 },
    ]);
  });

  it('counts each visitor once', async () => {
    await sut.toggle(request({ visitor: 'visitor-a' }));
    expect(await sut.toggle(request({ visitor: 'visitor-b' }))).toEqual({ liked: true, totalLikes: 2 });
  });

  it('stores the user agent the gateway sent, and none when it sent none', async () => {
    await sut.toggle(request({ visitor: 'visitor-a' }));
    await sut.toggle(request({ visitor: 'visitor-b', userAgent: undefined }));
    expect([...likes.rows.values()].map(({ visitor, userAgent }) => ({ visitor, userAgent }))).toEqual([
      { visitor: 'visitor-a', userAgent: 'Mozilla/5.0' },
      { visitor: 'visitor-b', userAgent: null },
    ]);
  });
});
