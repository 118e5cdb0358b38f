import { outputSize } from './crop-image';

describe('outputSize', () => {
  it("keeps the crop's aspect: a 4:3 crop is not squeezed into a square", () => {
    expect(outputSize({ x: 0, y: 0, width: 640, height: 480 }, 1024)).toEqual({ width: 1024, height: 768 });
    expect(outputSize({ x: 10, y: 20, width: 300, height: 400 }, 1024)).toEqual({ width: 768, height: 1024 });
  });

  it('gives a round (square) crop its square size', () => {
    expect(outputSize({ x: 0, y: 0, width: 333, height: 333 }, 512)).toEqual({ width: 512, height: 512 });
  });
});
