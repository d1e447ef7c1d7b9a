import {
  DEFAULT_VIEWS_PER_INCREMENT,
  videosOf,
  type AdminLikes,
  type AdminVideoLikes,
  type LikeFigures,
  type Section,
  type VideoLikeFigures,
} from '@stagelink/contracts';

/**
 * The Likes tab's answer: every video of every video section, in page order and hidden ones
 * included, with its real and configured likes apart and the total visitors see. A video
 * with no row yet shows the defaults the owner would start from. Likes of a video the
 * section no longer has are left out: no visitor can see them.
 */
export function adminLikesOf(sections: Section[], figures: LikeFigures): AdminLikes {
  const byVideo = new Map(figures.videos.map((video) => [`${video.sectionId}:${video.videoIndex}`, video]));
  return {
    profileViews: figures.profileViews,
    sections: sections
      .filter((section) => section.type === 'video')
      .map((section) => ({
        sectionId: section.id,
        title: section.title,
        isVisible: section.isVisible,
        videos: videosOf(section.data).map((video, videoIndex) =>
          videoLikes(videoIndex, video.title, byVideo.get(`${section.id}:${videoIndex}`)),
        ),
      })),
  };
}

function videoLikes(videoIndex: number, title: string, figures: VideoLikeFigures | undefined): AdminVideoLikes {
  const realLikes = figures?.realLikes ?? 0;
  const configured = figures?.configured ?? null;
  const baseLikes = configured?.baseLikes ?? 0;
  const incrementalLikes = configured?.incrementalLikes ?? 0;
  return {
    videoIndex,
    title,
    realLikes,
    baseLikes,
    incrementalLikes,
    viewsPerIncrement: configured?.viewsPerIncrement ?? DEFAULT_VIEWS_PER_INCREMENT,
    lastIncrementView: configured?.lastIncrementView ?? null,
    totalLikes: realLikes + baseLikes + incrementalLikes,
  };
}
