import { BadRequestException, Controller, Delete, Post, Put } from '@nestjs/common';
import {
  checkSectionData,
  createSectionSchema,
  ProfilePatterns,
  reorderSectionsSchema,
  updateSectionSchema,
  type CreateSectionRequest,
  type ReorderSectionsRequest,
  type Section,
  type UpdateSectionRequest,
} from '@stagelink/contracts';
import { RowId } from '../common/id-param';
import { OwnerBody } from '../common/owner-body';
import { RpcClient } from '../common/rpc-client';
import { PublicContent } from './public-content';

/**
 * The owner's section calls (spec section 7; docs/decisions.md, D-06 to D-09). Bodies are
 * checked here and again in the profile service; each change clears the visitors' cached copy,
 * so the next visitor sees it. `GET /api/sections` is in profile.controller.ts.
 */
@Controller('api/sections')
export class SectionsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly publicContent: PublicContent,
  ) {}

  @Post()
  async create(@OwnerBody(createSectionSchema) body: CreateSectionRequest): Promise<Section> {
    const data = dataFor(body.type, body.data);
    return this.changed(this.rpc.send(ProfilePatterns.createSection, { ...body, data }));
  }

  /** `{ sectionIds }` or `{ sectionId, newOrder }`; answers every section in the new order. */
  @Put('reorder')
  reorder(@OwnerBody(reorderSectionsSchema) body: ReorderSectionsRequest): Promise<Section[]> {
    return this.changed(this.rpc.send(ProfilePatterns.reorderSections, body));
  }

  /** The data is checked against the type here when the type comes with it; the service always checks. */
  @Put(':id')
  update(@RowId('id', 'Section') id: number, @OwnerBody(updateSectionSchema) body: UpdateSectionRequest): Promise<Section> {
    const changes = body.type !== undefined && body.data !== undefined ? { ...body, data: dataFor(body.type, body.data) } : body;
    return this.changed(this.rpc.send(ProfilePatterns.updateSection, { id, changes }));
  }

  @Delete(':id')
  delete(@RowId('id', 'Section') id: number): Promise<{ deleted: true }> {
    return this.changed(this.rpc.send(ProfilePatterns.deleteSection, { id }));
  }

  @Post(':id/duplicate')
  duplicate(@RowId('id', 'Section') id: number): Promise<Section> {
    return this.changed(this.rpc.send(ProfilePatterns.duplicateSection, { id }));
  }

  private async changed<T>(write: Promise<T>): Promise<T> {
    const answer = await write;
    await this.publicContent.invalidate();
    return answer;
  }
}

function dataFor(type: string, data: unknown): Record<string, unknown> {
  const checked = checkSectionData(type, data);
  if (!checked.ok) throw new BadRequestException(checked.message);
  return checked.value;
}
