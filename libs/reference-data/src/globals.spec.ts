import {
  DEFAULT_CATEGORY,
  DEFAULT_PROFILE_COLOR,
  INITIAL_STATUS,
  USER_SELECTABLE_STATUSES,
  categoryColorMap,
  globals,
  instructionTypes,
  isAvailableForOutings,
  statusMap,
} from './index';

function rgb(colour: string): [number, number, number] {
  const match = /^rgb\((\d{1,3}),(\d{1,3}),(\d{1,3})\)$/.exec(colour);
  if (match === null) throw new Error(`not an rgb() colour: ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

// WCAG 2.x relative luminance and contrast ratio.
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
const contrastWithWhite = (colour: string) => 1.05 / (luminance(rgb(colour)) + 0.05);

describe('categories', () => {
  it('start with the default category, Adventure', () => {
    expect(DEFAULT_CATEGORY).toBe('Adventure');
    expect(Object.keys(categoryColorMap)[0]).toBe(DEFAULT_CATEGORY);
  });

  it('have colours that carry white text at WCAG AA contrast', () => {
    for (const colour of Object.values(categoryColorMap)) {
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('have colours far enough apart to tell the categories apart', () => {
    const colours = Object.values(categoryColorMap).map(rgb);
    for (const [i, a] of colours.entries()) {
      for (const b of colours.slice(i + 1)) {
        expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThan(40);
      }
    }
  });

  it('keep the spec default profile colour', () => {
    expect(DEFAULT_PROFILE_COLOR).toBe('rgb(220,220,220)');
  });
});

describe('instruction types', () => {
  it('are unique, lowercase, and include those the spec names', () => {
    expect(new Set(instructionTypes).size).toBe(instructionTypes.length);
    expect(instructionTypes.every((type) => type === type.toLowerCase())).toBe(true);
    expect(instructionTypes).toEqual(expect.arrayContaining(['communicate', 'travel', 'purchase', 'capture', 'play', 'create']));
  });
});

describe('statuses', () => {
  it('describe Ready, Busy and Searching', () => {
    for (const status of ['Ready', 'Busy', 'Searching'] as const) expect(statusMap[status]).toMatch(/\S/);
  });

  it('start a new profile as Ready, free for outings', () => {
    expect(INITIAL_STATUS).toBe('Ready');
    expect(isAvailableForOutings(INITIAL_STATUS)).toBe(true);
  });

  it('let users pick only Ready and Busy', () => {
    expect(USER_SELECTABLE_STATUSES).toEqual(['Ready', 'Busy']);
  });

  it('count anything but Ready and Searching as busy', () => {
    expect(isAvailableForOutings('Ready')).toBe(true);
    expect(isAvailableForOutings('Searching')).toBe(true);
    for (const status of ['Busy', 'ready', 'Away', '']) expect(isAvailableForOutings(status)).toBe(false);
  });
});

describe('globals', () => {
  it('is the body of GET /data/globals: exactly the three maps, JSON-safe', () => {
    expect(JSON.parse(JSON.stringify(globals))).toEqual({
      categoryColorMap: { ...categoryColorMap },
      instructionTypes: [...instructionTypes],
      statusMap: { ...statusMap },
    });
  });

  it('cannot be changed by an importer', () => {
    expect(Object.isFrozen(globals)).toBe(true);
    expect(Object.isFrozen(globals.categoryColorMap)).toBe(true);
    expect(Object.isFrozen(globals.instructionTypes)).toBe(true);
    expect(Object.isFrozen(globals.statusMap)).toBe(true);
  });
});
