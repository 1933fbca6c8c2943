import { describe, expect, it } from 'vitest';
import { parallaxOffset, parallaxOpacity } from './parallax';

describe('parallaxOffset', () => {
  it('maps 0–500 px of scroll linearly onto 0–150 px of movement', () => {
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(100)).toBe(30);
    expect(parallaxOffset(250)).toBe(75);
    expect(parallaxOffset(500)).toBe(150);
  });

  it('holds at the ends outside that range', () => {
    expect(parallaxOffset(-40)).toBe(0);
    expect(parallaxOffset(501)).toBe(150);
    expect(parallaxOffset(5000)).toBe(150);
  });

  it('treats a missing scroll position as the top of the page', () => {
    expect(parallaxOffset(Number.NaN)).toBe(0);
  });
});

describe('parallaxOpacity', () => {
  it('fades from 1 to 0 over the first 300 px of scroll', () => {
    expect(parallaxOpacity(0)).toBe(1);
    expect(parallaxOpacity(75)).toBe(0.75);
    expect(parallaxOpacity(150)).toBe(0.5);
    expect(parallaxOpacity(300)).toBe(0);
  });

  it('never leaves the 0–1 range', () => {
    expect(parallaxOpacity(-100)).toBe(1);
    expect(parallaxOpacity(1200)).toBe(0);
    expect(parallaxOpacity(Number.NaN)).toBe(1);
  });
});
