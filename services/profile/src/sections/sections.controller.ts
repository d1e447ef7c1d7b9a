import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ListSectionsDto, ProfilePatterns, Section, subjectOf } from '@stagelink/contracts';
import { SectionsService } from './sections.service';

@Controller()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @MessagePattern(subjectOf(ProfilePatterns.listSections))
  list(@Payload() request: ListSectionsDto): Promise<Section[]> {
    return this.sections.list(request.visibleOnly);
  }
}
