import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { endTakeover, isTakingOver, startTakeover } from '../lib/prerender-takeover';
import { RenderedInBrowser } from './rendered-in-browser';

/*
 * Decision 042: a ranking section's board is never rendered by the server (it follows this
 * device's draft and screen): the page has a stand-in there, which the takeover's first render
 * matches, and the board replaces it before the next paint.
 */
const mounted: string[] = [];

function Probe({ name }: { name: string }) {
  useEffect(() => {
    mounted.push(name);
  }, [name]);
  return <p>{name}</p>;
}

afterEach(() => {
  endTakeover();
  mounted.length = 0;
  document.body.replaceChildren();
});

describe('RenderedInBrowser with a stand-in', () => {
  it('renders the part at once on a page the app renders itself', () => {
    const { container } = render(
      <RenderedInBrowser untilInBrowser={<Probe name="loader" />}>
        <Probe name="board" />
      </RenderedInBrowser>,
    );
    expect(container.innerHTML).toBe('<p>board</p>');
    expect(mounted).toEqual(['board']);
  });

  it('takes the stand-in over as rendered, then renders the part', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>loader</p>';
    document.body.append(container);
    startTakeover();
    await act(async () => {
      hydrateRoot(
        container,
        <RenderedInBrowser untilInBrowser={<Probe name="loader" />}>
          <Probe name="board" />
        </RenderedInBrowser>,
      );
    });
    // The first render was the stand-in (the page's markup), the part came after it.
    expect(mounted).toEqual(['loader', 'board']);
    expect(container.innerHTML).toBe('<p>board</p>');
    expect(isTakingOver()).toBe(false);
  });
});
