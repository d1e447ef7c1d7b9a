import { stepBackTargetOf, type BookingChange, type BookingStatus } from './booking-status';

const at = '2026-11-26T10:00:00.000Z';
const step = (from: BookingStatus, to: BookingStatus): BookingChange => ({ action: 'step', from, to, at });
const back = (from: BookingStatus, to: BookingStatus): BookingChange => ({ action: 'back', from, to, at });
const archive: BookingChange = { action: 'archive', from: null, to: null, at };

describe(stepBackTargetOf.name, () => {
  it('has nothing to undo before the first step', () => {
    expect(stepBackTargetOf([])).toBeNull();
    expect(stepBackTargetOf([archive])).toBeNull();
  });

  it('undoes the newest step, then the one before it, until none is left', () => {
    const history = [step('new', 'contacted'), step('contacted', 'scheduled')];
    expect(stepBackTargetOf(history)).toBe('contacted');
    expect(stepBackTargetOf([...history, back('scheduled', 'contacted')])).toBe('new');
    expect(stepBackTargetOf([...history, back('scheduled', 'contacted'), back('contacted', 'new')])).toBeNull();
  });

  it('undoes a cancellation back to the status it was cancelled from, archives aside', () => {
    expect(stepBackTargetOf([step('new', 'contacted'), archive, step('contacted', 'cancelled'), archive])).toBe('contacted');
  });

  it('counts a step made after a step back as the newest', () => {
    expect(stepBackTargetOf([step('new', 'contacted'), back('contacted', 'new'), step('new', 'cancelled')])).toBe('new');
  });
});
