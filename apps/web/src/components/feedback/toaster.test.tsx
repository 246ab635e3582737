// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from '../../stores/toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  useToastStore.setState({ current: undefined });
});

describe('Toaster', () => {
  it('shows the fixed title of each kind with the message', () => {
    render(<Toaster />);
    act(() => void toast.error('Network connection lost. Connect and try again'));
    expect(screen.getByText('Uh oh! Something went wrong.')).toBeTruthy();
    expect(screen.getByText('Network connection lost. Connect and try again')).toBeTruthy();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => void toast.error('First'));
    act(() => void toast.success('Logged in successfully'));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Uh oh! Something went wrong.')).toBeNull();
    expect(screen.getByText('It worked!')).toBeTruthy();
    expect(screen.getAllByText('Logged in successfully')).toHaveLength(1);
  });

  it('shows a spinner with the pending title', () => {
    const { container } = render(<Toaster />);
    act(() => void toast.pending('Changing your status'));
    expect(screen.getByText('Almost there!')).toBeTruthy();
    expect(container.ownerDocument.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('renders nothing but the notification region without a toast', () => {
    render(<Toaster />);
    expect(screen.queryByText('It worked!')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
