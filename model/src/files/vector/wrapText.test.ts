import * as fontkit from 'fontkit';
import { textWidth } from './wrapText';

// The widths the model wraps labels by must be Inter's, the face the exports draw with: checked against the
// font itself as fontkit lays it out (kerning included), for each weight a label can take.
const FACES = {
  400: '400Regular/Inter_400Regular.ttf',
  600: '600SemiBold/Inter_600SemiBold.ttf',
  700: '700Bold/Inter_700Bold.ttf',
} as const;
const font = (file: string) =>
  fontkit.openSync(require.resolve(`@expo-google-fonts/inter/${file}`)) as fontkit.Font;

describe('textWidth measures Inter', () => {
  const samples = [
    'Project plan 2025',
    'AVATAR Wo, To. Ty',
    'Ação, coração e pão: já!',
    'Straße — “quoted” … • €10',
    'WWWWWiiiii',
  ];
  it.each(Object.entries(FACES))('weight %s, kerning included', (weight, file) => {
    const f = font(file);
    for (const text of samples) {
      const expected = (f.layout(text).advanceWidth / f.unitsPerEm) * 20;
      // Within 0.7 %: advances rounded to 1/1000 em, and kerning by pairs where the font kerns some in context.
      // (The old flat 0.55 em per glyph was 17 % off on 'WWWWWiiiii'.)
      expect(Math.abs(textWidth(text, 20, { weight: Number(weight) as 400 }) - expected)).toBeLessThan(
        Math.max(0.3, expected * 0.007),
      );
    }
  });

  it('bold is wider than regular, and wide scripts take a full em', () => {
    expect(textWidth('Central topic', 28, { weight: 700 })).toBeGreaterThan(textWidth('Central topic', 28));
    expect(textWidth('中文', 10)).toBe(20);
  });
});
