import { INSTRUCTION_ID_PATTERN, catalogueInstructionId, newInstructionId } from './instruction-id';

describe('instruction ids', () => {
  it('are 12 lowercase letters', () => {
    for (let round = 0; round < 200; round += 1) expect(newInstructionId()).toMatch(INSTRUCTION_ID_PATTERN);
  });

  it('use every letter the draw gives, from a to z', () => {
    const draws = [0, 25, 1, 24, 2, 23, 3, 22, 4, 21, 5, 20];
    expect(newInstructionId(() => draws.shift() ?? 0)).toBe('azbycxdwevfu');
  });

  it('differ from one draw to the next', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newInstructionId()));
    expect(ids.size).toBe(1000);
  });

  it('are stable for a catalogue instruction and differ by activity and position', () => {
    expect(catalogueInstructionId('sunrise-hike', 0)).toBe(catalogueInstructionId('sunrise-hike', 0));
    expect(catalogueInstructionId('sunrise-hike', 0)).toMatch(INSTRUCTION_ID_PATTERN);
    expect(catalogueInstructionId('sunrise-hike', 1)).not.toBe(catalogueInstructionId('sunrise-hike', 0));
    expect(catalogueInstructionId('night-swim', 0)).not.toBe(catalogueInstructionId('sunrise-hike', 0));
  });
});
