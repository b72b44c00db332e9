import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { Badge, formatCount } from './Badge';

describe('Badge', () => {
  it('caps counts at the maximum', () => {
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(10, 9)).toBe('9+');
  });

  it('shows 99+ but reads the real count or the label', () => {
    const { rerender } = renderWithProviders(<Badge count={150} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('150')).toBeInTheDocument();
    rerender(<Badge count={150} label="150 unread" />);
    expect(screen.getByText('150 unread')).toBeInTheDocument();
  });

  it('hides a zero count unless showZero', () => {
    const { container, rerender } = renderWithProviders(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0', { selector: '[aria-hidden]' })).toBeInTheDocument();
  });

  it('makes a lone dot an image only when it has a label', () => {
    const { rerender } = renderWithProviders(<Badge dot label="Online" tone="success" />);
    expect(screen.getByRole('img', { name: 'Online' })).toHaveAttribute('data-tone', 'success');
    rerender(<Badge dot />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
