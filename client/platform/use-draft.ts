import { useEffect, useRef, useState } from 'react';

/**
 * What a field shows of a saved value: the saved value, and what is typed over it until it is
 * saved. A saved value that arrives while the field is being typed in (the answer to the save
 * before, or another person's write) does not overwrite what is being typed.
 */
export function useDraft<T>(saved: T) {
  const [draft, setDraft] = useState(saved);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setDraft(saved);
  }, [saved]);
  return {
    draft,
    /** What the user typed. */
    type(value: T) {
      typing.current = true;
      setDraft(value);
    },
    /** Typing is over (saved, or refused): show this, and follow the saved value again. */
    settle(value: T) {
      typing.current = false;
      setDraft(value);
    },
  };
}
