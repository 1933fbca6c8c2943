import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  checkEventImage,
  createdToast,
  defaultEnd,
  EMPTY_DRAFT,
  validateCreateEvent,
} from './create-event-form';

const at = (iso: string) => DateTime.fromISO(iso);

describe('create event form', () => {
  it('gives the three required-field messages', () => {
    expect(validateCreateEvent(EMPTY_DRAFT)).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        location: 'Location is required',
        dateTime: 'Date and time are required',
      },
    });
    expect(
      validateCreateEvent({ ...EMPTY_DRAFT, title: '  ', location: 'Hall', date: at('2026-03-14') }),
    ).toEqual({
      ok: false,
      errors: { title: 'Title is required', dateTime: 'Date and time are required' },
    });
  });

  it('says which limit a long title, location or description passed', () => {
    const result = validateCreateEvent({
      ...EMPTY_DRAFT,
      title: 't'.repeat(301),
      location: 'l'.repeat(501),
      description: 'd'.repeat(5001),
      date: at('2026-03-14'),
      timeStart: at('2026-01-01T19:30'),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title can be at most 300 characters.',
        location: 'Location can be at most 500 characters.',
        description: 'Description can be at most 5,000 characters.',
      },
    });
  });

  it('sends wall-clock date and times, and who may find the event in Nearby', () => {
    const result = validateCreateEvent({
      title: 'Open mic',
      location: 'The Hall',
      description: ' bring a guitar ',
      date: at('2026-03-14'),
      timeStart: at('2026-01-01T19:30'),
      timeEnd: at('2026-01-01T20:30'),
      visibility: 'friends',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        title: 'Open mic',
        location: 'The Hall',
        description: 'bring a guitar',
        date: '2026-03-14',
        timeStart: '19:30',
        timeEnd: '20:30',
        visibility: 'friends',
      },
    });
  });

  it('suggests an end one hour after the start', () => {
    expect(defaultEnd(at('2026-01-01T19:30'))?.toFormat('HH:mm')).toBe('20:30');
    expect(defaultEnd(null)).toBeNull();
  });

  it('checks the image like the settings page', () => {
    expect(checkEventImage({ size: 6 * 1024 * 1024, type: 'image/png' })?.title).toBe('File Too Large');
    expect(checkEventImage({ size: 100, type: 'text/plain' })?.title).toBe('Invalid File Type');
    expect(checkEventImage({ size: 100, type: 'image/jpeg' })).toBeNull();
  });

  it('says a created event is in the calendar, and warns when its start has passed', () => {
    const now = DateTime.fromISO('2026-12-02T12:00:00', { zone: 'America/Chicago' }) as DateTime<true>;
    const fields = {
      title: 'Jam',
      location: 'Hall',
      description: '',
      timeEnd: '',
      visibility: 'private' as const,
    };
    expect(
      createdToast({ ...fields, date: '2026-12-02', timeStart: '18:00' }, 'America/Chicago', now),
    ).toEqual({
      title: 'Event created',
      description: '“Jam” is in your calendar.',
      variant: 'success',
    });
    expect(
      createdToast({ ...fields, date: '2026-12-01', timeStart: '18:00' }, 'America/Chicago', now),
    ).toMatchObject({
      title: 'Event created in the past',
      variant: 'warning',
    });
  });
});
