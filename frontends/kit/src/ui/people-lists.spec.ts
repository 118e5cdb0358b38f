import { clusterOf, fullName, nameList } from './people-lists';

describe('clusterOf', () => {
  it('shows up to 4 people without a tag', () => {
    expect(clusterOf([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3, 4], more: null });
  });

  it("shows 4 and '5+' for five or more", () => {
    expect(clusterOf([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: '5+' });
  });
});

describe('nameList', () => {
  it('joins up to 4 names', () => {
    expect(nameList(['Ann', 'Bea', 'Cal', 'Dan'])).toBe('Ann, Bea, Cal, Dan');
  });

  it("cuts at 4 then '.. 4+'", () => {
    expect(nameList(['Ann', 'Bea', 'Cal', 'Dan', 'Eve'])).toBe('Ann, Bea, Cal, Dan .. 4+');
  });
});

describe('fullName', () => {
  it('joins the first and last name, leaving out an empty last name', () => {
    expect(fullName({ first_name: 'Zoe', last_name: 'Adams' })).toBe('Zoe Adams');
    expect(fullName({ first_name: 'Sam', last_name: '' })).toBe('Sam');
  });
});
