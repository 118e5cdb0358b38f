// The marker mechanism of deploy/generate: only the lines between a region's markers
// change, indented as the opening marker, and a file whose markers were lost says so.
import { fillRegion, regionLines } from '../generate/regions';

const file = ['environment:', '  # >>> urls: generated from the service manifests by npm run deploy:generate', '  OLD: 1', '  # <<< urls', '  KEPT: 2', ''].join('\n');

describe('generated regions', () => {
  it('replace only the lines between the markers, indented as the opening one', () => {
    expect(fillRegion(file, 'urls', ['A: 1', '', 'B: 2'], 'compose.yml').split('\n')).toEqual([
      'environment:',
      '  # >>> urls: generated from the service manifests by npm run deploy:generate',
      '  A: 1',
      '',
      '  B: 2',
      '  # <<< urls',
      '  KEPT: 2',
      '',
    ]);
  });

  it('read back unindented', () => {
    expect(regionLines(file, 'urls', 'compose.yml')).toEqual(['OLD: 1']);
  });

  it('name the file and region whose markers are missing', () => {
    expect(() => fillRegion(file, 'images', [], 'compose.yml')).toThrow('compose.yml has no region "images"');
  });
});
