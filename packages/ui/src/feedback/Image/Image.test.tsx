import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Image } from './Image';

describe('Image', () => {
  it('shows the placeholder when the picture fails, and retries a new source', () => {
    const onLoadError = vi.fn();
    const { rerender } = renderWithProviders(
      <Image src="/a.png" alt="Cover" ratio={16 / 9} onLoadError={onLoadError} />,
    );
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(onLoadError).toHaveBeenCalledOnce();
    const placeholder = screen.getByRole('img', { name: 'Cover' });
    expect(placeholder).toHaveAttribute('data-part', 'placeholder');
    expect(placeholder.parentElement).toHaveAttribute('data-state', 'error');
    rerender(<Image src="/b.png" alt="Cover" ratio={16 / 9} />);
    expect(screen.getByRole('img', { name: 'Cover' }).tagName).toBe('IMG');
  });

  it('shows the placeholder for an empty source', () => {
    renderWithProviders(<Image src={null} alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' }).parentElement).toHaveAttribute(
      'data-state',
      'empty',
    );
  });

  it('marks the box loaded once the picture is in', () => {
    renderWithProviders(<Image src="/a.png" alt="Cover" className="cover" />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.parentElement).toHaveClass('cover');
    fireEvent.load(img);
    expect(img.parentElement).toHaveAttribute('data-state', 'loaded');
  });
});
