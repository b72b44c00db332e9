import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { Avatar } from './Avatar';
import { AvatarGroup } from './AvatarGroup';
import { initialsOf, toneOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Li Wei')).toBe('LW');
    expect(initialsOf('  jean-luc   picard ')).toBe('JP');
    expect(initialsOf('madonna')).toBe('M');
    expect(initialsOf('émile zola')).toBe('ÉZ');
  });
  it('takes the last two characters of a Chinese name', () => {
    expect(initialsOf('王小明')).toBe('小明');
    expect(initialsOf('李明')).toBe('李明');
    expect(initialsOf('欧阳 娜娜')).toBe('娜娜');
    expect(initialsOf('王小明', 1)).toBe('明');
    expect(initialsOf('Li Wei', 1)).toBe('L');
  });
  it('never returns nothing', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('***')).toBe('*');
  });
  it('gives a person the same tone every time', () => {
    expect(toneOf('Li Wei')).toBe(toneOf('Li Wei'));
  });
});

describe('Avatar', () => {
  it('falls back to the initials when the picture fails, and tries a new picture again', () => {
    const { rerender } = renderWithProviders(<Avatar name="Li Wei" src="/a.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Li Wei' }));
    const fallback = screen.getByRole('img', { name: 'Li Wei' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('LW');
    rerender(<Avatar name="Li Wei" src="/b.png" />);
    expect(screen.getByRole('img', { name: 'Li Wei' }).tagName).toBe('IMG');
  });

  it('sums up the avatars over the maximum', () => {
    renderWithProviders(
      <AvatarGroup max={2} label="Speakers">
        <Avatar name="A" />
        <Avatar name="B" />
        <Avatar name="C" />
        <Avatar name="D" />
      </AvatarGroup>,
    );
    expect(screen.getByRole('img', { name: '2 more' })).toHaveTextContent('+2');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
