import { erasureLogEntity } from '@stagelink/nest-kit';

/** The engagement service's erase log (docs/decisions.md, D-90). */
export const EngagementErasureEntity = erasureLogEntity('engagement');
