import { addMember, changeRole, embedSnippet, publicLink, removeMember, sortedMembers } from './shareMembers';

describe('share members', () => {
  it('adds a member lower-cased and trimmed, with the chosen role', () => {
    expect(addMember({}, '  Ana@Example.COM ', 'reader', 'me@example.com')).toEqual({
      ok: true,
      members: { 'ana@example.com': 'reader' },
    });
    const again = addMember({ 'ana@example.com': 'reader' }, 'ana@example.com', 'editor', 'me@example.com');
    expect(again).toEqual({ ok: true, members: { 'ana@example.com': 'editor' } });
  });

  it("refuses what is not an e-mail ('Invalid email') and the owner", () => {
    for (const bad of ['', 'ana', 'ana@', '@example.com', 'a b@example.com', 'ana@example'])
      expect(addMember({}, bad, 'reader', 'me@example.com')).toEqual({ ok: false, error: 'invalidEmail' });
    expect(addMember({}, 'ME@example.com', 'editor', 'me@example.com')).toEqual({
      ok: false,
      error: 'owner',
    });
  });

  it('changes a role and removes a member without touching the others', () => {
    const members = { 'a@x.io': 'reader', 'b@x.io': 'editor' } as const;
    expect(changeRole(members, 'a@x.io', 'editor')).toEqual({ 'a@x.io': 'editor', 'b@x.io': 'editor' });
    expect(changeRole(members, 'ghost@x.io', 'editor')).toBe(members);
    expect(removeMember(members, 'b@x.io')).toEqual({ 'a@x.io': 'reader' });
    expect(members).toEqual({ 'a@x.io': 'reader', 'b@x.io': 'editor' });
    expect(sortedMembers({ 'z@x.io': 'reader', 'a@x.io': 'editor' }).map(([e]) => e)).toEqual([
      'a@x.io',
      'z@x.io',
    ]);
  });

  it('builds the public link (custom domain first) and the 600×400 embed snippet', () => {
    expect(publicLink('abcdefghijkl', 'http://localhost:3000')).toBe(
      'http://localhost:3000/maps/abcdefghijkl',
    );
    expect(publicLink('abcdefghijkl', 'http://localhost:3000', 'maps.acme.io/')).toBe(
      'https://maps.acme.io/maps/abcdefghijkl',
    );
    expect(embedSnippet('https://h/maps/abcdefghijkl')).toBe(
      '<iframe src="https://h/maps/abcdefghijkl?hideNavbar=true" width="600" height="400" style="border:0" allowfullscreen></iframe>',
    );
  });
});
