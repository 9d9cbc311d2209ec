import { expect, type Page } from '@playwright/test';

/*
 * Decisions 040 and 041: a page that comes rendered in the HTML must be, once the app has taken
 * it over, exactly what the app renders by itself.
 */

/**
 * #root as elements, sorted attributes (style as the browser reads it, form controls by their
 * value, a few computed styles) and text. Generated ids (Preact's P0-12, Mantine's random ones) are numbered by first
 * appearance: two renders agree on which element refers to which, not on the numbers.
 */
export function rootAsText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ids = new Map<string, string>();
    const numbered = (id: string) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id) as string;
    };
    // Mantine's random ids (mantine-<up to 9 base-36 characters>, any of them letters only) are
    // only in the attributes that name an element; its class names also start with mantine-.
    const STYLED = [
      'display',
      'font-size',
      'font-weight',
      'color',
      'background-color',
      'padding',
      'margin',
      'width',
      'height',
    ];
    const NAMING = new Set(['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby']);
    const attributeText = (element: Element, { name, value }: Attr) => {
      if (name === 'style') return `style=${(element as HTMLElement).style.cssText}`;
      if (NAMING.has(name)) return `${name}=${value.replace(/mantine-[a-z0-9]+/g, numbered)}`;
      return `${name}=${value}`;
    };
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .filter((a) => a.name !== 'selected')
        .map((a) => attributeText(node, a));
      if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) {
        attributes.push(`.value=${node.value}`);
      }
      // As styled: the page's inline critical CSS and the app's stylesheet must cascade as
      // the app's stylesheet alone does.
      const style = getComputedStyle(node);
      attributes.push(`.css=${STYLED.map((name) => style.getPropertyValue(name)).join('|')}`);
      const children = [...node.childNodes].map(walk).join('');
      return `<${node.tagName} ${attributes.sort().join(' ')}>${children}</${node.tagName}>\n`;
    };
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    // Preact's ids (P0-12) are also in Mantine's generated class names and <style> texts.
    return walk(root).replace(/P\d+-\d+/g, numbered);
  });
}

/** What #root shows once the HTML has been read, before the app's scripts run. */
export async function watchRootAtParse(page: Page): Promise<() => Promise<string | undefined>> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      (window as { rootShownAtParse?: string }).rootShownAtParse = root
        ? getComputedStyle(root).display
        : 'missing';
    });
  });
  return () => page.evaluate(() => (window as { rootShownAtParse?: string }).rootShownAtParse);
}

/**
 * A page with the registration form (the home, a survey's welcome) once the app runs it and the
 * form's options are in, as text (rootAsText).
 */
export async function settledRegistrationPage(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('select[name="nationality"]')).toBeEnabled();
  await expect(page.locator('select[name="industry"]')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  return rootAsText(page);
}
