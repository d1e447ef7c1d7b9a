import { erasureLogEntity } from '@stagelink/nest-kit';

/** The bookings service's erase log (docs/decisions.md, D-90). */
export const BookingsErasureEntity = erasureLogEntity('bookings');
