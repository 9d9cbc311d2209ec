import { Document, type DocumentProps, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { facts, renderBlock } from './blocks.ts';
import { fontStack } from './fonts.ts';
import type { ReportBlock, ReportDocument } from './report-model.ts';
import { type Flow, flowOf, THEME, textStyle } from './theme.ts';

/** The whole PDF as layout elements: a cover page, then the body flowing over as many pages as needed. */
export function reportElement(model: ReportDocument): ReactElement<DocumentProps> {
  const flow = flowOf(model.direction, fontStack(model.language));
  return h(
    Document,
    {
      title: model.info.title,
      author: model.info.author,
      subject: model.info.subject,
      language: model.language,
      creator: 'Talent Portal',
      producer: 'Talent Portal',
    },
    cover(model, flow),
    // A one-page document (a certificate) is its cover alone.
    model.body.length === 0
      ? null
      : h(
          Page,
          {
            size: 'A4',
            style: {
              paddingTop: THEME.page.marginTop,
              paddingBottom: THEME.page.marginBottom,
              paddingHorizontal: THEME.page.marginX,
              fontFamily: flow.fontFamily,
            },
          },
          ...bodyElements(model, flow),
          model.footer ? footer(flow, model.language, model.footer) : null,
        ),
  );
}

/** Blocks that never break across pages (each is laid out whole, on one page). */
const UNBREAKABLE: ReadonlySet<ReportBlock['kind']> = new Set([
  'bar-chart',
  'grid-chart',
  'score-card',
  'facts',
]);

/**
 * The body's blocks, a heading kept on the page of the unbreakable block after it: a heading's
 * minPresenceAhead keeps it with a few lines of text, but a chart that does not fit the rest of
 * the page moves on alone and left its heading at the foot of the page before.
 */
function bodyElements(model: ReportDocument, flow: Flow): ReactElement[] {
  const out: ReactElement[] = [];
  const blocks = model.body;
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    const next = blocks[i + 1];
    if (block.kind === 'heading' && next && UNBREAKABLE.has(next.kind)) {
      out.push(
        h(
          View,
          { key: `k${i}`, wrap: false, break: block.pageBreakBefore ?? false },
          renderBlock({ ...block, pageBreakBefore: false }, flow, model.language, 'heading'),
          renderBlock(next, flow, model.language, 'block'),
        ),
      );
      i += 1;
    } else {
      out.push(renderBlock(block, flow, model.language, `k${i}`));
    }
  }
  return out;
}

function cover(model: ReportDocument, flow: Flow): ReactElement {
  const c = model.cover;
  const x = THEME.page.marginX;
  return h(
    Page,
    { size: 'A4', style: { fontFamily: flow.fontFamily } },
    // A band of colour across the top, with the report's name in it.
    h(
      View,
      {
        style: {
          backgroundColor: THEME.accent,
          paddingHorizontal: x,
          paddingTop: 40,
          paddingBottom: 22,
        },
      },
      c.eyebrow
        ? h(
            Text,
            { style: textStyle(flow, { color: '#ffffff', fontSize: 11, fontWeight: 700 }) },
            c.eyebrow,
          )
        : null,
    ),
    decoration(flow),
    h(
      View,
      { style: { paddingHorizontal: x, paddingTop: 36, flexGrow: 1 } },
      h(
        Text,
        {
          style: textStyle(flow, {
            fontSize: THEME.size.title,
            fontWeight: 700,
            color: THEME.accent,
            lineHeight: 1.4,
            marginBottom: 8,
          }),
        },
        c.title,
      ),
      c.subtitle
        ? h(
            Text,
            {
              style: textStyle(flow, {
                fontSize: THEME.size.subtitle,
                color: THEME.muted,
                lineHeight: 1.35,
                marginBottom: 36,
              }),
            },
            c.subtitle,
          )
        : null,
      facts(flow, c.facts, 'facts', true),
    ),
    c.note
      ? h(
          View,
          {
            style: {
              marginHorizontal: x,
              marginBottom: 56,
              paddingTop: 12,
              borderTopWidth: 1,
              borderTopColor: THEME.rule,
            },
          },
          h(Text, { style: textStyle(flow, { color: THEME.muted, fontSize: 9.5 }) }, c.note),
        )
      : null,
  );
}

/** A thin strip of the scale's colours under the cover band: a quiet reminder of the charts inside. */
function decoration(flow: Flow): ReactElement {
  const colours = ['#b45309', '#d08a3a', '#2f6fb0', '#5b8fc6', '#1f7a58', '#3f9a76'];
  return h(
    View,
    { style: { flexDirection: flow.row, height: 5 } },
    ...colours.map((c) => h(View, { key: c, style: { flexGrow: 1, backgroundColor: c } })),
  );
}

function footer(
  flow: Flow,
  language: string,
  f: NonNullable<ReportDocument['footer']>,
): ReactElement {
  const number = new Intl.NumberFormat(language);
  return h(
    View,
    {
      fixed: true,
      style: {
        position: 'absolute',
        bottom: 30,
        left: THEME.page.marginX,
        right: THEME.page.marginX,
        flexDirection: flow.row,
        justifyContent: 'space-between',
        borderTopWidth: 0.6,
        borderTopColor: THEME.rule,
        paddingTop: 6,
      },
    },
    h(
      Text,
      { style: textStyle(flow, { fontSize: THEME.size.small, color: THEME.muted, flex: 1 }) },
      f.text,
    ),
    h(Text, {
      // No lineHeight here: react-pdf resolves a dynamic text's style twice, and a relative
      // line height applied twice pushes the whole footer off the page.
      style: {
        fontFamily: flow.fontFamily,
        direction: flow.direction,
        fontSize: THEME.size.small,
        color: THEME.muted,
        textAlign: flow.end,
        width: 120,
      },
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        fill(f.pageNumber, {
          page: number.format(pageNumber),
          pages: number.format(totalPages),
        }),
    }),
  );
}

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
