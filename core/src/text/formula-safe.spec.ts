import { formulaSafe, formulaSafeOrEmpty } from './formula-safe';

describe('formulaSafe', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+91 98450 12345', `'+91 98450 12345`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('prefixes %j', (input, expected) => {
    expect(formulaSafe(input)).toBe(expected);
  });

  it.each(['Asha', '9845012345', 'newborn shoot = lovely', ' =1+1', '', "'=already quoted", '\n=1'])(
    'leaves %j as it is',
    (input) => {
      expect(formulaSafe(input)).toBe(input);
    },
  );

  it('turns missing values into empty cells', () => {
    expect(formulaSafeOrEmpty(null)).toBe('');
    expect(formulaSafeOrEmpty(undefined)).toBe('');
    expect(formulaSafeOrEmpty('=1')).toBe("'=1");
  });
});
