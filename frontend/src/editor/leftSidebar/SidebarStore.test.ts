import { SidebarStore } from './SidebarStore';
import { COLLAPSED_SIDEBAR_WIDTH, DEFAULT_SIDEBAR_WIDTH } from './sidebarSizes';

describe('SidebarStore', () => {
  it('opens a tab at its own width and closes back to the 46 px rail', () => {
    const sidebar = new SidebarStore();
    expect(sidebar.width).toBe(COLLAPSED_SIDEBAR_WIDTH);
    sidebar.open('share', 860);
    expect(sidebar).toMatchObject({ openTab: 'share', width: 860 });
    sidebar.open('info');
    expect(sidebar).toMatchObject({ openTab: 'info', width: DEFAULT_SIDEBAR_WIDTH });
    sidebar.close();
    expect(sidebar).toMatchObject({ openTab: null, width: COLLAPSED_SIDEBAR_WIDTH });
  });

  it('toggles: the open tab closes, another tab replaces it', () => {
    const sidebar = new SidebarStore();
    sidebar.toggle('settings', 906);
    sidebar.toggle('share', 860);
    expect(sidebar).toMatchObject({ openTab: 'share', width: 860 });
    sidebar.toggle('share', 860);
    expect(sidebar.openTab).toBeNull();
  });

  it('keeps a dragged width per tab, clamped between the rail and the maximum', () => {
    const sidebar = new SidebarStore();
    sidebar.open('info');
    sidebar.resize(999.6, 700);
    expect(sidebar.width).toBe(700);
    sidebar.resize(10);
    expect(sidebar.width).toBe(COLLAPSED_SIDEBAR_WIDTH);
    sidebar.resize(512.4);
    sidebar.endResize(512.4);
    sidebar.open('share', 860);
    expect(sidebar.width).toBe(860);
    sidebar.open('info');
    expect(sidebar.width).toBe(512);
  });

  it('closes when a drag ends under 60 px, and forgets that tab width', () => {
    const sidebar = new SidebarStore();
    sidebar.open('info');
    sidebar.resize(59);
    sidebar.endResize(59);
    expect(sidebar).toMatchObject({ openTab: null, width: COLLAPSED_SIDEBAR_WIDTH });
    sidebar.open('info');
    expect(sidebar.width).toBe(DEFAULT_SIDEBAR_WIDTH);
    sidebar.resize(60);
    sidebar.endResize(60);
    expect(sidebar).toMatchObject({ openTab: 'info', width: 60 });
  });

  it('ignores resizing while no tab is open', () => {
    const sidebar = new SidebarStore();
    sidebar.resize(300);
    sidebar.endResize(10);
    expect(sidebar).toMatchObject({ openTab: null, width: COLLAPSED_SIDEBAR_WIDTH });
  });
});
