import { render } from '@testing-library/react';
import { NoticeText } from './notice-text';

describe('NoticeText', () => {
  it('makes a paragraph of each line and one list of each run of "• " lines', () => {
    const { container } = render(<NoticeText text={'First.\n\n• one\n• two\nBetween.\n• three'} />);
    expect([...container.children].map((el) => el.tagName)).toEqual(['P', 'UL', 'P', 'UL']);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['one', 'two', 'three']);
  });
});
