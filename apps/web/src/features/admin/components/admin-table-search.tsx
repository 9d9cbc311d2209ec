import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ADMIN_QUERY_MAX } from '@portal/shared/admin';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

interface AdminTableSearchProps {
  /** The search the address holds. */
  value: string | undefined;
  /** Applies a search (the list goes back to page 1). */
  onSearch: (q: string | undefined) => void;
  label: string;
}

/**
 * The search box of a console list: the list follows the typing after a short pause, or at once
 * on Enter. What is typed is the box's own state; the address holds what was applied.
 */
export function AdminTableSearch({ value, onSearch, label }: AdminTableSearchProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value ?? '');
  // The search this box last applied: when the address comes back with it, what is typed since
  // (a space, the next word) stays. The effect can run after more typing, so it must not compare
  // with the text.
  const applied = useRef(value);
  const search = (q: string | undefined) => {
    applied.current = q;
    onSearch(q);
  };
  // Back, Forward or a link changed the search: show it.
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value ?? '');
  }, [value]);
  const apply = useDebouncedCallback((q: string) => search(q.trim() || undefined), 350);
  return (
    <search style={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply.cancel();
          search(text.trim() || undefined);
        }}
      >
        <TextInput
          type="search"
          aria-label={label}
          placeholder={label}
          value={text}
          maxLength={ADMIN_QUERY_MAX}
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={
            text ? (
              <CloseButton
                size="sm"
                aria-label={t('table.clear_search')}
                onClick={() => {
                  apply.cancel();
                  setText('');
                  search(undefined);
                }}
              />
            ) : null
          }
          onChange={(event) => {
            setText(event.currentTarget.value);
            apply(event.currentTarget.value);
          }}
        />
      </form>
    </search>
  );
}
