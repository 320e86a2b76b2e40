import { flatten } from './checks/catalogueChecks';
import { findLiteralStrings } from './checks/findLiteralStrings';
import { findTranslationKeys } from './checks/findTranslationKeys';
import { sourceFiles } from './checks/sourceFiles';
import en from './en.json';

/** Text a component may show as it is: the same in every language. Keep it short. */
const ALLOWED_LITERALS = new Set([
  'T+', // the edge toolbar's text-style button, a typographic symbol like the 'B' or 'I' of a rich-text bar
]);

describe('the components', () => {
  const components = sourceFiles(['.tsx']);

  it('are found', () => {
    expect(components.length).toBeGreaterThan(40);
  });

  it('show no literal text: JSX text, visible props, notifications and dialogs go through t(...)', () => {
    const found = sourceFiles(['.ts', '.tsx']).flatMap(({ file, source }) =>
      findLiteralStrings(file, source, ALLOWED_LITERALS),
    );
    expect(found.map((f) => `${f.file}:${f.line} ${f.where}: "${f.text}"`)).toEqual([]);
  });

  it('ask only for keys the catalogue has', () => {
    const keys = new Set(flatten(en).keys());
    const known = (key: string) => keys.has(key) || keys.has(`${key}_other`);
    const missing = sourceFiles(['.ts', '.tsx'])
      .flatMap(({ file, source }) => findTranslationKeys(file, source))
      .filter(({ key }) => !known(key));
    expect(missing.map((m) => `${m.file}:${m.line} ${m.key}`)).toEqual([]);
  });
});

describe('findLiteralStrings', () => {
  const find = (source: string) =>
    findLiteralStrings('X.tsx', source, new Set(['px'])).map((f) => `${f.where}: ${f.text}`);

  it('reports JSX text, literal children and literal visible props, ternaries and templates included', () => {
    const source = `
      export const X = ({ on, n }) => (
        <Group title="Hello there" data-testid="ignored" variant="light">
          Save changes
          {'Literal child'}
          {on && 'Shown when on'}
          <Button aria-label={on ? 'Close it' : t('x.open')} placeholder={\`Type \${n} words\`} />
          <Tooltip label="Tip" tooltip={t('ok')} alt="A picture" />
        </Group>
      );`;
    expect(find(source)).toEqual([
      'title: Hello there',
      'text: Save changes',
      'text: Literal child',
      'text: Shown when on',
      'aria-label: Close it',
      'placeholder: Type words',
      'label: Tip',
      'alt: A picture',
    ]);
  });

  it('reports notifications and alerts with literal text', () => {
    const source = `notifications.show({ color: 'red', title: 'Oops', message: t('a') }); window.alert('Gone');
      const text = prompt('Enter text:'); confirm(t('sure'));`;
    expect(find(source)).toEqual(['notifications.show: Oops', 'window.alert: Gone', 'prompt: Enter text:']);
  });

  it('leaves t(...) calls, keys, comparisons, symbols, numbers and allowed words alone', () => {
    const source = `
      export const Y = ({ mode, n }) => (
        <Box title={t('a.b', { name: 'Ada' })} label={mode === 'title' ? t('x') : t('y')}>
          {n} × {n}px · 100%
          <Text aria-label={i18n.t('z')}>{t(\`shapes.\${mode}\`)}</Text>
          <Icon title={labels[mode]} />
          px
        </Box>
      );`;
    expect(find(source)).toEqual([]);
  });
});
