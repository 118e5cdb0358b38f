import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoSearchMatches } from './no-search-matches';

describe('NoSearchMatches', () => {
  it('names the search that matched nothing and clears it on request', async () => {
    const onClear = jest.fn();
    render(<NoSearchMatches query="  may " onClear={onClear} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches "may".');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
