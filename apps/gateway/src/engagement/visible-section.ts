import { NotFoundException } from '@nestjs/common';
import type { Section } from '@stagelink/contracts';
import type { PublicContent } from '../profile/public-content';

/**
 * The section a visitor's like or event names, which must be one they can see: a missing or
 * hidden section is 404, so nothing is stored about sections no visitor could have clicked.
 */
export async function visibleSectionOr404(publicContent: PublicContent, sectionId: number): Promise<Section> {
  const section = await publicContent.visibleSection(sectionId);
  if (!section) throw new NotFoundException(`Section ${sectionId} not found`);
  return section;
}
