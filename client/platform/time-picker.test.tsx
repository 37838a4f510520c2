import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay, TimePicker, timeChoices } from './time-picker';

afterEach(cleanup);

describe('time picker (spec 9)', () => {
  it('steps through a day of 86,400 seconds every 30 minutes by default', () => {
    const choices = timeChoices();
    expect(choices).toHaveLength(48);
    expect(choices.at(-1)).toBe(86_400 - 1800);
    expect(timeChoices(900)).toHaveLength(96);
    expect(() => timeChoices(0)).toThrow();
  });

  it('formats times of day', () => {
    expect([0, 30_600, 43_200, 86_400 - 1800].map(formatTimeOfDay)).toEqual([
      '12:00 AM',
      '8:30 AM',
      '12:00 PM',
      '11:30 PM',
    ]);
  });

  it('answers seconds after midnight, and keeps a saved time that is off the step', () => {
    const onChange = vi.fn();
    render(<TimePicker label="Call time" value={30_660} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Call time' }) as HTMLSelectElement;
    expect(select.value).toBe('30660');
    fireEvent.change(select, { target: { value: '32400' } });
    expect(onChange).toHaveBeenCalledWith(32_400);
  });
});
