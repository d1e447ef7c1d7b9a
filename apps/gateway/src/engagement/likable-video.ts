import { BadRequestException } from '@nestjs/common';
import { videosOf, type Section } from '@stagelink/contracts';
import type { PublicContent } from '../profile/public-content';
import { visibleSectionOr404 } from './visible-section';

/**
 * The one owner of "a like names an existing video of a visible section": the gateway has the
 * visitor's sections at hand, so it decides the whole rule and the engagement service only
 * stores. A missing or hidden section is 404; an index the section has no video at is 400.
 */
export async function assertLikableVideo(publicContent: PublicContent, sectionId: number, videoIndex: number): Promise<void> {
  assertVideoExists(await visibleSectionOr404(publicContent, sectionId), videoIndex);
}

/** A section that is not a video section has no videos to like. */
export function assertVideoExists(section: Section, videoIndex: number): void {
  const videoCount = section.type === 'video' ? videosOf(section.data).length : 0;
  if (Number.isInteger(videoIndex) && videoIndex >= 0 && videoIndex < videoCount) return;
  const has = videoCount === 1 ? '1 video' : `${videoCount} videos`;
  throw new BadRequestException(`videoIndex ${videoIndex} does not exist: section ${section.id} has ${has}`);
}
