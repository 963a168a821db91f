import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffType', () => {
  it('knows png, jpeg and pdf by their signatures', () => {
    expect(sniffType(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'))).toBe('image/png');
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('finds videos whatever their name: mp4, mov, webm, avi, flv, mpeg', () => {
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('video');
    expect(sniffType(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video');
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBe('video');
    expect(sniffType(bytes('FLV', [1, 5]))).toBe('video');
    expect(sniffType(bytes([0, 0, 1, 0xba, 0x44]))).toBe('video');
  });

  it('refuses everything else: executables, scripts, HEIF stills, a WAVE file, empty files', () => {
    expect(sniffType(bytes('MZ', [0x90, 0]))).toBe('other');
    expect(sniffType(bytes([0x7f], 'ELF', [2, 1, 1]))).toBe('other');
    expect(sniffType(bytes('#!/bin/sh\nrm -rf /\n'))).toBe('other');
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBe('other');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('other');
    expect(sniffType(new Uint8Array())).toBe('other');
  });
});
