import { Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { barChart, meter } from './chart.ts';
import { gridChart } from './grid-chart.ts';
import type { Fact, ReportBlock } from './report-model.ts';
import { type Flow, THEME, TONES, textStyle } from './theme.ts';

/** Turns one block of the model into layout elements. */
export function renderBlock(
  block: ReportBlock,
  flow: Flow,
  language: string,
  key: string,
): ReactElement {
  switch (block.kind) {
    case 'heading':
      return heading(flow, block.text, block.level ?? 1, block.pageBreakBefore ?? false, key);
    case 'paragraph':
      return h(
        Text,
        {
          key,
          style: textStyle(flow, {
            marginBottom: 8,
            color: block.muted ? THEME.muted : THEME.ink,
          }),
        },
        block.text,
      );
    case 'list':
      return list(flow, language, block.items, block.ordered ?? false, key);
    case 'facts':
      return facts(flow, block.items, key);
    case 'bar-chart':
      return h(
        View,
        { key },
        barChart({
          flow,
          language,
          max: block.max,
          ticks: block.ticks,
          zones: block.zones ?? [],
          bars: block.bars,
          caption: block.caption,
        }),
      );
    case 'score-card':
      return scoreCard(flow, language, block, key);
    case 'grid-chart':
      return h(View, { key }, gridChart(flow, language, block));
  }
}

function heading(
  flow: Flow,
  text: string,
  level: 1 | 2,
  pageBreakBefore: boolean,
  key: string,
): ReactElement {
  const big = level === 1;
  return h(
    View,
    { key, break: pageBreakBefore, minPresenceAhead: 60, style: { marginTop: big ? 4 : 8 } },
    h(
      Text,
      {
        style: textStyle(flow, {
          fontSize: big ? THEME.size.h1 : THEME.size.h2,
          fontWeight: 700,
          color: big ? THEME.accent : THEME.ink,
          // Room below the baseline: Arabic letters reach well under it.
          lineHeight: 1.6,
          marginBottom: big ? 2 : 3,
        }),
      },
      text,
    ),
    big
      ? h(View, {
          style: {
            height: 2,
            width: 36,
            backgroundColor: THEME.accent,
            alignSelf: flow.start === 'left' ? 'flex-start' : 'flex-end',
            marginBottom: 10,
          },
        })
      : null,
  );
}

function list(
  flow: Flow,
  language: string,
  items: string[],
  ordered: boolean,
  key: string,
): ReactElement {
  const format = new Intl.NumberFormat(language);
  return h(
    View,
    { key, style: { marginBottom: 8 } },
    ...items.map((item, i) =>
      h(
        View,
        { key: `i${i}`, wrap: false, style: { flexDirection: flow.row, marginBottom: 5 } },
        h(
          Text,
          {
            style: textStyle(flow, {
              width: 18,
              fontWeight: 700,
              color: THEME.accent,
              textAlign: flow.start,
            }),
          },
          ordered ? `${format.format(i + 1)}.` : '•',
        ),
        h(Text, { style: textStyle(flow, { flex: 1 }) }, item),
      ),
    ),
  );
}

export function facts(flow: Flow, items: Fact[], key: string, large = false): ReactElement {
  return h(
    View,
    { key, wrap: false, style: { marginBottom: 12 } },
    ...items.map((f, i) =>
      h(
        View,
        { key: `f${i}`, style: { marginBottom: large ? 14 : 6 } },
        h(
          Text,
          {
            style: textStyle(flow, {
              fontSize: THEME.size.small,
              color: THEME.muted,
              lineHeight: 1.3,
            }),
          },
          f.label,
        ),
        h(
          Text,
          {
            style: textStyle(flow, {
              fontSize: large ? 15 : THEME.size.body + 0.5,
              fontWeight: 700,
              lineHeight: 1.35,
            }),
          },
          f.value,
        ),
      ),
    ),
  );
}

function scoreCard(
  flow: Flow,
  language: string,
  card: Extract<ReportBlock, { kind: 'score-card' }>,
  key: string,
): ReactElement {
  const tone = card.badge?.tone ?? 'accent';
  const border = flow.start === 'left' ? 'borderLeft' : 'borderRight';
  const pad = flow.start === 'left' ? 'paddingLeft' : 'paddingRight';
  return h(
    View,
    {
      key,
      wrap: false,
      style: {
        marginBottom: 14,
        paddingVertical: 10,
        paddingHorizontal: 12,
        backgroundColor: '#fafbfc',
        [`${border}Width`]: 3,
        [`${border}Color`]: TONES[tone].strong,
        [pad]: 14,
      },
    },
    h(
      View,
      { style: { flexDirection: flow.row, alignItems: 'center', justifyContent: 'space-between' } },
      h(
        Text,
        {
          style: textStyle(flow, {
            fontSize: THEME.size.h2 + 1,
            fontWeight: 700,
            lineHeight: 1.45,
            flex: 1,
          }),
        },
        card.title,
      ),
      h(
        View,
        { style: { flexDirection: flow.row, alignItems: 'center' } },
        h(
          Text,
          {
            style: textStyle(flow, {
              fontSize: THEME.size.h2 + 3,
              fontWeight: 700,
              color: TONES[tone].strong,
              lineHeight: 1.2,
            }),
          },
          card.valueText,
        ),
        card.badge
          ? h(
              Text,
              {
                style: textStyle(flow, {
                  fontSize: THEME.size.small,
                  fontWeight: 700,
                  color: '#ffffff',
                  backgroundColor: TONES[card.badge.tone].strong,
                  paddingHorizontal: 6,
                  paddingVertical: 1,
                  borderRadius: 3,
                  lineHeight: 1.4,
                  [flow.start === 'left' ? 'marginLeft' : 'marginRight']: 8,
                }),
              },
              card.badge.text,
            )
          : null,
      ),
    ),
    meter({ flow, language, max: card.max, zones: card.zones ?? [], value: card.value, tone }),
    ...card.sections.map((s, i) =>
      h(
        View,
        { key: `s${i}`, style: { marginTop: 6 } },
        h(
          Text,
          {
            style: textStyle(flow, {
              fontSize: THEME.size.small,
              fontWeight: 700,
              color: THEME.muted,
              lineHeight: 1.3,
            }),
          },
          s.label,
        ),
        h(Text, { style: textStyle(flow) }, s.text),
      ),
    ),
  );
}
