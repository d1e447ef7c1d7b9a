import { IsBoolean } from 'class-validator';
import type { ListSectionsRequest } from '../profile.patterns';

export class ListSectionsDto implements ListSectionsRequest {
  @IsBoolean()
  visibleOnly!: boolean;
}
